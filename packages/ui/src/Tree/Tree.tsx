import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Empty } from '../Empty/Empty';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { displayCatalogues } from '../i18n/messages/display';
import { Root, Rows, Scroller } from './Tree.styles';
import { TreeItem, type TreeItemHandlers } from './TreeItem';
import {
  checkStates,
  filterTree,
  indexTree,
  toggleChecked,
  visibleRows,
  type TreeNode,
  type VisibleRow,
} from './treeModel';

export type { TreeNode } from './treeModel';

/** What `onCheckedKeysChange` reports beside the checked keys. */
export interface TreeCheckInfo {
  /** Parents with some but not all of their subtree checked (always empty with `checkStrictly`). */
  halfCheckedKeys: string[];
}

export interface TreeProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSelect'> {
  /** The nodes. Keys must be unique across the whole tree. */
  data: readonly TreeNode[];
  /** Accessible name of the tree (or use `aria-labelledby`). */
  'aria-label'?: string;
  /** Id of the element that names the tree. */
  'aria-labelledby'?: string;
  /** Controlled expanded keys. */
  expandedKeys?: readonly string[];
  /** Initially expanded keys when uncontrolled.
   * @default [] */
  defaultExpandedKeys?: readonly string[];
  /** Called with all expanded keys when a node opens or closes. */
  onExpandedChange?: (keys: readonly string[]) => void;
  /** Nodes can be selected (one at a time) by click or Enter; sets `aria-selected`.
   * @default true */
  selectable?: boolean;
  /** Controlled selected key; `null` for none. */
  selectedKey?: string | null;
  /** Initially selected key when uncontrolled.
   * @default null */
  defaultSelectedKey?: string | null;
  /** Called with the newly selected key. */
  onSelectedKeyChange?: (key: string | null) => void;
  /** Called whenever a node is chosen by click or Enter, even when it was already selected. */
  onActivate?: (node: TreeNode) => void;
  /** Shows tri-state checkboxes (`aria-checked`); Space toggles the focused node.
   * @default false */
  checkable?: boolean;
  /** Controlled checked keys (parents included when all their children are checked). */
  checkedKeys?: readonly string[];
  /** Initially checked keys when uncontrolled; a listed parent checks its whole subtree.
   * @default [] */
  defaultCheckedKeys?: readonly string[];
  /** Called with the checked keys (in tree order) and the half-checked parents. */
  onCheckedKeysChange?: (keys: string[], info: TreeCheckInfo) => void;
  /** Checks each node on its own: no propagation to children or parents, no half-checked state.
   * @default false */
  checkStrictly?: boolean;
  /** Buttons for a node (rename, delete), shown at the end of its row on hover and focus. Memoise it for large trees. */
  renderActions?: (node: TreeNode) => ReactNode;
  /** Shows only nodes whose label contains this text (any case), with their ancestors opened and the match highlighted. */
  filterText?: string;
  /** Shown when there are no nodes; defaults to 暂无数据 / "No data" (or a no-match sentence while filtering). */
  empty?: ReactNode;
  /** Scrolls inside this height (number = px); with more than `virtualizeThreshold` rows, only the rows in view are rendered. */
  maxHeight?: number | string;
  /** Rows shown before a tree with `maxHeight` renders only the rows in view.
   * @default 100 */
  virtualizeThreshold?: number;
}

const EMPTY: readonly string[] = [];
const EMPTY_SET: ReadonlySet<string> = new Set();
const ROW_HEIGHT = 32;
const TYPEAHEAD_MS = 500;

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A WAI-ARIA tree view: department trees, menu and permission scopes. Arrow keys move and open,
 * Home/End jump, typing jumps to a label, Enter selects, Space checks, `*` opens all siblings.
 * Checkboxes are tri-state: a parent is checked when all its children are and mixed when some are.
 */
export function Tree({
  data,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  expandedKeys: expandedProp,
  defaultExpandedKeys = EMPTY,
  onExpandedChange,
  selectable = true,
  selectedKey: selectedProp,
  defaultSelectedKey = null,
  onSelectedKeyChange,
  onActivate,
  checkable = false,
  checkedKeys: checkedProp,
  defaultCheckedKeys = EMPTY,
  onCheckedKeysChange,
  checkStrictly = false,
  renderActions,
  filterText = '',
  empty,
  maxHeight,
  virtualizeThreshold = 100,
  style,
  ...rest
}: TreeProps) {
  const t = useUiTranslate(displayCatalogues);
  const baseId = useId();
  const index = useMemo(() => indexTree(data), [data]);
  const indexRef = useRef(index);
  useLayoutEffect(() => {
    indexRef.current = index;
  }, [index]);

  const [expanded, setExpanded] = useControllableState<readonly string[]>({
    value: expandedProp,
    defaultValue: defaultExpandedKeys,
    onChange: onExpandedChange,
  });
  const [selectedKey, setSelectedKey] = useControllableState<string | null>({
    value: selectedProp,
    defaultValue: defaultSelectedKey,
    onChange: onSelectedKeyChange,
  });
  const [checked, setChecked] = useControllableState<readonly string[]>({
    value: checkedProp,
    defaultValue: defaultCheckedKeys,
    onChange: onCheckedKeysChange
      ? (keys) => {
          const states = checkStates(indexRef.current, keys, checkStrictly);
          onCheckedKeysChange([...keys], { halfCheckedKeys: states.halfCheckedKeys });
        }
      : undefined,
  });

  const filter = useMemo(() => filterTree(index, filterText), [index, filterText]);
  // Ancestors the filter opened and the user closed again; forgotten when the filter text changes.
  const [closedWhileFiltering, setClosedWhileFiltering] = useState({ text: filterText, keys: EMPTY_SET });
  const closedByUser = closedWhileFiltering.text === filterText ? closedWhileFiltering.keys : EMPTY_SET;

  const expandedSet = useMemo(() => new Set(expanded), [expanded]);
  const isExpanded = useCallback(
    (key: string) => expandedSet.has(key) || (filter !== null && filter.open.has(key) && !closedByUser.has(key)),
    [expandedSet, filter, closedByUser],
  );
  const rows = useMemo(() => visibleRows(index, isExpanded, filter?.keep ?? null), [index, isExpanded, filter]);
  const rowIndex = useMemo(() => new Map(rows.map((row, i) => [row.key, i])), [rows]);
  const states = useMemo(
    () => (checkable ? checkStates(index, checked, checkStrictly) : null),
    [checkable, index, checked, checkStrictly],
  );

  // The roving tab stop: the focused row, else the selected one, else the first.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active =
    activeKey !== null && rowIndex.has(activeKey)
      ? activeKey
      : selectedKey !== null && rowIndex.has(selectedKey)
        ? selectedKey
        : (rows[0]?.key ?? null);

  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const isVirtual = maxHeight !== undefined && rows.length > virtualizeThreshold;
  const activeIndex = active === null ? -1 : (rowIndex.get(active) ?? -1);
  const activeIndexRef = useRef(activeIndex);
  useLayoutEffect(() => {
    activeIndexRef.current = activeIndex;
  }, [activeIndex]);
  // The focused row stays rendered while it is scrolled out of view, so focus is never lost.
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = activeIndexRef.current;
    if (keep >= 0 && !indexes.includes(keep)) indexes.push(keep);
    return indexes;
  }, []);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => ROW_HEIGHT, []);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read only during this render
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: isVirtual ? rows.length : 0,
    getScrollElement,
    estimateSize,
    overscan: 8,
    rangeExtractor,
    useFlushSync: false,
    initialRect: { width: 0, height: typeof maxHeight === 'number' ? maxHeight : 480 },
  });

  const focusRow = (key: string) => {
    setActiveKey(key);
    pendingFocus.current = key;
  };

  // Moves DOM focus after the row is rendered (scrolling a virtual list to it first).
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
    if (element) {
      pendingFocus.current = null;
      element.focus();
      if (isVirtual) virtualizer.scrollToIndex(rowIndex.get(key) ?? 0);
    } else if (isVirtual && rowIndex.has(key)) {
      virtualizer.scrollToIndex(rowIndex.get(key)!);
    } else {
      pendingFocus.current = null;
    }
  });

  const setNodeExpanded = (key: string, open: boolean) => {
    if (open) {
      if (closedByUser.has(key)) {
        // Reopening a node the filter opened: forget that the user closed it.
        const keys = new Set(closedByUser);
        keys.delete(key);
        setClosedWhileFiltering({ text: filterText, keys });
      } else if (!isExpanded(key)) {
        setExpanded((prev) => [...prev, key]);
      }
    } else {
      if (filter?.open.has(key)) setClosedWhileFiltering({ text: filterText, keys: new Set(closedByUser).add(key) });
      if (expandedSet.has(key)) setExpanded((prev) => prev.filter((k) => k !== key));
    }
  };

  const select = (key: string) => {
    const entry = index.byKey.get(key);
    if (!selectable || !entry || entry.locked) return false;
    setSelectedKey(key);
    onActivate?.(entry.node);
    return true;
  };

  const check = (key: string) => {
    const entry = index.byKey.get(key);
    if (!checkable || !entry || entry.locked) return false;
    setChecked((prev) => toggleChecked(index, prev, key, checkStrictly));
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: VisibleRow) => {
    const at = rowIndex.get(row.key) ?? 0;
    const go = (i: number) => {
      const target = rows[Math.max(0, Math.min(rows.length - 1, i))];
      if (target) focusRow(target.key);
    };
    const entry = index.byKey.get(row.key);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        go(at + 1);
        break;
      case 'ArrowUp':
        go(at - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.expandable && !row.expanded) setNodeExpanded(row.key, true);
        else if (row.expanded) go(at + 1);
        break;
      case 'ArrowLeft':
        if (row.expanded) setNodeExpanded(row.key, false);
        else if (entry?.parent != null && rowIndex.has(entry.parent)) focusRow(entry.parent);
        break;
      case 'Enter':
        if (!select(row.key) && !check(row.key) && row.expandable) setNodeExpanded(row.key, !row.expanded);
        break;
      case ' ':
        if (!check(row.key)) select(row.key);
        break;
      case '*': {
        const siblings = entry?.parent == null ? index.roots : index.byKey.get(entry.parent)!.children;
        const closed = siblings.filter((k) => {
          const r = rows[rowIndex.get(k) ?? -1];
          return r?.expandable && !r.expanded;
        });
        if (closed.length) setExpanded((prev) => [...prev, ...closed.filter((k) => !prev.includes(k))]);
        break;
      }
      default:
        handled = typeAhead(event, at);
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // Typing jumps to the next row whose label starts with the typed text (letters typed within half a second add up).
  const typeAhead = (event: KeyboardEvent<HTMLElement>, at: number) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return false;
    const now = Date.now();
    const state = typeahead.current;
    state.text = now - state.at > TYPEAHEAD_MS ? event.key.toLowerCase() : state.text + event.key.toLowerCase();
    state.at = now;
    const from = state.text.length === 1 ? at + 1 : at;
    for (let n = 0; n < rows.length; n++) {
      const row = rows[(from + n) % rows.length]!;
      if (index.byKey.get(row.key)!.node.label.toLowerCase().startsWith(state.text)) {
        focusRow(row.key);
        break;
      }
    }
    return true;
  };

  // Rows get one stable handlers object; it calls the latest closures.
  const latest = useRef({ onKeyDown, select, check, setNodeExpanded, isExpanded, checkable, selectable });
  useLayoutEffect(() => {
    latest.current = { onKeyDown, select, check, setNodeExpanded, isExpanded, checkable, selectable };
  });
  const handlers = useMemo<TreeItemHandlers>(
    () => ({
      click: (key) => {
        const l = latest.current;
        setActiveKey(key);
        if (l.selectable) l.select(key);
        else if (l.checkable) l.check(key);
        else l.setNodeExpanded(key, !l.isExpanded(key));
      },
      keyDown: (event, row) => latest.current.onKeyDown(event, row),
      toggleExpanded: (key) => {
        setActiveKey(key);
        latest.current.setNodeExpanded(key, !latest.current.isExpanded(key));
      },
      toggleChecked: (key) => {
        setActiveKey(key);
        latest.current.check(key);
      },
    }),
    [],
  );

  const rootStyle = (maxHeight !== undefined ? { '--bc-tree-max-height': toCss(maxHeight), ...style } : style) as
    CSSProperties | undefined;

  if (rows.length === 0) {
    return (
      <Root data-component="Tree" data-empty="" style={rootStyle} {...rest}>
        {empty ?? (
          <Empty size="sm" description={filter ? t('tree.noMatch', { text: filterText.trim() }) : t('tree.empty')} />
        )}
      </Root>
    );
  }

  const rendered = isVirtual
    ? virtualizer.getVirtualItems().flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, offset: item.start as number | undefined }] : [];
      })
    : rows.map((row) => ({ row, offset: undefined }));

  return (
    <Root data-component="Tree" style={rootStyle} {...rest}>
      <Scroller ref={scrollRef} role="tree" data-part="Tree" aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
        <Rows
          data-part="Rows"
          data-virtual={isVirtual}
          style={isVirtual ? { height: virtualizer.getTotalSize() } : undefined}
        >
          {rendered.map(({ row, offset }) => {
            const entry = index.byKey.get(row.key)!;
            return (
              <TreeItem
                key={row.key}
                id={`${baseId}-${entry.position}`}
                row={row}
                node={entry.node}
                active={row.key === active}
                locked={entry.locked}
                selected={selectable ? row.key === selectedKey : undefined}
                checkState={states?.state(row.key)}
                highlight={filter?.matches.has(row.key) ? filterText : ''}
                renderActions={renderActions}
                handlers={handlers}
                offset={offset}
              />
            );
          })}
        </Rows>
      </Scroller>
    </Root>
  );
}
