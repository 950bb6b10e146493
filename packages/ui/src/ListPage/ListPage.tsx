import { useEffect, useMemo, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { RowData, RowSelectionState } from '@tanstack/react-table';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { DataTable } from '../DataTable/DataTable';
import { createDataTableColumnHelper, type DataTableColumnDef } from '../DataTable/columnHelper';
import type { DataTableRowAction } from '../DataTable/DataTableRowActions';
import * as DropdownMenu from '../DropdownMenu/DropdownMenu.namespace';
import { useFormatters } from '../format/useFormatters';
import { useControllableState } from '../hooks/useControllableState';
import { useLocale, useUiTranslate } from '../i18n/I18nProvider';
import { templatesCatalogues } from '../i18n/messages/templates';
import { ColumnsIcon } from '../internal/icons';
import { PageHeader } from '../PageHeader/PageHeader';
import { Pagination } from '../Pagination/Pagination';
import * as Tabs from '../Tabs/Tabs.namespace';
import { columnAlign, filterOfColumn, type ListColumn, type ListFilterDef } from './listColumns';
import { cleanFilters, type ListFilters, type ListQuery } from './listQuery';
import { renderListCell } from './ListPageCell';
import { ListPageSearch } from './ListPageSearch';
import { BatchBar, BatchCount, Footer, Root, Toolbar, ToolbarEnd, ToolbarStart, ViewSwitch } from './ListPage.styles';

/** An action on the selected rows (all pages), shown in the batch bar while anything is selected. */
export interface ListBatchAction<TData> {
  key: string;
  label: ReactNode;
  /** `danger` for destructive actions (they should also `confirm`). */
  tone?: 'default' | 'danger';
  /** Asks first, with this message (spec section 8: title 提示, buttons 确认 and 取消). */
  confirm?: ReactNode | ((count: number) => ReactNode);
  /** Offered but not available (for example merge with fewer than two). */
  disabled?: boolean | ((ids: readonly string[], rows: readonly TData[]) => boolean);
  /** Runs with the selected ids and the rows of them the list has shown. */
  onSelect: (ids: readonly string[], rows: readonly TData[]) => void | Promise<void>;
}

/** A tab of a list (its key is `query.tab`). */
export interface ListTab {
  key: string;
  label: ReactNode;
  /** A count shown beside the label. */
  count?: number;
}

export type ListView = 'table' | 'grid';
export type ListSelection = RowSelectionState;

export interface ListPageProps<TData extends RowData> extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The page's name, shown as its one `h1`. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the right of the title (create, import); shown with the title. */
  actions?: ReactNode;
  /** A notice between the header and the search form (for example where the user came from). */
  banner?: ReactNode;
  /** The table's accessible name.
   * @default the title, when it is text */
  'aria-label'?: string;

  /** Columns made with `createListColumns`: each renders its cells and, when `search` is set, a search field. */
  columns: readonly ListColumn<TData>[];
  /** The rows of the current page (or every row when `paginated` is false). Keep the array stable. */
  data: readonly TData[];
  /** The server's total of rows matching the filters. */
  total: number;
  /** A stable id per row (selection and keys). */
  getRowId: (row: TData) => string;
  /** Names a row for its checkbox, e.g. its title. */
  getRowLabel?: (row: TData) => string;

  /** What the list shows: page, size, filters, sort, view and tab. The app keeps it in the URL. */
  query: ListQuery;
  /** Called with the next query when the user searches, pages, sorts, switches view or tab. */
  onQueryChange: (query: ListQuery) => void;
  /** Page sizes offered.
   * @default [10, 20, 50] */
  pageSizeOptions?: readonly number[];
  /** Paging by the server (`data` is one page). `false` shows every row of `data` (virtualised past 200).
   * @default true */
  paginated?: boolean;

  /** Search fields beyond the columns' own (appended after them). */
  filters?: readonly ListFilterDef[];
  /** Fields visible while the search form is collapsed.
   * @default 3 */
  searchCollapsedCount?: number;
  /** Buttons beside Search and Reset (export, upload). */
  searchActions?: ReactNode;

  /** Fetching: a spinner over the rows, or skeletons before the first page. */
  loading?: boolean;
  /** A load error: the message (or `true` for the default) and a retry button. */
  error?: ReactNode;
  /** Retries after an error. */
  onRetry?: () => void;
  /** Shown when nothing matches. */
  emptyContent?: ReactNode;
  /** Adds a refresh button to the toolbar. */
  onRefresh?: () => void;

  /** Content at the start of the toolbar (primary actions). */
  toolbar?: ReactNode;
  /** Actions on the selection; rows become selectable when given. */
  batchActions?: readonly ListBatchAction<TData>[];
  /** Selected row ids across pages (controlled). Cleared when the filters change. */
  selection?: ListSelection;
  /** Called with the selected ids. */
  onSelectionChange?: (selection: ListSelection) => void;
  /** Decides which rows can be selected. */
  isRowSelectable?: (row: TData) => boolean;
  /** Actions per row: the first `maxInlineActions` inline, the rest in a menu. */
  rowActions?: (row: TData) => readonly DataTableRowAction[];
  /** How many of a row's actions show inline as links before the 更多 (More) menu, in the table view.
   * @default 2 */
  maxInlineActions?: number;

  /** Views offered; more than one adds a table / grid switch (the choice is `query.view`).
   * @default ['table'] */
  views?: readonly ListView[];
  /** The grid view's content (cards), shown instead of the table when `query.view` is `grid`. */
  grid?: ReactNode;
  /** The grid is paged like the table (false for a grid that loads more as it scrolls).
   * @default true */
  gridPaging?: boolean;

  /** Hidden columns (`false` hides), controlled; defaults come from `defaultHidden`. */
  columnVisibility?: Readonly<Record<string, boolean>>;
  /** Called when the user shows or hides a column. */
  onColumnVisibilityChange?: (visibility: Readonly<Record<string, boolean>>) => void;

  /** Tabs above the list (their key is `query.tab`). */
  tabs?: readonly ListTab[];
  /** Height of the table's scrolling body (needed for a virtualised body). */
  maxHeight?: number | string;
}

const DEFAULT_PAGE_SIZES = [10, 20, 50] as const;
const NO_SELECTION: ListSelection = {};

/** The cleaned filters as one comparable text. */
const filtersKey = (filters: ListFilters) => JSON.stringify(Object.entries(cleanFilters(filters)).sort());

/**
 * The list-page template: a title, a search form generated from the columns, a toolbar, a batch bar
 * for a selection that spans pages, a table (or the page's card grid), pagination, and the loading,
 * empty and error states. It holds no data of its own: rows and totals come in as props and every
 * change of what to show goes out through `onQueryChange`, which the app keeps in the URL.
 */
export function ListPage<TData extends RowData>({
  title,
  description,
  actions,
  banner,
  'aria-label': ariaLabel,
  columns,
  data,
  total,
  getRowId,
  getRowLabel,
  query,
  onQueryChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  paginated = true,
  filters: extraFilters,
  searchCollapsedCount,
  searchActions,
  loading = false,
  error,
  onRetry,
  emptyContent,
  onRefresh,
  toolbar,
  batchActions,
  selection: selectionProp,
  onSelectionChange,
  isRowSelectable,
  rowActions,
  maxInlineActions,
  views = ['table'],
  grid,
  gridPaging = true,
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  tabs,
  maxHeight,
  ...rest
}: ListPageProps<TData>) {
  const t = useUiTranslate(templatesCatalogues);
  const locale = useLocale();
  const f = useFormatters();
  const [selection, setSelection] = useControllableState({
    value: selectionProp,
    defaultValue: NO_SELECTION,
    onChange: onSelectionChange,
  });
  const [visibility, setVisibility] = useControllableState({
    value: visibilityProp,
    defaultValue: Object.fromEntries(columns.filter((c) => c.defaultHidden).map((c) => [c.key, false])),
    onChange: onColumnVisibilityChange,
  });
  const [confirming, setConfirming] = useState<ListBatchAction<TData> | null>(null);
  const selectable = batchActions !== undefined && batchActions.length > 0;
  const view: ListView = query.view === 'grid' && views.includes('grid') ? 'grid' : 'table';
  const name = ariaLabel ?? (typeof title === 'string' ? title : undefined);

  // The rows behind selected ids, remembered as they are ticked, so batch actions get rows from every page.
  const [remembered, setRemembered] = useState<ReadonlyMap<string, TData>>(() => new Map());
  const changeSelection = (next: ListSelection) => {
    setRemembered((prev) => {
      const map = new Map(prev);
      for (const row of data) if (next[getRowId(row)]) map.set(getRowId(row), row);
      return map;
    });
    setSelection(next);
  };
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const onPage = new Map(data.map((row) => [getRowId(row), row]));
  const selectedRows = selectedIds.flatMap((id) => {
    const row = onPage.get(id) ?? remembered.get(id);
    return row === undefined ? [] : [row];
  });

  // A new search starts a new selection: what was ticked may no longer be listed.
  const appliedKey = filtersKey(query.filters);
  const lastKey = useRef(appliedKey);
  useEffect(() => {
    if (lastKey.current === appliedKey) return;
    lastKey.current = appliedKey;
    if (selectedIds.length > 0) setSelection(NO_SELECTION);
  }, [appliedKey, selectedIds.length, setSelection]);

  const formFilters = useMemo(
    () => [
      ...columns.flatMap((column) => {
        const filter = filterOfColumn(column, locale);
        return filter ? [filter] : [];
      }),
      ...(extraFilters ?? []),
    ],
    [columns, extraFilters, locale],
  );

  const tableColumns = useMemo(() => {
    const helper = createDataTableColumnHelper<TData>();
    return columns.map((column): DataTableColumnDef<TData> =>
      helper.accessor((row) => column.value(row) as unknown, {
        id: column.key,
        header: column.title,
        enableSorting: column.sortable ?? false,
        enableHiding: column.hideable ?? true,
        meta: {
          align: columnAlign(column),
          label: column.title,
          ...(column.width !== undefined ? { width: column.width } : {}),
        },
        cell: ({ row }) => renderListCell(column, row.original, f),
      }),
    );
  }, [columns, f]);

  const setQuery = (patch: Partial<ListQuery>) => onQueryChange({ ...query, ...patch });
  const formKeys = new Set(formFilters.map((filter) => filter.key));
  // Filters the form does not show (set by a link) survive a search; the form's own are replaced.
  const keptFilters = Object.fromEntries(Object.entries(query.filters).filter(([key]) => !formKeys.has(key)));

  const runBatch = async (action: ListBatchAction<TData>) => {
    await action.onSelect(selectedIds, selectedRows);
  };

  const hideable = columns.filter((column) => column.hideable ?? true);
  // The shown columns' widths add up to the table's least width: a narrow window scrolls the table
  // sideways instead of squeezing every column into a word per line (columns without a width: 120 px).
  const minTableWidth =
    columns
      .filter((column) => visibility[column.key] !== false)
      .reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 120), 0) +
    (selectable ? 44 : 0) +
    (rowActions ? 160 : 0);
  const visibleCount = columns.filter((column) => visibility[column.key] !== false).length;

  const viewSwitch =
    views.length > 1 ? (
      <ViewSwitch role="group" aria-label={t('listPage.view')} data-part="ViewSwitch">
        {views.map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'primary' : 'secondary'}
            aria-pressed={view === v}
            onClick={() => setQuery({ view: v })}
          >
            {t(v === 'grid' ? 'listPage.view.grid' : 'listPage.view.table')}
          </Button>
        ))}
      </ViewSwitch>
    ) : null;

  const columnMenu =
    view === 'table' && hideable.length > 1 ? (
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button size="sm" leadingVisual={<ColumnsIcon />} data-part="ColumnToggle">
            {t('listPage.columns')}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Label>{t('listPage.columnsLabel')}</DropdownMenu.Label>
          {hideable.map((column) => {
            const shown = visibility[column.key] !== false;
            return (
              <DropdownMenu.CheckboxItem
                key={column.key}
                checked={shown}
                disabled={shown && visibleCount === 1}
                onCheckedChange={(checked) => setVisibility({ ...visibility, [column.key]: checked === true })}
              >
                {column.title}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    ) : null;

  const body =
    view === 'grid' ? (
      <>
        {grid}
        {gridPaging && paginated ? (
          <Footer data-part="Footer">
            <Pagination
              total={total}
              page={query.page}
              pageSize={query.pageSize}
              pageSizeOptions={pageSizeOptions}
              disabled={loading}
              onChange={({ page, pageSize }) => setQuery({ page: pageSize === query.pageSize ? page : 1, pageSize })}
            />
          </Footer>
        ) : null}
      </>
    ) : (
      <DataTable<TData>
        {...(name ? { 'aria-label': name } : {})}
        data={data}
        columns={tableColumns}
        getRowId={(row) => getRowId(row)}
        {...(getRowLabel ? { getRowLabel } : {})}
        {...(paginated
          ? {
              rowCount: total,
              pagination: { pageIndex: query.page - 1, pageSize: query.pageSize },
              onPaginationChange: ({ pageIndex, pageSize }) =>
                setQuery({ page: pageSize === query.pageSize ? pageIndex + 1 : 1, pageSize }),
              pageSizeOptions,
            }
          : {})}
        manualSorting={paginated}
        sorting={query.sort ? [{ id: query.sort.key, desc: query.sort.desc }] : []}
        onSortingChange={(sorting) => {
          const first = sorting[0];
          setQuery({ page: 1, sort: first ? { key: first.id, desc: first.desc } : null });
        }}
        enableRowSelection={selectable ? (isRowSelectable ?? true) : false}
        rowSelection={selection}
        onRowSelectionChange={changeSelection}
        showSelectedCount={false}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        {...(rowActions ? { rowActions } : {})}
        {...(maxInlineActions !== undefined ? { maxInlineActions } : {})}
        loading={loading}
        {...(error ? { error } : {})}
        {...(onRetry ? { onRetry } : {})}
        {...(emptyContent !== undefined ? { emptyContent } : {})}
        {...(maxHeight !== undefined ? { maxHeight } : {})}
        minWidth={minTableWidth}
      />
    );

  const content = (
    <>
      {formFilters.length > 0 ? (
        <ListPageSearch
          aria-label={t('listPage.search', { name: name ?? '' })}
          filters={formFilters}
          applied={query.filters}
          searching={loading}
          {...(searchCollapsedCount !== undefined ? { collapsedCount: searchCollapsedCount } : {})}
          extraActions={searchActions}
          onSearch={(filters) => setQuery({ page: 1, filters: cleanFilters({ ...keptFilters, ...filters }) })}
          onReset={() => setQuery({ page: 1, filters: keptFilters })}
        />
      ) : null}
      {toolbar || viewSwitch || columnMenu || onRefresh ? (
        <Toolbar data-part="Toolbar">
          <ToolbarStart>{toolbar}</ToolbarStart>
          <ToolbarEnd>
            {onRefresh ? (
              <Button size="sm" onClick={onRefresh} disabled={loading}>
                {t('listPage.refresh')}
              </Button>
            ) : null}
            {columnMenu}
            {viewSwitch}
          </ToolbarEnd>
        </Toolbar>
      ) : null}
      {selectable && selectedIds.length > 0 ? (
        <BatchBar data-part="BatchBar" role="region" aria-label={t('listPage.batch')}>
          <BatchCount aria-live="polite">{t('listPage.selected', { count: selectedIds.length })}</BatchCount>
          <Button size="sm" variant="link" onClick={() => setSelection(NO_SELECTION)}>
            {t('listPage.clearSelection')}
          </Button>
          {batchActions.map((action) => {
            const disabled =
              typeof action.disabled === 'function' ? action.disabled(selectedIds, selectedRows) : action.disabled;
            return (
              <Button
                key={action.key}
                size="sm"
                variant={action.tone === 'danger' ? 'danger' : 'secondary'}
                disabled={disabled ?? false}
                onClick={() => (action.confirm ? setConfirming(action) : void runBatch(action))}
              >
                {action.label}
              </Button>
            );
          })}
        </BatchBar>
      ) : null}
      {body}
    </>
  );

  return (
    <Root data-component="ListPage" data-view={view} {...rest}>
      {title ? <PageHeader title={title} description={description} actions={actions} /> : null}
      {banner}
      {tabs && tabs.length > 0 ? (
        <Tabs.Root
          value={query.tab ?? tabs[0]!.key}
          onValueChange={(tab) => setQuery({ tab, page: 1 })}
          data-part="Tabs"
        >
          <Tabs.List aria-label={name ?? t('listPage.tabs')}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.key} value={tab.key}>
                {tab.label}
                {tab.count !== undefined ? <Badge count={tab.count} /> : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.key} value={tab.key}>
              {tab.key === (query.tab ?? tabs[0]!.key) ? content : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        content
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        {...(confirming?.tone === 'danger' ? { tone: 'danger' as const } : {})}
        onConfirm={async () => {
          if (confirming) await runBatch(confirming);
        }}
      >
        {typeof confirming?.confirm === 'function' ? confirming.confirm(selectedIds.length) : confirming?.confirm}
      </ConfirmDialog>
    </Root>
  );
}
