import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locale';
import { useFormatters } from './useFormatters';

const wrapper =
  (locale: Locale) =>
  ({ children }: { children?: ReactNode }) => <I18nProvider locale={locale}>{children}</I18nProvider>;

describe('useFormatters', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const twoHoursAgo = new Date(2024, 5, 15, 10, 0, 0);

  it('formats in Chinese under a Chinese provider', () => {
    const { result } = renderHook(() => useFormatters(), { wrapper: wrapper('zh-CN') });
    expect(result.current.locale).toBe('zh-CN');
    expect(result.current.formatCount(34_000)).toBe('3.4万');
    expect(result.current.formatDuration(12_500, 'seconds')).toBe('12.5秒');
    expect(result.current.formatTimeAgo(twoHoursAgo, now)).toBe('2小时前');
    expect(result.current.formatMoney(1990, { currency: 'CNY' })).toBe('¥19.90');
    expect(result.current.formatFileSize(1536)).toBe('1.5 KB');
    expect(result.current.formatDate('2024-06-15 12:00:00')).toBe('2024-06-15 12:00:00');
    expect(result.current.formatDate(Date.UTC(2024, 5, 15, 4))).toBe('2024-06-15 12:00:00');
  });

  it('formats in English under an English provider', () => {
    const { result } = renderHook(() => useFormatters(), { wrapper: wrapper('en') });
    expect(result.current.formatCount(34_000)).toBe('3.4w');
    expect(result.current.formatDuration(12_500, 'seconds')).toBe('12.5 s');
    expect(result.current.formatTimeAgo(twoHoursAgo, now)).toBe('2 hours ago');
  });

  it('keeps the same object while the language stays the same', () => {
    const { result, rerender } = renderHook(() => useFormatters(), { wrapper: wrapper('en') });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
