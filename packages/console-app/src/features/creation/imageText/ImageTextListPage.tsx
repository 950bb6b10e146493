import { dictionaryLabel, IMAGE_TEXT_CATEGORIES, type ImageTextTemplate } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  ConfirmDialog,
  Empty,
  ListPage,
  Result,
  Skeleton,
  Thumbnail,
  useFormatters,
  useLocale,
  vars,
  type ListFilterDef,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { BareList } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { imageTextMessage, refusalOf, useImageTextTranslate } from './messages';
import { IMAGE_TEXT_PATHS, imageTextListParams } from './model';

const PAGE_SIZES = [12, 24, 48] as const;
const NO_COLUMNS = [] as const;
const GRID_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space[3],
};
const MEDIA_STYLE = { '--bc-thumbnail-width': '100%' } as CSSProperties;
const META_STYLE: CSSProperties = { margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm };

/**
 * 图文创作 (menu key `template_imgText`): the brand's image-text templates as cards, searched by name
 * and category (in the address), paged. New and edit open the template editor; 制作图文 opens the
 * compose page with the template; delete asks first (notes made with it stay in 成品库).
 */
export function ImageTextListPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useImageTextTranslate();
  const f = useFormatters();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], view: 'grid' });
  const [removing, setRemoving] = useState<ImageTextTemplate | null>(null);
  const params = imageTextListParams(query.filters);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/imgText/template/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });
  const filters = useMemo<ListFilterDef[]>(
    () => [
      { key: 'name', label: t('list.name'), kind: 'text', maxLength: 50 },
      {
        key: 'category',
        label: t('list.category'),
        kind: 'select',
        options: IMAGE_TEXT_CATEGORIES.map((c) => ({ value: String(c.value), label: lang === 'en' ? c.en : c.zh })),
      },
    ],
    [t, lang],
  );
  const records = list.data?.records ?? [];
  const filtered = Object.keys(params).length > 0;
  const edit = (tpl: ImageTextTemplate) => void navigate(`${IMAGE_TEXT_PATHS.editor}?id=${tpl.id}`);

  const grid = (() => {
    if (list.isError && records.length === 0) {
      return (
        <Result
          status="error"
          title={t('list.loadFailed')}
          actions={<Button onClick={() => void list.refetch()}>{t('list.retry')}</Button>}
        />
      );
    }
    if (list.isPending) {
      return (
        <div style={GRID_STYLE} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rect" height={260} />
          ))}
        </div>
      );
    }
    if (records.length === 0) return <Empty description={filtered ? t('list.noMatch') : t('list.empty')} />;
    return (
      <BareList aria-label={t('list.grid')} style={GRID_STYLE}>
        {records.map((tpl) => (
          <li key={tpl.id}>
            <Card padding="sm" style={{ height: '100%' }}>
              <div aria-hidden="true" style={MEDIA_STYLE}>
                <Thumbnail
                  src={tpl.coverUrl || null}
                  alt={t('list.cover', { name: tpl.name })}
                  type="image"
                  ratio="3:4"
                  fit="cover"
                />
              </div>
              <h2 style={{ fontSize: vars.font.size.md, margin: `${vars.space[2]} 0 ${vars.space[1]}` }}>
                <Button variant="link" onClick={() => edit(tpl)} title={tpl.name}>
                  {tpl.name}
                </Button>
              </h2>
              <p style={META_STYLE}>
                {dictionaryLabel(IMAGE_TEXT_CATEGORIES, tpl.category, lang)} ·{' '}
                {t('list.pages', { pages: tpl.pageCount, slots: tpl.slotCount })}
              </p>
              <p style={META_STYLE}>{t('list.updated', { time: f.formatDate(tpl.updateTime, 'YYYY-MM-DD HH:mm') })}</p>
              <div
                role="group"
                aria-label={t('list.actionsOf', { name: tpl.name })}
                style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], marginTop: vars.space[2] }}
              >
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() => void navigate(`${IMAGE_TEXT_PATHS.compose}?templateId=${tpl.id}`)}
                  aria-label={`${t('list.compose')} ${tpl.name}`}
                >
                  {t('list.compose')}
                </Button>
                <Button size="sm" onClick={() => edit(tpl)} aria-label={`${t('list.edit')} ${tpl.name}`}>
                  {t('list.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRemoving(tpl)}
                  aria-label={`${t('list.remove')} ${tpl.name}`}
                >
                  {t('list.remove')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </BareList>
    );
  })();

  return (
    <>
      <ListPage<ImageTextTemplate>
        title={page.title}
        description={list.data ? <span aria-live="polite">{t('list.summary', { count: list.data.total })}</span> : null}
        actions={
          <Button variant="primary" onClick={() => void navigate(IMAGE_TEXT_PATHS.editor)}>
            {t('list.new')}
          </Button>
        }
        aria-label={t('list.grid')}
        columns={NO_COLUMNS}
        filters={filters}
        data={records}
        total={list.data?.total ?? 0}
        getRowId={(tpl) => String(tpl.id)}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        views={['grid']}
        onRefresh={() => void list.refetch()}
        grid={grid}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        confirmText={t('list.remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await api.request('/v1/sumvideo/sv/imgText/template/remove', { ids: [removing.id] }, { selfHandled: true });
          } catch (error) {
            const msg = refusalOf(error);
            throw new Error(msg ? imageTextMessage(msg, locale) : (error as Error).message, { cause: error });
          }
          toaster.success(t('list.removed'));
          await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/imgText/template/page') });
        }}
      >
        {removing ? t('list.confirmRemove', { name: removing.name }) : null}
      </ConfirmDialog>
    </>
  );
}
