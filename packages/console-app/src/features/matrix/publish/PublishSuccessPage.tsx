import { dictionaryLabel, PLATFORMS, type Publication, type PublishTaskDetail } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  PageHeader,
  Result,
  Skeleton,
  StatusTag,
  Thumbnail,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import { useMenuModel } from '../../../lib/hooks';
import { refusalOf } from '../../../lib/refusal';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { publishMessage, usePublishTranslate } from './messages';
import { pollWhile, PUBLISH_STATUS_TAGS } from './model';

const LIST_PATH = '/matrix/matrix_distribute';
const CREATE_PATH = '/matrix/matrix_distribute/create';
const RECORDS_PATH = '/matrix/records_publish';
const CELL: CSSProperties = {
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border.muted}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const MUTED: CSSProperties = { color: vars.color.fg.muted, fontSize: vars.font.size.sm };

/** A whole positive number from the address, or null. */
const idParam = (raw: string | null) => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * 发布结果 (`matrix/matrix_distribute/success?id=`): what went where in one batch — per work and
 * account its status, the platform's reason when it failed and the link to the published item —
 * asked again while something waits or publishes; retry of the failed ones (all, or one), and
 * closing a scheduled batch's waiting ones.
 */
export function PublishSuccessPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = usePublishTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pages } = useMenuModel();
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const [closing, setClosing] = useState(false);
  const detail = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/publish/task/detail', { id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (q) => pollWhile(q.state.data?.counts, q.state.data?.scheduledTime ?? null),
  });
  const say = (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? publishMessage(msg, locale) : (error as Error).message;
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/publish/task/detail') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/publish/task/page') }),
    ]);
  const retry = useMutation({
    mutationFn: (ids?: number[]) =>
      api.request('/v1/matrix/publish/retry', { taskId: id ?? 0, ...(ids ? { ids } : {}) }, { selfHandled: true }),
    onSuccess: async ({ count }) => {
      toaster.success(t('sum.retried', { count }));
      await refresh();
    },
    onError: (error) => toaster.error(say(error)),
  });
  const back = { label: t('sum.back'), onClick: () => void navigate(LIST_PATH) };

  if (id === null || (detail.isError && !detail.data)) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={id === null ? 'warning' : 'error'}
          headingLevel={2}
          title={id === null ? t('sum.notFound') : say(detail.error)}
          actions={
            id === null ? undefined : <Button onClick={() => void detail.refetch()}>{t('sum.retryLoad')}</Button>
          }
        />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={6} />
      </>
    );
  }
  const task: PublishTaskDetail = detail.data;
  const failed = task.publications.filter((p) => p.status === 4);
  const busy = task.counts.publishing > 0 || (task.counts.waiting > 0 && task.scheduledTime === null);
  const recordsShown = pages.has(RECORDS_PATH);
  return (
    <>
      <PageHeader
        title={t('sum.title', { name: task.name })}
        description={`${t('sum.summary', { total: task.total, works: task.worksCount, accounts: task.accountsCount })}${
          task.scheduledTime ? ` · ${t('sum.scheduledAt', { time: task.scheduledTime })}` : ''
        }`}
        back={back}
        actions={
          <Inline gap={2}>
            {failed.length > 0 ? (
              <Button variant="primary" loading={retry.isPending} onClick={() => retry.mutate(undefined)}>
                {t('sum.retryFailed', { count: failed.length })}
              </Button>
            ) : null}
            {task.scheduledTime && task.counts.waiting > 0 ? (
              <Button onClick={() => setClosing(true)}>{t('sum.closeWaiting')}</Button>
            ) : null}
            {recordsShown ? <Button onClick={() => void navigate(RECORDS_PATH)}>{t('sum.records')}</Button> : null}
            <Button onClick={() => void navigate(CREATE_PATH)}>{t('sum.createMore')}</Button>
          </Inline>
        }
      />
      <Inline gap={2} wrap style={{ marginBottom: vars.space[3] }} data-testid="publish-counts">
        {PUBLISH_STATUS_TAGS.map((s) => (
          <span key={s.value}>
            <StatusTag value={s.value} dictionary={PUBLISH_STATUS_TAGS} /> {countOf(task, s.value)}
          </span>
        ))}
      </Inline>
      {busy ? <Alert tone="info" title={t('sum.polling')} style={{ marginBottom: vars.space[3] }} /> : null}
      <Card title={t('sum.title', { name: task.name })} titleAs="h2">
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="publish-summary">
            <thead>
              <tr>
                <th style={CELL}>{t('sum.work')}</th>
                <th style={CELL}>{t('sum.account')}</th>
                <th style={CELL}>{t('sum.titleCol')}</th>
                <th style={CELL}>{t('sum.status')}</th>
                <th style={CELL}>{t('sum.reason')}</th>
                <th style={CELL}>{t('sum.link')}</th>
              </tr>
            </thead>
            <tbody>
              {task.publications.map((p) => (
                <Row key={p.id} p={p} lang={lang} onRetry={() => retry.mutate([p.id])} retrying={retry.isPending} />
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        tone="danger"
        confirmText={t('list.close')}
        onConfirm={async () => {
          try {
            const { count } = await api.request('/v1/matrix/publish/close', { taskId: task.id }, { selfHandled: true });
            toaster.success(t('list.closed', { count }));
            await refresh();
          } catch (error) {
            toaster.error(say(error));
            throw error;
          }
        }}
      >
        {t('list.confirmClose', { name: task.name, count: task.counts.waiting })}
      </ConfirmDialog>
    </>
  );
}

function countOf(task: PublishTaskDetail, status: number) {
  const { waiting, publishing, success, failed, closed } = task.counts;
  return [0, waiting, publishing, success, failed, closed][status] ?? 0;
}

function Row({
  p,
  lang,
  onRetry,
  retrying,
}: {
  p: Publication;
  lang: 'zh' | 'en';
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = usePublishTranslate();
  const locale = useLocale();
  const platform = dictionaryLabel(PLATFORMS, p.platform, lang);
  return (
    <tr data-testid="publish-row" data-status={p.status}>
      <td style={CELL}>
        <Inline gap={2}>
          <Thumbnail src={p.coverUrl} alt="" type="video" size="sm" />
          <span>{p.workName}</span>
        </Inline>
      </td>
      <td style={CELL}>
        {p.accountName} <span style={MUTED}>{platform}</span>
      </td>
      <td style={CELL}>{p.title}</td>
      <td style={CELL}>
        <StatusTag value={p.status} dictionary={PUBLISH_STATUS_TAGS} />
        {p.publishTime ? <div style={MUTED}>{p.publishTime}</div> : null}
      </td>
      <td style={CELL}>
        {p.reason ? <span style={{ color: vars.color.danger.subtleFg }}>{publishMessage(p.reason, locale)}</span> : '—'}
      </td>
      <td style={CELL}>
        {p.itemUrl ? (
          <a
            href={p.itemUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={t('sum.openItem', { title: p.title, platform })}
          >
            {t('sum.open')}
          </a>
        ) : p.status === 4 ? (
          <Button size="sm" loading={retrying} onClick={onRetry} aria-label={`${t('sum.retryOne')} ${p.accountName}`}>
            {t('sum.retryOne')}
          </Button>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
