import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  defaultListQuery,
  filterList,
  joinRange,
  listQueryFromParams,
  listQueryToParams,
  sameListQuery,
  splitRange,
  type ListQueryDefaults,
} from './listQuery';

const defaults: ListQueryDefaults = { pageSize: 10, view: 'table' };

describe('list queries in the URL', () => {
  it('leaves defaults out, so a list in its first state has a bare address', () => {
    expect(listQueryToParams(defaultListQuery(defaults), defaults).toString()).toBe('');
  });

  it('writes page, size, sort, view, tab and every non-empty filter, and reads them back', () => {
    const query = {
      page: 3,
      pageSize: 50,
      filters: { name: '春季', tagIds: ['1', '2'], createTime: '2026-01-01~2026-01-31', empty: '' },
      sort: { key: 'createTime', desc: true },
      view: 'grid',
      tab: 'mine',
    };
    const params = listQueryToParams(query, defaults);
    expect(params.toString()).toBe(
      'createTime=2026-01-01%7E2026-01-31&name=%E6%98%A5%E5%AD%A3&tagIds=1&tagIds=2&page=3&size=50&sort=createTime.desc&view=grid&tab=mine',
    );
    expect(listQueryFromParams(params, defaults)).toEqual({ ...query, filters: cleanFilters(query.filters) });
  });

  it('falls back to the defaults for malformed values', () => {
    const q = listQueryFromParams(new URLSearchParams('page=0&size=99999&sort=nonsense'), defaults);
    expect(q).toMatchObject({ page: 1, pageSize: 10, sort: null });
    expect(listQueryFromParams(new URLSearchParams('page=2.5&size=-3'), defaults)).toMatchObject({
      page: 1,
      pageSize: 10,
    });
  });

  it('records switching a default sort off, and treats equal queries as equal whatever their key order', () => {
    const sorted: ListQueryDefaults = { pageSize: 10, sort: { key: 'createTime', desc: true } };
    expect(listQueryToParams({ ...defaultListQuery(sorted), sort: null }, sorted).get('sort')).toBe('none');
    expect(listQueryFromParams(new URLSearchParams('sort=none'), sorted).sort).toBeNull();
    const a = { ...defaultListQuery(defaults), filters: { a: '1', b: '2' } };
    const b = { ...defaultListQuery(defaults), filters: { b: '2', a: '1' } };
    expect(sameListQuery(a, b, defaults)).toBe(true);
  });

  it('splits and joins ranges with open ends', () => {
    expect(splitRange('1~')).toEqual(['1', undefined]);
    expect(splitRange('~9')).toEqual([undefined, '9']);
    expect(splitRange('plain')).toEqual([undefined, undefined]);
    expect(joinRange(null, null)).toBe('');
    expect(joinRange(0, 5)).toBe('0~5');
    expect(filterList('a')).toEqual(['a']);
  });
});
