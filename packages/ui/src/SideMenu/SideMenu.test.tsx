import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLICK_THROTTLE_MS } from '../hooks/timing';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { SideMenu } from './SideMenu';
import { menuItems } from './SideMenu.fixtures';

describeConformance({
  component: 'SideMenu',
  render: (props) => <SideMenu items={menuItems} {...(props as object)} />,
});

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(name) });

describe('SideMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('opens the groups of the active entry and marks it as the current page', () => {
    renderWithProviders(<SideMenu items={menuItems} activeKey="/sumwhy_video/Assemblyline/productList" />);
    expect(item('视频创作')).toHaveAttribute('aria-expanded', 'true');
    expect(item('流水线$')).toHaveAttribute('aria-expanded', 'true');
    expect(item('成片列表')).toHaveAttribute('aria-current', 'page');
    expect(item('成片列表')).toHaveAttribute('aria-level', '3');
    expect(item('素材中心')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the groups of a new current page when the page changes, leaving other groups as they are', () => {
    const { rerender } = renderWithProviders(<SideMenu items={menuItems} activeKey="/sumwhy_video/synthesis_task" />);
    expect(item('素材中心')).toHaveAttribute('aria-expanded', 'false');
    rerender(<SideMenu items={menuItems} activeKey="/sumwhy_video/material_library" />);
    expect(item('素材中心')).toHaveAttribute('aria-expanded', 'true');
    expect(item('素材库')).toHaveAttribute('aria-current', 'page');
  });

  it('chooses entries (throttled to one per 500 ms), reloads the current one and opens external ones', async () => {
    const user = setup();
    const onSelect = vi.fn();
    const onReloadCurrent = vi.fn();
    const onOpenExternal = vi.fn();
    renderWithProviders(
      <SideMenu
        items={menuItems}
        activeKey="/sumwhy_video/synthesis_task"
        onSelect={onSelect}
        onReloadCurrent={onReloadCurrent}
        onOpenExternal={onOpenExternal}
      />,
    );
    await user.click(item('素材中心'));
    await user.dblClick(item('素材库'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ key: '/sumwhy_video/material_library' });
    vi.advanceTimersByTime(MENU_CLICK_THROTTLE_MS);
    await user.click(item('合成任务'));
    expect(onReloadCurrent).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(MENU_CLICK_THROTTLE_MS);
    await user.click(item('数据大屏'));
    expect(onOpenExternal).toHaveBeenCalledOnce();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('moves with the arrow keys as a tree: down, right to open and enter, left back to the parent, Enter to choose', async () => {
    const user = setup();
    const onSelect = vi.fn();
    renderWithProviders(<SideMenu items={menuItems} onSelect={onSelect} searchable={false} />);
    await user.tab();
    expect(item('视频创作')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('素材中心')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('素材中心')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(item('素材库')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('素材中心')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('素材中心')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(item('数据大屏')).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: '/sumwhy_video/synthesis_task' }));
  });

  it('filters by the search box, keeping the groups of matches and highlighting them', async () => {
    const user = setup();
    renderWithProviders(<SideMenu items={menuItems} />);
    await user.type(screen.getByRole('textbox', { name: '搜索菜单' }), '封面');
    const tree = screen.getByRole('tree');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((n) => n.textContent),
    ).toEqual(['素材中心', '封面制作', '云端封面']);
    expect(tree.querySelectorAll('mark')).toHaveLength(2);
    await user.clear(screen.getByRole('textbox', { name: '搜索菜单' }));
    await user.type(screen.getByRole('textbox', { name: '搜索菜单' }), '不存在');
    expect(screen.getByRole('status')).toHaveTextContent('没有匹配的菜单');
  });

  it('collapses to icons with labels as names, and a group chosen while collapsed asks to expand', async () => {
    const user = setup();
    const onCollapsedChange = vi.fn();
    renderWithProviders(<SideMenu items={menuItems} collapsed onCollapsedChange={onCollapsedChange} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('treeitem')).toHaveLength(4);
    await user.click(screen.getByRole('treeitem', { name: '视频创作' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(false);
  });

  it('speaks English', () => {
    renderWithProviders(<SideMenu items={menuItems} />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: 'Search the menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
  });
});
