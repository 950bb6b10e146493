import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useLocale, useUiTranslate } from '../i18n/I18nProvider';
import { chartsCatalogues } from '../i18n/messages/charts';
import { Skeleton } from '../Skeleton/Skeleton';
import { formatValue, type StatisticValueType } from './formatValue';
import { Affix, Figure, Label, Root, Trend, TrendArrow, TrendLabel, Value } from './Statistic.styles';

export type { StatisticValueType } from './formatValue';

/** Which direction of change is good news, for the trend's colour. */
export type StatisticTrendPolarity = 'positive' | 'negative' | 'neutral';

export interface StatisticProps extends Omit<ComponentPropsWithRef<'div'>, 'prefix' | 'children'> {
  /** What the figure measures: 访问量, 新增用户. */
  label: ReactNode;
  /** The figure: a number is formatted by `valueType`; a node is shown as given; `null` shows `-`. */
  value: number | ReactNode;
  /** How a numeric `value` is printed: `count` uses 万/亿, `money` is in fen (÷100, two decimals),
   * `percent` is a fraction (0.125 → 12.5%), `duration` is milliseconds (mm:ss).
   * @default 'number' */
  valueType?: StatisticValueType;
  /** Decimals for `number` (exactly) and `percent` (at most; default 1). Other types have fixed rules. */
  precision?: number;
  /** Shown before the value, such as `¥`. */
  prefix?: ReactNode;
  /** Shown after the value, such as a unit (`人`, `次`). */
  suffix?: ReactNode;
  /** Change against the previous period: a signed fraction (0.12 = up 12%) or, with `trendType="value"`,
   * a signed amount in the value's own type. `0` reads as unchanged. */
  trend?: number;
  /** Whether `trend` is a fraction (`percent`) or an amount formatted like the value (`value`).
   * @default 'percent' */
  trendType?: 'percent' | 'value';
  /** Which direction is good: `positive` colours a rise green and a fall red, `negative` the reverse
   * (costs, churn), `neutral` leaves both uncoloured.
   * @default 'positive' */
  trendPolarity?: StatisticTrendPolarity;
  /** A visible comparison label before the trend (周同比, vs yesterday); without it the trend is read as
   * 较上期上升 12% / up 12%. */
  trendLabel?: ReactNode;
  /** Value size: 18, 22 or 28 px.
   * @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a placeholder instead of the value and trend, and sets `aria-busy`. */
  loading?: boolean;
}

type Direction = 'up' | 'down' | 'flat';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A labelled figure with an optional trend: the building block of overview cards and report headers. */
export function Statistic({
  label,
  value,
  valueType = 'number',
  precision,
  prefix,
  suffix,
  trend,
  trendType = 'percent',
  trendPolarity = 'positive',
  trendLabel,
  size = 'md',
  loading = false,
  ...rest
}: StatisticProps) {
  const locale = useLocale();
  const t = useUiTranslate(chartsCatalogues);
  const shown =
    typeof value === 'number' || value === null || value === undefined
      ? formatValue(value as number | null | undefined, { valueType, locale, precision })
      : value;

  const hasTrend = isFiniteNumber(trend) && !loading;
  const direction: Direction = !hasTrend || trend === 0 ? 'flat' : trend > 0 ? 'up' : 'down';
  const amount = hasTrend
    ? trendType === 'value'
      ? formatValue(Math.abs(trend), { valueType, locale, precision })
      : formatValue(Math.abs(trend), { valueType: 'percent', locale, precision: 1 })
    : '';
  const tone =
    direction === 'flat' || trendPolarity === 'neutral'
      ? 'neutral'
      : (direction === 'up') === (trendPolarity === 'positive')
        ? 'good'
        : 'bad';
  const spoken = trendLabel
    ? direction === 'flat'
      ? t('statistic.flat')
      : t(direction === 'up' ? 'statistic.up' : 'statistic.down', { value: amount })
    : direction === 'flat'
      ? t('statistic.flatVsPrevious')
      : t(direction === 'up' ? 'statistic.upVsPrevious' : 'statistic.downVsPrevious', { value: amount });

  return (
    <Root data-component="Statistic" data-size={size} aria-busy={loading || undefined} {...rest}>
      <Label data-part="Label">{label}</Label>
      {loading ? (
        <Value data-part="Value">
          <Skeleton variant="rect" data-part="Placeholder" width="7em" height="1em" />
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        </Value>
      ) : (
        <Value data-part="Value">
          {prefix ? <Affix data-part="Prefix">{prefix}</Affix> : null}
          <Figure data-part="Figure">{shown}</Figure>
          {suffix ? <Affix data-part="Suffix">{suffix}</Affix> : null}
        </Value>
      )}
      {hasTrend ? (
        <Trend data-part="Trend" data-direction={direction} data-tone={tone}>
          {trendLabel ? <TrendLabel data-part="TrendLabel">{trendLabel}</TrendLabel> : null}
          <span aria-hidden="true" data-part="TrendValue">
            <TrendArrow viewBox="0 0 10 10" focusable="false" data-part="TrendArrow">
              {direction === 'flat' ? (
                <rect x="1" y="4" width="8" height="2" rx="1" />
              ) : (
                <path d="M5 1.5 9.5 8.5h-9z" />
              )}
            </TrendArrow>
            {direction === 'flat' ? null : amount}
          </span>
          <VisuallyHidden>{spoken}</VisuallyHidden>
        </Trend>
      ) : null}
    </Root>
  );
}
