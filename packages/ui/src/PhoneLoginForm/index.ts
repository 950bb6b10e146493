export { PhoneLoginForm } from './PhoneLoginForm';
export type { PhoneLoginFormProps, PhoneLoginValues } from './PhoneLoginForm';
