import { RouterProvider } from 'react-router/dom';
import { createConsoleRouter } from './router';

export { routeDefs } from './registry';
export { preloadPath, preloadSignedIn, watchLanding } from './preload';

let router: ReturnType<typeof createConsoleRouter> | undefined;

/**
 * The console with its router: every page of spec section 2 and the signed-in shell. A page load
 * starts with it unless it opens on a login page, which the light sign-in root shows without it
 * (`signIn.tsx`) until the user leaves the page. The router is made once, at the address of the
 * moment.
 */
export function FullApp() {
  router ??= createConsoleRouter();
  return <RouterProvider router={router} />;
}
