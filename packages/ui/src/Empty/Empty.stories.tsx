import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PlusIcon } from '../internal/icons';
import { Empty } from './Empty';

const meta = {
  title: 'Components/Empty',
  component: Empty,
  args: {},
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual'] };

export const Playground: Story = { args: { title: '没有找到素材', description: '换个关键词试试', size: 'md' } };

const onCreate = fn();

export const WithAction: Story = {
  tags: ['visual'],
  args: {
    title: '还没有任务',
    description: '创建第一个视频任务后会显示在这里',
    action: (
      <Button variant="primary" leadingVisual={<PlusIcon />} onClick={onCreate}>
        新建任务
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: '新建任务' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const WithoutIllustration: Story = { args: { illustration: null, description: '暂无记录' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { title: '还没有任务' } };
