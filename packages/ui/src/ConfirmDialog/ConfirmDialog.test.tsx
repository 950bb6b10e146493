import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { axeViolations } from '../test-utils/axe';
import { renderWithProviders } from '../test-utils/render';
import { ConfirmDialog } from './ConfirmDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '删除' }));
  return screen.findByRole('alertdialog');
};

describe('ConfirmDialog', () => {
  it('uses the spec defaults: title 提示, buttons 确认 and 取消, warning tone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmDialog trigger={<Button>删除</Button>}>删除后不可恢复，是否确认?</ConfirmDialog>);
    const dialog = await open(user);
    expect(dialog).toHaveAccessibleName('提示');
    expect(dialog).toHaveAccessibleDescription('删除后不可恢复，是否确认?');
    expect(dialog).toHaveAttribute('data-tone', 'warning');
    expect(within(dialog).getByRole('button', { name: '确认' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('speaks English when the locale is en', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmDialog trigger={<Button>删除</Button>}>Sure?</ConfirmDialog>, { locale: 'en' });
    const dialog = await open(user);
    expect(dialog).toHaveAccessibleName('Notice');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('closes after a synchronous confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog trigger={<Button>删除</Button>} onConfirm={onConfirm}>
        ?
      </ConfirmDialog>,
    );
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  describe('given an async confirm', () => {
    it('shows loading, refuses to close while pending, then closes on success', async () => {
      const user = userEvent.setup();
      const job = deferred();
      renderWithProviders(
        <ConfirmDialog trigger={<Button>删除</Button>} onConfirm={() => job.promise}>
          ?
        </ConfirmDialog>,
      );
      const dialog = await open(user);
      const confirm = within(dialog).getByRole('button', { name: /确认/ });
      await user.click(confirm);
      expect(confirm).toHaveAttribute('aria-busy', 'true');
      expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      job.resolve();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it('stays open and shows the error message as text on failure', async () => {
      const user = userEvent.setup();
      const job = deferred();
      renderWithProviders(
        <ConfirmDialog trigger={<Button>删除</Button>} onConfirm={() => job.promise}>
          ?
        </ConfirmDialog>,
      );
      const dialog = await open(user);
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      job.reject(new Error('<b>权限不足</b>'));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('<b>权限不足</b>');
      expect(alert.querySelector('b')).toBeNull();
      expect(within(dialog).getByRole('button', { name: '确认' })).not.toHaveAttribute('aria-busy');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    });

    it('falls back to a generic message when the error has none', async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <ConfirmDialog trigger={<Button>删除</Button>} onConfirm={() => Promise.reject(new Error(''))}>
          ?
        </ConfirmDialog>,
      );
      const dialog = await open(user);
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('操作失败，请重试');
    });
  });

  it('cancels with Escape, calling onCancel and returning focus', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog trigger={<Button>删除</Button>} onCancel={onCancel} onConfirm={onConfirm}>
        ?
      </ConfirmDialog>,
    );
    await open(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '删除' })).toHaveFocus();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <ConfirmDialog open onOpenChange={onOpenChange}>
        ?
      </ConfirmDialog>,
    );
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
