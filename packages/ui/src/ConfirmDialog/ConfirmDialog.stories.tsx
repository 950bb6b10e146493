import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    children: '删除后不可恢复，是否确认?',
    trigger: <Button variant="danger">删除</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['warning', 'danger', 'info'] }, trigger: { control: false } },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 8 defaults: title 提示, buttons 确认 and 取消, warning style. */
export const Default: Story = { args: { defaultOpen: true }, tags: ['visual'] };

export const Playground: Story = { args: { defaultOpen: true, tone: 'warning', title: '提示' } };

export const Danger: Story = { args: { defaultOpen: true, tone: 'danger', confirmText: '删除' } };

export const Info: Story = { args: { defaultOpen: true, tone: 'info', children: '确认下载客户端？' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, children: 'This cannot be undone. Continue?' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };

/** An async confirm shows loading and closes when it succeeds. */
export const AsyncSuccess: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    const confirm = within(dialog).getByRole('button', { name: /确认/ });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A failing confirm keeps the dialog open and shows why, as text. */
export const AsyncFailure: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('网络请求失败，请检查网络连接后重试'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('网络请求失败，请检查网络连接后重试');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Keyboard only: open, cancel with Esc, focus returns to the trigger. */
export const KeyboardCancel: Story = {
  // Closed at rest, shown inline in docs, where Storybook does not autoplay: story iframes on a docs
  // page play at once and take keyboard focus from each other, and this play follows focus.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '删除' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
