import { useEffect } from 'react';
import { syncParentRoute } from '../lib/embed/bridge';
import { STORAGE_KEYS } from '../lib/storage';
import { isDetailOrEditPath } from '../lib/router/menu';
import type { Nav } from '../lib/router/nav';
import { EXPLAIN_PATH, UPGRADE_ANNOUNCEMENT_PATH } from '../lib/router/paths';
import { useAppTranslate, useLoginPath, useMenuModel, useProductName, useSystemVersion } from '../lib/hooks';
import { useServices } from '../lib/services';
import { LOGIN_PAGES } from '../lib/session/destination';
import { requestIdOf } from '../lib/session/requestId';

const TOP_TITLES = {
  '/login': 'title.login',
  '/cutShadow_login': 'title.login',
  '/forget_password': 'title.forgot',
  '/loginTip': 'title.loginTip',
  '/loading': 'title.loading',
  '/404': 'title.notFound',
  '/choice_system': 'title.chooseSystem',
  '/system_manage/personal': 'title.personal',
  '/fly_book_auth': 'title.sso',
  '/enterprise_wechart_auth': 'title.sso',
  '/home': 'title.home',
  '/demo': 'title.demo',
  '/demo_crud': 'title.demoCrud',
  [EXPLAIN_PATH]: 'title.explain',
  [UPGRADE_ANNOUNCEMENT_PATH]: 'title.upgrade',
} as const;

/** Session keys of the file trees' parent ids, cleared on every navigation (spec section 2). */
const FILE_TREE_KEY = /^fileTree/;

/** The splash of index.html shows while the scripts load; it fades once the first page is on screen. */
function hideStaticSplash() {
  const splash = document.getElementById('bc-splash');
  if (!splash || splash.dataset.state === 'hiding') return;
  splash.dataset.state = 'hiding';
  splash.setAttribute('aria-hidden', 'true');
  setTimeout(() => splash.remove(), 240);
}

/**
 * Everything that happens around each navigation, and the session's global wiring: the router's
 * root (`Root`) runs it, and so does the light sign-in root of a login page opened cold
 * (`signIn.tsx`), with the navigation it has.
 */
export function useRootEffects({ location, navigate }: Nav) {
  const services = useServices();
  const { session, tab, setReloginHandler, env, tracker } = services;
  const loginPath = useLoginPath();
  const t = useAppTranslate();
  const model = useMenuModel();
  const productName = useProductName();
  const systemVersion = useSystemVersion();

  // Forced re-login (403, 200002, invalid token): after the message, once per burst. On the work
  // platform the tip page shows the code and message (spec section 4); nothing moves a user who is
  // already on a sign-in page (the tip page of an expired work-platform day stays).
  useEffect(() => {
    setReloginHandler((error) => {
      if (LOGIN_PAGES.has(window.location.pathname)) {
        session.end();
        return;
      }
      if (env.workPlatform) {
        const query = new URLSearchParams({ msg: error.message, code: String(error.code) });
        const { requestId } = requestIdOf(error);
        if (requestId) query.set('requestId', requestId);
        // Leave the guarded page first: ended while the guard still shows, the session would be
        // signed in again at once with the work platform's token.
        void Promise.resolve(navigate(`/loginTip?${query.toString()}`, { replace: true })).then(() => session.end());
        return;
      }
      session.end();
      void navigate(`${loginPath}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`, {
        replace: true,
      });
    });
  }, [setReloginHandler, session, navigate, loginPath, env.workPlatform]);

  // Another tab logged out (or in): follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token) {
        const before = session.state.token;
        session.syncFromStorage();
        if (before && !session.state.token) void navigate(loginPath, { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session, navigate, loginPath]);

  // Tracking: the page on screen is timed; hidden tabs pause it; closing the tab leaves it.
  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'hidden' ? tracker.pause() : tracker.resume());
    const onPageHide = () => tracker.leave({ closing: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [tracker]);

  // Browser mode (is_browser=1, spec section 2): the token rides in the query, and cutShadow=2 for
  // version 2, so the address can be reopened from the messenger.
  useEffect(() => {
    const token = session.state.token;
    if (!env.isBrowser || !token) return;
    const query = new URLSearchParams(location.search);
    let changed = false;
    if (!query.has('token')) {
      query.set('token', token);
      changed = true;
    }
    if (systemVersion === 2 && query.get('cutShadow') !== '2') {
      query.set('cutShadow', '2');
      changed = true;
    }
    if (changed) void navigate({ pathname: location.pathname, search: `?${query.toString()}` }, { replace: true });
  }, [env.isBrowser, systemVersion, location.pathname, location.search, navigate, session.state.token]);

  // After each navigation: title, file-tree keys, parent-frame history, splash.
  useEffect(() => {
    const path = location.pathname;
    const titleKey = TOP_TITLES[path as keyof typeof TOP_TITLES];
    const page = model.pages.get(path);
    const title = titleKey ? t(titleKey) : page?.title;
    const [root, first, second] = (page?.trail ?? []).map((crumb) => String(crumb.label));
    tracker.enter({
      pageName: path,
      ...(title ? { title } : {}),
      modules: { ...(root ? { root } : {}), ...(first ? { first } : {}), ...(second ? { second } : {}) },
    });
    document.title = title ? `${productName} - ${title}` : productName;
    for (const key of tab.keys().filter((k) => FILE_TREE_KEY.test(k))) tab.remove(key);
    if (env.embedded && session.state.token && !isDetailOrEditPath(path)) syncParentRoute(path + location.search);
    hideStaticSplash();
  }, [location.pathname, location.search, t, model, productName, tab, env.embedded, tracker, session]);
}
