import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Empty } from '../../Empty/Empty';
import { EyeIcon, EyeOffIcon, ImageIcon } from '../../internal/icons';
import { TextInput } from '../../TextInput/TextInput';
import { newObjectId, type CoverObject } from '../model';
import {
  IconButton,
  InlineError,
  LayerList,
  LayerRename,
  LayerRow,
  LayerSelect,
  PanelRoot,
  PanelTitle,
} from './panels.styles';
import { CopyIcon, LockIcon, PencilIcon, TextTypeIcon, TrashIcon, UnlockIcon, useCoverTranslate } from './shared';
import type { CoverPanelProps } from './types';

export interface LayersPanelProps extends CoverPanelProps {
  /** Called with the new selection when a layer is clicked (shift/ctrl/meta-click toggles it). */
  onSelectionChange: (ids: string[]) => void;
}

/** How far a duplicate is shifted from its original, in canvas pixels. */
export const LAYER_DUPLICATE_OFFSET = 20;

type Drop = { id: string; place: 'before' | 'after' };

/**
 * The objects as layers, top first. Each row selects its object (shift/ctrl/meta-click adds or
 * removes it), and carries rename, visibility, lock, duplicate and delete buttons.
 *
 * Keyboard: the rows form a list with one tab stop (roving tabindex). ArrowUp/ArrowDown/Home/End
 * move focus between rows, Alt+ArrowUp/ArrowDown move the focused layer one step up or down
 * (announced in a polite live region), F2 renames. The focused row's buttons follow it in the
 * tab order; other rows' buttons are reachable by moving to their row first. A plain list of
 * buttons (not a listbox) because a listbox option may not contain buttons (axe
 * `nested-interactive`); the select button of a row carries `aria-pressed` for "selected".
 * Rows can also be dragged (native drag and drop) to a new place.
 */
export function LayersPanel({ document, selection, onCommand, onSelectionChange }: LayersPanelProps) {
  const t = useCoverTranslate();
  const titleId = useId();
  const errorId = useId();
  const layers = [...document.objects].reverse();
  const count = layers.length;
  const selected = new Set(selection);

  const [activeId, setActiveId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string; error: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragId, setDragId] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const renameInput = useRef<HTMLInputElement>(null);
  // Set once the name field has been committed or cancelled, so the blur of its removal does nothing.
  const renameClosed = useRef(false);
  const renamingId = renaming?.id ?? null;

  // The rename field takes focus when it opens, with its text selected.
  useEffect(() => {
    if (!renamingId) return;
    renameInput.current?.focus();
    renameInput.current?.select();
  }, [renamingId]);

  // The row that holds the tab stop: the focused one, else the first selected, else the top one.
  const tabStopId =
    (activeId && layers.some((o) => o.id === activeId) ? activeId : null) ??
    layers.find((o) => selected.has(o.id))?.id ??
    layers[0]?.id ??
    null;

  // A moved row is a moved DOM node: browsers drop focus from it, so it is given back; so is
  // the row whose name field closed (its button comes back).
  useLayoutEffect(() => {
    const id = refocus.current;
    if (!id) return;
    refocus.current = null;
    const button = rowButtons.current.get(id);
    if (button && globalThis.document.activeElement !== button) button.focus();
  }, [document.objects, renaming]);

  const focusRow = (id: string | undefined) => {
    if (!id) return;
    setActiveId(id);
    rowButtons.current.get(id)?.focus();
  };

  const docIndex = (id: string) => document.objects.findIndex((o) => o.id === id);

  /** Moves a layer to `index` of the bottom-to-top list and announces its place counted from the top. */
  const reorder = (id: string, index: number, direction: 'up' | 'down' | null) => {
    const from = docIndex(id);
    if (from < 0 || index < 0 || index >= count || index === from) return;
    onCommand({ type: 'reorder', id, index });
    const position = count - index;
    setAnnouncement(
      t(
        direction === 'up'
          ? 'coverEditor.layers.movedUp'
          : direction === 'down'
            ? 'coverEditor.layers.movedDown'
            : 'coverEditor.layers.moved',
        {
          position,
        },
      ),
    );
  };

  const select = (id: string, event: MouseEvent) => {
    setActiveId(id);
    if (event.shiftKey || event.ctrlKey || event.metaKey) {
      onSelectionChange(selected.has(id) ? selection.filter((s) => s !== id) : [...selection, id]);
    } else {
      onSelectionChange([id]);
    }
  };

  const startRename = (object: CoverObject) => {
    renameClosed.current = false;
    setRenaming({ id: object.id, name: object.name, error: false });
  };

  /** Sends the new name; `returnFocus` unless the field was left by moving focus elsewhere. */
  const commitRename = (returnFocus = true) => {
    if (!renaming || renameClosed.current) return;
    const name = renaming.name.trim();
    if (!name) {
      setRenaming({ ...renaming, error: true });
      return;
    }
    const object = document.objects.find((o) => o.id === renaming.id);
    if (object && object.name !== name) {
      onCommand({ type: 'update', changes: [{ id: renaming.id, patch: { name } }] });
    }
    renameClosed.current = true;
    if (returnFocus) refocus.current = renaming.id;
    setRenaming(null);
  };

  const cancelRename = (returnFocus = true) => {
    if (!renaming || renameClosed.current) return;
    renameClosed.current = true;
    if (returnFocus) refocus.current = renaming.id;
    setRenaming(null);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLButtonElement>, object: CoverObject, row: number) => {
    const { key, altKey } = event;
    let handled = true;
    if (altKey && key === 'ArrowUp') {
      refocus.current = object.id;
      reorder(object.id, docIndex(object.id) + 1, 'up');
    } else if (altKey && key === 'ArrowDown') {
      refocus.current = object.id;
      reorder(object.id, docIndex(object.id) - 1, 'down');
    } else if (key === 'ArrowUp') focusRow(layers[Math.max(0, row - 1)]?.id);
    else if (key === 'ArrowDown') focusRow(layers[Math.min(count - 1, row + 1)]?.id);
    else if (key === 'Home') focusRow(layers[0]?.id);
    else if (key === 'End') focusRow(layers[count - 1]?.id);
    else if (key === 'F2') startRename(object);
    else handled = false;
    if (handled) {
      // The editor's own arrow-key nudging must not see these.
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, id: string) => {
    if (!dragId) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const place = event.clientY < box.top + box.height / 2 ? 'before' : 'after';
    if (drop?.id !== id || drop.place !== place) setDrop({ id, place });
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, target: string) => {
    event.preventDefault();
    const moving = dragId;
    const place = drop?.id === target ? drop.place : 'after';
    setDragId(null);
    setDrop(null);
    if (!moving || moving === target) return;
    const from = docIndex(moving);
    const to = docIndex(target);
    // "before" is above the target row, i.e. after it in the bottom-to-top document order.
    const index = place === 'before' ? (from < to ? to : to + 1) : from < to ? to - 1 : to;
    reorder(moving, index, null);
  };

  return (
    <PanelRoot data-component="CoverLayersPanel" aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('coverEditor.layers.title')}</PanelTitle>
      {count === 0 ? (
        <Empty size="sm" title={t('coverEditor.layers.empty')} description={t('coverEditor.layers.emptyHint')} />
      ) : (
        <LayerList aria-labelledby={titleId} data-part="LayerList">
          {layers.map((object, row) => {
            const isSelected = selected.has(object.id);
            const isTabStop = object.id === tabStopId;
            const tabIndex = isTabStop ? 0 : -1;
            const name = object.name || t('coverEditor.layers.unnamed');
            const editing = renaming?.id === object.id ? renaming : null;
            return (
              <LayerRow
                key={object.id}
                data-part="Layer"
                data-selected={isSelected || undefined}
                data-hidden={!object.visible || undefined}
                data-dragging={dragId === object.id || undefined}
                data-drop={drop?.id === object.id && dragId !== object.id ? drop.place : undefined}
                draggable={!editing}
                onDragStart={(event) => {
                  setDragId(object.id);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', object.name);
                }}
                onDragEnd={() => {
                  setDragId(null);
                  setDrop(null);
                }}
                onDragOver={(event) => onDragOver(event, object.id)}
                onDrop={(event) => onDrop(event, object.id)}
              >
                {editing ? (
                  <LayerRename data-part="Rename">
                    <TextInput
                      size="sm"
                      inputRef={renameInput}
                      aria-label={t('coverEditor.layers.name')}
                      value={editing.name}
                      invalid={editing.error}
                      aria-describedby={editing.error ? errorId : undefined}
                      maxLength={100}
                      showCount={false}
                      onValueChange={(value) => setRenaming({ ...editing, name: value, error: false })}
                      onKeyDown={(event) => {
                        event.stopPropagation();
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          commitRename();
                        } else if (event.key === 'Escape') {
                          event.preventDefault();
                          cancelRename();
                        }
                      }}
                      onBlur={() => {
                        // Leaving the field keeps a valid name and drops an empty one.
                        if (editing.name.trim()) commitRename(false);
                        else cancelRename(false);
                      }}
                    />
                    {editing.error ? (
                      <InlineError id={errorId} role="alert" data-part="Error">
                        {t('coverEditor.layers.nameRequired')}
                      </InlineError>
                    ) : null}
                  </LayerRename>
                ) : (
                  <LayerSelect
                    ref={(node) => {
                      if (node) rowButtons.current.set(object.id, node);
                      else rowButtons.current.delete(object.id);
                    }}
                    type="button"
                    data-part="LayerSelect"
                    tabIndex={tabIndex}
                    aria-pressed={isSelected}
                    aria-label={t('coverEditor.layers.rowLabel', {
                      name,
                      type: t(
                        object.type === 'text' ? 'coverEditor.layers.type.text' : 'coverEditor.layers.type.image',
                      ),
                      position: row + 1,
                      count,
                    })}
                    onFocus={() => setActiveId(object.id)}
                    onClick={(event) => select(object.id, event)}
                    onDoubleClick={() => startRename(object)}
                    onKeyDown={(event) => onRowKeyDown(event, object, row)}
                  >
                    {object.type === 'text' ? <TextTypeIcon /> : <ImageIcon />}
                    <span data-part="LayerName">{name}</span>
                  </LayerSelect>
                )}
                {editing ? null : (
                  <IconButton
                    type="button"
                    data-part="Rename"
                    tabIndex={tabIndex}
                    aria-label={t('coverEditor.layers.rename', { name })}
                    onClick={() => startRename(object)}
                  >
                    <PencilIcon />
                  </IconButton>
                )}
                <IconButton
                  type="button"
                  data-part="Visibility"
                  tabIndex={tabIndex}
                  aria-pressed={!object.visible}
                  aria-label={t('coverEditor.layers.hide', { name })}
                  onClick={() =>
                    onCommand({ type: 'update', changes: [{ id: object.id, patch: { visible: !object.visible } }] })
                  }
                >
                  {object.visible ? <EyeIcon /> : <EyeOffIcon />}
                </IconButton>
                <IconButton
                  type="button"
                  data-part="Lock"
                  tabIndex={tabIndex}
                  aria-pressed={object.locked}
                  aria-label={t('coverEditor.layers.lock', { name })}
                  onClick={() =>
                    onCommand({ type: 'update', changes: [{ id: object.id, patch: { locked: !object.locked } }] })
                  }
                >
                  {object.locked ? <LockIcon /> : <UnlockIcon />}
                </IconButton>
                <IconButton
                  type="button"
                  data-part="Duplicate"
                  tabIndex={tabIndex}
                  aria-label={t('coverEditor.layers.duplicate', { name })}
                  onClick={() =>
                    onCommand({
                      type: 'duplicate',
                      ids: [object.id],
                      newIds: [newObjectId()],
                      offset: LAYER_DUPLICATE_OFFSET,
                    })
                  }
                >
                  <CopyIcon />
                </IconButton>
                <IconButton
                  type="button"
                  data-part="Delete"
                  tabIndex={tabIndex}
                  aria-label={t('coverEditor.layers.delete', { name })}
                  onClick={() => {
                    const next = layers[row + 1] ?? layers[row - 1];
                    onCommand({ type: 'remove', ids: [object.id] });
                    if (next) refocus.current = next.id;
                  }}
                >
                  <TrashIcon />
                </IconButton>
              </LayerRow>
            );
          })}
        </LayerList>
      )}
      <VisuallyHidden role="status" aria-live="polite" data-part="Announcer">
        {announcement}
      </VisuallyHidden>
    </PanelRoot>
  );
}
