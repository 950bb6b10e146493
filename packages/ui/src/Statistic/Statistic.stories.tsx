import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Statistic } from './Statistic';

const meta = {
  title: 'Components/Statistic',
  component: Statistic,
  args: { label: '访问量', value: 1_284_300, valueType: 'count', trend: 0.124 },
  argTypes: {
    valueType: { control: 'inline-radio', options: ['number', 'count', 'money', 'percent', 'duration'] },
    trendType: { control: 'inline-radio', options: ['percent', 'value'] },
    trendPolarity: { control: 'inline-radio', options: ['positive', 'negative', 'neutral'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Statistic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('128.4万')).toBeVisible();
    await expect(canvas.getByText('较上期上升 12.4%')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    precision: undefined,
    prefix: '',
    suffix: '',
    trendType: 'percent',
    trendPolarity: 'positive',
    size: 'md',
    loading: false,
  },
};

export const Money: Story = {
  args: { label: '销售额', value: 12_345_678, valueType: 'money', prefix: '¥', trend: 0.031 },
};

export const Percent: Story = {
  args: { label: '转化率', value: 0.0325, valueType: 'percent', precision: 2, trend: -0.004 },
};

export const Duration: Story = { args: { label: '平均播放时长', value: 95_000, valueType: 'duration', trend: 0 } };

export const WithSuffix: Story = {
  args: { label: '新增用户', value: 3820, valueType: 'number', suffix: '人', trend: undefined },
};

export const Falling: Story = { args: { trend: -0.082 } };

/** Costs: a rise is bad news, so it shows red. */
export const LowerIsBetter: Story = {
  args: { label: '退款率', value: 0.018, valueType: 'percent', trend: 0.12, trendPolarity: 'negative' },
};

export const ValueTrend: Story = {
  args: {
    label: '销售额',
    value: 12_345_678,
    valueType: 'money',
    trend: -45_600,
    trendType: 'value',
    trendLabel: '较昨日',
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48 }}>
      <Statistic {...args} size="sm" />
      <Statistic {...args} size="md" />
      <Statistic {...args} size="lg" />
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="Statistic"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Visits', trend: -0.034 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('128.4w')).toBeVisible();
    await expect(canvas.getByText('down 3.4%')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Sizes.render };
