import {
  Children,
  Fragment,
  isValidElement,
  useEffect,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from '../Button/Button';
import { formatDate, toDate, type DateInput } from '../format/time';
import { useUiTranslate } from '../i18n/I18nProvider';
import { chartsCatalogues } from '../i18n/messages/charts';
import type { KpiCardProps } from '../KpiCard/KpiCard';
import { Statistic } from '../Statistic/Statistic';
import { THEME_ATTRIBUTE, vars } from '../tokens/cssVars';
import {
  FigureList,
  Footnote,
  Header,
  Heading,
  Main,
  Panel as PanelFrame,
  Root as RootFrame,
  Status,
  Subtitle,
  Tile,
  Title,
} from './DataScreen.styles';

export interface DataScreenRootProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The screen's name: its one `h1`. */
  title: string;
  /** A line under the title: whose figures these are (the brand) and the period they cover. */
  subtitle?: ReactNode;
  /** When the figures on screen were fetched; shown as 更新于 HH:mm:ss in the console's display zone. `null` hides it. */
  updatedAt?: DateInput | null;
  /** How often the screen refreshes itself, in ms; shown as 每 60 秒自动刷新. */
  refreshIntervalMs?: number;
  /** A refresh is under way: the refresh button shows a spinner and `aria-busy`; the figures stay. */
  refreshing?: boolean;
  /** The last refresh failed: its message, announced and shown beside the time (the previous figures stay). */
  error?: ReactNode;
  /** Refreshes now; without it there is no refresh button. */
  onRefresh?: () => void;
  /** Offers a full-screen toggle (the Fullscreen API on the document), where the browser allows it.
   * @default true */
  allowFullscreen?: boolean;
  /** More controls at the end of the header. */
  actions?: ReactNode;
  /** The screen's content: `DataScreen.Figures` first, then `DataScreen.Panel`s. */
  children?: ReactNode;
}

/** The document's full-screen state, followed as it changes; `supported` is false where the API is missing or refused. */
function useFullscreen() {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(() => supported && document.fullscreenElement !== null);
  useEffect(() => {
    if (!supported) return undefined;
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [supported]);
  const toggle = () => {
    // A refusal (no user gesture, a policy) leaves the window as it is.
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void done?.catch(() => {});
  };
  return { supported, active, toggle };
}

/**
 * A data screen: a dark, full-window layout for a wall display or a second monitor, always in the
 * dark scheme whatever the page's. A header with the title, whose figures and when they were last
 * fetched (with the refresh and full-screen controls), and a 12-column grid of figures and chart
 * panels that fills the window. A chart in a panel takes `height="var(--bc-data-screen-plot-height)"`.
 */
export function Root({
  title,
  subtitle,
  updatedAt,
  refreshIntervalMs,
  refreshing = false,
  error,
  onRefresh,
  allowFullscreen = true,
  actions,
  children,
  ...rest
}: DataScreenRootProps) {
  const t = useUiTranslate(chartsCatalogues);
  const fullscreen = useFullscreen();
  const updated = updatedAt == null ? null : toDate(updatedAt);
  const hasError = error !== undefined && error !== null && error !== false;
  return (
    <RootFrame
      data-component="DataScreen"
      data-state={hasError ? 'error' : refreshing ? 'refreshing' : 'idle'}
      {...{ [THEME_ATTRIBUTE]: 'dark' }}
      {...rest}
    >
      <Header data-part="Header">
        <Heading>
          <Title data-part="Title">{title}</Title>
          {subtitle ? <Subtitle data-part="Subtitle">{subtitle}</Subtitle> : null}
        </Heading>
        <Status data-part="Status">
          {updated && !Number.isNaN(updated.getTime()) ? (
            <time data-part="UpdatedAt" dateTime={updated.toISOString()}>
              {t('dataScreen.updatedAt', { time: formatDate(updated, 'HH:mm:ss') })}
            </time>
          ) : null}
          {refreshIntervalMs ? (
            <span data-part="Interval">
              {t('dataScreen.autoRefresh', { seconds: Math.round(refreshIntervalMs / 1000) })}
            </span>
          ) : null}
          <span role="status" data-part="Error">
            {hasError ? error : null}
          </span>
          {onRefresh ? (
            <Button size="sm" data-part="Refresh" loading={refreshing} onClick={onRefresh}>
              {t('dataScreen.refresh')}
            </Button>
          ) : null}
          {allowFullscreen && fullscreen.supported ? (
            <Button size="sm" data-part="Fullscreen" onClick={fullscreen.toggle}>
              {fullscreen.active ? t('dataScreen.exitFullscreen') : t('dataScreen.fullscreen')}
            </Button>
          ) : null}
          {actions}
        </Status>
      </Header>
      <Main data-part="Main">{children}</Main>
    </RootFrame>
  );
}

export interface DataScreenFiguresProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The list's accessible name (核心指标, Key figures). */
  label: string;
  /** The figures, usually `DataScreen.Figure`s; each becomes a list item. */
  children?: ReactNode;
}

/** The cards, with fragments opened, so `<>{a}{b}</>` makes two list items. */
function itemsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement(child) && child.type === Fragment
      ? itemsOf((child as ReactElement<{ children?: ReactNode }>).props.children)
      : [child],
  );
}

/** The screen's row of key figures: a named list spanning the whole width. */
export function Figures({ label, children, ...rest }: DataScreenFiguresProps) {
  return (
    // An unstyled list loses its list role in Safari; say it.
    <FigureList role="list" aria-label={label} data-component="DataScreen.Figures" {...rest}>
      {itemsOf(children).map((child, index) => (
        <li key={isValidElement(child) && child.key != null ? child.key : index} data-part="Item">
          {child}
        </li>
      ))}
    </FigureList>
  );
}

/** One of the chart palette's eight colours. */
export type DataScreenAccent = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface DataScreenFigureProps extends Omit<KpiCardProps, 'action'> {
  /** The colour of the tile's top edge, from the chart palette (match the figure's series in a chart).
   * @default 1 */
  accent?: DataScreenAccent;
}

/** A dark KPI tile: one key figure, large, with its trend and a footnote. */
export function Figure({
  label,
  value,
  valueType,
  precision,
  prefix,
  suffix,
  trend,
  trendType,
  trendPolarity,
  trendLabel,
  loading,
  description,
  accent = 1,
  style,
  ...rest
}: DataScreenFigureProps) {
  return (
    <Tile
      data-component="DataScreen.Figure"
      data-accent={accent}
      style={{ '--bc-data-screen-accent': vars.color.chart[accent], ...style } as CSSProperties}
      {...rest}
    >
      <Statistic
        data-part="Statistic"
        size="lg"
        label={label}
        value={value}
        {...{ valueType, precision, prefix, suffix, trend, trendType, trendPolarity, trendLabel, loading }}
      />
      {description ? <Footnote data-part="Description">{description}</Footnote> : null}
    </Tile>
  );
}

export interface DataScreenPanelProps extends ComponentPropsWithRef<'div'> {
  /** How many of the grid's 12 columns the panel spans (sets `--bc-data-screen-span`).
   * @default 6 */
  span?: number;
  /** Usually one `Chart`, given `height="var(--bc-data-screen-plot-height)"`. */
  children?: ReactNode;
}

/** A framed cell of the screen's grid, for a chart or a table. */
export function Panel({ span = 6, style, children, ...rest }: DataScreenPanelProps) {
  const columns = Math.min(12, Math.max(1, Math.round(span)));
  return (
    <PanelFrame
      data-component="DataScreen.Panel"
      data-span={columns}
      style={{ '--bc-data-screen-span': columns, ...style } as CSSProperties}
      {...rest}
    >
      {children}
    </PanelFrame>
  );
}
