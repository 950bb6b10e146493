import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Header, type HeaderProps } from './Header';
import { headerBrands, headerModules } from './Header.fixtures';

const base: HeaderProps = {
  productName: '品牌内容营销平台',
  modules: headerModules,
  activeModuleKey: '/sumwhy_video',
  user: { name: '林管理' },
  brands: headerBrands,
  currentBrandId: 13,
};

describeConformance({ component: 'Header', render: (props) => <Header {...base} {...(props as object)} /> });

describe('Header', () => {
  it('shows the module tabs without public permissions and the data screen, marking the current one', () => {
    renderWithProviders(<Header {...base} />);
    const tabs = screen.getByRole('navigation', { name: '模块' });
    expect([...tabs.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '内容中心',
      '内容营销',
      '短视频创作',
      '客户管理',
      '系统管理',
    ]);
    expect(screen.getByRole('button', { name: '短视频创作' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the data-screen button only with that module, and calls the actions', async () => {
    const user = userEvent.setup();
    const onOpenDataScreen = vi.fn();
    const onOpenTaskCentre = vi.fn();
    const onLogoClick = vi.fn();
    const { rerender } = renderWithProviders(<Header {...base} onOpenTaskCentre={onOpenTaskCentre} />);
    expect(screen.queryByRole('button', { name: '数据大屏' })).toBeNull();
    rerender(
      <Header
        {...base}
        hasDataScreen
        onOpenDataScreen={onOpenDataScreen}
        onOpenTaskCentre={onOpenTaskCentre}
        onLogoClick={onLogoClick}
      />,
    );
    await user.click(screen.getByRole('button', { name: '数据大屏' }));
    await user.click(screen.getByRole('button', { name: '任务中心' }));
    await user.click(screen.getByRole('button', { name: '品牌内容营销平台' }));
    expect([onOpenDataScreen, onOpenTaskCentre, onLogoClick].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('switches to another valid brand, ignores the current one and cannot choose a disabled one', async () => {
    const user = userEvent.setup();
    const onBrandSwitch = vi.fn();
    renderWithProviders(<Header {...base} onBrandSwitch={onBrandSwitch} />);
    await user.click(screen.getByRole('button', { name: /当前品牌：星河美妆/ }));
    expect(screen.getByRole('menuitem', { name: /旧城百货（该账号已被禁用）/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: /星河美妆/ }));
    expect(onBrandSwitch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /当前品牌/ }));
    await user.click(screen.getByRole('menuitem', { name: /青禾食品/ }));
    expect(onBrandSwitch).toHaveBeenCalledWith(headerBrands[1]);
  });

  it('hides the brand switcher with one brand, and hides logo, tabs and logout when embedded', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header {...base} brands={[headerBrands[0]!]} embedded hideLogout />);
    expect(screen.queryByRole('button', { name: /当前品牌/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '品牌内容营销平台' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: '模块' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '林管理' }));
    expect(screen.getByRole('menuitem', { name: '个人信息' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '退出登录' })).toBeNull();
  });

  it('logs out from the user menu, in English too', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithProviders(<Header {...base} onLogout={onLogout} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: '林管理' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
