export { SsoCallback } from './SsoCallback';
export type { SsoCallbackProps, SsoProvider } from './SsoCallback';
