import {
  dictionaryLabel,
  SPEECH_VOICES,
  SUBTITLE_POSITIONS,
  TEMPLATE_RATIOS,
  TEMPLATE_SLOT_KINDS,
  TEMPLATE_TRANSITIONS,
  type VideoTemplate,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Descriptions,
  Dialog,
  ListPage,
  Skeleton,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { refusalOf, templateMessage, useTemplatesTranslate } from './messages';
import { templateListParams, templatePaths } from './spec';
import { TemplateGrid, useTemplateCategories, useTemplateFilters } from './TemplateGrid';

const PAGE_SIZES = [12, 24, 48] as const;
const NO_COLUMNS = [] as const;

/** Copies a cloud template into the brand's space and opens the copy in the editor. */
function useCopyCloud(moduleKey: string) {
  const { api, toaster } = useServices();
  const t = useTemplatesTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tpl: VideoTemplate) =>
      api.request('/v1/sumvideo/sv/template/copyCloud', { id: tpl.id }, { selfHandled: true }),
    onSuccess: async ({ id }, tpl) => {
      toaster.success(t('cloud.copied', { name: tpl.name }));
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/template/page') });
      void navigate(`${templatePaths(moduleKey).editor}?id=${id}`);
    },
    onError: (error) => {
      const msg = refusalOf(error);
      toaster.error(msg ? templateMessage(msg, locale) : (error as Error).message);
    },
  });
}

/**
 * 云模板 (menu key `cloud_template`): the shared catalogue as cards, searched like the space. A card
 * previews the template (its shots, texts, narration and duration), copies it into the template
 * space and opens the copy in the editor (使用此模板), or opens 模板创作 with it (制作视频).
 */
export function CloudTemplatePage({ page }: PageProps) {
  const { api } = useServices();
  const t = useTemplatesTranslate();
  const navigate = useNavigate();
  const paths = templatePaths(page.moduleKey);
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], view: 'grid' });
  const [previewing, setPreviewing] = useState<VideoTemplate | null>(null);
  const categories = useTemplateCategories();
  const filters = useTemplateFilters(categories.data);
  const params = templateListParams(query.filters);
  const copy = useCopyCloud(page.moduleKey);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/template/page', {
      pageNo: query.page,
      pageSize: query.pageSize,
      source: 2,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = Object.keys(params).length > 0;

  return (
    <>
      <ListPage<VideoTemplate>
        title={page.title}
        description={t('cloud.lead')}
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
            onOpen={setPreviewing}
            loading={list.isPending}
            refreshing={list.isFetching && !list.isPending}
            error={list.isError}
            onRetry={() => void list.refetch()}
            empty={filtered ? t('tpl.noMatch') : t('cloud.empty')}
            actions={(tpl) => (
              <>
                <Button size="sm" onClick={() => setPreviewing(tpl)} aria-label={`${t('cloud.preview')} ${tpl.name}`}>
                  {t('cloud.preview')}
                </Button>
                <Button
                  size="sm"
                  loading={copy.isPending && copy.variables.id === tpl.id}
                  onClick={() => copy.mutate(tpl)}
                  aria-label={`${t('cloud.use')} ${tpl.name}`}
                >
                  {t('cloud.use')}
                </Button>
                <Button
                  size="sm"
                  onClick={() => void navigate(paths.makeVideo(tpl.id))}
                  aria-label={`${t('tpl.makeVideo')} ${tpl.name}`}
                >
                  {t('tpl.makeVideo')}
                </Button>
              </>
            )}
          />
        }
      />
      {previewing ? (
        <TemplatePreviewDialog
          template={previewing}
          copying={copy.isPending}
          onUse={() => copy.mutate(previewing)}
          onMakeVideo={() => void navigate(paths.makeVideo(previewing.id))}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
    </>
  );
}

interface PreviewProps {
  template: VideoTemplate;
  copying: boolean;
  onUse: () => void;
  onMakeVideo: () => void;
  onClose: () => void;
}

/** A cloud template's make-up: ratio, duration, category, each shot with its slot and texts, and the sound. */
function TemplatePreviewDialog({ template, copying, onUse, onMakeVideo, onClose }: PreviewProps) {
  const { api } = useServices();
  const t = useTemplatesTranslate();
  const f = useFormatters();
  const lang = f.locale.startsWith('en') ? 'en' : 'zh';
  const detail = useQuery(apiQueryOptions(api, '/v1/sumvideo/sv/template/detail', { id: template.id }));
  const spec = detail.data?.spec;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        size="lg"
        title={t('cloud.previewTitle', { name: template.name })}
        footer={
          <>
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button onClick={onMakeVideo}>{t('tpl.makeVideo')}</Button>
            <Button variant="primary" loading={copying} onClick={onUse}>
              {t('cloud.use')}
            </Button>
          </>
        }
      >
        {detail.isError ? (
          <Alert
            tone="danger"
            title={t('cloud.detailFailed')}
            action={
              <Button size="sm" onClick={() => void detail.refetch()}>
                {t('ed.retry')}
              </Button>
            }
          />
        ) : !spec || !detail.data ? (
          <Skeleton lines={6} />
        ) : (
          <>
            <Descriptions
              columns={2}
              items={[
                { key: 'ratio', label: t('tpl.ratio'), value: dictionaryLabel(TEMPLATE_RATIOS, spec.ratio, lang) },
                { key: 'duration', label: t('tpl.duration'), value: f.formatDuration(detail.data.duration, 'seconds') },
                {
                  key: 'category',
                  label: t('tpl.category'),
                  value: detail.data.categoryName ?? t('tpl.uncategorised'),
                },
                {
                  key: 'shots',
                  label: t('ed.shots'),
                  value: t('tpl.shots', { shots: detail.data.shotCount, slots: detail.data.slotCount }),
                },
                {
                  key: 'narration',
                  label: t('cloud.narration'),
                  span: 2,
                  value: spec.narration
                    ? `${dictionaryLabel(SPEECH_VOICES, spec.narration.voice, lang)}：${spec.narration.text}`
                    : t('cloud.noNarration'),
                },
                {
                  key: 'subtitles',
                  label: t('cloud.subtitles'),
                  value: spec.subtitles.enabled
                    ? `${t('cloud.on')} · ${dictionaryLabel(SUBTITLE_POSITIONS, spec.subtitles.style.position, lang)}`
                    : t('cloud.off'),
                },
                {
                  key: 'music',
                  label: t('cloud.music'),
                  value: spec.musicMaterialId ? `${spec.musicVolume}%` : t('cloud.none'),
                },
              ]}
            />
            <ol style={{ margin: `${vars.space[3]} 0 0`, paddingInlineStart: vars.space[5] }}>
              {spec.shots.map((shot, index) => (
                <li key={index} style={{ marginBottom: vars.space[2] }}>
                  <strong>{t('cloud.shot', { n: index + 1 })}</strong> · {f.formatDuration(shot.durationMs, 'seconds')}{' '}
                  · {dictionaryLabel(TEMPLATE_SLOT_KINDS, shot.slot, lang)}
                  {shot.materialId === null ? ` (${t('cloud.emptySlot')})` : ''} ·{' '}
                  {dictionaryLabel(TEMPLATE_TRANSITIONS, shot.transition, lang)}
                  <div style={{ color: vars.color.fg.muted }}>
                    {shot.texts.length ? shot.texts.map((text) => text.content).join(' / ') : t('cloud.noTexts')}
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
