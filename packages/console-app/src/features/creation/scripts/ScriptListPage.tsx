import { dictionaryLabel, TEMPLATE_RATIOS, type EditingProjectInfo } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  ConfirmDialog,
  createListColumns,
  ListPage,
  useLocale,
  type ListFilterDef,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Inline } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { preloadable } from '../../../lib/preloadable';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { refusalOf, scriptMessage, useScriptsTranslate } from './messages';
import { scriptListParams, scriptPaths } from './model';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<EditingProjectInfo>();
// The new-script dialogs (the material grid, the template chooser) load when asked for, not with the list.
const NewFromMaterialsDialog = preloadable(() => import('./NewScriptDialogs').then((m) => m.NewFromMaterialsDialog));
const NewFromTemplateDialog = preloadable(() => import('./NewScriptDialogs').then((m) => m.NewFromTemplateDialog));
const preloadDialogs = () => void NewFromMaterialsDialog.preload().catch(() => {});

/** What the editor gets in its history state: the list's address, to go back to with its filters. */
export interface ScriptListState {
  listSearch?: string;
}

/**
 * 脚本创作 (menu key `creative_script`): the brand's scripts (storyboards), searched by name and
 * paged in the address. New from materials or from a template opens the storyboard editor; each
 * script opens, renders into a synthesis task (after a confirmation; the task is linked), or moves
 * to the recycle bin (after a confirmation).
 */
export function ScriptListPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useScriptsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const paths = scriptPaths(page.moduleKey);
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [creating, setCreating] = useState<'materials' | 'template' | null>(null);
  const [removing, setRemoving] = useState<EditingProjectInfo | null>(null);
  const [rendering, setRendering] = useState<EditingProjectInfo | null>(null);
  const [rendered, setRendered] = useState<{ name: string; taskId: number } | null>(null);
  const params = scriptListParams(query.filters);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/editing/project/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });
  const state: ScriptListState = { listSearch: location.pathname === page.path ? location.search : '' };
  const open = (id: number) => void navigate(paths.editor(id), { state });
  const translated = (error: unknown) => {
    const msg = refusalOf(error);
    return new Error(msg ? scriptMessage(msg, locale) : (error as Error).message, { cause: error });
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
        key: 'userName',
        valueType: 'text',
        title: t('list.member'),
        width: 120,
        value: (s) => s.userName ?? '—',
      }),
      col.dateTime('updateTime', { title: t('list.updateTime'), width: 170 }),
    ],
    [t, lang],
  );
  const filtered = Object.keys(params).length > 0;

  return (
    <>
      <ListPage<EditingProjectInfo>
        title={page.title}
        description={
          <>
            {list.data ? <span aria-live="polite">{t('list.summary', { count: list.data.total })}</span> : null}
            {rendered ? (
              <Alert
                tone="success"
                title={t('list.renderedTitle', { name: rendered.name })}
                description={t('list.rendered')}
                action={
                  <Button size="sm" onClick={() => void navigate(paths.task(rendered.taskId))}>
                    {t('list.viewTask')}
                  </Button>
                }
              />
            ) : null}
          </>
        }
        actions={
          <Inline wrap>
            <Button onClick={() => void navigate(paths.recycleBin, { state })}>{t('list.recycleBin')}</Button>
            <Button onClick={() => setCreating('template')} onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
              {t('list.newFromTemplate')}
            </Button>
            <Button
              variant="primary"
              onClick={() => setCreating('materials')}
              onPointerEnter={preloadDialogs}
              onFocus={preloadDialogs}
            >
              {t('list.newFromMaterials')}
            </Button>
          </Inline>
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
        emptyContent={filtered ? t('list.noMatch') : t('list.empty')}
        maxInlineActions={3}
        rowActions={(s) => [
          {
            key: 'open',
            label: t('list.open'),
            ariaLabel: `${t('list.open')} ${s.name}`,
            onSelect: () => open(s.projectId),
          },
          {
            key: 'render',
            label: t('list.render'),
            ariaLabel: `${t('list.render')} ${s.name}`,
            onSelect: () => setRendering(s),
          },
          {
            key: 'remove',
            label: t('list.remove'),
            ariaLabel: `${t('list.remove')} ${s.name}`,
            tone: 'danger' as const,
            onSelect: () => setRemoving(s),
          },
        ]}
      />
      <Suspense fallback={null}>
        {creating === 'materials' ? (
          <NewFromMaterialsDialog
            onDone={(id) => {
              setCreating(null);
              if (id === null) return;
              toaster.success(t('new.created'));
              void queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/editing/project/page') });
              open(id);
            }}
          />
        ) : null}
        {creating === 'template' ? (
          <NewFromTemplateDialog
            onDone={(id) => {
              setCreating(null);
              if (id === null) return;
              toaster.success(t('new.created'));
              void queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/editing/project/page') });
              open(id);
            }}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={rendering !== null}
        onOpenChange={(next) => !next && setRendering(null)}
        confirmText={t('list.render')}
        onConfirm={async () => {
          if (!rendering) return;
          let taskIds: number[];
          try {
            ({ taskIds } = await api.request(
              '/v1/sumvideo/sv/editing/project/render',
              { projectId: rendering.projectId },
              { selfHandled: true },
            ));
          } catch (error) {
            throw translated(error);
          }
          toaster.success(t('list.rendered'));
          if (taskIds[0] !== undefined) setRendered({ name: rendering.name, taskId: taskIds[0] });
        }}
      >
        {rendering ? t('list.confirmRender', { name: rendering.name }) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        tone="danger"
        confirmText={t('list.remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await api.request(
              '/v1/sumvideo/sv/editing/project/remove',
              { ids: [removing.projectId] },
              { selfHandled: true },
            );
          } catch (error) {
            throw translated(error);
          }
          toaster.success(t('list.removed'));
          await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/editing/project/page') });
        }}
      >
        {removing ? t('list.confirmRemove', { name: removing.name }) : null}
      </ConfirmDialog>
    </>
  );
}
