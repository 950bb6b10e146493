import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportDialog } from './ExportDialog';

const meta = {
  title: 'Cover editor/Panels/ExportDialog',
  component: ExportDialog,
  args: { open: true, onOpenChange: fn(), width: 1080, height: 1440, onExport: fn(async () => {}) },
  // Open at rest: each story in its own iframe on the docs page, not stacked over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 500 } } },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Png: Story = {};

/** JPEG adds the quality field (10–100 %, 92 % by default). */
export const Jpeg: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('radio', { name: 'JPEG' }));
    await expect(body.getByRole('spinbutton', { name: '图片质量 (%)' })).toHaveValue('92');
    await userEvent.click(body.getByRole('button', { name: '导出' }));
    await expect(args.onExport).toHaveBeenCalledWith({ format: 'jpeg', quality: 0.92 });
  },
};

/** The export fails: the message shows in the dialog, which stays open with JPEG still chosen. */
export const Error: Story = {
  args: { onExport: fn(async () => Promise.reject(new globalThis.Error('内存不足'))) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('radio', { name: 'JPEG' }));
    await userEvent.click(body.getByRole('button', { name: '导出' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('导出失败：内存不足');
    await expect(body.getByRole('radio', { name: 'JPEG' })).toBeChecked();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: 'en' } };
