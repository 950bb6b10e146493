import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { departments, menuScopes } from '../Tree/Tree.fixtures';
import { TreeSelect } from './TreeSelect';

const trigger = (name: string | RegExp = '部门') => screen.getByRole('combobox', { name });
const item = (name: string) => screen.getByRole('treeitem', { name });

describeConformance({
  component: 'TreeSelect',
  render: (props) => <TreeSelect aria-label="部门" data={departments} defaultValue="sales" {...(props as object)} />,
});

describe('TreeSelect', () => {
  it('is a combobox labelled by its FormField, showing the placeholder', () => {
    renderWithProviders(
      <FormField label="所属部门" required>
        <TreeSelect data={departments} />
      </FormField>,
    );
    expect(trigger(/^所属部门/)).toHaveTextContent('请选择');
    expect(trigger(/^所属部门/)).toHaveAttribute('aria-required', 'true');
    expect(trigger(/^所属部门/)).toHaveAttribute('aria-expanded', 'false');
  });

  describe('single', () => {
    it('opens a search box and tree on click, picks a node, closes and shows its label', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TreeSelect aria-label="部门" data={departments} onValueChange={onValueChange} />);
      await user.click(trigger());
      const dialog = await screen.findByRole('dialog', { name: '部门' });
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '搜索' })).toHaveFocus());
      expect(within(dialog).getByRole('tree', { name: '部门' })).toBeInTheDocument();
      await user.click(item('门店'));
      expect(onValueChange).toHaveBeenLastCalledWith('stores');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger()).toHaveTextContent('门店');
    });

    it('works from the keyboard: ArrowDown opens, typing filters, Enter picks the first match', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TreeSelect aria-label="部门" data={departments} onValueChange={onValueChange} />);
      await user.tab();
      expect(trigger()).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('textbox', { name: '搜索' })).toHaveFocus());
      await user.keyboard('华东');
      expect(screen.getAllByRole('treeitem').map((el) => el.getAttribute('aria-label'))).toEqual([
        '总部',
        '销售部',
        '华东大区',
      ]);
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith('east');
      await waitFor(() => expect(trigger()).toHaveFocus());
      expect(trigger()).toHaveTextContent('华东大区');
    });

    it('moves from the search box into the tree with ArrowDown and picks with Enter', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(<TreeSelect aria-label="部门" data={departments} onValueChange={onValueChange} />);
      await user.click(trigger());
      await waitFor(() => expect(screen.getByRole('textbox', { name: '搜索' })).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      expect(item('总部')).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      await waitFor(() => expect(item('市场部')).toHaveFocus());
      await user.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith('marketing');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('opens with the chosen node in view and marked selected', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TreeSelect aria-label="部门" data={departments} defaultValue="content" />);
      expect(trigger()).toHaveTextContent('内容组');
      await user.click(trigger());
      expect(await screen.findByRole('treeitem', { name: '内容组' })).toHaveAttribute('aria-selected', 'true');
    });

    it('clears when clearable', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <TreeSelect
          aria-label="部门"
          data={departments}
          defaultValue="sales"
          clearable
          onValueChange={onValueChange}
        />,
      );
      await user.click(screen.getByRole('button', { name: '清空' }));
      expect(onValueChange).toHaveBeenLastCalledWith(null);
      expect(trigger()).toHaveTextContent('请选择');
      expect(trigger()).toHaveFocus();
    });

    it('does not open when disabled', async () => {
      const user = userEvent.setup();
      renderWithProviders(<TreeSelect aria-label="部门" data={departments} disabled />);
      expect(trigger()).toBeDisabled();
      await user.click(trigger());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('multiple', () => {
    it('checks with Space, shows one tag per topmost checked node and reports every checked key', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <TreeSelect aria-label="菜单权限" data={menuScopes} multiple onValueChange={onValueChange} name="menus" />,
      );
      await user.click(trigger('菜单权限'));
      await waitFor(() => expect(screen.getByRole('textbox', { name: '搜索' })).toHaveFocus());
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{ArrowRight}{ArrowRight}');
      await waitFor(() => expect(item('素材管理')).toHaveFocus());
      await user.keyboard(' ');
      expect(onValueChange).toHaveBeenLastCalledWith([
        'creation.library',
        'creation.library.materials',
        'creation.library.tags',
      ]);
      expect(item('创作中心')).toHaveAttribute('aria-checked', 'mixed');
      // Still open for more choices.
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger('菜单权限')).toHaveFocus());
      expect(screen.getByRole('button', { name: '移除 素材管理' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '移除 素材库' })).not.toBeInTheDocument();
      expect(trigger('菜单权限')).toHaveTextContent('已选择 3 项');
      const hidden = document.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="menus"]');
      expect([...hidden].map((input) => input.value)).toEqual([
        'creation.library',
        'creation.library.materials',
        'creation.library.tags',
      ]);
    });

    it('removes a tag with its subtree, and toggles the first match with Enter in the search box', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <TreeSelect
          aria-label="菜单权限"
          data={menuScopes}
          multiple
          defaultValue={['creation.covers', 'system.staff']}
          onValueChange={onValueChange}
        />,
      );
      await user.click(screen.getByRole('button', { name: '移除 封面制作' }));
      expect(onValueChange).toHaveBeenLastCalledWith(['system.staff']);
      await user.click(trigger('菜单权限'));
      await waitFor(() => expect(screen.getByRole('textbox', { name: '搜索' })).toHaveFocus());
      await user.keyboard('角色{Enter}');
      expect(onValueChange).toHaveBeenLastCalledWith(['system.staff', 'system.roles']);
    });

    it('checks nodes alone with checkStrictly', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithProviders(
        <TreeSelect
          aria-label="菜单权限"
          data={menuScopes}
          multiple
          checkStrictly
          defaultExpandedKeys={['creation']}
          onValueChange={onValueChange}
        />,
      );
      await user.click(trigger('菜单权限'));
      await user.click(await screen.findByRole('treeitem', { name: '创作中心' }));
      expect(onValueChange).toHaveBeenLastCalledWith(['creation']);
      expect(item('素材管理')).toHaveAttribute('aria-checked', 'false');
    });
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TreeSelect aria-label="Department" data={departments} />, { locale: 'en' });
    expect(trigger('Department')).toHaveTextContent('Select');
    await user.click(trigger('Department'));
    expect(await screen.findByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
