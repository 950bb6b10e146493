import { useLocale, useTranslate } from '@brand-console/ui';
import type { BrandUserInfo } from '@brand-console/api-client';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { currentSystemVersion } from './env';
import { appCatalogues } from './messages';
import { buildMenuModel, type MenuModel } from './router/menu';
import { staticRouteTitle } from './router/titles';
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
  const { menu } = useSessionState();
  const { routes } = useServices();
  const t = useAppTranslate();
  const locale = useLocale();
  return useMemo(
    () =>
      buildMenuModel(menu ?? [], routes, (key) =>
        key in BUILT_IN_TITLES
          ? t(BUILT_IN_TITLES[key as keyof typeof BUILT_IN_TITLES])
          : staticRouteTitle(key, locale),
      ),
    [menu, routes, t, locale],
  );
}

/** Titles of the built-in pages, by registry key; static routes' titles are in `router/titles.ts`. */
const BUILT_IN_TITLES = { home: 'title.home', demo: 'title.demo', demo_crud: 'title.demoCrud' } as const;

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
