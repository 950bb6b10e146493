import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5 },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'accent', 'neutral'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { count: 120, max: 99, dot: false, showZero: false, tone: 'danger' } };

export const Overview: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Badge count={3} />
      <Badge count={42} tone="accent" />
      <Badge count={120} />
      <Badge count={0} showZero tone="neutral" />
      <Badge count={7} label="7 个任务进行中">
        <Button>任务中心</Button>
      </Badge>
      <Badge dot>
        <Button>消息</Button>
      </Badge>
    </div>
  ),
};

/** Over the maximum it reads 99+, and the whole number is not announced twice. */
export const OverMax: Story = {
  args: { count: 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('99+')).toHaveLength(2);
  },
};

export const Dot: Story = {
  render: () => (
    <Badge dot>
      <Button>消息</Button>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '消息' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('有新内容')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Badge dot>
      <Button>Messages</Button>
    </Badge>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Overview.render! };
