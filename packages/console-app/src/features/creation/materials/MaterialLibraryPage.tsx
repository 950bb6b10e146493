import type { ApiClient, Material } from '@brand-console/api-client';
import { apiInfiniteQueryOptions, apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  ConfirmDialog,
  isMaterialExpired,
  ListPage,
  MaterialGrid,
  RadioGroup,
  sanitizeFileName,
  UploadDialog,
  useThrottledCallback,
  type DataTableRowAction,
  type ListBatchAction,
  type ListQuery,
  type ListSelection,
} from '@brand-console/ui';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useServices } from '../../../lib/services';
import { useMaterialColumns } from './columns';
import { canHaveExclusiveMembers } from './eligibility';
import { MaterialDetailHost } from '../../../components/MaterialDetailHost';
import { materialListParams, useMaterialFilters } from './filters';
import { MaterialTagsDialog } from './MaterialTagsDialog';
import { MembersDialog } from './MembersDialog';
import { OpenDialog } from './OpenDialog';
import { createMaterialUploader, MATERIAL_ACCEPT, MATERIAL_MAX_BYTES } from './upload';
import type { PagePrefetch, PageProps } from '../../../lib/router/menu';
import { listQueryAt, useListQuery } from '../../../lib/router/useListQuery';
import { queryClientOf } from '../../../lib/queries';
import { useOpenTaskCentre } from '../../../lib/openTaskCentre';
import { useCreationTranslate } from '../messages';

// The form dialogs (react-hook-form and the request schemas' zod) load when first opened, not with the list.
const ExpiryDialog = lazy(() => import('./ExpiryDialog').then((m) => ({ default: m.ExpiryDialog })));
const TagTaskDialog = lazy(() => import('./TagTaskDialog').then((m) => ({ default: m.TagTaskDialog })));

/** Spec section 9: downloads are throttled to one per 700 ms. */
export const DOWNLOAD_THROTTLE_MS = 700;
/** Spec section 9: split is throttled to one per 500 ms. */
export const SPLIT_THROTTLE_MS = 500;
/** Spec section 5: only videos of at least 10,000 ms can be split. */
export const SPLIT_MIN_DURATION_MS = 10_000;
/** Lengths a split can cut pieces to; 5 s (the server's default) is chosen first. */
const SPLIT_PIECE_CHOICES_MS = [2_000, 3_000, 5_000, 10_000] as const;
const DEFAULT_SPLIT_PIECE_MS = 5_000;
const PAGE_SIZES = [10, 20, 50] as const;

/** The grid view loads this many materials per request as it scrolls. */
const GRID_PAGE_SIZE = 100;
/** The chosen view is remembered in this browser. */
const VIEW_STORAGE_KEY = 'bc.materials.view';
type View = 'table' | 'grid';

function storeView(view: View) {
  try {
    localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Storage off (private mode): the choice lasts for this visit only.
  }
}

function storedView(): View {
  try {
    return localStorage.getItem(VIEW_STORAGE_KEY) === 'grid' ? 'grid' : 'table';
  } catch {
    return 'table';
  }
}

/** The file extension of a stored URL (`/files/ab12.mp4` → `mp4`), if any. */
const extensionOf = (url: string) => /\.([a-z0-9]{1,5})(?:$|\?)/i.exec(url)?.[1];

/**
 * The material library (/sumwhy_video/material_library): search by name (pre-filled from the
 * `name` query), type, source, tags, uploader and upload date; a paged table or a grid that grows
 * as it scrolls; detail, download, tags, exclusive members, split, expiry and delete per material;
 * batch tagging (a tag task in the task centre), merge, expiry, visibility and delete. Opened from a
 * merge or split record (`from=record`), moving and tagging are blocked (spec section 6).
 */
const listDefaults = () => ({ pageSize: PAGE_SIZES[0], view: storedView() });
const tableQuery = (api: ApiClient, query: ListQuery) =>
  apiQueryOptions(api, '/cgp/web/media/material/list', {
    pageNo: query.page,
    pageSize: query.pageSize,
    ...materialListParams(query.filters),
  });
const gridQuery = (api: ApiClient, query: ListQuery) =>
  apiInfiniteQueryOptions(api, '/cgp/web/media/material/list', {
    pageSize: GRID_PAGE_SIZE,
    ...materialListParams(query.filters),
  });

export function MaterialLibraryPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useCreationTranslate();
  const queryClient = useQueryClient();
  const openTaskCentre = useOpenTaskCentre();
  const [query, setQuery] = useListQuery(page, listDefaults());
  const fromRecord = query.filters.from === 'record';
  const view: View = query.view === 'grid' ? 'grid' : 'table';
  const filters = useMaterialFilters();
  const [selection, setSelection] = useState<ListSelection>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const [tagging, setTagging] = useState(false);
  /** The materials whose expiry (or visibility) is being set: one row, or the selection. */
  const [expiring, setExpiring] = useState<number[] | null>(null);
  const [opening, setOpening] = useState<number[] | null>(null);
  const [splitting, setSplitting] = useState<Material | null>(null);
  const [splitPieceMs, setSplitPieceMs] = useState<number>(DEFAULT_SPLIT_PIECE_MS);
  const [tagsOf, setTagsOf] = useState<Material | null>(null);
  const [membersOf, setMembersOf] = useState<Material | null>(null);
  // One batch number per upload dialog session: the files uploaded together share it.
  const [upload] = useState(() => {
    let batch: Promise<string> | null = null;
    return {
      transport: createMaterialUploader(api, () => (batch ??= api.request('/cgp/web/media/material/batch/number', {}))),
      nextBatch: () => {
        batch = null;
      },
    };
  });

  const list = useQuery({
    ...tableQuery(api, query),
    placeholderData: keepPreviousData,
    enabled: view === 'table',
  });
  const grid = useInfiniteQuery({ ...gridQuery(api, query), enabled: view === 'grid' });
  const tableRows = useMemo(() => list.data?.records ?? [], [list.data]);
  const gridItems = useMemo(() => grid.data?.pages.flatMap((p) => p.records) ?? [], [grid.data]);
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);

  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/material/list') });

  const download = useThrottledCallback(async (material: Material) => {
    if (!material.url) {
      toaster.warning(t('materials.noDownloadUrl'));
      return;
    }
    let blob: Blob;
    try {
      const response = await fetch(material.url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      blob = await response.blob();
    } catch {
      // A missing file or a dropped connection: said, not swallowed.
      toaster.error(t('materials.downloadFailed'));
      return;
    }
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = sanitizeFileName(material.name, extensionOf(material.url));
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 0);
    toaster.success(t('materials.downloaded'));
  }, DOWNLOAD_THROTTLE_MS);

  /** Spec sections 4 and 5: a video of at least 10,000 ms that has not expired, else 视频时长不符合拆分要求. */
  const askSplit = useThrottledCallback((material: Material) => {
    if (
      material.type !== 1 ||
      (material.duration ?? 0) < SPLIT_MIN_DURATION_MS ||
      isMaterialExpired(material.expireTime)
    ) {
      toaster.warning(t('materials.splitNotAllowed'));
      return;
    }
    setSplitting(material);
  }, SPLIT_THROTTLE_MS);

  const operate = async (operationType: 1 | 2, materialIds: number[]) => {
    await api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
      operationType,
      materialIds,
      ...(operationType === 2 ? { splitDuration: splitPieceMs } : {}),
    });
    toaster.success(t(operationType === 1 ? 'materials.mergeCreated' : 'materials.splitCreated'));
    setSelection({});
    openTaskCentre?.();
  };

  const merge = (ids: readonly string[], rows: readonly Material[]) => {
    const known = new Map([...gridItems, ...tableRows, ...rows].map((m) => [String(m.id), m]));
    if (ids.some((id) => known.get(id)?.type !== 1)) {
      toaster.warning(t('materials.mergeVideosOnly'));
      return;
    }
    void operate(1, ids.map(Number)).catch(() => {});
  };

  const remove = async (ids: number[]) => {
    await api.request('/cgp/web/media/material/batch/delete', { ids });
    toaster.success(t('materials.deleted'));
    setSelection({});
    await refresh();
  };

  const openDetail = useCallback((m: Material) => setDetailId(m.id), [setDetailId]);
  const columns = useMaterialColumns(openDetail);

  const actionsFor = (m: Material): DataTableRowAction[] => [
    { label: t('materials.detail'), onSelect: () => setDetailId(m.id) },
    { label: t('materials.download'), onSelect: () => void download(m) },
    ...(m.type === 1 ? [{ label: t('materials.split'), onSelect: () => askSplit(m) }] : []),
    { label: t('materials.tagsAction'), disabled: fromRecord, onSelect: () => setTagsOf(m) },
    ...(canHaveExclusiveMembers(m) ? [{ label: t('materials.members'), onSelect: () => setMembersOf(m) }] : []),
    { label: t('materials.setExpiry'), onSelect: () => setExpiring([m.id]) },
    { label: t('materials.delete'), tone: 'danger', onSelect: () => setDeleting(m) },
  ];

  /** The batch actions on the selection (every page, both views). */
  const batchActions: ListBatchAction<Material>[] = [
    {
      key: 'tag',
      label: t('materials.tag'),
      // Opened from a merge or split record, tagging is blocked (spec section 6).
      disabled: fromRecord,
      onSelect: () => setTagging(true),
    },
    { key: 'merge', label: t('materials.merge'), disabled: (ids) => ids.length < 2, onSelect: merge },
    { key: 'expiry', label: t('materials.setExpiry'), onSelect: (ids) => setExpiring(ids.map(Number)) },
    { key: 'open', label: t('materials.setOpen'), onSelect: (ids) => setOpening(ids.map(Number)) },
    {
      key: 'delete',
      label: t('materials.batchDelete'),
      tone: 'danger',
      confirm: t('materials.confirmDelete'),
      onSelect: (ids) => remove(ids.map(Number)),
    },
  ];

  const changeQuery = (next: typeof query) => {
    if (next.view !== query.view) storeView(next.view === 'grid' ? 'grid' : 'table');
    setQuery(next);
  };

  return (
    <>
      <ListPage<Material>
        title={page.title}
        banner={
          fromRecord ? (
            <Alert tone="info" title={t('materials.fromRecord')} description={t('materials.fromRecordHint')} />
          ) : null
        }
        columns={columns}
        filters={filters}
        searchCollapsedCount={4}
        data={view === 'grid' ? gridItems : tableRows}
        total={list.data?.total ?? 0}
        getRowId={(m) => String(m.id)}
        getRowLabel={(m) => m.name}
        query={query}
        onQueryChange={changeQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={view === 'table' && list.isFetching}
        error={list.isError && !list.data ? true : undefined}
        onRetry={() => void list.refetch()}
        selection={selection}
        onSelectionChange={setSelection}
        batchActions={batchActions}
        rowActions={actionsFor}
        views={['table', 'grid']}
        gridPaging={false}
        grid={
          <MaterialGrid
            aria-label={page.title}
            items={gridItems}
            selection={selection}
            onSelectionChange={setSelection}
            onOpen={openDetail}
            actions={actionsFor}
            loading={grid.isLoading}
            total={grid.data?.pages[0]?.total}
            error={grid.isError ? t('materials.loadFailed') : undefined}
            onRetry={() => void (grid.data ? grid.fetchNextPage() : grid.refetch())}
            hasMore={grid.hasNextPage}
            loadingMore={grid.isFetchingNextPage}
            onLoadMore={() => void grid.fetchNextPage()}
          />
        }
        searchActions={
          <UploadDialog
            title={t('materials.uploadTitle')}
            description={t('materials.uploadHint')}
            trigger={<Button variant="primary">{t('materials.upload')}</Button>}
            upload={upload.transport}
            accept={MATERIAL_ACCEPT}
            maxSize={MATERIAL_MAX_BYTES}
            onComplete={(done) => {
              upload.nextBatch();
              if (done.length > 0) {
                toaster.success(t('materials.uploaded', { count: done.length }));
                void refresh();
              }
            }}
          />
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove([deleting.id]);
        }}
      >
        {t('materials.confirmDelete')}
      </ConfirmDialog>
      <ConfirmDialog
        open={splitting !== null}
        onOpenChange={(open) => !open && setSplitting(null)}
        onConfirm={async () => {
          if (splitting) await operate(2, [splitting.id]);
        }}
      >
        {splitting ? (
          <>
            <p>
              {t('materials.confirmSplit', {
                name: splitting.name,
                seconds: splitPieceMs / 1000,
                count: Math.min(20, Math.ceil((splitting.duration ?? 0) / splitPieceMs)),
              })}
            </p>
            <RadioGroup
              aria-label={t('materials.splitPieceLength')}
              orientation="horizontal"
              options={SPLIT_PIECE_CHOICES_MS.map((ms) => ({
                value: String(ms),
                label: t('materials.splitPieceSeconds', { seconds: ms / 1000 }),
              }))}
              value={String(splitPieceMs)}
              onValueChange={(value) => setSplitPieceMs(Number(value))}
            />
          </>
        ) : null}
      </ConfirmDialog>
      <MaterialDetailHost materialId={detailId} onClose={() => setDetailId(null)} />
      {expiring ? (
        <Suspense fallback={null}>
          <ExpiryDialog
            materialIds={expiring}
            onClose={() => setExpiring(null)}
            onSaved={() => {
              setExpiring(null);
              toaster.success(t('materials.saved'));
              void refresh();
            }}
          />
        </Suspense>
      ) : null}
      {opening ? (
        <OpenDialog
          materialIds={opening}
          onClose={() => setOpening(null)}
          onSaved={() => {
            setOpening(null);
            toaster.success(t('materials.saved'));
            void refresh();
          }}
        />
      ) : null}
      {tagsOf && !fromRecord ? (
        <MaterialTagsDialog
          materialId={tagsOf.id}
          materialName={tagsOf.name}
          onClose={() => setTagsOf(null)}
          onChanged={() => void refresh()}
        />
      ) : null}
      {membersOf ? (
        <MembersDialog
          material={membersOf}
          onClose={() => setMembersOf(null)}
          onSaved={() => {
            setMembersOf(null);
            toaster.success(t('materials.members.added'));
            void refresh();
          }}
        />
      ) : null}
      {tagging && !fromRecord ? (
        <Suspense fallback={null}>
          <TagTaskDialog
            materialIds={selectedIds}
            onClose={() => setTagging(false)}
            onCreated={() => {
              setTagging(false);
              setSelection({});
              toaster.success(t('materials.tagTaskCreated'));
              openTaskCentre?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The library's first request (table page or grid), started as soon as the sign-in knows it lands here. */
const prefetchLibrary: PagePrefetch = (services, search) => {
  const query = listQueryAt(search, listDefaults());
  const client = queryClientOf(services);
  if (query.view === 'grid') void client.prefetchInfiniteQuery(gridQuery(services.api, query));
  else void client.prefetchQuery(tableQuery(services.api, query));
};
MaterialLibraryPage.prefetch = prefetchLibrary;
