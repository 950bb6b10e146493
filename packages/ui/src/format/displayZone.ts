/**
 * The console's one display zone for times (UTC+8) and the helpers every displayed time goes
 * through. No catalogue is imported here, so the date pickers can use it without the format strings.
 */
/** A moment as the server sends it: a `Date`, epoch milliseconds, or an ISO-like string (`2024-05-01 08:30:00`). */
export type DateInput = Date | number | string;

/**
 * The console's one display zone: Beijing time, UTC+8 (China has kept no daylight saving since
 * 1991, so a fixed offset is exact). The server writes its times as UTC+8 text; every time the
 * console shows is in this zone, whatever the browser's own zone is.
 */
export const DISPLAY_UTC_OFFSET_MINUTES = 480;
const OFFSET_MS = DISPLAY_UTC_OFFSET_MINUTES * 60_000;

const DATE_TEXT =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Milliseconds of a zone designator (`Z`, `+08:00`, `-0530`, `+08`). */
function zoneOffsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000;
}

/**
 * Epoch milliseconds of a date text; NaN when it has the form but names no real date (2026-02-31);
 * null when it is in another form. Text without a zone is UTC+8.
 */
function parseDateText(text: string): number | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', zone] = match;
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const ms = Number(`0.${fraction}`) * 1000;
  const wall = Date.UTC(...fields, Math.floor(ms));
  // Date.UTC rolls 2026-02-31 over to March: such a text is no date.
  const check = new Date(wall);
  const read = [check.getUTCFullYear(), check.getUTCMonth(), check.getUTCDate(), check.getUTCHours()];
  if (read.some((value, i) => value !== fields[i]) || check.getUTCMinutes() !== fields[4]) return Number.NaN;
  return wall - (zone ? zoneOffsetMs(zone) : OFFSET_MS);
}

/**
 * Converts a `DateInput` to a `Date` (a moment). Server text without a zone (`2024-05-01 08:30:00`,
 * `2024-05-01`, with a space or `T`) is Beijing time, UTC+8, as the server writes it; text with a
 * zone (`Z`, `+08:00`) and epoch milliseconds are moments as they are.
 */
export function toDate(input: DateInput): Date {
  if (input instanceof Date) return new Date(input.getTime());
  if (typeof input === 'number') return new Date(input);
  const parsed = parseDateText(input);
  if (parsed !== null) return new Date(parsed);
  // Other forms (RFC 2822 with its zone, …) as the engine reads them; blank text is no date.
  return new Date(input.trim() === '' ? Number.NaN : input);
}

/** The wall-clock fields of a moment in the display zone (UTC+8). */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

function wallClock(ms: number): WallClock {
  const shifted = new Date(ms + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  };
}

/**
 * The display zone's wall clock now (or at `now`) as a local `Date` whose fields read it: what the
 * date and date-time pickers treat as "today" and "now", since the text they produce is read as
 * UTC+8 by the server. In a browser set to UTC+8 it is simply the moment.
 */
export function displayNow(now: DateInput = Date.now()): Date {
  const c = wallClock(toDate(now).getTime());
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, c.millisecond);
}

/** The console's date-time pattern (spec section 5: expiry time format). */
export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

const TOKEN = /\[([^\]]*)\]|YYYY|YY|SSS|MM|M|DD|D|HH|H|hh|h|mm|m|ss|s|A|a|[\s\S]/gu;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const TOKENS: Readonly<Record<string, (c: WallClock) => string>> = {
  YYYY: (c) => pad(c.year, 4),
  YY: (c) => pad(c.year % 100),
  MM: (c) => pad(c.month),
  M: (c) => String(c.month),
  DD: (c) => pad(c.day),
  D: (c) => String(c.day),
  HH: (c) => pad(c.hour),
  H: (c) => String(c.hour),
  hh: (c) => pad(c.hour % 12 || 12),
  h: (c) => String(c.hour % 12 || 12),
  mm: (c) => pad(c.minute),
  m: (c) => String(c.minute),
  ss: (c) => pad(c.second),
  s: (c) => String(c.second),
  SSS: (c) => pad(c.millisecond, 3),
  A: (c) => (c.hour < 12 ? 'AM' : 'PM'),
  a: (c) => (c.hour < 12 ? 'am' : 'pm'),
};

/**
 * A moment for display, in the console's one display zone (UTC+8, {@link DISPLAY_UTC_OFFSET_MINUTES}),
 * whatever the browser's zone: server text is shown as the server wrote it, epoch milliseconds,
 * `Date`s and text with a zone (`…Z`, `…+00:00`) are converted. Every time the console shows goes
 * through here (list cells, details, announcements, the task centre), so one screen never mixes zones.
 *
 * Day.js-style pattern tokens: `YYYY YY MM M DD D HH H hh h mm m ss s SSS A a`; text in
 * `[brackets]` is printed as is, and any other character is literal (`YYYY年M月D日` works).
 * An invalid date prints `-`.
 *
 * Named `formatDate`, not `formatDateTime`, so it does not collide with the date-time picker's
 * own parse/format pair (which works on the picker's wall clock).
 *
 * @param pattern @default 'YYYY-MM-DD HH:mm:ss'
 */
export function formatDate(date: DateInput, pattern: string = DATE_TIME_PATTERN): string {
  const ms = toDate(date).getTime();
  if (Number.isNaN(ms)) return '-';
  const clock = wallClock(ms);
  let out = '';
  for (const match of pattern.matchAll(TOKEN)) {
    const token = TOKENS[match[0]];
    out += token ? token(clock) : (match[1] ?? match[0]);
  }
  return out;
}
