import {
  memo,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { CheckIcon, ChevronRightIcon, MinusIcon } from '../internal/icons';
import { Row } from './Tree.styles';
import type { CheckState, TreeNode, VisibleRow } from './treeModel';

/** What a row calls back; one stable object per tree. */
export interface TreeItemHandlers {
  click: (key: string) => void;
  keyDown: (event: KeyboardEvent<HTMLElement>, row: VisibleRow) => void;
  toggleExpanded: (key: string) => void;
  toggleChecked: (key: string) => void;
}

export interface TreeItemProps {
  row: VisibleRow;
  node: TreeNode;
  id: string;
  /** The roving tab stop. */
  active: boolean;
  locked: boolean;
  /** `undefined` when the tree is not selectable. */
  selected: boolean | undefined;
  /** `undefined` when the tree is not checkable. */
  checkState: CheckState | undefined;
  /** The filter text to highlight in the label. */
  highlight: string;
  renderActions: ((node: TreeNode) => ReactNode) | undefined;
  handlers: TreeItemHandlers;
  /** Vertical offset when virtualised. */
  offset: number | undefined;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function Highlighted({ label, text }: { label: string; text: string }) {
  const needle = text.trim().toLowerCase();
  const at = needle ? label.toLowerCase().indexOf(needle) : -1;
  if (at < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <mark data-part="Highlight">{label.slice(at, at + needle.length)}</mark>
      {label.slice(at + needle.length)}
    </>
  );
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * One `treeitem`. Only the active row is in the tab order, and so are the buttons in its actions:
 * Tab from a row reaches its own actions, then leaves the tree.
 */
export const TreeItem = memo(function TreeItem({
  row,
  node,
  id,
  active,
  locked,
  selected,
  checkState,
  highlight,
  renderActions,
  handlers,
  offset,
}: TreeItemProps) {
  const actionsRef = useRef<HTMLSpanElement>(null);
  const actions = renderActions?.(node);
  useLayoutEffect(() => {
    actionsRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((el) => {
      el.tabIndex = active ? 0 : -1;
    });
  });
  const style = {
    '--bc-tree-level': row.level,
    ...(offset !== undefined ? { transform: `translateY(${offset}px)` } : {}),
  } as CSSProperties;

  return (
    <Row
      id={id}
      role="treeitem"
      data-part="Item"
      data-key={node.key}
      aria-label={node.label}
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.expandable ? row.expanded : undefined}
      aria-selected={selected}
      aria-checked={
        checkState === undefined
          ? undefined
          : checkState === 'checked'
            ? true
            : checkState === 'mixed'
              ? 'mixed'
              : false
      }
      aria-disabled={locked || undefined}
      tabIndex={active ? 0 : -1}
      style={style}
      onClick={() => handlers.click(node.key)}
      onKeyDown={(event) => {
        // Keys pressed in the node's own buttons are theirs.
        if (event.target === event.currentTarget) handlers.keyDown(event, row);
      }}
    >
      {/* The mouse's way to expand; keyboard users press ArrowRight and ArrowLeft on the row. */}
      <span
        data-part="Toggle"
        data-leaf={row.expandable ? undefined : ''}
        aria-hidden="true"
        onClick={(event) => {
          event.stopPropagation();
          if (row.expandable) handlers.toggleExpanded(node.key);
        }}
      >
        <ChevronRightIcon size={12} />
      </span>
      {checkState !== undefined ? (
        // The mouse's way to check; keyboard users press Space on the row.
        <span
          data-part="Checkbox"
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            handlers.toggleChecked(node.key);
          }}
        >
          {checkState === 'checked' ? (
            <CheckIcon size={12} strokeWidth={2} />
          ) : checkState === 'mixed' ? (
            <MinusIcon size={12} strokeWidth={2} />
          ) : null}
        </span>
      ) : null}
      {node.icon ? (
        <span data-part="Icon" aria-hidden="true">
          {node.icon}
        </span>
      ) : null}
      <span data-part="Label">
        <Highlighted label={node.label} text={highlight} />
      </span>
      {actions ? (
        // Clicks on the node's own buttons must not select or check the node.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <span data-part="Actions" ref={actionsRef} onClick={stop}>
          {actions}
        </span>
      ) : null}
    </Row>
  );
});
