import type { RoleMenuNode } from '@brand-console/api-client';
import type { TreeNode } from '@brand-console/ui';

/**
 * The permission editor's model. A role grants pages: the leaves of the menu tree (modules, groups,
 * pages; a module or group without entries is a leaf too). The server stores the pages with their
 * groups and modules, so what it answers is turned back into pages before the tree shows it (a
 * granted module would otherwise tick everything under it), and only pages are sent: the server adds
 * their ancestors again.
 */
export interface GrantIndex {
  /** The tree as the kit's Tree shows it, keyed by menu id. */
  nodes: TreeNode[];
  /** Every page (leaf) key, in menu order. */
  leaves: readonly string[];
  /** Every key with children (what "expand all" opens), in menu order. */
  branches: readonly string[];
  /** The module keys (the tree's top level). */
  roots: readonly string[];
  /** Every entry's name (what the search looks through). */
  labels: readonly string[];
}

/** Indexes the whole menu tree once. */
export function indexMenus(menus: readonly RoleMenuNode[]): GrantIndex {
  const leaves: string[] = [];
  const branches: string[] = [];
  const labels: string[] = [];
  const toNodes = (list: readonly RoleMenuNode[]): TreeNode[] =>
    list.map((menu) => {
      const key = String(menu.scopeId);
      labels.push(menu.scopeName);
      if (menu.children.length === 0) {
        leaves.push(key);
        return { key, label: menu.scopeName };
      }
      branches.push(key);
      return { key, label: menu.scopeName, children: toNodes(menu.children) };
    });
  const nodes = toNodes(menus);
  return { nodes, leaves, branches, roots: nodes.map((node) => node.key), labels };
}

/** The pages among the ids the server says the role grants, in menu order. */
export function grantedPages(index: GrantIndex, menuIds: readonly number[]): string[] {
  const granted = new Set(menuIds.map(String));
  return index.leaves.filter((key) => granted.has(key));
}

/** The pages among the tree's checked keys (which also list fully checked groups and modules), in menu order. */
export function pagesOf(index: GrantIndex, checkedKeys: readonly string[]): string[] {
  const checked = new Set(checkedKeys);
  return index.leaves.filter((key) => checked.has(key));
}

/** True when both lists grant the same pages. */
export function samePages(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((key) => set.has(key));
}

/** The ids `saveRoleMenus` takes for the checked keys: the pages only. */
export function menuIdsToSave(index: GrantIndex, checkedKeys: readonly string[]): number[] {
  return pagesOf(index, checkedKeys).map(Number);
}
