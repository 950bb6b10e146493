import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { LoginTip, loginTipText } from './LoginTip';

describeConformance({ component: 'LoginTip', render: (props) => <LoginTip {...(props as object)} /> });

describe('LoginTip', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the login expired by default, in both languages', () => {
    const { unmount } = renderWithProviders(<LoginTip />);
    expect(screen.getByText('登录过期，请重新进入！')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新登录' })).toBeNull();
    unmount();
    renderWithProviders(<LoginTip />, { locale: 'en' });
    expect(screen.getByText('Your sign-in has expired. Please open the console again.')).toBeInTheDocument();
  });

  it('shows the request id in brackets followed by the server message', () => {
    renderWithProviders(<LoginTip requestId="req-42" message="授权失败" />);
    expect(screen.getByText('[req-42] 授权失败')).toBeInTheDocument();
    expect(loginTipText('授权失败')).toBe('授权失败');
  });

  it('renders server text as text', () => {
    const { container } = renderWithProviders(<LoginTip message="<b>粗体</b>" />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>粗体</b>')).toBeInTheDocument();
  });

  it('copies the request id and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    // user-event installs its own clipboard; replace it after setup.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<LoginTip requestId="req-42" message="失败" />);
    await user.click(screen.getByRole('button', { name: '复制请求编号' }));
    expect(writeText).toHaveBeenCalledWith('req-42');
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it('offers sign-in again when the app allows it', async () => {
    const onRelogin = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginTip onRelogin={onRelogin} />);
    await user.click(screen.getByRole('button', { name: '重新登录' }));
    expect(onRelogin).toHaveBeenCalledTimes(1);
  });
});
