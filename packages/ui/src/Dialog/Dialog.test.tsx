import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { axeViolations } from '../test-utils/axe';
import * as Dialog from './Dialog.namespace';

describeConformance({
  component: 'Dialog.Content',
  render: (props) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content title="标题" {...(props as object)} />
    </Dialog.Root>
  ),
});

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root {...(onOpenChange ? { onOpenChange } : {})}>
      <Dialog.Trigger asChild>
        <Button>打开</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="编辑信息"
        description="修改后立即生效。"
        footer={
          <Dialog.Close asChild>
            <Button>完成</Button>
          </Dialog.Close>
        }
      >
        <input aria-label="名称" />
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens from its trigger with an accessible name and description', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑信息' });
    expect(dialog).toHaveAccessibleDescription('修改后立即生效。');
    expect(await axeViolations()).toEqual([]);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: '打开' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('has a translated close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies the size preset', () => {
    renderWithProviders(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="大" size="lg" />
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'lg');
  });
});
