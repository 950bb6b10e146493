/**
 * Turns the declarative `Chart` props into an ECharts option. Pure: the theme colours, the value
 * formatter and the motion preference come in as arguments, so it is tested without a canvas.
 * It imports ECharts' option *types* only (erased at build); the runtime stays in `./echarts`.
 */
import type { ChartDatum, ChartSeries } from './Chart';
import type { ChartOption } from './echarts';

/** The chart's data, normalised from the props. */
export type ChartSpec =
  | {
      kind: 'cartesian';
      type: 'line' | 'bar';
      categories: readonly string[];
      series: readonly ChartSeries[];
      area: boolean;
      horizontal: boolean;
      dataZoom: boolean;
    }
  | { kind: 'items'; type: 'pie' | 'funnel'; data: readonly ChartDatum[] };

/** Colours resolved from the `--bc-*` variables of the current scheme. */
export interface ChartTheme {
  /** Axis labels, legend. */
  text: string;
  /** Data labels, tooltip text. */
  textStrong: string;
  /** Axis lines and ticks, tooltip border. */
  axisLine: string;
  /** Grid lines. */
  splitLine: string;
  /** The surface the chart sits on (slice borders, tooltip background). */
  surface: string;
  /** Data zoom handles and selection. */
  accent: string;
  /** Inactive legend paging arrows. */
  disabled: string;
  fontFamily: string;
  /** Categorical series colours, in order. */
  palette: readonly string[];
}

/** True when the chart has nothing to draw: the empty state is shown instead. */
export function isEmptySpec(spec: ChartSpec): boolean {
  if (spec.kind === 'items') {
    return spec.type === 'pie'
      ? !spec.data.some((d) => Number.isFinite(d.value) && d.value > 0)
      : spec.data.length === 0;
  }
  return (
    spec.categories.length === 0 ||
    !spec.series.some((s) => s.data.some((v) => typeof v === 'number' && Number.isFinite(v)))
  );
}

/** `#rrggbb` with an alpha, for translucent fills; other colour syntaxes are returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return color;
  const [r, g, b] = match.slice(1).map((h) => parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const LEGEND_HEIGHT = 32;

/**
 * Builds the ECharts option for a spec. Series carry stable ids so updates merge instead of re-entering.
 * `format` prints values (tooltip, labels); `axisFormat` prints the value axis's ticks.
 */
export function buildChartOption(
  spec: ChartSpec,
  theme: ChartTheme,
  format: (value: number) => string,
  animation: boolean,
  axisFormat: (value: number) => string = format,
): ChartOption {
  const formatValue = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? format(value) : '-');
  const common = {
    animation,
    backgroundColor: 'transparent',
    color: [...theme.palette],
    textStyle: { color: theme.text, fontFamily: theme.fontFamily },
  };
  const tooltipBase = {
    confine: true,
    backgroundColor: theme.surface,
    borderColor: theme.axisLine,
    textStyle: { color: theme.textStrong, fontFamily: theme.fontFamily },
    valueFormatter: (value: unknown) => formatValue(value),
  };

  if (spec.kind === 'items') {
    const legend = {
      type: 'scroll' as const,
      top: 0,
      textStyle: { color: theme.text },
      pageTextStyle: { color: theme.text },
      pageIconColor: theme.accent,
      pageIconInactiveColor: theme.disabled,
    };
    const data = spec.data.map((d) => ({ name: d.name, value: d.value }));
    const label = { color: theme.textStrong, textBorderWidth: 0 };
    return {
      ...common,
      legend,
      tooltip: { ...tooltipBase, trigger: 'item' },
      series: [
        spec.type === 'pie'
          ? {
              id: 'pie',
              type: 'pie',
              radius: ['40%', '68%'],
              center: ['50%', '56%'],
              stillShowZeroSum: false,
              itemStyle: { borderColor: theme.surface, borderWidth: 2 },
              label: { ...label, formatter: '{b} {d}%' },
              labelLine: { lineStyle: { color: theme.axisLine } },
              data,
            }
          : {
              id: 'funnel',
              type: 'funnel',
              sort: 'none',
              top: LEGEND_HEIGHT + 8,
              bottom: 8,
              left: '8%',
              width: '62%',
              gap: 2,
              itemStyle: { borderColor: theme.surface, borderWidth: 1 },
              label: {
                ...label,
                position: 'right',
                formatter: (p: { name: string; value?: unknown }) => `${p.name} ${formatValue(p.value)}`,
              },
              labelLine: { lineStyle: { color: theme.axisLine } },
              data,
            },
      ],
    };
  }

  const { type, categories, series, area, horizontal, dataZoom } = spec;
  const withLegend = series.length > 1;
  const categoryAxis = {
    type: 'category' as const,
    data: [...categories],
    boundaryGap: type === 'bar',
    axisLine: { lineStyle: { color: theme.axisLine } },
    axisTick: { lineStyle: { color: theme.axisLine }, alignWithLabel: true },
    axisLabel: { color: theme.text, hideOverlap: true },
    ...(horizontal ? { inverse: true } : {}),
  };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: { color: theme.text, formatter: (value: number) => axisFormat(value), hideOverlap: true },
    splitLine: { lineStyle: { color: theme.splitLine } },
  };
  const zoomAxis = horizontal ? { yAxisIndex: 0 } : { xAxisIndex: 0 };
  const slider = {
    type: 'slider' as const,
    ...zoomAxis,
    ...(horizontal
      ? { orient: 'vertical' as const, right: 8, top: withLegend ? LEGEND_HEIGHT + 8 : 16, bottom: 16, width: 18 }
      : { left: 48, right: 24, bottom: 8, height: 18 }),
    borderColor: theme.axisLine,
    backgroundColor: 'transparent',
    fillerColor: withAlpha(theme.accent, 0.15),
    textStyle: { color: theme.text },
    handleStyle: { color: theme.surface, borderColor: theme.accent },
    moveHandleStyle: { color: theme.accent },
    dataBackground: { lineStyle: { color: theme.axisLine }, areaStyle: { color: theme.splitLine } },
    selectedDataBackground: { lineStyle: { color: theme.accent }, areaStyle: { color: withAlpha(theme.accent, 0.2) } },
    brushSelect: false,
  };

  return {
    ...common,
    grid: {
      left: 8,
      right: dataZoom && horizontal ? 48 : 16,
      top: withLegend ? LEGEND_HEIGHT + 8 : 16,
      bottom: dataZoom && !horizontal ? 40 : 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: {
      show: withLegend,
      type: 'scroll',
      top: 0,
      textStyle: { color: theme.text },
      pageTextStyle: { color: theme.text },
      pageIconColor: theme.accent,
      pageIconInactiveColor: theme.disabled,
    },
    tooltip: {
      ...tooltipBase,
      trigger: 'axis',
      axisPointer: {
        type: type === 'bar' ? 'shadow' : 'line',
        lineStyle: { color: theme.axisLine },
        shadowStyle: { color: withAlpha(theme.splitLine, 0.5) },
      },
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    dataZoom: dataZoom ? [{ type: 'inside', ...zoomAxis }, slider] : [],
    series: series.map((s, index) =>
      type === 'line'
        ? {
            id: `series-${index}`,
            type: 'line' as const,
            name: s.name,
            data: [...s.data],
            ...(s.stack ? { stack: s.stack } : {}),
            showSymbol: categories.length <= 31,
            symbolSize: 6,
            lineStyle: { width: 2 },
            ...(area ? { areaStyle: { opacity: 0.16 } } : {}),
            emphasis: { focus: 'series' as const },
          }
        : {
            id: `series-${index}`,
            type: 'bar' as const,
            name: s.name,
            data: [...s.data],
            ...(s.stack ? { stack: s.stack } : {}),
            barMaxWidth: 32,
            emphasis: { focus: 'series' as const },
          },
    ),
  };
}
