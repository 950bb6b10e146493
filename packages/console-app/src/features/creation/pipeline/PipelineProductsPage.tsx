import { dictionaryLabel, RENDER_FAILURE_REASONS, type PipelineProduct } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  ConfirmDialog,
  PageHeader,
  Pagination,
  Progress,
  Result,
  Skeleton,
  StatusTag,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Inline } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { GENERATION_STATUS_DICTIONARY } from '../synthesis/model';
import { pipelineMessage, refusalOf, usePipelineTranslate } from './messages';
import { idParam, pipelinePaths, productsPollInterval } from './model';

const PAGE_SIZE = 12;

/**
 * A pipeline's products (`sumwhy_video/Assemblyline/productList?id=`): the videos its runs queued,
 * newest first, each with its status and progress while it waits or renders and, once finished, a
 * player and a download; each links to its synthesis task. The page asks again every few seconds
 * only while one of them waits or renders. Run and edit are at hand.
 */
export function PipelineProductsPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = usePipelineTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const paths = pipelinePaths(page.moduleKey);
  const [pageNo, setPageNo] = useState(1);
  const [running, setRunning] = useState(false);
  const products = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/pipeline/productList', { id: id ?? 0, pageNo, pageSize: PAGE_SIZE }),
    enabled: id !== null,
    retry: false,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => productsPollInterval(q.state.data?.records),
  });
  const pipeline = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/pipeline/detail', { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
  // Its counts follow the products: read again whenever a poll brought news.
  const finishedOnPage = products.data?.records.filter((p) => p.status === 2).length;
  useEffect(() => {
    if (finishedOnPage !== undefined) {
      void queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/pipeline/detail') });
    }
  }, [finishedOnPage, queryClient]);
  const back = {
    label: t('pr.back'),
    href: paths.list,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      void navigate(paths.list);
    },
  };

  if (id === null || pipeline.isError) {
    const missing = id === null || refusalOf(pipeline.error) !== null;
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={missing ? 'warning' : 'error'}
          headingLevel={2}
          title={missing ? t('pr.notFound') : t('pr.loadFailed')}
          actions={missing ? undefined : <Button onClick={() => void pipeline.refetch()}>{t('ed.retry')}</Button>}
        />
      </>
    );
  }
  if (!pipeline.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={8} />
      </>
    );
  }
  const records = products.data?.records ?? [];
  const polling = productsPollInterval(records) !== false;

  return (
    <>
      <PageHeader
        title={t('pr.title', { name: pipeline.data.name })}
        description={t('pr.description')}
        back={back}
        actions={
          <Inline wrap>
            <Button onClick={() => void navigate(paths.editor(id))}>{t('pr.edit')}</Button>
            <Button variant="primary" onClick={() => setRunning(true)}>
              {t('pr.run')}
            </Button>
          </Inline>
        }
      />
      <p role="status" aria-live="polite" style={{ margin: `0 0 ${vars.space[3]}` }}>
        {t('pr.summary', { count: pipeline.data.videoCount, finished: pipeline.data.finishedCount })}
        {polling ? ` · ${t('pr.polling')}` : ''}
      </p>
      {products.isError && !products.data ? (
        <Result
          status="error"
          headingLevel={2}
          title={t('pr.loadFailed')}
          actions={<Button onClick={() => void products.refetch()}>{t('ed.retry')}</Button>}
        />
      ) : !products.data ? (
        <Skeleton lines={6} />
      ) : records.length === 0 ? (
        <Result status="info" headingLevel={2} title={t('pr.empty')} />
      ) : (
        <ul
          aria-label={t('list.products')}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            gap: vars.space[3],
          }}
        >
          {records.map((product) => (
            <li key={product.taskId}>
              <ProductCard product={product} taskPath={paths.task(product.taskId)} />
            </li>
          ))}
        </ul>
      )}
      {(products.data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          page={pageNo}
          pageSize={PAGE_SIZE}
          total={products.data?.total ?? 0}
          onPageChange={setPageNo}
          style={{ marginTop: vars.space[3] }}
        />
      ) : null}
      <ConfirmDialog
        open={running}
        onOpenChange={setRunning}
        confirmText={t('list.run')}
        onConfirm={async () => {
          let taskIds: number[];
          try {
            ({ taskIds } = await api.request('/v1/sumvideo/sv/pipeline/run', { id }, { selfHandled: true }));
          } catch (error) {
            const msg = refusalOf(error);
            throw new Error(msg ? pipelineMessage(msg, locale) : (error as Error).message, { cause: error });
          }
          toaster.success(t('list.ran', { count: taskIds.length }));
          setPageNo(1);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/pipeline/productList') }),
            queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/sumvideo/sv/pipeline/detail') }),
          ]);
        }}
      >
        {t('list.confirmRun', { name: pipeline.data.name })}
      </ConfirmDialog>
    </>
  );
}

function ProductCard({ product, taskPath }: { product: PipelineProduct; taskPath: string }) {
  const t = usePipelineTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const { formatDuration, formatDate } = useFormatters();
  const video = product.creation;
  const headingId = `pipeline-product-${product.taskId}`;
  return (
    <Card
      title={<span id={headingId}>{product.name}</span>}
      titleAs="h2"
      extra={<StatusTag value={product.status} dictionary={GENERATION_STATUS_DICTIONARY} />}
    >
      <div style={{ display: 'grid', gap: vars.space[2] }}>
        {product.status === 2 && video?.url ? (
          <>
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- subtitles, when asked for, are burned into the picture */}
            <video
              controls
              preload="metadata"
              src={video.url}
              poster={video.coverUrl ?? undefined}
              aria-label={t('pr.player', { name: product.name })}
              style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: vars.radius.md }}
            />
            <Inline wrap>
              {video.duration !== null ? (
                <span>{t('pr.duration', { duration: formatDuration(video.duration) })}</span>
              ) : null}
              <a
                href={video.url}
                download={`${product.name}.mp4`}
                aria-label={t('pr.downloadOf', { name: product.name })}
                style={{ color: vars.color.fg.link }}
              >
                {t('pr.download')}
              </a>
            </Inline>
          </>
        ) : product.status === 0 || product.status === 1 ? (
          <Progress value={product.progress} showValue label={t('pr.progress', { name: product.name })} tone="accent" />
        ) : product.failReason ? (
          <span>{t('pr.failed', { reason: dictionaryLabel(RENDER_FAILURE_REASONS, product.failReason, lang) })}</span>
        ) : null}
        <Inline spread wrap>
          <span style={{ color: vars.color.fg.muted, fontSize: 12 }}>
            {t('pr.createTime', { time: formatDate(product.createTime, 'YYYY-MM-DD HH:mm') })}
          </span>
          <Link to={taskPath} aria-label={t('pr.taskOf', { name: product.name })} style={{ color: vars.color.fg.link }}>
            {t('pr.task')}
          </Link>
        </Inline>
      </div>
    </Card>
  );
}
