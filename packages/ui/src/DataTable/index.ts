export { DataTable } from './DataTable';
export type {
  DataTableProps,
  DataTablePaginationState,
  DataTableSortingState,
  DataTableRowSelectionState,
  DataTableColumnVisibilityState,
} from './DataTable';
export { createDataTableColumnHelper } from './columnHelper';
export type { DataTableColumnDef, DataTableColumnHelper, DataTableColumnMeta, DataTableFeatures } from './columnHelper';
export type { DataTableRowAction } from './DataTableRowActions';
