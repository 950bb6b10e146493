import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { MENU_CLICK_THROTTLE_MS } from '../hooks/timing';
import type { LinkComponentProps } from '../internal/link';
import { AppShell } from './AppShell';
import { NavigatingShell, shellBreadcrumbs, shellHeader, shellSideMenu } from './AppShell.fixtures';

describeConformance({
  component: 'AppShell',
  render: (props) => (
    <AppShell header={shellHeader} sideMenu={shellSideMenu} breadcrumbs={shellBreadcrumbs} {...(props as object)}>
      <p>页面</p>
    </AppShell>
  ),
});

const full = (extra: Partial<Parameters<typeof AppShell>[0]> = {}) =>
  renderWithProviders(
    <AppShell header={shellHeader} sideMenu={shellSideMenu} breadcrumbs={shellBreadcrumbs} {...extra}>
      <p>页面内容</p>
    </AppShell>,
  );

/** Menu clicks are throttled to 500 ms (spec section 9); wait that out between clicks. */
const pastMenuThrottle = () => new Promise((resolve) => setTimeout(resolve, MENU_CLICK_THROTTLE_MS + 20));

const root = (container: HTMLElement) => container.querySelector('[data-component="AppShell"]')!;

describe('AppShell', () => {
  it('lays out header, side menu, breadcrumbs and the main view', () => {
    full();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('tree', { name: '侧边菜单' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '面包屑' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('页面内容')).toBeInTheDocument();
  });

  // The widths themselves are checked in real Chromium by the Default and HideAside stories.
  it('marks the layout without the left menu (minimum width 1200 px instead of 1366 px)', () => {
    const { container, unmount } = full();
    expect(root(container)).not.toHaveAttribute('data-hide-aside');
    unmount();
    const hidden = full({ hideAside: true });
    expect(root(hidden.container)).toHaveAttribute('data-hide-aside');
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('treats a missing side menu like a hidden one', () => {
    const { container } = renderWithProviders(<AppShell header={shellHeader}>x</AppShell>);
    expect(root(container)).toHaveAttribute('data-hide-aside');
  });

  it('hides the top menu with hideHeader', () => {
    full({ hideHeader: true });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('tree')).toBeInTheDocument();
  });

  it('leaves out the breadcrumb bar when there are no items', () => {
    full({ breadcrumbs: { items: [] } });
    expect(screen.queryByRole('navigation', { name: '面包屑' })).toBeNull();
  });

  it('embedded: no logo and no module tabs; logout hidden when the host says so', async () => {
    const user = userEvent.setup();
    full({ embedded: true, hideLogout: true });
    expect(screen.queryByRole('button', { name: /品牌内容营销平台/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '短视频创作' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /林管理/ }));
    expect(await screen.findByRole('menuitem', { name: '个人信息' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '退出登录' })).toBeNull();
  });

  it('embedded without hideLogout keeps "log out"', async () => {
    const user = userEvent.setup();
    full({ embedded: true });
    await user.click(screen.getByRole('button', { name: /林管理/ }));
    expect(await screen.findByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });

  it('links the skip link to the main view and gives the app the main element', async () => {
    const user = userEvent.setup();
    const mainRef = createRef<HTMLElement>();
    full({ mainRef, mainId: 'main-view' });
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveAttribute('href', '#main-view');
    expect(mainRef.current).toBe(screen.getByRole('main'));
    await user.tab();
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('runs the loading bar while a route loads', () => {
    const { rerender } = full({ loading: true });
    expect(screen.getByRole('progressbar', { name: '页面加载中' })).toBeInTheDocument();
    rerender(
      <AppShell header={shellHeader} sideMenu={shellSideMenu}>
        x
      </AppShell>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('puts the banner between the header and the body', () => {
    full({ banner: <div role="alert">初始密码</div> });
    const banner = screen.getByRole('alert');
    expect(screen.getByRole('banner').compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('passes header callbacks through', async () => {
    const user = userEvent.setup();
    const onOpenTaskCentre = vi.fn();
    renderWithProviders(<AppShell header={{ ...shellHeader, onOpenTaskCentre }}>x</AppShell>);
    await user.click(screen.getByRole('button', { name: '任务中心' }));
    expect(onOpenTaskCentre).toHaveBeenCalledTimes(1);
  });

  it('renders the links of tabs, side menu and breadcrumbs with the app’s link component', () => {
    function RouterLink({ children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link="" {...rest}>
          {children}
        </a>
      );
    }
    full({
      linkComponent: RouterLink,
      header: { ...shellHeader, modules: shellHeader.modules.map((m) => ({ ...m, href: m.key })) },
    });
    const tabs = screen.getByRole('navigation', { name: '模块' });
    expect(within(tabs).getByRole('link', { name: '短视频创作' })).toHaveAttribute('data-router-link');
    expect(screen.getByRole('treeitem', { name: '素材库' })).toHaveAttribute('data-router-link');
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: '素材中心' })).toHaveAttribute('data-router-link');
  });

  it('speaks English', () => {
    renderWithProviders(<AppShell header={shellHeader}>x</AppShell>, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Task centre' })).toBeInTheDocument();
  });

  it('keeps typed input of a kept-alive page across leave and return, not of other pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavigatingShell />);
    await user.type(screen.getByRole('textbox', { name: '素材库搜索' }), '春季新品');
    await user.click(screen.getByRole('treeitem', { name: '合成任务' }));
    await pastMenuThrottle();
    await user.type(await screen.findByRole('textbox', { name: '合成任务搜索' }), '不保留');
    await user.click(screen.getByRole('treeitem', { name: '素材库' }));
    expect(await screen.findByRole('textbox', { name: '素材库搜索' })).toHaveValue('春季新品');
    await pastMenuThrottle();
    await user.click(screen.getByRole('treeitem', { name: '合成任务' }));
    expect(await screen.findByRole('textbox', { name: '合成任务搜索' })).toHaveValue('');
  });
});
