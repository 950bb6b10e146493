export { Result } from './Result';
export type { ResultProps, ResultStatus } from './Result';
