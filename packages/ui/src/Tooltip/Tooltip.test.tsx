import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { Tooltip } from './Tooltip';

describeConformance({
  component: 'Tooltip',
  render: (props) => (
    <Tooltip content="提示" defaultOpen {...(props as object)}>
      <button type="button">触发</button>
    </Tooltip>
  ),
});

describe('Tooltip', () => {
  it('shows on keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip content="15 天内可重复下载">
        <button type="button">下载</button>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('15 天内可重复下载');
    expect(screen.getByRole('button', { name: '下载' })).toHaveAccessibleDescription('15 天内可重复下载');
  });

  it('hides on Escape and reports the change', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Tooltip content="提示" onOpenChange={onOpenChange}>
        <button type="button">下载</button>
      </Tooltip>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: '下载' })).toHaveFocus();
  });
});
