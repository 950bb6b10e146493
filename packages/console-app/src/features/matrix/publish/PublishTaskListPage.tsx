import { type DownloadedFile, type PublishTask } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  ConfirmDialog,
  createListColumns,
  ListPage,
  StatusTag,
  useLocale,
  type ListFilterDef,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Inline } from '../../../components/layout';
import { refusalOf } from '../../../lib/refusal';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { publishMessage, usePublishTranslate } from './messages';
import { PUBLISH_STATUS_TAGS } from './model';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<PublishTask>();
const CREATE_PATH = '/matrix/matrix_distribute/create';
const SUCCESS_PATH = '/matrix/matrix_distribute/success';
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
const COUNT_KEYS = ['waiting', 'publishing', 'success', 'failed', 'closed'] as const;

/**
 * 批量发布 (matrix_distribute): the brand's batches, newest first, searched by name and by a
 * status some of their publications are in (filters and paging in the address), each with its
 * works, accounts, schedule and counts per publish status; open one (its result page), close a
 * scheduled one's waiting publications, export the list through the task centre (tracking 209).
 * The list asks again while a batch on it is publishing.
 */
export function PublishTaskListPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const t = usePublishTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [closing, setClosing] = useState<PublishTask | null>(null);
  const name = typeof query.filters.name === 'string' ? query.filters.name.trim() : '';
  const statusText = typeof query.filters.status === 'string' ? query.filters.status : '';
  const status = /^[1-5]$/.test(statusText) ? (Number(statusText) as 1 | 2 | 3 | 4 | 5) : undefined;
  const filters = { ...(name ? { name } : {}), ...(status ? { status } : {}) };
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/publish/task/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...filters,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.records.some((r) => r.counts.publishing > 0 || (r.counts.waiting > 0 && !r.scheduledTime))
        ? 3_000
        : false,
  });
  const say = (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? publishMessage(msg, locale) : (error as Error).message;
  };
  const exporting = useMutation({
    mutationFn: () => api.download('/v1/matrix/publish/export', filters, { selfHandled: true }),
    onSuccess: (file) => {
      saveFile(file);
      tracker.action('batchPublishExport');
      toaster.success(t('list.exported', { name: file.fileName }));
    },
    onError: (error) => toaster.error(say(error)),
  });

  const filterDefs = useMemo<ListFilterDef[]>(
    () => [
      { key: 'name', label: t('list.name'), kind: 'text', maxLength: 50 },
      {
        key: 'status',
        label: t('list.status'),
        kind: 'select',
        options: PUBLISH_STATUS_TAGS.map((s) => ({
          value: String(s.value),
          label: locale.startsWith('en') ? s.en : s.zh,
        })),
      },
    ],
    [t, locale],
  );
  const columns = useMemo(
    () => [
      col.text('name', { title: t('list.name') }),
      col.count('worksCount', { title: t('list.works'), width: 80 }),
      col.count('accountsCount', { title: t('list.accounts'), width: 80 }),
      col.computed({
        key: 'counts',
        valueType: 'text',
        title: t('list.counts'),
        width: 300,
        value: (r) => COUNT_KEYS.map((k) => r.counts[k]).join('/'),
        render: (r) => (
          <Inline gap={1} wrap>
            {COUNT_KEYS.map((key, i) =>
              r.counts[key] > 0 ? (
                <span key={key} style={{ whiteSpace: 'nowrap' }}>
                  <StatusTag value={i + 1} dictionary={PUBLISH_STATUS_TAGS} /> {r.counts[key]}
                </span>
              ) : null,
            )}
          </Inline>
        ),
      }),
      col.computed({
        key: 'scheduledTime',
        valueType: 'text',
        title: t('list.scheduledTime'),
        width: 170,
        value: (r) => r.scheduledTime ?? t('list.now'),
      }),
      col.computed({
        key: 'creatorName',
        valueType: 'text',
        title: t('list.creator'),
        width: 110,
        value: (r) => r.creatorName ?? '—',
      }),
      col.computed({
        key: 'createTime',
        valueType: 'dateTime',
        title: t('list.createTime'),
        width: 170,
        value: (r) => r.createTime,
      }),
    ],
    [t],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/publish/task/page') });

  return (
    <>
      <ListPage<PublishTask>
        title={page.title}
        description={t('list.lead')}
        actions={
          <>
            <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
              {t('list.export')}
            </Button>
            <Button variant="primary" onClick={() => void navigate(CREATE_PATH)}>
              {t('list.create')}
            </Button>
          </>
        }
        columns={columns}
        filters={filterDefs}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(r) => String(r.id)}
        getRowLabel={(r) => r.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('list.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={name || status ? t('list.noMatch') : t('list.empty')}
        rowActions={(r) => [
          {
            key: 'open',
            label: t('list.open'),
            ariaLabel: `${t('list.open')} ${r.name}`,
            onSelect: () => void navigate(`${SUCCESS_PATH}?id=${r.id}`),
          },
          ...(r.scheduledTime && r.counts.waiting > 0
            ? [
                {
                  key: 'close',
                  label: t('list.close'),
                  ariaLabel: `${t('list.close')} ${r.name}`,
                  tone: 'danger' as const,
                  onSelect: () => setClosing(r),
                },
              ]
            : []),
        ]}
      />
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(next) => !next && setClosing(null)}
        tone="danger"
        confirmText={t('list.close')}
        onConfirm={async () => {
          if (!closing) return;
          try {
            const { count } = await api.request(
              '/v1/matrix/publish/close',
              { taskId: closing.id },
              { selfHandled: true },
            );
            toaster.success(t('list.closed', { count }));
            await refresh();
          } catch (error) {
            toaster.error(say(error));
            throw error;
          }
        }}
      >
        {closing ? t('list.confirmClose', { name: closing.name, count: closing.counts.waiting }) : null}
      </ConfirmDialog>
    </>
  );
}
