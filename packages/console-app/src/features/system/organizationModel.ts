import { dictionaryLabel, DEPT_LEVEL_ALIASES, type DeptLevelAlias, type DeptNode } from '@brand-console/api-client';
import type { TreeNode } from '@brand-console/ui';

/** Every department of the tree by id, in tree order. */
export function indexDepartments(tree: readonly DeptNode[]): Map<number, DeptNode> {
  const byId = new Map<number, DeptNode>();
  const walk = (nodes: readonly DeptNode[]) =>
    nodes.forEach((node) => {
      byId.set(node.deptId, node);
      walk(node.children);
    });
  walk(tree);
  return byId;
}

/** The tree as the kit's Tree shows it (keys are department ids). */
export const toTreeNodes = (nodes: readonly DeptNode[]): TreeNode[] =>
  nodes.map((node) => ({ key: String(node.deptId), label: node.deptName, children: toTreeNodes(node.children) }));

/** Counts of a subtree: departments under it, at any depth. */
export const descendantsOf = (node: DeptNode): number =>
  node.children.reduce((sum, child) => sum + 1 + descendantsOf(child), 0);

/** What a level is called: the brand's own name, or the default in the reader's language. */
export function levelName(aliases: readonly DeptLevelAlias[] | undefined, level: number, locale: 'zh' | 'en') {
  const alias = aliases?.find((entry) => entry.level === level);
  if (alias?.custom) return alias.alias;
  return dictionaryLabel(DEPT_LEVEL_ALIASES, level, locale, alias?.alias ?? '');
}
