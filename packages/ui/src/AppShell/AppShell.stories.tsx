import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from '../Alert/Alert';
import { MENU_CLICK_THROTTLE_MS } from '../hooks/timing';
import { AppShell } from './AppShell';
import {
  DemoPage,
  manyBrands,
  NavigatingShell,
  shellBreadcrumbs,
  shellHeader,
  shellSideMenu,
} from './AppShell.fixtures';

/** Menu clicks are throttled to 500 ms (spec section 9). */
const pastMenuThrottle = () => new Promise((resolve) => setTimeout(resolve, MENU_CLICK_THROTTLE_MS + 20));

const callbacks = {
  onModuleSelect: fn(),
  onLogoClick: fn(),
  onOpenDataScreen: fn(),
  onOpenTaskCentre: fn(),
  onBrandSwitch: fn(),
  onOpenPersonalInfo: fn(),
  onLogout: fn(),
};

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    header: { ...shellHeader, ...callbacks },
    sideMenu: { ...shellSideMenu, onSelect: fn(), onReloadCurrent: fn(), onOpenExternal: fn() },
    breadcrumbs: { ...shellBreadcrumbs, onNavigate: fn() },
    children: <DemoPage title="素材库" />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const minWidth = (canvasElement: HTMLElement) =>
  getComputedStyle(canvasElement.querySelector('[data-component="AppShell"]')!).minWidth;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(minWidth(canvasElement)).toBe('1366px');
  },
};

export const Playground: Story = { args: { loading: false, hideHeader: false, hideAside: false } };

/** The left menu collapsed to icons (60 px) with tooltips. */
export const CollapsedMenu: Story = {
  tags: ['visual'],
  args: { sideMenu: { ...shellSideMenu, collapsed: true } },
};

/** The collapse control at the foot of the menu: 60 px with tooltips, and back to 210 px. */
export const CollapseControl: Story = {
  args: { sideMenu: { ...shellSideMenu, onCollapsedChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const menuWidth = () => canvasElement.querySelector<HTMLElement>('[data-component="SideMenu"]')!.offsetWidth;
    await expect(menuWidth()).toBe(210);
    await user.click(canvas.getByRole('button', { name: '收起菜单' }));
    await expect(canvas.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
    await waitFor(() => expect(menuWidth()).toBe(60));
    await user.click(canvas.getByRole('button', { name: '展开菜单' }));
    await waitFor(() => expect(menuWidth()).toBe(210));
  },
};

/** A third-level page is open: its parents are expanded. */
export const ThreeLevels: Story = {
  args: {
    sideMenu: {
      ...shellSideMenu,
      activeKey: '/sumwhy_video/Assemblyline/productList',
      defaultExpandedKeys: ['/sumwhy_video/create', '/sumwhy_video/create/pipeline'],
    },
    breadcrumbs: {
      items: [
        { label: '短视频创作', path: '/sumwhy_video' },
        { label: '视频创作', path: '/sumwhy_video/create' },
        { label: '流水线', path: '/sumwhy_video/create/pipeline' },
        { label: '成片列表', path: '/sumwhy_video/Assemblyline/productList' },
      ],
    },
    children: <DemoPage title="成片列表" />,
  },
};

/** Query `hideHeader`: no top menu. */
export const HideHeader: Story = { args: { hideHeader: true } };

/** Query `hideAside`: no left menu; the minimum layout width drops to 1200 px. */
export const HideAside: Story = {
  tags: ['visual'],
  args: { hideAside: true },
  play: async ({ canvasElement }) => {
    await expect(minWidth(canvasElement)).toBe('1200px');
  },
};

export const HideHeaderAndAside: Story = { args: { hideHeader: true, hideAside: true } };

/** Embedded in a host frame (mpmw, hwork): no logo, no module tabs, no "log out". */
export const Embedded: Story = { tags: ['visual'], args: { embedded: true, hideLogout: true } };

/** Embedded, but the host lets the user sign out here. */
export const EmbeddedWithLogout: Story = { args: { embedded: true } };

/** System version 2 (cut-shadow) changes the product name and logo. */
export const SystemVersion2: Story = {
  args: {
    header: {
      ...shellHeader,
      productName: '剪影 · 智能创作',
      logo: (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect width="28" height="28" rx="8" fill="#7c3aed" />
          <path d="M8 19l6-11 6 11z" fill="#fff" />
        </svg>
      ),
    },
  },
};

/** System version 3 (the default) with its own logo. */
export const SystemVersion3: Story = {
  args: {
    header: {
      ...shellHeader,
      logo: (
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect width="28" height="28" rx="8" fill="#2563eb" />
          <circle cx="14" cy="14" r="6" fill="#fff" />
        </svg>
      ),
    },
  },
};

/** The alternate brand (matrix customer acquisition) has its own system name. */
export const AlternateBrand: Story = { args: { header: { ...shellHeader, productName: '矩阵获客' } } };

/** One brand: no brand switcher. */
export const OneBrand: Story = { args: { header: { ...shellHeader, brands: shellHeader.brands!.slice(0, 1) } } };

/** Thirty brands, some disabled. */
export const ManyBrands: Story = { args: { header: { ...shellHeader, brands: manyBrands, currentBrandId: 100 } } };

/** A route is loading: the thin loading bar runs at the top. */
export const Loading: Story = { args: { loading: true } };

/** A banner across the whole width under the header (the password prompt in version 2). */
export const WithBanner: Story = {
  args: {
    banner: (
      <Alert tone="warning" style={{ borderRadius: 0 }}>
        当前账号仍在使用初始密码，请尽快设置新密码。
      </Alert>
    ),
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    header: {
      ...shellHeader,
      productName: 'Brand Content Marketing Console',
      modules: [
        { key: '/content_center', label: 'Content centre' },
        { key: '/sumwhy_video', label: 'Short-video creation' },
        { key: '/system_manage', label: 'System administration' },
      ],
      user: { name: 'Lin Admin' },
    },
    breadcrumbs: {
      items: [
        { label: 'Short-video creation', path: '/sumwhy_video' },
        { label: 'Material library', path: '/sumwhy_video/material_library' },
      ],
    },
    children: <DemoPage title="Material library" />,
  },
};

export const Dark: Story = { tags: ['visual'], globals: { theme: 'dark' } };

/** Keyboard: the first Tab reaches the skip link; Enter moves focus to the main view. */
export const KeyboardSkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.tab();
    const skip = canvas.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Kept-alive pages keep typed input when the user leaves through the menu and comes back. */
export const KeepAliveAcrossNavigation: Story = {
  render: () => <NavigatingShell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.type(canvas.getByRole('textbox', { name: '素材库搜索' }), '春季新品');
    await user.click(canvas.getByRole('treeitem', { name: '合成任务' }));
    await expect(await canvas.findByRole('heading', { name: '合成任务' })).toBeVisible();
    await pastMenuThrottle();
    await user.type(canvas.getByRole('textbox', { name: '合成任务搜索' }), '不保留');
    await user.click(canvas.getByRole('treeitem', { name: '素材库' }));
    await expect(await canvas.findByRole('textbox', { name: '素材库搜索' })).toHaveValue('春季新品');
    await pastMenuThrottle();
    await user.click(canvas.getByRole('treeitem', { name: '合成任务' }));
    await expect(await canvas.findByRole('textbox', { name: '合成任务搜索' })).toHaveValue('');
  },
};
