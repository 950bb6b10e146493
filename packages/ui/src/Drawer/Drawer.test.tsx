import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { describeConformance } from '../test-utils/conformance';
import { axeViolations } from '../test-utils/axe';
import { renderWithProviders } from '../test-utils/render';
import * as Drawer from './Drawer.namespace';

describeConformance({
  component: 'Drawer.Content',
  render: (props) => (
    <Drawer.Root defaultOpen>
      <Drawer.Content title="素材详情" {...(props as object)} />
    </Drawer.Root>
  ),
});

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Drawer.Root {...(onOpenChange ? { onOpenChange } : {})}>
      <Drawer.Trigger asChild>
        <Button>查看</Button>
      </Drawer.Trigger>
      <Drawer.Content
        title="素材详情"
        description="上传于 2026-03-01"
        footer={
          <Drawer.Close asChild>
            <Button>完成</Button>
          </Drawer.Close>
        }
      >
        <input aria-label="名称" />
      </Drawer.Content>
    </Drawer.Root>
  );
}

describe('Drawer', () => {
  it('opens from its trigger as a modal dialog with a name and description', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: '查看' }));
    const drawer = await screen.findByRole('dialog', { name: '素材详情' });
    expect(drawer).toHaveAccessibleDescription('上传于 2026-03-01');
    expect(drawer).toHaveAttribute('data-placement', 'right');
    expect(drawer).toHaveAttribute('data-size', 'md');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(await axeViolations()).toEqual([]);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: '查看' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes from the footer and the translated × button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: '查看' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '查看' }));
    await user.click(await screen.findByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('slides from the left at a size preset, without the × when asked', () => {
    renderWithProviders(
      <Drawer.Root defaultOpen>
        <Drawer.Content title="筛选" placement="left" size="sm" hideCloseButton />
      </Drawer.Root>,
    );
    const drawer = screen.getByRole('dialog', { name: '筛选' });
    expect(drawer).toHaveAttribute('data-placement', 'left');
    expect(drawer).toHaveAttribute('data-size', 'sm');
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });
});
