import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineItem } from './Timeline';

/** An approval trail for a material (fixed times). */
const audit: TimelineItem[] = [
  { key: '1', time: '2026-03-01 09:00', dateTime: '2026-03-01T09:00', title: '王芳 上传素材', tone: 'info' },
  {
    key: '2',
    time: '2026-03-01 10:12',
    dateTime: '2026-03-01T10:12',
    title: '李雷 审核驳回',
    description: '封面含有未授权的商标，请替换后重新提交。',
    tone: 'danger',
  },
  { key: '3', time: '2026-03-02 14:30', dateTime: '2026-03-02T14:30', title: '王芳 重新提交', tone: 'neutral' },
  { key: '4', time: '2026-03-02 16:05', dateTime: '2026-03-02T16:05', title: '李雷 审核通过', tone: 'success' },
];

const auditEn: TimelineItem[] = [
  { key: '1', time: '2026-03-01 09:00', title: 'Fang Wang uploaded the material', tone: 'info' },
  {
    key: '2',
    time: '2026-03-01 10:12',
    title: 'Lei Li rejected it',
    description: 'The cover shows an unlicensed trademark.',
    tone: 'danger',
  },
  { key: '3', time: '2026-03-02 16:05', title: 'Lei Li approved it', tone: 'success' },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  args: { items: audit, 'aria-label': '审核记录' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '审核记录' });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Playground: Story = { args: { pending: false, reverse: false } };

export const Tones: Story = {
  args: {
    items: [
      { key: 'n', title: '普通事件', tone: 'neutral' },
      { key: 'i', title: '进行中的步骤', tone: 'info' },
      { key: 's', title: '审核通过', tone: 'success' },
      { key: 'w', title: '即将过期', tone: 'warning' },
      { key: 'd', title: '发布失败', tone: 'danger' },
    ],
  },
};

/** A trail still in progress: the last item spins. */
export const Pending: Story = {
  args: { items: audit.slice(0, 3), pending: '等待 李雷 审核' },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: '审核记录' })).getAllByRole('listitem');
    await expect(items.at(-1)).toHaveTextContent('等待 李雷 审核');
    await expect(items.at(-1)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Newest first, the in-progress item on top. */
export const Reversed: Story = {
  args: { items: audit.slice(0, 3), pending: true, reverse: true },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: '审核记录' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('进行中…');
    await expect(items[1]).toHaveTextContent('王芳 重新提交');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: auditEn, pending: true, 'aria-label': 'Review history' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { pending: true } };
