import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';

const ok = () => Promise.resolve();

describeConformance({
  component: 'ForgotPasswordFlow',
  render: (props) => <ForgotPasswordFlow onSendCode={ok} onVerify={ok} onResetPassword={ok} {...(props as object)} />,
});

const newPassword = () => screen.getByLabelText(/^新密码/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^确认密码/, { selector: 'input' });

async function passVerification(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /验证码/ }), '123456');
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

describe('ForgotPasswordFlow', () => {
  it('keeps Next disabled until a code is typed, then verifies phone and code', async () => {
    const onVerify = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <ForgotPasswordFlow onSendCode={ok} onVerify={onVerify} onResetPassword={ok} defaultPhone="13800138000" />,
    );
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('身份验证');
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /验证码/ }), '  ');
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /验证码/ }));
    await passVerification(user);
    expect(onVerify).toHaveBeenCalledWith({ phone: '13800138000', code: '123456' });
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('设置新密码');
    expect(newPassword()).toHaveFocus();
  });

  it('does not verify an invalid phone number', async () => {
    const onVerify = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ForgotPasswordFlow onSendCode={ok} onVerify={onVerify} onResetPassword={ok} defaultPhone="123" />,
    );
    await passVerification(user);
    expect(screen.getByRole('textbox', { name: /手机号/ })).toHaveAccessibleDescription('请输入正确的手机号');
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('shows a failed verification and stays on the step with the values', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ForgotPasswordFlow
        onSendCode={ok}
        onVerify={() => Promise.reject(new Error('验证码错误'))}
        onResetPassword={ok}
        defaultPhone="13800138000"
      />,
    );
    await passVerification(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误');
    expect(screen.getByRole('textbox', { name: /验证码/ })).toHaveValue('123456');
  });

  it('checks the new password and its confirmation on blur with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ForgotPasswordFlow onSendCode={ok} onVerify={ok} onResetPassword={ok} defaultPhone="13800138000" />,
    );
    await passVerification(user);
    await user.tab();
    expect(newPassword()).toHaveAccessibleDescription('密码不能为空');
    await user.type(newPassword(), 'short');
    await user.tab();
    expect(newPassword()).toHaveAccessibleDescription('密码长度最少8位');
    await user.click(confirmation());
    await user.tab();
    expect(confirmation()).toHaveAccessibleDescription('确认密码不能为空');
    await user.type(confirmation(), 'abc');
    expect(confirmation()).toHaveAccessibleDescription('确认密码长度最少8位');
    await user.clear(newPassword());
    await user.type(newPassword(), 'abcdefgh');
    await user.clear(confirmation());
    await user.type(confirmation(), 'abcdefgX');
    expect(confirmation()).toHaveAccessibleDescription('两次密码不相同');
  });

  it('sets the new password and says 修改成功; a refusal keeps both passwords', async () => {
    const onResetPassword = vi.fn().mockRejectedValueOnce(new Error('系统繁忙')).mockResolvedValueOnce(undefined);
    const onBackToLogin = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ForgotPasswordFlow
        onSendCode={ok}
        onVerify={ok}
        onResetPassword={onResetPassword}
        onBackToLogin={onBackToLogin}
        defaultPhone="13800138000"
      />,
    );
    await passVerification(user);
    await user.type(newPassword(), 'n3w-passw0rd');
    await user.type(confirmation(), 'n3w-passw0rd{Enter}');
    expect(onResetPassword).toHaveBeenCalledWith({ phone: '13800138000', code: '123456', password: 'n3w-passw0rd' });
    expect(await screen.findByRole('alert')).toHaveTextContent('系统繁忙');
    expect(confirmation()).toHaveValue('n3w-passw0rd');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByRole('status')).toHaveTextContent('修改成功');
    await user.click(screen.getByRole('button', { name: '返回登录' }));
    expect(onBackToLogin).toHaveBeenCalledTimes(1);
  });

  it('does not submit a wrong pair', async () => {
    const onResetPassword = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ForgotPasswordFlow onSendCode={ok} onVerify={ok} onResetPassword={onResetPassword} defaultPhone="13800138000" />,
      { locale: 'en' },
    );
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/^Confirm password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Please confirm the password',
    );
    expect(onResetPassword).not.toHaveBeenCalled();
  });
});
