import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from './StatusTag';
import { statusDictionary, type StatusDictionary } from './statusDictionary';

/** Download/export task status (spec §4) in the API client's `{ value, zh, en, tone? }` shape. */
const downloadStatus = statusDictionary([
  { value: 0, zh: '未开始', en: 'Not started' },
  { value: 1, zh: '进行中', en: 'In progress', tone: 'accent' },
  { value: 2, zh: '已完成', en: 'Finished', tone: 'success' },
  { value: 3, zh: '已取消', en: 'Cancelled' },
  { value: 4, zh: '失败', en: 'Failed', tone: 'danger' },
  { value: 5, zh: '已过期', en: 'Expired', tone: 'warning' },
]);

/** Publish status (spec §4) written directly as a StatusDictionary. */
const publishStatus: StatusDictionary = {
  '1': { label: { zh: '待发布', en: 'Waiting' } },
  '2': { label: { zh: '发布中', en: 'Publishing' }, tone: 'accent' },
  '3': { label: { zh: '发布成功', en: 'Published' }, tone: 'success' },
  '4': { label: { zh: '发布失败', en: 'Failed' }, tone: 'danger' },
  '5': { label: { zh: '已关闭', en: 'Closed' } },
};

const meta = {
  title: 'Components/StatusTag',
  component: StatusTag,
  args: { value: 1, dictionary: downloadStatus },
  argTypes: { value: { control: 'select', options: [0, 1, 2, 3, 4, 5, 9] }, dictionary: { control: false } },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { value: 2, dot: true, size: 'sm' } };

const all = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    {[0, 1, 2, 3, 4, 5].map((v) => (
      <StatusTag key={v} value={v} dictionary={downloadStatus} />
    ))}
    {[1, 2, 3, 4, 5].map((v) => (
      <StatusTag key={`p${v}`} value={v} dictionary={publishStatus} dot={false} />
    ))}
  </div>
);

export const AllStatuses: Story = { tags: ['visual'], render: all };

/** A value missing from the dictionary shows itself in the neutral tone. */
export const UnknownValue: Story = {
  args: { value: 42 },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('42').closest('[data-component="StatusTag"]');
    await expect(tag).toHaveAttribute('data-tone', 'neutral');
    await expect(tag).toHaveAttribute('data-known', 'false');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: all,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In progress')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: all };
