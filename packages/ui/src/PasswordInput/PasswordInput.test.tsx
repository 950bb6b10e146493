import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { PasswordInput } from './PasswordInput';

describeConformance({
  component: 'PasswordInput',
  render: (props) => <PasswordInput aria-label="密码" {...(props as object)} />,
});

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordInput aria-label="密码" defaultValue="secret12" />);
    const input = screen.getByLabelText('密码', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordInput aria-label="密码" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '显示密码' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('密码', { selector: 'input' })).toHaveAttribute('type', 'text');
  });

  it('names the toggle in English', () => {
    renderWithProviders(<PasswordInput aria-label="Password" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});
