import type { Material } from '@brand-console/api-client';
import {
  createDataTableColumnHelper,
  isMaterialExpired,
  Tag,
  Thumbnail,
  useFormatters,
  useMaterialLabels,
} from '@brand-console/ui';
import { useMemo } from 'react';
import { Breakable, Inline } from '../../../components/layout';
import { useCreationTranslate } from '../messages';

const col = createDataTableColumnHelper<Material>();

/** The library table's columns; `onOpen` opens a material's detail from its preview. */
export function useMaterialColumns(onOpen: (material: Material) => void) {
  const t = useCreationTranslate();
  const labels = useMaterialLabels();
  const f = useFormatters();
  return useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('materials.col.name'),
          meta: { width: 260 },
          cell: ({ row }) => {
            const m = row.original;
            const preview = m.coverUrl ?? (m.type === 2 ? m.url : null);
            return (
              <Inline>
                <Thumbnail
                  size="sm"
                  src={preview}
                  alt={t('materials.openDetail', { name: m.name })}
                  type={m.type === 1 ? 'video' : 'image'}
                  {...(m.duration && m.type === 1 ? { durationMs: m.duration } : {})}
                  onClick={() => onOpen(m)}
                />
                <Breakable>{m.name}</Breakable>
              </Inline>
            );
          },
        }),
        col.accessor('type', {
          header: t('materials.col.type'),
          meta: { width: 110 },
          cell: ({ row }) => labels.type(row.original.type, row.original.specificType),
        }),
        col.accessor('size', {
          header: t('materials.col.size'),
          meta: { width: 100, align: 'end' },
          cell: (info) => (info.getValue() != null ? f.formatFileSize(info.getValue()!) : '—'),
        }),
        col.accessor('duration', {
          header: t('materials.col.duration'),
          meta: { width: 90, align: 'end' },
          cell: (info) => (info.getValue() != null ? f.formatDuration(info.getValue()!) : '—'),
        }),
        col.accessor('tagList', {
          header: t('materials.col.tags'),
          meta: { width: 160 },
          cell: (info) =>
            info.getValue().length ? (
              <Inline gap={1} wrap>
                {info.getValue().map((tag) => (
                  <Tag key={tag.name} size="sm">
                    {tag.name}
                  </Tag>
                ))}
              </Inline>
            ) : (
              '—'
            ),
        }),
        col.accessor('userName', {
          header: t('materials.col.uploader'),
          meta: { width: 100 },
          cell: (info) => info.getValue() || '—',
        }),
        col.accessor('isOpen', {
          header: t('materials.col.open'),
          meta: { width: 80 },
          cell: (info) => (info.getValue() === undefined ? '—' : t(`materials.open.${info.getValue()!}`)),
        }),
        col.accessor('createTime', { header: t('materials.col.createTime'), meta: { width: 170 } }),
        col.accessor('expireTime', {
          header: t('materials.col.expireTime'),
          meta: { width: 190 },
          cell: (info) =>
            info.getValue() ? (
              <Inline gap={1}>
                {info.getValue()}
                {isMaterialExpired(info.getValue()) ? (
                  <Tag tone="danger" size="sm">
                    {t('materials.expired')}
                  </Tag>
                ) : null}
              </Inline>
            ) : (
              t('materials.noExpiry')
            ),
        }),
      ]),
    [t, f, labels, onOpen],
  );
}
