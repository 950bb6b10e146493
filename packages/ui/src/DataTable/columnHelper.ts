import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type ColumnHelper,
  type RowData,
} from '@tanstack/react-table';

/** Per-column presentation options, set as `meta` on a column definition. */
export interface DataTableColumnMeta {
  /** Horizontal alignment of header and cells; use `end` for numbers.
   * @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** Column width (number = px). Virtualised tables use fixed layout, so give wide columns a width. */
  width?: number | string;
  /** Name in the column-visibility menu when the header is not plain text. */
  label?: string;
}

/**
 * The TanStack Table v9 features every DataTable registers: sorting (client or manual),
 * row selection, column visibility and pagination (client slicing or manual). Module scope,
 * so the object is stable.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  rowSelectionFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable showing rows of `TData`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** The typed helper returned by `createDataTableColumnHelper`. */
export type DataTableColumnHelper<TData extends RowData> = ColumnHelper<DataTableFeatures, TData>;

/**
 * A column helper bound to the DataTable's features: `accessor` infers each cell's value type,
 * `display` makes non-data columns, `columns` keeps per-column types. Define columns at module
 * scope (or memoise them) so the table does not recompute on every render.
 *
 * @example
 * const col = createDataTableColumnHelper<ExportRow>();
 * const columns = col.columns([
 *   col.accessor('fileName', { header: '文件名', enableSorting: true }),
 *   col.accessor('status', { header: '状态', cell: (c) => <StatusTag value={c.getValue()} dictionary={dict} /> }),
 * ]);
 */
export function createDataTableColumnHelper<TData extends RowData>(): DataTableColumnHelper<TData> {
  return createColumnHelper<DataTableFeatures, TData>();
}
