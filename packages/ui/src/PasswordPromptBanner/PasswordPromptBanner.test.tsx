import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { PasswordPromptBanner } from './PasswordPromptBanner';

describeConformance({
  component: 'PasswordPromptBanner',
  render: (props) => (
    <PasswordPromptBanner onSetPassword={() => Promise.resolve()} onDismiss={() => {}} {...(props as object)} />
  ),
});

describe('PasswordPromptBanner', () => {
  it('prompts politely and can be dismissed', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PasswordPromptBanner onSetPassword={vi.fn()} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('您的账号仍在使用初始密码');
    await user.click(screen.getByRole('button', { name: '暂不设置' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('opens the set-password dialog and reports the password set', async () => {
    const onSetPassword = vi.fn().mockResolvedValue(undefined);
    const onPasswordSet = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <PasswordPromptBanner onSetPassword={onSetPassword} onPasswordSet={onPasswordSet} onDismiss={vi.fn()} />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByRole('dialog', { name: 'Set password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'brand-2026');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'brand-2026{Enter}');
    expect(onSetPassword).toHaveBeenCalledWith('brand-2026');
    await waitFor(() => expect(onPasswordSet).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
