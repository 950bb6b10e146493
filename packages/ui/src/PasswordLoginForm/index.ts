export { PasswordLoginForm } from './PasswordLoginForm';
export type { PasswordLoginFormProps, PasswordLoginValues } from './PasswordLoginForm';
