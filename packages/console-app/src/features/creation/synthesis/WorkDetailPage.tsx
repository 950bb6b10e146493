import { creationTypeKind, dictionaryLabel, CREATION_TYPES, MATERIAL_SOURCES } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  Descriptions,
  PageHeader,
  Result,
  Skeleton,
  Tag,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Breakable } from '../../../components/layout';
import { useMenuModel } from '../../../lib/hooks';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { useLibraryTranslate } from '../library/messages';
import { UseLogCard } from '../library/UseLogCard';
import { resolutionText } from './model';
import { refusalOf, synthesisMessage, useSynthesisTranslate } from './messages';

const WORKS_PATH = '/sumwhy_video/finish_product_store';
const QrCodeDialog = lazy(() => import('../library/QrCodeDialog').then((m) => ({ default: m.QrCodeDialog })));
const TASK_DETAIL_PATH = '/sumwhy_video/synthesis_task/detail';

/** A whole positive number from the address, or null. */
const idParam = (raw: string | null) => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * 成品详情 (`sumwhy_video/finish_product_store/works_detail?id=`): a finished video (or note) in a
 * player, with its measured length, size and resolution, its source and creator, and a link to the
 * synthesis task whose parameters made it; its QR code and use log (a download is logged as a use,
 * ADR 0032).
 */
export function WorkDetailPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useSynthesisTranslate();
  const tl = useLibraryTranslate();
  const [qrOpen, setQrOpen] = useState(false);
  const queryClient = useQueryClient();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const { formatDuration, formatFileSize, formatDate } = useFormatters();
  const navigate = useNavigate();
  const location = useLocation();
  const { pages } = useMenuModel();
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const work = useQuery({
    ...apiQueryOptions(api, '/cgp/web/media/creation/detail', { id: id ?? 0 }),
    enabled: id !== null,
  });
  const back = {
    label: t('works.back'),
    onClick: () => void (location.key !== 'default' ? navigate(-1) : navigate(WORKS_PATH)),
  };

  if (id === null || (work.isError && !work.data)) {
    const msg = work.error ? refusalOf(work.error) : null;
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status={id === null ? 'warning' : 'error'}
          headingLevel={2}
          title={id === null ? t('works.notFound') : msg ? synthesisMessage(msg, locale) : t('works.loadFailed')}
          actions={id === null ? undefined : <Button onClick={() => void work.refetch()}>{t('detail.retry')}</Button>}
        />
      </>
    );
  }
  if (!work.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={8} />
      </>
    );
  }
  const item = work.data;
  const none = t('works.none');
  const isVideo = creationTypeKind(item.creationType) === 'video';

  return (
    <>
      <PageHeader
        title={item.name}
        back={back}
        actions={
          item.url ? (
            <>
              {/* The QR code is 成品库's: a member who reached this page from 媒资库 alone is not offered it. */}
              {isVideo && pages.has(WORKS_PATH) ? (
                <Button onClick={() => setQrOpen(true)}>{tl('qr.button')}</Button>
              ) : null}
              <a
                href={item.url}
                download={item.name}
                style={{ color: vars.color.fg.link, alignSelf: 'center' }}
                onClick={() =>
                  void api
                    .request('/cgp/web/media/creation/use/log/save', { id: item.id, useType: 1 })
                    .then(() =>
                      queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/creation/use/log/list') }),
                    )
                    .catch(() => undefined)
                }
              >
                {t('works.download')}
              </a>
            </>
          ) : null
        }
      />
      <div style={{ display: 'grid', gap: vars.space[4] }}>
        <Card>
          {isVideo && item.url ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- its subtitles, when asked for, are burned into the picture
            <video
              controls
              preload="metadata"
              src={item.url}
              poster={item.coverUrl ?? undefined}
              aria-label={t('works.player', { name: item.name })}
              style={{ maxWidth: '100%', maxHeight: 480, background: '#000', borderRadius: vars.radius.md }}
            />
          ) : item.coverUrl ? (
            <img
              src={item.coverUrl}
              alt={item.name}
              style={{ maxWidth: '100%', maxHeight: 480, borderRadius: vars.radius.md }}
            />
          ) : null}
        </Card>
        <Card title={t('works.info')} titleAs="h2">
          <Descriptions
            columns={3}
            items={[
              {
                key: 'type',
                label: t('works.type'),
                value: dictionaryLabel(CREATION_TYPES, isVideo ? 0 : 99, lang),
              },
              { key: 'source', label: t('works.source'), value: dictionaryLabel(MATERIAL_SOURCES, item.source, lang) },
              {
                key: 'duration',
                label: t('works.duration'),
                value: item.duration !== null ? formatDuration(item.duration) : none,
              },
              { key: 'size', label: t('works.size'), value: item.size !== null ? formatFileSize(item.size) : none },
              {
                key: 'resolution',
                label: t('works.resolution'),
                value: resolutionText(item.width, item.height) ?? none,
              },
              { key: 'creator', label: t('works.creator'), value: item.userName ?? none },
              {
                key: 'time',
                label: t('works.createTime'),
                value: formatDate(item.createTime, 'YYYY-MM-DD HH:mm:ss'),
              },
              {
                key: 'task',
                label: t('works.task'),
                value:
                  item.taskId !== null && pages.has(TASK_DETAIL_PATH) ? (
                    <Link to={`${TASK_DETAIL_PATH}?id=${item.taskId}`} style={{ color: vars.color.fg.link }}>
                      {t('works.openTask', { id: item.taskId })}
                    </Link>
                  ) : item.taskId !== null ? (
                    `#${item.taskId}`
                  ) : (
                    t('works.noTask')
                  ),
              },
              {
                key: 'tags',
                label: t('works.tags'),
                value: item.tagList.length ? (
                  <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
                    {item.tagList.map((tag) => (
                      <Tag key={tag.name}>{tag.name}</Tag>
                    ))}
                  </span>
                ) : (
                  none
                ),
              },
              ...(item.content
                ? [{ key: 'content', label: t('works.content'), value: <Breakable>{item.content}</Breakable>, span: 3 }]
                : []),
            ]}
          />
        </Card>
        <UseLogCard workId={item.id} />
      </div>
      <Suspense fallback={null}>
        {qrOpen ? (
          <QrCodeDialog
            work={item}
            onClose={() => {
              setQrOpen(false);
              // Scans of the code while it was open are uses too.
              void queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/creation/use/log/list') });
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
