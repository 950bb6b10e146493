import type { AppServices } from '../services';
import type { MenuNode } from '@brand-console/api-client';
import type { BreadcrumbItem, HeaderModule, SideMenuItem } from '@brand-console/ui';

/** A page the user may open: a menu page or a static route under a module the user has. */
export interface RoutePage {
  /** The full path, e.g. `/sumwhy_video/material_library`. */
  path: string;
  /** Selects the page component in the registry. */
  componentKey: string;
  title: string;
  keepAlive: boolean;
  /** The module (header tab) it belongs to. */
  moduleKey: string;
  /** Breadcrumb trail, module first, the page last. */
  trail: BreadcrumbItem[];
  /** The menu item to highlight (the page itself, or the menu page a detail page belongs to). */
  menuKey: string;
  /** A large-screen page opened in a new window (data screen). */
  external: boolean;
  /** Static detail/edit/create route or built-in page rather than a menu entry. */
  isStatic: boolean;
  /** A built-in page (home, demo): in no module, so the shell keeps the module the user was in. */
  builtIn?: boolean;
}

/** What every page of the registry receives. */
export interface PageProps {
  page: RoutePage;
}

/**
 * Starts the requests a page's first frame shows, before the page renders: the sign-in calls it on
 * the landing page as soon as the menu names it and its code is in, so the list loads while the
 * shell renders (a page component may carry one as its `prefetch`). `search` is the address's query
 * (`?page=2…`, or empty). Fire and forget: it never throws.
 */
export type PagePrefetch = (services: AppServices, search: string) => void;

/**
 * A route the registry adds beside the menu's own pages (`app/registry.ts` is the one table).
 * - A static route's key is `<module>/<path>` (spec section 2's detail, create and edit routes, e.g.
 *   `sumwhy_video/cover_management/detail`): it opens at `/<key>` for users who have the module,
 *   under the menu page named by the path's first segment (breadcrumb and highlighted entry).
 * - A built-in page's key is its path without the slash (`home`): signed-in users always have it.
 */
export interface RouteDef {
  key: string;
  kind: 'static' | 'builtIn';
  keepAlive?: boolean;
}

export interface MenuModel {
  /** Every module; the header leaves out public permissions and the data screen itself. */
  modules: HeaderModule[];
  /** Side menu per module key. */
  sideMenus: ReadonlyMap<string, SideMenuItem[]>;
  /** Every page the user may open, by path. */
  pages: ReadonlyMap<string, RoutePage>;
  /** The user has the data-screen module (spec section 6). */
  hasDataScreen: boolean;
  /** No menu at all, or only public permissions (spec section 6). */
  empty: boolean;
  /** The first menu page of the first module that has one (spec section 2, after login). */
  firstPage: RoutePage | null;
}

export const PUBLIC_AUTHORITY = 'public_authority';
export const DATA_SCREEN = 'data_screen';

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

const titleOf = (segment: string) =>
  segment
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^\w/, (c) => c.toUpperCase());

/**
 * Turns the permission menu (spec section 3 menu nodes) and the registry's routes into what the
 * shell and router need. `routeTitle` names a static route or a built-in page by its registry key
 * (`sumwhy_video/template_space/titleLibrary`, `home`).
 */
export function buildMenuModel(
  nodes: readonly MenuNode[],
  routes: readonly RouteDef[] = [],
  routeTitle: (key: string) => string = (key) => titleOf(key.split('/').at(-1) ?? key),
): MenuModel {
  const modules: HeaderModule[] = [];
  const sideMenus = new Map<string, SideMenuItem[]>();
  const pages = new Map<string, RoutePage>();

  for (const moduleNode of nodes) {
    const moduleKey = joinPath(moduleNode.scopeUrl);
    const external = moduleNode.scopeCode === DATA_SCREEN;
    modules.push({ key: moduleKey, label: moduleNode.scopeName, scopeCode: moduleNode.scopeCode });
    const moduleCrumb = { label: moduleNode.scopeName, path: moduleKey };

    const toItems = (list: readonly MenuNode[], trail: BreadcrumbItem[]): SideMenuItem[] =>
      list.map((node) => {
        const path = joinPath(moduleKey, node.scopeUrl);
        const children = node.childrenMenuList ?? [];
        const crumb = { label: node.scopeName, path };
        if (children.length > 0) {
          return {
            key: path,
            label: node.scopeName,
            ...(node.scopeIcon ? { iconName: node.scopeIcon } : {}),
            ...(node.extendCode ? { badgeUrl: node.extendCode } : {}),
            children: toItems(children, [...trail, crumb]),
          };
        }
        pages.set(path, {
          path,
          componentKey: node.scopeFileUrl || node.scopeCode,
          title: node.scopeName,
          keepAlive: node.useKeepAlive,
          moduleKey,
          trail: [...trail, crumb],
          menuKey: path,
          external,
          isStatic: false,
        });
        return {
          key: path,
          label: node.scopeName,
          ...(node.scopeIcon ? { iconName: node.scopeIcon } : {}),
          ...(node.extendCode ? { badgeUrl: node.extendCode } : {}),
          ...(external ? { external: true } : {}),
        };
      });

    sideMenus.set(moduleKey, toItems(moduleNode.childrenMenuList ?? [], [moduleCrumb]));
  }

  // Static detail, edit and create routes hang under the modules the user has.
  const moduleKeys = new Set(modules.map((m) => m.key));
  for (const route of routes) {
    if (route.kind === 'builtIn') {
      const path = `/${route.key}`;
      const title = routeTitle(route.key);
      pages.set(path, {
        path,
        componentKey: route.key,
        title,
        keepAlive: route.keepAlive ?? false,
        moduleKey: '',
        trail: [{ label: title, path }],
        menuKey: path,
        external: false,
        isStatic: true,
        builtIn: true,
      });
      continue;
    }
    const [moduleSegment = '', ...rest] = route.key.split('/');
    const module = `/${moduleSegment}`;
    const subPath = rest.join('/');
    if (!moduleKeys.has(module)) continue;
    const path = joinPath(module, subPath);
    if (pages.has(path)) continue;
    const parent = rest.length > 1 ? pages.get(joinPath(module, rest[0]!)) : undefined;
    const moduleLabel = modules.find((m) => m.key === module)?.label ?? module;
    const title = routeTitle(route.key);
    pages.set(path, {
      path,
      componentKey: route.key,
      title,
      keepAlive: route.keepAlive ?? false,
      moduleKey: module,
      trail: [...(parent ? parent.trail : [{ label: moduleLabel, path: module }]), { label: title, path }],
      menuKey: parent?.menuKey ?? module,
      external: false,
      isStatic: true,
    });
  }

  const navigable = modules.filter((m) => m.scopeCode !== PUBLIC_AUTHORITY && m.scopeCode !== DATA_SCREEN);
  let firstPage: RoutePage | null = null;
  for (const module of navigable) {
    firstPage = [...pages.values()].find((p) => p.moduleKey === module.key && !p.isStatic && !p.external) ?? null;
    if (firstPage) break;
  }

  return {
    modules,
    sideMenus,
    pages,
    hasDataScreen: modules.some((m) => m.scopeCode === DATA_SCREEN),
    empty: modules.length === 0 || modules.every((m) => m.scopeCode === PUBLIC_AUTHORITY),
    firstPage,
  };
}

/** Detail and edit pages skip parent-frame history sync (spec section 2, navigation guard). */
export function isDetailOrEditPath(pathname: string): boolean {
  return /(?:detail|details|edit_[a-z]+|edit_page)(?:\/|$)/i.test(pathname);
}
