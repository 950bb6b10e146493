import type { DataOverview, DataOverviewDay, TaskDataRow } from '@brand-console/api-client';
import { splitRange, type ListFilterValue } from '@brand-console/ui';
import { day } from '../../../lib/dates';
import { refusalOf } from '../../../lib/refusal';

/**
 * The employee analysis page's model: its period (shared by the cards, the chart and both tabs),
 * the chart's series and the server's refusals in the reader's language.
 */

/** Days in the period the page opens on (today included), as the server's default. */
export const DEFAULT_PERIOD_DAYS = 30;

/** A period as the analysis calls send it: `YYYY-MM-DD` bounds, inclusive. */
export interface Period {
  startTime: string;
  endTime: string;
}

/** The last {@link DEFAULT_PERIOD_DAYS} days up to `today` (a local date reading the display zone's day). */
export function defaultPeriod(today: Date): Period {
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (DEFAULT_PERIOD_DAYS - 1));
  return { startTime: day(first), endTime: day(today) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period the address names (`period=YYYY-MM-DD~YYYY-MM-DD`), or the default when it names none.
 * What it names is sent as it is: the server judges it (a reversed range is its 400, shown on the page).
 */
export function periodOf(value: ListFilterValue | undefined, today: Date): Period & { custom: boolean } {
  const [from, to] = splitRange(value);
  if (from && to && DAY.test(from) && DAY.test(to)) return { startTime: from, endTime: to, custom: true };
  return { ...defaultPeriod(today), custom: false };
}

/** The overview chart's series names, in their order. */
export const SERIES = ['activeMembers', 'participations', 'completions', 'materials', 'visits'] as const;
export type SeriesKey = (typeof SERIES)[number];

/** The chart's categories (`MM-DD` when the period is within one year, else the full day) and series. */
export function overviewChart(overview: DataOverview, name: (key: SeriesKey) => string) {
  const sameYear = overview.startDay.slice(0, 4) === overview.endDay.slice(0, 4);
  return {
    categories: overview.daily.map((d) => (sameYear ? d.day.slice(5) : d.day)),
    series: SERIES.map((key) => ({
      name: name(key),
      data: overview.daily.map((d: DataOverviewDay) => d[key]),
    })),
  };
}

/** A task row with its completion rate (completions of the members who joined; none when nobody did). */
export type TaskRow = TaskDataRow & { completionRate: number | null };

export function withCompletionRate(row: TaskDataRow): TaskRow {
  return { ...row, completionRate: row.joinCount > 0 ? row.completeCount / row.joinCount : null };
}

/** The analysis routes' refusals, in English (`zh-CN` keeps them as the server wrote them). */
const ENGLISH: ReadonlyArray<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^开始时间不能晚于结束时间$/, () => 'The start date cannot be after the end date'],
  [/^时间格式错误$/, () => 'The period is not a valid date range'],
  [/^统计时间最长 (\d+) 天$/, (m) => `A period covers at most ${m[1]} days`],
  [/^部门不存在$/, () => 'A department does not exist'],
];

/** A refusal of the analysis calls in the reader's language. */
export function analysisMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  for (const [pattern, english] of ENGLISH) {
    const match = message.match(pattern);
    if (match) return english(match);
  }
  return message;
}

/** Re-exported for this feature's files: one definition for the console. */
export { refusalOf };
