export { LoginTip, loginTipText } from './LoginTip';
export type { LoginTipProps } from './LoginTip';
