export { SortableList } from './SortableList';
export type { SortableListProps, SortableMove } from './SortableList';
