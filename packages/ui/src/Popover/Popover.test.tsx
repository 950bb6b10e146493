import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import * as Popover from './Popover.namespace';

describeConformance({
  component: 'Popover.Content',
  render: (props) => (
    <Popover.Root defaultOpen>
      <Popover.Trigger>筛选</Popover.Trigger>
      <Popover.Content title="筛选条件" {...(props as object)}>
        内容
      </Popover.Content>
    </Popover.Root>
  ),
});

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Popover.Root {...(onOpenChange ? { onOpenChange } : {})}>
      <Popover.Trigger>筛选</Popover.Trigger>
      <Popover.Content title="筛选条件">
        <Popover.Close>确定</Popover.Close>
      </Popover.Content>
    </Popover.Root>
  );
}

describe('Popover', () => {
  it('opens by keyboard as a dialog named by its title', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    screen.getByRole('button', { name: '筛选' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '筛选条件' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: '筛选' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('has a translated close button and a Close part', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: '筛选' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '筛选' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
