import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLICK_THROTTLE_MS } from '../hooks/timing';
import type { LinkComponentProps } from '../internal/link';
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

  describe('given module addresses', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const linked = headerModules.map((m) => ({ ...m, href: `${m.key}/first` }));

    it('makes each tab a link to its address, and the logo a link home', () => {
      renderWithProviders(<Header {...base} modules={linked} logoHref="/content_center/first" />);
      const tab = screen.getByRole('link', { name: '短视频创作' });
      expect(tab).toHaveAttribute('href', '/sumwhy_video/first');
      expect(tab).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: '品牌内容营销平台' })).toHaveAttribute('href', '/content_center/first');
      expect(screen.queryByRole('button', { name: '短视频创作' })).toBeNull();
    });

    it('chooses a tab on a plain click, at most once per 500 ms, and leaves modified and middle clicks to the browser', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onModuleSelect = vi.fn();
      renderWithProviders(<Header {...base} modules={linked} onModuleSelect={onModuleSelect} />);
      const scrm = screen.getByRole('link', { name: '客户管理' });
      for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
        expect(fireEvent.click(scrm, modifier)).toBe(true);
      }
      expect(onModuleSelect).not.toHaveBeenCalled();
      await user.dblClick(scrm);
      expect(onModuleSelect).toHaveBeenCalledOnce();
      expect(onModuleSelect).toHaveBeenCalledWith(linked[3]);
      vi.advanceTimersByTime(MENU_CLICK_THROTTLE_MS);
      screen.getByRole('link', { name: '系统管理' }).focus();
      await user.keyboard('{Enter}');
      expect(onModuleSelect).toHaveBeenLastCalledWith(linked[4]);
    });

    it('renders tabs and logo with the given link component', () => {
      function RouterLink({ href, children, ...rest }: LinkComponentProps) {
        return (
          <a data-router-link="" href={`/app${href}`} {...rest}>
            {children}
          </a>
        );
      }
      renderWithProviders(<Header {...base} modules={linked} logoHref="/home" linkComponent={RouterLink} />);
      expect(screen.getByRole('link', { name: '内容中心' })).toHaveAttribute('href', '/app/content_center/first');
      expect(screen.getByRole('link', { name: '品牌内容营销平台' })).toHaveAttribute('data-router-link');
    });
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
