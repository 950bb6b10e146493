import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize, formatMoney, formatPercent } from './number';

describe('formatCount', () => {
  describe('given a number below 10,000', () => {
    it('prints it with thousands separators in both languages', () => {
      expect(formatCount(0, 'zh-CN')).toBe('0');
      expect(formatCount(999, 'zh-CN')).toBe('999');
      expect(formatCount(1234, 'zh-CN')).toBe('1,234');
      expect(formatCount(9999, 'en')).toBe('9,999');
      expect(formatCount(12.345, 'en')).toBe('12.35');
    });
  });

  describe('given Chinese', () => {
    it('uses 万 from 10,000 with one decimal and drops a trailing .0', () => {
      expect(formatCount(10_000, 'zh-CN')).toBe('1万');
      expect(formatCount(12_345, 'zh-CN')).toBe('1.2万');
      expect(formatCount(15_000, 'zh-CN')).toBe('1.5万');
      expect(formatCount(12_500, 'zh-CN')).toBe('1.3万');
      expect(formatCount(9_999_999, 'zh-CN')).toBe('1000万');
    });
    it('uses 亿 from one hundred million', () => {
      expect(formatCount(100_000_000, 'zh-CN')).toBe('1亿');
      expect(formatCount(340_000_000, 'zh-CN')).toBe('3.4亿');
      expect(formatCount(1_234_567_890_123, 'zh-CN')).toBe('12,345.7亿');
    });
    it('rolls 9999.95万 up to 1亿 instead of printing 10000万', () => {
      expect(formatCount(99_999_999, 'zh-CN')).toBe('1亿');
      expect(formatCount(99_999_500, 'zh-CN')).toBe('1亿');
      expect(formatCount(99_995_000, 'zh-CN')).toBe('9999.5万');
      expect(formatCount(99_941_000, 'zh-CN')).toBe('9994.1万');
    });
    it('keeps the sign of negative numbers', () => {
      expect(formatCount(-12_345, 'zh-CN')).toBe('-1.2万');
      expect(formatCount(-999, 'zh-CN')).toBe('-999');
      expect(formatCount(-340_000_000, 'zh-CN')).toBe('-3.4亿');
    });
    it('defaults to Chinese', () => {
      expect(formatCount(12_345)).toBe('1.2万');
    });
  });

  describe('given English', () => {
    it('uses w (ten thousand) with one decimal', () => {
      expect(formatCount(10_000, 'en')).toBe('1w');
      expect(formatCount(12_345, 'en')).toBe('1.2w');
      expect(formatCount(-15_000, 'en')).toBe('-1.5w');
    });
    it('keeps counting in w with separators above one hundred million', () => {
      expect(formatCount(123_456_789, 'en')).toBe('12,345.7w');
      expect(formatCount(99_999_999, 'en')).toBe('10,000w');
    });
  });

  it('prints a dash for values that are not numbers', () => {
    expect(formatCount(Number.NaN)).toBe('-');
    expect(formatCount(Number.POSITIVE_INFINITY, 'en')).toBe('-');
  });
});

describe('formatMoney', () => {
  it('divides cents by 100 and always shows two decimals', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(1990)).toBe('19.90');
    expect(formatMoney(123_456)).toBe('1,234.56');
    expect(formatMoney(123_456, { locale: 'en' })).toBe('1,234.56');
  });
  it('keeps negative amounts negative, but never prints -0.00', () => {
    expect(formatMoney(-1250)).toBe('-12.50');
    expect(formatMoney(-0.2)).toBe('0.00');
  });
  it('adds the currency symbol when asked', () => {
    expect(formatMoney(123_456, { currency: 'CNY' })).toBe('¥1,234.56');
    expect(formatMoney(123_456, { currency: 'CNY', locale: 'en' })).toBe('¥1,234.56');
    expect(formatMoney(-5, { currency: 'CNY' })).toBe('-¥0.05');
    expect(formatMoney(999, { currency: 'USD', locale: 'en' })).toBe('$9.99');
  });
  it('rounds fractional cents', () => {
    expect(formatMoney(10.6)).toBe('0.11');
  });
  it('prints a dash for values that are not numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('-');
  });
});

describe('formatFileSize', () => {
  it('prints bytes as whole numbers below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });
  it('uses KB, MB and GB (base 1024) with one decimal', () => {
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(2.345 * 1024 ** 3)).toBe('2.3 GB');
  });
  it('moves to the next unit instead of printing 1024.0', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1.0 GB');
  });
  it('stops at GB', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048.0 GB');
  });
  it('prints a dash for negative or invalid sizes', () => {
    expect(formatFileSize(-1)).toBe('-');
    expect(formatFileSize(Number.NaN)).toBe('-');
  });
});

describe('formatPercent', () => {
  it('shows a fraction as a percentage with at most one decimal', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.12345, 'en', 2)).toBe('12.35%');
    expect(formatPercent(-0.05)).toBe('-5%');
  });

  it('prints - for values that are not numbers', () => {
    expect(formatPercent(Number.NaN)).toBe('-');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('-');
  });
});
