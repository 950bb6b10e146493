import type { SideMenuItem } from '@brand-console/ui';
import type { MenuModel, RoutePage } from '../../lib/router/menu';

/**
 * Session storage: the side menu collapsed to 60 px. Remembered per tab like the active entry
 * (spec section 3 keeps `menuActive` in the session), so a reload keeps it and a new tab starts wide.
 */
export const MENU_COLLAPSED_KEY = 'menuCollapsed';

/**
 * The spec's creation views ("create by template, script, foolish, image-text", section 2): choosing
 * the entry of one of these while on it starts it over with a clean query (spec section 2, "some create
 * pages also clear the query string"); other pages reload keeping their query (a list's filters).
 */
export const CREATE_PAGE_KEYS: ReadonlySet<string> = new Set([
  'create_by_template',
  'creative_script',
  'foolish_mode',
  'template_imgText',
]);

/** The first page under a side-menu entry: the entry itself when it is a page, else its first descendant page. */
export function firstLeaf(item: SideMenuItem): SideMenuItem | undefined {
  if (!item.children?.length) return item.external ? undefined : item;
  for (const child of item.children) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}

/** The side-menu entry with `key`, at any depth. */
export function findItem(items: readonly SideMenuItem[], key: string): SideMenuItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const found = item.children ? findItem(item.children, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a breadcrumb leads: a page to itself, a menu group to its first page, a module to its first
 * page (spec section 2: items before the last are clickable). Nothing when the user has no page there.
 */
export function crumbTarget(model: MenuModel, path: string): string | undefined {
  if (model.pages.has(path)) return path;
  for (const items of model.sideMenus.values()) {
    const group = findItem(items, path);
    if (group) return firstLeaf(group)?.key;
  }
  const items = model.sideMenus.get(path);
  if (items) {
    for (const item of items) {
      const leaf = firstLeaf(item);
      if (leaf) return leaf.key;
    }
  }
  return undefined;
}

/**
 * The side-menu entry to highlight (spec section 2: "the active item is remembered per session"): a
 * menu page's own entry; on a static route that hangs under its module alone (no menu page of its
 * own), the entry the user came from, `remembered` (session key `menuActive`), when it is in the
 * menu shown; otherwise the route's own menu key.
 */
export function activeEntry(
  model: MenuModel,
  page: RoutePage,
  items: readonly SideMenuItem[],
  remembered: string | null,
): string {
  if (!page.isStatic || page.builtIn || model.pages.has(page.menuKey)) return page.menuKey;
  const entry = remembered ? findItem(items, remembered) : undefined;
  return entry && !entry.children?.length ? entry.key : page.menuKey;
}

/** What the shell knows of where the user is, to give each page its address. */
export interface AddressContext {
  model: MenuModel;
  /** The path on screen. */
  pathname: string;
  /** The query on screen (`?…` or empty). */
  search: string;
  /** The last query of each kept-alive menu page, by path. */
  queries: ReadonlyMap<string, string>;
}

/**
 * The address a link or a choice opens a page at: a kept-alive menu page on its last query (its
 * filters and paging, as the user left them); the page on screen as it is, except a creation view,
 * which starts over with a clean query; any other page bare.
 */
export function addressOf({ model, pathname, search, queries }: AddressContext, path: string): string {
  const target = model.pages.get(path);
  if (path === pathname) return target && CREATE_PAGE_KEYS.has(target.componentKey) ? path : `${path}${search}`;
  const query = target?.keepAlive && !target.isStatic ? queries.get(path) : undefined;
  return query ? `${path}${query}` : path;
}
