import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLICK_THROTTLE_MS } from '../hooks/timing';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import type { LinkComponentProps } from '../internal/link';
import { SideMenu } from './SideMenu';
import { itemsWithoutIcons, menuItems } from './SideMenu.fixtures';
import { SIDE_MENU_ICON_NAMES, SideMenuIcon } from './SideMenuIcon';

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

  describe('given entries with addresses', () => {
    it('renders page entries as links to their address, and groups as tree items without one', () => {
      renderWithProviders(<SideMenu items={menuItems} activeKey="/sumwhy_video/material_library" />);
      const library = item('素材库');
      expect(library.tagName).toBe('A');
      expect(library).toHaveAttribute('href', '/sumwhy_video/material_library');
      expect(item('素材中心').tagName).toBe('DIV');
      expect(item('素材中心')).not.toHaveAttribute('href');
    });

    it('handles a plain left click in the app (default prevented), and leaves modified and middle clicks to the browser', () => {
      const onSelect = vi.fn();
      renderWithProviders(
        <SideMenu items={menuItems} activeKey="/sumwhy_video/material_library" onSelect={onSelect} />,
      );
      const covers = item('封面制作');
      for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
        // fireEvent returns false when the default was prevented.
        expect(fireEvent.click(covers, modifier)).toBe(true);
      }
      expect(onSelect).not.toHaveBeenCalled();
      expect(fireEvent.click(covers)).toBe(false);
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: '/sumwhy_video/cover_management' }));
    });

    it('leaves ctrl+Enter on a link to the browser, and chooses on a plain Enter', async () => {
      const user = setup();
      const onSelect = vi.fn();
      renderWithProviders(
        <SideMenu items={menuItems} activeKey="/sumwhy_video/material_library" onSelect={onSelect} />,
      );
      item('封面制作').focus();
      await user.keyboard('{Control>}{Enter}{/Control}');
      expect(onSelect).not.toHaveBeenCalled();
      await user.keyboard('{Enter}');
      expect(onSelect).toHaveBeenCalledOnce();
    });

    it('renders links with the given link component, passing the address and its own handlers', async () => {
      const user = setup();
      const onSelect = vi.fn();
      const seen: string[] = [];
      function RouterLink({ href, children, ...rest }: LinkComponentProps) {
        seen.push(href);
        return (
          <a data-router-link="" href={`/app${href}`} {...rest}>
            {children}
          </a>
        );
      }
      renderWithProviders(
        <SideMenu
          items={menuItems}
          activeKey="/sumwhy_video/material_library"
          linkComponent={RouterLink}
          onSelect={onSelect}
        />,
      );
      expect(item('封面制作')).toHaveAttribute('data-router-link');
      expect(item('封面制作')).toHaveAttribute('href', '/app/sumwhy_video/cover_management');
      expect(seen).toContain('/sumwhy_video/cover_management');
      await user.click(item('封面制作'));
      expect(onSelect).toHaveBeenCalledOnce();
    });
  });

  describe('given the collapse control', () => {
    it('collapses to 60 px and back, saying which way it goes, and reports each change', async () => {
      const user = setup();
      const onCollapsedChange = vi.fn();
      const { container } = renderWithProviders(
        <SideMenu items={menuItems} activeKey="/sumwhy_video/material_library" onCollapsedChange={onCollapsedChange} />,
      );
      const nav = container.querySelector('[data-component="SideMenu"]')!;
      const collapse = screen.getByRole('button', { name: '收起菜单' });
      expect(collapse).toHaveAttribute('aria-expanded', 'true');
      expect(collapse).toHaveAttribute('aria-controls', nav.id);
      await user.click(collapse);
      expect(nav).toHaveAttribute('data-collapsed');
      expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
      const expand = screen.getByRole('button', { name: '展开菜单' });
      expect(expand).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getAllByRole('treeitem')).toHaveLength(4);
      await user.click(expand);
      expect(nav).not.toHaveAttribute('data-collapsed');
      expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
    });

    it('starts collapsed with defaultCollapsed, and expands when a group is chosen', async () => {
      const user = setup();
      renderWithProviders(<SideMenu items={menuItems} defaultCollapsed />);
      await user.click(screen.getByRole('treeitem', { name: '素材中心' }));
      expect(screen.getByRole('button', { name: '收起菜单' })).toBeInTheDocument();
      // The entry is the same element, expanded: focus stays on it.
      expect(item('素材中心')).toHaveFocus();
      expect(item('素材中心')).toHaveAttribute('aria-expanded', 'true');
      expect(item('素材库')).toBeInTheDocument();
    });

    it('shows each entry’s name in a tooltip while collapsed, on keyboard focus', async () => {
      const user = setup();
      renderWithProviders(<SideMenu items={menuItems} collapsed searchable={false} />);
      await user.tab();
      expect(screen.getByRole('treeitem', { name: '视频创作' })).toHaveFocus();
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent('视频创作');
      // Shown inside the menu's navigation landmark, not at the end of the body.
      expect(screen.getByRole('navigation', { name: '侧边菜单' })).toContainElement(tooltip);
    });

    it('can be left out', () => {
      renderWithProviders(<SideMenu items={menuItems} collapsible={false} />);
      expect(screen.queryByRole('button', { name: '收起菜单' })).toBeNull();
    });
  });

  describe('given icon names from the menu (scopeIcon)', () => {
    it('draws the named icon of the set before the label', () => {
      renderWithProviders(<SideMenu items={menuItems} />);
      expect(item('视频创作').querySelector('svg[data-icon="film"]')).not.toBeNull();
      expect(item('合成任务').querySelector('svg[data-icon="clock"]')).not.toBeNull();
    });

    it('shows the first character instead, collapsed, for an unknown name or none', () => {
      renderWithProviders(<SideMenu items={itemsWithoutIcons} collapsed />);
      expect(screen.getByRole('treeitem', { name: '客户' }).textContent).toBe('客');
      expect(screen.getByRole('treeitem', { name: '会话管理' }).textContent).toBe('会');
      expect(
        screen.getByRole('treeitem', { name: '关键词' }).querySelector('svg[data-icon="message-circle"]'),
      ).not.toBeNull();
    });

    it('draws every name of the set, an image for an image address, and nothing for an unknown name', () => {
      for (const name of SIDE_MENU_ICON_NAMES) {
        const { container, unmount } = renderWithProviders(<SideMenuIcon name={name} />);
        expect(container.querySelector(`svg[data-icon="${name}"]`)?.children.length).toBeGreaterThan(0);
        unmount();
      }
      const { container, unmount } = renderWithProviders(<SideMenuIcon name="https://cdn.example.com/icon.png" />);
      expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/icon.png');
      expect(container.querySelector('img')).toHaveAttribute('alt', '');
      unmount();
      renderWithProviders(
        <span data-testid="unknown">
          <SideMenuIcon name="no-such-icon" />
        </span>,
      );
      expect(screen.getByTestId('unknown')).toBeEmptyDOMElement();
    });
  });

  it('speaks English', () => {
    renderWithProviders(<SideMenu items={menuItems} />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: 'Search the menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse the menu' })).toBeInTheDocument();
  });
});
