import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useTable,
  type ColumnVisibilityState,
  type PaginationState,
  type Row as TableRow,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Empty } from '../Empty/Empty';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { ColumnsIcon, SortIcon } from '../internal/icons';
import { Pagination } from '../Pagination/Pagination';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu.namespace';
import {
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './columnHelper';
import {
  Cell,
  Checkbox,
  ErrorBox,
  Footer,
  Frame,
  HeaderCell,
  Overlay,
  Root,
  Row,
  Scroller,
  SelectedCount,
  SortButton,
  StateCell,
  Table,
  Toolbar,
  ToolbarStart,
} from './DataTable.styles';
import { DataTableRow } from './DataTableRow';
import type { DataTableRowAction } from './DataTableRowActions';

export type { PaginationState as DataTablePaginationState, SortingState as DataTableSortingState };
export type {
  RowSelectionState as DataTableRowSelectionState,
  ColumnVisibilityState as DataTableColumnVisibilityState,
};

export interface DataTableProps<TData extends RowData> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The rows: the current page when `rowCount` is given (server paging), otherwise every row. Keep the array stable. */
  data: readonly TData[];
  /** Column definitions, made with `createDataTableColumnHelper`. Keep the array stable (module scope or memo). */
  columns: readonly DataTableColumnDef<TData>[];
  /** A stable id per row, used for selection and React keys; defaults to `row.id` when present, else the index. */
  getRowId?: (row: TData, index: number) => string;
  /** The table's accessible name (or use `aria-labelledby`). */
  'aria-label'?: string;
  /** Name of a row for its selection checkbox, e.g. the file name; defaults to the row number. */
  getRowLabel?: (row: TData) => string;

  /** Server total. When given, `data` is one page, paging and sorting are manual (the caller fetches). */
  rowCount?: number;
  /** Page index (0-based) and size (controlled). Paging is shown when this or `defaultPagination` is set. */
  pagination?: PaginationState;
  /** Initial paging when uncontrolled, e.g. `{ pageIndex: 0, pageSize: 5 }`. */
  defaultPagination?: PaginationState;
  /** Called when the user changes page or page size. */
  onPaginationChange?: (pagination: PaginationState) => void;
  /** Page sizes offered, e.g. `[5, 10, 20, 50]`. */
  pageSizeOptions?: readonly number[];

  /** Sort state (controlled). Columns opt in with `enableSorting: true`. */
  sorting?: SortingState;
  /** Initial sort when uncontrolled. */
  defaultSorting?: SortingState;
  /** Called when the user sorts by a column header. */
  onSortingChange?: (sorting: SortingState) => void;
  /** Sort on the server: `data` already arrives sorted. Defaults to true when `rowCount` is given. */
  manualSorting?: boolean;

  /** Adds a checkbox column with select-all. A function decides per row. */
  enableRowSelection?: boolean | ((row: TData) => boolean);
  /** Selected row ids (controlled). */
  rowSelection?: RowSelectionState;
  /** Initially selected row ids when uncontrolled. */
  defaultRowSelection?: RowSelectionState;
  /** Called with the selected row ids. */
  onRowSelectionChange?: (selection: RowSelectionState) => void;

  /** Hidden columns by id (`false` hides), controlled. */
  columnVisibility?: ColumnVisibilityState;
  /** Initially hidden columns when uncontrolled. */
  defaultColumnVisibility?: ColumnVisibilityState;
  /** Called when the user shows or hides a column. */
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;
  /** Show the 列设置 menu for hiding columns. */
  showColumnToggle?: boolean;
  /** Show 已选择 N 项 in the toolbar while rows are selected (off when a surrounding batch bar says it).
   * @default true */
  showSelectedCount?: boolean;

  /** Actions for a row, shown in a last 操作 column: the first `maxInlineActions` as links, the rest in a menu. */
  rowActions?: (row: TData) => readonly DataTableRowAction[];
  /** How many actions show inline before the 更多 menu.
   * @default 2 */
  maxInlineActions?: number;

  /** Loading: skeleton rows when there is no data yet, otherwise a spinner over the current rows. Sets `aria-busy`. */
  loading?: boolean;
  /** A load error: replaces the rows with the message and a retry button. `true` shows the default message. */
  error?: ReactNode;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** What to show when there are no rows; defaults to `<Empty />`. */
  emptyContent?: ReactNode;

  /** Keep the header visible while the body scrolls (within `maxHeight`).
   * @default true */
  stickyHeader?: boolean;
  /** Height limit of the scrolling body (number = px); sets `--bc-data-table-max-height`. Needed for virtualisation. */
  maxHeight?: number | string;
  /** Render only the visible rows. Defaults to on when there are more rows than `virtualizeThreshold`. */
  virtualized?: boolean;
  /** Row count above which the body is virtualised automatically.
   * @default 200 */
  virtualizeThreshold?: number;
  /** Row height used for virtualisation (px); rows do not wrap when virtualised.
   * @default 41 (33 when size is 'sm') */
  estimateRowHeight?: number;
  /** Content at the start of the toolbar (bulk actions, filters). */
  toolbar?: ReactNode;
  /** Row density.
   * @default 'md' */
  size?: 'sm' | 'md';
  /** The table's least width (number = px): narrower than this, it scrolls sideways instead of squeezing its columns. */
  minWidth?: number | string;
}

const EMPTY_SELECTION: RowSelectionState = {};
const EMPTY_VISIBILITY: ColumnVisibilityState = {};
const EMPTY_SORTING: SortingState = [];
const NO_PAGING: PaginationState = { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER };
const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

function defaultRowId<TData>(row: TData, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

function columnMeta(meta: unknown): DataTableColumnMeta {
  return (meta ?? {}) as DataTableColumnMeta;
}

/**
 * The console's data table on TanStack Table v9: server or client paging with the package's
 * `Pagination`, sorting, row selection, column visibility, row actions, empty/loading/error
 * states, a sticky header and a virtualised body for long lists (table semantics kept through
 * `aria-rowcount`/`aria-rowindex`).
 */
export function DataTable<TData extends RowData>({
  data,
  columns,
  getRowId = defaultRowId,
  getRowLabel,
  rowCount,
  pagination: paginationProp,
  defaultPagination,
  onPaginationChange,
  pageSizeOptions,
  sorting: sortingProp,
  defaultSorting = EMPTY_SORTING,
  onSortingChange,
  manualSorting,
  enableRowSelection = false,
  rowSelection: rowSelectionProp,
  defaultRowSelection = EMPTY_SELECTION,
  onRowSelectionChange,
  columnVisibility: visibilityProp,
  defaultColumnVisibility = EMPTY_VISIBILITY,
  onColumnVisibilityChange,
  showColumnToggle = false,
  showSelectedCount = true,
  rowActions,
  maxInlineActions = 2,
  loading = false,
  error,
  onRetry,
  emptyContent,
  stickyHeader = true,
  maxHeight,
  virtualized,
  virtualizeThreshold = 200,
  estimateRowHeight,
  toolbar,
  size = 'md',
  minWidth,
  style,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: DataTableProps<TData>) {
  const t = useUiTranslate(dataCatalogues);
  const paged = paginationProp !== undefined || defaultPagination !== undefined;
  const serverPaged = rowCount !== undefined;

  const [pagination, setPagination] = useControllableState({
    value: paginationProp,
    defaultValue: defaultPagination ?? NO_PAGING,
    onChange: onPaginationChange,
  });
  const [sorting, setSorting] = useControllableState({
    value: sortingProp,
    defaultValue: defaultSorting,
    onChange: onSortingChange,
  });
  const [rowSelection, setRowSelection] = useControllableState({
    value: rowSelectionProp,
    defaultValue: defaultRowSelection,
    onChange: onRowSelectionChange,
  });
  const [columnVisibility, setColumnVisibility] = useControllableState({
    value: visibilityProp,
    defaultValue: defaultColumnVisibility,
    onChange: onColumnVisibilityChange,
  });

  const canSelect = useMemo(
    () =>
      typeof enableRowSelection === 'function'
        ? (row: TableRow<DataTableFeatures, TData>) => enableRowSelection(row.original)
        : enableRowSelection,
    [enableRowSelection],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumnDef<TData>[],
    data: data as TData[],
    getRowId,
    defaultColumn: { enableSorting: false },
    state: { pagination: paged ? pagination : NO_PAGING, sorting, rowSelection, columnVisibility },
    onPaginationChange: setPagination,
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    manualPagination: !paged || serverPaged,
    manualSorting: manualSorting ?? serverPaged,
    ...(serverPaged ? { rowCount } : {}),
    autoResetPageIndex: false,
    enableRowSelection: canSelect,
    // Shift+click on a row checkbox selects the range from the last clicked row (React's change event wraps the click).
    isRowRangeSelectionEvent: (event) => !!(event as { nativeEvent?: { shiftKey?: boolean } }).nativeEvent?.shiftKey,
    enableSortingRemoval: true,
    sortDescFirst: false,
  });

  const rows = table.getRowModel().rows;
  const selectable = enableRowSelection !== false;
  const visibleColumns = table.getVisibleLeafColumns();
  const columnsKey = visibleColumns.map((column) => column.id).join(',');
  const columnCount = visibleColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const total = serverPaged ? rowCount : table.getPrePaginatedRowModel().rows.length;
  const firstIndex = paged ? pagination.pageIndex * pagination.pageSize : 0;
  const rowHeight = estimateRowHeight ?? (size === 'sm' ? 33 : 41);

  const isVirtual = (virtualized ?? rows.length > virtualizeThreshold) && !error;
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read only during this render
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: isVirtual ? rows.length : 0,
    getScrollElement,
    estimateSize,
    overscan: 4,
    useFlushSync: false,
    initialRect: { width: 0, height: typeof maxHeight === 'number' ? maxHeight : 480 },
  });
  const virtualItems = isVirtual ? virtualizer.getVirtualItems() : [];
  const renderedRows = isVirtual
    ? virtualItems.flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, index: item.index, start: item.start }] : [];
      })
    : rows.map((row, index) => ({ row, index, start: undefined }));

  const hasRows = rows.length > 0;
  // Virtualised rows are laid out as fixed-height flex rows placed by transform inside a body of the
  // list's full height (table semantics kept with explicit roles): a row entering the window lays out
  // alone, where spacer rows in a table made every scroll lay out the whole table again.
  const gridMode = isVirtual && hasRows;
  const cellStyles = useMemo(() => {
    const styles = new Map<string, CSSProperties>();
    for (const id of columnsKey.split(',')) {
      const column = visibleColumns.find((c) => c.id === id);
      const width = column ? columnMeta(column.columnDef.meta).width : undefined;
      styles.set(id, width === undefined ? { flex: '1 0 100px' } : { flex: `0 0 ${toCss(width)}` });
    }
    return styles;
    // The visible columns are named by columnsKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columnsKey]);
  const showSkeleton = loading && !hasRows && !error;
  const showOverlay = loading && hasRows && !error;
  const scrollable = maxHeight !== undefined;
  const selectedCount = selectable && showSelectedCount ? Object.keys(rowSelection).length : 0;

  const hideableColumns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const columnName = (id: string, header: unknown, meta: DataTableColumnMeta) =>
    meta.label ?? (typeof header === 'string' ? header : id);

  const rootStyle = {
    ...(maxHeight !== undefined ? { '--bc-data-table-max-height': toCss(maxHeight) } : {}),
    ...(estimateRowHeight !== undefined ? { '--bc-data-table-row-height': `${estimateRowHeight}px` } : {}),
    ...style,
  } as CSSProperties;

  const stateRow = (content: ReactNode) => (
    <tr>
      <StateCell colSpan={columnCount}>{content}</StateCell>
    </tr>
  );

  let body: ReactNode;
  if (error) {
    body = stateRow(
      <ErrorBox data-part="Error">
        <div role="alert">{error === true ? t('dataTable.error') : error}</div>
        {onRetry ? (
          <Button size="sm" onClick={onRetry}>
            {t('dataTable.retry')}
          </Button>
        ) : null}
      </ErrorBox>,
    );
  } else if (showSkeleton) {
    const skeletonRows = Math.min(paged ? pagination.pageSize : 5, 10);
    body = Array.from({ length: skeletonRows }, (_, i) => (
      <Row key={`skeleton-${i}`} aria-hidden="true" data-part="SkeletonRow">
        {Array.from({ length: columnCount }, (__, j) => (
          <Cell key={j}>
            <Skeleton width={j === 0 && selectable ? 16 : '80%'} />
          </Cell>
        ))}
      </Row>
    ));
  } else if (!hasRows) {
    body = stateRow(emptyContent ?? <Empty description={t('dataTable.empty')} />);
  } else {
    body = (
      <>
        {renderedRows.map(({ row, index, start }) => (
          <DataTableRow
            key={row.id}
            row={row}
            index={index}
            absoluteIndex={firstIndex + index}
            selectable={selectable}
            selected={selectable && row.getIsSelected()}
            canSelect={selectable && row.getCanSelect()}
            columnsKey={columnsKey}
            getRowLabel={getRowLabel}
            rowActions={rowActions}
            maxInlineActions={maxInlineActions}
            start={gridMode ? start : undefined}
            cellStyles={gridMode ? cellStyles : undefined}
          />
        ))}
      </>
    );
  }

  // The header re-renders only when what it shows changes, not on every scroll frame of a long list.
  const allSelected = hasRows && table.getIsAllPageRowsSelected();
  const someSelected = table.getIsSomePageRowsSelected();
  const sortingKey = JSON.stringify(sorting);
  const head = useMemo(
    () => (
      <thead role={gridMode ? 'rowgroup' : undefined}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} aria-rowindex={1} role={gridMode ? 'row' : undefined}>
            {selectable ? (
              <HeaderCell data-part="SelectCell" role={gridMode ? 'columnheader' : undefined}>
                <Checkbox
                  type="checkbox"
                  aria-label={t('dataTable.selectAll')}
                  checked={allSelected}
                  ref={(node) => {
                    if (node) node.indeterminate = someSelected;
                  }}
                  disabled={!hasRows || loading}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              </HeaderCell>
            ) : null}
            {group.headers.map((header) => {
              const meta = columnMeta(header.column.columnDef.meta);
              const sortable = header.column.getCanSort();
              const sorted = header.column.getIsSorted();
              return (
                <HeaderCell
                  key={header.id}
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  data-align={meta.align}
                  role={gridMode ? 'columnheader' : undefined}
                  style={gridMode ? cellStyles.get(header.column.id) : undefined}
                  aria-sort={
                    sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined
                  }
                >
                  {header.isPlaceholder ? null : sortable ? (
                    <SortButton
                      type="button"
                      data-part="SortButton"
                      data-sorted={sorted || undefined}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                      <SortIcon size={12} />
                    </SortButton>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </HeaderCell>
              );
            })}
            {rowActions ? (
              <HeaderCell data-part="ActionsCell" role={gridMode ? 'columnheader' : undefined}>
                {t('dataTable.actions')}
              </HeaderCell>
            ) : null}
          </tr>
        ))}
      </thead>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the header groups follow the visible columns and sort (columnsKey, sortingKey)
    [
      table,
      columnsKey,
      sortingKey,
      allSelected,
      someSelected,
      hasRows,
      loading,
      gridMode,
      cellStyles,
      selectable,
      rowActions,
      t,
    ],
  );

  const showToolbar = toolbar !== undefined || showColumnToggle || selectedCount > 0;

  return (
    <Root data-component="DataTable" data-size={size} style={rootStyle} {...rest}>
      {showToolbar ? (
        <Toolbar data-part="Toolbar">
          <ToolbarStart>
            {toolbar}
            {selectedCount > 0 ? (
              <SelectedCount data-part="SelectedCount" aria-live="polite">
                {t('dataTable.selected', { count: selectedCount })}
              </SelectedCount>
            ) : null}
          </ToolbarStart>
          {showColumnToggle ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button size="sm" leadingVisual={<ColumnsIcon />} data-part="ColumnToggle">
                  {t('dataTable.columns')}
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                <DropdownMenu.Label>{t('dataTable.columnsLabel')}</DropdownMenu.Label>
                {hideableColumns.map((column) => {
                  const visible = column.getIsVisible();
                  const onlyOne = visible && visibleColumns.length === 1;
                  return (
                    <DropdownMenu.CheckboxItem
                      key={column.id}
                      checked={visible}
                      disabled={onlyOne}
                      onCheckedChange={(value) => column.toggleVisibility(value === true)}
                    >
                      {columnName(column.id, column.columnDef.header, columnMeta(column.columnDef.meta))}
                    </DropdownMenu.CheckboxItem>
                  );
                })}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          ) : null}
        </Toolbar>
      ) : null}
      <Frame data-part="Frame">
        <Scroller
          ref={scrollRef}
          data-part="Scroller"
          role={scrollable ? 'region' : undefined}
          aria-label={scrollable ? (ariaLabel ?? t('dataTable.scrollRegion')) : undefined}
          tabIndex={scrollable ? 0 : undefined}
        >
          <Table
            data-part="Table"
            data-virtualized={gridMode || undefined}
            role={gridMode ? 'table' : undefined}
            data-sticky-header={stickyHeader || undefined}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            aria-busy={loading || undefined}
            aria-rowcount={error || !hasRows ? undefined : total + 1}
            style={minWidth !== undefined ? { minWidth: toCss(minWidth) } : undefined}
          >
            <colgroup>
              {selectable ? <col style={{ width: 44 }} /> : null}
              {visibleColumns.map((column) => {
                const width = columnMeta(column.columnDef.meta).width;
                return <col key={column.id} style={width !== undefined ? { width: toCss(width) } : undefined} />;
              })}
              {rowActions ? <col /> : null}
            </colgroup>
            {head}
            <tbody
              role={gridMode ? 'rowgroup' : undefined}
              style={gridMode ? { height: virtualizer.getTotalSize() } : undefined}
            >
              {body}
            </tbody>
          </Table>
        </Scroller>
        {showOverlay ? (
          <Overlay data-part="LoadingOverlay">
            <Spinner />
          </Overlay>
        ) : null}
        {showSkeleton ? <VisuallyHidden role="status">{t('dataTable.loading')}</VisuallyHidden> : null}
      </Frame>
      {paged ? (
        <Footer data-part="Footer">
          <Pagination
            total={total}
            page={pagination.pageIndex + 1}
            pageSize={pagination.pageSize}
            pageSizeOptions={pageSizeOptions ?? []}
            disabled={loading}
            onChange={({ page, pageSize }) => setPagination({ pageIndex: page - 1, pageSize })}
          />
        </Footer>
      ) : null}
    </Root>
  );
}
