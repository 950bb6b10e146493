import type { RoleMenuNode } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { grantedPages, indexMenus, menuIdsToSave, pagesOf, samePages } from './roleGrants';

const menu = (scopeId: number, scopeName: string, scopeLevel: number, children: RoleMenuNode[] = []): RoleMenuNode => ({
  scopeId,
  scopeName,
  scopeCode: `m${scopeId}`,
  scopeLevel,
  children,
});
// Two modules: one with two groups, one without entries (a leaf of its own).
const menus: RoleMenuNode[] = [
  menu(1, '短视频创作', 1, [
    menu(2, '素材', 2, [menu(3, '素材库', 3), menu(4, '封面制作', 3)]),
    menu(5, '任务', 2, [menu(6, '合成任务', 3)]),
  ]),
  menu(7, '数据大屏', 1),
];

describe('the permission editor’s grant model', () => {
  it('indexes pages, branches, modules and names in menu order', () => {
    const index = indexMenus(menus);
    expect(index.leaves).toEqual(['3', '4', '6', '7']);
    expect(index.branches).toEqual(['1', '2', '5']);
    expect(index.roots).toEqual(['1', '7']);
    expect(index.labels).toEqual(['短视频创作', '素材', '素材库', '封面制作', '任务', '合成任务', '数据大屏']);
    expect(index.nodes[0]!.children![0]!.children!.map((n) => n.label)).toEqual(['素材库', '封面制作']);
    expect(index.nodes[1]!.children).toBeUndefined();
  });

  describe('given what the server stores (pages with their groups and modules)', () => {
    it('ticks only the pages, so a granted module does not tick the pages it was not given', () => {
      const index = indexMenus(menus);
      // 封面制作 alone: the server also lists its group 2 and module 1.
      expect(grantedPages(index, [1, 2, 4])).toEqual(['4']);
      expect(grantedPages(index, [7, 1, 5, 6])).toEqual(['6', '7']);
      expect(grantedPages(index, [])).toEqual([]);
    });

    it('ignores ids that are not in the tree', () => {
      expect(grantedPages(indexMenus(menus), [99, 3])).toEqual(['3']);
    });
  });

  describe('given the tree’s checked keys (fully checked groups and modules included)', () => {
    it('saves the pages only, in menu order', () => {
      const index = indexMenus(menus);
      expect(pagesOf(index, ['1', '2', '3', '4', '5', '6'])).toEqual(['3', '4', '6']);
      expect(menuIdsToSave(index, ['7', '2', '4', '3'])).toEqual([3, 4, 7]);
      expect(menuIdsToSave(index, [])).toEqual([]);
    });

    it('tells a change of pages from the same pages in another order', () => {
      expect(samePages(['3', '4'], ['4', '3'])).toBe(true);
      expect(samePages(['3', '4'], ['3'])).toBe(false);
      expect(samePages(['3', '4'], ['3', '6'])).toBe(false);
      expect(samePages([], [])).toBe(true);
    });
  });
});
