import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chart } from '../Chart/Chart';
import * as DataScreen from './DataScreen.namespace';
import type { DataScreenRootProps } from './DataScreen';

/** Fourteen days with fixed values, so the story does not drift. */
const days = Array.from({ length: 14 }, (_, i) => `11-${String(7 + i).padStart(2, '0')}`);
const wave = (base: number, step: number) => days.map((_, i) => Math.max(0, Math.round(base + step * Math.sin(i / 2))));

interface Copy {
  figures: string;
  materials: string;
  stored: string;
  added: string;
  vsBefore: string;
  videoTime: string;
  members: string;
  jobs: string;
  running: string;
  perDay: string;
  perDayHint: string;
  byType: string;
  byTypeHint: string;
  byKind: string;
  byKindHint: string;
  types: [string, string, string];
  kinds: string[];
  outcomes: [string, string, string];
}

const zh: Copy = {
  figures: '核心指标',
  materials: '素材总数',
  stored: '占用 3.4 GB',
  added: '近 14 天新增素材',
  vsBefore: '较前 14 天',
  videoTime: '视频总时长',
  members: '成员',
  jobs: '近 14 天任务',
  running: '进行中 6 个',
  perDay: '每日新增素材',
  perDayHint: '按素材类型堆叠',
  byType: '新增素材类型占比',
  byTypeHint: '近 14 天',
  byKind: '任务中心任务',
  byKindHint: '按类型和状态',
  types: ['视频', '图片', '音频'],
  kinds: ['导出', '打标', '合并', '拆分', '批量文案'],
  outcomes: ['进行中', '已完成', '失败'],
};

const en: Copy = {
  figures: 'Key figures',
  materials: 'Materials',
  stored: '3.4 GB stored',
  added: 'New materials, last 14 days',
  vsBefore: 'vs the 14 days before',
  videoTime: 'Video length in all',
  members: 'Members',
  jobs: 'Jobs, last 14 days',
  running: '6 running',
  perDay: 'New materials per day',
  perDayHint: 'Stacked by type',
  byType: 'New materials by type',
  byTypeHint: 'Last 14 days',
  byKind: 'Task-centre jobs',
  byKindHint: 'By kind and status',
  types: ['Video', 'Image', 'Audio'],
  kinds: ['Export', 'Tagging', 'Merge', 'Split', 'Captions'],
  outcomes: ['Running', 'Done', 'Failed'],
};

type Args = DataScreenRootProps & { english?: boolean; loading?: boolean };

/** A data screen as a page builds it: the figures first, then panels of charts. */
function Example({ english = false, loading = false, ...root }: Args) {
  const c = english ? en : zh;
  const perType = [wave(12, 6), wave(20, 9), wave(5, 3)];
  const plot = 'var(--bc-data-screen-plot-height)';
  return (
    <DataScreen.Root {...root}>
      <DataScreen.Figures label={c.figures}>
        <DataScreen.Figure
          label={c.materials}
          value={18_426}
          valueType="count"
          description={c.stored}
          loading={loading}
        />
        <DataScreen.Figure
          label={c.added}
          value={512}
          trend={0.18}
          trendLabel={c.vsBefore}
          accent={2}
          loading={loading}
        />
        <DataScreen.Figure label={c.videoTime} value={5_432_000} valueType="duration" accent={3} loading={loading} />
        <DataScreen.Figure label={c.members} value={38} accent={4} loading={loading} />
        <DataScreen.Figure label={c.jobs} value={64} description={c.running} accent={5} loading={loading} />
      </DataScreen.Figures>
      <DataScreen.Panel span={8}>
        <Chart
          type="line"
          area
          title={c.perDay}
          description={c.perDayHint}
          categories={days}
          series={c.types.map((name, i) => ({ name, data: perType[i]!, stack: 'types' }))}
          valueType="count"
          height={plot}
          loading={loading}
        />
      </DataScreen.Panel>
      <DataScreen.Panel span={4}>
        <Chart
          type="pie"
          title={c.byType}
          description={c.byTypeHint}
          data={c.types.map((name, i) => ({ name, value: perType[i]!.reduce((a, b) => a + b, 0) }))}
          valueType="count"
          height={plot}
          loading={loading}
        />
      </DataScreen.Panel>
      <DataScreen.Panel span={12}>
        <Chart
          type="bar"
          horizontal
          title={c.byKind}
          description={c.byKindHint}
          categories={c.kinds}
          series={c.outcomes.map((name, i) => ({
            name,
            stack: 'jobs',
            data: c.kinds.map(
              (_, k) =>
                [
                  [3, 1, 0, 1, 1],
                  [18, 9, 6, 7, 4],
                  [2, 1, 0, 1, 0],
                ][i]![k]!,
            ),
          }))}
          valueType="count"
          height={plot}
          loading={loading}
        />
      </DataScreen.Panel>
    </DataScreen.Root>
  );
}

const meta = {
  title: 'Templates/DataScreen',
  component: DataScreen.Root,
  subcomponents: { Figures: DataScreen.Figures, Figure: DataScreen.Figure, Panel: DataScreen.Panel },
  render: (args) => <Example {...args} />,
  args: {
    title: '数据大屏',
    subtitle: '星河美妆 · 2026-11-07 至 2026-11-20',
    updatedAt: '2026-11-20 10:01:05',
    refreshIntervalMs: 60_000,
    onRefresh: fn(),
  },
  argTypes: {
    english: { description: 'Story only: the example’s figures and charts in English (switch the toolbar too).' },
    loading: { description: 'Story only: the figures and charts before the first answer.' },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 900 } } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '数据大屏' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '核心指标' })).toBeVisible();
    await expect(canvas.getByText('更新于 10:01:05')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { refreshing: false, allowFullscreen: true, loading: false } };

/** Before the first answer: placeholders in every figure and chart, no time yet. */
export const Loading: Story = { args: { loading: true, updatedAt: null } };

/** A refresh under way: the figures stay, the button spins. */
export const Refreshing: Story = { args: { refreshing: true } };

/** The last refresh failed: the message is announced and the previous figures stay. */
export const RefreshFailed: Story = {
  args: { error: '网络请求失败，请检查网络后重试' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('网络请求失败');
  },
};

/** Without the refresh control (a screen that only refreshes itself). */
export const SelfRefreshingOnly: Story = { args: { onRefresh: undefined } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { english: true, title: 'Data screen', subtitle: 'Galaxy Beauty · 2026-11-07 to 2026-11-20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Updated 10:01:05')).toBeVisible();
    await expect(canvas.getByText('Refreshes every 60 s')).toBeVisible();
  },
};

/** The screen is dark whatever the page's scheme: it carries its own. */
export const OnALightPage: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="DataScreen"]')).toHaveAttribute('data-bc-theme', 'dark');
  },
};
