import {
  AppShell,
  KeepAliveOutlet,
  PasswordPromptBanner,
  PersonalInfoDialog,
  Spinner,
  type BreadcrumbItem,
  type HeaderBrand,
  type HeaderModule,
  type SideMenuItem,
} from '@brand-console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAppTranslate, useLoginPath, useMenuModel, useProductName, useSessionState } from '../../lib/hooks';
import { QueryScope } from '../../lib/queries';
import { useServices } from '../../lib/services';
import { encodePassword } from '../../lib/password';
import type { MenuModel, RoutePage } from '../../lib/router/menu';
import { STORAGE_KEYS } from '../../lib/storage';
import { Notices } from './Notices';
import { PageHost } from './PageHost';
import { OpenTaskCentreContext } from '../../lib/openTaskCentre';
import { registry } from '../registry';
import { TaskCentreHost } from '../taskCentre/TaskCentreHost';
import { activeEntry, addressOf, CREATE_PAGE_KEYS, crumbTarget, MENU_COLLAPSED_KEY } from './navigation';
import { PreloadPageContext, ShellLink } from './ShellLink';
import { usePreviousPath } from './usePreviousPath';

/** Resolves a path against the user's menu: a page, a built-in page, or nothing (refused). */
export function resolvePage(model: MenuModel, pathname: string): RoutePage | null {
  return model.pages.get(pathname.replace(/\/+$/, '') || '/') ?? null;
}

/** The large-screen window carries token, brandId and brandName (spec section 2), opened with noopener. */
export function openLargeScreen(url: string, auth: { token: string | null; brandId?: number; brandName?: string }) {
  const target = new URL(url, window.location.origin);
  if (auth.token) target.searchParams.set('token', auth.token);
  if (auth.brandId !== undefined) target.searchParams.set('brandId', String(auth.brandId));
  if (auth.brandName) target.searchParams.set('brandName', auth.brandName);
  window.open(target.toString(), '_blank', 'noopener,noreferrer');
}

/** Re-reads the menu for a path the cached menu does not have, then lets the shell decide. */
function MenuRecheck({ pathname, onChecked }: { pathname: string; onChecked: (path: string) => void }) {
  const { session } = useServices();
  useEffect(() => {
    let live = true;
    session
      .refreshMenu()
      .catch(() => {})
      .finally(() => live && onChecked(pathname));
    return () => {
      live = false;
    };
  }, [session, pathname, onChecked]);
  return <Spinner size="lg" />;
}

/** The signed-in console; its pages read server state through the page load's query client. */
export function ShellLayout() {
  return (
    <QueryScope>
      <ShellContent />
    </QueryScope>
  );
}

/** The signed-in console: the shell around the page the path names. */
function ShellContent() {
  const services = useServices();
  const queryClient = useQueryClient();
  const { session, env, api, tab } = services;
  const state = useSessionState();
  const model = useMenuModel();
  const t = useAppTranslate();
  const productName = useProductName();
  const location = useLocation();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = usePreviousPath();
  const [collapsed, setCollapsed] = useState(() => tab.get(MENU_COLLAPSED_KEY) === '1');
  const [personalOpen, setPersonalOpen] = useState(false);
  const [taskCentreOpen, setTaskCentreOpen] = useState(false);
  const openTaskCentre = useCallback(() => setTaskCentreOpen(true), [setTaskCentreOpen]);
  const [generation, setGeneration] = useState(0);
  const [menuCheckedFor, setMenuCheckedFor] = useState<string | null>(null);
  // The last address (query) of each kept-alive menu page, and the path shown last: a list's filters
  // and paging live in its query, so coming back to the page by its bare path restores them.
  const [visits, setVisits] = useState<{ path: string; queries: ReadonlyMap<string, string> }>(() => ({
    path: '',
    queries: new Map(),
  }));

  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  const page: RoutePage | null = resolvePage(model, pathname);

  useEffect(() => {
    if (page?.moduleKey) tab.set(STORAGE_KEYS.module, page.moduleKey);
    if (page && !page.isStatic) tab.set(STORAGE_KEYS.menuActive, page.menuKey);
    mainRef.current?.scrollTo?.({ top: 0 });
  }, [page?.path]); // eslint-disable-line react-hooks/exhaustive-deps

  if (pathname === '/') {
    return <Navigate to={model.firstPage?.path ?? '/home'} replace />;
  }
  const remembers = page !== null && page.keepAlive && !page.isStatic;
  if (visits.path !== pathname || (remembers && visits.queries.get(pathname) !== location.search)) {
    const queries = new Map(visits.queries);
    if (remembers) queries.set(pathname, location.search);
    setVisits({ path: pathname, queries });
  }
  if (!page) {
    // The cached menu may be stale (permissions changed): ask the server once before refusing.
    if (menuCheckedFor !== pathname) return <MenuRecheck pathname={pathname} onChecked={setMenuCheckedFor} />;
    return <Navigate to="/404" replace />;
  }
  // The data screen opens in a window of its own and draws its own full-window layout: no shell.
  if (page.external) return <PageHost page={page} />;

  const userInfo = state.userInfo!;
  const brands: HeaderBrand[] = (userInfo.loginBrandVos ?? []).map((b) => ({
    brandId: b.brandId,
    brandName: b.brandName,
    isValid: b.isValid,
  }));
  // A built-in page belongs to no module: the header and side menu stay on the one the user was in.
  const moduleKey = page.moduleKey || (tab.get(STORAGE_KEYS.module) ?? model.firstPage?.moduleKey ?? '');
  const firstPageOf = (prefix: string) =>
    [...model.pages.values()].find(
      (p) => !p.isStatic && !p.external && (p.moduleKey === prefix || p.path.startsWith(`${prefix}/`)),
    );

  const here = { model, pathname, search: location.search, queries: visits.queries };
  const hrefOf = (path: string) => addressOf(here, path);
  const go = (path: string) => void navigate(hrefOf(path));

  /** Every page entry of the side menu gets its address, so it is a real link. */
  const withAddresses = (items: readonly SideMenuItem[]): SideMenuItem[] =>
    items.map((item) =>
      item.children?.length
        ? { ...item, children: withAddresses(item.children) }
        : { ...item, href: item.external ? item.key : hrefOf(item.key) },
    );
  const sideItems: SideMenuItem[] = withAddresses(model.sideMenus.get(moduleKey) ?? []);
  const modules: HeaderModule[] = model.modules.map((module) => {
    const first = firstPageOf(module.key);
    return first ? { ...module, href: hrefOf(first.path) } : module;
  });

  // The entry to highlight: on a route under its module alone, the one remembered per session.
  const activeKey = activeEntry(model, page, sideItems, tab.get(STORAGE_KEYS.menuActive));

  // Crumbs before the last lead to a page (a group or module to its first one); the link carries the
  // query the page would open on, `path` stays bare to be compared with where the user came from.
  const crumbs: BreadcrumbItem[] = page.trail.map((crumb, index) => {
    if (index === page.trail.length - 1) return crumb;
    const target = crumbTarget(model, crumb.path);
    return target ? { ...crumb, path: target, href: hrefOf(target) } : crumb;
  });

  const preloadPage = (href: string) => {
    const target = model.pages.get(new URL(href, window.location.origin).pathname);
    if (target) void registry[target.componentKey]?.preload?.();
  };
  const logout = () => void session.logout().finally(() => navigate(loginPath, { replace: true }));
  const hideLogout = env.envSource === 'mpmw' || env.envSource === 'hwork';

  return (
    <PreloadPageContext value={preloadPage}>
      <AppShell
        mainRef={mainRef}
        linkComponent={ShellLink}
        hideHeader={env.hideHeader}
        hideAside={env.hideAside}
        embedded={env.embedded}
        hideLogout={hideLogout}
        banner={
          userInfo.systemVersion === 2 && userInfo.isInitPwd === 1 ? (
            <PasswordPromptBanner
              onSetPassword={async (password) => {
                await api.request('/v1/system/account/updateInitPwdStatus', { password: encodePassword(password) });
              }}
              onPasswordSet={() => void session.loadUser()}
              onDismiss={() => {
                void api.request('/v1/system/account/updateInitPwdStatus', {}).then(() => session.loadUser());
              }}
            />
          ) : null
        }
        header={{
          productName,
          // The brand's logo (品牌信息) when it has one; the kit's mark otherwise.
          ...(userInfo.brandLogo
            ? { logo: <img src={userInfo.brandLogo} alt={userInfo.brandName} style={{ height: 28, maxWidth: 160 }} /> }
            : {}),
          modules,
          activeModuleKey: moduleKey,
          onModuleSelect: (module) => {
            const first = firstPageOf(module.key);
            if (first) go(first.path);
          },
          logoHref: hrefOf(model.firstPage?.path ?? '/home'),
          onLogoClick: () => go(model.firstPage?.path ?? '/home'),
          hasDataScreen: model.hasDataScreen,
          onOpenDataScreen: () => {
            const screen = [...model.pages.values()].find((p) => p.external);
            if (screen)
              openLargeScreen(screen.path, {
                token: state.token,
                brandId: userInfo.brandId,
                brandName: userInfo.brandName,
              });
          },
          brands,
          currentBrandId: userInfo.brandId,
          onBrandSwitch: (brand) => {
            // Nothing the old brand asked for may land after the switch.
            services.epochs.next();
            void session.switchBrand(brand.brandId).then(() => {
              setGeneration((g) => g + 1);
              services.toaster.success(t('brand.switched', { name: brand.brandName }));
              void navigate(model.firstPage ? '/' : '/home', { replace: true });
            });
          },
          user: { name: userInfo.userBrandName, ...(userInfo.userPhoto ? { photoUrl: userInfo.userPhoto } : {}) },
          onOpenPersonalInfo: () => setPersonalOpen(true),
          onOpenTaskCentre: () => setTaskCentreOpen(true),
          onLogout: logout,
        }}
        sideMenu={{
          items: sideItems,
          activeKey,
          collapsed,
          onCollapsedChange: (next) => {
            setCollapsed(next);
            tab.set(MENU_COLLAPSED_KEY, next ? '1' : '0');
          },
          onSelect: (item) => go(item.key),
          onReloadCurrent: (item) => {
            // The entry of the page a detail or create route hangs under: back to that page.
            if (item.key !== pathname) return go(item.key);
            // A creation view starts over with a clean query; other pages keep theirs (a list's filters).
            if (location.search && CREATE_PAGE_KEYS.has(page.componentKey)) void navigate(pathname);
            // A reload fetches again: cached lists are marked stale before the page remounts.
            void queryClient.invalidateQueries();
            setGeneration((g) => g + 1);
            services.toaster.success(t('reloadPage'));
          },
          onOpenExternal: (item) =>
            openLargeScreen(item.key, {
              token: state.token,
              brandId: userInfo.brandId,
              brandName: userInfo.brandName,
            }),
        }}
        breadcrumbs={{
          items: crumbs,
          ...(previousPath ? { previousPath } : {}),
          onNavigate: (item: BreadcrumbItem, how) => {
            // Back to where the user came from: the page comes back as it was left.
            if (how === 'back') return void navigate(-1);
            if (model.pages.has(item.path)) go(item.path);
          },
        }}
      >
        <KeepAliveOutlet
          key={`${userInfo.brandId}:${generation}`}
          // Menu pages keep their query as view state (one instance as filters change); a static
          // route's query names what it shows (`?id=`), so another query is another page.
          activeKey={page.isStatic && !page.builtIn ? `${pathname}${location.search}` : pathname}
          keepAlive={page.keepAlive}
        >
          <OpenTaskCentreContext value={openTaskCentre}>
            <PageHost page={page} />
          </OpenTaskCentreContext>
        </KeepAliveOutlet>
      </AppShell>
      <TaskCentreHost key={`tc-${userInfo.brandId}`} open={taskCentreOpen} onOpenChange={setTaskCentreOpen} />
      <Notices key={userInfo.brandId} brandId={userInfo.brandId} />
      <PersonalInfoDialog
        open={personalOpen}
        onOpenChange={setPersonalOpen}
        user={{
          name: userInfo.userBrandName,
          ...(userInfo.userPhoto ? { photoUrl: userInfo.userPhoto } : {}),
          phone: userInfo.userPhone,
          brandName: userInfo.brandName,
          isMain: userInfo.isMain,
          departments: userInfo.depList,
          roles: userInfo.roleList.map((r) => r.roleName),
          ...(userInfo.fsAccount
            ? {
                chatAccount: {
                  provider:
                    (['flyBook', 'enterpriseWechat', 'wechat'] as const)[userInfo.fsAccount.iconType - 1] ?? 'flyBook',
                  account: userInfo.fsAccount.name,
                },
              }
            : {}),
        }}
        onAvatarChange={async (file) => {
          const { url } = await api.request('/v1/system/account/uploadImage', { file });
          await api.request('/v1/system/account/user/uptUserPhoto', { userId: userInfo.userId, userPhoto: url });
          await session.loadUser();
        }}
        onNameChange={async (name) => {
          await api.request('/v1/system/account/user/uptUserBrandName', {
            userId: userInfo.userId,
            userBrandName: name,
          });
          await session.loadUser();
        }}
      />
    </PreloadPageContext>
  );
}
