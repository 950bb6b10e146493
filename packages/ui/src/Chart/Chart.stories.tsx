import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Chart, type ChartDatum, type ChartSeries } from './Chart';

const week = ['03-01', '03-02', '03-03', '03-04', '03-05', '03-06', '03-07'];
const weekEn = week;

const visits: ChartSeries[] = [
  { name: '访问量', data: [12800, 13400, 12100, 15800, 16900, 21200, 19800] },
  { name: '访客数', data: [8200, 8600, 7900, 10100, 11300, 14600, 13200] },
];
const visitsEn: ChartSeries[] = [
  { name: 'Visits', data: visits[0]!.data },
  { name: 'Visitors', data: visits[1]!.data },
];

const channels = ['抖音', '微信', '小红书', '微博', '官网'];
const ordersByChannel: ChartSeries[] = [
  { name: '新客', data: [420, 310, 260, 120, 90], stack: 'orders' },
  { name: '老客', data: [380, 520, 180, 60, 140], stack: 'orders' },
];

const share: ChartDatum[] = [
  { name: '抖音', value: 4820 },
  { name: '微信', value: 3610 },
  { name: '小红书', value: 2240 },
  { name: '微博', value: 980 },
  { name: '官网', value: 650 },
];

const funnel: ChartDatum[] = [
  { name: '曝光', value: 120000 },
  { name: '点击', value: 36000 },
  { name: '加购', value: 9600 },
  { name: '下单', value: 4200 },
  { name: '支付', value: 3900 },
];

/** 90 days of a weekly-rhythm metric with fixed values, so screenshots do not drift. */
const days = Array.from({ length: 90 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 0, 1 + i));
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
});
const daily: ChartSeries[] = [
  {
    name: 'GMV',
    data: days.map((_, i) => Math.round(1_200_000 + 400_000 * Math.sin(i / 3.5) + i * 9_000)),
  },
];

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: {
    type: 'line',
    title: '访问趋势',
    description: '近 7 天，每日 0 点更新',
    categories: week,
    series: visits,
    valueType: 'count',
    onShowTableChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['line', 'bar', 'pie', 'funnel'] },
    valueType: { control: 'inline-radio', options: ['number', 'count', 'money', 'percent'] },
  },
} satisfies Meta<typeof Chart>;

export default meta;
// The props are a union by `type`; stories typed by the component take any one member's args.
type Story = StoryObj<typeof Chart>;

/** Waits until ECharts (loaded on first mount) has drawn its canvas. */
const drawn = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-part="Plot"] canvas')).not.toBeNull(), {
    timeout: 15_000,
  });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: '访问趋势' })).toBeInTheDocument();
    await drawn(canvasElement);
    // The numbers are in a table for screen readers even while the canvas shows.
    await expect(canvas.getByRole('table', { name: '访问趋势' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { area: false, dataZoom: false, loading: false, height: 320 },
};

export const AreaLine: Story = { args: { area: true } };

export const StackedBar: Story = {
  args: {
    type: 'bar',
    title: '各渠道订单',
    description: '按新老客堆叠',
    categories: channels,
    series: ordersByChannel,
    valueType: 'number',
  },
};

export const HorizontalBar: Story = {
  args: {
    type: 'bar',
    horizontal: true,
    title: '渠道销售额排名',
    description: '单位：元',
    categories: channels,
    series: [{ name: '销售额', data: [1_820_000_00, 1_460_000_00, 980_000_00, 420_000_00, 310_000_00] }],
    valueType: 'money',
  },
};

export const Pie: Story = {
  args: { type: 'pie', title: '订单渠道占比', description: '本月', data: share, valueType: 'number' },
};

export const Funnel: Story = {
  args: { type: 'funnel', title: '购买转化漏斗', description: '本周', data: funnel, valueType: 'count' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: '购买转化漏斗' });
    await expect(within(table).getByRole('cell', { name: '12万' })).toBeInTheDocument();
  },
};

export const WithDataZoom: Story = {
  args: {
    title: '每日成交额',
    description: '2026 年第一季度；拖动下方滑块缩放',
    categories: days,
    series: daily,
    valueType: 'money',
    dataZoom: true,
    area: true,
  },
};

export const Loading: Story = {
  args: { loading: true, categories: [], series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: '访问趋势' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Reloading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { categories: [], series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '查看数据表' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onShowTableChange).toHaveBeenCalledWith(true);
    const table = await canvas.findByRole('table', { name: '访问趋势' });
    await expect(table).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="Plot"]')).not.toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: '03-06' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '2.1万' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Visits',
    description: 'Last 7 days, updated daily at midnight',
    categories: weekEn,
    series: visitsEn,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }));
    await expect(await canvas.findByRole('columnheader', { name: 'Category' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: '2.1w' })[0]).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    type: 'bar',
    categories: channels,
    series: ordersByChannel,
    title: '各渠道订单',
    description: '按新老客堆叠',
    valueType: 'number',
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
};
