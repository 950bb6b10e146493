import { dictionaryLabel, MATERIAL_TYPES, type Material, type MaterialTypeCode } from '@brand-console/api-client';
import { apiInfiniteQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Dialog,
  FormField,
  MaterialGrid,
  RadioGroup,
  TextInput,
  useDebouncedCallback,
  useLocale,
} from '@brand-console/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../../lib/services';
import { useCreationTranslate } from '../messages';

/** Materials of the library, a page at a time as the grid scrolls. */
const PAGE_SIZE = 40;
const SEARCH_DEBOUNCE_MS = 500;
const IMAGES_ONLY: readonly MaterialTypeCode[] = [2];

export interface MaterialPickerDialogProps {
  /** Called with the chosen material, or null when the dialog is closed without a choice. */
  onDone: (material: Material | null) => void;
  /** The material types offered (`MATERIAL_TYPES` codes); more than one adds a choice of type.
   * @default [2] (images) */
  types?: readonly MaterialTypeCode[];
  /** The dialog's title. @default 从素材库选择图片 */
  title?: string;
}

/**
 * Chooses a material from the library: images for the cover editor (backgrounds and image
 * objects), or the types a caller names (a template's video or image slot, its music). The brand's
 * materials of that type that have a file, searchable by name, newest first.
 */
export function MaterialPickerDialog({ onDone, types = IMAGES_ONLY, title }: MaterialPickerDialogProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState<MaterialTypeCode>(types[0] ?? 2);
  const searchLater = useDebouncedCallback((next: string) => setName(next.trim()), SEARCH_DEBOUNCE_MS);
  const materials = useInfiniteQuery(
    apiInfiniteQueryOptions(api, '/cgp/web/media/material/list', {
      pageSize: PAGE_SIZE,
      type,
      ...(name ? { name } : {}),
    }),
  );
  const items = useMemo(
    () => materials.data?.pages.flatMap((p) => p.records).filter((m) => m.url) ?? [],
    [materials.data],
  );
  const heading = title ?? t('covers.pickTitle');
  // The empty state names the type shown (images for the cover editor, videos or audio for a template).
  const typeLabel = dictionaryLabel(MATERIAL_TYPES, type, lang);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(null)}>
      <Dialog.Content
        size="lg"
        title={heading}
        footer={<Button onClick={() => onDone(null)}>{t('action.cancel')}</Button>}
      >
        {types.length > 1 ? (
          <RadioGroup
            aria-label={t('materials.col.type')}
            orientation="horizontal"
            options={types.map((code) => ({ value: String(code), label: dictionaryLabel(MATERIAL_TYPES, code, lang) }))}
            value={String(type)}
            onValueChange={(next) => setType(Number(next) as MaterialTypeCode)}
          />
        ) : null}
        <FormField label={t('covers.pickSearch')}>
          <TextInput
            type="search"
            value={typed}
            maxLength={100}
            onValueChange={(next) => {
              setTyped(next);
              searchLater(next);
            }}
          />
        </FormField>
        <MaterialGrid
          aria-label={heading}
          items={items}
          maxHeight={420}
          minCardWidth={160}
          onOpen={(m) => onDone(m)}
          actions={(m) => [
            { label: t('covers.pick'), ariaLabel: `${t('covers.pick')} ${m.name}`, onSelect: () => onDone(m) },
          ]}
          loading={materials.isLoading}
          hasMore={materials.hasNextPage}
          loadingMore={materials.isFetchingNextPage}
          onLoadMore={() => void materials.fetchNextPage()}
          onRetry={() => void materials.refetch()}
          empty={t('covers.pickEmpty', { type: lang === 'en' ? typeLabel.toLowerCase() : typeLabel })}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
