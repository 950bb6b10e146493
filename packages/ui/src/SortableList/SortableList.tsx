import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { dataCatalogues } from '../i18n/messages/data';
import { Content, Empty, Handle, Item, Root } from './SortableList.styles';

/** Where an item went: its index before and after the move. */
export interface SortableMove {
  from: number;
  to: number;
}

export interface SortableListProps<T> extends Omit<ComponentPropsWithRef<'ol'>, 'children' | 'onChange'> {
  /** The items, in their current order. */
  items: readonly T[];
  /** A stable, unique id of an item. */
  getId: (item: T) => string | number;
  /** An item's name, read in the handle's accessible name and in the announcements of a move. */
  getLabel: (item: T) => string;
  /** What a row shows beside its handle. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Called with the new order after an item is dropped in another place (by pointer or keyboard). */
  onReorder: (items: T[], move: SortableMove) => void;
  /** Accessible name of the list (what is being ordered). */
  'aria-label': string;
  /** No reordering (while a save is under way, or for a reader without the right); rows still show.
   * @default false */
  disabled?: boolean;
  /** Rows shown dimmed (a disabled item of a dictionary), still movable. */
  isItemMuted?: (item: T) => boolean;
  /** Shown when there are no items.
   * @default 暂无数据 */
  emptyContent?: ReactNode;
}

interface RowProps {
  id: UniqueIdentifier;
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  muted: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

function GripIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      {[4, 8, 12].flatMap((y) => [5.5, 10.5].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.25} />))}
    </svg>
  );
}

function SortableRow({ id, label, index, count, disabled, muted, onMove, children }: RowProps) {
  const t = useUiTranslate(dataCatalogues);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Alt+↑/↓ moves one place at once, without picking the item up.
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
      if (!disabled && to >= 0 && to < count) onMove(index, to);
      return;
    }
    (listeners?.onKeyDown as ((e: KeyboardEvent<HTMLButtonElement>) => void) | undefined)?.(event);
  };
  return (
    <Item
      ref={setNodeRef}
      data-component="SortableList.Item"
      data-part="Item"
      data-dragging={isDragging ? 'true' : undefined}
      data-disabled={muted ? 'true' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Handle
        type="button"
        ref={setActivatorNodeRef}
        data-part="Handle"
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        disabled={disabled}
        aria-label={t('sortableList.handle', { label })}
      >
        <GripIcon />
      </Handle>
      <Content data-part="Content">{children}</Content>
    </Item>
  );
}

/**
 * A list the user puts in order by dragging a row's handle, or from the keyboard: Space picks the
 * focused handle's row up, ↑/↓ move it, Space drops it and Escape cancels (dnd-kit's keyboard sensor),
 * or Alt+↑/↓ moves it one place at once. Every move is announced in the reader's language.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  disabled = false,
  isItemMuted,
  emptyContent,
  ...rest
}: SortableListProps<T>) {
  const t = useUiTranslate(dataCatalogues);
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) => {
    const index = ids.indexOf(id);
    return index >= 0 ? getLabel(items[index]!) : String(id);
  };
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortableList.picked', { label: labelOf(active.id), position: position(active.id), count: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortableList.moved', { label: labelOf(active.id), position: position(over.id), count: ids.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('sortableList.dropped', {
        label: labelOf(active.id),
        position: position(over?.id ?? active.id),
        count: ids.length,
      }),
    onDragCancel: ({ active }) =>
      t('sortableList.cancelled', { label: labelOf(active.id), position: position(active.id) }),
  };
  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to), { from, to });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(ids.indexOf(active.id), ids.indexOf(over.id));
  };

  if (items.length === 0) {
    return (
      <Empty data-component="SortableList" data-state="empty" className={rest.className} style={rest.style}>
        {emptyContent ?? t('sortableList.empty')}
      </Empty>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortableList.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Root data-component="SortableList" data-disabled={disabled ? 'true' : undefined} {...rest}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]!}
              label={getLabel(item)}
              index={index}
              count={items.length}
              disabled={disabled}
              muted={isItemMuted?.(item) ?? false}
              onMove={move}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </Root>
      </SortableContext>
    </DndContext>
  );
}
