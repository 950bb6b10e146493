import { dictionaryLabel, TEMPLATE_RATIOS, type VideoTemplate } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  ConfirmDialog,
  createListColumns,
  ListPage,
  useLocale,
  type ListBatchAction,
  type ListSelection,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { refusalOf, templateMessage, useTemplatesTranslate } from './messages';
import { categoryPath, templateListParams, templatePaths } from './spec';
import { useTemplateCategories, useTemplateFilters } from './TemplateGrid';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<VideoTemplate>();

/**
 * 模板回收站 (`sumwhy_video/template_space/recycle_bin`): the brand's removed templates, searched
 * like the space, in a table with one selection across pages; restore brings them back, 永久删除
 * (after a confirmation) deletes them for good.
 */
export function RecycleBinPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useTemplatesTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<ListSelection>({});
  const [purging, setPurging] = useState<VideoTemplate | null>(null);
  const categories = useTemplateCategories();
  const filters = useTemplateFilters(categories.data);
  const params = templateListParams(query.filters);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/template/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      source: 1,
      recycled: 1,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });

  /** Restores or purges templates; a refusal is said in the reader's language. */
  const act = async (path: '/v1/sumvideo/sv/template/restore' | '/v1/sumvideo/sv/template/purge', ids: number[]) => {
    try {
      await api.request(path, { ids }, { selfHandled: true });
    } catch (error) {
      const msg = refusalOf(error);
      const text = msg ? templateMessage(msg, locale) : (error as Error).message;
      toaster.error(text);
      throw new Error(text, { cause: error });
    }
    toaster.success(
      path.endsWith('restore') ? t('bin.restored', { count: ids.length }) : t('bin.purged', { count: ids.length }),
    );
    setSelection((prev) => Object.fromEntries(Object.entries(prev).filter(([id]) => !ids.includes(Number(id)))));
    await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/template/page') });
  };

  const columns = useMemo(
    () => [
      col.thumbnail('coverUrl', {
        title: t('cloud.preview'),
        width: 96,
        hideable: false,
        media: 'video',
        alt: (tpl) => t('tpl.cover', { name: tpl.name }),
        durationMs: (tpl) => tpl.duration,
      }),
      col.text('name', { title: t('tpl.name') }),
      col.computed({
        key: 'ratio',
        valueType: 'text',
        title: t('tpl.ratio'),
        width: 130,
        value: (tpl) => dictionaryLabel(TEMPLATE_RATIOS, tpl.ratio, lang),
      }),
      col.computed({
        key: 'shots',
        valueType: 'text',
        title: t('ed.shots'),
        width: 160,
        value: (tpl) => t('tpl.shots', { shots: tpl.shotCount, slots: tpl.slotCount }),
      }),
      col.duration('duration', { title: t('tpl.duration'), width: 90 }),
      col.computed({
        key: 'category',
        valueType: 'text',
        title: t('tpl.category'),
        width: 160,
        value: (tpl) => categoryPath(categories.data ?? [], tpl.categoryId) ?? t('tpl.uncategorised'),
      }),
      col.dateTime('createTime', { title: t('tpl.createTime'), width: 170 }),
    ],
    [t, lang, categories.data],
  );

  const batchActions: ListBatchAction<VideoTemplate>[] = [
    {
      key: 'restore',
      label: t('bin.batchRestore'),
      onSelect: (ids) => act('/v1/sumvideo/sv/template/restore', ids.map(Number)),
    },
    {
      key: 'purge',
      label: t('bin.batchPurge'),
      tone: 'danger',
      confirm: (count) => t('bin.confirmPurgeMany', { count }),
      onSelect: (ids) => act('/v1/sumvideo/sv/template/purge', ids.map(Number)),
    },
  ];
  const filtered = Object.keys(params).length > 0;

  return (
    <>
      <ListPage<VideoTemplate>
        title={page.title}
        description={t('bin.lead')}
        actions={
          <Button onClick={() => void navigate(templatePaths(page.moduleKey).space)}>{t('bin.backToSpace')}</Button>
        }
        columns={columns}
        filters={filters}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(tpl) => String(tpl.id)}
        getRowLabel={(tpl) => tpl.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('tpl.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('tpl.noMatch') : t('bin.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        batchActions={batchActions}
        rowActions={(tpl) => [
          {
            key: 'restore',
            label: t('bin.restore'),
            ariaLabel: `${t('bin.restore')} ${tpl.name}`,
            onSelect: () => void act('/v1/sumvideo/sv/template/restore', [tpl.id]).catch(() => {}),
          },
          {
            key: 'purge',
            label: t('bin.purge'),
            ariaLabel: `${t('bin.purge')} ${tpl.name}`,
            tone: 'danger' as const,
            onSelect: () => setPurging(tpl),
          },
        ]}
      />
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => !open && setPurging(null)}
        tone="danger"
        confirmText={t('bin.purge')}
        onConfirm={async () => {
          if (purging) await act('/v1/sumvideo/sv/template/purge', [purging.id]);
        }}
      >
        {purging ? t('bin.confirmPurge', { name: purging.name }) : null}
      </ConfirmDialog>
    </>
  );
}
