import {
  dictionaryLabel,
  PLATFORMS,
  PUBLISH_MOUNT_KINDS,
  PUBLISH_SOURCES,
  type DownloadedFile,
  type Publication,
  type PublicationFiguresResult,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Avatar,
  Button,
  createListColumns,
  ListPage,
  StatusTag,
  useFormatters,
  useLocale,
  vars,
  type ListBatchAction,
  type ListFilterDef,
  type ListSelection,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { refusalOf } from '../../../lib/refusal';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { recordMessage, useRecordsTranslate } from './messages';
import { canMount, canRetry, pollInterval, PUBLISH_STATUS_DICTIONARY, recordListParams } from './model';

// The mount dialog loads when first opened.
const MountDialog = lazy(() => import('./MountDialog').then((m) => ({ default: m.MountDialog })));

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<Publication>();
const stack = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 } as const;
const muted = { color: vars.color.fg.muted, fontSize: vars.font.size.sm } as const;

/** Saves a downloaded file under its name (a link to the blob, clicked). */
function saveFile({ blob, fileName }: DownloadedFile) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * 发布记录 (menu key `records_publish`, issue 24 part D, ADR 0036): every publication of the brand,
 * from 批量发布 and 扫码发布, filtered by platform, account, status, source, publish and creation
 * dates and work name (all in the address). Each row shows the work, the account, the title and
 * topics, the status with the platform's reason when it failed, and for published ones the link to
 * the item on the platform (new window) and its figures, read from the platform after the list has
 * answered. 挂载 attaches a product or a mini-programme page where the platform allows it; 重试
 * queues failed ones again; the list asks again only while something is publishing or due; export
 * writes the filtered records as xlsx (tracking 210, kept in the task centre).
 */
export function PublishRecordsPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const queryClient = useQueryClient();
  const t = useRecordsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const { formatCount } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<ListSelection>({});
  const [mounting, setMounting] = useState<Publication | null>(null);
  const params = recordListParams(query.filters);
  const say = (msg: string) => recordMessage(msg, locale);
  const failure = (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? say(msg) : (error as Error).message;
  };

  const list = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/record/page', { pageNo: query.page, pageSize: query.pageSize, ...params }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => pollInterval(q.state.data?.records),
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  // Figures come from the platform, one call for the visible published rows, after the list.
  const publishedIds = records.filter((p) => p.status === 3).map((p) => p.id);
  const figures = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/record/figures', { ids: publishedIds }),
    enabled: publishedIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const figuresById = useMemo(
    () => new Map<number, PublicationFiguresResult>((figures.data ?? []).map((f) => [f.id, f])),
    [figures.data],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/record/page') });

  const exporting = useMutation({
    mutationFn: () => api.download('/v1/matrix/record/export', params, { selfHandled: true }),
    onSuccess: (file) => {
      saveFile(file);
      tracker.action('distributionRecordExport');
      toaster.success(t('list.exported', { name: file.fileName }));
    },
    onError: (error) => toaster.error(failure(error)),
  });
  const retrying = useMutation({
    mutationFn: (ids: number[]) => api.request('/v1/matrix/record/retry', { ids }, { selfHandled: true }),
    onSuccess: async ({ retried }, ids) => {
      toaster.success(ids.length === 1 ? t('list.retried') : t('list.retriedMany', { count: retried }));
      setSelection({});
      await refresh();
    },
    onError: (error) => toaster.error(failure(error)),
  });

  const platformLabel = (p: Publication) => dictionaryLabel(PLATFORMS, p.platform, lang);
  const none = t('list.none');
  const columns = useMemo(
    () => [
      col.thumbnail('coverUrl', {
        title: t('list.cover'),
        width: 72,
        hideable: false,
        alt: (p) => t('list.openCover', { name: p.workName }),
        media: 'video',
      }),
      col.text('workName', {
        title: t('list.work'),
        width: 160,
        search: { label: t('list.workName'), placeholder: t('list.workPlaceholder'), maxLength: 50 },
      }),
      col.status('platform', {
        title: t('list.platform'),
        width: 100,
        dictionary: PLATFORMS,
        search: { placeholder: t('list.all') },
      }),
      col.computed({
        key: 'accountName',
        valueType: 'text',
        title: t('list.account'),
        width: 180,
        value: (p) => p.accountName,
        render: (p) => (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Avatar size="sm" name={p.accountName} src={p.accountAvatar} decorative />
            {p.accountName}
          </span>
        ),
      }),
      col.computed({
        key: 'title',
        valueType: 'text',
        title: t('list.title'),
        width: 220,
        value: (p) => p.title,
        render: (p) => (
          <span style={stack}>
            <span>{p.title}</span>
            {p.topics.length ? <span style={muted}>{p.topics.map((topic) => `#${topic}`).join(' ')}</span> : null}
            {p.mount ? (
              <span style={muted}>
                {t('list.mounted', {
                  kind: dictionaryLabel(PUBLISH_MOUNT_KINDS, p.mount.kind, lang),
                  label: p.mount.label,
                })}
              </span>
            ) : null}
          </span>
        ),
      }),
      col.status('status', {
        title: t('list.status'),
        width: 170,
        dictionary: PUBLISH_STATUS_DICTIONARY,
        search: { placeholder: t('list.all') },
        render: (p) => (
          <span style={stack}>
            <StatusTag value={p.status} dictionary={PUBLISH_STATUS_DICTIONARY} />
            {p.status === 4 && p.reason ? <span style={muted}>{say(p.reason)}</span> : null}
            {p.status === 1 && p.scheduledTime ? (
              <span style={muted}>{t('list.scheduled', { time: p.scheduledTime })}</span>
            ) : null}
          </span>
        ),
      }),
      col.status('source', {
        title: t('list.source'),
        width: 100,
        dictionary: PUBLISH_SOURCES,
        search: { placeholder: t('list.all') },
      }),
      col.computed({
        key: 'publishTime',
        valueType: 'dateTime',
        title: t('list.publishTime'),
        width: 170,
        value: (p) => p.publishTime,
        search: true,
      }),
      col.computed({
        key: 'figures',
        valueType: 'text',
        title: t('list.figures'),
        width: 190,
        value: () => null,
        render: (p) => {
          if (p.status !== 3) return none;
          const entry = figuresById.get(p.id);
          if (!entry) return figures.isFetching ? <span style={muted}>{t('list.figuresLoading')}</span> : none;
          if (!entry.figures) return <span style={muted}>{say(entry.reason ?? '')}</span>;
          const f = entry.figures;
          return (
            <dl
              aria-label={t('list.figuresOf', { name: p.title })}
              style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '0 8px', margin: 0 }}
            >
              {(['plays', 'likes', 'comments', 'shares'] as const).map((key) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt style={muted}>{t(`list.${key}`)}</dt>
                  <dd style={{ margin: 0 }} data-figure={key}>
                    {formatCount(f[key])}
                  </dd>
                </div>
              ))}
            </dl>
          );
        },
      }),
      col.computed({
        key: 'itemUrl',
        valueType: 'text',
        title: t('list.link'),
        width: 100,
        value: (p) => p.itemUrl,
        render: (p) =>
          p.itemUrl ? (
            <a
              href={p.itemUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('list.openLabel', { title: p.title, platform: platformLabel(p) })}
            >
              {t('list.open')}
            </a>
          ) : (
            none
          ),
      }),
      col.computed({
        key: 'createTime',
        valueType: 'dateTime',
        title: t('list.createTime'),
        width: 170,
        value: (p) => p.createTime,
        search: true,
        defaultHidden: true,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow `t` and `lang`; figures by their map
    [t, lang, figuresById, figures.isFetching],
  );
  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: 'account',
        label: t('list.account'),
        kind: 'text',
        placeholder: t('list.accountPlaceholder'),
        maxLength: 50,
      },
    ],
    [t],
  );
  const batchActions: ListBatchAction<Publication>[] = [
    {
      key: 'retry',
      label: t('list.retryMany'),
      confirm: (count) => t('list.confirmRetry', { count }),
      onSelect: (ids) => retrying.mutate(ids.map(Number)),
    },
  ];
  const filtered = Object.values(params).some((v) => v !== undefined);

  return (
    <>
      <ListPage<Publication>
        title={page.title}
        description={
          list.data ? (
            <span aria-live="polite">
              {t('list.lead')} {t('list.summary', { count: list.data.total })}
            </span>
          ) : (
            t('list.lead')
          )
        }
        actions={
          <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
            {t('list.export')}
          </Button>
        }
        aria-label={t('list.name')}
        columns={columns}
        filters={filters}
        data={records}
        total={list.data?.total ?? 0}
        getRowId={(p) => String(p.id)}
        getRowLabel={(p) => `${p.workName} · ${p.accountName}`}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        searchCollapsedCount={4}
        loading={list.isFetching && !list.data}
        error={list.isError && !list.data ? t('list.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('list.noMatch') : t('list.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        isRowSelectable={canRetry}
        batchActions={batchActions}
        maxInlineActions={2}
        rowActions={(p) => [
          ...(canMount(p)
            ? [
                {
                  key: 'mount',
                  label: t('list.mount'),
                  ariaLabel: `${t('list.mount')} ${p.title} · ${p.accountName}`,
                  onSelect: () => setMounting(p),
                },
              ]
            : []),
          ...(canRetry(p)
            ? [
                {
                  key: 'retry',
                  label: t('list.retry'),
                  ariaLabel: `${t('list.retry')} ${p.title} · ${p.accountName}`,
                  disabled: retrying.isPending,
                  onSelect: () => retrying.mutate([p.id]),
                },
              ]
            : []),
        ]}
      />
      {mounting ? (
        <Suspense fallback={null}>
          <MountDialog
            publication={mounting}
            onDone={(changed) => {
              setMounting(null);
              if (changed) void refresh();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
