import { useEffect, type ReactNode } from 'react';
import { loadRouteTitles } from '../lib/hooks';
import { IDLE_PRELOAD_DONE_MARK, IDLE_PRELOAD_MARK, whenIdle } from '../lib/idle';
import { useServices, type AppServices } from '../lib/services';
import { buildMenuModel, type PagePrefetch } from '../lib/router/menu';
import { destinationAfterLogin } from '../lib/session/destination';
import { sessionAtom } from '../lib/session/session';
import { preloadLoginSteps } from '../features/account/LoginPage';
import { registry } from './registry';
import { preloadable } from '../lib/preloadable';

/**
 * The signed-in shell, its chunk (and, through Vite's preload helper, every chunk it imports) loaded
 * once: by the router when a signed-in page opens, or earlier while the login page is idle; once
 * loaded, it renders without suspending. A failed load is forgotten, so the next attempt fetches again.
 */
export const SignedInShell = preloadable<object>(() =>
  // The static routes' titles come with it (the breadcrumbs and document titles of detail pages); a
  // failure there is no reason to fail the shell, whose menu model asks for them again.
  Promise.all([import('./shell/ShellLayout'), loadRouteTitles().catch(() => null)]).then(
    ([shell]) => shell.ShellLayout,
  ),
);

/** Starts loading the signed-in shell (see {@link SignedInShell}). */
export const loadShell = () => SignedInShell.preload();

export { IDLE_PRELOAD_DONE_MARK, IDLE_PRELOAD_MARK } from '../lib/idle';

/** The signed-in shell's chunks, the API client and the login's brand choice, loaded ahead of the sign-in. */
export const preloadSignedIn = (services: AppServices) =>
  Promise.all([loadShell(), services.preloadApi(), preloadLoginSteps()]).then(() => undefined);

/** The registry page a path of the session's menu opens, if its code is to load. */
function pageOf(services: AppServices, path: string) {
  const { userInfo, menu } = services.session.state;
  if (!userInfo || !menu) return undefined;
  const target = buildMenuModel(menu, services.routes).pages.get(path.split(/[?#]/)[0] ?? path);
  return target ? registry[target.componentKey] : undefined;
}

/**
 * Loads the code of the page at `path` (once the session has its menu) and starts the requests of
 * its first frame (the page's `prefetch`, when it has one); settles when the code is in or failed,
 * without waiting for those requests.
 */
export const preloadPath = (services: AppServices, path: string): Promise<unknown> => {
  const at = path.search(/[?#]/);
  const search = at === -1 || path[at] === '#' ? '' : path.slice(at).split('#')[0]!;
  return (
    pageOf(services, path)
      ?.preload?.()
      .then((Page) => {
        try {
          (Page as { prefetch?: PagePrefetch }).prefetch?.(services, search);
        } catch {
          // A prefetch is an optimisation: the page asks again when it renders.
        }
      })
      .catch(() => {}) ?? Promise.resolve()
  );
};

/**
 * As soon as the session has its menu, starts loading the chunk of the page the user will land on
 * (the redirect target when the menu has it, else the first menu page), before the navigation.
 * Returns the unsubscribe.
 */
export function watchLanding(services: AppServices): () => void {
  const { session, env } = services;
  let done = false;
  return session.store.sub(sessionAtom, () => {
    const { userInfo, menu } = session.state;
    if (done || !userInfo || !menu) return;
    done = true;
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    const destination = destinationAfterLogin(userInfo, buildMenuModel(menu, services.routes), {
      embedded: env.embedded,
      redirect,
    });
    if (destination.kind === 'path') void preloadPath(services, destination.path);
  });
}

/**
 * Wraps the pages a user signs in from (login, SSO callbacks, /loading) so that signing in does
 * not wait for code: once the page is idle, the signed-in shell's chunks and the API client load in the background;
 * as soon as the session has its menu, the chunk of the page the user will land on (the redirect
 * target when the menu has it, else the first menu page) starts loading, before the navigation.
 */
export function SignInPreload({ children }: { children: ReactNode }) {
  const services = useServices();

  useEffect(
    () =>
      whenIdle(() => {
        performance.mark?.(IDLE_PRELOAD_MARK);
        // The API client too: the login page's own JavaScript leaves it out (lib/lazyApi.ts).
        preloadSignedIn(services).then(
          () => performance.mark?.(IDLE_PRELOAD_DONE_MARK),
          () => {},
        );
      }),
    [services],
  );

  useEffect(() => watchLanding(services), [services]);

  return children;
}
