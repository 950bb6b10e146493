export { ListPage } from './ListPage';
export type { ListPageProps, ListBatchAction, ListTab, ListView, ListSelection } from './ListPage';
export { createListColumns } from './listColumns';
export type {
  ListColumn,
  ListColumnBuilder,
  ListFilterDef,
  ListFilterFieldProps,
  ListFilterKind,
  ListFilterValue,
  ListPerson,
  ListValueType,
} from './listColumns';
export {
  cleanFilters,
  defaultListQuery,
  filterList,
  filterText,
  joinRange,
  listQueryFromParams,
  listQueryToParams,
  sameListQuery,
  splitRange,
} from './listQuery';
export type { ListFilters, ListQuery, ListQueryDefaults, ListSort } from './listQuery';
