import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { SetPasswordDialog } from './SetPasswordDialog';

describeConformance({
  component: 'SetPasswordDialog',
  render: (props) => <SetPasswordDialog defaultOpen onSubmit={() => Promise.resolve()} {...(props as object)} />,
});

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

  it('is busy while the password is being set: fields locked, no second submit, Escape ignored', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<SetPasswordDialog defaultOpen onSubmit={onSubmit} />);
    await user.type(newPassword(), 'brand-2026');
    await user.type(confirmation(), 'brand-2026');
    const confirm = screen.getByRole('button', { name: '确认' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(newPassword()).toBeDisabled();
    expect(confirmation()).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });

  it('applies the rule "at least 8" to the confirmation too, and opens and closes under control', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <SetPasswordDialog open={false} onOpenChange={onOpenChange} onSubmit={vi.fn()} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<SetPasswordDialog open onOpenChange={onOpenChange} onSubmit={vi.fn()} />);
    await user.type(confirmation(), '1234567');
    await user.tab();
    expect(confirmation()).toHaveAccessibleDescription('确认密码长度最少8位');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithProviders(<SetPasswordDialog defaultOpen onSubmit={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Set password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });
});
