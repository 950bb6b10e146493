import {
  CREATION_TYPES,
  creationTypeKind,
  dictionaryLabel,
  MATERIAL_SOURCES,
  type Creation,
} from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  createListColumns,
  Empty,
  ListPage,
  Skeleton,
  Thumbnail,
  useFormatters,
  useLocale,
  vars,
} from '@brand-console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { BareList } from '../../../components/layout';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { creationListParams, isSet, WORK_DETAIL_PATH } from './model';
import { useSynthesisTranslate } from './messages';

const PAGE_SIZES = [12, 24, 48] as const;
const col = createListColumns<Creation>();
const FULL_WIDTH = { '--bc-thumbnail-width': '100%' } as CSSProperties;

/**
 * 成品库 (menu key `finish_product_store`): the brand's finished videos and image-text notes as a grid
 * (or a table) with cover, name, length, size, source, creator and time; searched by name, type,
 * source and date, all in the address; each opens its detail (player, figures, and the synthesis
 * task that made it).
 */
export function FinishedProductsPage({ page }: PageProps) {
  const { api } = useServices();
  const t = useSynthesisTranslate();
  const lang = useLocale().startsWith('en') ? 'en' : 'zh';
  const navigate = useNavigate();
  const { formatDuration, formatFileSize, formatDate } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], view: 'grid' });
  const list = useQuery({
    ...apiQueryOptions(api, '/cgp/web/media/creation/list', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...creationListParams(query.filters),
    }),
    placeholderData: keepPreviousData,
  });
  const open = (work: Creation) => void navigate(`${WORK_DETAIL_PATH}?id=${work.id}`);
  const sourceLabel = (code: number) => dictionaryLabel(MATERIAL_SOURCES, code, lang);
  const typeLabel = (work: Creation) =>
    dictionaryLabel(CREATION_TYPES, creationTypeKind(work.creationType) === 'imageText' ? 99 : 0, lang);
  const none = t('works.none');

  const columns = useMemo(
    () => [
      col.thumbnail('coverUrl', {
        title: t('works.detail'),
        width: 90,
        hideable: false,
        alt: (w) => t('works.open', { name: w.name }),
        media: 'video',
        durationMs: (w) => w.duration,
        onOpen: open,
      }),
      col.text('name', {
        title: t('works.name'),
        search: { placeholder: t('works.namePlaceholder'), maxLength: 100 },
      }),
      col.status('creationType', {
        title: t('works.type'),
        width: 90,
        dictionary: CREATION_TYPES,
        search: { placeholder: t('tasks.all') },
        render: (w) => typeLabel(w),
      }),
      col.status('source', {
        title: t('works.source'),
        width: 120,
        dictionary: MATERIAL_SOURCES,
        // Two sources share a label (素材库上传 3 and 17): their codes tell them apart.
        search: {
          placeholder: t('tasks.all'),
          options: MATERIAL_SOURCES.map((d) => ({ value: String(d.value), label: `${d[lang]} (${d.value})` })),
        },
      }),
      col.computed({
        key: 'duration',
        valueType: 'duration',
        title: t('works.duration'),
        width: 90,
        value: (w) => w.duration,
      }),
      col.computed({
        key: 'size',
        valueType: 'text',
        title: t('works.size'),
        width: 100,
        value: (w) => (w.size !== null ? formatFileSize(w.size) : none),
      }),
      col.computed({
        key: 'userName',
        valueType: 'text',
        title: t('works.creator'),
        width: 110,
        value: (w) => w.userName ?? none,
      }),
      col.dateTime('createTime', { title: t('works.createTime'), width: 170, search: true }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` and the labels follow `t` and `lang`
    [t, lang],
  );
  const records = list.data?.records ?? [];
  const filtered = Object.entries(query.filters).some(([, value]) => isSet(value));
  // The grid view has the list's states itself: loading, failed with a retry, empty.
  const grid = list.isPending ? (
    <Skeleton variant="rect" style={{ height: 240 }} aria-label={t('works.loading')} />
  ) : list.isError && !list.data ? (
    <Alert
      tone="danger"
      title={t('works.loadFailed')}
      action={<Button onClick={() => void list.refetch()}>{t('detail.retry')}</Button>}
    />
  ) : records.length === 0 ? (
    <Empty description={filtered ? t('works.noMatch') : t('works.noWorks')} />
  ) : (
    <BareList
      aria-label={t('works.list')}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space[4] }}
    >
      {records.map((work) => (
        <li
          key={work.id}
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
            src={work.coverUrl}
            alt={t('works.open', { name: work.name })}
            type={creationTypeKind(work.creationType) === 'video' ? 'video' : 'image'}
            durationMs={work.duration ?? undefined}
            ratio={work.width && work.height && work.width > work.height ? '16:9' : '3:4'}
            onClick={() => open(work)}
            style={FULL_WIDTH}
          />
          <strong style={{ overflowWrap: 'anywhere' }}>{work.name}</strong>
          <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
            {typeLabel(work)} · {sourceLabel(work.source)}
          </span>
          <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
            {work.duration !== null ? formatDuration(work.duration) : none} ·{' '}
            {work.size !== null ? formatFileSize(work.size) : none}
          </span>
          <span style={{ color: vars.color.fg.muted, fontSize: vars.font.size.sm }}>
            {work.userName ?? none} · {formatDate(work.createTime, 'YYYY-MM-DD HH:mm')}
          </span>
        </li>
      ))}
    </BareList>
  );

  return (
    <ListPage<Creation>
      title={page.title}
      description={list.data ? <span aria-live="polite">{t('works.summary', { count: list.data.total })}</span> : null}
      aria-label={t('works.list')}
      columns={columns}
      views={['grid', 'table']}
      grid={grid}
      data={records}
      total={list.data?.total ?? 0}
      getRowId={(w) => String(w.id)}
      getRowLabel={(w) => w.name}
      query={query}
      onQueryChange={setQuery}
      pageSizeOptions={PAGE_SIZES}
      loading={list.isFetching && !list.data}
      error={list.isError && !list.data ? t('works.loadFailed') : undefined}
      onRetry={() => void list.refetch()}
      onRefresh={() => void list.refetch()}
      emptyContent={filtered ? t('works.noMatch') : t('works.noWorks')}
      rowActions={(w) => [
        {
          key: 'detail',
          label: t('works.detail'),
          ariaLabel: `${t('works.detail')} ${w.name}`,
          onSelect: () => open(w),
        },
      ]}
    />
  );
}
