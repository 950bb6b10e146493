import type { Locale } from '../i18n/locale';

/** What the helpers print for a value that is not a finite number (NaN, Infinity, null from a bad payload). */
export const NOT_A_NUMBER = '-';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const oneDecimalGrouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Rounds a non-negative number to one decimal (half up), avoiding 1.25 → 1.2 binary artefacts. */
function roundOneDecimal(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/**
 * Intl formatters are costly to build (a long list renders thousands of numbers): one per set of
 * options, made on first use and kept.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', options);
    formatters.set(key, format);
  }
  return format;
}

const TEN_THOUSAND = 1e4;
const HUNDRED_MILLION = 1e8;

/**
 * A count for display (spec section 9: "numbers of 10,000 and above shown with w, 万 or 亿 suffix").
 *
 * - Below 10,000: thousands separators, up to two decimals (`9,999`, `12.5`).
 * - Chinese, 10,000 and above: one decimal, trailing `.0` dropped: `1.2万`, `3.4亿`. Rounding that
 *   would print `10000万` rolls up to `1亿`.
 * - English, 10,000 and above: `w` (wan, ten thousand), the unit Chinese-market dashboards use
 *   in English too: `1.2w`, `12,345.7w` for 123,456,789. English readers have no word for 亿, so
 *   the `w` count keeps its thousands separators instead of switching unit.
 * - Negative numbers keep their sign (`-1.2万`); non-finite values print `-`.
 */
export function formatCount(n: number, locale: Locale = 'zh-CN'): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs < TEN_THOUSAND) return sign + grouped.format(abs);
  if (locale === 'en') return `${sign}${oneDecimalGrouped.format(roundOneDecimal(abs / TEN_THOUSAND))}w`;
  const wan = roundOneDecimal(abs / TEN_THOUSAND);
  if (abs < HUNDRED_MILLION && wan < TEN_THOUSAND) return `${sign}${wan}万`;
  return `${sign}${oneDecimalGrouped.format(roundOneDecimal(abs / HUNDRED_MILLION))}亿`;
}

export interface FormatMoneyOptions {
  /** An ISO 4217 code (`CNY`, `USD`) to print its symbol (`¥12.34`); omitted prints the bare amount. */
  currency?: string;
  /** Language for the symbol and separators.
   * @default 'zh-CN' */
  locale?: Locale;
}

/**
 * A money value held in cents (fen), for display: divided by 100 with exactly two decimals and
 * thousands separators (spec section 9): `formatMoney(123456)` → `1,234.56`,
 * `formatMoney(-5, { currency: 'CNY' })` → `-¥0.05`. Non-finite values print `-`.
 */
export function formatMoney(cents: number, { currency, locale = 'zh-CN' }: FormatMoneyOptions = {}): string {
  if (!Number.isFinite(cents)) return NOT_A_NUMBER;
  const amount = Math.round(cents) / 100;
  const format = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
  });
  // Object.is(-0): a tiny negative amount rounds to -0, which should print 0.00, not -0.00.
  return format.format(amount === 0 ? 0 : amount);
}

/**
 * A fraction as a percentage with up to `digits` decimals, trailing zeros dropped:
 * `formatPercent(0.125)` → `12.5%`, `formatPercent(1)` → `100%`. Non-finite values print `-`.
 */
export function formatPercent(fraction: number, locale: Locale = 'zh-CN', digits = 1): string {
  if (!Number.isFinite(fraction)) return NOT_A_NUMBER;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(fraction);
}

const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A byte count for display, base 1024: `512 B`, `1.5 KB`, `12.0 MB`, `2.3 GB`. Kilobytes and up
 * always show one decimal so a column of sizes lines up; rounding that would print `1024.0 KB`
 * moves to the next unit (`1.0 MB`). Gigabytes are the largest unit. Negative or non-finite
 * sizes print `-`.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return NOT_A_NUMBER;
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (unit < SIZE_UNITS.length - 1 && roundOneDecimal(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${roundOneDecimal(value).toFixed(1)} ${SIZE_UNITS[unit]}`;
}
