import { useMemo } from 'react';
import { useLocale } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locale';
import { formatCount, formatFileSize, formatMoney, type FormatMoneyOptions } from './number';
import { formatDate, formatDuration, formatTimeAgo, type DateInput, type DurationStyle } from './time';

/** The formatting helpers with the language already chosen. */
export interface Formatters {
  locale: Locale;
  /** See {@link formatCount}. */
  formatCount: (n: number) => string;
  /** See {@link formatMoney}. */
  formatMoney: (cents: number, options?: Omit<FormatMoneyOptions, 'locale'>) => string;
  /** See {@link formatDuration}. */
  formatDuration: (ms: number, style?: DurationStyle) => string;
  /** See {@link formatFileSize}. */
  formatFileSize: (bytes: number) => string;
  /** See {@link formatTimeAgo}. */
  formatTimeAgo: (date: DateInput, now?: DateInput) => string;
  /** See {@link formatDate}. */
  formatDate: (date: DateInput, pattern?: string) => string;
}

/** Binds the helpers to a language, for code outside React. */
export function createFormatters(locale: Locale): Formatters {
  return {
    locale,
    formatCount: (n) => formatCount(n, locale),
    formatMoney: (cents, options) => formatMoney(cents, { ...options, locale }),
    formatDuration: (ms, style) => formatDuration(ms, style, locale),
    formatFileSize,
    formatTimeAgo: (date, now) => formatTimeAgo(date, now, locale),
    formatDate,
  };
}

/** The formatting helpers in the current language (from `I18nProvider`); stable while the language is. */
export function useFormatters(): Formatters {
  const locale = useLocale();
  return useMemo(() => createFormatters(locale), [locale]);
}
