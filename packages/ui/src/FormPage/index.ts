export { FormPage } from './FormPage';
export type { FormPageProps } from './FormPage';
export { FormSection } from './FormSection';
export type { FormSectionProps } from './FormSection';
