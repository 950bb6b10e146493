import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { Filters, MAX_PAGE_SIZE, pageOf } from './query';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, brand_id INTEGER, name TEXT, created_at TEXT)');
  const insert = db.prepare('INSERT INTO t (brand_id, name, created_at) VALUES (?, ?, ?)');
  insert.run(1, '50% off', '2026-11-01 10:00:00');
  insert.run(1, '500 off', '2026-11-02 23:59:59');
  insert.run(1, 'a_b', '2026-11-03 00:00:00');
  insert.run(2, '50% off', '2026-11-02 12:00:00');
});
afterEach(() => db.close());

const names = (filters: Filters) =>
  (
    db.prepare(`SELECT name FROM t WHERE ${filters.sql} ORDER BY id`).all(...filters.args) as Array<{ name: string }>
  ).map((r) => r.name);

describe('Filters', () => {
  it('searches text with % and _ as literal characters, and ignores blank text', () => {
    expect(names(new Filters('brand_id = ?', 1).contains('name', '50%'))).toEqual(['50% off']);
    expect(names(new Filters('brand_id = ?', 1).contains('name', '_'))).toEqual(['a_b']);
    expect(names(new Filters('brand_id = ?', 1).contains('name', '   '))).toHaveLength(3);
  });

  it('takes a date-only end as the whole day, and leaves out bounds not given', () => {
    expect(names(new Filters('brand_id = ?', 1).range('created_at', '2026-11-02', '2026-11-02'))).toEqual(['500 off']);
    expect(names(new Filters('brand_id = ?', 1).range('created_at', undefined, '2026-11-01'))).toEqual(['50% off']);
    expect(() => new Filters().range('created_at', 'yesterday', undefined)).toThrow('时间格式错误');
    expect(() => new Filters().range('created_at', '2026-11-03', '2026-11-02')).toThrow('开始时间不能晚于结束时间');
  });

  it('adds equality and list conditions only for values given', () => {
    expect(names(new Filters().eq('brand_id', 2))).toEqual(['50% off']);
    expect(names(new Filters().eq('brand_id', undefined).in('id', []))).toHaveLength(4);
    expect(names(new Filters().in('id', [1, 3]))).toEqual(['50% off', 'a_b']);
  });

  it('pages with the total the filters match, clamped to the largest page', () => {
    const { rows, total } = pageOf<{ name: string }>(db, 't', new Filters('brand_id = ?', 1), 'id', {
      pageNo: 2,
      pageSize: 2,
    });
    expect(total).toBe(3);
    expect(rows.map((r) => r.name)).toEqual(['a_b']);
    const big = pageOf(db, 't', new Filters(), 'id', { pageNo: 1, pageSize: 10_000 });
    expect(big.rows.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });
});
