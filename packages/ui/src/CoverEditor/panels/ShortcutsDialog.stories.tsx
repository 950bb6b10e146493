import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ShortcutsDialog } from './ShortcutsDialog';

const meta = {
  title: 'Cover editor/Panels/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { open: true, onOpenChange: fn(), apple: false },
  // Open at rest: each story in its own iframe on the docs page, not stacked over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 720 } } },
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('row', { name: /撤销/ })).toHaveTextContent('Ctrl+Z');
  },
};

/** On Apple platforms Mod is written ⌘ (and Shift ⇧). */
export const Mac: Story = {
  args: { apple: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('row', { name: /重做/ })).toHaveTextContent('⌘+⇧+Z');
  },
};

export const English: Story = { globals: { locale: 'en' } };
