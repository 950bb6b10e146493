import { memo } from 'react';
import { DataTableRowActions, type DataTableRowAction } from '../DataTable/DataTableRowActions';
// The two formatters `useFormatters` would give, imported alone: the hook's date helpers would add date-fns to the grid.
import { formatFileSize } from '../format/number';
import { formatDuration } from '../format/time';
import { useLocale, useUiTranslate } from '../i18n/I18nProvider';
import { materialsCatalogues } from '../i18n/messages/materials';
import { isMaterialExpired, useMaterialLabels } from '../MaterialDetail/MaterialDetail';
import { Tag } from '../Tag/Tag';
import { Thumbnail } from '../Thumbnail/Thumbnail';
import { Card } from './MaterialGrid.styles';
import type { MaterialGridItem } from './MaterialGrid';

export interface MaterialGridCardProps<T extends MaterialGridItem> {
  item: T;
  /** Position in the whole list (1-based), for `aria-posinset`. */
  position: number;
  /** `aria-setsize`: the total, or -1 while it is unknown. */
  setSize: number;
  selectable: boolean;
  selected: boolean;
  /** Stable: selects or clears one material by id. */
  onToggle: (id: number, selected: boolean) => void;
  /** Stable; undefined when the grid has no `onOpen`. */
  onOpen: ((item: T) => void) | undefined;
  actions: ((item: T) => readonly DataTableRowAction[]) | undefined;
  maxInlineActions: number;
  now: Date | undefined;
}

function MaterialGridCardImpl<T extends MaterialGridItem>({
  item,
  position,
  setSize,
  selectable,
  selected,
  onToggle,
  onOpen,
  actions,
  maxInlineActions,
  now,
}: MaterialGridCardProps<T>) {
  const t = useUiTranslate(materialsCatalogues);
  const labels = useMaterialLabels();
  const locale = useLocale();
  const expired = isMaterialExpired(item.expireTime, now);
  const video = item.type === 1;
  const timed = video || item.type === 3;
  const meta = [
    labels.type(item.type, item.specificType),
    item.size != null ? formatFileSize(item.size) : null,
    timed && item.duration != null ? formatDuration(item.duration, 'clock', locale) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Card
      role="listitem"
      aria-posinset={position}
      aria-setsize={setSize}
      data-component="MaterialGrid.Card"
      data-state={selected ? 'selected' : undefined}
      data-expired={expired || undefined}
      data-type={item.type}
    >
      {/* The picture repeats the name and duration given as text below, so it is hidden from assistive technology. */}
      <div data-part="Media" aria-hidden="true">
        <Thumbnail
          src={item.coverUrl ?? (item.type === 2 ? item.url : null)}
          alt={item.name}
          type={video ? 'video' : 'image'}
          ratio="16:9"
          {...(video && item.duration != null ? { durationMs: item.duration } : {})}
        />
      </div>
      {selectable ? (
        <div data-part="Select">
          <input
            type="checkbox"
            aria-label={t('materials.grid.select', { name: item.name })}
            checked={selected}
            onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
          />
        </div>
      ) : null}
      <div data-part="Info">
        <div data-part="Title">
          {onOpen ? (
            <button type="button" data-part="Name" title={item.name} onClick={() => onOpen(item)}>
              {item.name}
            </button>
          ) : (
            <span data-part="Name" title={item.name}>
              {item.name}
            </span>
          )}
          {expired ? (
            <Tag tone="danger" size="sm" data-part="Expired">
              {t('materials.expired')}
            </Tag>
          ) : null}
        </div>
        <div data-part="Meta" title={meta}>
          {meta}
        </div>
      </div>
      {actions ? (
        <div data-part="Actions">
          <DataTableRowActions actions={actions(item)} maxInline={maxInlineActions} />
        </div>
      ) : null}
    </Card>
  );
}

/** Internal: one material card; memoised so scrolling renders only the cards that enter the window. */
export const MaterialGridCard = memo(MaterialGridCardImpl) as typeof MaterialGridCardImpl;
