import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { MENU_CLICK_THROTTLE_MS } from '../hooks/timing';
import { useUiTranslate } from '../i18n/I18nProvider';
import { shellCatalogues } from '../i18n/messages/shell';
import { ChevronDownIcon, SearchIcon } from '../internal/icons';
import { isModifiedEnter, isPlainLeftClick, type LinkComponent } from '../internal/link';
import { TextInput } from '../TextInput/TextInput';
import { Tooltip } from '../Tooltip/Tooltip';
import {
  Badge,
  Chevron,
  CollapseToggle,
  Empty,
  Footer,
  Group,
  Icon,
  Initial,
  Label,
  Mark,
  Root,
  Row,
  Search,
  Tree,
} from './SideMenu.styles';
import { isSideMenuIcon, SideMenuIcon } from './SideMenuIcon';

/** One entry of the side menu (the app maps the server's menu nodes to these). */
export interface SideMenuItem {
  /** Unique key, usually the entry's URL. */
  key: string;
  /** Text shown for the entry. */
  label: string;
  /** The entry's address: the entry is then a link (open in a new tab, copy the link, middle-click);
   * a plain click still goes through `onSelect`. Groups have none. */
  href?: string;
  /** An icon before the label (shown alone when the menu is collapsed); wins over `iconName`. */
  icon?: ReactNode;
  /** The menu node's `scopeIcon`: a name of the kit's menu icon set (`SIDE_MENU_ICON_NAMES`) or an
   * image address. An unknown name draws nothing; collapsed, the entry then shows its first character. */
  iconName?: string;
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
  /** Icons only, 60 px wide, labels in tooltips (controlled). */
  collapsed?: boolean;
  /** Collapsed at first (uncontrolled).
   * @default false */
  defaultCollapsed?: boolean;
  /** Called when the collapse control is pressed, or a group is chosen while collapsed (which expands the menu). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Show the control at the foot of the menu that collapses it to 60 px and expands it again.
   * @default true */
  collapsible?: boolean;
  /** What entries with an `href` render as: `'a'`, or the app's router link (it must render an `<a>`
   * and pass every prop on). The kit prevents the default of plain left clicks and calls `onSelect`.
   * @default 'a' */
  linkComponent?: LinkComponent;
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

/** The collapse control's drawing: a panel with its edge, the chevron pointing where it will move. */
function CollapseIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
      <path d={collapsed ? 'M6 2.5v11M9 6l2 2-2 2' : 'M6 2.5v11M11 6L9 8l2 2'} />
    </svg>
  );
}

/**
 * A tooltip beside an entry that shows only while the menu is collapsed (when the label is hidden).
 * It stays mounted either way, so collapsing or expanding keeps the element, and its focus.
 */
function CollapsedTip({
  label,
  enabled,
  container,
  children,
}: {
  label: string;
  enabled: boolean;
  container: HTMLElement | null;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip content={label} side="right" open={enabled && open} onOpenChange={setOpen} container={container}>
      {children}
    </Tooltip>
  );
}

/** The first character of a label, shown for an entry without an icon while the menu is collapsed. */
const initialOf = (label: string) => Array.from(label.trim())[0] ?? '';

/**
 * The console's left menu: up to three levels as an ARIA navigation tree (arrow keys, Home/End,
 * Enter), 210 px wide or 60 px collapsed to icons with tooltips by the control at its foot, icons
 * from the menu's `scopeIcon` names, badge images, the active entry highlighted, a search box that
 * filters it, and throttled choices (spec section 2). Entries with an `href` are real links (new
 * tab, copy link, middle or ctrl/cmd-click); a plain click goes through `onSelect`, and a plain
 * click on the current page's entry through `onReloadCurrent`.
 */
export function SideMenu({
  items,
  activeKey,
  onSelect,
  onReloadCurrent,
  onOpenExternal,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  collapsible = true,
  linkComponent = 'a',
  expandedKeys: expandedProp,
  defaultExpandedKeys,
  onExpandedKeysChange,
  searchable = true,
  id,
  ref,
  ...rest
}: SideMenuProps) {
  const t = useUiTranslate(shellCatalogues);
  // The menu's own element hosts its tooltips, so a hint shown stays inside the navigation landmark.
  const [navElement, setNavElement] = useState<HTMLElement | null>(null);
  const rootRef = useCallback(
    (element: HTMLElement | null) => {
      setNavElement(element);
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    },
    [ref],
  );
  const generatedId = useId();
  const rootId = id ?? `bc-side-menu${generatedId.replace(/:/g, '')}`;
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useControllableState<boolean>({
    value: collapsedProp,
    defaultValue: defaultCollapsed,
    onChange: onCollapsedChange,
  });
  const [expanded, setExpanded] = useControllableState<readonly string[]>({
    value: expandedProp,
    defaultValue: [...(defaultExpandedKeys ?? []), ...(ancestorsOf(items, activeKey) ?? [])],
    onChange: onExpandedKeysChange,
  });
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);

  const needle = collapsed ? '' : query.trim().toLowerCase();
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
        setCollapsed(false);
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
        // Ctrl/cmd/shift+Enter on a link is the browser's: a new tab or window.
        if (isModifiedEnter(event) && row.item.href && !row.hasChildren) break;
        handled();
        activate(row);
        break;
      default:
    }
  };

  const onRowClick = (event: MouseEvent<HTMLElement>, row: Flat) => {
    const isLink = Boolean(row.item.href) && !row.hasChildren;
    // Middle, ctrl/cmd, shift and alt clicks on a link are the browser's (new tab, new window, download).
    if (isLink && !isPlainLeftClick(event)) return;
    event.preventDefault();
    setFocusKey(row.item.key);
    activate(row);
  };

  const iconOf = (item: SideMenuItem, level: number): ReactNode => {
    const drawn =
      item.icon ?? (item.iconName && isSideMenuIcon(item.iconName) ? <SideMenuIcon name={item.iconName} /> : null);
    if (drawn)
      return (
        <Icon data-part="Icon" aria-hidden="true">
          {drawn}
        </Icon>
      );
    // Collapsed, a first-level entry must show something: its first character.
    if (collapsed && level === 1)
      return (
        <Initial data-part="Initial" aria-hidden="true">
          {initialOf(item.label)}
        </Initial>
      );
    return null;
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
      const link = !row.hasChildren && item.href ? item.href : undefined;
      const as: ElementType = link ? linkComponent : 'div';
      const content = (
        <Row
          as={as}
          {...(link ? { href: link } : {})}
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
          onClick={(event: MouseEvent<HTMLElement>) => onRowClick(event, row)}
          onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKeyDown(event, row)}
          onFocus={() => setFocusKey(item.key)}
        >
          {iconOf(item, level)}
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
          {level === 1 ? (
            <CollapsedTip label={item.label} enabled={collapsed} container={navElement}>
              {content}
            </CollapsedTip>
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

  const toggleLabel = collapsed ? t('sideMenu.expand') : t('sideMenu.collapse');
  const toggleButton = (
    <CollapseToggle
      type="button"
      data-part="CollapseToggle"
      aria-expanded={!collapsed}
      aria-controls={rootId}
      {...(collapsed ? { 'aria-label': toggleLabel } : {})}
      onClick={() => setCollapsed(!collapsed)}
    >
      <CollapseIcon collapsed={collapsed} />
      {collapsed ? null : <span>{toggleLabel}</span>}
    </CollapseToggle>
  );

  return (
    <Root
      ref={rootRef}
      id={rootId}
      data-component="SideMenu"
      data-collapsed={collapsed || undefined}
      aria-label={t('sideMenu.label')}
      {...rest}
    >
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
      {collapsible ? (
        <Footer data-part="Footer">
          <CollapsedTip label={toggleLabel} enabled={collapsed} container={navElement}>
            {toggleButton}
          </CollapsedTip>
        </Footer>
      ) : null}
    </Root>
  );
}
