import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CoverImage } from '../model';
import { ImagePanel } from './ImagePanel';
import { PanelState, sampleDocument, sampleImage } from './panels.fixtures';

const meta = {
  title: 'Cover editor/Panels/ImagePanel',
  component: ImagePanel,
  args: { document: sampleDocument(), selection: ['photo'], image: sampleImage, onCommand: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: ({ document, selection, image, onCommand }) => (
    <PanelState
      initial={{ ...document, objects: document.objects.map((o) => (o.id === image.id ? image : o)) }}
      initialSelection={selection}
      onCommand={onCommand}
    >
      {(state) => (
        <ImagePanel
          {...state}
          image={(state.document.objects.find((o) => o.id === image.id) as CoverImage | undefined) ?? image}
        />
      )}
    </PanelState>
  ),
} satisfies Meta<typeof ImagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CroppedAndFlipped: Story = {
  args: { image: { ...sampleImage, crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.6 }, flipX: true, rotation: 15 } },
};

/** A crop that would leave the image: an error next to the field, nothing sent. */
export const InvalidCrop: Story = {
  args: { image: { ...sampleImage, crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.6 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const height = canvas.getByRole('spinbutton', { name: '裁剪高度 (%)' });
    await userEvent.clear(height);
    await userEvent.type(height, '90');
    await expect(canvas.getByRole('alert')).toHaveTextContent('裁剪区域不能超出图片');
    await expect(args.onCommand).not.toHaveBeenCalledWith(
      expect.objectContaining({
        changes: [{ id: 'photo', patch: { crop: expect.objectContaining({ height: 0.9 }) } }],
      }),
      expect.anything(),
    );
  },
};

export const English: Story = { globals: { locale: 'en' } };
