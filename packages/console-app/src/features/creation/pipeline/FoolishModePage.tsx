import {
  dictionaryLabel,
  FOOLISH_LIMITS,
  FOOLISH_STYLES,
  RENDER_FAILURE_REASONS,
  TEMPLATE_RATIOS,
  TEMPLATE_TRANSITIONS,
  type FoolishStyleKey,
  type Material,
  type MaterialTypeCode,
} from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Card,
  PageHeader,
  Progress,
  RadioGroup,
  StatusTag,
  Thumbnail,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { GENERATION_STATUS_DICTIONARY, pollInterval } from '../synthesis/model';
import { pipelineMessage, refusalOf, usePipelineTranslate } from './messages';
import { idParam, pipelinePaths } from './model';

const MATERIAL_TYPES: readonly MaterialTypeCode[] = [1, 2];
const MaterialPickerDialog = preloadable(() =>
  import('../covers/MaterialPickerDialog').then((m) => m.MaterialPickerDialog),
);
const preloadPicker = () => void MaterialPickerDialog.preload().catch(() => {});

/**
 * 傻瓜模式 (menu key `foolish_mode`): materials from the library and one of the api-client's named
 * styles, then one button. The server builds the video from them (a synthesis task of mode 4, smart
 * mix); the page follows the task (`?task=` in the address, so a reload keeps it) until the video
 * plays here.
 */
export function FoolishModePage({ page }: PageProps) {
  const { api } = useServices();
  const t = usePipelineTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const { formatDuration } = useFormatters();
  const [search, setSearch] = useSearchParams();
  const taskId = idParam(search.get('task'));
  const paths = pipelinePaths(page.moduleKey);
  const [materials, setMaterials] = useState<Material[]>([]);
  const [style, setStyle] = useState<FoolishStyleKey>(FOOLISH_STYLES[0].key);
  const [picking, setPicking] = useState(false);
  const [making, setMaking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const task = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/synthesis/detail', { id: taskId ?? 0 }),
    enabled: taskId !== null,
    refetchInterval: (q) => pollInterval(q.state.data ? [q.state.data] : undefined),
  });

  const make = async () => {
    if (materials.length === 0) {
      setProblem(t('fm.chooseMaterials'));
      return;
    }
    setProblem(null);
    setMaking(true);
    try {
      const { taskIds } = await api.request(
        '/v1/sumvideo/sv/foolish/create',
        { materialIds: materials.map((m) => m.id), style },
        { selfHandled: true },
      );
      if (taskIds[0] !== undefined) setSearch({ task: String(taskIds[0]) });
    } catch (error) {
      const msg = refusalOf(error);
      setProblem(msg ? pipelineMessage(msg, locale) : (error as Error).message);
    } finally {
      setMaking(false);
    }
  };

  const styleText = (key: FoolishStyleKey) => {
    const s = FOOLISH_STYLES.find((entry) => entry.key === key)!;
    const parts = t('fm.styleDetail', {
      ratio: dictionaryLabel(TEMPLATE_RATIOS, s.ratio, lang),
      seconds: formatDuration(s.shotMs, 'seconds'),
      transition: dictionaryLabel(TEMPLATE_TRANSITIONS, s.transition, lang),
      music: s.music === 'brand' ? t('fm.brandMusic') : t('fm.silent'),
    });
    return s.text ? `${parts} · ${t('fm.captions')}` : parts;
  };

  const detail = task.data;
  const video = detail?.creation;
  return (
    <>
      <PageHeader title={page.title} description={t('fm.lead')} />
      <div style={{ display: 'grid', gap: vars.space[4], maxWidth: 960 }}>
        <Card title={t('fm.materials', { count: materials.length, max: FOOLISH_LIMITS.materials })} titleAs="h2">
          {materials.length === 0 ? (
            <p style={{ margin: 0, color: vars.color.fg.muted }}>{t('fm.noMaterials')}</p>
          ) : (
            <ol
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'flex',
                flexWrap: 'wrap',
                gap: vars.space[3],
              }}
            >
              {materials.map((m) => (
                <li key={m.id} style={{ display: 'grid', gap: vars.space[1], justifyItems: 'start', width: 120 }}>
                  <Thumbnail
                    src={m.coverUrl ?? (m.type === 2 ? m.url : null) ?? null}
                    alt={m.name}
                    type={m.type === 1 ? 'video' : 'image'}
                    size="sm"
                    {...(m.duration ? { durationMs: m.duration } : {})}
                  />
                  <span style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{m.name}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('fm.removeMaterial', { name: m.name })}
                    onClick={() => setMaterials((prev) => prev.filter((p) => p.id !== m.id))}
                  >
                    {t('ed.remove')}
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <Button
            style={{ marginTop: vars.space[3] }}
            disabled={materials.length >= FOOLISH_LIMITS.materials}
            onPointerEnter={preloadPicker}
            onFocus={preloadPicker}
            onClick={() => setPicking(true)}
          >
            {t('fm.addMaterial')}
          </Button>
        </Card>

        <Card title={t('fm.style')} titleAs="h2">
          <RadioGroup
            aria-label={t('fm.style')}
            options={FOOLISH_STYLES.map((s) => ({
              value: s.key,
              label: lang === 'en' ? s.en : s.zh,
              description: styleText(s.key),
            }))}
            value={style}
            onValueChange={(next) => setStyle(next as FoolishStyleKey)}
          />
        </Card>

        <div>
          {problem ? <Alert tone="danger" title={problem} style={{ marginBottom: vars.space[2] }} /> : null}
          <Button variant="primary" size="lg" loading={making} onClick={() => void make()}>
            {making ? t('fm.making') : t('fm.make')}
          </Button>
        </div>

        {detail ? (
          <Card
            title={detail.name}
            titleAs="h2"
            extra={<StatusTag value={detail.status} dictionary={GENERATION_STATUS_DICTIONARY} />}
          >
            <div style={{ display: 'grid', gap: vars.space[3], justifyItems: 'start' }}>
              {detail.status === 2 && video?.url ? (
                <>
                  {/* eslint-disable-next-line jsx-a11y/media-has-caption -- its captions are burned into the picture */}
                  <video
                    controls
                    preload="metadata"
                    src={video.url}
                    poster={video.coverUrl ?? undefined}
                    aria-label={t('fm.player')}
                    style={{ maxWidth: '100%', maxHeight: 480, background: '#000', borderRadius: vars.radius.md }}
                  />
                  <a href={video.url} download={`${detail.name}.mp4`} style={{ color: vars.color.fg.link }}>
                    {t('fm.download')}
                  </a>
                </>
              ) : detail.status === 0 || detail.status === 1 ? (
                <div style={{ width: '100%', maxWidth: 480 }}>
                  <Progress value={detail.progress} showValue label={t('fm.progress')} tone="accent" />
                </div>
              ) : detail.failReason ? (
                <Alert
                  tone="danger"
                  title={t('fm.failed', { reason: dictionaryLabel(RENDER_FAILURE_REASONS, detail.failReason, lang) })}
                />
              ) : null}
              <Inline wrap>
                <Link to={paths.task(detail.id)} style={{ color: vars.color.fg.link }}>
                  {t('fm.task')}
                </Link>
                {detail.status === 2 ? (
                  <Button size="sm" onClick={() => setSearch({})}>
                    {t('fm.again')}
                  </Button>
                ) : null}
              </Inline>
            </div>
          </Card>
        ) : null}
      </div>
      {picking ? (
        <Suspense fallback={null}>
          <MaterialPickerDialog
            types={MATERIAL_TYPES}
            title={t('fm.pickTitle')}
            onDone={(m) => {
              setPicking(false);
              if (m) setMaterials((prev) => (prev.some((p) => p.id === m.id) ? prev : [...prev, m]));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
