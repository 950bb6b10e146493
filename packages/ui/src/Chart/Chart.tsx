import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Button } from '../Button/Button';
import { Empty } from '../Empty/Empty';
import { useControllableState } from '../hooks/useControllableState';
import { InlineSpinner } from '../internal/Spinner';
import { useLocale, useUiTranslate } from '../i18n/I18nProvider';
import { chartsCatalogues } from '../i18n/messages/charts';
import { Skeleton } from '../Skeleton/Skeleton';
import { formatValue } from '../Statistic/formatValue';
import { THEME_ATTRIBUTE } from '../tokens/cssVars';
import { buildChartOption, isEmptySpec, type ChartSpec } from './chartOption';
import { readChartTheme } from './chartTheme';
import type * as EchartsChunk from './echarts';
import type { ChartInstance } from './echarts';
import {
  Body,
  Caption,
  Description,
  Header,
  Heading,
  LoadingOverlay,
  Plot,
  Root,
  Table,
  TableFrame,
  Title,
} from './Chart.styles';

/** How the chart's numbers are printed (axis labels, tooltip, data labels, the table). */
export type ChartValueType = 'number' | 'count' | 'money' | 'percent';

/** One line or bar series: a value per category (`null` for a gap). */
export interface ChartSeries {
  /** Series name: legend, tooltip and table column header. */
  name: string;
  /** One value per category, in the order of `categories`; `null` leaves a gap. */
  data: readonly (number | null)[];
  /** Series with the same stack name are stacked. */
  stack?: string;
}

/** One slice of a pie or one stage of a funnel. */
export interface ChartDatum {
  /** Slice or stage name. */
  name: string;
  /** Its value. */
  value: number;
}

/** Props every chart type shares. */
export interface ChartCommonProps extends Omit<ComponentPropsWithRef<'figure'>, 'title' | 'children'> {
  /** The chart's title: its accessible name and the data table's caption. */
  title: string;
  /** A sentence under the title (what is measured, the period); it describes the figure. */
  description?: ReactNode;
  /** How numbers are printed: `count` with 万/亿, `money` from fen (÷100, two decimals), `percent` from a fraction.
   * @default 'number' */
  valueType?: ChartValueType;
  /** Prints a number yourself; overrides `valueType`. Keep it stable (module scope or `useCallback`). */
  valueFormat?: (value: number) => string;
  /** Height of the drawing area (number = px).
   * @default 320 */
  height?: number | string;
  /** Data is on its way: a placeholder (or a veil over the last chart) and `aria-busy`. */
  loading?: boolean;
  /** The sentence of the empty state. Defaults to 暂无数据 / "No data". */
  emptyDescription?: ReactNode;
  /** Shows the data table instead of the canvas (controlled). */
  showTable?: boolean;
  /** Initial table view when uncontrolled.
   * @default false */
  defaultShowTable?: boolean;
  /** Called when the user toggles the table view. */
  onShowTableChange?: (showTable: boolean) => void;
}

/** Shared by line and bar charts: values per category. */
interface ChartCartesianProps extends ChartCommonProps {
  /** The category axis: dates, channels, stages. */
  categories: readonly string[];
  /** One or more series over the categories. */
  series: readonly ChartSeries[];
  /** A zoom slider (and wheel or pinch zoom) on the category axis, for long ranges. */
  dataZoom?: boolean;
}

/** A line chart (trends over time). */
export interface ChartLineProps extends ChartCartesianProps {
  /** Chart type. */
  type: 'line';
  /** Fill the area under each line. */
  area?: boolean;
}

/** A bar chart (comparisons); stacked through `series[].stack`. */
export interface ChartBarProps extends ChartCartesianProps {
  /** Chart type. */
  type: 'bar';
  /** Bars run left to right, categories down the side (rankings, long names). */
  horizontal?: boolean;
}

/** A pie (donut) chart of shares, or a funnel of stages in the given order. */
export interface ChartItemsProps extends ChartCommonProps {
  /** Chart type. */
  type: 'pie' | 'funnel';
  /** The slices or stages. */
  data: readonly ChartDatum[];
}

export type ChartProps = ChartLineProps | ChartBarProps | ChartItemsProps;

type EchartsModule = typeof EchartsChunk;

/** The chart code is its own chunk, fetched the first time a chart mounts. */
const loadEcharts = (): Promise<EchartsModule> => import('./echarts');

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/** Which options the chart was built with; a change of these rebuilds the option from scratch. */
const structureOf = (spec: ChartSpec) =>
  spec.kind === 'items' ? spec.type : `${spec.type}|${spec.horizontal}|${spec.dataZoom}`;

/**
 * A line, bar, pie or funnel chart (Apache ECharts, loaded on first mount) from plain data, themed
 * from the design tokens in light and dark. Its numbers are also a table: hidden for screen readers
 * beside the canvas, or shown instead of it with the 查看数据表 / View as table toggle.
 */
export function Chart(props: ChartProps) {
  const {
    title,
    description,
    valueType = 'number',
    valueFormat,
    height = 320,
    loading = false,
    emptyDescription,
    showTable: showTableProp,
    defaultShowTable = false,
    onShowTableChange,
    style,
    ...others
  } = props;
  const {
    type,
    categories = [],
    series = [],
    data = [],
    area = false,
    horizontal = false,
    dataZoom = false,
    ...rest
  } = others as typeof others &
    Partial<Pick<ChartLineProps, 'categories' | 'series' | 'area' | 'dataZoom'>> &
    Partial<Pick<ChartBarProps, 'horizontal'>> &
    Partial<Pick<ChartItemsProps, 'data'>>;

  const locale = useLocale();
  const t = useUiTranslate(chartsCatalogues);
  const titleId = useId();
  const descriptionId = useId();

  // The data as a value: arrays written inline by the caller are new on every render, their content is not.
  const specKey = JSON.stringify(
    type === 'line' || type === 'bar'
      ? { kind: 'cartesian', type, categories, series, area, horizontal, dataZoom }
      : { kind: 'items', type, data: data.map(({ name, value }) => ({ name, value })) },
  );
  const spec = useMemo(() => JSON.parse(specKey) as ChartSpec, [specKey]);
  const empty = isEmptySpec(spec);

  const format = useMemo(
    () => valueFormat ?? ((value: number) => formatValue(value, { valueType, locale })),
    [valueFormat, valueType, locale],
  );
  // Money ticks read as whole yuan with 万/亿 (2.5万), not 25,000.00; the tooltip and table keep the cents.
  const axisFormat = useMemo(
    () =>
      !valueFormat && valueType === 'money'
        ? (value: number) => formatValue(value / 100, { valueType: 'count', locale })
        : format,
    [valueFormat, valueType, locale, format],
  );

  const [tableView, setTableView] = useControllableState({
    value: showTableProp,
    defaultValue: defaultShowTable,
    onChange: onShowTableChange,
  });
  const [failed, setFailed] = useState(false);
  const showingTable = tableView || failed;

  // The element ECharts draws into; it exists while there is data.
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const [chart, setChart] = useState<ChartInstance | null>(null);
  const startRef = useRef<(() => void) | null>(null);
  /** The structure of the option last set on the current chart instance. */
  const structureRef = useRef<string | null>(null);

  useEffect(() => {
    if (!plot) return;
    let alive = true;
    let module: EchartsModule | null = null;
    let instance: ChartInstance | null = null;
    // ECharts needs a laid-out box: a chart first mounted in table view starts when the canvas shows.
    const start = () => {
      if (!alive || instance || !module || plot.hidden) return;
      instance = module.createChart(plot);
      setChart(instance);
    };
    startRef.current = start;
    loadEcharts().then(
      (loaded) => {
        module = loaded;
        start();
      },
      () => {
        if (alive) setFailed(true);
      },
    );
    const resizeObserver =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (!plot.clientWidth || !plot.clientHeight) return;
            if (instance) instance.resize();
            else start();
          });
    resizeObserver?.observe(plot);
    return () => {
      alive = false;
      startRef.current = null;
      resizeObserver?.disconnect();
      instance?.dispose();
      instance = null;
      structureRef.current = null;
      setChart(null);
    };
  }, [plot]);

  useEffect(() => {
    if (!showingTable) startRef.current?.();
  }, [showingTable]);

  // The colour scheme is an attribute on <html>: re-read the colours when it flips, on the same chart.
  const [schemeVersion, setSchemeVersion] = useState(0);
  useEffect(() => {
    if (!chart) return;
    const observer = new MutationObserver(() => setSchemeVersion((v) => v + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
    return () => observer.disconnect();
  }, [chart]);

  useEffect(() => {
    if (!chart || !plot) return;
    const option = buildChartOption(spec, readChartTheme(plot), format, !prefersReducedMotion(), axisFormat);
    const structure = structureOf(spec);
    // Same structure: merge, matching series by id, so updates and re-theming animate in place and
    // the zoom window is kept; another structure (type, orientation, zoom) starts from scratch.
    chart.setOption(option, structure === structureRef.current ? { replaceMerge: ['series'] } : { notMerge: true });
    structureRef.current = structure;
  }, [chart, plot, spec, format, axisFormat, schemeVersion]);

  const table = empty ? null : (
    <TableFrame data-part="TableFrame" data-visible={showingTable}>
      <Table data-part="Table">
        <Caption>{title}</Caption>
        {spec.kind === 'cartesian' ? (
          <>
            <thead>
              <tr>
                <th scope="col">{t('chart.category')}</th>
                {spec.series.map((s, index) => (
                  <th scope="col" key={index}>
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {spec.categories.map((category, row) => (
                <tr key={row}>
                  <th scope="row">{category}</th>
                  {spec.series.map((s, column) => {
                    const value = s.data[row];
                    return <td key={column}>{typeof value === 'number' ? format(value) : '-'}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </>
        ) : (
          <>
            <thead>
              <tr>
                <th scope="col">{t('chart.name')}</th>
                <th scope="col">{t('chart.value')}</th>
              </tr>
            </thead>
            <tbody>
              {spec.data.map((d, row) => (
                <tr key={row}>
                  <th scope="row">{d.name}</th>
                  <td>{format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </Table>
    </TableFrame>
  );

  return (
    <Root
      data-component="Chart"
      data-type={type}
      data-view={showingTable ? 'table' : 'chart'}
      data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={loading || undefined}
      style={{ '--bc-chart-height': toCss(height), ...style } as CSSProperties}
      {...rest}
    >
      <Header data-part="Header">
        <Heading>
          <Title id={titleId} data-part="Title">
            {title}
          </Title>
          {description ? (
            <Description id={descriptionId} data-part="Description">
              {description}
            </Description>
          ) : null}
        </Heading>
        {empty || failed ? null : (
          <Button
            size="sm"
            data-part="TableToggle"
            aria-pressed={tableView}
            onClick={() => setTableView((shown) => !shown)}
          >
            {t('chart.showTable')}
          </Button>
        )}
      </Header>
      <Body data-part="Body">
        {empty ? (
          loading ? (
            <Skeleton variant="rect" data-part="Placeholder" height="var(--bc-chart-height)" />
          ) : (
            <Empty data-part="Empty" size="sm" description={emptyDescription} />
          )
        ) : (
          <>
            <Plot ref={setPlot} data-part="Plot" aria-hidden="true" hidden={showingTable} />
            {table}
            {loading ? (
              <LoadingOverlay data-part="Loading" aria-hidden="true">
                <InlineSpinner />
              </LoadingOverlay>
            ) : null}
          </>
        )}
        {loading ? <VisuallyHidden>{t('common.loading')}</VisuallyHidden> : null}
        {failed ? <VisuallyHidden role="status">{t('chart.loadFailed')}</VisuallyHidden> : null}
      </Body>
    </Root>
  );
}
