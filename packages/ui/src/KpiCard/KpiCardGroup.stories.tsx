import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KpiCard } from './KpiCard';
import { KpiCardGroup } from './KpiCardGroup';

const zh = (
  <>
    <KpiCard label="访问量" value={1_284_300} valueType="count" trend={0.124} description="近 7 天" />
    <KpiCard label="新增用户" value={3820} suffix="人" trend={-0.031} description="近 7 天" />
    <KpiCard
      label="销售额"
      value={12_345_678}
      valueType="money"
      prefix="¥"
      trend={0.052}
      description="统计截至昨日 24:00"
      action={<a href="#sales">详情</a>}
    />
    <KpiCard
      label="退款率"
      value={0.018}
      valueType="percent"
      trend={0.12}
      trendPolarity="negative"
      description="近 30 天"
    />
  </>
);

const en = (
  <>
    <KpiCard label="Visits" value={1_284_300} valueType="count" trend={0.124} description="Last 7 days" />
    <KpiCard label="New users" value={3820} trend={-0.031} description="Last 7 days" />
    <KpiCard
      label="Sales"
      value={12_345_678}
      valueType="money"
      prefix="¥"
      trend={0.052}
      action={<a href="#sales">Details</a>}
    />
    <KpiCard label="Refund rate" value={0.018} valueType="percent" trend={0.12} trendPolarity="negative" />
  </>
);

const meta = {
  title: 'Components/KpiCardGroup',
  component: KpiCardGroup,
  args: { label: '核心指标', minItemWidth: 200, children: zh },
} satisfies Meta<typeof KpiCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '核心指标' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Playground: Story = {};

/** Narrow container: the grid drops to fewer columns instead of squeezing the cards. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 460 }}>{Story()}</div>] };

export const Loading: Story = {
  args: {
    children: ['访问量', '新增用户', '销售额', '退款率'].map((label) => (
      <KpiCard key={label} label={label} value={null} loading />
    )),
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { label: 'Key figures', children: en } };

export const Dark: Story = { globals: { theme: 'dark' } };
