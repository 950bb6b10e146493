import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button/Button';
import type { DataTableRowSelectionState } from '../DataTable/DataTable';
import type { DataTableRowAction } from '../DataTable/DataTableRowActions';
import { Empty } from '../Empty/Empty';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { materialsCatalogues } from '../i18n/messages/materials';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import {
  Footer,
  Frame,
  List,
  Overlay,
  Root,
  Row,
  Scroller,
  SkeletonCard,
  SkeletonGrid,
  SkeletonMedia,
  StateBox,
} from './MaterialGrid.styles';
import { MaterialGridCard } from './MaterialGridCard';

/** A material as the grid shows it; the API's `Material` fits it. */
export interface MaterialGridItem {
  id: number;
  name: string;
  /** 1 video, 2 image, 3 audio, 4 text, 5 unknown, 6 font. */
  type: number;
  /** Audio 2 sound effect, 4 BGM; image 3 sticker. */
  specificType?: number | null;
  /** Cover picture (videos); images fall back to `url`. */
  coverUrl?: string | null;
  url?: string | null;
  /** Milliseconds; shown for video and audio. */
  duration?: number | null;
  /** Bytes. */
  size?: number | null;
  /** `YYYY-MM-DD HH:mm:ss`; a past time marks the card 已过期. */
  expireTime?: string | null;
}

export interface MaterialGridProps<T extends MaterialGridItem> extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'onSelect'
> {
  /** The grid's accessible name, e.g. 素材库; names the scrolling region and the list. */
  'aria-label': string;
  /** The materials loaded so far, in order. Append pages to the same list; keep the array stable between renders. */
  items: readonly T[];

  /** Selected material ids (controlled), in DataTable's row-selection shape (`{ [String(id)]: true }`), so a
   * page can switch between the table and the grid and keep its selection. Omit it, `defaultSelection` and
   * `onSelectionChange` for a grid without checkboxes. */
  selection?: DataTableRowSelectionState;
  /** Initially selected ids when uncontrolled. */
  defaultSelection?: DataTableRowSelectionState;
  /** Called with the next selection; a cleared material's key is removed, as DataTable does. */
  onSelectionChange?: (selection: DataTableRowSelectionState) => void;

  /** Opens a material (its detail): the name is a button, and a click on the thumbnail does the same. */
  onOpen?: (item: T) => void;
  /** Actions for a material, as in DataTable's `rowActions`: the first `maxInlineActions` as links, the rest in a 更多操作 menu. */
  actions?: (item: T) => readonly DataTableRowAction[];
  /** How many actions show inline before the 更多操作 menu.
   * @default 2 */
  maxInlineActions?: number;

  /** More materials can be loaded: `onLoadMore` is called as the end comes into view. */
  hasMore?: boolean;
  /** The next page is loading: shows a spinner at the end and holds further `onLoadMore` calls. */
  loadingMore?: boolean;
  /** Called once per `items` array when the last rendered row is within two rows of the end, while `hasMore`
   * and nothing is loading or failed. Append the next page to `items`. */
  onLoadMore?: () => void;
  /** Server total, for `aria-setsize`; when omitted the size is the loaded count, or unknown (-1) while `hasMore`. */
  total?: number;

  /** Loading: skeleton cards when there are no items yet, otherwise a spinner over the current ones. */
  loading?: boolean;
  /** A load error (`true` shows the default message). With no items it replaces the grid; with items (a
   * failed next page) it shows at the end, and loading more waits for `onRetry`. */
  error?: ReactNode;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** What to show when there are no materials; defaults to `<Empty />` with 暂无素材. */
  empty?: ReactNode;

  /** Height limit of the scrolling grid (number = px); sets `--bc-material-grid-max-height`.
   * @default 640 */
  maxHeight?: number | string;
  /** Smallest card width in px: the grid shows as many columns as fit, at least one.
   * @default 200 */
  minCardWidth?: number;
  /** "Now" for the expired mark (tests, stories); defaults to the current time. */
  now?: Date;
}

/** Height of a card below its 16:9 picture: padding, the name line and the meta line. */
const CARD_INFO_HEIGHT = 64;
/** Height of the actions bar of a card (a small button, its padding and the top border). */
const CARD_ACTIONS_HEIGHT = 33;
/** The card's top and bottom border. */
const CARD_BORDERS = 2;
/** Fallback when `--bc-material-grid-gap` cannot be read (no layout). */
const DEFAULT_GAP = 12;
const DEFAULT_MAX_HEIGHT = 640;
/** Rows rendered beyond the viewport each way: rows are tall, and one is enough for Tab to reach the next row. */
const OVERSCAN_ROWS = 1;
/** `onLoadMore` runs when the last rendered row is within this many rows of the end. */
const LOAD_MORE_ROWS = 2;
const SKELETON_ROWS = 2;
const EMPTY_SELECTION: DataTableRowSelectionState = {};

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

interface Box {
  width: number;
  gap: number;
}

/** The scroller's content width and the card gap it inherits. */
function measureBox(node: HTMLElement, contentWidth?: number): Box {
  const style = getComputedStyle(node);
  const gap = Number.parseFloat(style.getPropertyValue('--bc-material-grid-gap'));
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  return {
    width: Math.max(0, contentWidth ?? node.clientWidth - padding),
    gap: Number.isFinite(gap) ? gap : DEFAULT_GAP,
  };
}

/**
 * The material library's grid view: a virtualised, infinitely scrolling grid of material cards
 * (thumbnail, name, type, size, duration, expired mark), the alternative to the paged DataTable.
 * Only the rows in view are in the DOM; the list keeps its size and each card its position for
 * assistive technology (`aria-setsize`, `aria-posinset`). Selection has DataTable's shape.
 */
export function MaterialGrid<T extends MaterialGridItem>({
  items,
  selection: selectionProp,
  defaultSelection,
  onSelectionChange,
  onOpen,
  actions,
  maxInlineActions = 2,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  total,
  loading = false,
  error,
  onRetry,
  empty,
  maxHeight,
  minCardWidth = 200,
  now,
  style,
  'aria-label': ariaLabel,
  ...rest
}: MaterialGridProps<T>) {
  const t = useUiTranslate(materialsCatalogues);

  const selectable = selectionProp !== undefined || defaultSelection !== undefined || onSelectionChange !== undefined;
  const [selection, setSelection] = useControllableState({
    value: selectionProp,
    defaultValue: defaultSelection ?? EMPTY_SELECTION,
    onChange: onSelectionChange,
  });
  // Cards get stable callbacks, so a change re-renders only the cards it concerns.
  const latest = useRef({ setSelection, onOpen });
  useLayoutEffect(() => {
    latest.current = { setSelection, onOpen };
  });
  const toggle = useCallback((id: number, checked: boolean) => {
    latest.current.setSelection((previous) => {
      const key = String(id);
      if (checked === (previous[key] === true)) return previous;
      const next = { ...previous };
      if (checked) next[key] = true;
      else delete next[key];
      return next;
    });
  }, []);
  const open = useCallback((item: T) => latest.current.onOpen?.(item), []);

  const hasItems = items.length > 0;
  const showSkeleton = loading && !hasItems && !error;
  const showGrid = hasItems || showSkeleton;

  // Columns come from the scroller's width, watched by a ResizeObserver.
  const [box, setBox] = useState<Box>({ width: 0, gap: DEFAULT_GAP });
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const attachScroller = useCallback((node: HTMLDivElement | null) => {
    scrollRef.current = node;
    if (!node) return undefined;
    const update = (contentWidth?: number) => {
      const next = measureBox(node, contentWidth);
      setBox((previous) => (previous.width === next.width && previous.gap === next.gap ? previous : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => update(entries[0]?.contentRect.width));
    observer.observe(node);
    return () => {
      observer.disconnect();
      scrollRef.current = null;
    };
  }, []);

  const { gap, width } = box;
  const columns = Math.max(1, Math.floor((width + gap) / (minCardWidth + gap)));
  const cardWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minCardWidth;
  const cardHeight =
    Math.ceil((cardWidth * 9) / 16) + CARD_INFO_HEIGHT + (actions ? CARD_ACTIONS_HEIGHT : 0) + CARD_BORDERS;
  const rowCount = Math.ceil(items.length / columns);

  // The row holding keyboard focus stays rendered when it scrolls out of view, so focus is not lost.
  const focusedItem = useRef<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedItem.current === null ? null : Math.floor(focusedItem.current / columns);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return focused < (indexes[0] ?? 0) ? [focused, ...indexes] : [...indexes, focused];
    },
    [columns],
  );
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const card = (event.target as HTMLElement).closest('[aria-posinset]');
    const position = Number(card?.getAttribute('aria-posinset'));
    focusedItem.current = position > 0 ? position - 1 : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedItem.current = null;
  };

  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => cardHeight, [cardHeight]);
  // Rows are re-laid out (not re-measured) when the column count or card height changes.
  const getItemKey = useCallback((index: number) => `${columns}:${cardHeight}:${index}`, [columns, cardHeight]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read only during this render
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: hasItems ? rowCount : 0,
    getScrollElement,
    estimateSize,
    getItemKey,
    rangeExtractor,
    gap,
    overscan: OVERSCAN_ROWS,
    useFlushSync: false,
    initialRect: { width: 0, height: typeof maxHeight === 'number' ? maxHeight : DEFAULT_MAX_HEIGHT },
  });
  const virtualRows = hasItems ? virtualizer.getVirtualItems() : [];
  const lastRenderedRow = virtualizer.range ? Math.min(rowCount - 1, virtualizer.range.endIndex + OVERSCAN_ROWS) : -1;
  const nearEnd = hasItems && lastRenderedRow >= rowCount - 1 - LOAD_MORE_ROWS;

  // One call per `items` array: a page that fails or adds nothing does not ask again in a loop.
  const requestedFor = useRef<readonly T[] | null>(null);
  const failed = !!error;
  useEffect(() => {
    if (!nearEnd || !hasMore || loadingMore || loading || failed || !onLoadMore) return;
    if (requestedFor.current === items) return;
    requestedFor.current = items;
    onLoadMore();
  }, [nearEnd, hasMore, loadingMore, loading, failed, onLoadMore, items]);

  const setSize = total ?? (hasMore ? -1 : items.length);
  const errorMessage = error === true ? t('materials.grid.error') : error;
  const retry = onRetry ? (
    <Button size="sm" onClick={onRetry}>
      {t('materials.grid.retry')}
    </Button>
  ) : null;

  const rootStyle = {
    ...(maxHeight !== undefined ? { '--bc-material-grid-max-height': toCss(maxHeight) } : {}),
    '--bc-material-grid-columns': String(columns),
    '--bc-material-grid-card-height': `${cardHeight}px`,
    ...style,
  } as CSSProperties;

  let content: ReactNode;
  if (error && !hasItems) {
    content = (
      <StateBox data-part="Error">
        <div role="alert">{errorMessage}</div>
        {retry}
      </StateBox>
    );
  } else if (!showGrid) {
    content = empty ?? <Empty description={t('materials.grid.empty')} />;
  } else {
    let footer: ReactNode = null;
    if (error) {
      footer = (
        <>
          <span role="alert">{errorMessage}</span>
          {retry}
        </>
      );
    } else if (loadingMore) {
      footer = <Spinner size="sm" showLabel label={t('materials.grid.loadingMore')} data-part="LoadingMore" />;
    } else if (hasItems && !hasMore) {
      footer = <span data-part="NoMore">{t('materials.grid.noMore')}</span>;
    }
    content = (
      <Frame data-part="Frame">
        <Scroller
          ref={attachScroller}
          data-part="Scroller"
          role="region"
          aria-label={ariaLabel}
          // Focusable so the grid scrolls by keyboard even where a card has no control.
          tabIndex={0}
        >
          {showSkeleton ? (
            <SkeletonGrid role="list" aria-label={ariaLabel} aria-busy="true" data-part="List">
              {Array.from({ length: columns * SKELETON_ROWS }, (_, i) => (
                <SkeletonCard key={i} aria-hidden="true" data-part="SkeletonCard">
                  <SkeletonMedia>
                    <Skeleton variant="rect" height="100%" />
                  </SkeletonMedia>
                  <Skeleton lines={2} />
                </SkeletonCard>
              ))}
            </SkeletonGrid>
          ) : (
            <List
              role="list"
              aria-label={ariaLabel}
              aria-busy={loading || undefined}
              data-part="List"
              style={{ height: virtualizer.getTotalSize() }}
              onFocus={onFocus}
              onBlur={onBlur}
            >
              {virtualRows.map((row) => {
                const first = row.index * columns;
                return (
                  <Row
                    key={row.index}
                    data-part="Row"
                    data-index={row.index}
                    style={{ transform: `translateY(${row.start}px)` }}
                  >
                    {items.slice(first, first + columns).map((item, offset) => (
                      <MaterialGridCard
                        key={item.id}
                        item={item}
                        position={first + offset + 1}
                        setSize={setSize}
                        selectable={selectable}
                        selected={selectable && selection[String(item.id)] === true}
                        onToggle={toggle}
                        onOpen={onOpen ? open : undefined}
                        actions={actions}
                        maxInlineActions={maxInlineActions}
                        now={now}
                      />
                    ))}
                  </Row>
                );
              })}
            </List>
          )}
          {hasItems ? <Footer data-part="Footer">{footer}</Footer> : null}
        </Scroller>
        {loading && hasItems ? (
          <Overlay data-part="LoadingOverlay">
            <Spinner label={t('materials.grid.loading')} />
          </Overlay>
        ) : null}
        {showSkeleton ? <VisuallyHidden role="status">{t('materials.grid.loading')}</VisuallyHidden> : null}
      </Frame>
    );
  }

  return (
    <Root data-component="MaterialGrid" style={rootStyle} {...rest}>
      {content}
    </Root>
  );
}
