export { Tree } from './Tree';
export type { TreeProps, TreeNode, TreeCheckInfo } from './Tree';
