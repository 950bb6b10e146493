/**
 * The Tree with about 2,000 nodes in real Chromium. Times are logged, never asserted (they depend
 * on the machine); what is asserted is what keeps it responsive on any machine: with `maxHeight`
 * only a bounded window of rows is in the DOM, keyboard focus reaches the far end, and checking
 * the whole tree updates every shown row.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { nextFrame, round } from '../test-utils/frames';
import { renderWithProviders } from '../test-utils/render';
import { Tree } from './Tree';
import { makeLargeTree, parentKeys } from './Tree.fixtures';

const data = makeLargeTree(2000);
const allOpen = parentKeys(data);
const rowsInDom = () => document.querySelectorAll('[role="treeitem"]').length;

afterEach(cleanup);

describe('Tree with 2,000 nodes', () => {
  it('renders a bounded window when it scrolls, reaches the last node by keyboard and checks everything at once', async () => {
    let start = performance.now();
    renderWithProviders(
      <Tree
        aria-label="菜单权限"
        data={data}
        defaultExpandedKeys={allOpen}
        checkable
        selectable={false}
        maxHeight={400}
      />,
    );
    await nextFrame();
    const firstRenderMs = performance.now() - start;
    expect(rowsInDom()).toBeGreaterThan(10);
    expect(rowsInDom()).toBeLessThan(60);

    const first = screen.getByRole('treeitem', { name: '模块 1' });
    act(() => first.focus());
    start = performance.now();
    await userEvent.keyboard('{End}');
    const last = await screen.findByRole('treeitem', { name: '页面 10-10-19' });
    await waitFor(() => expect(last).toHaveFocus());
    const endKeyMs = performance.now() - start;
    expect(rowsInDom()).toBeLessThan(60);

    // Check all ten modules from the top: Home, then Space on each module row in turn.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: '模块 1' })).toHaveFocus());
    start = performance.now();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('treeitem', { name: '模块 1' })).toHaveAttribute('aria-checked', 'true'),
    );
    const checkModuleMs = performance.now() - start;
    for (const row of screen.getAllByRole('treeitem')) {
      if (row.getAttribute('aria-level') !== '1') expect(row).toHaveAttribute('aria-checked', 'true');
    }

    console.log(
      '[perf] Tree 2,000 nodes (virtual)',
      JSON.stringify({
        rows: 2010,
        firstRenderMs: round(firstRenderMs),
        endKeyMs: round(endKeyMs),
        checkModuleMs: round(checkModuleMs),
        rowsInDom: rowsInDom(),
      }),
    );
  });

  it('renders every row without maxHeight, and stays usable', async () => {
    const start = performance.now();
    renderWithProviders(<Tree aria-label="菜单权限" data={data} defaultExpandedKeys={allOpen} checkable />);
    await nextFrame();
    const firstRenderMs = performance.now() - start;
    expect(rowsInDom()).toBe(2010);

    // Timed from the click to the next painted frame (React's commit plus style and layout).
    const row = screen.getByRole('treeitem', { name: '分组 1-1' });
    const t0 = performance.now();
    act(() => row.querySelector<HTMLElement>('[data-part="Checkbox"]')!.click());
    await nextFrame();
    const checkGroupMs = performance.now() - t0;
    expect(row).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('treeitem', { name: '模块 1' })).toHaveAttribute('aria-checked', 'mixed');
    console.log(
      '[perf] Tree 2,000 nodes (all rendered)',
      JSON.stringify({ firstRenderMs: round(firstRenderMs), checkGroupMs: round(checkGroupMs) }),
    );
  });
});
