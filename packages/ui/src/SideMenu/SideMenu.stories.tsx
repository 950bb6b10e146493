import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu } from './SideMenu';
import { menuItems } from './SideMenu.fixtures';

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
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

/** 60 px wide: icons only, labels in tooltips. */
export const Collapsed: Story = { tags: ['visual'], args: { collapsed: true } };

export const WithoutSearch: Story = { args: { searchable: false } };

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
