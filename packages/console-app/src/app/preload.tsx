import { useEffect, type ReactNode } from 'react';
import { loadRouteTitles } from '../lib/hooks';
import { useServices } from '../lib/services';
import { buildMenuModel } from '../lib/router/menu';
import { destinationAfterLogin } from '../lib/session/destination';
import { sessionAtom } from '../lib/session/session';
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

/** Performance marks of the idle preload, when it starts and when the shell has loaded (the sign-in benchmark and tests read them). */
export const IDLE_PRELOAD_MARK = 'bc:idle-preload';
export const IDLE_PRELOAD_DONE_MARK = 'bc:idle-preload-done';

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * Wraps the pages a user signs in from (login, SSO callbacks, /loading) so that signing in does
 * not wait for code: once the page is idle, the signed-in shell's chunks and the API client load in the background;
 * as soon as the session has its menu, the chunk of the page the user will land on (the redirect
 * target when the menu has it, else the first menu page) starts loading, before the navigation.
 */
export function SignInPreload({ children }: { children: ReactNode }) {
  const { session, env, routes, preloadApi } = useServices();

  useEffect(
    () =>
      whenIdle(() => {
        performance.mark?.(IDLE_PRELOAD_MARK);
        // The API client too: the login page's own JavaScript leaves it out (lib/lazyApi.ts).
        Promise.all([loadShell(), preloadApi()]).then(
          () => performance.mark?.(IDLE_PRELOAD_DONE_MARK),
          () => {},
        );
      }),
    [preloadApi],
  );

  useEffect(() => {
    let done = false;
    return session.store.sub(sessionAtom, () => {
      const { userInfo, menu } = session.state;
      if (done || !userInfo || !menu) return;
      done = true;
      const redirect = new URLSearchParams(window.location.search).get('redirect');
      const model = buildMenuModel(menu, routes);
      const destination = destinationAfterLogin(userInfo, model, { embedded: env.embedded, redirect });
      if (destination.kind !== 'path') return;
      const target = model.pages.get(destination.path.split(/[?#]/)[0] ?? destination.path);
      if (target) registry[target.componentKey]?.preload?.().catch(() => {});
    });
  }, [session, env, routes]);

  return children;
}
