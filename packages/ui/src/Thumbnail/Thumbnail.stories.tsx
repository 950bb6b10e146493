import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Thumbnail } from './Thumbnail';

/** Local, deterministic pictures (no network): SVG gradients as data URLs. */
const picture = (from: string, to: string, w = 160, h = 160) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )}`;
const square = picture('#7fb0ff', '#1a66dd');
const portrait = picture('#ffc078', '#c62a2f', 90, 160);
const broken = 'data:image/png;base64,broken';

const meta = {
  title: 'Components/Thumbnail',
  component: Thumbnail,
  args: { src: square, alt: '门店探访素材' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    ratio: { control: 'inline-radio', options: ['1:1', '16:9', '9:16', '3:4', '4:3'] },
    type: { control: 'inline-radio', options: ['image', 'video'] },
    fit: { control: 'inline-radio', options: ['cover', 'contain'] },
  },
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { type: 'video', durationMs: 65_000, size: 'lg', ratio: '9:16', fit: 'cover' },
};

export const Overview: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
      <Thumbnail src={square} alt="小图" size="sm" />
      <Thumbnail src={square} alt="中图" />
      <Thumbnail src={portrait} alt="竖版视频" type="video" durationMs={125_000} size="lg" ratio="9:16" />
      <Thumbnail src={square} alt="横版视频" type="video" durationMs={9_800} size="lg" ratio="16:9" />
      <Thumbnail alt="没有封面的图片" />
      <Thumbnail alt="没有封面的视频" type="video" durationMs={3_723_000} size="lg" ratio="16:9" />
    </div>
  ),
};

/** A broken URL falls back to the icon, still named. */
export const Broken: Story = {
  args: { src: broken, alt: '已删除的素材' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: '已删除的素材（暂无封面）' })).toBeInTheDocument());
  },
};

const onOpen = fn();

/** Clickable: a button named by the material and its duration, pressed with Enter. */
export const Clickable: Story = {
  args: { type: 'video', durationMs: 65_000, onClick: onOpen, src: portrait, ratio: '9:16' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '门店探访素材，时长 01:05' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { alt: 'Store visit', src: null, type: 'video', durationMs: 65_000, onClick: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Store visit, Duration 01:05' }),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Overview.render! };
