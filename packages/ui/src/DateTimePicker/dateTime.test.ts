import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDate, parseDateTime } from './dateTime';

describe('formatDateTime', () => {
  it('formats local time as YYYY-MM-DD HH:mm:ss with zero padding', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 3, 4, 9))).toBe('2026-01-05 03:04:09');
    expect(formatDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});

describe('parseDateTime', () => {
  it('round-trips the format', () => {
    const date = new Date(2026, 10, 21, 14, 30, 5);
    expect(parseDateTime(formatDateTime(date))?.getTime()).toBe(date.getTime());
  });
  it('accepts a missing time or missing seconds', () => {
    expect(parseDateTime('2026-11-21')?.getTime()).toBe(new Date(2026, 10, 21).getTime());
    expect(parseDateTime('2026-11-21 08:15')?.getTime()).toBe(new Date(2026, 10, 21, 8, 15).getTime());
  });
  it('rejects impossible dates and times and other text', () => {
    expect(parseDateTime('2026-02-30 00:00:00')).toBeNull();
    expect(parseDateTime('2026-11-21 24:00:00')).toBeNull();
    expect(parseDateTime('2026-11-21 10:60:00')).toBeNull();
    expect(parseDateTime('21/11/2026')).toBeNull();
    expect(parseDateTime('')).toBeNull();
  });
  it('parseDate drops the time', () => {
    expect(parseDate('2026-11-21 08:15:00')?.getTime()).toBe(new Date(2026, 10, 21).getTime());
  });
});
