export { Chart } from './Chart';
export type {
  ChartProps,
  ChartLineProps,
  ChartBarProps,
  ChartItemsProps,
  ChartCommonProps,
  ChartSeries,
  ChartDatum,
  ChartValueType,
} from './Chart';
