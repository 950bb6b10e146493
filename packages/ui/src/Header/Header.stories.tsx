import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';
import { headerBrands, headerModules, linkedModules } from './Header.fixtures';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: '品牌内容营销平台',
    modules: headerModules,
    activeModuleKey: '/sumwhy_video',
    user: { name: '林管理' },
    brands: headerBrands,
    currentBrandId: 13,
    hasDataScreen: true,
    onModuleSelect: fn(),
    onLogoClick: fn(),
    onOpenDataScreen: fn(),
    onOpenTaskCentre: fn(),
    onBrandSwitch: fn(),
    onOpenPersonalInfo: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = {};

/**
 * Tabs and logo as links (the app gives each module its first page's address): open in a new tab,
 * copy the link, middle-click; a plain click or Enter still chooses the module in the app.
 */
export const LinkedTabs: Story = {
  args: { modules: linkedModules, logoHref: '/content_center/content_manage' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const tabs = within(canvas.getByRole('navigation', { name: '模块' }));
    await expect(tabs.getByRole('link', { name: '短视频创作' })).toHaveAttribute(
      'href',
      '/sumwhy_video/material_library?page=2',
    );
    await expect(tabs.getByRole('link', { name: '短视频创作' })).toHaveAttribute('aria-current', 'page');
    tabs.getByRole('link', { name: '客户管理' }).focus();
    await user.keyboard('{Enter}');
    await expect(args.onModuleSelect).toHaveBeenCalledWith(linkedModules[3]);
  },
};

export const OneBrand: Story = { args: { brands: [headerBrands[0]!], hasDataScreen: false } };

/** Inside a host frame: no logo or module tabs, no logout. */
export const Embedded: Story = { tags: ['visual'], args: { embedded: true, hideLogout: true } };

/** System version 2 (cut-shadow) and the alternate brand change the product name. */
export const SystemVersion2: Story = { args: { productName: '剪影 · 智能创作' } };

export const AlternateBrand: Story = { args: { productName: '矩阵获客' } };

/** Keyboard: open the brand switcher, skip the disabled brand, choose another. */
export const KeyboardBrandSwitch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const user = userEvent.setup();
    canvas.getByRole('button', { name: /当前品牌/ }).focus();
    await user.keyboard('{Enter}');
    await expect(await body.findByRole('menuitem', { name: /青禾食品/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: /青禾食品/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(args.onBrandSwitch).toHaveBeenCalledWith(headerBrands[1]);
    await expect(canvas.getByRole('button', { name: /当前品牌/ })).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    productName: 'Brand Content Marketing Console',
    modules: [
      { key: '/content_center', label: 'Content centre' },
      { key: '/sumwhy_video', label: 'Short-video creation' },
      { key: '/system_manage', label: 'System administration' },
    ],
    user: { name: 'Lin Admin' },
    brands: [
      { brandId: 13, brandName: 'Galaxy Beauty', isValid: true },
      { brandId: 14, brandName: 'Green Grain Foods', isValid: true },
    ],
  },
};

export const Dark: Story = { tags: ['visual'], globals: { theme: 'dark' } };
