import {
  CREATION_TYPES,
  creationTypeKind,
  dictionaryLabel,
  MATERIAL_SOURCES,
  type Creation,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Checkbox,
  createListColumns,
  Empty,
  ListPage,
  Skeleton,
  Tag,
  Thumbnail,
  UploadDialog,
  useFormatters,
  useLocale,
  vars,
  type ListBatchAction,
  type ListSelection,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router';
import { refusalOf } from '../../../lib/refusal';
import { libraryMessage, useLibraryTranslate } from '../library/messages';
import { IMPORT_RECORD_PATH, tagFilterParams, WORK_UPLOAD_MAX_BYTES } from '../library/model';
import { BareList } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { creationListParams, isSet, NOTE_DETAIL_PATH, WORK_DETAIL_PATH } from './model';
import { useSynthesisTranslate } from './messages';
import { CaptionBatchButton } from '../titles/CaptionBatchButton';

// The library's dialogs load when first opened (ADR 0032).
const WorkTagsDialog = lazy(() => import('../library/WorkTagsDialog').then((m) => ({ default: m.WorkTagsDialog })));
const ShareDialog = lazy(() => import('../library/ShareDialog').then((m) => ({ default: m.ShareDialog })));
const QrCodeDialog = lazy(() => import('../library/QrCodeDialog').then((m) => ({ default: m.QrCodeDialog })));
const ImportDialog = lazy(() => import('../library/ImportDialog').then((m) => ({ default: m.ImportDialog })));

const PAGE_SIZES = [12, 24, 48] as const;
const col = createListColumns<Creation>();
const FULL_WIDTH = { '--bc-thumbnail-width': '100%' } as CSSProperties;

/**
 * 成品库 (menu key `finish_product_store`): the brand's finished videos and image-text notes as a grid
 * (or a table) with cover, name, length, size, source, creator and time; searched by name, type,
 * source, tag and date, all in the address; each opens its detail (player, figures, the synthesis
 * task that made it, its use log). Upload (each file measured by the server, with progress and its
 * own refusal), tags and the shared pool over a selection, a work's QR code, and 导入 from the
 * design tool with its import records (ADR 0032).
 */
export function FinishedProductsPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useSynthesisTranslate();
  const tl = useLibraryTranslate();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [selection, setSelection] = useState<ListSelection>({});
  const [tagging, setTagging] = useState<number[] | null>(null);
  const [sharing, setSharing] = useState<number[] | null>(null);
  const [qrOf, setQrOf] = useState<Creation | null>(null);
  const [importing, setImporting] = useState(false);
  const tags = useQuery(apiQueryOptions(api, '/cgp/web/media/creation/tag/list', {}));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/creation/list') });
    void queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/creation/tag/list') });
  };
  const uploadWork = (file: File, context: { signal: AbortSignal; onProgress: (fraction: number) => void }) => {
    context.onProgress(0.1);
    return api
      .request(
        '/cgp/web/media/creation/v2/upload',
        { file, name: file.name.replace(/\.[^.]+$/, '') },
        { signal: context.signal },
      )
      .catch((error: unknown) => {
        const msg = refusalOf(error);
        throw msg ? new Error(libraryMessage(msg, locale)) : error;
      });
  };
  const lang = useLocale().startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const { formatDuration, formatFileSize, formatDate } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], view: 'grid' });
  const list = useQuery({
    ...apiQueryOptions(api, '/cgp/web/media/creation/list', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...creationListParams(query.filters),
      ...tagFilterParams(query.filters),
    }),
    placeholderData: keepPreviousData,
  });
  // A note opens on its own page, all its pages as images (图文创作, ADR 0033); a video on 成品详情.
  const open = (work: Creation) =>
    void navigate(
      creationTypeKind(work.creationType) === 'imageText'
        ? `${NOTE_DETAIL_PATH}?id=${work.id}`
        : `${WORK_DETAIL_PATH}?id=${work.id}`,
    );
  const sourceLabel = (code: number) => dictionaryLabel(MATERIAL_SOURCES, code, lang);
  const typeLabel = (work: Creation) =>
    dictionaryLabel(CREATION_TYPES, creationTypeKind(work.creationType) === 'imageText' ? 99 : 0, lang);
  const none = t('works.none');

  const columns = useMemo(
    () => [
      col.thumbnail('coverUrl', {
        title: t('works.detail'),
        width: 90,
        hideable: false,
        alt: (w) => t('works.open', { name: w.name }),
        media: 'video',
        durationMs: (w) => w.duration,
        onOpen: open,
      }),
      col.text('name', {
        title: t('works.name'),
        search: { placeholder: t('works.namePlaceholder'), maxLength: 100 },
      }),
      col.status('creationType', {
        title: t('works.type'),
        width: 90,
        dictionary: CREATION_TYPES,
        search: { placeholder: t('tasks.all') },
        render: (w) => typeLabel(w),
      }),
      col.status('source', {
        title: t('works.source'),
        width: 120,
        dictionary: MATERIAL_SOURCES,
        // Two sources share a label (素材库上传 3 and 17): their codes tell them apart.
        search: {
          placeholder: t('tasks.all'),
          options: MATERIAL_SOURCES.map((d) => ({ value: String(d.value), label: `${d[lang]} (${d.value})` })),
        },
      }),
      col.computed({
        key: 'duration',
        valueType: 'duration',
        title: t('works.duration'),
        width: 90,
        value: (w) => w.duration,
      }),
      col.computed({
        key: 'size',
        valueType: 'text',
        title: t('works.size'),
        width: 100,
        value: (w) => (w.size !== null ? formatFileSize(w.size) : none),
      }),
      col.computed({
        key: 'userName',
        valueType: 'text',
        title: t('works.creator'),
        width: 110,
        value: (w) => w.userName ?? none,
      }),
      col.computed({
        key: 'tagList',
        valueType: 'text',
        title: tl('media.tags'),
        width: 160,
        value: (w) => (w.tagList.length ? w.tagList.map((tag) => tag.name).join('、') : none),
      }),
      col.dateTime('createTime', { title: t('works.createTime'), width: 170, search: true }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` and the labels follow `t` and `lang`
    [t, lang],
  );
  const records = list.data?.records ?? [];
  const batchActions: ListBatchAction<Creation>[] = [
    { key: 'tag', label: tl('tags.button'), onSelect: (ids) => setTagging(ids.map(Number)) },
    { key: 'share', label: tl('share.button'), onSelect: (ids) => setSharing(ids.map(Number)) },
  ];
  const filters = [
    {
      key: 'tagIds',
      label: tl('tags.filter'),
      kind: 'multiSelect' as const,
      options: (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
    },
  ];
  const filtered = Object.entries(query.filters).some(([, value]) => isSet(value));
  // The grid view has the list's states itself: loading, failed with a retry, empty.
  const grid = list.isPending ? (
    <Skeleton variant="rect" style={{ height: 240 }} aria-label={t('works.loading')} />
  ) : list.isError && !list.data ? (
    <Alert
      tone="danger"
      title={t('works.loadFailed')}
      action={<Button onClick={() => void list.refetch()}>{t('detail.retry')}</Button>}
    />
  ) : records.length === 0 ? (
    <Empty description={filtered ? t('works.noMatch') : t('works.noWorks')} />
  ) : (
    <BareList
      aria-label={t('works.list')}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space[4] }}
    >
      {records.map((work) => (
        <li
          key={work.id}
          style={{
            display: 'grid',
            gap: vars.space[1],
            padding: vars.space[2],
            border: `1px solid ${vars.color.border.default}`,
            borderRadius: vars.radius.lg,
            background: vars.color.bg.surface,
            alignContent: 'start',
          }}
        >
          <Thumbnail
            src={work.coverUrl}
            alt={t('works.open', { name: work.name })}
            type={creationTypeKind(work.creationType) === 'video' ? 'video' : 'image'}
            durationMs={work.duration ?? undefined}
            ratio={work.width && work.height && work.width > work.height ? '16:9' : '3:4'}
            onClick={() => open(work)}
            style={FULL_WIDTH}
          />
          <div style={{ display: 'flex', gap: vars.space[2], alignItems: 'start' }}>
            <Checkbox
              aria-label={work.name}
              checked={!!selection[String(work.id)]}
              onCheckedChange={(checked) => setSelection({ ...selection, [String(work.id)]: checked } as ListSelection)}
            />
            <strong style={{ overflowWrap: 'anywhere' }}>{work.name}</strong>
          </div>
          {work.isOpen || work.tagList.length ? (
            <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {work.isOpen ? <Tag tone="success">{tl('share.isOpen')}</Tag> : null}
              {work.tagList.map((tag) => (
                <Tag key={tag.id}>{tag.name}</Tag>
              ))}
            </span>
          ) : null}
          <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
            {typeLabel(work)} · {sourceLabel(work.source)}
          </span>
          <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
            {work.duration !== null ? formatDuration(work.duration) : none} ·{' '}
            {work.size !== null ? formatFileSize(work.size) : none}
          </span>
          <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
            {work.userName ?? none} · {formatDate(work.createTime, 'YYYY-MM-DD HH:mm')}
          </span>
        </li>
      ))}
    </BareList>
  );

  return (
    <>
      <ListPage<Creation>
        title={page.title}
        actions={
          <>
            <CaptionBatchButton selectedIds={Object.keys(selection).map(Number)} />
            <Link to={IMPORT_RECORD_PATH} style={{ color: vars.color.fg.link, alignSelf: 'center' }}>
              {tl('import.records')}
            </Link>
            <Button onClick={() => setImporting(true)}>{tl('import.button')}</Button>
            <UploadDialog
              title={tl('upload.title')}
              description={tl('upload.hint')}
              trigger={<Button variant="primary">{tl('upload.button')}</Button>}
              upload={uploadWork}
              concurrency={1}
              accept={['.mp4']}
              maxSize={WORK_UPLOAD_MAX_BYTES}
              onComplete={(done) => {
                if (done.length > 0) {
                  toaster.success(tl('upload.done', { count: done.length }));
                  refresh();
                }
              }}
            />
          </>
        }
        filters={filters}
        selection={selection}
        onSelectionChange={setSelection}
        batchActions={batchActions}
        description={
          list.data ? <span aria-live="polite">{t('works.summary', { count: list.data.total })}</span> : null
        }
        aria-label={t('works.list')}
        columns={columns}
        views={['grid', 'table']}
        grid={grid}
        data={records}
        total={list.data?.total ?? 0}
        getRowId={(w) => String(w.id)}
        getRowLabel={(w) => w.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching && !list.data}
        error={list.isError && !list.data ? t('works.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('works.noMatch') : t('works.noWorks')}
        rowActions={(w) => [
          {
            key: 'detail',
            label: t('works.detail'),
            ariaLabel: `${t('works.detail')} ${w.name}`,
            onSelect: () => open(w),
          },
          ...(creationTypeKind(w.creationType) === 'video' && w.url
            ? [
                {
                  key: 'qr',
                  label: tl('qr.button'),
                  ariaLabel: `${tl('qr.button')} ${w.name}`,
                  onSelect: () => setQrOf(w),
                },
              ]
            : []),
          {
            key: 'tag',
            label: tl('tags.button'),
            ariaLabel: `${tl('tags.button')} ${w.name}`,
            onSelect: () => setTagging([w.id]),
          },
        ]}
      />
      <Suspense fallback={null}>
        {tagging ? (
          <WorkTagsDialog
            workIds={tagging}
            onClose={() => setTagging(null)}
            onSaved={() => {
              setTagging(null);
              refresh();
            }}
          />
        ) : null}
        {sharing ? (
          <ShareDialog
            workIds={sharing}
            onClose={() => setSharing(null)}
            onSaved={() => {
              setSharing(null);
              setSelection({});
              refresh();
            }}
          />
        ) : null}
        {qrOf ? <QrCodeDialog work={qrOf} onClose={() => setQrOf(null)} /> : null}
        {importing ? (
          <ImportDialog onClose={() => setImporting(false)} onStarted={() => void navigate(IMPORT_RECORD_PATH)} />
        ) : null}
      </Suspense>
    </>
  );
}
