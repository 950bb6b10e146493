import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { SsoCallback } from './SsoCallback';

describeConformance({
  component: 'SsoCallback',
  render: (props) => <SsoCallback provider="flyBook" status="failed" message="x" {...(props as object)} />,
});

describe('SsoCallback', () => {
  it('announces the sign-in in progress with the provider', () => {
    renderWithProviders(<SsoCallback provider="flyBook" status="pending" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在通过飞书登录…');
  });

  it('names the other provider, in English too', () => {
    renderWithProviders(<SsoCallback provider="enterpriseWechat" status="pending" />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Signing in with WeCom…');
  });

  it('shows a failure with the request id and the server message as text, and offers retry and login', async () => {
    const onRetry = vi.fn();
    const onBackToLogin = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SsoCallback
        provider="enterpriseWechat"
        status="failed"
        requestId="r-9"
        message="<i>无权限</i>"
        onRetry={onRetry}
        onBackToLogin={onBackToLogin}
      />,
    );
    expect(screen.getByRole('heading', { name: '企业微信登录失败' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('[r-9] <i>无权限</i>');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await user.click(screen.getByRole('button', { name: '返回登录' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onBackToLogin).toHaveBeenCalledTimes(1);
  });
});
