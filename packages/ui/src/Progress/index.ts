export { Progress } from './Progress';
export type { ProgressProps, ProgressTone } from './Progress';
