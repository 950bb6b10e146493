import { dictionaryLabel, TEMPLATE_RATIOS, type EditingProjectInfo } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  ConfirmDialog,
  createListColumns,
  ListPage,
  useLocale,
  type ListBatchAction,
  type ListFilterDef,
  type ListSelection,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { refusalOf, scriptMessage, useScriptsTranslate } from './messages';
import { scriptListParams, scriptPaths } from './model';
import type { ScriptListState } from './ScriptListPage';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<EditingProjectInfo>();
type BinPath = '/v1/sumvideo/sv/editing/project/restore' | '/v1/sumvideo/sv/editing/project/purge';

/**
 * 脚本回收站 (`sumwhy_video/creative_script/recycle_bin`): the brand's removed scripts, searched by
 * name, with one selection across pages; restore brings them back, 永久删除 (after a confirmation)
 * deletes them for good.
 */
export function ScriptRecycleBinPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useScriptsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<ListSelection>({});
  const [purging, setPurging] = useState<EditingProjectInfo | null>(null);
  const params = scriptListParams(query.filters);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/editing/project/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      recycled: 1,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });
  const listSearch = (location.state as ScriptListState | null)?.listSearch ?? '';

  /** Restores or purges scripts; a refusal is said in the reader's language. */
  const act = async (path: BinPath, ids: number[]) => {
    try {
      await api.request(path, { ids }, { selfHandled: true });
    } catch (error) {
      const msg = refusalOf(error);
      const text = msg ? scriptMessage(msg, locale) : (error as Error).message;
      toaster.error(text);
      throw new Error(text, { cause: error });
    }
    toaster.success(
      path.endsWith('restore') ? t('bin.restored', { count: ids.length }) : t('bin.purged', { count: ids.length }),
    );
    setSelection((prev) => Object.fromEntries(Object.entries(prev).filter(([id]) => !ids.includes(Number(id)))));
    await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/editing/project/page') });
  };

  const filters = useMemo<ListFilterDef[]>(
    () => [{ key: 'name', label: t('list.name'), kind: 'text', maxLength: 50 }],
    [t],
  );
  const columns = useMemo(
    () => [
      col.thumbnail('coverUrl', {
        title: t('list.cover'),
        width: 96,
        hideable: false,
        media: 'image',
        alt: (s) => t('list.coverOf', { name: s.name }),
      }),
      col.text('name', { title: t('list.name') }),
      col.computed({
        key: 'ratio',
        valueType: 'text',
        title: t('list.ratio'),
        width: 130,
        value: (s) => dictionaryLabel(TEMPLATE_RATIOS, s.ratio, lang),
      }),
      col.count('shotCount', { title: t('list.shots'), width: 90 }),
      col.count('narrationLength', { title: t('list.narration'), width: 120 }),
      col.computed({
        key: 'deleteTime',
        valueType: 'dateTime',
        title: t('bin.deleteTime'),
        width: 170,
        value: (s) => s.deleteTime ?? s.updateTime,
      }),
    ],
    [t, lang],
  );

  const batchActions: ListBatchAction<EditingProjectInfo>[] = [
    {
      key: 'restore',
      label: t('bin.batchRestore'),
      onSelect: (ids) => act('/v1/sumvideo/sv/editing/project/restore', ids.map(Number)),
    },
    {
      key: 'purge',
      label: t('bin.batchPurge'),
      tone: 'danger',
      confirm: (count) => t('bin.confirmPurgeMany', { count }),
      onSelect: (ids) => act('/v1/sumvideo/sv/editing/project/purge', ids.map(Number)),
    },
  ];
  const filtered = Object.keys(params).length > 0;

  return (
    <>
      <ListPage<EditingProjectInfo>
        title={page.title}
        description={t('bin.lead')}
        actions={
          <Button onClick={() => void navigate(`${scriptPaths(page.moduleKey).list}${listSearch}`)}>
            {t('bin.back')}
          </Button>
        }
        columns={columns}
        filters={filters}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(s) => String(s.projectId)}
        getRowLabel={(s) => s.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('list.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('list.noMatch') : t('bin.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        batchActions={batchActions}
        rowActions={(s) => [
          {
            key: 'restore',
            label: t('bin.restore'),
            ariaLabel: `${t('bin.restore')} ${s.name}`,
            onSelect: () => void act('/v1/sumvideo/sv/editing/project/restore', [s.projectId]).catch(() => {}),
          },
          {
            key: 'purge',
            label: t('bin.purge'),
            ariaLabel: `${t('bin.purge')} ${s.name}`,
            tone: 'danger' as const,
            onSelect: () => setPurging(s),
          },
        ]}
      />
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => !open && setPurging(null)}
        tone="danger"
        confirmText={t('bin.purge')}
        onConfirm={async () => {
          if (purging) await act('/v1/sumvideo/sv/editing/project/purge', [purging.projectId]);
        }}
      >
        {purging ? t('bin.confirmPurge', { name: purging.name }) : null}
      </ConfirmDialog>
    </>
  );
}
