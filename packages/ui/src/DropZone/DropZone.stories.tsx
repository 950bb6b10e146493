import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragFiles, dropFiles } from '../test-utils/dragFiles';
import { DropZone } from './DropZone';

const IMAGES = ['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png'];
const png = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const meta = {
  title: 'Components/DropZone',
  component: DropZone,
  args: { onFiles: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    accept: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { accept: IMAGES, maxSize: 2 * 1024 * 1024, multiple: true, maxFiles: 9, size: 'md' },
};

/** Allowed types, size and count are spelled out under the title. */
export const ImagesOnly: Story = {
  tags: ['visual'],
  args: { accept: IMAGES, maxSize: 10 * 1024 * 1024, multiple: true, maxFiles: 9 },
};

/** Rejected files are listed next to the zone, each with a translated reason. */
export const Rejected: Story = {
  tags: ['visual'],
  args: { accept: IMAGES, maxSize: 2048, multiple: true, maxFiles: 2 },
  play: async ({ canvasElement, args }) => {
    const root = canvasElement.querySelector('[data-component="DropZone"]')!;
    const ok = png('封面.png');
    dropFiles(root, [
      ok,
      new File(['x'], 'notes.png', { type: 'text/plain' }),
      png('海报-大图.png', 4096),
      png('second.png'),
      png('third.png'),
    ]);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('notes.png：文件类型不支持')).toBeVisible();
    await expect(canvas.getByText('海报-大图.png：文件大小超过 2.0 KB')).toBeVisible();
    await expect(canvas.getByText('third.png：超出数量限制，最多 2 个文件')).toBeVisible();
    await expect(args.onFiles).toHaveBeenCalledWith([ok, expect.any(File)], expect.any(Array));
  },
};

/** While files are dragged over it the zone highlights (`data-state="dragging"`). */
export const Dragging: Story = {
  args: { accept: IMAGES },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="DropZone"]')!;
    dragFiles(root, 'dragenter');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'dragging'));
    await expect(within(canvasElement).getByRole('button', { name: '松开鼠标即可添加文件' })).toBeVisible();
  },
};

export const Disabled: Story = { args: { accept: IMAGES, disabled: true } };

/** The compact single-line zone used by the avatar picker. */
export const Small: Story = { args: { size: 'sm', accept: IMAGES, hint: false } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { accept: IMAGES, maxSize: 2048, multiple: true },
  play: async ({ canvasElement }) => {
    dropFiles(canvasElement.querySelector('[data-component="DropZone"]')!, [
      new File(['x'], 'a.gif', { type: 'image/gif' }),
    ]);
    await expect(await within(canvasElement).findByText('a.gif: File type not allowed')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { accept: IMAGES, maxSize: 2048, multiple: true },
  play: async ({ canvasElement }) => {
    dropFiles(canvasElement.querySelector('[data-component="DropZone"]')!, [png('big.png', 4096)]);
    await expect(await within(canvasElement).findByText('big.png：文件大小超过 2.0 KB')).toBeVisible();
  },
};

/** Keyboard only: Tab reaches the zone; Enter and Space open the file picker. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const openPicker = fn();
    // Stand in for the native picker, which a test cannot drive.
    input.click = openPicker;
    await userEvent.tab();
    const zone = within(canvasElement).getByRole('button', { name: '点击或将文件拖拽到此处上传' });
    await expect(zone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(openPicker).toHaveBeenCalledTimes(2);
  },
};
