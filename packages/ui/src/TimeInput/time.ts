/** `HH:mm`, or `HH:mm:ss` with seconds. */
export const timeFormat = (seconds: boolean) => (seconds ? 'HH:mm:ss' : 'HH:mm');

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats hours, minutes and seconds as `HH:mm` or `HH:mm:ss`. */
export function formatTime(hours: number, minutes: number, secs: number, seconds: boolean): string {
  return seconds ? `${pad(hours)}:${pad(minutes)}:${pad(secs)}` : `${pad(hours)}:${pad(minutes)}`;
}

const SEPARATED = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const COMPACT = /^(\d{2})(\d{2})(\d{2})?$/;

/**
 * Reads a typed time into the value's format: `9:30`, `09:30`, `0930` and `09：30` (a full-width
 * colon from a Chinese keyboard) all read as `09:30`; with `seconds`, a missing second is `:00`.
 * Empty text is `null`; text that is not a real time (`24:00`, `12:60`, `9:5`) is `undefined`.
 * Without `seconds`, a time with seconds is accepted only when they are `00`.
 */
export function parseTime(text: string, seconds: boolean): string | null | undefined {
  const cleaned = text
    .trim()
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[：:]/g, ':');
  if (cleaned === '') return null;
  const match = SEPARATED.exec(cleaned) ?? COMPACT.exec(cleaned);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const secs = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || secs > 59) return undefined;
  if (!seconds && secs !== 0) return undefined;
  return formatTime(hours, minutes, secs, seconds);
}

/** True when the value is a real time in the exact format (`HH:mm` or `HH:mm:ss`). */
export function isTimeValue(value: string, seconds: boolean): boolean {
  return parseTime(value, seconds) === value;
}

/** The times offered in the list: every `minuteStep` minutes from 00:00 (seconds `00`). */
export function timeOptions(minuteStep: number, seconds: boolean): string[] {
  const step = Math.min(60, Math.max(1, Math.floor(minuteStep) || 1));
  const options: string[] = [];
  for (let hours = 0; hours < 24; hours += 1) {
    for (let minutes = 0; minutes < 60; minutes += step) options.push(formatTime(hours, minutes, 0, seconds));
  }
  return options;
}

/** The index of the first option at or after the time (options are sorted), or the last one. */
export function nearestOptionIndex(options: readonly string[], time: string | null): number {
  if (time === null) return 0;
  const index = options.findIndex((option) => option >= time);
  return index === -1 ? options.length - 1 : index;
}
