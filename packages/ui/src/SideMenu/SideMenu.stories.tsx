import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../internal/link';
import { SideMenu } from './SideMenu';
import { itemsWithoutIcons, menuItems } from './SideMenu.fixtures';
import { SIDE_MENU_ICON_NAMES, SideMenuIcon } from './SideMenuIcon';

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  subcomponents: { SideMenuIcon },
  args: {
    items: menuItems,
    activeKey: '/sumwhy_video/material_library',
    onSelect: fn(),
    onReloadCurrent: fn(),
    onOpenExternal: fn(),
    onCollapsedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 520, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { collapsed: false, searchable: true } };

/** The active entry three levels down: its groups open, its trail tinted. */
export const ThreeLevels: Story = { args: { activeKey: '/sumwhy_video/Assemblyline/productList' } };

/** 60 px wide: icons only, labels in tooltips, the control at the foot expands it again. */
export const Collapsed: Story = { tags: ['visual'], args: { collapsed: true } };

/** Collapsed, keyboard focus on an entry shows its name in a tooltip beside it; the group of the page on screen is highlighted. */
export const CollapsedTooltip: Story = {
  tags: ['visual'],
  args: { collapsed: true, searchable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    // The tab stop is the group of the page on screen (素材库 is in 素材中心).
    await user.tab();
    await expect(canvas.getByRole('treeitem', { name: '素材中心' })).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('素材中心');
  },
};

/** Collapsed, entries without a known icon show their first character. */
export const CollapsedWithoutIcons: Story = {
  args: { items: itemsWithoutIcons, activeKey: '/scrm/session_management', collapsed: true },
};

/** The collapse control: press it to collapse to 60 px, press again to expand; it says which way it goes. */
export const CollapseAndExpand: Story = {
  args: { collapsed: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.click(canvas.getByRole('button', { name: '收起菜单' }));
    await expect(canvasElement.querySelector('[data-component="SideMenu"]')).toHaveAttribute('data-collapsed');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    const expand = canvas.getByRole('button', { name: '展开菜单' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    expand.focus();
    await user.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: '收起菜单' })).toHaveFocus();
  },
};

/** Page entries are links: a plain click is the app's (throttled), a ctrl/cmd or middle click opens a new tab. */
export const Links: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const covers = canvas.getByRole('treeitem', { name: '封面制作' });
    await expect(covers.tagName).toBe('A');
    await expect(covers).toHaveAttribute('href', '/sumwhy_video/cover_management');
    await user.click(covers);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ key: '/sumwhy_video/cover_management' }),
    );
  },
};

/** The app's router link renders the entries (here a stand-in that prefixes a base path). */
export const WithLinkComponent: Story = {
  args: {
    linkComponent: function BasePathLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={`/console${href}`} {...rest}>
          {children}
        </a>
      );
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('treeitem', { name: '素材库' })).toHaveAttribute(
      'href',
      '/console/sumwhy_video/material_library',
    );
  },
};

/** The entry of the page on screen: highlighted, its trail tinted; choosing it again reloads the page. */
export const ActiveEntry: Story = {
  args: { activeKey: '/sumwhy_video/cover_management' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const current = canvas.getByRole('treeitem', { name: '封面制作' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await user.click(current);
    await expect(args.onReloadCurrent).toHaveBeenCalledWith(
      expect.objectContaining({ key: '/sumwhy_video/cover_management' }),
    );
  },
};

/**
 * The icon set for the menu's `scopeIcon` names (the names the reference server seeds); any other
 * name draws nothing, an image address draws the image.
 */
export const Icons: Story = {
  tags: ['visual'],
  render: () => (
    <ul
      aria-label="菜单图标"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 160px)',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        alignContent: 'start',
      }}
    >
      {SIDE_MENU_ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
          <SideMenuIcon name={name} size={18} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const WithoutSearch: Story = { args: { searchable: false } };

/** Without the collapse control (a host that keeps the menu wide). */
export const NotCollapsible: Story = { args: { collapsible: false } };

/** The page keeps the active key as the user navigates (the app remembers it per session). */
export const Navigating: Story = {
  render: (args) => {
    function Demo() {
      const [active, setActive] = useState(args.activeKey);
      const [collapsed, setCollapsed] = useState(false);
      return (
        <SideMenu
          {...args}
          activeKey={active}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          onSelect={(item) => setActive(item.key)}
        />
      );
    }
    return <Demo />;
  },
};

/** Keyboard only: into the tree, down, open a group, into it, choose with Enter. */
export const KeyboardNavigation: Story = {
  args: { searchable: false, activeKey: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.tab();
    await expect(canvas.getByRole('treeitem', { name: /视频创作/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: /素材中心/ })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('treeitem', { name: /封面制作/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ key: '/sumwhy_video/cover_management' }),
    );
  },
};

/** Typing in the search box filters the menu; a query with no match says so. */
export const SearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.type(canvas.getByRole('textbox', { name: '搜索菜单' }), '直播');
    await expect(await canvas.findByRole('status')).toHaveTextContent('没有匹配的菜单');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      {
        key: '/sumwhy_video/library',
        label: 'Materials',
        children: [
          { key: '/sumwhy_video/material_library', label: 'Material library' },
          { key: '/sumwhy_video/cover_management', label: 'Cover making' },
        ],
      },
      { key: '/sumwhy_video/synthesis_task', label: 'Synthesis tasks' },
    ],
  },
};

export const Dark: Story = { tags: ['visual'], globals: { theme: 'dark' } };
