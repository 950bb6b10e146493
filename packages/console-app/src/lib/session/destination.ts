import type { UserInfo } from '@brand-console/api-client';
import type { MenuModel } from '../router/menu';

/** Where a signed-in user goes (spec section 2 "After login" and the guard's no-brand branch). */
export type Destination =
  { kind: 'path'; path: string } | { kind: 'loginTip'; message: 'noBrand' | 'noMenu' } | { kind: 'chooseSystem' };

export function destinationAfterLogin(
  userInfo: UserInfo,
  model: MenuModel,
  options: { embedded: boolean; redirect?: string | null },
): Destination {
  if (!userInfo.loginBrandVos || userInfo.loginBrandVos.length === 0) return { kind: 'loginTip', message: 'noBrand' };
  const redirect = options.redirect;
  if (redirect && redirect !== '/' && isAllowedRedirect(redirect, model)) return { kind: 'path', path: redirect };
  if (model.firstPage) return { kind: 'path', path: model.firstPage.path };
  return options.embedded ? { kind: 'loginTip', message: 'noMenu' } : { kind: 'chooseSystem' };
}

/** Only same-site paths of the user's menu (no `//host`, no schemes). */
export function isAllowedRedirect(target: string, model: MenuModel): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  const pathname = target.split(/[?#]/)[0] ?? target;
  // The menu model holds the menu's pages, the static routes and the built-in pages; the personal page is top-level.
  return model.pages.has(pathname) || pathname === '/system_manage/personal';
}

/** The sign-in pages, open without a session (spec section 2, navigation guard). */
export const LOGIN_PAGES: ReadonlySet<string> = new Set([
  '/login',
  '/forget_password',
  '/fly_book_auth',
  '/enterprise_wechart_auth',
  '/loginTip',
  '/cutShadow_login',
]);
