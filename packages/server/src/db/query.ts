import { badRequest } from '../http/errors';
import { boundToText } from '../lib/time';
import type { Database } from './database';

/** Largest page of any list: bigger requests are answered with this many rows. */
export const MAX_PAGE_SIZE = 100;

/** A page request clamped to what the server answers: page 1 and up, at most MAX_PAGE_SIZE rows. */
export function paging(params: { pageNo: number; pageSize: number }) {
  const pageSize = Math.min(Math.max(1, params.pageSize), MAX_PAGE_SIZE);
  const pageNo = Math.max(1, params.pageNo);
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

/** `%` and `_` typed by a user are literal characters in a text search. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Value = string | number;

/**
 * The conditions of a list query, built from its filters: every value is bound, never spliced
 * into the SQL, and a filter that was not given adds nothing. The one place for text search
 * (escaped `LIKE`), date ranges (inclusive, a date-only end meaning the whole day) and id lists.
 *
 * @example
 * const filters = new Filters('m.brand_id = ?', auth.brandId).eq('m.type', params.type)
 *   .contains('m.name', params.name).range('m.create_time', params.startTime, params.endTime);
 * const { records, total } = pageOf(db, 'materials m', filters, 'm.create_time DESC, m.id DESC', params);
 */
export class Filters {
  private readonly parts: string[] = [];
  readonly args: Value[] = [];

  constructor(sql?: string, ...args: Value[]) {
    if (sql) this.where(sql, ...args);
  }

  /** A condition of its own, with its bound values. */
  where(sql: string, ...args: Value[]): this {
    this.parts.push(sql);
    this.args.push(...args);
    return this;
  }

  /** `column = value`, when a value is given. */
  eq(column: string, value: Value | undefined | null): this {
    return value === undefined || value === null ? this : this.where(`${column} = ?`, value);
  }

  /** `column` contains the trimmed text, `%` and `_` taken literally; nothing for blank text. */
  contains(column: string, text: string | undefined | null): this {
    const trimmed = text?.trim();
    return trimmed ? this.where(`${column} LIKE ? ESCAPE '\\'`, likePattern(trimmed)) : this;
  }

  /** `column IN (…)`, when the list has items. */
  in(column: string, values: readonly Value[] | undefined): this {
    return values?.length ? this.where(`${column} IN (${values.map(() => '?').join(', ')})`, ...values) : this;
  }

  /** `column` within an inclusive range of `YYYY-MM-DD[ HH:mm:ss]` bounds; either may be left out. */
  range(column: string, start: string | undefined, end: string | undefined): this {
    const from = start ? boundToText(start, false) : null;
    const to = end ? boundToText(end, true) : null;
    if (from && to && from > to) throw badRequest('开始时间不能晚于结束时间');
    for (const [bound, op, isEnd] of [
      [start, '>=', false],
      [end, '<=', true],
    ] as const) {
      if (bound === undefined || bound === '') continue;
      const text = boundToText(bound, isEnd);
      if (!text) throw badRequest('时间格式错误');
      this.where(`${column} ${op} ?`, text);
    }
    return this;
  }

  /** The conditions joined by `AND` (`1` when there are none). */
  get sql(): string {
    return this.parts.length ? this.parts.join(' AND ') : '1';
  }
}

/** One page of `from` under `filters`, in `order`, with the total the filters match. */
export function pageOf<Row>(
  db: Database,
  from: string,
  filters: Filters,
  order: string,
  page: { pageNo: number; pageSize: number },
  select = '*',
): { rows: Row[]; total: number } {
  const { limit, offset } = paging(page);
  const total = (
    db.prepare(`SELECT count(*) AS n FROM ${from} WHERE ${filters.sql}`).get(...filters.args) as { n: number }
  ).n;
  const rows = db
    .prepare(`SELECT ${select} FROM ${from} WHERE ${filters.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...filters.args, limit, offset) as Row[];
  return { rows, total };
}
