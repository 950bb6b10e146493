import { dictionaryLabel, TEMPLATE_RATIOS, type Category, type VideoTemplate } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  Empty,
  Result,
  Skeleton,
  Spinner,
  Thumbnail,
  TreeSelect,
  useFormatters,
  vars,
  type ListFilterDef,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { BareList } from '../../../components/layout';
import { useServices } from '../../../lib/services';
import { useTemplatesTranslate } from './messages';
import { categoryNodes, categoryPath } from './spec';

/** The shared category tree (`category/serve/list`), for filters, cards and the editor. */
export function useTemplateCategories() {
  const { api } = useServices();
  return useQuery({ ...apiQueryOptions(api, '/v1/sumvideo/sv/category/serve/list', {}), staleTime: 5 * 60_000 });
}

/** The template lists' search fields beyond the name: category (a tree) and ratio. */
export function useTemplateFilters(categories: readonly Category[] | undefined): ListFilterDef[] {
  const t = useTemplatesTranslate();
  const { locale } = useFormatters();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const nodes = useMemo(() => categoryNodes(categories ?? []), [categories]);
  return useMemo(
    () => [
      { key: 'name', label: t('tpl.name'), kind: 'text', maxLength: 50 },
      {
        key: 'categoryId',
        label: t('tpl.category'),
        kind: 'select',
        render: ({ value, onChange }) => (
          <TreeSelect
            aria-label={t('tpl.category')}
            data={nodes}
            placeholder={t('tpl.allCategories')}
            clearable
            value={typeof value === 'string' && value ? value : null}
            onValueChange={(next) => onChange(next ?? undefined)}
          />
        ),
      },
      {
        key: 'ratio',
        label: t('tpl.ratio'),
        kind: 'select',
        options: TEMPLATE_RATIOS.map((r) => ({ value: r.value, label: lang === 'en' ? r.en : r.zh })),
      },
    ],
    [t, nodes, lang],
  );
}

const GRID_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space[3],
};
const MEDIA_STYLE = { '--bc-thumbnail-width': '100%' } as CSSProperties;
const META_STYLE: CSSProperties = { margin: 0, color: vars.color.fg.muted, fontSize: vars.font.size.sm };

export interface TemplateGridProps {
  'aria-label': string;
  templates: readonly VideoTemplate[];
  categories: readonly Category[] | undefined;
  /** The buttons of one card. */
  actions: (template: VideoTemplate) => ReactNode;
  /** Opens a template (its name is a button). */
  onOpen?: (template: VideoTemplate) => void;
  loading: boolean;
  /** Fetching again over shown cards. */
  refreshing: boolean;
  error: boolean;
  onRetry: () => void;
  empty: ReactNode;
}

/**
 * Templates as cards: the cover (the first shot's material) with the duration, the name, ratio,
 * shots and slots, category and when it was made, and the card's actions. Loading shows skeleton
 * cards, a failure a retry, an empty list the page's message.
 */
export function TemplateGrid({
  'aria-label': label,
  templates,
  categories,
  actions,
  onOpen,
  loading,
  refreshing,
  error,
  onRetry,
  empty,
}: TemplateGridProps) {
  const t = useTemplatesTranslate();
  const f = useFormatters();
  const lang = f.locale.startsWith('en') ? 'en' : 'zh';

  if (error && templates.length === 0) {
    return (
      <Result status="error" title={t('tpl.loadFailed')} actions={<Button onClick={onRetry}>{t('ed.retry')}</Button>} />
    );
  }
  if (loading && templates.length === 0) {
    return (
      <div style={GRID_STYLE} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rect" height={240} />
        ))}
      </div>
    );
  }
  if (templates.length === 0) return <Empty description={empty} />;

  return (
    <div style={{ position: 'relative' }} aria-busy={refreshing || undefined}>
      {refreshing ? (
        <div style={{ position: 'absolute', insetInlineEnd: 0, insetBlockStart: `calc(-1 * ${vars.space[5]})` }}>
          <Spinner size="sm" label={t('title.loading')} />
        </div>
      ) : null}
      <BareList aria-label={label} style={GRID_STYLE}>
        {templates.map((tpl) => {
          const category = categoryPath(categories ?? [], tpl.categoryId) ?? t('tpl.uncategorised');
          return (
            <li key={tpl.id}>
              <Card padding="sm" style={{ height: '100%' }}>
                <div aria-hidden="true" style={MEDIA_STYLE}>
                  <Thumbnail
                    src={tpl.coverUrl || null}
                    alt={t('tpl.cover', { name: tpl.name })}
                    type="video"
                    ratio="16:9"
                    fit="contain"
                    durationMs={tpl.duration}
                  />
                </div>
                <h2 style={{ fontSize: vars.font.size.md, margin: `${vars.space[2]} 0 ${vars.space[1]}` }}>
                  {onOpen ? (
                    <Button variant="link" onClick={() => onOpen(tpl)} title={tpl.name}>
                      {tpl.name}
                    </Button>
                  ) : (
                    tpl.name
                  )}
                </h2>
                <p style={META_STYLE}>
                  {dictionaryLabel(TEMPLATE_RATIOS, tpl.ratio, lang)} ·{' '}
                  {t('tpl.shots', { shots: tpl.shotCount, slots: tpl.slotCount })} · {t('tpl.duration')}{' '}
                  {f.formatDuration(tpl.duration, 'seconds')}
                </p>
                <p style={META_STYLE}>
                  {category} · {t('tpl.created', { time: f.formatDate(tpl.createTime, 'YYYY-MM-DD HH:mm') })}
                </p>
                <div
                  role="group"
                  aria-label={t('tpl.actionsOf', { name: tpl.name })}
                  style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], marginTop: vars.space[2] }}
                >
                  {actions(tpl)}
                </div>
              </Card>
            </li>
          );
        })}
      </BareList>
    </div>
  );
}
