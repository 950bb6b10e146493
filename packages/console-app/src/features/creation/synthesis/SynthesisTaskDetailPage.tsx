import {
  dictionaryLabel,
  RENDER_FAILURE_REASONS,
  SPEECH_VOICES,
  SUBTITLE_POSITIONS,
  TEMPLATE_RATIOS,
  TEMPLATE_SLOT_KINDS,
  TEMPLATE_TRANSITIONS,
  VIDEO_GENERATION_MODES,
  type SynthesisTaskDetail,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  ConfirmDialog,
  Descriptions,
  PageHeader,
  Progress,
  Result,
  Skeleton,
  StatusTag,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Breakable } from '../../../components/layout';
import { useMenuModel } from '../../../lib/hooks';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import {
  canCancel,
  canRetry,
  GENERATION_STATUS_DICTIONARY,
  GenerationStatus,
  pollInterval,
  resolutionText,
  WORK_DETAIL_PATH,
} from './model';
import { refusalOf, synthesisMessage, useSynthesisTranslate } from './messages';

const TASKS_PATH = '/sumwhy_video/synthesis_task';
const CELL: CSSProperties = {
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border.muted}`,
  textAlign: 'start',
  verticalAlign: 'top',
};

/** A whole positive number from the address, or null. */
const idParam = (raw: string | null) => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * 合成任务详情 (`sumwhy_video/synthesis_task/detail?id=`, also `videoFinish/job_detail`): the task,
 * its render's status and progress (asked again every few seconds while it waits or renders), the
 * finished video in a player with its measured length, size and resolution, and the parameters that
 * made it: the shots with their materials and texts, narration, voice, subtitles and music.
 */
export function SynthesisTaskDetailPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useSynthesisTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const { formatDuration, formatFileSize, formatDate } = useFormatters();
  const navigate = useNavigate();
  const location = useLocation();
  const { pages } = useMenuModel();
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const [cancelling, setCancelling] = useState(false);

  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/synthesis/detail', { id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (q) => pollInterval(q.state.data ? [q.state.data] : undefined),
  });
  const translate = (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? synthesisMessage(msg, locale) : (error as Error).message;
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/synthesis/detail') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/synthesis/page') }),
    ]);
  const retrying = useMutation({
    mutationFn: (taskId: number) =>
      api.request('/v1/sumvideo/sv/synthesis/retry', { id: taskId }, { selfHandled: true }),
    onSuccess: async () => {
      toaster.success(t('tasks.retried'));
      await refresh();
    },
    onError: (error) => toaster.error(translate(error)),
  });
  // Back to the list as it was left (its filters are in the address), or to its first page.
  const back = {
    label: t('detail.back'),
    onClick: () => void (location.key !== 'default' ? navigate(-1) : navigate(TASKS_PATH)),
  };

  if (id === null || (detail.isError && !detail.data)) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={id === null ? 'warning' : 'error'}
          headingLevel={2}
          title={id === null ? t('detail.notFound') : translate(detail.error)}
          actions={id === null ? undefined : <Button onClick={() => void detail.refetch()}>{t('detail.retry')}</Button>}
        />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={10} />
      </>
    );
  }
  const task: SynthesisTaskDetail = detail.data;
  const materials = new Map(task.materials.map((m) => [m.id, m]));
  const none = t('tasks.none');
  const time = (value: string | null) => (value ? formatDate(value, 'YYYY-MM-DD HH:mm:ss') : none);
  const reason = task.failReason ? dictionaryLabel(RENDER_FAILURE_REASONS, task.failReason, lang) : none;
  const { spec } = task;
  const music = spec.musicMaterialId !== null ? materials.get(spec.musicMaterialId) : undefined;
  const video = task.creation;
  const workPath = video ? `${WORK_DETAIL_PATH}?id=${video.id}` : null;

  return (
    <>
      <PageHeader
        title={task.name}
        back={back}
        status={<StatusTag value={task.status} dictionary={GENERATION_STATUS_DICTIONARY} />}
        actions={
          <>
            {canCancel(task.status) ? (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                {t('tasks.cancel')}
              </Button>
            ) : null}
            {canRetry(task.status) ? (
              <Button loading={retrying.isPending} onClick={() => retrying.mutate(task.id)}>
                {t('tasks.retry')}
              </Button>
            ) : null}
          </>
        }
      />
      <div style={{ display: 'grid', gap: vars.space[4] }}>
        <Card title={t('detail.progressTitle')} titleAs="h2">
          <div aria-live="polite" style={{ display: 'grid', gap: vars.space[2] }}>
            <span>
              {task.status === GenerationStatus.waiting
                ? t('detail.waiting')
                : task.status === GenerationStatus.processing
                  ? t('detail.processing', { progress: task.progress })
                  : task.status === GenerationStatus.completed
                    ? t('detail.completed')
                    : task.status === GenerationStatus.closed
                      ? t('detail.closed')
                      : t('detail.failed', { reason })}
            </span>
            <Progress
              value={task.status === GenerationStatus.completed ? 100 : task.progress}
              showValue
              tone={
                task.status === GenerationStatus.completed
                  ? 'success'
                  : canRetry(task.status)
                    ? task.status === GenerationStatus.closed
                      ? 'warning'
                      : 'danger'
                    : 'accent'
              }
              label={t('detail.progressTitle')}
            />
          </div>
        </Card>

        {video ? (
          <Card
            title={t('detail.video')}
            titleAs="h2"
            extra={
              workPath && pages.has(WORK_DETAIL_PATH) ? (
                <Link to={workPath} style={{ color: vars.color.fg.link }}>
                  {t('detail.openWork')}
                </Link>
              ) : null
            }
          >
            <div style={{ display: 'grid', gap: vars.space[3], justifyItems: 'start' }}>
              {video.url ? (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- its subtitles, when asked for, are burned into the picture
                <video
                  controls
                  preload="metadata"
                  src={video.url}
                  poster={video.coverUrl ?? undefined}
                  aria-label={t('detail.player', { name: video.name })}
                  style={{ maxWidth: '100%', maxHeight: 480, background: '#000', borderRadius: vars.radius.md }}
                />
              ) : null}
              <Descriptions
                columns={3}
                items={[
                  {
                    key: 'duration',
                    label: t('detail.measuredDuration'),
                    value: video.duration !== null ? formatDuration(video.duration) : none,
                  },
                  {
                    key: 'size',
                    label: t('detail.size'),
                    value: video.size !== null ? formatFileSize(video.size) : none,
                  },
                  {
                    key: 'resolution',
                    label: t('detail.resolution'),
                    value: resolutionText(video.width, video.height) ?? none,
                  },
                ]}
              />
            </div>
          </Card>
        ) : null}

        <Card title={t('detail.task')} titleAs="h2">
          <Descriptions
            columns={3}
            items={[
              { key: 'id', label: t('detail.id'), value: String(task.id) },
              { key: 'mode', label: t('tasks.mode'), value: dictionaryLabel(VIDEO_GENERATION_MODES, task.mode, lang) },
              { key: 'template', label: t('tasks.template'), value: task.sourceName ?? none },
              { key: 'expected', label: t('detail.expected'), value: formatDuration(task.duration) },
              { key: 'member', label: t('tasks.member'), value: task.userName ?? none },
              { key: 'reason', label: t('tasks.reason'), value: reason },
              { key: 'created', label: t('tasks.createTime'), value: time(task.createTime) },
              { key: 'finished', label: t('tasks.finishTime'), value: time(task.finishTime) },
            ]}
          />
        </Card>

        <Card title={t('detail.params')} titleAs="h2">
          <div style={{ display: 'grid', gap: vars.space[4] }}>
            <Descriptions
              columns={2}
              items={[
                { key: 'ratio', label: t('detail.ratio'), value: dictionaryLabel(TEMPLATE_RATIOS, spec.ratio, lang) },
                {
                  key: 'music',
                  label: t('detail.music'),
                  value: music
                    ? t('detail.musicOf', { name: music.name, volume: spec.musicVolume })
                    : t('detail.noMusic'),
                },
                {
                  key: 'narration',
                  label: t('detail.narration'),
                  value: spec.narration ? <Breakable>{spec.narration.text}</Breakable> : t('detail.noNarration'),
                },
                {
                  key: 'voice',
                  label: t('detail.voice'),
                  value: spec.narration ? dictionaryLabel(SPEECH_VOICES, spec.narration.voice, lang) : none,
                },
                {
                  key: 'subtitles',
                  label: t('detail.subtitles'),
                  value: spec.subtitles.enabled
                    ? t('detail.subtitlesOn', {
                        position: dictionaryLabel(SUBTITLE_POSITIONS, spec.subtitles.style.position, lang),
                        size: spec.subtitles.style.fontSize,
                      })
                    : t('detail.subtitlesOff'),
                },
              ]}
            />
            <div style={{ overflowX: 'auto' }}>
              <table style={{ width: '100%', borderCollapse: 'collapse' }}>
                <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: vars.space[2] }}>
                  {t('detail.shots')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" style={CELL}>
                      {t('detail.shotCol')}
                    </th>
                    <th scope="col" style={CELL}>
                      {t('detail.durationCol')}
                    </th>
                    <th scope="col" style={CELL}>
                      {t('detail.slotCol')}
                    </th>
                    <th scope="col" style={CELL}>
                      {t('detail.materialCol')}
                    </th>
                    <th scope="col" style={CELL}>
                      {t('detail.textsCol')}
                    </th>
                    <th scope="col" style={CELL}>
                      {t('detail.transitionCol')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {spec.shots.map((shot, i) => {
                    const material = shot.materialId !== null ? materials.get(shot.materialId) : undefined;
                    return (
                      <tr key={i}>
                        <th scope="row" style={CELL}>
                          {t('create.shot', { n: i + 1 })}
                        </th>
                        <td style={CELL}>{formatDuration(shot.durationMs)}</td>
                        <td style={CELL}>{dictionaryLabel(TEMPLATE_SLOT_KINDS, shot.slot, lang)}</td>
                        <td style={CELL}>
                          <Breakable>
                            {material
                              ? material.name
                              : shot.materialId !== null
                                ? `#${shot.materialId}`
                                : t('detail.noMaterial')}
                          </Breakable>
                        </td>
                        <td style={CELL}>
                          <Breakable>
                            {shot.texts.length ? shot.texts.map((x) => x.content).join(' / ') : none}
                          </Breakable>
                        </td>
                        <td style={CELL}>{dictionaryLabel(TEMPLATE_TRANSITIONS, shot.transition, lang)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </div>
        </Card>
      </div>
      {cancelling ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setCancelling(false)}
          title={t('tasks.cancelTitle', { name: task.name })}
          confirmText={t('tasks.confirmCancel')}
          cancelText={t('tasks.keep')}
          tone="danger"
          onConfirm={async () => {
            try {
              await api.request('/v1/sumvideo/sv/synthesis/cancel', { id: task.id }, { selfHandled: true });
            } catch (error) {
              throw new Error(translate(error), { cause: error });
            }
            toaster.success(t('tasks.cancelled'));
            setCancelling(false);
            await refresh();
          }}
        >
          {t('tasks.cancelBody')}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
