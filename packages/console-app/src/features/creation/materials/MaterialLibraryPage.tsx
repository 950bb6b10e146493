import type { Material } from '@brand-console/api-client';
import { apiInfiniteQueryOptions, apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  isMaterialExpired,
  MaterialGrid,
  sanitizeFileName,
  UploadDialog,
  useThrottledCallback,
  type DataTablePaginationState,
  type DataTableRowAction,
  type DataTableRowSelectionState,
} from '@brand-console/ui';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services';
import { queryTableState } from '../../../lib/queryTable';
import { useMaterialColumns } from './columns';
import { canHaveExclusiveMembers } from './eligibility';
import { ExpiryDialog } from './ExpiryDialog';
import { MaterialDetailHost } from '../../../components/MaterialDetailHost';
import { filterParams, MaterialSearch, NO_FILTERS, type MaterialFilters } from './MaterialSearch';
import { MaterialTagsDialog } from './MaterialTagsDialog';
import { MembersDialog } from './MembersDialog';
import { OpenDialog } from './OpenDialog';
import { TagTaskDialog } from './TagTaskDialog';
import { createMaterialUploader, MATERIAL_ACCEPT, MATERIAL_MAX_BYTES } from './upload';
import type { PageProps } from '../../../lib/router/menu';
import { useOpenTaskCentre } from '../../../lib/openTaskCentre';
import { Inline } from '../../../components/layout';
import { useCreationTranslate } from '../messages';

/** Spec section 9: downloads are throttled to one per 700 ms. */
export const DOWNLOAD_THROTTLE_MS = 700;
/** Spec section 9: split is throttled to one per 500 ms. */
export const SPLIT_THROTTLE_MS = 500;
/** Spec section 5: only videos of at least 10,000 ms can be split. */
export const SPLIT_MIN_DURATION_MS = 10_000;
/** Length of each piece of a split (the server's default). */
const SPLIT_PIECE_MS = 5_000;
const PAGE_SIZES = [10, 20, 50] as const;

/** The grid view loads this many materials per request as it scrolls. */
const GRID_PAGE_SIZE = 100;
/** The chosen view is remembered in this browser. */
const VIEW_STORAGE_KEY = 'bc.materials.view';
type View = 'table' | 'grid';

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
export function MaterialLibraryPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useCreationTranslate();
  const queryClient = useQueryClient();
  const openTaskCentre = useOpenTaskCentre();
  const [search] = useSearchParams();
  const fromRecord = search.get('from') === 'record';
  const initial: MaterialFilters = { ...NO_FILTERS, name: search.get('name') ?? '' };
  const [draft, setDraft] = useState<MaterialFilters>(initial);
  const [applied, setApplied] = useState<MaterialFilters>(initial);
  const [view, setView] = useState<View>(storedView);
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<DataTableRowSelectionState>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const [tagging, setTagging] = useState(false);
  /** The materials whose expiry (or visibility) is being set: one row, or the selection. */
  const [expiring, setExpiring] = useState<number[] | null>(null);
  const [opening, setOpening] = useState<number[] | null>(null);
  const [splitting, setSplitting] = useState<Material | null>(null);
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
    ...apiQueryOptions(api, '/cgp/web/media/material/list', {
      pageNo: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      ...filterParams(applied),
    }),
    placeholderData: keepPreviousData,
    enabled: view === 'table',
  });
  const grid = useInfiniteQuery({
    ...apiInfiniteQueryOptions(api, '/cgp/web/media/material/list', {
      pageSize: GRID_PAGE_SIZE,
      ...filterParams(applied),
    }),
    enabled: view === 'grid',
  });
  const tableRows = useMemo(() => list.data?.records ?? [], [list.data]);
  const gridItems = useMemo(() => grid.data?.pages.flatMap((p) => p.records) ?? [], [grid.data]);
  const shown = view === 'grid' ? gridItems : tableRows;
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
      ...(operationType === 2 ? { splitDuration: SPLIT_PIECE_MS } : {}),
    });
    toaster.success(t(operationType === 1 ? 'materials.mergeCreated' : 'materials.splitCreated'));
    setSelection({});
    openTaskCentre?.();
  };

  const merge = () => {
    const chosen = selectedIds.map((id) => shown.find((r) => r.id === id));
    if (chosen.some((m) => !m || m.type !== 1)) {
      toaster.warning(t('materials.mergeVideosOnly'));
      return;
    }
    void operate(1, selectedIds).catch(() => {});
  };

  const remove = async (ids: number[]) => {
    await api.request('/cgp/web/media/material/batch/delete', { ids });
    toaster.success(t('materials.deleted'));
    setSelection({});
    await refresh();
  };

  const openDetail = useCallback((m: Material) => setDetailId(m.id), []);
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

  const applySearch = (next: MaterialFilters) => {
    setApplied(next);
    setSelection({});
    setPagination((p) => ({ pageIndex: 0, pageSize: p.pageSize }));
  };

  const chooseView = (next: View) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_STORAGE_KEY, next);
    } catch {
      // Storage off (private mode): the choice lasts for this visit only.
    }
  };

  const toolbar = (
    <Inline wrap>
      <span aria-live="polite">{t('materials.selected', { count: selectedIds.length })}</span>
      <Button
        size="sm"
        disabled={selectedIds.length === 0 || fromRecord}
        title={fromRecord ? t('materials.fromRecord') : undefined}
        onClick={() => setTagging(true)}
      >
        {t('materials.tag')}
      </Button>
      <Button size="sm" disabled={selectedIds.length < 2} onClick={merge}>
        {t('materials.merge')}
      </Button>
      <Button size="sm" disabled={selectedIds.length === 0} onClick={() => setExpiring(selectedIds)}>
        {t('materials.setExpiry')}
      </Button>
      <Button size="sm" disabled={selectedIds.length === 0} onClick={() => setOpening(selectedIds)}>
        {t('materials.setOpen')}
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="danger" disabled={selectedIds.length === 0}>
            {t('materials.batchDelete')}
          </Button>
        }
        onConfirm={() => remove(selectedIds)}
      >
        {t('materials.confirmDelete')}
      </ConfirmDialog>
      <span role="group" aria-label={t('materials.view')} style={{ marginInlineStart: 'auto' }}>
        {(['table', 'grid'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'primary' : 'secondary'}
            aria-pressed={view === v}
            onClick={() => chooseView(v)}
          >
            {t(`materials.view.${v}`)}
          </Button>
        ))}
      </span>
    </Inline>
  );

  return (
    <Card>
      {fromRecord ? (
        <Alert tone="info" title={t('materials.fromRecord')} description={t('materials.fromRecordHint')} />
      ) : null}
      <MaterialSearch
        draft={draft}
        onDraftChange={setDraft}
        onSearch={() => applySearch(draft)}
        onReset={() => {
          setDraft(NO_FILTERS);
          applySearch(NO_FILTERS);
        }}
        extraActions={
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
      {view === 'table' ? (
        <DataTable
          aria-label={page.title}
          data={tableRows}
          columns={columns}
          getRowLabel={(m) => m.name}
          rowCount={list.data?.total ?? 0}
          pagination={pagination}
          onPaginationChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          enableRowSelection
          rowSelection={selection}
          onRowSelectionChange={setSelection}
          {...queryTableState(list)}
          toolbar={toolbar}
          rowActions={actionsFor}
        />
      ) : (
        <>
          {toolbar}
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
        </>
      )}
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
        {splitting
          ? t('materials.confirmSplit', {
              name: splitting.name,
              seconds: SPLIT_PIECE_MS / 1000,
              count: Math.min(20, Math.ceil((splitting.duration ?? 0) / SPLIT_PIECE_MS)),
            })
          : null}
      </ConfirmDialog>
      <MaterialDetailHost materialId={detailId} onClose={() => setDetailId(null)} />
      {expiring ? (
        <ExpiryDialog
          materialIds={expiring}
          onClose={() => setExpiring(null)}
          onSaved={() => {
            setExpiring(null);
            toaster.success(t('materials.saved'));
            void refresh();
          }}
        />
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
      ) : null}
    </Card>
  );
}
