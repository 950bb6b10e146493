import { MATERIAL_SOURCES, MATERIAL_TYPES, type Material, type MaterialTypeCode } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  createDataTableColumnHelper,
  DataTable,
  DateRangePicker,
  FormField,
  isMaterialExpired,
  sanitizeFileName,
  SearchForm,
  Select,
  Tag,
  TextInput,
  Thumbnail,
  UploadDialog,
  useFormatters,
  useMaterialLabels,
  useThrottledCallback,
  type DataTablePaginationState,
  type DataTableRowSelectionState,
  type DateRangeValue,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppTranslate } from '../app/hooks';
import { useServices } from '../app/services';
import { day } from '../lib/dates';
import { queryTableState } from '../lib/queryTable';
import { ExpiryDialog } from '../materials/ExpiryDialog';
import { MaterialDetailHost } from '../materials/MaterialDetailHost';
import { TagTaskDialog } from '../materials/TagTaskDialog';
import { createMaterialUploader, MATERIAL_ACCEPT, MATERIAL_MAX_BYTES } from '../materials/upload';
import type { PageProps } from '../router/registry';
import { Breakable, Inline } from './layout';
import { useOpenTaskCentre } from '../taskCentre/openTaskCentre';

/** Spec section 9: downloads are throttled to one per 700 ms. */
export const DOWNLOAD_THROTTLE_MS = 700;
/** Spec section 9: split is throttled to one per 500 ms. */
export const SPLIT_THROTTLE_MS = 500;
/** Spec section 5: only videos of at least 10,000 ms can be split. */
export const SPLIT_MIN_DURATION_MS = 10_000;
/** Length of each piece of a split (the server's default). */
const SPLIT_PIECE_MS = 5_000;
const PAGE_SIZES = [10, 20, 50] as const;

interface Filters {
  name: string;
  type: string | null;
  source: string | null;
  range: DateRangeValue | null;
}

const col = createDataTableColumnHelper<Material>();

function params(f: Filters) {
  return {
    ...(f.name.trim() ? { name: f.name.trim() } : {}),
    ...(f.type ? { type: Number(f.type) as MaterialTypeCode } : {}),
    ...(f.source ? { source: Number(f.source) } : {}),
    ...(f.range ? { startTime: day(f.range.from), endTime: day(f.range.to) } : {}),
  };
}

/** The file extension of a stored URL (`/files/ab12.mp4` → `mp4`), if any. */
const extensionOf = (url: string) => /\.([a-z0-9]{1,5})(?:$|\?)/i.exec(url)?.[1];

/**
 * The material library (/sumwhy_video/material_library): search by name (pre-filled from the
 * `name` query), type, source and upload date; a paged table with previews; detail, download and
 * delete per material; batch tagging that queues a tag task in the task centre. Opened from a
 * merge or split record (`from=record`), moving and tagging are blocked (spec section 6).
 */
export function MaterialLibraryPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useAppTranslate();
  const labels = useMaterialLabels();
  const f = useFormatters();
  const queryClient = useQueryClient();
  const openTaskCentre = useOpenTaskCentre();
  const [search] = useSearchParams();
  const fromRecord = search.get('from') === 'record';
  const initial: Filters = { name: search.get('name') ?? '', type: null, source: null, range: null };
  const [draft, setDraft] = useState<Filters>(initial);
  const [applied, setApplied] = useState<Filters>(initial);
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<DataTableRowSelectionState>({});
  const [detailId, setDetailId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const [tagging, setTagging] = useState(false);
  /** The materials whose expiry is being set (one row, or the selection). */
  const [expiring, setExpiring] = useState<number[] | null>(null);
  const [splitting, setSplitting] = useState<Material | null>(null);
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
      ...params(applied),
    }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.records ?? [], [list.data]);
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
    const chosen = selectedIds.map((id) => rows.find((r) => r.id === id));
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

  const typeOptions = MATERIAL_TYPES.map((d) => ({ value: String(d.value), label: labels.type(d.value) }));
  const sourceOptions = MATERIAL_SOURCES.map((d) => ({
    value: String(d.value),
    label: `${labels.source(d.value)} (${d.value})`,
  }));

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('materials.col.name'),
          meta: { width: 260 },
          cell: ({ row }) => {
            const m = row.original;
            const preview = m.coverUrl ?? (m.type === 2 ? m.url : null);
            return (
              <Inline>
                <Thumbnail
                  size="sm"
                  src={preview}
                  alt={t('materials.openDetail', { name: m.name })}
                  type={m.type === 1 ? 'video' : 'image'}
                  {...(m.duration && m.type === 1 ? { durationMs: m.duration } : {})}
                  onClick={() => setDetailId(m.id)}
                />
                <Breakable>{m.name}</Breakable>
              </Inline>
            );
          },
        }),
        col.accessor('type', {
          header: t('materials.col.type'),
          meta: { width: 110 },
          cell: ({ row }) => labels.type(row.original.type, row.original.specificType),
        }),
        col.accessor('size', {
          header: t('materials.col.size'),
          meta: { width: 100, align: 'end' },
          cell: (info) => (info.getValue() != null ? f.formatFileSize(info.getValue()!) : '—'),
        }),
        col.accessor('duration', {
          header: t('materials.col.duration'),
          meta: { width: 90, align: 'end' },
          cell: (info) => (info.getValue() != null ? f.formatDuration(info.getValue()!) : '—'),
        }),
        col.accessor('userName', {
          header: t('materials.col.uploader'),
          meta: { width: 100 },
          cell: (info) => info.getValue() || '—',
        }),
        col.accessor('createTime', { header: t('materials.col.createTime'), meta: { width: 170 } }),
        col.accessor('expireTime', {
          header: t('materials.col.expireTime'),
          meta: { width: 190 },
          cell: (info) =>
            info.getValue() ? (
              <Inline gap={1}>
                {info.getValue()}
                {isMaterialExpired(info.getValue()) ? (
                  <Tag tone="danger" size="sm">
                    {t('materials.expired')}
                  </Tag>
                ) : null}
              </Inline>
            ) : (
              t('materials.noExpiry')
            ),
        }),
      ]),
    [t, f, labels],
  );

  const applySearch = (next: Filters) => {
    setApplied(next);
    setSelection({});
    setPagination((p) => ({ pageIndex: 0, pageSize: p.pageSize }));
  };

  return (
    <Card>
      {fromRecord ? (
        <Alert tone="info" title={t('materials.fromRecord')} description={t('materials.fromRecordHint')} />
      ) : null}
      <SearchForm
        aria-label={t('materials.filters')}
        collapsedCount={4}
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
        onSearch={() => applySearch(draft)}
        onReset={() => {
          const empty: Filters = { name: '', type: null, source: null, range: null };
          setDraft(empty);
          applySearch(empty);
        }}
      >
        <FormField label={t('materials.col.name')}>
          <TextInput
            name="name"
            value={draft.name}
            onValueChange={(name) => setDraft((d) => ({ ...d, name }))}
            maxLength={100}
          />
        </FormField>
        <FormField label={t('materials.col.type')}>
          <Select
            options={typeOptions}
            value={draft.type}
            onValueChange={(type) => setDraft((d) => ({ ...d, type }))}
            placeholder={t('materials.all')}
          />
        </FormField>
        <FormField label={t('materials.col.source')}>
          <Select
            options={sourceOptions}
            value={draft.source}
            onValueChange={(source) => setDraft((d) => ({ ...d, source }))}
            placeholder={t('materials.all')}
          />
        </FormField>
        <FormField label={t('materials.col.createTime')}>
          <DateRangePicker
            value={draft.range}
            onValueChange={(range) => setDraft((d) => ({ ...d, range }))}
            disableFuture
            clearable
          />
        </FormField>
      </SearchForm>
      <DataTable
        aria-label={page.title}
        data={rows}
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
        toolbar={
          <Inline>
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
          </Inline>
        }
        rowActions={(m) => [
          { label: t('materials.detail'), onSelect: () => setDetailId(m.id) },
          { label: t('materials.download'), onSelect: () => void download(m) },
          ...(m.type === 1 ? [{ label: t('materials.split'), onSelect: () => askSplit(m) }] : []),
          { label: t('materials.setExpiry'), onSelect: () => setExpiring([m.id]) },
          { label: t('materials.delete'), tone: 'danger', onSelect: () => setDeleting(m) },
        ]}
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
