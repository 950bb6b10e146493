import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Switch } from './Switch';

describeConformance({ component: 'Switch', render: (props) => <Switch label="启用" {...(props as object)} /> });

describe('Switch', () => {
  it('toggles by label click and Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Switch label="启用" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: '启用' });
    await user.click(screen.getByText('启用'));
    expect(control).toBeChecked();
    control.focus();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('exposes its state for styling', () => {
    renderWithProviders(<Switch label="启用" defaultChecked data-testid="root" />);
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'checked');
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Switch label="启用" disabled />);
    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
