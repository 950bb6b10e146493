import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  Descriptions,
  PageHeader,
  Result,
  Skeleton,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Breakable } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { imageTextMessage, refusalOf, useImageTextTranslate } from './messages';
import { IMAGE_TEXT_PATHS, pageFileName } from './model';

const PAGE_STYLE: CSSProperties = {
  width: '100%',
  height: 'auto',
  display: 'block',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
};
const LINK_STYLE: CSSProperties = { color: vars.color.fg.link };

/** Starts a download of `url` as `name` (a same-origin stored file). */
function download(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * 图文笔记详情 (`template_image/detail?id=`): a composed note (成品库, creation type 99): its pages as
 * the images they are, in order, each with its measured size and a download; download all; its title
 * and text, with a button that copies them; the template it came from.
 */
export function NoteDetailPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const t = useImageTextTranslate();
  const locale = useLocale();
  const { formatDate, formatFileSize } = useFormatters();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const note = useQuery({
    ...apiQueryOptions(api, '/v1/sumvideo/sv/imgText/note/detail', { id: id ?? 0 }),
    enabled: id !== null,
  });
  const back = {
    label: t('note.back'),
    onClick: () => void (location.key !== 'default' ? navigate(-1) : navigate(IMAGE_TEXT_PATHS.library)),
  };

  if (id === null || (note.isError && !note.data)) {
    const msg = note.error ? refusalOf(note.error) : null;
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Result
          status="error"
          headingLevel={2}
          title={msg ? imageTextMessage(msg, locale) : t('note.loadFailed')}
          actions={id === null ? undefined : <Button onClick={() => void note.refetch()}>{t('note.retry')}</Button>}
        />
      </>
    );
  }
  if (!note.data) {
    return (
      <>
        <PageHeader title={page.title} back={back} />
        <Skeleton lines={8} />
      </>
    );
  }
  const item = note.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.text ? `${item.title}\n\n${item.text}` : item.title);
      toaster.success(t('note.copied'));
    } catch {
      toaster.error(t('note.copyFailed'));
    }
  };

  return (
    <>
      <PageHeader
        title={item.title}
        back={back}
        actions={
          <>
            <Button onClick={() => void copy()}>{t('note.copy')}</Button>
            <Button
              variant="primary"
              onClick={() => item.pages.forEach((p, i) => download(p.url, pageFileName(item.title, i + 1)))}
            >
              {t('note.downloadAll', { count: item.pages.length })}
            </Button>
          </>
        }
      />
      <div style={{ display: 'grid', gap: vars.space[4] }}>
        <Card title={t('note.text')} titleAs="h2">
          <Breakable>{item.text || t('note.noText')}</Breakable>
          <Descriptions
            columns={3}
            items={[
              {
                key: 'template',
                label: t('note.template'),
                value:
                  item.templateId !== null ? (
                    <Link to={`${IMAGE_TEXT_PATHS.editor}?id=${item.templateId}`} style={LINK_STYLE}>
                      {item.templateName}
                    </Link>
                  ) : (
                    (item.templateName ?? t('note.noTemplate'))
                  ),
              },
              { key: 'member', label: t('note.member'), value: item.userName ?? '—' },
              { key: 'created', label: t('note.created'), value: formatDate(item.createTime, 'YYYY-MM-DD HH:mm:ss') },
            ]}
          />
        </Card>
        <Card title={t('note.pages')} titleAs="h2">
          <ol
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: vars.space[3],
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            }}
          >
            {item.pages.map((p, i) => (
              <li key={p.url}>
                <figure style={{ margin: 0 }}>
                  <img
                    src={p.url}
                    alt={t('note.pageAlt', { title: item.title, n: i + 1 })}
                    width={p.width}
                    height={p.height}
                    style={PAGE_STYLE}
                  />
                  <figcaption style={{ display: 'flex', justifyContent: 'space-between', marginTop: vars.space[1] }}>
                    <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
                      {t('note.page', { n: i + 1 })} ·{' '}
                      {t('note.size', { width: p.width, height: p.height, size: formatFileSize(p.size) })}
                    </span>
                    <a
                      href={p.url}
                      download={pageFileName(item.title, i + 1)}
                      style={LINK_STYLE}
                      aria-label={t('note.downloadPage', { n: i + 1 })}
                    >
                      {t('note.download')}
                    </a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
}
