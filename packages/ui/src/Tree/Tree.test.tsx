import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Tree, type TreeProps } from './Tree';
import { departments, menuScopes, parentKeys } from './Tree.fixtures';

const item = (name: string) => screen.getByRole('treeitem', { name });
const names = () => screen.getAllByRole('treeitem').map((el) => el.textContent);

function renderTree(props: Partial<TreeProps> = {}) {
  return renderWithProviders(<Tree aria-label="部门" data={departments} {...props} />);
}

describeConformance({
  component: 'Tree',
  render: (props) => (
    <Tree aria-label="部门" data={departments} defaultExpandedKeys={['hq']} checkable {...(props as object)} />
  ),
});

describe('Tree', () => {
  describe('structure', () => {
    it('renders a named tree of the open nodes with level, position and expanded state', () => {
      renderTree({ defaultExpandedKeys: ['hq'] });
      expect(screen.getByRole('tree', { name: '部门' })).toBeInTheDocument();
      expect(names()).toEqual(['总部', '市场部', '销售部', '财务部', '门店']);
      expect(item('总部')).toHaveAttribute('aria-level', '1');
      expect(item('总部')).toHaveAttribute('aria-expanded', 'true');
      expect(item('总部')).toHaveAttribute('aria-posinset', '1');
      expect(item('总部')).toHaveAttribute('aria-setsize', '2');
      expect(item('销售部')).toHaveAttribute('aria-level', '2');
      expect(item('销售部')).toHaveAttribute('aria-posinset', '2');
      expect(item('销售部')).toHaveAttribute('aria-setsize', '3');
      expect(item('销售部')).toHaveAttribute('aria-expanded', 'false');
      expect(item('财务部')).not.toHaveAttribute('aria-expanded');
      expect(item('财务部')).toHaveAttribute('aria-disabled', 'true');
    });

    it('has one tab stop: the selected row, else the first', () => {
      const { unmount } = renderTree();
      expect(screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toEqual([item('总部')]);
      unmount();
      renderTree({ defaultExpandedKeys: ['hq'], defaultSelectedKey: 'sales' });
      expect(item('销售部')).toHaveAttribute('tabindex', '0');
      expect(item('总部')).toHaveAttribute('tabindex', '-1');
    });

    it('shows the empty state when there are no nodes', () => {
      renderWithProviders(<Tree aria-label="部门" data={[]} />);
      expect(screen.queryByRole('tree')).not.toBeInTheDocument();
      expect(screen.getByText('暂无数据')).toBeInTheDocument();
    });
  });

  describe('keyboard', () => {
    it('moves with arrows, opens with ArrowRight, goes to the parent with ArrowLeft, jumps with Home/End', async () => {
      const user = userEvent.setup();
      const onExpandedChange = vi.fn();
      renderTree({ onExpandedChange });
      await user.tab();
      expect(item('总部')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(item('总部')).toHaveAttribute('aria-expanded', 'true');
      expect(onExpandedChange).toHaveBeenLastCalledWith(['hq']);
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(item('市场部')).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(item('销售部')).toHaveFocus());
      await user.keyboard('{ArrowLeft}');
      await waitFor(() => expect(item('总部')).toHaveFocus());
      await user.keyboard('{End}');
      await waitFor(() => expect(item('门店')).toHaveFocus());
      await user.keyboard('{Home}');
      await waitFor(() => expect(item('总部')).toHaveFocus());
      await user.keyboard('{ArrowLeft}');
      expect(item('总部')).toHaveAttribute('aria-expanded', 'false');
      expect(onExpandedChange).toHaveBeenLastCalledWith([]);
    });

    it('selects with Enter and reports the key', async () => {
      const user = userEvent.setup();
      const onSelectedKeyChange = vi.fn();
      renderTree({ defaultExpandedKeys: ['hq'], onSelectedKeyChange });
      await user.tab();
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(item('市场部')).toHaveFocus());
      await user.keyboard('{Enter}');
      expect(item('市场部')).toHaveAttribute('aria-selected', 'true');
      expect(item('总部')).toHaveAttribute('aria-selected', 'false');
      expect(onSelectedKeyChange).toHaveBeenLastCalledWith('marketing');
    });

    it('does not select a disabled node', async () => {
      const user = userEvent.setup();
      const onSelectedKeyChange = vi.fn();
      renderTree({ defaultExpandedKeys: ['hq'], onSelectedKeyChange });
      await user.click(item('财务部'));
      expect(item('财务部')).toHaveAttribute('aria-selected', 'false');
      expect(onSelectedKeyChange).not.toHaveBeenCalled();
    });

    it('jumps to a label by typing its first letters', async () => {
      const user = userEvent.setup();
      const data = [
        { key: 'a', label: 'Alpha' },
        { key: 'b', label: 'Beta' },
        { key: 'b2', label: 'Bravo' },
        { key: 'c', label: 'Charlie' },
      ];
      const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
      renderWithProviders(<Tree aria-label="letters" data={data} />);
      await user.tab();
      await user.keyboard('c');
      await waitFor(() => expect(item('Charlie')).toHaveFocus());
      // Half a second later a new search starts; letters typed together add up.
      now.mockReturnValue(11_000);
      await user.keyboard('br');
      await waitFor(() => expect(item('Bravo')).toHaveFocus());
      now.mockReturnValue(12_000);
      await user.keyboard('b');
      await waitFor(() => expect(item('Beta')).toHaveFocus());
      now.mockRestore();
    });

    it('opens all siblings with *', async () => {
      const user = userEvent.setup();
      renderTree({ defaultExpandedKeys: ['hq'] });
      await user.click(item('市场部'));
      await user.keyboard('*');
      expect(item('市场部')).toHaveAttribute('aria-expanded', 'true');
      expect(item('销售部')).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('given checkboxes (menu scopes)', () => {
    function renderScopes(props: Partial<TreeProps> = {}) {
      const onCheckedKeysChange = vi.fn();
      renderWithProviders(
        <Tree
          aria-label="菜单权限"
          data={menuScopes}
          defaultExpandedKeys={parentKeys(menuScopes)}
          checkable
          selectable={false}
          onCheckedKeysChange={onCheckedKeysChange}
          {...props}
        />,
      );
      return onCheckedKeysChange;
    }

    it('checks a whole module with Space and reports parents and leaves in tree order', async () => {
      const user = userEvent.setup();
      const onChange = renderScopes();
      await user.tab();
      expect(item('创作中心')).toHaveFocus();
      await user.keyboard(' ');
      expect(item('创作中心')).toHaveAttribute('aria-checked', 'true');
      expect(item('封面编辑器')).toHaveAttribute('aria-checked', 'true');
      expect(onChange).toHaveBeenLastCalledWith(
        [
          'creation',
          'creation.library',
          'creation.library.materials',
          'creation.library.tags',
          'creation.covers',
          'creation.covers.list',
          'creation.covers.editor',
        ],
        { halfCheckedKeys: [] },
      );
    });

    it('marks parents mixed when some children are checked and checked when all are', async () => {
      const user = userEvent.setup();
      const onChange = renderScopes();
      await user.click(item('素材库'));
      expect(item('素材管理')).toHaveAttribute('aria-checked', 'mixed');
      expect(item('创作中心')).toHaveAttribute('aria-checked', 'mixed');
      expect(onChange).toHaveBeenLastCalledWith(['creation.library.materials'], {
        halfCheckedKeys: ['creation', 'creation.library'],
      });
      await user.click(item('标签管理'));
      expect(item('素材管理')).toHaveAttribute('aria-checked', 'true');
      expect(item('创作中心')).toHaveAttribute('aria-checked', 'mixed');
      await user.click(item('素材管理'));
      expect(item('素材库')).toHaveAttribute('aria-checked', 'false');
      expect(item('创作中心')).toHaveAttribute('aria-checked', 'false');
    });

    it('accepts a checked parent as its whole subtree', () => {
      renderScopes({ defaultCheckedKeys: ['creation.covers'] });
      expect(item('封面列表')).toHaveAttribute('aria-checked', 'true');
      expect(item('封面编辑器')).toHaveAttribute('aria-checked', 'true');
      expect(item('创作中心')).toHaveAttribute('aria-checked', 'mixed');
    });

    it('never changes a disabled node, and a parent with one unchecked disabled child stays mixed', async () => {
      const user = userEvent.setup();
      renderScopes();
      await user.click(item('系统设置'));
      expect(item('员工管理')).toHaveAttribute('aria-checked', 'true');
      expect(item('操作日志')).toHaveAttribute('aria-checked', 'false');
      expect(item('系统设置')).toHaveAttribute('aria-checked', 'mixed');
      await user.click(item('操作日志'));
      expect(item('操作日志')).toHaveAttribute('aria-checked', 'false');
      // All the enabled pages are checked, so pressing the module again clears them.
      await user.click(item('系统设置'));
      expect(item('员工管理')).toHaveAttribute('aria-checked', 'false');
    });

    it('checks each node on its own with checkStrictly', async () => {
      const user = userEvent.setup();
      const onChange = renderScopes({ checkStrictly: true });
      await user.click(item('创作中心'));
      expect(item('创作中心')).toHaveAttribute('aria-checked', 'true');
      expect(item('素材管理')).toHaveAttribute('aria-checked', 'false');
      await user.click(item('素材库'));
      expect(onChange).toHaveBeenLastCalledWith(['creation', 'creation.library.materials'], { halfCheckedKeys: [] });
    });

    it('follows controlled checked keys', async () => {
      const user = userEvent.setup();
      function Controlled() {
        const [keys, setKeys] = useState<string[]>(['system.staff']);
        return (
          <>
            <Tree
              aria-label="菜单权限"
              data={menuScopes}
              defaultExpandedKeys={parentKeys(menuScopes)}
              checkable
              selectable={false}
              checkedKeys={keys}
              onCheckedKeysChange={setKeys}
            />
            <output>{keys.join(',')}</output>
          </>
        );
      }
      renderWithProviders(<Controlled />);
      expect(item('员工管理')).toHaveAttribute('aria-checked', 'true');
      await user.click(item('角色权限'));
      expect(screen.getByRole('status')).toHaveTextContent('system.staff,system.roles');
    });
  });

  describe('given filterText', () => {
    it('shows the matches with their ancestors opened and highlights the match', () => {
      renderTree({ filterText: '华东' });
      expect(names()).toEqual(['总部', '销售部', '华东大区']);
      const mark = within(item('华东大区')).getByText('华东');
      expect(mark.tagName).toBe('MARK');
      expect(item('销售部')).toHaveAttribute('aria-expanded', 'true');
    });

    it('lets the user close and reopen an ancestor the filter opened, without touching expandedKeys', async () => {
      const user = userEvent.setup();
      const onExpandedChange = vi.fn();
      renderTree({ filterText: '组', onExpandedChange });
      expect(names()).toEqual(['总部', '市场部', '品牌组', '内容组']);
      await user.click(item('市场部'));
      await user.keyboard('{ArrowLeft}');
      expect(names()).toEqual(['总部', '市场部']);
      await user.keyboard('{ArrowRight}');
      expect(names()).toEqual(['总部', '市场部', '品牌组', '内容组']);
      expect(onExpandedChange).not.toHaveBeenCalled();
    });

    it('says nothing matches', () => {
      renderTree({ filterText: '不存在' });
      expect(screen.getByText('没有匹配“不存在”的结果')).toBeInTheDocument();
    });
  });

  describe('given per-node actions', () => {
    it('renders them in the row, keeps them out of the tab order except on the focused row, and clicking them does not select', async () => {
      const user = userEvent.setup();
      const onRename = vi.fn();
      const onSelectedKeyChange = vi.fn();
      renderTree({
        defaultExpandedKeys: ['hq'],
        onSelectedKeyChange,
        renderActions: (node) => (
          <button type="button" onClick={() => onRename(node.key)}>
            重命名
          </button>
        ),
      });
      const [first, second] = screen.getAllByRole('button', { name: '重命名' });
      expect(first).toHaveAttribute('tabindex', '0');
      expect(second).toHaveAttribute('tabindex', '-1');
      // The row's name is its label alone.
      expect(item('市场部')).toBeInTheDocument();
      await user.tab();
      await user.tab();
      expect(first).toHaveFocus();
      await user.click(second!);
      expect(onRename).toHaveBeenCalledWith('marketing');
      expect(onSelectedKeyChange).not.toHaveBeenCalled();
    });
  });

  it('expands and collapses with the chevron without selecting', async () => {
    const user = userEvent.setup();
    const onSelectedKeyChange = vi.fn();
    const { container } = renderTree({ onSelectedKeyChange });
    const toggle = container.querySelector<HTMLElement>('[data-key="hq"] [data-part="Toggle"]')!;
    await user.click(toggle);
    expect(item('总部')).toHaveAttribute('aria-expanded', 'true');
    expect(onSelectedKeyChange).not.toHaveBeenCalled();
  });

  it('translates its empty text', () => {
    renderWithProviders(<Tree aria-label="Departments" data={[]} />, { locale: 'en' });
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
