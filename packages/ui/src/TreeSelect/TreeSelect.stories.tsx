import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { departments, departmentsEn, menuScopes } from '../Tree/Tree.fixtures';
import { TreeSelect, type TreeSelectBaseProps } from './TreeSelect';

/** Storybook cannot infer args from a discriminated union; this flat view of the props is for stories only. */
type TreeSelectStoryArgs = TreeSelectBaseProps & {
  multiple?: boolean;
  checkStrictly?: boolean;
  defaultValue?: string | string[] | null;
  onValueChange?: (value: string | string[] | null) => void;
};
const TreeSelectForStories = TreeSelect as unknown as ComponentType<TreeSelectStoryArgs>;

const meta = {
  title: 'Components/TreeSelect',
  component: TreeSelect as unknown as ComponentType<TreeSelectStoryArgs>,
  args: { 'aria-label': '所属部门', data: departments, onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 320, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<TreeSelectStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { placeholder: '请选择部门', clearable: true, disabled: false, invalid: false, multiple: false },
};

export const WithValue: Story = { args: { defaultValue: 'content', clearable: true } };

/** Menu scopes for a role: tri-state checkboxes, one tag per fully checked branch. */
export const Multiple: Story = {
  args: {
    'aria-label': '菜单权限',
    data: menuScopes,
    multiple: true,
    clearable: true,
    defaultValue: ['creation.library', 'system.staff'],
  },
};

export const Open: Story = { args: { open: true, defaultValue: 'sales' } };

export const MultipleOpen: Story = {
  args: {
    'aria-label': '菜单权限',
    data: menuScopes,
    multiple: true,
    open: true,
    defaultValue: ['creation.covers.list'],
  },
};

export const WithFormField: Story = {
  render: (args) => (
    <FormField label="所属部门" required error="请选择部门">
      <TreeSelectForStories {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'marketing' } };

/** Single, from the keyboard: ArrowDown opens, type to filter, ArrowDown into the tree, Enter picks, focus returns. */
export const KeyboardSingle: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '所属部门' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const search = await screen.findByRole('textbox', { name: '搜索' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('销售{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: '总部' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sales');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('销售部');
  },
};

/** Multiple, from the keyboard: Enter opens, Space checks in the tree, Esc closes, tags remove. */
export const KeyboardMultiple: Story = {
  args: { 'aria-label': '菜单权限', data: menuScopes, multiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: '菜单权限' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '搜索' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{End} ');
    await expect(screen.getByRole('treeitem', { name: '系统设置' })).toHaveAttribute('aria-checked', 'mixed');
    // 操作日志 is disabled, so the module is only partly checked and each page gets a tag.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['system.staff', 'system.roles']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: '移除 角色权限' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['system.staff']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Department', data: departmentsEn, defaultValue: 'brand', clearable: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { 'aria-label': '菜单权限', data: menuScopes, multiple: true, defaultValue: ['creation.library'] },
};

export const DarkOpen: Story = {
  globals: { theme: 'dark' },
  args: { open: true, defaultValue: 'east' },
  // Dark, open: its own iframe in docs, where the popup (portalled to <body>) is dark too.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
};
