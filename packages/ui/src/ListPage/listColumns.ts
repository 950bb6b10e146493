import type { ReactNode } from 'react';
import type { SelectOption } from '../Select/SelectTypes';
import type { Locale } from '../i18n/locale';
import { resolveStatus, type DictionaryItem, type StatusDictionary } from '../StatusTag/statusDictionary';

/** The kinds of field a list's search form has; each column's value type picks one. */
export type ListFilterKind = 'text' | 'select' | 'multiSelect' | 'dateRange' | 'numberRange';

/** What a custom search field receives: the filter's value (URL-shaped) and its setter. */
export interface ListFilterFieldProps {
  value: ListFilterValue | undefined;
  onChange: (value: ListFilterValue | undefined) => void;
}

/** A filter value as it travels in the URL: one text or a list; ranges are `from~to` (either side may be empty). */
export type ListFilterValue = string | readonly string[];

/** A field of the search form. Columns generate these from their value type; pages may add more. */
export interface ListFilterDef {
  /** The filter's key in `ListQuery.filters` (and the URL). */
  key: string;
  label: string;
  kind: ListFilterKind;
  /** Options of `select` and `multiSelect`. */
  options?: readonly SelectOption[];
  /** Lets the user type to narrow long option lists.
   * @default true when there are more than 8 options */
  searchable?: boolean;
  placeholder?: string;
  /** Longest text a `text` field accepts.
   * @default 50 */
  maxLength?: number;
  /** A `dateRange` may not reach past today (spec section 5: "Date-range search cannot select dates after today").
   * @default true */
  disableFuture?: boolean;
  /** Replaces the generated control (for example a member picker); the label and layout stay. */
  render?: (props: ListFilterFieldProps) => ReactNode;
}

/** How a column's values are shown (and searched). */
export type ListValueType =
  | 'text'
  | 'money'
  | 'count'
  | 'percent'
  | 'dateTime'
  | 'date'
  | 'duration'
  | 'status'
  | 'thumbnail'
  | 'tags'
  | 'person'
  | 'link';

/** A person in a `person` column. */
export interface ListPerson {
  name: string;
  avatarUrl?: string | null;
}

interface ListColumnCommon<TData> {
  /** The column's id, its sort key and (by default) its filter key. */
  key: string;
  /** The header text; also the search field's label and the column menu's name. */
  title: string;
  /** Width (number = px). */
  width?: number | string;
  /** Alignment; numbers default to `end`. */
  align?: 'start' | 'center' | 'end';
  /** The user may sort by this column (server-side: the page reads `query.sort`). */
  sortable?: boolean;
  /** Hidden until the user shows it from the column menu. */
  defaultHidden?: boolean;
  /** May be hidden from the column menu.
   * @default true */
  hideable?: boolean;
  /**
   * Adds a search field generated from the value type: text → text field, numbers → a number range,
   * dates → a date range (nothing after today), status → a select of the dictionary, tags and
   * person → a select of `options`. An object adjusts the generated field (label, key, options…).
   */
  search?: boolean | Partial<Omit<ListFilterDef, 'kind'>>;
  /** Replaces the cell's content (the value type still drives search and alignment). */
  render?: (row: TData) => ReactNode;
}

/** A text column. */
export interface ListTextSpec<TData> {
  valueType: 'text';
  value: (row: TData) => string | number | null | undefined;
}
/** A number column: money is in fen (shown ÷100 with two decimals), percent a fraction (0.125 → 12.5%), duration ms. */
export interface ListNumberSpec<TData> {
  valueType: 'money' | 'count' | 'percent' | 'duration';
  value: (row: TData) => number | null | undefined;
}
/** A date (`YYYY-MM-DD`) or date-time column. */
export interface ListDateSpec<TData> {
  valueType: 'dateTime' | 'date';
  value: (row: TData) => string | number | Date | null | undefined;
}
/** A status column, labelled and coloured by the spec's dictionary. */
export interface ListStatusSpec<TData> {
  valueType: 'status';
  value: (row: TData) => string | number | null | undefined;
  /** The spec's dictionary of the statuses (labels and tones). */
  dictionary: StatusDictionary | readonly DictionaryItem[];
}
/** A thumbnail column. */
export interface ListThumbnailSpec<TData> {
  valueType: 'thumbnail';
  value: (row: TData) => string | null | undefined;
  /** Names the image (and the button that opens it). */
  alt: (row: TData) => string;
  media?: 'image' | 'video';
  durationMs?: (row: TData) => number | null | undefined;
  /** Makes the thumbnail a button (open the detail). */
  onOpen?: (row: TData) => void;
}
/** A column of tags. */
export interface ListTagsSpec<TData> {
  valueType: 'tags';
  value: (row: TData) => readonly string[] | null | undefined;
}
/** A person (avatar and name). */
export interface ListPersonSpec<TData> {
  valueType: 'person';
  value: (row: TData) => ListPerson | null | undefined;
}
/** A link: an address, or an action drawn as a link. */
export interface ListLinkSpec<TData> {
  valueType: 'link';
  value: (row: TData) => string | null | undefined;
  /** An address (rendered as a link), or… */
  href?: (row: TData) => string;
  /** …an action (rendered as a link-styled button). */
  onClick?: (row: TData) => void;
}

/** A column of a ListPage: what every column has, and what its value type adds. */
export type ListColumn<TData> = ListColumnCommon<TData> &
  (
    | ListTextSpec<TData>
    | ListNumberSpec<TData>
    | ListDateSpec<TData>
    | ListStatusSpec<TData>
    | ListThumbnailSpec<TData>
    | ListTagsSpec<TData>
    | ListPersonSpec<TData>
    | ListLinkSpec<TData>
  );

type Key<T> = Extract<keyof T, string>;
/** Keys of `T` whose values may be given to a column of type `V`. */
type KeysOf<T, V> = { [K in Key<T>]-?: T[K] extends V | null | undefined ? K : never }[Key<T>];
/** What a builder method takes besides the key: the common options and its value type's own. */
type Options<TData, Spec> = Omit<ListColumnCommon<TData>, 'key'> & Omit<Spec, 'valueType' | 'value'>;

/** A column builder bound to a row type: each method accepts only the keys whose values fit its value type. */
export interface ListColumnBuilder<TData> {
  text<K extends KeysOf<TData, string | number>>(
    key: K,
    options: Options<TData, ListTextSpec<TData>>,
  ): ListColumn<TData>;
  money<K extends KeysOf<TData, number>>(key: K, options: Options<TData, ListNumberSpec<TData>>): ListColumn<TData>;
  count<K extends KeysOf<TData, number>>(key: K, options: Options<TData, ListNumberSpec<TData>>): ListColumn<TData>;
  percent<K extends KeysOf<TData, number>>(key: K, options: Options<TData, ListNumberSpec<TData>>): ListColumn<TData>;
  duration<K extends KeysOf<TData, number>>(key: K, options: Options<TData, ListNumberSpec<TData>>): ListColumn<TData>;
  dateTime<K extends KeysOf<TData, string | number | Date>>(
    key: K,
    options: Options<TData, ListDateSpec<TData>>,
  ): ListColumn<TData>;
  date<K extends KeysOf<TData, string | number | Date>>(
    key: K,
    options: Options<TData, ListDateSpec<TData>>,
  ): ListColumn<TData>;
  status<K extends KeysOf<TData, string | number>>(
    key: K,
    options: Options<TData, ListStatusSpec<TData>>,
  ): ListColumn<TData>;
  thumbnail<K extends KeysOf<TData, string>>(
    key: K,
    options: Options<TData, ListThumbnailSpec<TData>>,
  ): ListColumn<TData>;
  tags<K extends KeysOf<TData, readonly string[]>>(
    key: K,
    options: Options<TData, ListTagsSpec<TData>>,
  ): ListColumn<TData>;
  person<K extends KeysOf<TData, ListPerson>>(
    key: K,
    options: Options<TData, ListPersonSpec<TData>>,
  ): ListColumn<TData>;
  link<K extends KeysOf<TData, string>>(key: K, options: Options<TData, ListLinkSpec<TData>>): ListColumn<TData>;
  /** Any value type with its own accessor, for values that are not a plain field of the row. */
  computed(column: ListColumn<TData>): ListColumn<TData>;
}

const VALUE_TYPES = [
  'text',
  'money',
  'count',
  'percent',
  'duration',
  'dateTime',
  'date',
  'status',
  'thumbnail',
  'tags',
  'person',
  'link',
] as const;

/**
 * Column definitions for `ListPage`, typed by the row: `col.money('amount', { title: '金额' })`
 * compiles only when `amount` is a number. One definition renders the cell, generates the search
 * field and names the column in the column menu. Define columns at module scope or memoise them.
 *
 * @example
 * const col = createListColumns<Order>();
 * const columns = [
 *   col.text('orderNo', { title: '订单号', search: true }),
 *   col.money('amount', { title: '金额', sortable: true }),
 *   col.status('status', { title: '状态', dictionary: ORDER_STATUS, search: true }),
 *   col.dateTime('createTime', { title: '创建时间', search: true, sortable: true }),
 * ];
 */
export function createListColumns<TData>(): ListColumnBuilder<TData> {
  const builder = {} as Record<string, unknown>;
  for (const valueType of VALUE_TYPES) {
    builder[valueType] = (key: string, options: object) => ({
      ...options,
      key,
      valueType,
      value: (row: TData) => (row as Record<string, unknown>)[key],
    });
  }
  builder.computed = (column: ListColumn<TData>) => column;
  return builder as unknown as ListColumnBuilder<TData>;
}

const NUMERIC: ReadonlySet<ListValueType> = new Set(['money', 'count', 'percent', 'duration']);

/** The alignment a column gets when it does not say: numbers at the end. */
export function columnAlign<TData>(column: ListColumn<TData>): 'start' | 'center' | 'end' {
  return column.align ?? (NUMERIC.has(column.valueType) ? 'end' : 'start');
}

/** The search field a column generates, or null when it is not searchable. */
export function filterOfColumn<TData>(column: ListColumn<TData>, locale: Locale): ListFilterDef | null {
  if (!column.search) return null;
  const extra = column.search === true ? {} : column.search;
  const base = { key: column.key, label: column.title };
  let generated: ListFilterDef;
  switch (column.valueType) {
    case 'money':
    case 'count':
    case 'percent':
    case 'duration':
      generated = { ...base, kind: 'numberRange' };
      break;
    case 'date':
    case 'dateTime':
      generated = { ...base, kind: 'dateRange' };
      break;
    case 'status': {
      const { dictionary } = column;
      const values = Array.isArray(dictionary)
        ? (dictionary as readonly DictionaryItem[]).map((item) => String(item.value))
        : Object.keys(dictionary as StatusDictionary);
      generated = {
        ...base,
        kind: 'select',
        options: values.map((value) => ({ value, label: resolveStatus(value, dictionary, locale).label })),
      };
      break;
    }
    case 'tags':
      generated = { ...base, kind: 'multiSelect' };
      break;
    case 'person':
      generated = { ...base, kind: 'select' };
      break;
    default:
      generated = { ...base, kind: 'text' };
  }
  return { ...generated, ...extra };
}
