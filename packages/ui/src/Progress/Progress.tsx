import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { Fill, Root, Track, Value } from './Progress.styles';

export type ProgressTone = 'accent' | 'success' | 'warning' | 'danger';

export interface ProgressProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Percentage 0–100; `null` for an unknown amount (indeterminate). */
  value: number | null;
  /** Colour of the bar.
   * @default 'accent' */
  tone?: ProgressTone;
  /** Show the percentage after the bar.
   * @default true */
  showValue?: boolean;
  /** Bar height: 4 or 8 px.
   * @default 'md' */
  size?: 'sm' | 'md';
  /** Accessible name of the progress bar, e.g. the file being exported; defaults to 进度 / "Progress". */
  label?: string;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** A progress bar (Radix Progress) with its percentage, e.g. an export at 33 %, 66 % or 99 %. */
export function Progress({
  value,
  tone = 'accent',
  showValue = true,
  size = 'md',
  label,
  style,
  ...rest
}: ProgressProps) {
  const t = useUiTranslate(dataCatalogues);
  const known = value !== null && Number.isFinite(value);
  const percent = known ? Math.round(clamp(value)) : null;
  return (
    <Root
      data-component="Progress"
      data-tone={tone}
      data-size={size}
      data-state={percent === null ? 'indeterminate' : percent >= 100 ? 'complete' : 'loading'}
      style={{ ...(percent !== null ? { '--bc-progress-value': percent } : {}), ...style } as CSSProperties}
      {...rest}
    >
      <Track
        data-part="Track"
        value={percent}
        max={100}
        aria-label={label ?? t('progress.label')}
        getValueLabel={(v, max) => `${Math.round((v / max) * 100)}%`}
      >
        <Fill data-part="Fill" />
      </Track>
      {showValue && percent !== null ? (
        <Value data-part="Value" aria-hidden="true">
          {percent}%
        </Value>
      ) : null}
    </Root>
  );
}
