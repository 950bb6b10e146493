import type { ListFilterValue } from './listColumns';

/** The filters of a list, URL-shaped: text, lists, and `from~to` ranges. */
export type ListFilters = Readonly<Record<string, ListFilterValue | undefined>>;

/** The sort of a list: one column, ascending or descending. */
export interface ListSort {
  key: string;
  desc: boolean;
}

/**
 * Everything that decides what a list shows. It is the page's state, kept in the URL by the app
 * (`listQueryToParams` / `listQueryFromParams`), so back and forward work and a copied link opens
 * the same view.
 */
export interface ListQuery {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  filters: ListFilters;
  sort?: ListSort | null;
  /** `table` or `grid` when the list offers both. */
  view?: string;
  /** The chosen tab of a list with tabs. */
  tab?: string;
}

/** What a query is when the URL says nothing: the parameters equal to these are left out of it. */
export interface ListQueryDefaults {
  pageSize: number;
  view?: string;
  tab?: string;
  sort?: ListSort | null;
  filters?: ListFilters;
}

/** URL parameters that are not filters. */
const RESERVED = new Set(['page', 'size', 'sort', 'view', 'tab']);
const RANGE_SEPARATOR = '~';

/** The query a page starts from. */
export function defaultListQuery(defaults: ListQueryDefaults): ListQuery {
  return {
    page: 1,
    pageSize: defaults.pageSize,
    filters: defaults.filters ?? {},
    sort: defaults.sort ?? null,
    ...(defaults.view ? { view: defaults.view } : {}),
    ...(defaults.tab ? { tab: defaults.tab } : {}),
  };
}

const isEmpty = (value: ListFilterValue | undefined) =>
  value === undefined || (typeof value === 'string' ? value.trim() === '' : value.length === 0);

/** The filters without empty values (so `{ name: '' }` and `{}` are the same query). */
export function cleanFilters(filters: ListFilters): ListFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => !isEmpty(value)));
}

/** Parameters for the URL: page, size, sort, view and tab only when not the default; every non-empty filter. */
export function listQueryToParams(query: ListQuery, defaults: ListQueryDefaults): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanFilters(query.filters)).sort(([a], [b]) => a.localeCompare(b))) {
    if (RESERVED.has(key)) continue;
    if (typeof value === 'string') params.set(key, value);
    else for (const item of value ?? []) params.append(key, item);
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== defaults.pageSize) params.set('size', String(query.pageSize));
  const sort = query.sort ?? null;
  const defaultSort = defaults.sort ?? null;
  if (sort && (sort.key !== defaultSort?.key || sort.desc !== defaultSort.desc)) {
    params.set('sort', `${sort.key}.${sort.desc ? 'desc' : 'asc'}`);
  } else if (!sort && defaultSort) {
    params.set('sort', 'none');
  }
  if (query.view && query.view !== defaults.view) params.set('view', query.view);
  if (query.tab && query.tab !== defaults.tab) params.set('tab', query.tab);
  return params;
}

const positiveInt = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * The query a URL describes; anything malformed (page 0, size 99999, a sort of nothing) falls back to
 * the default. A key given once is a text, a repeated key a list.
 */
export function listQueryFromParams(
  params: URLSearchParams,
  defaults: ListQueryDefaults,
  options: { maxPageSize?: number } = {},
): ListQuery {
  const filters: Record<string, ListFilterValue | undefined> = { ...defaults.filters };
  const explicit = new Set<string>();
  for (const key of new Set(params.keys())) {
    if (RESERVED.has(key)) continue;
    const values = params.getAll(key);
    filters[key] = values.length > 1 ? values : values[0]!;
    explicit.add(key);
  }
  const sortText = params.get('sort');
  let sort: ListSort | null = defaults.sort ?? null;
  if (sortText === 'none') sort = null;
  else if (sortText) {
    const match = /^(.+)\.(asc|desc)$/.exec(sortText);
    if (match) sort = { key: match[1]!, desc: match[2] === 'desc' };
  }
  const view = params.get('view') ?? defaults.view;
  const tab = params.get('tab') ?? defaults.tab;
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('size'), defaults.pageSize, options.maxPageSize ?? 100),
    filters: cleanFilters(filters),
    sort,
    ...(view ? { view } : {}),
    ...(tab ? { tab } : {}),
  };
}

/** Splits a `from~to` range value; either side may be empty. */
export function splitRange(value: ListFilterValue | undefined): [string | undefined, string | undefined] {
  if (typeof value !== 'string' || !value.includes(RANGE_SEPARATOR)) return [undefined, undefined];
  const [from, to] = value.split(RANGE_SEPARATOR, 2) as [string, string];
  return [from.trim() || undefined, to.trim() || undefined];
}

/** Joins two sides into a `from~to` range value (empty when both are). */
export function joinRange(from: string | number | null | undefined, to: string | number | null | undefined): string {
  const a = from == null ? '' : String(from);
  const b = to == null ? '' : String(to);
  return a === '' && b === '' ? '' : `${a}${RANGE_SEPARATOR}${b}`;
}

/** A filter as one text (the last of a list), or undefined. */
export function filterText(value: ListFilterValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value.at(-1);
}

/** A filter as a list (a single text becomes a one-item list). */
export function filterList(value: ListFilterValue | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** True when two queries show the same thing. */
export function sameListQuery(a: ListQuery, b: ListQuery, defaults: ListQueryDefaults): boolean {
  return listQueryToParams(a, defaults).toString() === listQueryToParams(b, defaults).toString();
}
