import type { Material } from '@brand-console/api-client';
import {
  createListColumns,
  isMaterialExpired,
  Tag,
  Thumbnail,
  useFormatters,
  useMaterialLabels,
  type ListColumn,
} from '@brand-console/ui';
import { useMemo } from 'react';
import { Breakable, Inline } from '../../../components/layout';
import { useCreationTranslate } from '../messages';

const col = createListColumns<Material>();

/** The library table's columns; `onOpen` opens a material's detail from its preview. */
export function useMaterialColumns(onOpen: (material: Material) => void): ListColumn<Material>[] {
  const t = useCreationTranslate();
  const labels = useMaterialLabels();
  const f = useFormatters();
  return useMemo(
    () => [
      col.text('name', {
        title: t('materials.col.name'),
        width: 260,
        hideable: false,
        search: { maxLength: 100 },
        render: (m) => {
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
      col.text('type', {
        title: t('materials.col.type'),
        width: 110,
        render: (m) => labels.type(m.type, m.specificType),
      }),
      col.text('size', {
        title: t('materials.col.size'),
        width: 100,
        align: 'end',
        render: (m) => (m.size != null ? f.formatFileSize(m.size) : '—'),
      }),
      col.duration('duration', { title: t('materials.col.duration'), width: 90 }),
      col.computed({
        key: 'tagList',
        title: t('materials.col.tags'),
        width: 160,
        valueType: 'tags',
        value: (m) => m.tagList.map((tag) => tag.name),
      }),
      col.text('userName', { title: t('materials.col.uploader'), width: 100 }),
      col.text('isOpen', {
        title: t('materials.col.open'),
        width: 80,
        render: (m) => (m.isOpen === undefined ? '—' : t(`materials.open.${m.isOpen}`)),
      }),
      col.dateTime('createTime', { title: t('materials.col.createTime'), width: 170, search: true }),
      col.text('expireTime', {
        title: t('materials.col.expireTime'),
        width: 190,
        render: (m) =>
          m.expireTime ? (
            <Inline gap={1}>
              {f.formatDate(m.expireTime)}
              {isMaterialExpired(m.expireTime) ? (
                <Tag tone="danger" size="sm">
                  {t('materials.expired')}
                </Tag>
              ) : null}
            </Inline>
          ) : (
            t('materials.noExpiry')
          ),
      }),
    ],
    [t, f, labels, onOpen],
  );
}
