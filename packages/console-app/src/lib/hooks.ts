import { useLocale, useTranslate } from '@brand-console/ui';
import type { BrandUserInfo } from '@brand-console/api-client';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { currentSystemVersion } from './env';
import { appCatalogues } from './messages';
import { buildMenuModel, type MenuModel } from './router/menu';
import type * as RouteTitles from './router/titles';
import { derivePermissions, type Permissions } from './session/permissions';
import { sessionAtom, type SessionState } from './session/session';
import { useServices } from './services';

export function useSessionState(): SessionState {
  const { session } = useServices();
  return useAtomValue(sessionAtom, { store: session.store });
}

export function useAppTranslate() {
  return useTranslate(appCatalogues);
}

/** The menu model of the session's menu (empty until loaded). */
export function useMenuModel(): MenuModel {
  const { menu, token } = useSessionState();
  const { routes } = useServices();
  const t = useAppTranslate();
  const locale = useLocale();
  const titles = useRouteTitles(token !== null);
  return useMemo(
    () =>
      buildMenuModel(menu ?? [], routes, (key) =>
        key in BUILT_IN_TITLES
          ? t(BUILT_IN_TITLES[key as keyof typeof BUILT_IN_TITLES])
          : titles
            ? titles.staticRouteTitle(key, locale)
            : untitled(key),
      ),
    [menu, routes, t, locale, titles],
  );
}

/** Titles of the built-in pages, by registry key; static routes' titles are in `router/titles.ts`. */
const BUILT_IN_TITLES = { home: 'title.home', demo: 'title.demo', demo_crud: 'title.demoCrud' } as const;

/*
 * The static routes' titles (`router/titles.ts`, a few kB) are only needed signed in, so they are
 * not part of the login page's JavaScript: they load with the signed-in shell (`app/preload.tsx`),
 * or as soon as there is a session, well before the menu has answered.
 */
type RouteTitlesModule = typeof RouteTitles;
let routeTitles: RouteTitlesModule | null = null;
let routeTitlesLoad: Promise<RouteTitlesModule> | undefined;
const routeTitlesListeners = new Set<() => void>();

/** Loads the static routes' titles once (a failed load is forgotten, so the next call retries). */
export function loadRouteTitles(): Promise<RouteTitlesModule> {
  routeTitlesLoad ??= import('./router/titles').then(
    (module) => {
      routeTitles = module;
      for (const listener of routeTitlesListeners) listener();
      return module;
    },
    (error: unknown) => {
      routeTitlesLoad = undefined;
      throw error;
    },
  );
  return routeTitlesLoad;
}

const subscribeRouteTitles = (listener: () => void) => {
  routeTitlesListeners.add(listener);
  return () => routeTitlesListeners.delete(listener);
};
const currentRouteTitles = () => routeTitles;

function useRouteTitles(wanted: boolean): RouteTitlesModule | null {
  const loaded = useSyncExternalStore(subscribeRouteTitles, currentRouteTitles, currentRouteTitles);
  useEffect(() => {
    if (wanted && !loaded) loadRouteTitles().catch(() => {});
  }, [wanted, loaded]);
  return loaded;
}

/** A static route's last segment in words, shown only if its title has not loaded yet. */
const untitled = (key: string) =>
  (key.split('/').at(-1) ?? key).replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');

/** What the user may do on this brand (spec section 6). */
export function usePermissions(): Permissions {
  const { brandInfo } = useSessionState();
  const model = useMenuModel();
  return useMemo(
    () => derivePermissions(brandInfo?.userIsAdminRole === undefined ? null : (brandInfo as BrandUserInfo), model),
    [brandInfo, model],
  );
}

/**
 * The system version now (spec sections 3, 6): the signed-in user's, else the stored one, else 3.
 * It follows sign-in and logout without a reload (the session state changes with both).
 */
export function useSystemVersion(): number {
  const { local } = useServices();
  const { userInfo } = useSessionState();
  return currentSystemVersion(local, userInfo);
}

/** The system name: the alternate brand and system version 2 have their own (spec sections 1, 6). */
export function useProductName(): string {
  const t = useAppTranslate();
  const version = useSystemVersion();
  if (version === 2) return t('product.cutShadow');
  if (isAlternateBrand()) return t('product.alternate');
  return t('product.default');
}

/** The alternate brand (matrix customer acquisition) is recognised by its host name (spec section 1). */
export function isAlternateBrand(hostname = globalThis.location?.hostname ?? ''): boolean {
  return /(^|\.)matrix[-.]/i.test(hostname) || hostname.startsWith('matrix');
}

/** The login page for this environment (spec section 2: version 2 has its own). */
export function useLoginPath() {
  return useSystemVersion() === 2 ? '/cutShadow_login' : '/login';
}
