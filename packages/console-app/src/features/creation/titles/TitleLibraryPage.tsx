import { dictionaryLabel, TEXT_GENERATORS, type TitleEntry } from '@brand-console/api-client';
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
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { preloadable } from '../../../lib/preloadable';
import { refusalOf } from '../../../lib/refusal';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { titleMessage, useTitlesTranslate } from './messages';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<TitleEntry>();
// The dialogs (form, import, generation, endpoint) load when first asked for, not with the list.
const TitleFormDialog = preloadable(() => import('./TitleDialogs').then((m) => m.TitleFormDialog));
const ImportDialog = preloadable(() => import('./TitleDialogs').then((m) => m.ImportDialog));
const GenerateDialog = preloadable(() => import('./TitleDialogs').then((m) => m.GenerateDialog));
const SettingsDialog = preloadable(() => import('./TitleDialogs').then((m) => m.SettingsDialog));
const preloadDialogs = () => void TitleFormDialog.preload().catch(() => {});

type Open = { kind: 'form'; title: TitleEntry | null } | { kind: 'import' | 'generate' | 'settings' } | null;

/**
 * 标题库 (`sumwhy_video/template_space/titleLibrary`, ADR 0034): the brand's saved titles searched
 * by keyword and category (in the address), paged; add and edit by hand, import the xlsx template
 * (with imitations), generate titles for a finished work through the brand's generator (the
 * result says which one wrote them) and keep the chosen ones, set the generator's endpoint, delete.
 */
export function TitleLibraryPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useTitlesTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<ListSelection>({});
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<TitleEntry | null>(null);
  const keyword = typeof query.filters.keyword === 'string' ? query.filters.keyword.trim() : '';
  const category = typeof query.filters.category === 'string' ? query.filters.category.trim() : '';
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/title/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...(keyword ? { keyword } : {}),
      ...(category ? { category } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/title/page') });

  const remove = async (ids: number[]) => {
    try {
      await api.request('/v1/sumvideo/sv/title/remove', { ids }, { selfHandled: true });
    } catch (error) {
      const msg = refusalOf(error);
      const text = msg ? titleMessage(msg, locale) : (error as Error).message;
      toaster.error(text);
      throw new Error(text, { cause: error });
    }
    toaster.success(t('list.removed', { count: ids.length }));
    setSelection((prev) => Object.fromEntries(Object.entries(prev).filter(([id]) => !ids.includes(Number(id)))));
    await refresh();
  };

  const filters = useMemo<ListFilterDef[]>(
    () => [
      { key: 'keyword', label: t('list.keyword'), kind: 'text', maxLength: 50 },
      { key: 'category', label: t('list.category'), kind: 'text', maxLength: 20 },
    ],
    [t],
  );
  const columns = useMemo(
    () => [
      col.text('text', { title: t('list.text') }),
      col.text('category', { title: t('list.category'), width: 110 }),
      col.computed({
        key: 'tags',
        valueType: 'text',
        title: t('list.tags'),
        width: 160,
        value: (r) => r.tags.join('、'),
      }),
      col.computed({
        key: 'generator',
        valueType: 'text',
        title: t('list.generator'),
        width: 200,
        value: (r) =>
          r.generator ? `${dictionaryLabel(TEXT_GENERATORS, r.generator, lang)} · ${r.model ?? ''}` : t('list.manual'),
      }),
      col.count('usedCount', { title: t('list.used'), width: 100 }),
      col.computed({
        key: 'createTime',
        valueType: 'dateTime',
        title: t('list.createTime'),
        width: 170,
        value: (r) => r.createTime,
      }),
    ],
    [t, lang],
  );
  const batchActions: ListBatchAction<TitleEntry>[] = [
    {
      key: 'remove',
      label: t('list.remove'),
      tone: 'danger',
      confirm: (count) => t('list.confirmRemoveMany', { count }),
      onSelect: (ids) => remove(ids.map(Number)),
    },
  ];
  const filtered = !!keyword || !!category;

  return (
    <>
      <ListPage<TitleEntry>
        title={page.title}
        description={t('list.lead')}
        actions={
          <>
            <Button onClick={() => void navigate(`${page.moduleKey}/template_space`)}>{t('list.back')}</Button>
            <Button onPointerEnter={preloadDialogs} onClick={() => setOpen({ kind: 'settings' })}>
              {t('list.settings')}
            </Button>
            <Button onPointerEnter={preloadDialogs} onClick={() => setOpen({ kind: 'import' })}>
              {t('list.import')}
            </Button>
            <Button onPointerEnter={preloadDialogs} onClick={() => setOpen({ kind: 'generate' })}>
              {t('list.generate')}
            </Button>
            <Button
              variant="primary"
              onPointerEnter={preloadDialogs}
              onClick={() => setOpen({ kind: 'form', title: null })}
            >
              {t('list.add')}
            </Button>
          </>
        }
        columns={columns}
        filters={filters}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(r) => String(r.id)}
        getRowLabel={(r) => r.text}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('list.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('list.noMatch') : t('list.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        batchActions={batchActions}
        rowActions={(r) => [
          {
            key: 'edit',
            label: t('list.edit'),
            ariaLabel: `${t('list.edit')} ${r.text}`,
            onSelect: () => setOpen({ kind: 'form', title: r }),
          },
          {
            key: 'remove',
            label: t('list.remove'),
            ariaLabel: `${t('list.remove')} ${r.text}`,
            tone: 'danger' as const,
            onSelect: () => setRemoving(r),
          },
        ]}
      />
      <Suspense fallback={null}>
        {open?.kind === 'form' ? (
          <TitleFormDialog
            title={open.title}
            onDone={(saved) => {
              setOpen(null);
              if (saved) void refresh();
            }}
          />
        ) : null}
        {open?.kind === 'import' ? (
          <ImportDialog
            onDone={(saved) => {
              setOpen(null);
              if (saved) void refresh();
            }}
          />
        ) : null}
        {open?.kind === 'generate' ? (
          <GenerateDialog
            onDone={(saved) => {
              setOpen(null);
              if (saved) void refresh();
            }}
          />
        ) : null}
        {open?.kind === 'settings' ? <SettingsDialog onDone={() => setOpen(null)} /> : null}
      </Suspense>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        tone="danger"
        confirmText={t('list.remove')}
        onConfirm={async () => {
          if (removing) await remove([removing.id]);
        }}
      >
        {removing ? t('list.confirmRemove', { name: removing.text }) : null}
      </ConfirmDialog>
    </>
  );
}
