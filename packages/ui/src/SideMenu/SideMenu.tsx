import { useMemo, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { MENU_CLICK_THROTTLE_MS } from '../hooks/timing';
import { useUiTranslate } from '../i18n/I18nProvider';
import { shellCatalogues } from '../i18n/messages/shell';
import { ChevronDownIcon, SearchIcon } from '../internal/icons';
import { TextInput } from '../TextInput/TextInput';
import { Tooltip } from '../Tooltip/Tooltip';
import { Badge, Chevron, Empty, Icon, Label, Mark, Root, Row, Search, Tree, Group } from './SideMenu.styles';

/** One entry of the side menu (the app maps the server's menu nodes to these). */
export interface SideMenuItem {
  /** Unique key, usually the entry's URL. */
  key: string;
  /** Text shown for the entry. */
  label: string;
  /** An icon before the label (shown alone when the menu is collapsed). */
  icon?: ReactNode;
  /** URL of a small badge image after the label (the menu node's `extendCode`). */
  badgeUrl?: string;
  /** The entry opens a large-screen page in a new window instead of navigating. */
  external?: boolean;
  /** Sub-entries; the menu shows up to three levels. */
  children?: readonly SideMenuItem[];
}

export interface SideMenuProps extends Omit<ComponentPropsWithRef<'nav'>, 'onSelect'> {
  /** The entries, up to three levels deep. */
  items: readonly SideMenuItem[];
  /** Key of the page on screen (highlighted; its groups open). */
  activeKey?: string;
  /** Called when an entry is chosen, at most once per 500 ms (spec section 2). */
  onSelect?: (item: SideMenuItem) => void;
  /** Called when the entry of the page on screen is chosen again (the app reloads the page). */
  onReloadCurrent?: (item: SideMenuItem) => void;
  /** Called for entries flagged `external` (the app opens the large-screen window). */
  onOpenExternal?: (item: SideMenuItem) => void;
  /** Icons only, 60 px wide, labels in tooltips. */
  collapsed?: boolean;
  /** Called when the menu asks to expand (choosing a group while collapsed). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Open groups (controlled). */
  expandedKeys?: readonly string[];
  /** Open groups at first (uncontrolled); the active entry's groups open anyway. */
  defaultExpandedKeys?: readonly string[];
  /** Called when a group opens or closes. */
  onExpandedKeysChange?: (keys: readonly string[]) => void;
  /** Show the search box that filters the menu.
   * @default true */
  searchable?: boolean;
}

const MAX_DEPTH = 3;

interface Flat {
  item: SideMenuItem;
  level: number;
  parentKey: string | null;
  hasChildren: boolean;
}

/** Keys of the groups above `key`. */
function ancestorsOf(items: readonly SideMenuItem[], key: string | undefined, trail: string[] = []): string[] | null {
  if (!key) return null;
  for (const item of items) {
    if (item.key === key) return trail;
    if (item.children?.length) {
      const found = ancestorsOf(item.children, key, [...trail, item.key]);
      if (found) return found;
    }
  }
  return null;
}

/** The entries whose label (or a descendant's) matches `query`, with their ancestors. */
function filterItems(items: readonly SideMenuItem[], query: string): SideMenuItem[] {
  if (!query) return [...items];
  return items.flatMap((item) => {
    const children = item.children ? filterItems(item.children, query) : [];
    if (item.label.toLowerCase().includes(query) || children.length) {
      return [{ ...item, ...(item.children ? { children } : {}) }];
    }
    return [];
  });
}

function highlight(label: string, query: string): ReactNode {
  if (!query) return label;
  const at = label.toLowerCase().indexOf(query);
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at)}
      <Mark data-part="Match">{label.slice(at, at + query.length)}</Mark>
      {label.slice(at + query.length)}
    </>
  );
}

/**
 * The console's left menu: up to three levels as an ARIA tree (arrow keys, Home/End, Enter),
 * 210 px wide or 60 px collapsed to icons with tooltips, badge images, the active entry
 * highlighted, a search box that filters it, and throttled choices (spec section 2).
 */
export function SideMenu({
  items,
  activeKey,
  onSelect,
  onReloadCurrent,
  onOpenExternal,
  collapsed = false,
  onCollapsedChange,
  expandedKeys: expandedProp,
  defaultExpandedKeys,
  onExpandedKeysChange,
  searchable = true,
  ...rest
}: SideMenuProps) {
  const t = useUiTranslate(shellCatalogues);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useControllableState<readonly string[]>({
    value: expandedProp,
    defaultValue: [...(defaultExpandedKeys ?? []), ...(ancestorsOf(items, activeKey) ?? [])],
    onChange: onExpandedKeysChange,
  });
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);

  const needle = query.trim().toLowerCase();
  const visibleItems = useMemo(() => filterItems(items, needle), [items, needle]);
  const activeAncestors = useMemo(() => ancestorsOf(items, activeKey) ?? [], [items, activeKey]);
  // When the current page changes (a module tab, a link, the back button), its groups open, so the
  // highlighted item is always in view. Groups the user closed elsewhere stay closed.
  const [openedFor, setOpenedFor] = useState(activeKey);
  if (openedFor !== activeKey) {
    setOpenedFor(activeKey);
    const missing = activeAncestors.filter((key) => !expanded.includes(key));
    if (missing.length > 0) setExpanded([...expanded, ...missing]);
  }
  const open = useMemo(() => new Set(needle ? [] : expanded), [expanded, needle]);
  const isOpen = (key: string) => needle !== '' || open.has(key);

  // The rows a keyboard user moves through: entries whose groups are all open.
  const rows = useMemo(() => {
    const out: Flat[] = [];
    const walk = (list: readonly SideMenuItem[], level: number, parentKey: string | null) => {
      for (const item of list) {
        const hasChildren = level < MAX_DEPTH && !!item.children?.length;
        out.push({ item, level, parentKey, hasChildren });
        if (hasChildren && !collapsed && (needle !== '' || open.has(item.key)))
          walk(item.children!, level + 1, item.key);
      }
    };
    walk(visibleItems, 1, null);
    return out;
  }, [visibleItems, collapsed, needle, open]);

  const tabStop =
    rows.find((r) => r.item.key === focusKey)?.item.key ??
    rows.find((r) => r.item.key === activeKey || activeAncestors.includes(r.item.key))?.item.key ??
    rows[0]?.item.key;

  const toggle = (key: string, next?: boolean) => {
    const isExpanded = open.has(key);
    const want = next ?? !isExpanded;
    if (want === isExpanded) return;
    setExpanded((keys) => (want ? [...(keys ?? []), key] : (keys ?? []).filter((k) => k !== key)));
  };

  const choose = useThrottledCallback((item: SideMenuItem) => {
    if (item.external) onOpenExternal?.(item);
    else if (item.key === activeKey) onReloadCurrent?.(item);
    else onSelect?.(item);
  }, MENU_CLICK_THROTTLE_MS);

  const activate = (row: Flat) => {
    if (row.hasChildren) {
      if (collapsed) {
        onCollapsedChange?.(false);
        toggle(row.item.key, true);
      } else {
        toggle(row.item.key);
      }
      return;
    }
    choose(row.item);
  };

  const focusRow = (key: string | undefined) => {
    if (!key) return;
    setFocusKey(key);
    treeRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: Flat) => {
    const index = rows.indexOf(row);
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        focusRow(rows[Math.min(rows.length - 1, index + 1)]?.item.key);
        break;
      case 'ArrowUp':
        handled();
        focusRow(rows[Math.max(0, index - 1)]?.item.key);
        break;
      case 'Home':
        handled();
        focusRow(rows[0]?.item.key);
        break;
      case 'End':
        handled();
        focusRow(rows[rows.length - 1]?.item.key);
        break;
      case 'ArrowRight':
        if (!row.hasChildren || collapsed) break;
        handled();
        if (!isOpen(row.item.key)) toggle(row.item.key, true);
        else focusRow(rows[index + 1]?.item.key);
        break;
      case 'ArrowLeft':
        handled();
        if (row.hasChildren && isOpen(row.item.key) && !needle) toggle(row.item.key, false);
        else if (row.parentKey) focusRow(row.parentKey);
        break;
      case 'Enter':
      case ' ':
        handled();
        activate(row);
        break;
      default:
    }
  };

  const renderRows = (list: readonly SideMenuItem[], level: number, parentKey: string | null): ReactNode =>
    list.map((item) => {
      const row = rows.find((r) => r.item.key === item.key && r.level === level) ?? {
        item,
        level,
        parentKey,
        hasChildren: level < MAX_DEPTH && !!item.children?.length,
      };
      const groupOpen = row.hasChildren && isOpen(item.key) && !collapsed;
      const current = item.key === activeKey;
      const inTrail = activeAncestors.includes(item.key);
      const content = (
        <Row
          data-part="Item"
          data-key={item.key}
          data-level={level}
          data-active={current || undefined}
          data-in-trail={inTrail || undefined}
          role="treeitem"
          aria-level={level}
          aria-selected={current}
          aria-current={current ? 'page' : undefined}
          {...(row.hasChildren ? { 'aria-expanded': groupOpen } : {})}
          {...(collapsed ? { 'aria-label': item.label } : {})}
          tabIndex={item.key === tabStop ? 0 : -1}
          onClick={() => {
            setFocusKey(item.key);
            activate(row);
          }}
          onKeyDown={(event) => onKeyDown(event, row)}
          onFocus={() => setFocusKey(item.key)}
        >
          {item.icon ? (
            <Icon data-part="Icon" aria-hidden="true">
              {item.icon}
            </Icon>
          ) : null}
          {collapsed && level === 1 ? null : <Label data-part="Label">{highlight(item.label, needle)}</Label>}
          {item.badgeUrl && !collapsed ? <Badge data-part="Badge" src={item.badgeUrl} alt="" /> : null}
          {row.hasChildren && !collapsed ? (
            <Chevron data-part="Chevron" data-open={groupOpen || undefined} aria-hidden="true">
              <ChevronDownIcon size={14} />
            </Chevron>
          ) : null}
        </Row>
      );
      return (
        <li key={item.key} role="none">
          {collapsed && level === 1 ? (
            <Tooltip content={item.label} side="right">
              {content}
            </Tooltip>
          ) : (
            content
          )}
          {groupOpen ? (
            <Group role="group" data-part="Group">
              {renderRows(item.children!, level + 1, item.key)}
            </Group>
          ) : null}
        </li>
      );
    });

  return (
    <Root data-component="SideMenu" data-collapsed={collapsed || undefined} aria-label={t('sideMenu.label')} {...rest}>
      {searchable && !collapsed ? (
        <Search data-part="Search">
          <TextInput
            size="sm"
            clearable
            value={query}
            onValueChange={setQuery}
            placeholder={t('sideMenu.search')}
            aria-label={t('sideMenu.search')}
            leadingVisual={<SearchIcon size={14} />}
          />
        </Search>
      ) : null}
      {rows.length === 0 ? (
        <Empty data-part="Empty" role="status">
          {t('sideMenu.noMatch')}
        </Empty>
      ) : (
        <Tree ref={treeRef} role="tree" aria-label={t('sideMenu.label')} data-part="Tree">
          {renderRows(visibleItems, 1, null)}
        </Tree>
      )}
    </Root>
  );
}
