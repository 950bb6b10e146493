/** The console's times are China Standard Time (UTC+8, no daylight saving). */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in UTC+8, as the server writes times (spec section 5). */
export function formatDateTime(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Parses `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (UTC+8) to milliseconds; NaN when invalid. */
export function parseDateTime(text: string, endOfDay = false): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match;
  const time = h === undefined ? (endOfDay ? [23, 59, 59] : [0, 0, 0]) : [Number(h), Number(mi), Number(s)];
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), time[0], time[1], time[2]) - OFFSET_MS;
  // Reject impossible dates such as 2026-02-31 that Date.UTC would roll over.
  return formatDateTime(ms).startsWith(`${y}-${mo}-${d}`) ? ms : Number.NaN;
}

/** A search range bound as stored text: the start or end of the day when only a date is given. */
export function boundToText(text: string, end: boolean): string | null {
  const ms = parseDateTime(text, end);
  return Number.isNaN(ms) ? null : formatDateTime(ms);
}
