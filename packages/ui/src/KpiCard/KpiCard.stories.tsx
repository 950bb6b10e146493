import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KpiCard } from './KpiCard';

const meta = {
  title: 'Components/KpiCard',
  component: KpiCard,
  args: {
    label: '销售额',
    value: 12_345_678,
    valueType: 'money',
    prefix: '¥',
    trend: 0.124,
    description: '统计截至昨日 24:00',
    action: <a href="#sales">详情</a>,
  },
  argTypes: {
    valueType: { control: 'inline-radio', options: ['number', 'count', 'money', 'percent', 'duration'] },
    trendPolarity: { control: 'inline-radio', options: ['positive', 'negative', 'neutral'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof KpiCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('123,456.78')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '详情' })).toBeVisible();
  },
};

export const Playground: Story = { args: { loading: false, trendPolarity: 'positive' } };

export const Minimal: Story = {
  args: {
    label: '新增用户',
    value: 3820,
    valueType: 'number',
    prefix: undefined,
    trend: undefined,
    description: undefined,
    action: undefined,
  },
};

export const Falling: Story = {
  args: { label: '访问量', value: 1_284_300, valueType: 'count', prefix: undefined, trend: -0.082 },
};

export const Loading: Story = { args: { loading: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Sales', description: 'As of midnight yesterday', action: <a href="#sales">Details</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('up 12.4%')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
