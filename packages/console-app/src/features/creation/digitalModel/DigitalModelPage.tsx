import {
  dictionaryLabel,
  PRESENTER_POSITIONS,
  SPEECH_VOICES,
  type DigitalModel,
  type SpeechVoice,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  ConfirmDialog,
  Empty,
  ListPage,
  Result,
  Skeleton,
  Tag,
  Thumbnail,
  useLocale,
  vars,
  type ListFilterDef,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { BareList, Inline } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { failureText, useDigitalModelTranslate } from './messages';
import { VoicePreview } from './VoicePreview';

const DigitalModelDialog = lazy(() => import('./DigitalModelDialog').then((m) => ({ default: m.DigitalModelDialog })));

const PAGE_SIZES = [12, 24, 48] as const;
const NO_COLUMNS = [] as const;
type Tab = 'own' | 'library';

/** The list filters of the page: the name, and the voice on the brand's own tab. */
function modelParams(filters: Record<string, unknown>, tab: Tab) {
  const name = typeof filters.name === 'string' && filters.name.trim() ? filters.name.trim() : undefined;
  const voice =
    tab === 'own' && typeof filters.voice === 'string' && SPEECH_VOICES.some((v) => v.value === filters.voice)
      ? (filters.voice as SpeechVoice)
      : undefined;
  return { ...(name ? { name } : {}), ...(voice ? { voice } : {}) };
}

interface GridProps {
  label: string;
  models: readonly DigitalModel[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  empty: string;
  actions: (model: DigitalModel) => ReactNode;
}

/** Digital models as cards: the figure, the name, the voice with its sample, the default place. */
function ModelGrid({ label, models, loading, error, onRetry, empty, actions }: GridProps) {
  const t = useDigitalModelTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  if (loading) return <Skeleton lines={6} />;
  if (error) {
    return (
      <Result status="error" title={t('dm.loadFailed')} actions={<Button onClick={onRetry}>{t('dm.retry')}</Button>} />
    );
  }
  if (models.length === 0) return <Empty description={empty} />;
  return (
    <BareList
      aria-label={label}
      style={{ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {models.map((model) => (
        <li key={model.id}>
          <Card title={model.name} titleAs="h2" padding="sm" footer={<Inline wrap>{actions(model)}</Inline>}>
            <Thumbnail
              src={model.coverUrl ?? model.figureUrl}
              alt={t('dm.figureOf', { name: model.name })}
              type={model.figureKind === 'video' ? 'video' : 'image'}
              ratio="9:16"
              fit="contain"
              style={{ width: '100%', background: vars.color.bg.subtle }}
            />
            <p style={{ margin: `${vars.space[2]} 0` }}>
              {t('dm.voice')}：{dictionaryLabel(SPEECH_VOICES, model.voice, lang)}
              <br />
              {t('dm.position')}：{dictionaryLabel(PRESENTER_POSITIONS, model.position, lang)} · {model.scale}%
            </p>
            {model.libraryId !== null && model.source === 1 ? <Tag>{t('dm.fromLibrary')}</Tag> : null}
            {model.description ? (
              <p style={{ margin: `${vars.space[2]} 0`, color: vars.color.fg.muted, overflowWrap: 'anywhere' }}>
                {model.description}
              </p>
            ) : null}
            <VoicePreview voice={model.voice} name={model.name} />
          </Card>
        </li>
      ))}
    </BareList>
  );
}

/**
 * 数字人 (menu key `digital_model`): the brand's digital models and the shared virtual model
 * library, as two tabs of cards (the tab, name and voice filters and the page live in the address).
 * A card plays its voice; the brand's models are created, edited (a dialog: figure from the
 * library, voice, place) and deleted after a confirmation; a library model is copied into the brand.
 */
export function DigitalModelPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useDigitalModelTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const queryClient = useQueryClient();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], view: 'grid' });
  const tab: Tab = query.tab === 'library' ? 'library' : 'own';
  const [editing, setEditing] = useState<DigitalModel | 'new' | null>(null);
  const [removing, setRemoving] = useState<DigitalModel | null>(null);
  const params = modelParams(query.filters, tab);
  const paging = { pageNo: query.page, pageSize: query.pageSize };
  const own = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/digitalModel/page', { ...paging, ...params }),
    placeholderData: keepPreviousData,
    enabled: tab === 'own',
  });
  const library = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/digitalModel/library/list', { ...paging, ...params }),
    placeholderData: keepPreviousData,
    enabled: tab === 'library',
  });
  const list = tab === 'own' ? own : library;
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/digitalModel/page') });
  const copy = useMutation({
    mutationFn: (model: DigitalModel) =>
      api.request('/v1/sumvideo/sv/digitalModel/copy', { id: model.id }, { selfHandled: true }),
    onSuccess: async (_, model) => {
      toaster.success(t('dm.copied', { name: model.name }));
      await refresh();
    },
    onError: (error) => toaster.error(failureText(error, locale)),
  });
  const filters = useMemo<ListFilterDef[]>(
    () => [
      { key: 'name', label: t('dm.name'), kind: 'text', maxLength: 40 },
      ...(tab === 'own'
        ? [
            {
              key: 'voice',
              label: t('dm.voice'),
              kind: 'select' as const,
              options: SPEECH_VOICES.map((v) => ({ value: v.value, label: lang === 'en' ? v.en : v.zh })),
            },
          ]
        : []),
    ],
    [t, tab, lang],
  );
  const filtered = Object.keys(params).length > 0;

  return (
    <>
      <ListPage<DigitalModel>
        title={page.title}
        description={tab === 'own' ? t('dm.lead') : t('dm.libraryLead')}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('dm.new')}
          </Button>
        }
        tabs={[
          { key: 'own', label: t('dm.tabOwn'), ...(own.data ? { count: own.data.total } : {}) },
          { key: 'library', label: t('dm.tabLibrary'), ...(library.data ? { count: library.data.total } : {}) },
        ]}
        aria-label={tab === 'own' ? t('dm.grid') : t('dm.libraryGrid')}
        columns={NO_COLUMNS}
        filters={filters}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(model) => String(model.id)}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        views={['grid']}
        onRefresh={() => void list.refetch()}
        grid={
          <ModelGrid
            label={tab === 'own' ? t('dm.grid') : t('dm.libraryGrid')}
            models={list.data?.records ?? []}
            loading={list.isPending}
            error={list.isError}
            onRetry={() => void list.refetch()}
            empty={filtered ? t('dm.noMatch') : tab === 'own' ? t('dm.empty') : t('dm.libraryEmpty')}
            actions={(model) =>
              model.source === 2 ? (
                <Button
                  size="sm"
                  loading={copy.isPending && copy.variables.id === model.id}
                  onClick={() => copy.mutate(model)}
                  aria-label={`${t('dm.copy')} ${model.name}`}
                >
                  {t('dm.copy')}
                </Button>
              ) : (
                <>
                  <Button size="sm" onClick={() => setEditing(model)} aria-label={`${t('dm.edit')} ${model.name}`}>
                    {t('dm.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving(model)}
                    aria-label={`${t('dm.remove')} ${model.name}`}
                  >
                    {t('dm.remove')}
                  </Button>
                </>
              )
            }
          />
        }
      />
      {editing ? (
        <Suspense fallback={null}>
          <DigitalModelDialog
            model={editing === 'new' ? null : editing}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void refresh();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        tone="danger"
        confirmText={t('dm.remove')}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await api.request('/v1/sumvideo/sv/digitalModel/remove', { ids: [removing.id] }, { selfHandled: true });
          } catch (error) {
            throw new Error(failureText(error, locale), { cause: error });
          }
          toaster.success(t('dm.removed'));
          await refresh();
        }}
      >
        {removing ? t('dm.confirmRemove', { name: removing.name }) : null}
      </ConfirmDialog>
    </>
  );
}
