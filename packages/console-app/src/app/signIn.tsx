import { useCallback, useEffect, useMemo, useState } from 'react';
import { LoginPage } from '../features/account/LoginPage';
import { currentSystemVersion } from '../lib/env';
import { IDLE_PRELOAD_DONE_MARK, IDLE_PRELOAD_MARK, whenIdle } from '../lib/idle';
import { NavProvider, targetParts, type Nav, type NavLocation } from '../lib/router/nav';
import { LIGHT_SIGN_IN_PATHS, OPEN_PATHS } from '../lib/router/paths';
import type { AppServices } from '../lib/services';
import { useServices } from '../lib/services';
import { guardOutcome, redirectQuery } from '../lib/session/guard';
import type * as FullApp from './fullApp';
import { useRootEffects } from './rootEffects';

export type FullAppModule = typeof FullApp;

let fullApp: Promise<FullAppModule> | undefined;

/** The router, the route table and the signed-in shell's loaders (a failed load is forgotten). */
export const loadFullApp = (): Promise<FullAppModule> =>
  (fullApp ??= import('./fullApp').catch((error: unknown) => {
    fullApp = undefined;
    throw error;
  }));

/**
 * Whether this page load starts on the light sign-in root: at a login page, or at a page behind
 * sign-in that the guard would send to the login page (no session, not the work platform, not in a
 * host frame), whose address it then replaces as the guard does, `?redirect=` included.
 */
export function startsOnSignIn(services: AppServices, inFrame: boolean): boolean {
  const { pathname, search } = window.location;
  if (LIGHT_SIGN_IN_PATHS.has(pathname)) return true;
  if (OPEN_PATHS.has(pathname)) return false;
  const { env, local, session } = services;
  if (guardOutcome(env, local, session.state, inFrame) !== 'login') return false;
  const loginPath = currentSystemVersion(local, session.state.userInfo) === 2 ? '/cutShadow_login' : '/login';
  window.history.replaceState(historyState(historyIndex()), '', `${loginPath}${redirectQuery(pathname + search)}`);
  return true;
}

/** The history entry's state as react-router writes it, so the router reads the entries this root wrote. */
const historyState = (idx: number) => ({ usr: null, key: Math.random().toString(36).slice(2, 10), idx });
const historyIndex = (): number => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

const here = (): NavLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * A login page opened cold, without the router (issue 20: the login page's JavaScript leaves out
 * react-router, the route table and the shell). It runs the root's effects like the router's root,
 * and moves between login pages itself; any other navigation (after signing in, 忘记密码, back)
 * loads the router (in by then: it loads while the page is idle, with the shell and the API
 * client), waits for the landing page's code, and hands the page over to it (`onLeave`), which
 * renders the new address at once.
 */
export function SignInRoot({ onLeave }: { onLeave: (app: FullAppModule) => void }) {
  const services = useServices();
  const [location, setLocation] = useState(here);

  const leave = useCallback(
    async (url: string | null, replace: boolean) => {
      const app = await loadFullApp();
      await services.routeTable();
      if (url !== null) {
        await app.preloadPath(services, url);
        if (replace) window.history.replaceState(historyState(historyIndex()), '', url);
        else window.history.pushState(historyState(historyIndex() + 1), '', url);
      }
      onLeave(app);
    },
    [services, onLeave],
  );

  const nav = useMemo<Nav>(
    () => ({
      location,
      navigate: (to, options) => {
        const parts = targetParts(to);
        const url = `${parts.pathname}${parts.search}${parts.hash}`;
        if (!LIGHT_SIGN_IN_PATHS.has(parts.pathname)) return leave(url, options?.replace ?? false);
        if (options?.replace) window.history.replaceState(historyState(historyIndex()), '', url);
        else window.history.pushState(historyState(historyIndex() + 1), '', url);
        setLocation(parts);
      },
    }),
    [location, leave],
  );

  // Back or forward to a page other than a login page: the router takes it from there.
  useEffect(() => {
    const onPop = () => {
      if (LIGHT_SIGN_IN_PATHS.has(window.location.pathname)) setLocation(here());
      else void leave(null, false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [leave]);

  useRootEffects(nav);

  // While the page idles: the router and route table, the signed-in shell and the API client; the
  // landing page's code as soon as the session has its menu (app/preload.tsx does the same for the
  // sign-in pages inside the router).
  useEffect(() => {
    let unwatch: (() => void) | undefined;
    let stopped = false;
    const cancel = whenIdle(() => {
      performance.mark?.(IDLE_PRELOAD_MARK);
      services
        .routeTable()
        .then(loadFullApp)
        .then((app) => {
          if (!stopped) unwatch = app.watchLanding(services);
          return app.preloadSignedIn(services);
        })
        .then(
          () => performance.mark?.(IDLE_PRELOAD_DONE_MARK),
          () => {},
        );
    });
    return () => {
      stopped = true;
      cancel();
      unwatch?.();
    };
  }, [services]);

  return (
    <NavProvider value={nav}>
      <LoginPage key={location.pathname} variant={location.pathname === '/cutShadow_login' ? 'cutShadow' : 'default'} />
    </NavProvider>
  );
}
