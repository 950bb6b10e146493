import { CREATION_IMPORT_STATUSES, type ImportRecord } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, createListColumns, ListPage, Progress, vars } from '@brand-console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { useLibraryTranslate } from './messages';
import { IMPORT_TONES, importPollInterval, importRunning } from './model';

const col = createListColumns<ImportRecord>();
const STATUS_DICTIONARY = CREATION_IMPORT_STATUSES.map((entry) => ({ ...entry, tone: IMPORT_TONES[entry.value]! }));

/**
 * 成品导入记录 (`finish_product_store/import_record`): each import from the design tool with its
 * status, counts of videos, successes and failures (with the reasons), progress and times; the
 * list asks again every 2 s only while an import waits or runs.
 */
export function ImportRecordPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useLibraryTranslate();
  const [query, setQuery] = useListQuery(page, { pageSize: 10 });
  const list = useQuery({
    ...apiQueryOptions(api, '/cgp/web/kujialeVideo/importRecordList', { pageNo: query.page, pageSize: query.pageSize }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => importPollInterval(q.state.data?.records),
  });
  const records = list.data?.records ?? [];
  const none = t('common.none');
  const columns = useMemo(
    () => [
      col.status('status', { title: t('records.status'), width: 110, dictionary: STATUS_DICTIONARY }),
      col.count('totalNumber', { title: t('records.total'), width: 80 }),
      col.count('successNumber', { title: t('records.success'), width: 80 }),
      col.count('failNumber', { title: t('records.fail'), width: 80 }),
      col.computed({
        key: 'progress',
        valueType: 'text',
        title: t('records.progress'),
        width: 160,
        value: (r) => `${r.progress}%`,
        render: (r) => <Progress value={r.progress} label={t('records.progress')} />,
      }),
      col.computed({
        key: 'failReasons',
        valueType: 'text',
        title: t('records.reasons'),
        value: (r) => (r.failReasons.length ? r.failReasons.join('；') : none),
      }),
      col.computed({
        key: 'userName',
        valueType: 'text',
        title: t('records.user'),
        width: 110,
        value: (r) => r.userName ?? none,
      }),
      col.dateTime('gmtCreate', { title: t('records.time'), width: 170 }),
      col.computed({
        key: 'finishTime',
        valueType: 'text',
        title: t('records.finishTime'),
        width: 170,
        value: (r) => r.finishTime ?? none,
      }),
    ],
    [t, none],
  );
  const running = records.some(importRunning);
  return (
    <ListPage<ImportRecord>
      title={page.title}
      description={
        list.data ? <span aria-live="polite">{t('records.summary', { count: list.data.total })}</span> : null
      }
      banner={running ? <Alert tone="info" title={t('records.running')} /> : null}
      aria-label={t('records.list')}
      columns={columns}
      data={records}
      total={list.data?.total ?? 0}
      getRowId={(r) => String(r.id)}
      query={query}
      onQueryChange={setQuery}
      pageSizeOptions={[10, 20, 50]}
      loading={list.isFetching && !list.data}
      error={list.isError && !list.data ? true : undefined}
      onRetry={() => void list.refetch()}
      onRefresh={() => void list.refetch()}
      emptyContent={<span style={{ color: vars.color.fg.muted }}>{t('records.empty')}</span>}
    />
  );
}
