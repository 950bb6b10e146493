import { createTranslator } from '../i18n/translate';
import type { Locale } from '../i18n/locale';
import { uploadCatalogues } from '../i18n/messages/upload';
import { toDate, type DateInput } from './displayZone';

export { DATE_TIME_PATTERN, DISPLAY_UTC_OFFSET_MINUTES, displayNow, formatDate, toDate } from './displayZone';
export type { DateInput } from './displayZone';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DurationStyle = 'seconds' | 'clock';

/**
 * A duration in milliseconds, for display.
 *
 * - `'clock'` (the default, for media): `mm:ss` below one hour, `h:mm:ss` from one hour, rounded to
 *   the nearest second (a 9,999 ms clip shows `00:10`, not `00:09`).
 * - `'seconds'` (split durations, spec section 9): one decimal, trailing `.0` dropped:
 *   `12.5 s` / `12.5秒`, `10 s` / `10秒`.
 *
 * Negative or non-finite values count as 0.
 */
export function formatDuration(ms: number, style: DurationStyle = 'clock', locale: Locale = 'zh-CN'): string {
  const safe = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (style === 'seconds') {
    const seconds = Math.round(Number(((safe / SECOND) * 10).toPrecision(12))) / 10;
    return createTranslator(uploadCatalogues, locale)('format.seconds', { n: seconds });
  }
  const total = Math.round(safe / SECOND);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (v: number) => String(v).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

type AgoKey = 'minutesAgo' | 'hoursAgo' | 'daysAgo' | 'weeksAgo' | 'monthsAgo' | 'yearsAgo';

/**
 * How long ago a moment was (spec section 9): `刚刚` / `just now` under a minute, then whole
 * minutes, hours, days (under 7), weeks (under 30 days), months of 30 days (under 365 days) and
 * years of 365 days, always rounded down: `3分钟前`, `2 hours ago`, `1 week ago`.
 * A moment in the future (clock skew) reads as just now. An invalid date prints `-`.
 *
 * @param now The reference moment; inject it in tests and stories.
 */
export function formatTimeAgo(date: DateInput, now: DateInput = Date.now(), locale: Locale = 'zh-CN'): string {
  const then = toDate(date).getTime();
  const reference = toDate(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(reference)) return '-';
  const t = createTranslator(uploadCatalogues, locale);
  const diff = reference - then;
  if (diff < MINUTE) return t('format.justNow');
  const days = Math.floor(diff / DAY);
  const [key, n]: [AgoKey, number] =
    diff < HOUR
      ? ['minutesAgo', Math.floor(diff / MINUTE)]
      : diff < DAY
        ? ['hoursAgo', Math.floor(diff / HOUR)]
        : days < 7
          ? ['daysAgo', days]
          : days < 30
            ? ['weeksAgo', Math.floor(days / 7)]
            : days < 365
              ? ['monthsAgo', Math.floor(days / 30)]
              : ['yearsAgo', Math.floor(days / 365)];
  return t(n === 1 ? (`format.${key}.one` as const) : (`format.${key}` as const), { n });
}
