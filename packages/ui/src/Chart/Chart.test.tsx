import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { renderWithProviders } from '../test-utils/render';
import { dark, light } from '../tokens/semantic';
import { Chart } from './Chart';
import { withAlpha } from './chartOption';
import type { ChartOption } from './echarts';

/** A stand-in for the ECharts chunk: the chart code never runs in happy-dom. */
const instances = vi.hoisted(
  () =>
    [] as Array<{
      setOption: ReturnType<typeof vi.fn>;
      resize: ReturnType<typeof vi.fn>;
      dispose: ReturnType<typeof vi.fn>;
    }>,
);
vi.mock('./echarts', () => ({
  createChart: vi.fn(() => {
    const instance = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
    instances.push(instance);
    return instance;
  }),
}));

const { createChart } = await import('./echarts');

beforeEach(() => {
  instances.length = 0;
  vi.mocked(createChart).mockClear();
});
afterEach(() => {
  document.documentElement.removeAttribute('data-bc-theme');
});

const categories = ['周一', '周二', '周三'];
const series = [
  { name: '访问量', data: [12000, null, 35000] },
  { name: '下单量', data: [300, 420, 510] },
];

/** The option last given to the only chart instance. */
async function lastOption(): Promise<ChartOption & Record<string, unknown>> {
  await waitFor(() => expect(instances[0]?.setOption).toHaveBeenCalled());
  return instances[0]!.setOption.mock.lastCall![0];
}

describeConformance({
  component: 'Chart',
  render: (props) => (
    <Chart type="line" title="访问趋势" categories={categories} series={series} {...(props as object)} />
  ),
});

describe('Chart', () => {
  it('is a figure named by its title and described by its description', () => {
    renderWithProviders(
      <Chart type="line" title="访问趋势" description="近 7 天" categories={categories} series={series} />,
    );
    const figure = screen.getByRole('figure', { name: '访问趋势' });
    expect(figure).toHaveAccessibleDescription('近 7 天');
    expect(figure.querySelector('[data-part="Plot"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts the same numbers in one table, categories by series, formatted by valueType', () => {
    renderWithProviders(
      <Chart type="bar" title="访问趋势" categories={categories} series={series} valueType="count" />,
    );
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(1);
    const table = screen.getByRole('table', { name: '访问趋势' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['类别', '访问量', '下单量'],
      ['周一', '1.2万', '300'],
      ['周二', '-', '420'],
      ['周三', '3.5万', '510'],
    ]);
    expect(within(table).getByRole('rowheader', { name: '周一' })).toBeInTheDocument();
  });

  it('lists name and value for a pie, in money from fen', () => {
    renderWithProviders(
      <Chart
        type="pie"
        title="渠道占比"
        valueType="money"
        data={[
          { name: '抖音', value: 123456 },
          { name: '微信', value: 5000 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '渠道占比' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['名称数值', '抖音1,234.56', '微信50.00']);
  });

  it('prints with valueFormat when given, in the table and on the chart', async () => {
    const valueFormat = (v: number) => `${v} 次`;
    renderWithProviders(
      <Chart type="funnel" title="转化漏斗" valueFormat={valueFormat} data={[{ name: '曝光', value: 1000 }]} />,
    );
    expect(screen.getByRole('cell', { name: '1000 次' })).toBeInTheDocument();
    const option = await lastOption();
    const funnel = (option.series as Array<{ label: { formatter: (p: object) => string } }>)[0]!;
    expect(funnel.label.formatter({ name: '曝光', value: 1000 })).toBe('曝光 1000 次');
  });

  it('speaks English in English', () => {
    renderWithProviders(<Chart type="line" title="Visits" categories={categories} series={series} />, {
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: 'View as table' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
  });

  describe('the table toggle', () => {
    it('shows the table instead of the canvas and back, by mouse and keyboard', async () => {
      const user = userEvent.setup();
      const onShowTableChange = vi.fn();
      renderWithProviders(
        <Chart
          type="line"
          title="访问趋势"
          categories={categories}
          series={series}
          onShowTableChange={onShowTableChange}
          data-testid="chart"
        />,
      );
      const toggle = screen.getByRole('button', { name: '查看数据表' });
      const plot = screen.getByTestId('chart').querySelector('[data-part="Plot"]');
      const frame = screen.getByTestId('chart').querySelector('[data-part="TableFrame"]');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(frame).toHaveAttribute('data-visible', 'false');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(plot).not.toBeVisible();
      expect(frame).toHaveAttribute('data-visible', 'true');
      expect(screen.getAllByRole('table')).toHaveLength(1);
      expect(onShowTableChange).toHaveBeenLastCalledWith(true);

      toggle.focus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(plot).toBeVisible();
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });

    it('can be controlled', async () => {
      const user = userEvent.setup();
      const onShowTableChange = vi.fn();
      renderWithProviders(
        <Chart
          type="line"
          title="访问趋势"
          categories={categories}
          series={series}
          showTable
          onShowTableChange={onShowTableChange}
        />,
      );
      const toggle = screen.getByRole('button', { name: '查看数据表' });
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await user.click(toggle);
      expect(onShowTableChange).toHaveBeenCalledWith(false);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });

    it('starts the chart only when the canvas is first shown', async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <Chart type="line" title="访问趋势" categories={categories} series={series} defaultShowTable />,
      );
      await act(() => import('./echarts'));
      expect(createChart).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: '查看数据表' }));
      await waitFor(() => expect(createChart).toHaveBeenCalledTimes(1));
    });
  });

  describe('given no data', () => {
    it.each([
      ['no categories', { type: 'line', categories: [], series }],
      ['only gaps', { type: 'bar', categories, series: [{ name: '访问量', data: [null, null, null] }] }],
      ['no slices', { type: 'pie', data: [] }],
      ['a pie of zeros', { type: 'pie', data: [{ name: '抖音', value: 0 }] }],
      ['no stages', { type: 'funnel', data: [] }],
    ] as const)('shows the empty state for %s, without a table, toggle or chart', async (_, data) => {
      renderWithProviders(<Chart title="访问趋势" {...data} data-testid="chart" />);
      expect(screen.getByTestId('chart')).toHaveAttribute('data-state', 'empty');
      expect(screen.getByText('暂无数据')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      await act(() => import('./echarts'));
      expect(createChart).not.toHaveBeenCalled();
    });

    it('takes its own empty sentence', () => {
      renderWithProviders(<Chart type="pie" title="渠道占比" data={[]} emptyDescription="所选时段无订单" />);
      expect(screen.getByText('所选时段无订单')).toBeInTheDocument();
    });
  });

  describe('while loading', () => {
    it('shows a placeholder and is busy when there is no data yet', () => {
      renderWithProviders(<Chart type="line" title="访问趋势" categories={[]} series={[]} loading data-testid="c" />);
      const figure = screen.getByRole('figure', { name: '访问趋势' });
      expect(figure).toHaveAttribute('aria-busy', 'true');
      expect(figure.querySelector('[data-component="Skeleton"]')).toBeInTheDocument();
      expect(screen.queryByText('暂无数据')).toBeNull();
      expect(screen.getByText('加载中')).toBeInTheDocument();
    });

    it('veils the last chart and keeps its table', () => {
      renderWithProviders(<Chart type="line" title="访问趋势" categories={categories} series={series} loading />);
      const figure = screen.getByRole('figure', { name: '访问趋势' });
      expect(figure).toHaveAttribute('aria-busy', 'true');
      expect(figure.querySelector('[data-part="Loading"]')).toBeInTheDocument();
      expect(screen.getByRole('table')).toBeInTheDocument();
    });
  });

  describe('options given to ECharts', () => {
    it('line: categories, series with gaps, stacks, area and themed palette', async () => {
      renderWithProviders(
        <Chart
          type="line"
          title="访问趋势"
          categories={categories}
          series={[{ ...series[0]!, stack: 'all' }, series[1]!]}
          area
        />,
      );
      const option = await lastOption();
      expect(option.xAxis).toMatchObject({ type: 'category', data: categories });
      expect(option.yAxis).toMatchObject({ type: 'value' });
      expect(option.series).toMatchObject([
        { type: 'line', name: '访问量', data: [12000, null, 35000], stack: 'all', areaStyle: {} },
        { type: 'line', name: '下单量', data: [300, 420, 510] },
      ]);
      expect(option.legend).toMatchObject({ show: true });
      expect(option.color).toEqual(Object.values(light.chart));
      expect(option.dataZoom).toEqual([]);
    });

    it('bar: horizontal swaps the axes; dataZoom adds inside and slider zoom on the categories', async () => {
      renderWithProviders(
        <Chart type="bar" title="渠道排名" categories={categories} series={[series[1]!]} horizontal dataZoom />,
      );
      const option = await lastOption();
      expect(option.xAxis).toMatchObject({ type: 'value' });
      expect(option.yAxis).toMatchObject({ type: 'category', data: categories, inverse: true });
      expect(option.series).toMatchObject([{ type: 'bar', name: '下单量' }]);
      expect(option.dataZoom).toMatchObject([
        { type: 'inside', yAxisIndex: 0 },
        { type: 'slider', yAxisIndex: 0, orient: 'vertical' },
      ]);
      expect(option.legend).toMatchObject({ show: false });
    });

    it('money: ticks in whole yuan with 万, tooltip with fen to two decimals', async () => {
      renderWithProviders(
        <Chart
          type="bar"
          title="销售额"
          categories={categories}
          series={[{ name: '销售额', data: [2_500_000, 0, 1] }]}
          valueType="money"
        />,
      );
      const option = await lastOption();
      const tick = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
      expect(tick(2_500_000)).toBe('2.5万');
      expect(tick(150_000)).toBe('1,500');
      expect((option.tooltip as { valueFormatter: (v: unknown) => string }).valueFormatter(2_500_000)).toBe(
        '25,000.00',
      );
      expect((option.tooltip as { valueFormatter: (v: unknown) => string }).valueFormatter(null)).toBe('-');
    });

    it('pie and funnel: name/value data, item tooltips, formatted values', async () => {
      const data = [
        { name: '曝光', value: 10000 },
        { name: '点击', value: 2500 },
      ];
      const { rerender } = renderWithProviders(<Chart type="pie" title="占比" data={data} valueType="count" />);
      let option = await lastOption();
      expect(option.series).toMatchObject([{ type: 'pie', data }]);
      expect(option.tooltip).toMatchObject({ trigger: 'item' });
      expect((option.tooltip as { valueFormatter: (v: unknown) => string }).valueFormatter(10000)).toBe('1万');

      rerender(<Chart type="funnel" title="占比" data={data} valueType="count" />);
      option = await lastOption();
      expect(option.series).toMatchObject([{ type: 'funnel', sort: 'none', data }]);
      expect(instances[0]!.setOption.mock.lastCall![1]).toEqual({ notMerge: true });
    });

    it('merges a data update into the same chart, and does not redraw for an equal re-render', async () => {
      const { rerender } = renderWithProviders(
        <Chart type="line" title="访问趋势" categories={categories} series={series} />,
      );
      await lastOption();
      rerender(<Chart type="line" title="访问趋势" categories={[...categories]} series={[...series]} />);
      expect(instances[0]!.setOption).toHaveBeenCalledTimes(1);
      rerender(<Chart type="line" title="访问趋势" categories={categories} series={[series[1]!]} />);
      await waitFor(() => expect(instances[0]!.setOption).toHaveBeenCalledTimes(2));
      expect(instances[0]!.setOption.mock.lastCall![1]).toEqual({ replaceMerge: ['series'] });
      expect(createChart).toHaveBeenCalledTimes(1);
    });

    it('re-themes the same chart when data-bc-theme flips on <html>', async () => {
      renderWithProviders(<Chart type="line" title="访问趋势" categories={categories} series={series} />);
      await lastOption();
      act(() => document.documentElement.setAttribute('data-bc-theme', 'dark'));
      await waitFor(() => expect(instances[0]!.setOption).toHaveBeenCalledTimes(2));
      const option = await lastOption();
      expect(option.color).toEqual(Object.values(dark.chart));
      expect(createChart).toHaveBeenCalledTimes(1);
    });
  });

  it('disposes the chart on unmount', async () => {
    const { unmount } = renderWithProviders(
      <Chart type="line" title="访问趋势" categories={categories} series={series} />,
    );
    await lastOption();
    unmount();
    expect(instances[0]!.dispose).toHaveBeenCalledTimes(1);
  });
});

describe('withAlpha', () => {
  it('turns #rrggbb into rgba and leaves other colours alone', () => {
    expect(withAlpha('#1a66dd', 0.2)).toBe('rgba(26, 102, 221, 0.2)');
    expect(withAlpha('rgb(1, 2, 3)', 0.2)).toBe('rgb(1, 2, 3)');
  });
});
