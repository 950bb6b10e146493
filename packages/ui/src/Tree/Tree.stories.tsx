import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PencilIcon, SearchIcon, TrashIcon } from '../internal/icons';
import { TextInput } from '../TextInput/TextInput';
import { Tree, type TreeNode, type TreeProps } from './Tree';
import { departments, departmentsEn, makeLargeTree, menuScopes, parentKeys } from './Tree.fixtures';

const onSelectedKeyChange = fn();
const onCheckedKeysChange = fn();
const onRename = fn();
const onDelete = fn();

const meta = {
  title: 'Components/Tree',
  component: Tree,
  args: { 'aria-label': '部门', data: departments, defaultExpandedKeys: ['hq'], onSelectedKeyChange },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A department tree: arrows move, ArrowRight opens, Enter selects. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('treeitem', { name: '总部' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: '销售部' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('treeitem', { name: '华东大区' })).toHaveFocus());
    await expect(canvas.getByRole('treeitem', { name: '华东大区' })).toHaveAttribute('aria-selected', 'true');
    await expect(onSelectedKeyChange).toHaveBeenLastCalledWith('east');
  },
};

export const Playground: Story = {
  args: { selectable: true, checkable: false, checkStrictly: false, filterText: '' },
};

export const Selected: Story = { args: { defaultExpandedKeys: ['hq', 'marketing'], defaultSelectedKey: 'content' } };

function DepartmentsWithActions(args: TreeProps) {
  const renderActions = useCallback(
    (node: TreeNode) => (
      <>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`重命名 ${node.label}`}
          leadingVisual={<PencilIcon size={14} />}
          onClick={() => onRename(node.key)}
        />
        <Button
          size="sm"
          variant="ghost"
          aria-label={`删除 ${node.label}`}
          leadingVisual={<TrashIcon size={14} />}
          onClick={() => onDelete(node.key)}
        />
      </>
    ),
    [],
  );
  return <Tree {...args} renderActions={renderActions} />;
}

/** Per-node buttons appear on hover and on the focused row; Tab from a row reaches its buttons. */
export const WithActions: Story = {
  render: (args) => <DepartmentsWithActions {...args} />,
  args: { defaultSelectedKey: 'marketing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('treeitem', { name: '市场部' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '重命名 市场部' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRename).toHaveBeenCalledWith('marketing');
  },
};

/** A role's menu scopes: checking a module checks its groups and pages; a partly granted group is mixed. */
export const Checkable: Story = {
  args: {
    'aria-label': '菜单权限',
    data: menuScopes,
    defaultExpandedKeys: parentKeys(menuScopes),
    defaultCheckedKeys: ['creation.library.materials'],
    checkable: true,
    selectable: false,
    onCheckedKeysChange,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('treeitem', { name: '素材管理' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(canvas.getByRole('treeitem', { name: '标签管理' }));
    await expect(canvas.getByRole('treeitem', { name: '素材管理' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home} ');
    await expect(canvas.getByRole('treeitem', { name: '创作中心' })).toHaveAttribute('aria-checked', 'true');
    await expect(onCheckedKeysChange).toHaveBeenLastCalledWith(expect.arrayContaining(['creation']), {
      halfCheckedKeys: [],
    });
  },
};

export const CheckStrictly: Story = {
  args: {
    'aria-label': '菜单权限',
    data: menuScopes,
    defaultExpandedKeys: parentKeys(menuScopes),
    defaultCheckedKeys: ['creation', 'system.staff'],
    checkable: true,
    checkStrictly: true,
    selectable: false,
  },
};

function FilterableTree(args: TreeProps) {
  const [text, setText] = useState('');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <TextInput
        aria-label="搜索部门"
        placeholder="搜索部门"
        leadingVisual={<SearchIcon />}
        value={text}
        onValueChange={setText}
        clearable
      />
      <Tree {...args} filterText={text} />
    </div>
  );
}

/** Typing in the search box keeps the matches and their ancestors, and highlights the match. */
export const Filtered: Story = {
  render: (args) => <FilterableTree {...args} />,
  args: { defaultExpandedKeys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索部门' }), '内容');
    const match = await canvas.findByRole('treeitem', { name: '内容组' });
    await expect(within(match).getByText('内容').tagName).toBe('MARK');
    await expect(canvas.getAllByRole('treeitem')).toHaveLength(3);
  },
};

export const NoMatch: Story = { args: { filterText: '研发' } };

export const Empty: Story = { args: { data: [] } };

const large = makeLargeTree(2000);

/** About 2,000 nodes, all open, in a 400 px box: only the rows in view are rendered. End jumps to the last. */
export const Large: Story = {
  args: {
    'aria-label': '菜单权限',
    data: large,
    defaultExpandedKeys: parentKeys(large),
    checkable: true,
    selectable: false,
    maxHeight: 400,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('treeitem').length).toBeLessThan(60);
    await userEvent.tab();
    await expect(canvas.getByRole('treeitem', { name: '模块 1' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const last = await canvas.findByRole('treeitem', { name: '页面 10-10-19' });
    await waitFor(() => expect(last).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Departments', data: departmentsEn, defaultSelectedKey: 'sales' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    'aria-label': '菜单权限',
    data: menuScopes,
    defaultExpandedKeys: parentKeys(menuScopes),
    defaultCheckedKeys: ['creation.library', 'system.staff'],
    checkable: true,
    filterText: '管理',
  },
};
