import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { openModal } from '../test-utils/modal';
import { MaterialDetailDialog } from './MaterialDetail';
import {
  audioMaterial,
  expiredMaterial,
  fontMaterial,
  imageMaterial,
  NOW,
  textMaterial,
  useLog,
  videoMaterial,
} from './MaterialDetail.fixtures';

const meta = {
  title: 'Materials/MaterialDetailDialog',
  component: MaterialDetailDialog,
  args: { open: true, onOpenChange: fn(), material: videoMaterial, useLog, now: NOW, onRetry: fn() },
  // Open at rest: each story in its own iframe on the docs page, not stacked over it.
  parameters: { docs: { story: { inline: false, iframeHeight: 680 } } },
} satisfies Meta<typeof MaterialDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A video: the player with its cover, every field, exclusive members and the use log. Not a
 * screenshot story: Chromium animates the player's loading state.
 */
export const Video: Story = {
  args: {
    actions: (
      <>
        <Button>下载</Button>
        <Button variant="danger">删除</Button>
      </>
    ),
  },
};

export const Image: Story = { tags: ['visual'], args: { material: imageMaterial } };

/** Audio with its specific type (背景音乐) from a cloud source. */
export const Audio: Story = { args: { material: audioMaterial } };

/** Text is shown as text: markup in it stays literal. */
export const Text: Story = {
  args: { material: textMaterial },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/<b>不是标签，只是文字<\/b>/)).toBeInTheDocument();
  },
};

/** A font whose file cannot be loaded: the sample falls back to the default font and says so. */
export const FontFallback: Story = {
  args: { material: fontMaterial },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The font's request fails in the network's time, not the test's: a docs page loading its dialog
    // iframes together took over the default second.
    await waitFor(() => expect(body.getByText('字体加载失败，以下为默认字体')).toBeInTheDocument(), { timeout: 5000 });
  },
};

/** Expired (marked) and nearly empty: missing fields read "—". */
export const ExpiredAndSparse: Story = { tags: ['visual'], args: { material: expiredMaterial, useLog: [] } };

export const Loading: Story = { args: { material: null, loading: true } };

export const Failed: Story = {
  args: { material: null, error: true },
  play: async ({ args, canvasElement }) => {
    const body = within(await openModal(canvasElement));
    await userEvent.click(body.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { material: imageMaterial } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Keyboard: Esc closes the dialog. */
export const KeyboardClose: Story = {
  // Open at rest, and its play follows keyboard focus, which the dialog iframes of a docs page take
  // from each other as they load: kept off the docs page (its canvas and the test run show it).
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: '春季新品口播A' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
