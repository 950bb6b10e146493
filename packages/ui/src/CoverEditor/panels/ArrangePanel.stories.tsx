import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrangePanel } from './ArrangePanel';
import { sampleDocument } from './panels.fixtures';

const meta = {
  title: 'Cover editor/Panels/ArrangePanel',
  component: ArrangePanel,
  args: { document: sampleDocument(), selection: ['title'], onCommand: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ArrangePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One object: aligned to the canvas; distribution needs three. */
export const OneObject: Story = {};

/** Three objects: aligned to their box, and can be distributed. */
export const Several: Story = {
  args: { selection: ['title', 'subtitle', 'logo'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '垂直等距' }));
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'distribute',
      ids: ['title', 'subtitle', 'logo'],
      axis: 'vertical',
    });
  },
};

export const NothingSelected: Story = { args: { selection: [] } };

export const English: Story = { globals: { locale: 'en' } };
