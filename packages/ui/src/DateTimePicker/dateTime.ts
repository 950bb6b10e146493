/** Date ⇄ text in the console's formats: 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm:ss' (local time). */

/** The display and input format of DateTimePicker (spec §5: expiry time). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The display and input format of DatePicker and DateRangePicker. */
export const DATE_FORMAT = 'YYYY-MM-DD';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' in local time. */
export function formatDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in local time. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/**
 * Parses 'YYYY-MM-DD HH:mm:ss' (seconds, or the whole time, may be left out) as local time.
 * Returns null for empty or impossible input (2026-02-30, 24:00:00, letters).
 */
export function parseDateTime(text: string): Date | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => (part == null ? undefined : Number(part))) as number[];
  if (year == null || month == null || day == null) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** Parses 'YYYY-MM-DD' (a time part, if present, is ignored) as local midnight. */
export function parseDate(text: string): Date | null {
  const date = parseDateTime(text);
  return date ? new Date(date.getFullYear(), date.getMonth(), date.getDate()) : null;
}
