import { describe, expect, it } from 'vitest';
import { makeLargeTree, menuScopes } from './Tree.fixtures';
import { checkStates, filterTree, indexTree, toggleChecked, visibleRows } from './treeModel';

describe('treeModel', () => {
  const index = indexTree(menuScopes);

  it('indexes in document order with subtree ranges and inherited locks', () => {
    expect(index.order.slice(0, 4)).toEqual([
      'creation',
      'creation.library',
      'creation.library.materials',
      'creation.library.tags',
    ]);
    const library = index.byKey.get('creation.library')!;
    expect(index.order.slice(library.position, library.end)).toEqual([
      'creation.library',
      'creation.library.materials',
      'creation.library.tags',
    ]);
    expect(index.byKey.get('system.audit')!.locked).toBe(true);
    expect(index.byKey.get('system')!.locked).toBe(false);
  });

  it('ignores a repeated key instead of corrupting the index', () => {
    const dup = indexTree([
      { key: 'a', label: 'A' },
      { key: 'a', label: 'A again' },
    ]);
    expect(dup.order).toEqual(['a']);
  });

  it('derives parents from leaves and reports half-checked parents', () => {
    const states = checkStates(index, ['creation.covers.list'], false);
    expect(states.checkedKeys).toEqual(['creation.covers.list']);
    expect(states.halfCheckedKeys).toEqual(['creation', 'creation.covers']);
    expect(states.state('creation.library')).toBe('unchecked');
  });

  it('toggles a parent on, then off when all its enabled leaves are on', () => {
    const on = toggleChecked(index, [], 'system', false);
    expect(on).toEqual(['system.staff', 'system.roles']);
    expect(toggleChecked(index, on, 'system', false)).toEqual([]);
  });

  it('keeps disabled leaves as they were', () => {
    const on = toggleChecked(index, ['system.audit'], 'system', false);
    expect(on).toEqual(['system', 'system.staff', 'system.roles', 'system.audit']);
    expect(toggleChecked(index, on, 'system', false)).toEqual(['system.audit']);
  });

  it('filters to matches, their ancestors (opened) and their descendants', () => {
    const filter = filterTree(index, '封面')!;
    expect([...filter.matches]).toEqual(['creation.covers', 'creation.covers.list', 'creation.covers.editor']);
    expect([...filter.open]).toEqual(['creation', 'creation.covers']);
    expect(filterTree(index, '   ')).toBeNull();
  });

  it('checks, derives and filters a 2,000-node tree', () => {
    const big = indexTree(makeLargeTree(2000));
    expect(big.order.length).toBeGreaterThanOrEqual(2000);
    const all = toggleChecked(big, [], 'm0', false);
    const states = checkStates(big, all, false);
    const rows = visibleRows(big, () => true, filterTree(big, '页面 3')!.keep);
    expect(states.checkedKeys.length).toBe(all.length);
    expect(rows.length).toBeGreaterThan(0);
  });
});
