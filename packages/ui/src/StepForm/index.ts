export { StepForm } from './StepForm';
export type { StepFormProps, StepFormStep } from './StepForm';
