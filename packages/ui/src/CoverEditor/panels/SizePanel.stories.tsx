import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PanelState, sampleDocument } from './panels.fixtures';
import { SizePanel } from './SizePanel';

const meta = {
  title: 'Cover editor/Panels/SizePanel',
  component: SizePanel,
  args: { document: sampleDocument(), selection: [], onCommand: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: ({ document, selection, onCommand }) => (
    <PanelState initial={document} initialSelection={selection} onCommand={onCommand}>
      {(state) => <SizePanel {...state} />}
    </PanelState>
  ),
} satisfies Meta<typeof SizePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3:4 is the current preset. */
export const Default: Story = {};

export const Custom: Story = { args: { document: sampleDocument({ width: 1200, height: 800 }) } };

/** A width under 100 px: an error next to the field, nothing sent. */
export const CustomInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const width = canvas.getByRole('spinbutton', { name: '宽度 (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '50');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入 100–4096 之间的数值');
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: 'en' } };
