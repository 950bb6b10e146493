import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCoverDocument } from '../model';
import { LayersPanel } from './LayersPanel';
import { PanelState, sampleDocument, sampleImage, sampleLogo, sampleSubtitle, sampleText } from './panels.fixtures';

const meta = {
  title: 'Cover editor/Panels/LayersPanel',
  component: LayersPanel,
  args: {
    document: sampleDocument({
      objects: [sampleImage, { ...sampleText, locked: true }, { ...sampleSubtitle, visible: false }, sampleLogo],
    }),
    selection: ['title'],
    onCommand: fn(),
    onSelectionChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: ({ document, selection, onCommand, onSelectionChange }) => (
    <PanelState initial={document} initialSelection={selection} onCommand={onCommand}>
      {(state) => (
        <LayersPanel
          {...state}
          onSelectionChange={(ids) => {
            onSelectionChange(ids);
            state.onSelectionChange(ids);
          }}
        />
      )}
    </PanelState>
  ),
} satisfies Meta<typeof LayersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four layers, top first; 主标题 is selected and locked, 副标题 is hidden. */
export const Default: Story = {};

export const Empty: Story = { args: { document: createCoverDocument(), selection: [] } };

/** Alt+ArrowUp moves the focused layer up one step, keeps focus on it and announces its new place. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const title = canvas.getByRole('button', { name: /^主标题，/ });
    await expect(title).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'reorder', id: 'title', index: 2 }, undefined);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已上移到第 2 层'));
    await expect(canvas.getByRole('button', { name: /^主标题，/ })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: /^主标题，/ })).toHaveAccessibleName(
      '主标题，文字，第 2 层，共 4 层',
    );
  },
};

/** F2 opens the name field; an empty name is refused with an error. */
export const RenameEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^品牌标志，/ }).focus();
    await userEvent.keyboard('{F2}');
    const input = canvas.getByRole('textbox', { name: '图层名称' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('名称不能为空');
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
