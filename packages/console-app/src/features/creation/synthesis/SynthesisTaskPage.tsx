import {
  dictionaryLabel,
  RENDER_FAILURE_REASONS,
  VIDEO_GENERATION_MODES,
  type DownloadedFile,
  type SynthesisTask,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  ConfirmDialog,
  createListColumns,
  ListPage,
  Progress,
  useLocale,
  type ListFilterDef,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMenuModel } from '../../../lib/hooks';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import {
  canCancel,
  canRetry,
  GENERATION_STATUS_DICTIONARY,
  GenerationStatus,
  isSet,
  pollInterval,
  synthesisListParams,
} from './model';
import { refusalOf, synthesisMessage, useSynthesisTranslate } from './messages';

const PAGE_SIZES = [10, 20, 50] as const;
/** The most rows an export asks for (the request schemas' largest page). */
const EXPORT_MAX = 1000;
const col = createListColumns<SynthesisTask>();
const DETAIL_PATH = '/sumwhy_video/synthesis_task/detail';
const CREATE_PATH = '/sumwhy_video/create_by_template';

/** Saves a downloaded file under its name (a link to the blob, clicked). */
function saveFile({ blob, fileName }: DownloadedFile) {
  const href = URL.createObjectURL(blob);
  saveLink(href, fileName);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Downloads an address of this site under a name. */
function saveLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * 合成任务 (menu key `synthesis_task`): every render of the brand that makes a finished video, by
 * name, mode, status, creation date and "only mine" (all in the address), with its progress while it
 * renders (the list asks again every few seconds only while a task on it waits or renders); cancel
 * (confirmed), retry, play and download per task, and export of the filtered tasks as xlsx (tracking
 * 212, kept in the task centre).
 */
export function SynthesisTaskPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pages } = useMenuModel();
  const t = useSynthesisTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [cancelling, setCancelling] = useState<SynthesisTask | null>(null);
  const params = synthesisListParams(query.filters);
  const translate = (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? synthesisMessage(msg, locale) : (error as Error).message;
  };

  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/synthesis/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...params,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => pollInterval(q.state.data?.records),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/synthesis/page') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/synthesis/detail') }),
    ]);
  const exporting = useMutation({
    mutationFn: () =>
      api.download(
        '/v1/sumvideo/sv/synthesis/export',
        // Every task the filters find, not only the page shown (the export's own cap applies).
        { pageNo: 1, pageSize: EXPORT_MAX, ...params },
        { selfHandled: true },
      ),
    onSuccess: (file) => {
      saveFile(file);
      tracker.action('synthesisTaskExport');
      toaster.success(t('tasks.exported', { name: file.fileName }));
    },
    onError: (error) => toaster.error(translate(error)),
  });
  const retrying = useMutation({
    mutationFn: (task: SynthesisTask) =>
      api.request('/v1/sumvideo/sv/synthesis/retry', { id: task.id }, { selfHandled: true }),
    onSuccess: async () => {
      toaster.success(t('tasks.retried'));
      await refresh();
    },
    onError: (error) => toaster.error(translate(error)),
  });
  const downloading = useMutation({
    mutationFn: (task: SynthesisTask) =>
      api.request('/v1/sumvideo/sv/synthesis/detail', { id: task.id }, { selfHandled: true }),
    onSuccess: (detail) => {
      const url = detail.creation?.url;
      if (!url) return toaster.error(t('tasks.noFile'));
      saveLink(url, `${detail.creation?.name ?? detail.name}.mp4`);
      toaster.success(t('tasks.downloadStarted', { name: detail.creation?.name ?? detail.name }));
    },
    onError: (error) => toaster.error(translate(error)),
  });

  const columns = useMemo(
    () => [
      col.text('name', {
        title: t('tasks.name'),
        width: 200,
        search: { placeholder: t('tasks.namePlaceholder'), maxLength: 100 },
      }),
      col.status('mode', {
        title: t('tasks.mode'),
        width: 100,
        dictionary: VIDEO_GENERATION_MODES,
        search: { placeholder: t('tasks.all') },
      }),
      col.status('status', {
        title: t('tasks.status'),
        width: 100,
        dictionary: GENERATION_STATUS_DICTIONARY,
        search: { placeholder: t('tasks.all') },
      }),
      col.computed({
        key: 'progress',
        valueType: 'text',
        title: t('tasks.progress'),
        width: 150,
        value: (task) => task.progress,
        render: (task) =>
          task.status === GenerationStatus.processing ? (
            <Progress value={task.progress} showValue size="sm" label={`${t('tasks.progress')} ${task.name}`} />
          ) : task.status === GenerationStatus.completed ? (
            '100%'
          ) : (
            t('tasks.none')
          ),
      }),
      col.computed({
        key: 'sourceName',
        valueType: 'text',
        title: t('tasks.template'),
        width: 160,
        value: (task) => task.sourceName ?? t('tasks.none'),
      }),
      col.duration('duration', { title: t('tasks.duration'), width: 90 }),
      col.computed({
        key: 'userName',
        valueType: 'text',
        title: t('tasks.member'),
        width: 110,
        value: (task) => task.userName ?? t('tasks.none'),
      }),
      col.dateTime('createTime', { title: t('tasks.createTime'), width: 170, search: true }),
      col.computed({
        key: 'finishTime',
        valueType: 'dateTime',
        title: t('tasks.finishTime'),
        width: 170,
        value: (task) => task.finishTime,
      }),
      col.computed({
        key: 'failReason',
        valueType: 'text',
        title: t('tasks.reason'),
        width: 180,
        value: (task) =>
          task.failReason ? dictionaryLabel(RENDER_FAILURE_REASONS, task.failReason, lang) : t('tasks.none'),
      }),
    ],
    [t, lang],
  );
  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: 'onlyMine',
        label: t('tasks.onlyMine'),
        kind: 'select',
        placeholder: t('tasks.all'),
        options: [{ value: '1', label: t('tasks.mine') }],
      },
    ],
    [t],
  );
  const filtered = Object.values(query.filters).some(isSet);
  const openDetail = (task: SynthesisTask) => void navigate(`${DETAIL_PATH}?id=${task.id}`);

  return (
    <>
      <ListPage<SynthesisTask>
        title={page.title}
        description={
          list.data ? <span aria-live="polite">{t('tasks.summary', { count: list.data.total })}</span> : null
        }
        actions={
          <>
            {pages.has(CREATE_PATH) ? (
              <Button variant="primary" onClick={() => void navigate(CREATE_PATH)}>
                {t('tasks.create')}
              </Button>
            ) : null}
            <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
              {t('tasks.export')}
            </Button>
          </>
        }
        aria-label={t('tasks.list')}
        columns={columns}
        filters={filters}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(task) => String(task.id)}
        getRowLabel={(task) => task.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching && !list.data}
        error={list.isError && !list.data ? t('tasks.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('tasks.noMatch') : t('tasks.noTasks')}
        maxInlineActions={3}
        rowActions={(task) => [
          {
            key: 'detail',
            label: t('tasks.detail'),
            ariaLabel: `${t('tasks.detail')} ${task.name}`,
            onSelect: () => openDetail(task),
          },
          ...(task.status === GenerationStatus.completed
            ? [
                {
                  key: 'play',
                  label: t('tasks.play'),
                  ariaLabel: `${t('tasks.play')} ${task.name}`,
                  onSelect: () => openDetail(task),
                },
                {
                  key: 'download',
                  label: t('tasks.download'),
                  ariaLabel: `${t('tasks.download')} ${task.name}`,
                  disabled: downloading.isPending,
                  onSelect: () => downloading.mutate(task),
                },
              ]
            : []),
          ...(canCancel(task.status)
            ? [
                {
                  key: 'cancel',
                  label: t('tasks.cancel'),
                  ariaLabel: `${t('tasks.cancel')} ${task.name}`,
                  tone: 'danger' as const,
                  onSelect: () => setCancelling(task),
                },
              ]
            : []),
          ...(canRetry(task.status)
            ? [
                {
                  key: 'retry',
                  label: t('tasks.retry'),
                  ariaLabel: `${t('tasks.retry')} ${task.name}`,
                  disabled: retrying.isPending,
                  onSelect: () => retrying.mutate(task),
                },
              ]
            : []),
        ]}
      />
      {cancelling ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setCancelling(null)}
          title={t('tasks.cancelTitle', { name: cancelling.name })}
          confirmText={t('tasks.confirmCancel')}
          cancelText={t('tasks.keep')}
          tone="danger"
          onConfirm={async () => {
            try {
              await api.request('/v1/sumvideo/sv/synthesis/cancel', { id: cancelling.id }, { selfHandled: true });
            } catch (error) {
              throw new Error(translate(error), { cause: error });
            }
            toaster.success(t('tasks.cancelled'));
            setCancelling(null);
            await refresh();
          }}
        >
          {t('tasks.cancelBody')}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
