import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { PasswordLoginForm } from './PasswordLoginForm';

describeConformance({
  component: 'PasswordLoginForm',
  render: (props) => <PasswordLoginForm onSubmit={() => Promise.resolve()} {...(props as object)} />,
});

const phoneBox = () => screen.getByRole('textbox', { name: /手机号/ });
const passwordBox = () => screen.getByLabelText(/^密码/, { selector: 'input' });

describe('PasswordLoginForm', () => {
  it('asks for a valid phone and a password before signing in', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PasswordLoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(phoneBox()).toHaveAccessibleDescription('请输入手机号');
    expect(passwordBox()).toHaveAccessibleDescription('密码不能为空');
    expect(phoneBox()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('signs in; a refusal is shown and both fields keep their values', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('账号或密码错误'));
    const user = userEvent.setup();
    renderWithProviders(<PasswordLoginForm onSubmit={onSubmit} />);
    await user.type(phoneBox(), '13800138000');
    await user.type(passwordBox(), 'secret-pass{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ phone: '13800138000', password: 'secret-pass' });
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(phoneBox()).toHaveValue('13800138000');
    expect(passwordBox()).toHaveValue('secret-pass');
  });

  it('switches back to code login and offers forgot password, in English too', async () => {
    const onCodeLogin = vi.fn();
    const onForgotPassword = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <PasswordLoginForm onSubmit={vi.fn()} onCodeLogin={onCodeLogin} onForgotPassword={onForgotPassword} />,
      {
        locale: 'en',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in with a code' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    expect(onCodeLogin).toHaveBeenCalledTimes(1);
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });
});
