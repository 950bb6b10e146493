/**
 * The chart with real ECharts in real Chromium: it draws, follows its container and re-themes.
 * The instance is read back with ECharts' own `getInstanceByDom`, as a host's devtools would.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { dark, light } from '../tokens/semantic';
import { Chart } from './Chart';

afterEach(() => cleanup());

const categories = ['03-01', '03-02', '03-03', '03-04', '03-05'];
const series = [
  { name: '访问量', data: [12800, 13400, 12100, 15800, 16900] },
  { name: '访客数', data: [8200, 8600, 7900, 10100, 11300] },
];

async function setup(width = 600) {
  renderWithProviders(
    <div data-testid="host" style={{ width }}>
      <Chart type="line" title="访问趋势" categories={categories} series={series} height={300} />
    </div>,
  );
  const plot = screen.getByRole('figure', { name: '访问趋势' }).querySelector<HTMLElement>('[data-part="Plot"]')!;
  await waitFor(() => expect(getInstanceByDom(plot)).toBeDefined(), { timeout: 15_000 });
  const chart = getInstanceByDom(plot)!;
  await waitFor(() => expect(chart.getOption()).toHaveProperty('series'));
  return { plot, chart, host: screen.getByTestId('host') };
}

const optionOf = (chart: NonNullable<ReturnType<typeof getInstanceByDom>>) =>
  chart.getOption() as {
    color: string[];
    series: Array<{ type: string; name: string; data: number[] }>;
    xAxis: Array<{ axisLabel: { color: string } }>;
  };

describe('Chart in Chromium', () => {
  it('draws its series on a canvas the size of its box', async () => {
    const { plot, chart } = await setup();
    const canvas = plot.querySelector('canvas');
    expect(canvas).not.toBeNull();
    expect(chart.getWidth()).toBe(600);
    expect(chart.getHeight()).toBe(300);
    expect(optionOf(chart).series.map((s) => [s.type, s.name])).toEqual([
      ['line', '访问量'],
      ['line', '访客数'],
    ]);
    expect(optionOf(chart).color).toEqual(Object.values(light.chart));
  });

  it('resizes when its container does', async () => {
    const { chart, host } = await setup();
    host.style.width = '420px';
    await waitFor(() => expect(chart.getWidth()).toBe(420));
    host.style.width = '700px';
    await waitFor(() => expect(chart.getWidth()).toBe(700));
  });

  it('re-themes the same instance when data-bc-theme flips on <html>', async () => {
    const { plot, chart } = await setup();
    expect(optionOf(chart).xAxis[0]!.axisLabel.color).toBe(light.fg.muted);
    act(() => document.documentElement.setAttribute('data-bc-theme', 'dark'));
    await waitFor(() => expect(optionOf(chart).color).toEqual(Object.values(dark.chart)));
    expect(optionOf(chart).xAxis[0]!.axisLabel.color).toBe(dark.fg.muted);
    expect(getInstanceByDom(plot)).toBe(chart);
    expect(chart.isDisposed()).toBeFalsy();
    act(() => document.documentElement.setAttribute('data-bc-theme', 'light'));
    await waitFor(() => expect(optionOf(chart).color).toEqual(Object.values(light.chart)));
  });

  it('disposes of the instance on unmount', async () => {
    const { chart } = await setup();
    cleanup();
    expect(chart.isDisposed()).toBe(true);
  });
});
