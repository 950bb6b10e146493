import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CoverText } from '../model';
import { PanelState, sampleDocument, sampleFonts, sampleText } from './panels.fixtures';
import { TextPanel } from './TextPanel';

const meta = {
  title: 'Cover editor/Panels/TextPanel',
  component: TextPanel,
  args: {
    document: sampleDocument(),
    selection: ['title'],
    text: sampleText,
    fonts: sampleFonts,
    fontStatus: { zcool: 'loaded', noto: 'loaded', broken: 'failed' },
    onCommand: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: ({ document, selection, text, onCommand, ...args }) => (
    <PanelState
      initial={{ ...document, objects: document.objects.map((o) => (o.id === text.id ? text : o)) }}
      initialSelection={selection}
      onCommand={onCommand}
    >
      {(state) => (
        <TextPanel
          {...args}
          document={state.document}
          selection={state.selection}
          onCommand={state.onCommand}
          text={(state.document.objects.find((o) => o.id === text.id) as CoverText | undefined) ?? text}
        />
      )}
    </PanelState>
  ),
} satisfies Meta<typeof TextPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The chosen brand font is still loading: the field says so. */
export const FontLoading: Story = { args: { fontStatus: { zcool: 'loading', noto: 'loading', broken: 'failed' } } };

/** The chosen brand font failed: the canvas uses the default font and the field says so. */
export const FontFailed: Story = { args: { fontStatus: { zcool: 'failed', noto: 'loaded', broken: 'failed' } } };

/** Stroke and shadow on: their colour and size fields appear. */
export const StrokeAndShadow: Story = {
  args: {
    text: {
      ...sampleText,
      fontKey: null,
      italic: true,
      align: 'left',
      stroke: { color: '#ffffff', width: 4 },
      shadow: { color: '#000000', blur: 12, offsetX: 2, offsetY: 6 },
    },
  },
};

/** Typing a hex colour sends it to the document. */
export const ChangeColour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: '文字颜色' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#d4380d');
    await expect(args.onCommand).toHaveBeenLastCalledWith(
      { type: 'update', changes: [{ id: 'title', patch: { color: '#d4380d' } }] },
      { coalesceKey: 'text:title:color' },
    );
    await expect(canvas.getByLabelText('文字颜色取色器')).toHaveValue('#d4380d');
  },
};

/** Text that is not a hex colour: an error next to the field, nothing sent. */
export const InvalidHex: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: '文字颜色' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#zz{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入有效的十六进制颜色');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { fontStatus: { zcool: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
