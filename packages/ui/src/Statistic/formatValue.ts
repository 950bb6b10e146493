import { formatCount, formatMoney, formatPercent, NOT_A_NUMBER } from '../format/number';
import { formatDuration } from '../format/time';
import type { Locale } from '../i18n/locale';

/**
 * How a figure is printed (the kit's formatters, spec section 9):
 * - `number`: thousands separators, up to two decimals (or exactly `precision`);
 * - `count`: 万 / 亿 from 10,000 (`w` in English): `1.2万`;
 * - `money`: a value in fen (cents) ÷ 100 with two decimals: `123456` → `1,234.56`;
 * - `percent`: a fraction as a percentage, one decimal (or `precision`): `0.125` → `12.5%`;
 * - `duration`: milliseconds as a clock, `mm:ss` or `h:mm:ss`.
 */
export type StatisticValueType = 'number' | 'count' | 'money' | 'percent' | 'duration';

export interface FormatValueOptions {
  /** How to print the value.
   * @default 'number' */
  valueType?: StatisticValueType;
  /** Language of separators and units. */
  locale: Locale;
  /** Decimals for `number` (exactly this many) and `percent` (at most this many). */
  precision?: number | undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, precision: number | undefined): Intl.NumberFormat {
  const key = `${locale}|${precision ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale === 'en' ? 'en-US' : 'zh-CN',
      precision === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: precision, maximumFractionDigits: precision },
    );
    numberFormats.set(key, format);
  }
  return format;
}

/** A figure for display by its value type; a missing or non-finite value prints `-`. */
export function formatValue(
  value: number | null | undefined,
  { valueType = 'number', locale, precision }: FormatValueOptions,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_A_NUMBER;
  switch (valueType) {
    case 'count':
      return formatCount(value, locale);
    case 'money':
      return formatMoney(value, { locale });
    case 'percent':
      return formatPercent(value, locale, precision ?? 1);
    case 'duration':
      return formatDuration(value, 'clock', locale);
    default:
      return numberFormat(locale, precision).format(value);
  }
}
