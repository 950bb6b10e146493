import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_UTC_OFFSET_MINUTES, displayNow, formatDate, formatDuration, formatTimeAgo, toDate } from './time';

describe('formatDuration', () => {
  describe('in seconds (split durations)', () => {
    it('prints one decimal and drops a trailing .0 in both languages', () => {
      expect(formatDuration(12_500, 'seconds', 'zh-CN')).toBe('12.5秒');
      expect(formatDuration(12_500, 'seconds', 'en')).toBe('12.5 s');
      expect(formatDuration(10_000, 'seconds', 'zh-CN')).toBe('10秒');
      expect(formatDuration(10_049, 'seconds', 'en')).toBe('10 s');
      expect(formatDuration(10_050, 'seconds', 'en')).toBe('10.1 s');
    });
    it('treats negative and invalid values as zero', () => {
      expect(formatDuration(-5, 'seconds', 'en')).toBe('0 s');
      expect(formatDuration(Number.NaN, 'seconds')).toBe('0秒');
    });
  });

  describe('as a clock (media)', () => {
    it('prints mm:ss below one hour', () => {
      expect(formatDuration(0)).toBe('00:00');
      expect(formatDuration(65_000)).toBe('01:05');
      expect(formatDuration(59 * 60_000 + 59_000, 'clock', 'en')).toBe('59:59');
    });
    it('prints h:mm:ss from one hour', () => {
      expect(formatDuration(3_600_000)).toBe('1:00:00');
      expect(formatDuration(3_600_000 * 12 + 61_000)).toBe('12:01:01');
    });
    it('rounds to the nearest second', () => {
      expect(formatDuration(9_999)).toBe('00:10');
      expect(formatDuration(9_400)).toBe('00:09');
      expect(formatDuration(3_599_600)).toBe('1:00:00');
    });
  });
});

describe('formatTimeAgo', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, '刚刚', 'just now'],
    [59_999, '刚刚', 'just now'],
    [MIN, '1分钟前', '1 minute ago'],
    [3 * MIN, '3分钟前', '3 minutes ago'],
    [59 * MIN, '59分钟前', '59 minutes ago'],
    [HOUR, '1小时前', '1 hour ago'],
    [2 * HOUR + 59 * MIN, '2小时前', '2 hours ago'],
    [DAY, '1天前', '1 day ago'],
    [5 * DAY, '5天前', '5 days ago'],
    [7 * DAY, '1周前', '1 week ago'],
    [14 * DAY, '2周前', '2 weeks ago'],
    [29 * DAY, '4周前', '4 weeks ago'],
    [30 * DAY, '1个月前', '1 month ago'],
    [95 * DAY, '3个月前', '3 months ago'],
    [364 * DAY, '12个月前', '12 months ago'],
    [365 * DAY, '1年前', '1 year ago'],
    [3 * 365 * DAY, '3年前', '3 years ago'],
  ])('%d ms ago reads %s / %s', (ms, zh, en) => {
    expect(formatTimeAgo(ago(ms), now, 'zh-CN')).toBe(zh);
    expect(formatTimeAgo(ago(ms), now, 'en')).toBe(en);
  });

  it('reads a moment in the future (clock skew) as just now', () => {
    expect(formatTimeAgo(new Date(now.getTime() + 5 * MIN), now, 'zh-CN')).toBe('刚刚');
  });
  it('accepts epoch milliseconds and server date strings', () => {
    expect(formatTimeAgo(now.getTime() - 2 * HOUR, now.getTime(), 'en')).toBe('2 hours ago');
    expect(formatTimeAgo('2024-06-15 11:57:00', '2024-06-15 12:00:00', 'zh-CN')).toBe('3分钟前');
  });
  it('prints a dash for an invalid date', () => {
    expect(formatTimeAgo('not a date', now)).toBe('-');
  });
});

describe('formatDate', () => {
  // 2024-01-02 03:04:05.006 in Beijing time (UTC+8), the console's display zone.
  const date = new Date(Date.UTC(2024, 0, 1, 19, 4, 5, 6));

  it('defaults to YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDate(date)).toBe('2024-01-02 03:04:05');
  });
  it('accepts Day.js-style patterns', () => {
    expect(formatDate(date, 'YYYY-MM-DD')).toBe('2024-01-02');
    expect(formatDate(date, 'YYYY/M/D H:m:s.SSS')).toBe('2024/1/2 3:4:5.006');
    expect(formatDate(date, 'YY-MM-DD hh:mm A')).toBe('24-01-02 03:04 AM');
    expect(formatDate('2024-01-02 15:00:00', 'h a')).toBe('3 pm');
    expect(formatDate('2024-01-02 00:30:00', 'hh:mm A')).toBe('12:30 AM');
    expect(formatDate('2024-01-02 12:30:00', 'h:mm a')).toBe('12:30 pm');
  });
  it('prints Chinese text and bracketed literals as they are', () => {
    expect(formatDate(date, 'YYYY年M月D日')).toBe('2024年1月2日');
    expect(formatDate(date, '[Today is] YYYY [at] HH:mm')).toBe('Today is 2024 at 03:04');
    expect(formatDate(date, "[it's] D")).toBe("it's 2");
  });
  it('accepts epoch milliseconds and server strings', () => {
    expect(formatDate(date.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-01-02')).toBe('2024-01-02 00:00:00');
  });
  it('prints a dash for an invalid date', () => {
    expect(formatDate('nonsense')).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate(Number.NaN)).toBe('-');
    expect(formatDate('2026-02-31 10:00:00')).toBe('-');
    expect(formatDate('2026-02-01 24:00:00')).toBe('-');
  });
  it('does not mutate a Date it was given', () => {
    const copy = toDate(date);
    copy.setFullYear(1999);
    expect(date.getFullYear()).toBe(2024);
  });
});

/**
 * The one display zone (README, "Times"): every time is shown in Beijing time (UTC+8) whatever the
 * browser's zone. These run with the process in New York (UTC-5, daylight saving from March), then
 * in Kiritimati (UTC+14) and UTC, where reading server text as local time would shift every time.
 */
describe.each(['America/New_York', 'Pacific/Kiritimati', 'UTC'])('in a browser whose zone is %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('really runs in that zone (the test could not pass by accident in UTC+8)', () => {
    const offset = { 'America/New_York': 300, 'Pacific/Kiritimati': -840, UTC: 0 }[zone];
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(offset);
    expect(DISPLAY_UTC_OFFSET_MINUTES).toBe(480);
  });

  it('shows server text as the server wrote it (materials, exports, the task centre)', () => {
    expect(formatDate('2026-11-24 03:01:00')).toBe('2026-11-24 03:01:00');
    expect(formatDate('2026-11-24 03:01:00', 'YYYY-MM-DD HH:mm')).toBe('2026-11-24 03:01');
    // 02:30 on 8 March 2026 does not exist in New York (clocks jump from 2:00 to 3:00): no shift here.
    expect(formatDate('2026-03-08 02:30:00')).toBe('2026-03-08 02:30:00');
    expect(formatDate('2026-11-01 01:30:00')).toBe('2026-11-01 01:30:00');
  });

  it('converts zoned text and epoch values to UTC+8 (announcements, drafts)', () => {
    // The announcement of the issue: 19:01 UTC is 03:01 the next day in Beijing, like the materials.
    expect(formatDate('2026-11-23T19:01:00.000Z', 'YYYY-MM-DD HH:mm')).toBe('2026-11-24 03:01');
    expect(formatDate('2026-11-23T14:01:00-05:00')).toBe('2026-11-24 03:01:00');
    expect(formatDate('2026-11-24T03:01:00+08:00')).toBe('2026-11-24 03:01:00');
    expect(formatDate(Date.UTC(2026, 10, 23, 19, 1))).toBe('2026-11-24 03:01:00');
    expect(formatDate(new Date(Date.UTC(2026, 10, 23, 19, 1)))).toBe('2026-11-24 03:01:00');
  });

  it('reads server text as the moment it names, for time-ago and expiry', () => {
    const text = '2026-11-24 03:01:00';
    expect(toDate(text).toISOString()).toBe('2026-11-23T19:01:00.000Z');
    expect(formatTimeAgo(text, '2026-11-23T19:04:00Z', 'en')).toBe('3 minutes ago');
    expect(formatTimeAgo(text, Date.UTC(2026, 10, 23, 20, 1), 'zh-CN')).toBe('1小时前');
  });

  it("gives the pickers the display zone's wall clock as today and now", () => {
    const now = displayNow(Date.UTC(2026, 10, 23, 19, 1, 2));
    expect([now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes()]).toEqual([
      2026, 11, 24, 3, 1,
    ]);
  });
});
