/**
 * The only module of the kit that imports ECharts. `Chart` loads it with a dynamic `import()` on
 * mount, so the chart code is its own lazy chunk: a page that never renders a chart never
 * downloads it. It registers exactly what `Chart` draws (ECharts' tree-shaking guide): line, bar,
 * pie and funnel series, the grid, tooltip, legend and data zoom, on the canvas renderer.
 */
import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import type { BarSeriesOption, FunnelSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
// `use` is ECharts' registry, not React's hook: renamed so the hooks lint rule does not mistake it.
import { init, use as register, type ComposeOption, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

register([
  LineChart,
  BarChart,
  PieChart,
  FunnelChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

/** An ECharts option limited to what this module registers. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | FunnelSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
>;

/** The chart instance `Chart` drives. */
export type ChartInstance = ECharts;

/** Creates a canvas chart in `element` (ECharts `init`). */
export function createChart(element: HTMLElement): ChartInstance {
  return init(element, null, { renderer: 'canvas' });
}
