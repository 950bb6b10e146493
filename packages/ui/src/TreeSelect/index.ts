export { TreeSelect } from './TreeSelect';
export type {
  TreeSelectProps,
  TreeSelectSingleProps,
  TreeSelectMultipleProps,
  TreeSelectBaseProps,
} from './TreeSelect';
