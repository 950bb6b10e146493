export { ForgotPasswordFlow } from './ForgotPasswordFlow';
export type { ForgotPasswordFlowProps, IdentityValues } from './ForgotPasswordFlow';
