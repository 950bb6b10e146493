import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag, type TagTone } from './Tag';

const tones: TagTone[] = ['neutral', 'accent', 'success', 'warning', 'danger'];

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: '营销视频' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { tone: 'accent', size: 'sm', dot: false } };

const toneLabels: Record<TagTone, string> = {
  neutral: '默认',
  accent: '进行中',
  success: '已完成',
  warning: '已过期',
  danger: '失败',
};

export const Tones: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Tag key={tone} tone={tone}>
          {toneLabels[tone]}
        </Tag>
      ))}
      {tones.map((tone) => (
        <Tag key={`${tone}-dot`} tone={tone} dot size="md">
          {toneLabels[tone]}
        </Tag>
      ))}
    </div>
  ),
};

function ClosableDemo({ onClose }: { onClose: (label: string) => void }) {
  const [tags, setTags] = useState(['美妆', '门店探访', '新品']);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {tags.map((tag) => (
        <Tag
          key={tag}
          tone="accent"
          onClose={() => {
            onClose(tag);
            setTags((list) => list.filter((t) => t !== tag));
          }}
        >
          {tag}
        </Tag>
      ))}
    </div>
  );
}

const onClose = fn();

/** Tab to a tag's × and press Enter to remove it. */
export const Closable: Story = {
  render: () => <ClosableDemo onClose={onClose} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '移除 美妆' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClose).toHaveBeenCalledWith('美妆');
    await expect(canvas.queryByText('美妆')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Marketing', onClose: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Marketing' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render! };
