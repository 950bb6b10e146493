import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackgroundPanel } from './BackgroundPanel';
import { PanelState, sampleDocument } from './panels.fixtures';

const picked = {
  src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  width: 1,
  height: 1,
};

const meta = {
  title: 'Cover editor/Panels/BackgroundPanel',
  component: BackgroundPanel,
  args: {
    document: sampleDocument({ background: { kind: 'color', color: '#fff1e6' } }),
    selection: [],
    onCommand: fn(),
    onPickImage: fn(async () => ({ ...picked, materialId: 7 })),
    onUploadImage: fn(async () => picked),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: ({ document, selection, onCommand, ...args }) => (
    <PanelState initial={document} initialSelection={selection} onCommand={onCommand}>
      {(state) => <BackgroundPanel {...args} {...state} />}
    </PanelState>
  ),
} satisfies Meta<typeof BackgroundPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {};

export const Gradient: Story = {
  args: {
    document: sampleDocument({
      background: {
        kind: 'gradient',
        angle: 135,
        stops: [
          { offset: 0, color: '#ff7a45' },
          { offset: 0.5, color: '#ffc53d' },
          { offset: 1, color: '#36cfc9' },
        ],
      },
    }),
  },
};

export const Image: Story = {
  args: {
    document: sampleDocument({
      background: { kind: 'image', src: picked.src, fit: 'contain', focusX: 0.5, focusY: 0.3, color: '#1f2329' },
    }),
  },
};

/** Choosing 图片 shows the upload and library buttons; the library image becomes the background. */
export const PickFromLibrary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '图片' }));
    await expect(args.onCommand).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '从素材库选择' }));
    await expect(await canvas.findByRole('radio', { name: '铺满' })).toBeChecked();
    await expect(args.onCommand).toHaveBeenCalledWith(
      {
        type: 'background',
        background: {
          kind: 'image',
          src: picked.src,
          fit: 'cover',
          focusX: 0.5,
          focusY: 0.5,
          color: '#fff1e6',
          materialId: 7,
        },
      },
      undefined,
    );
  },
};

/** A file over 20 MB is refused next to the upload button. */
export const UploadTooLarge: Story = {
  args: {
    document: sampleDocument({
      background: { kind: 'image', ...picked, fit: 'cover', focusX: 0.5, focusY: 0.5, color: '#ffffff' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('图片不能超过 20 MB');
    await expect(args.onUploadImage).not.toHaveBeenCalled();
  },
};

export const English: Story = { ...Gradient, globals: { locale: 'en' } };

export const Dark: Story = { ...Gradient, globals: { theme: 'dark' } };
