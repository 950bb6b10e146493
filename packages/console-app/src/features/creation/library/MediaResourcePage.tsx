import {
  dictionaryLabel,
  MATERIAL_SOURCES,
  MATERIAL_TYPES,
  MEDIA_RESOURCE_LIBRARIES,
  type MediaResource,
} from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  createListColumns,
  Descriptions,
  Dialog,
  Empty,
  ListPage,
  Skeleton,
  Tag,
  Thumbnail,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { BareList } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { useLibraryTranslate } from './messages';
import { mediaResourceParams, resourceDetailPath, resourceRowId } from './model';

const PAGE_SIZES = [24, 48, 96] as const;
const col = createListColumns<MediaResource>();
const FULL_WIDTH = { '--bc-thumbnail-width': '100%' } as CSSProperties;
const LIBRARY_DICTIONARY = MEDIA_RESOURCE_LIBRARIES.map((entry) => ({
  ...entry,
  tone: entry.value === 1 ? 'accent' : 'success',
}));

/**
 * 媒资库 (menu key `media_resource_library`): the brand's media across libraries, read-only: the
 * material library's materials and 成品库's works in one grid (or table), newest first, searched by
 * name, library, kind, tag and sharing, all in the address (`/cgp/web/media/resource/list`, ADR
 * 0032). A work opens its detail page; a material its detail dialog (preview and figures).
 */
export function MediaResourcePage({ page }: PageProps) {
  const { api } = useServices();
  const t = useLibraryTranslate();
  const lang = useLocale().startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const { formatDuration, formatFileSize, formatDate } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], view: 'grid' });
  const [detail, setDetail] = useState<MediaResource | null>(null);
  const list = useQuery({
    ...apiQueryOptions(api, '/cgp/web/media/resource/list', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...mediaResourceParams(query.filters),
    }),
    placeholderData: keepPreviousData,
  });
  const tags = useQuery(apiQueryOptions(api, '/cgp/web/media/creation/tag/list', {}));
  const none = t('common.none');
  const open = (item: MediaResource) => {
    const path = resourceDetailPath(item);
    if (path) void navigate(path);
    else setDetail(item);
  };
  const typeLabel = (item: MediaResource) => dictionaryLabel(MATERIAL_TYPES, item.type, lang);
  const libraryLabel = (item: MediaResource) => dictionaryLabel(MEDIA_RESOURCE_LIBRARIES, item.library, lang);

  const columns = useMemo(
    () => [
      col.thumbnail('coverUrl', {
        title: t('media.detail'),
        width: 90,
        hideable: false,
        alt: (item) => t('media.open', { name: item.name }),
        media: 'video',
        durationMs: (item) => item.duration,
        onOpen: open,
      }),
      col.text('name', { title: t('media.name'), search: { placeholder: t('media.namePlaceholder'), maxLength: 100 } }),
      col.status('library', {
        title: t('media.library'),
        width: 110,
        dictionary: LIBRARY_DICTIONARY,
        search: { placeholder: t('media.all') },
      }),
      col.status('type', {
        title: t('media.type'),
        width: 90,
        dictionary: MATERIAL_TYPES,
        search: { placeholder: t('media.all') },
      }),
      col.computed({
        key: 'duration',
        valueType: 'text',
        title: t('media.duration'),
        width: 90,
        value: (item) => (item.duration !== null ? formatDuration(item.duration) : none),
      }),
      col.computed({
        key: 'size',
        valueType: 'text',
        title: t('media.size'),
        width: 100,
        value: (item) => (item.size !== null ? formatFileSize(item.size) : none),
      }),
      col.computed({
        key: 'tagList',
        valueType: 'text',
        title: t('media.tags'),
        width: 150,
        value: (item) => (item.tagList.length ? item.tagList.map((tag) => tag.name).join('、') : none),
      }),
      col.computed({
        key: 'userName',
        valueType: 'text',
        title: t('media.creator'),
        width: 110,
        value: (item) => item.userName ?? none,
      }),
      col.dateTime('createTime', { title: t('media.time'), width: 170 }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` and the formatters follow `t`
    [t, lang],
  );
  const filters = [
    {
      key: 'tagId',
      label: t('media.tag'),
      kind: 'select' as const,
      options: (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
    },
    {
      key: 'isOpen',
      label: t('media.shared'),
      kind: 'select' as const,
      options: [{ value: '1', label: t('media.sharedOnly') }],
    },
  ];
  const records = list.data?.records ?? [];
  const grid = list.isPending ? (
    <Skeleton variant="rect" style={{ height: 240 }} aria-label={t('media.list')} />
  ) : list.isError && !list.data ? (
    <Alert
      tone="danger"
      title={t('media.loadFailed')}
      action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
    />
  ) : records.length === 0 ? (
    <Empty description={Object.keys(query.filters).length ? t('media.noMatch') : t('media.empty')} />
  ) : (
    <BareList
      aria-label={t('media.list')}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: vars.space[4] }}
    >
      {records.map((item) => (
        <li
          key={resourceRowId(item)}
          style={{
            display: 'grid',
            gap: vars.space[1],
            padding: vars.space[2],
            border: `1px solid ${vars.color.border.default}`,
            borderRadius: vars.radius.lg,
            background: vars.color.bg.surface,
            alignContent: 'start',
          }}
        >
          <Thumbnail
            src={item.coverUrl}
            alt={t('media.open', { name: item.name })}
            type={item.type === 1 ? 'video' : 'image'}
            durationMs={item.duration ?? undefined}
            onClick={() => open(item)}
            style={FULL_WIDTH}
          />
          <strong style={{ overflowWrap: 'anywhere' }}>{item.name}</strong>
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            <Tag tone={item.library === 1 ? 'accent' : 'success'}>{libraryLabel(item)}</Tag>
            <Tag>{typeLabel(item)}</Tag>
          </span>
          <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
            {item.userName ?? none} · {formatDate(item.createTime, 'YYYY-MM-DD HH:mm')}
          </span>
        </li>
      ))}
    </BareList>
  );

  return (
    <>
      <ListPage<MediaResource>
        title={page.title}
        description={
          list.data ? <span aria-live="polite">{t('media.summary', { count: list.data.total })}</span> : null
        }
        aria-label={t('media.list')}
        columns={columns}
        filters={filters}
        searchCollapsedCount={4}
        views={['grid', 'table']}
        grid={grid}
        data={records}
        total={list.data?.total ?? 0}
        getRowId={resourceRowId}
        getRowLabel={(item) => item.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching && !list.data}
        error={list.isError && !list.data ? t('media.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={t('media.noMatch')}
        rowActions={(item) => [
          {
            key: 'detail',
            label: t('media.detail'),
            ariaLabel: `${t('media.detail')} ${item.name}`,
            onSelect: () => open(item),
          },
        ]}
      />
      {detail ? (
        <Dialog.Root open onOpenChange={(isOpen) => !isOpen && setDetail(null)}>
          <Dialog.Content
            size="md"
            title={detail.name}
            footer={<Button onClick={() => setDetail(null)}>{t('media.close')}</Button>}
          >
            <div style={{ display: 'grid', gap: vars.space[3] }}>
              {detail.type === 1 && detail.url ? (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- library videos carry no caption track
                <video
                  controls
                  preload="metadata"
                  src={detail.url}
                  poster={detail.coverUrl ?? undefined}
                  aria-label={t('media.preview', { name: detail.name })}
                  style={{ maxWidth: '100%', maxHeight: 360, background: '#000' }}
                />
              ) : detail.type === 2 && (detail.url ?? detail.coverUrl) ? (
                <img
                  src={(detail.url ?? detail.coverUrl)!}
                  alt={detail.name}
                  style={{ maxWidth: '100%', maxHeight: 360 }}
                />
              ) : detail.type === 3 && detail.url ? (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- library audio carries no caption track
                <audio controls src={detail.url} aria-label={t('media.preview', { name: detail.name })} />
              ) : null}
              <Descriptions
                columns={2}
                items={[
                  { key: 'library', label: t('media.library'), value: libraryLabel(detail) },
                  { key: 'type', label: t('media.type'), value: typeLabel(detail) },
                  {
                    key: 'source',
                    label: t('media.source'),
                    value: dictionaryLabel(MATERIAL_SOURCES, detail.source, lang),
                  },
                  {
                    key: 'duration',
                    label: t('media.duration'),
                    value: detail.duration !== null ? formatDuration(detail.duration) : none,
                  },
                  {
                    key: 'size',
                    label: t('media.size'),
                    value: detail.size !== null ? formatFileSize(detail.size) : none,
                  },
                  { key: 'creator', label: t('media.creator'), value: detail.userName ?? none },
                  { key: 'time', label: t('media.time'), value: formatDate(detail.createTime, 'YYYY-MM-DD HH:mm:ss') },
                  {
                    key: 'tags',
                    label: t('media.tags'),
                    value: detail.tagList.length ? detail.tagList.map((tag) => tag.name).join('、') : none,
                  },
                ]}
              />
            </div>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </>
  );
}
