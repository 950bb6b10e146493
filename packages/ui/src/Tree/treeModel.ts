import type { ReactNode } from 'react';

/** One node of a Tree. */
export interface TreeNode {
  /** Unique across the whole tree. */
  key: string;
  /** The text shown, searched by `filterText` and type-ahead. */
  label: string;
  /** Child nodes; a node without children (or with an empty list) is a leaf. */
  children?: readonly TreeNode[];
  /** Neither it nor anything under it can be selected or checked (it can still be expanded). */
  disabled?: boolean;
  /** A small picture before the label (decorative). */
  icon?: ReactNode;
}

/** A node with where it sits, from `indexTree`. */
export interface IndexedNode {
  node: TreeNode;
  /** The parent's key; `null` for roots. */
  parent: string | null;
  /** Keys of the children, in order. */
  children: readonly string[];
  /** Position in document (pre-)order. */
  position: number;
  /** One past the position of the last node of its subtree: the subtree is `order[position, end)`. */
  end: number;
  /** Disabled itself or under a disabled node. */
  locked: boolean;
}

/** Every node by key plus the document order, built once per `data`. */
export interface TreeIndex {
  byKey: ReadonlyMap<string, IndexedNode>;
  roots: readonly string[];
  /** All keys in document (pre-)order: parents before their children. */
  order: readonly string[];
}

/** Indexes the tree in one pass. Later duplicates of a key are ignored. */
export function indexTree(data: readonly TreeNode[]): TreeIndex {
  const byKey = new Map<string, IndexedNode>();
  const order: string[] = [];
  const visit = (nodes: readonly TreeNode[], parent: string | null, parentLocked: boolean): string[] => {
    const keys: string[] = [];
    for (const node of nodes) {
      if (byKey.has(node.key)) continue;
      const entry: IndexedNode = {
        node,
        parent,
        children: [],
        position: order.length,
        end: 0,
        locked: parentLocked || Boolean(node.disabled),
      };
      byKey.set(node.key, entry);
      order.push(node.key);
      keys.push(node.key);
      if (node.children?.length) entry.children = visit(node.children, node.key, entry.locked);
      entry.end = order.length;
    }
    return keys;
  };
  const roots = visit(data, null, false);
  return { byKey, roots, order };
}

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** The check state of every node, and the keys as `onCheckedKeysChange` reports them. */
export interface CheckStates {
  /** Fully checked nodes (parents included), in document order. */
  checkedKeys: string[];
  /** Parents with some but not all of their subtree checked, in document order. */
  halfCheckedKeys: string[];
  state: (key: string) => CheckState;
}

const isLeaf = (entry: IndexedNode) => entry.children.length === 0;

/** Checked leaves from a list of keys: a listed parent means its whole subtree. */
export function checkedLeaves(index: TreeIndex, keys: readonly string[]): Set<string> {
  const leaves = new Set<string>();
  for (const key of keys) {
    const entry = index.byKey.get(key);
    if (!entry) continue;
    for (let i = entry.position; i < entry.end; i++) {
      const k = index.order[i]!;
      if (isLeaf(index.byKey.get(k)!)) leaves.add(k);
    }
  }
  return leaves;
}

/** Parents' states from the leaves, bottom-up in one pass (children come after parents in document order). */
export function statesFromLeaves(index: TreeIndex, leaves: ReadonlySet<string>): CheckStates {
  const states = new Map<string, CheckState>();
  for (let i = index.order.length - 1; i >= 0; i--) {
    const key = index.order[i]!;
    const entry = index.byKey.get(key)!;
    if (isLeaf(entry)) {
      states.set(key, leaves.has(key) ? 'checked' : 'unchecked');
      continue;
    }
    let all = true;
    let some = false;
    for (const child of entry.children) {
      const s = states.get(child);
      if (s !== 'checked') all = false;
      if (s !== 'unchecked') some = true;
    }
    states.set(key, all ? 'checked' : some ? 'mixed' : 'unchecked');
  }
  const checkedKeys: string[] = [];
  const halfCheckedKeys: string[] = [];
  for (const key of index.order) {
    const s = states.get(key);
    if (s === 'checked') checkedKeys.push(key);
    else if (s === 'mixed') halfCheckedKeys.push(key);
  }
  return { checkedKeys, halfCheckedKeys, state: (key) => states.get(key) ?? 'unchecked' };
}

/** States with `checkStrictly`: each node stands alone, nothing is half-checked. */
export function strictStates(index: TreeIndex, keys: readonly string[]): CheckStates {
  const set = new Set(keys);
  const checkedKeys = index.order.filter((key) => set.has(key));
  return { checkedKeys, halfCheckedKeys: [], state: (key) => (set.has(key) ? 'checked' : 'unchecked') };
}

/** The states of a tree for the given checked keys, with or without propagation. */
export function checkStates(index: TreeIndex, keys: readonly string[], strict: boolean): CheckStates {
  return strict ? strictStates(index, keys) : statesFromLeaves(index, checkedLeaves(index, keys));
}

/**
 * Toggles one node and returns the new checked keys. With propagation, checking a parent checks
 * every leaf under it that is not disabled; if those are all checked already, it unchecks them.
 * Disabled nodes never change.
 */
export function toggleChecked(index: TreeIndex, keys: readonly string[], key: string, strict: boolean): string[] {
  const entry = index.byKey.get(key);
  if (!entry || entry.locked) return [...keys];
  if (strict) return keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
  const leaves = checkedLeaves(index, keys);
  const targets: string[] = [];
  for (let i = entry.position; i < entry.end; i++) {
    const k = index.order[i]!;
    const e = index.byKey.get(k)!;
    if (isLeaf(e) && !e.locked) targets.push(k);
  }
  if (targets.length === 0) return statesFromLeaves(index, leaves).checkedKeys;
  const allChecked = targets.every((k) => leaves.has(k));
  for (const k of targets) {
    if (allChecked) leaves.delete(k);
    else leaves.add(k);
  }
  return statesFromLeaves(index, leaves).checkedKeys;
}

/** What a filter keeps: the matches, their ancestors (opened) and their descendants. */
export interface TreeFilter {
  matches: ReadonlySet<string>;
  keep: ReadonlySet<string>;
  /** Ancestors of matches: opened while the filter is on. */
  open: ReadonlySet<string>;
}

/** Case-insensitive substring match on labels; `null` when the text is blank. */
export function filterTree(index: TreeIndex, text: string): TreeFilter | null {
  const needle = text.trim().toLowerCase();
  if (!needle) return null;
  const matches = new Set<string>();
  const keep = new Set<string>();
  const open = new Set<string>();
  for (const key of index.order) {
    const entry = index.byKey.get(key)!;
    if (!entry.node.label.toLowerCase().includes(needle)) continue;
    matches.add(key);
    for (let i = entry.position; i < entry.end; i++) keep.add(index.order[i]!);
    for (let p = entry.parent; p !== null && !open.has(p); p = index.byKey.get(p)!.parent) {
      open.add(p);
      keep.add(p);
    }
  }
  return { matches, keep, open };
}

/** One rendered row. */
export interface VisibleRow {
  key: string;
  /** 1-based depth (`aria-level`). */
  level: number;
  /** 1-based position among its shown siblings (`aria-posinset`). */
  posInSet: number;
  /** Number of shown siblings (`aria-setsize`). */
  setSize: number;
  /** Has children to show. */
  expandable: boolean;
  expanded: boolean;
}

/** The rows to render: every shown node whose ancestors are all expanded, in order. */
export function visibleRows(
  index: TreeIndex,
  isExpanded: (key: string) => boolean,
  keep: ReadonlySet<string> | null,
): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const shown = (keys: readonly string[]) => (keep ? keys.filter((k) => keep.has(k)) : keys);
  const walk = (keys: readonly string[], level: number) => {
    const siblings = shown(keys);
    siblings.forEach((key, i) => {
      const entry = index.byKey.get(key)!;
      const children = shown(entry.children);
      const expandable = children.length > 0;
      const expanded = expandable && isExpanded(key);
      rows.push({ key, level, posInSet: i + 1, setSize: siblings.length, expandable, expanded });
      if (expanded) walk(children, level + 1);
    });
  };
  walk(index.roots, 1);
  return rows;
}
