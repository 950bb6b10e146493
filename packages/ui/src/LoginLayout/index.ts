export { LoginLayout } from './LoginLayout';
export type { LoginLayoutProps } from './LoginLayout';
