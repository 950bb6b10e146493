import type { VideoTemplate } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Button, ConfirmDialog, ListPage, useLocale } from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Inline } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { refusalOf, templateMessage, useTemplatesTranslate } from './messages';
import { templateListParams, templatePaths } from './spec';
import { TemplateGrid, useTemplateCategories, useTemplateFilters } from './TemplateGrid';
import { TitleLibraryLink } from '../titles/TitleLibraryLink';

// 替换规则 (ADR 0035) opens on demand.
const ReplaceRulesDialog = lazy(() =>
  import('../digitalModel/ReplaceRulesDialog').then((m) => ({ default: m.ReplaceRulesDialog })),
);

const PAGE_SIZES = [12, 24, 48] as const;
const NO_COLUMNS = [] as const;

/**
 * 模板空间 (menu key `template_space`): the brand's templates as cards, searched by name, category
 * and ratio (in the address), paged. New and edit open the template editor; 制作视频 opens 模板创作
 * with the template chosen; a template moves to the recycle bin after a confirmation.
 */
export function TemplateSpacePage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useTemplatesTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paths = templatePaths(page.moduleKey);
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], view: 'grid' });
  const [removing, setRemoving] = useState<VideoTemplate | null>(null);
  const [rules, setRules] = useState<VideoTemplate | null>(null);
  const categories = useTemplateCategories();
  const filters = useTemplateFilters(categories.data);
  const params = templateListParams(query.filters);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/template/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      source: 1,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = Object.keys(params).length > 0;
  const edit = (tpl: VideoTemplate) => void navigate(`${paths.editor}?id=${tpl.id}`);

  return (
    <>
      <ListPage<VideoTemplate>
        title={page.title}
        description={list.data ? <span aria-live="polite">{t('tpl.summary', { count: list.data.total })}</span> : null}
        actions={
          <Inline wrap>
            <Button onClick={() => void navigate(paths.recycleBin)}>{t('tpl.recycleBin')}</Button>
            <TitleLibraryLink moduleKey={page.moduleKey} />
            <Button variant="primary" onClick={() => void navigate(paths.editor)}>
              {t('tpl.new')}
            </Button>
          </Inline>
        }
        aria-label={t('tpl.grid')}
        columns={NO_COLUMNS}
        filters={filters}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(tpl) => String(tpl.id)}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        views={['grid']}
        onRefresh={() => void list.refetch()}
        grid={
          <TemplateGrid
            aria-label={t('tpl.grid')}
            templates={list.data?.records ?? []}
            categories={categories.data}
            onOpen={edit}
            loading={list.isPending}
            refreshing={list.isFetching && !list.isPending}
            error={list.isError}
            onRetry={() => void list.refetch()}
            empty={filtered ? t('tpl.noMatch') : t('tpl.empty')}
            actions={(tpl) => (
              <>
                <Button size="sm" onClick={() => edit(tpl)} aria-label={`${t('tpl.edit')} ${tpl.name}`}>
                  {t('tpl.edit')}
                </Button>
                <Button
                  size="sm"
                  onClick={() => void navigate(paths.makeVideo(tpl.id))}
                  aria-label={`${t('tpl.makeVideo')} ${tpl.name}`}
                >
                  {t('tpl.makeVideo')}
                </Button>
                <Button size="sm" onClick={() => setRules(tpl)} aria-label={t('tpl.rulesOf', { name: tpl.name })}>
                  {t('tpl.rules')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRemoving(tpl)}
                  aria-label={`${t('tpl.remove')} ${tpl.name}`}
                >
                  {t('tpl.remove')}
                </Button>
              </>
            )}
          />
        }
      />
      {rules ? (
        <Suspense fallback={null}>
          <ReplaceRulesDialog
            template={rules}
            taskPath={`${page.moduleKey}/synthesis_task`}
            onClose={() => setRules(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        confirmText={t('tpl.remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await api.request('/v1/sumvideo/sv/template/remove', { ids: [removing.id] }, { selfHandled: true });
          } catch (error) {
            const msg = refusalOf(error);
            throw new Error(msg ? templateMessage(msg, locale) : (error as Error).message, { cause: error });
          }
          toaster.success(t('tpl.removed'));
          await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/template/page') });
        }}
      >
        {removing ? t('tpl.confirmRemove', { name: removing.name }) : null}
      </ConfirmDialog>
    </>
  );
}
