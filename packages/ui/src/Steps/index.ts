export { Steps } from './Steps';
export type { StepsProps, StepItem, StepStatus } from './Steps';
