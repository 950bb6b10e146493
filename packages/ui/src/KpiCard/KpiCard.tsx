import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Statistic, type StatisticProps } from '../Statistic/Statistic';
import { Action, Footnote, Root } from './KpiCard.styles';

export interface KpiCardProps
  extends
    Omit<ComponentPropsWithRef<'div'>, 'prefix' | 'children' | 'title'>,
    Pick<
      StatisticProps,
      | 'label'
      | 'value'
      | 'valueType'
      | 'precision'
      | 'prefix'
      | 'suffix'
      | 'trend'
      | 'trendType'
      | 'trendPolarity'
      | 'trendLabel'
      | 'loading'
    > {
  /** A footnote under the figure: how it is counted, the period, the last update. */
  description?: ReactNode;
  /** A small action at the top right, usually a link to the report behind the figure. */
  action?: ReactNode;
}

/** One key figure on a card: label, value, trend, an optional footnote and link. Group them in `KpiCardGroup`. */
export function KpiCard({
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
  action,
  ...rest
}: KpiCardProps) {
  return (
    <Root data-component="KpiCard" {...rest}>
      <Statistic
        data-part="Statistic"
        size="lg"
        label={label}
        value={value}
        {...{ valueType, precision, prefix, suffix, trend, trendType, trendPolarity, trendLabel, loading }}
      />
      {action ? <Action data-part="Action">{action}</Action> : null}
      {description ? <Footnote data-part="Description">{description}</Footnote> : null}
    </Root>
  );
}
