import { dictionaryLabel, TEMPLATE_RATIOS, type PipelineInfo } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Button, ConfirmDialog, createListColumns, ListPage, useLocale, type ListFilterDef } from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { pipelineMessage, refusalOf, usePipelineTranslate } from './messages';
import { pipelineListParams, pipelinePaths } from './model';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<PipelineInfo>();

/**
 * 流水线 (menu key `Assemblyline`): the brand's pipelines, searched by name and paged in the address,
 * with their groups and how many videos their runs made and finished. New and edit open the
 * pipeline editor; run (after a confirmation) queues its videos and opens its products; delete asks
 * first (the videos stay in 合成任务 and 成品库).
 */
export function PipelineListPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = usePipelineTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paths = pipelinePaths(page.moduleKey);
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [removing, setRemoving] = useState<PipelineInfo | null>(null);
  const [running, setRunning] = useState<PipelineInfo | null>(null);
  const params = pipelineListParams(query.filters);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/pipeline/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });
  const translated = (error: unknown) => {
    const msg = refusalOf(error);
    return new Error(msg ? pipelineMessage(msg, locale) : (error as Error).message, { cause: error });
  };

  const filters = useMemo<ListFilterDef[]>(
    () => [{ key: 'name', label: t('list.name'), kind: 'text', maxLength: 50 }],
    [t],
  );
  const columns = useMemo(
    () => [
      col.text('name', { title: t('list.name') }),
      col.computed({
        key: 'groupNames',
        valueType: 'text',
        title: t('list.groups'),
        value: (p) => p.groupNames.join(' → '),
      }),
      col.computed({
        key: 'ratio',
        valueType: 'text',
        title: t('list.ratio'),
        width: 130,
        value: (p) => dictionaryLabel(TEMPLATE_RATIOS, p.ratio, lang),
      }),
      col.computed({
        key: 'videos',
        valueType: 'text',
        title: t('list.videos'),
        width: 130,
        value: (p) => t('list.videosOf', { made: p.videoCount, finished: p.finishedCount }),
      }),
      col.computed({
        key: 'userName',
        valueType: 'text',
        title: t('list.member'),
        width: 120,
        value: (p) => p.userName ?? '—',
      }),
      col.dateTime('updateTime', { title: t('list.updateTime'), width: 170 }),
    ],
    [t, lang],
  );
  const filtered = Object.keys(params).length > 0;

  return (
    <>
      <ListPage<PipelineInfo>
        title={page.title}
        description={list.data ? <span aria-live="polite">{t('list.summary', { count: list.data.total })}</span> : null}
        actions={
          <Button variant="primary" onClick={() => void navigate(paths.editor())}>
            {t('list.new')}
          </Button>
        }
        columns={columns}
        filters={filters}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(p) => String(p.id)}
        getRowLabel={(p) => p.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('list.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('list.noMatch') : t('list.empty')}
        maxInlineActions={4}
        rowActions={(p) => [
          {
            key: 'edit',
            label: t('list.edit'),
            ariaLabel: `${t('list.edit')} ${p.name}`,
            onSelect: () => void navigate(paths.editor(p.id)),
          },
          {
            key: 'run',
            label: t('list.run'),
            ariaLabel: `${t('list.run')} ${p.name}`,
            onSelect: () => setRunning(p),
          },
          {
            key: 'products',
            label: t('list.products'),
            ariaLabel: `${t('list.products')} ${p.name}`,
            onSelect: () => void navigate(paths.products(p.id)),
          },
          {
            key: 'remove',
            label: t('list.remove'),
            ariaLabel: `${t('list.remove')} ${p.name}`,
            tone: 'danger' as const,
            onSelect: () => setRemoving(p),
          },
          {
            // The pipeline's presenter (ADR 0035).
            key: 'presenter',
            label: t('list.presenter'),
            ariaLabel: `${t('list.presenter')} ${p.name}`,
            onSelect: () =>
              void navigate(`${page.moduleKey}/Assemblyline/assemblyline_details/digitalPerson?id=${p.id}`),
          },
        ]}
      />
      <ConfirmDialog
        open={running !== null}
        onOpenChange={(next) => !next && setRunning(null)}
        confirmText={t('list.run')}
        onConfirm={async () => {
          if (!running) return;
          let taskIds: number[];
          try {
            ({ taskIds } = await api.request(
              '/v1/sumvideo/sv/pipeline/run',
              { id: running.id },
              { selfHandled: true },
            ));
          } catch (error) {
            throw translated(error);
          }
          toaster.success(t('list.ran', { count: taskIds.length }));
          await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/pipeline/page') });
          void navigate(paths.products(running.id));
        }}
      >
        {running ? t('list.confirmRun', { name: running.name }) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        tone="danger"
        confirmText={t('list.remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await api.request('/v1/sumvideo/sv/pipeline/remove', { ids: [removing.id] }, { selfHandled: true });
          } catch (error) {
            throw translated(error);
          }
          toaster.success(t('list.removed'));
          await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/pipeline/page') });
        }}
      >
        {removing ? t('list.confirmRemove', { name: removing.name }) : null}
      </ConfirmDialog>
    </>
  );
}
