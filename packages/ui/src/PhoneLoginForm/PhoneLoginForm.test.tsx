import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { PhoneLoginForm } from './PhoneLoginForm';

const noop = () => Promise.resolve();

describeConformance({
  component: 'PhoneLoginForm',
  render: (props) => <PhoneLoginForm onSendCode={noop} onSubmit={noop} {...(props as object)} />,
});

const phoneBox = () => screen.getByRole('textbox', { name: /手机号/ });
const codeBox = () => screen.getByRole('textbox', { name: /验证码/ });

describe('PhoneLoginForm', () => {
  it('checks the phone number on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneLoginForm onSendCode={noop} onSubmit={noop} />);
    await user.click(phoneBox());
    await user.tab();
    expect(phoneBox()).toHaveAccessibleDescription('请输入手机号');
    await user.type(phoneBox(), '1280013800');
    await user.tab();
    expect(phoneBox()).toHaveAccessibleDescription('请输入正确的手机号');
    await user.type(phoneBox(), '0');
    expect(phoneBox()).toHaveAccessibleDescription('请输入正确的手机号');
    await user.clear(phoneBox());
    await user.type(phoneBox(), '13800138000');
    expect(phoneBox()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the code only for a valid number, then counts down', async () => {
    const onSendCode = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<PhoneLoginForm onSendCode={onSendCode} onSubmit={noop} />);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onSendCode).toHaveBeenCalledWith('13800138000');
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(codeBox()).toHaveFocus();
  });

  it('shows a failed send next to the code field', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PhoneLoginForm onSendCode={() => Promise.reject(new Error('请60秒后再试'))} onSubmit={noop} />,
    );
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(codeBox()).toHaveAccessibleDescription('请60秒后再试');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('does not sign in without a valid phone and a code', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PhoneLoginForm onSendCode={noop} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(phoneBox()).toHaveAccessibleDescription('请输入手机号');
    expect(codeBox()).toHaveAccessibleDescription('请输入验证码');
    expect(phoneBox()).toHaveFocus();
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(codeBox()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('signs in with trimmed values; a refusal is shown and nothing typed is lost', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('该账号暂未开通权限'));
    const user = userEvent.setup();
    renderWithProviders(<PhoneLoginForm onSendCode={noop} onSubmit={onSubmit} defaultPhone=" 13800138000 " />);
    await user.type(codeBox(), '123456');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ phone: '13800138000', code: '123456' });
    expect(await screen.findByRole('alert')).toHaveTextContent('该账号暂未开通权限');
    expect(phoneBox()).toHaveValue(' 13800138000 ');
    expect(codeBox()).toHaveValue('123456');
  });

  it('is busy while signing in and signs in once', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const user = userEvent.setup();
    renderWithProviders(<PhoneLoginForm onSendCode={noop} onSubmit={onSubmit} defaultPhone="13800138000" />);
    await user.type(codeBox(), '123456');
    const submit = screen.getByRole('button', { name: '登录' });
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
  });

  it('offers password login, forgot password and messenger sign-in when given', async () => {
    const onPasswordLogin = vi.fn();
    const onForgotPassword = vi.fn();
    const onSso = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <PhoneLoginForm
        onSendCode={noop}
        onSubmit={noop}
        onPasswordLogin={onPasswordLogin}
        onForgotPassword={onForgotPassword}
        ssoProviders={['flyBook', 'enterpriseWechat']}
        onSso={onSso}
      />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with WeCom' }));
    expect(onPasswordLogin).toHaveBeenCalledTimes(1);
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    expect(onSso).toHaveBeenCalledWith('enterpriseWechat');
  });

  it('leaves out what it is not given', () => {
    renderWithProviders(<PhoneLoginForm onSendCode={noop} onSubmit={noop} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['获取验证码', '登录']);
  });
});
