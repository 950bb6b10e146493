import type { Material } from '@brand-console/api-client';
import { apiInfiniteQueryOptions } from '@brand-console/api-client/query';
import { Button, Dialog, FormField, MaterialGrid, TextInput, useDebouncedCallback } from '@brand-console/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../../lib/services';
import { useCreationTranslate } from '../messages';

/** Images of the library, a page at a time as the grid scrolls. */
const PAGE_SIZE = 40;
const SEARCH_DEBOUNCE_MS = 500;

export interface MaterialPickerDialogProps {
  /** Called with the chosen image, or null when the dialog is closed without a choice. */
  onDone: (material: Material | null) => void;
}

/**
 * Chooses an image from the material library for the cover editor (backgrounds and image
 * objects): the brand's images that have a file, searchable by name, newest first.
 */
export function MaterialPickerDialog({ onDone }: MaterialPickerDialogProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const searchLater = useDebouncedCallback((next: string) => setName(next.trim()), SEARCH_DEBOUNCE_MS);
  const images = useInfiniteQuery(
    apiInfiniteQueryOptions(api, '/cgp/web/media/material/list', {
      pageSize: PAGE_SIZE,
      type: 2,
      ...(name ? { name } : {}),
    }),
  );
  const items = useMemo(() => images.data?.pages.flatMap((p) => p.records).filter((m) => m.url) ?? [], [images.data]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone(null)}>
      <Dialog.Content
        size="lg"
        title={t('covers.pickTitle')}
        footer={<Button onClick={() => onDone(null)}>{t('action.cancel')}</Button>}
      >
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
          aria-label={t('covers.pickTitle')}
          items={items}
          maxHeight={420}
          minCardWidth={160}
          onOpen={(m) => onDone(m)}
          actions={(m) => [{ label: t('covers.pick'), onSelect: () => onDone(m) }]}
          loading={images.isLoading}
          hasMore={images.hasNextPage}
          loadingMore={images.isFetchingNextPage}
          onLoadMore={() => void images.fetchNextPage()}
          onRetry={() => void images.refetch()}
          empty={t('covers.pickEmpty')}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
