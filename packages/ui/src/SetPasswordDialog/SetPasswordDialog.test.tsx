import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { SetPasswordDialog } from './SetPasswordDialog';

const newPassword = () => screen.getByLabelText(/^新密码/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^确认密码/, { selector: 'input' });

describe('SetPasswordDialog', () => {
  it('checks both fields on blur with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SetPasswordDialog defaultOpen onSubmit={vi.fn()} />);
    await user.click(newPassword());
    await user.tab();
    expect(newPassword()).toHaveAccessibleDescription('密码不能为空');
    await user.type(newPassword(), '1234567');
    expect(newPassword()).toHaveAccessibleDescription('密码长度最少8位');
    await user.type(newPassword(), '8');
    await user.type(confirmation(), '12345679');
    await user.tab();
    expect(confirmation()).toHaveAccessibleDescription('两次密码不相同');
  });

  it('does not submit until the pair is right', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SetPasswordDialog defaultOpen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(newPassword()).toHaveFocus();
    expect(confirmation()).toHaveAccessibleDescription('确认密码不能为空');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a refusal in the dialog and keeps the passwords; then succeeds, closes and says 修改成功', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('系统繁忙')).mockResolvedValueOnce(undefined);
    const onSuccess = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SetPasswordDialog defaultOpen onSubmit={onSubmit} onSuccess={onSuccess} onOpenChange={onOpenChange} />,
    );
    await user.type(newPassword(), 'brand-2026');
    await user.type(confirmation(), 'brand-2026');
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(onSubmit).toHaveBeenCalledWith('brand-2026');
    expect(await screen.findByText('系统繁忙')).toBeInTheDocument();
    expect(confirmation()).toHaveValue('brand-2026');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<SetPasswordDialog defaultOpen onSubmit={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Set password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/, { selector: 'input' })).toBeInTheDocument();
  });
});
