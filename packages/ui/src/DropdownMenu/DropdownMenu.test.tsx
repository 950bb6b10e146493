import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { axeViolations } from '../test-utils/axe';
import * as DropdownMenu from './DropdownMenu.namespace';

describeConformance({
  component: 'DropdownMenu.Content',
  render: (props) => (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger>打开</DropdownMenu.Trigger>
      <DropdownMenu.Content {...(props as object)}>
        <DropdownMenu.Item>查看</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
});

function Example({ onSelect, onChecked }: { onSelect?: (v: string) => void; onChecked?: (v: boolean) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button>更多</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>操作</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => onSelect?.('view')}>查看</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.CheckboxItem checked onCheckedChange={(v) => onChecked?.(v === true)}>
          缩略图
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.Item tone="danger" onSelect={() => onSelect?.('delete')}>
          删除
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard and focuses the first item', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    screen.getByRole('button', { name: '更多' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '查看' })).toHaveFocus());
    // The modal menu hides the rest of the page (Radix hideOthers); check the menu itself.
    expect(await axeViolations(screen.getByRole('menu'))).toEqual([]);
  });

  it('runs the chosen item and closes, returning focus', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<Example onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: '更多' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    expect(onSelect).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('marks danger items and keeps the menu open when toggling a checkbox item', async () => {
    const user = userEvent.setup();
    const onChecked = vi.fn();
    renderWithProviders(<Example onChecked={onChecked} />);
    screen.getByRole('button', { name: '更多' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: '删除' })).toHaveAttribute('data-tone', 'danger');
    await user.click(screen.getByRole('menuitemcheckbox', { name: '缩略图' }));
    expect(onChecked).toHaveBeenCalledWith(false);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    const trigger = screen.getByRole('button', { name: '更多' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
