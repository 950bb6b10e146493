// `@brand-console/api-client/client`: the client alone, for an app that loads it on demand (the
// console's login page shows before it is needed). The root entry exports the same function.
export { createApiClient } from './createApiClient';
