import { MATERIAL_SOURCES, MATERIAL_TYPES, type MaterialTypeCode } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { useMaterialLabels, type ListFilterDef, type ListFilters } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dateRangeParams, intListParam, intParam, textParam } from '../../../lib/listParams';
import { useServices } from '../../../lib/services';
import { useCreationTranslate } from '../messages';

/** The list call's parameters for the library's filters (empty ones left out). */
export function materialListParams(filters: ListFilters) {
  const name = textParam(filters.name);
  const type = intParam(filters.type);
  const source = intParam(filters.source);
  const tagIds = intListParam(filters.tagIds);
  const userId = intParam(filters.userId);
  return {
    ...(name ? { name } : {}),
    ...(type !== undefined ? { type: type as MaterialTypeCode } : {}),
    ...(source !== undefined ? { source } : {}),
    ...(tagIds ? { tagIds } : {}),
    ...(userId !== undefined ? { userId } : {}),
    ...dateRangeParams(filters.createTime),
  };
}

/**
 * The library's search fields beyond its columns' own (name, upload dates): type, source, tags and
 * uploader. Tags and uploaders are the brand's own (the tag listing and the member search).
 */
export function useMaterialFilters(): ListFilterDef[] {
  const { api } = useServices();
  const t = useCreationTranslate();
  const labels = useMaterialLabels();
  const tags = useQuery(apiQueryOptions(api, '/cgp/web/media/material/tag/list', { isCreate: 0, tagType: 1 }));
  const members = useQuery(apiQueryOptions(api, '/mission/audit/video/listUserInfo', { staffStatus: 1, isValid: 1 }));
  return useMemo(
    () => [
      {
        key: 'type',
        label: t('materials.col.type'),
        kind: 'select',
        placeholder: t('materials.all'),
        options: MATERIAL_TYPES.map((d) => ({ value: String(d.value), label: labels.type(d.value) })),
      },
      {
        key: 'source',
        label: t('materials.col.source'),
        kind: 'select',
        placeholder: t('materials.all'),
        options: MATERIAL_SOURCES.map((d) => ({
          value: String(d.value),
          label: `${labels.source(d.value)} (${d.value})`,
        })),
      },
      {
        key: 'tagIds',
        label: t('materials.col.tags'),
        kind: 'multiSelect',
        searchable: true,
        placeholder: t('materials.all'),
        options: (tags.data?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })),
      },
      {
        key: 'userId',
        label: t('materials.col.uploader'),
        kind: 'select',
        searchable: true,
        placeholder: t('materials.all'),
        options: (members.data ?? []).map((u) => ({ value: String(u.userId), label: u.userBrandName })),
      },
    ],
    [t, labels, tags.data, members.data],
  );
}
