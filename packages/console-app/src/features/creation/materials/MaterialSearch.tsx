import { MATERIAL_SOURCES, MATERIAL_TYPES, type MaterialTypeCode } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import {
  DateRangePicker,
  FormField,
  SearchForm,
  Select,
  TextInput,
  useMaterialLabels,
  type DateRangeValue,
} from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useServices } from '../../../lib/services';
import { day } from '../../../lib/dates';
import { useCreationTranslate } from '../messages';

/** The library's filters as typed (applied on 查询). */
export interface MaterialFilters {
  name: string;
  type: string | null;
  source: string | null;
  tagIds: string[];
  userId: string | null;
  range: DateRangeValue | null;
}

export const NO_FILTERS: MaterialFilters = {
  name: '',
  type: null,
  source: null,
  tagIds: [],
  userId: null,
  range: null,
};

/** The list call's parameters for `filters` (empty ones left out). */
export function filterParams(f: MaterialFilters) {
  return {
    ...(f.name.trim() ? { name: f.name.trim() } : {}),
    ...(f.type ? { type: Number(f.type) as MaterialTypeCode } : {}),
    ...(f.source ? { source: Number(f.source) } : {}),
    ...(f.tagIds.length ? { tagIds: f.tagIds.map(Number) } : {}),
    ...(f.userId ? { userId: Number(f.userId) } : {}),
    ...(f.range ? { startTime: day(f.range.from), endTime: day(f.range.to) } : {}),
  };
}

export interface MaterialSearchProps {
  draft: MaterialFilters;
  onDraftChange: Dispatch<SetStateAction<MaterialFilters>>;
  onSearch: () => void;
  onReset: () => void;
  /** Buttons beside 查询 and 重置 (upload). */
  extraActions?: ReactNode;
}

/**
 * The library's search: name, type, source, tags, uploader and upload dates. Tags and uploaders
 * are the brand's own (the tag listing and the member search); both lists filter as you type.
 */
export function MaterialSearch({ draft, onDraftChange: set, onSearch, onReset, extraActions }: MaterialSearchProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const labels = useMaterialLabels();
  const tags = useQuery(apiQueryOptions(api, '/cgp/web/media/material/tag/list', { isCreate: 0, tagType: 1 }));
  const members = useQuery(apiQueryOptions(api, '/mission/audit/video/listUserInfo', { staffStatus: 1, isValid: 1 }));
  const typeOptions = MATERIAL_TYPES.map((d) => ({ value: String(d.value), label: labels.type(d.value) }));
  const sourceOptions = MATERIAL_SOURCES.map((d) => ({
    value: String(d.value),
    label: `${labels.source(d.value)} (${d.value})`,
  }));
  return (
    <SearchForm
      aria-label={t('materials.filters')}
      collapsedCount={4}
      extraActions={extraActions}
      onSearch={onSearch}
      onReset={onReset}
    >
      <FormField label={t('materials.col.name')}>
        <TextInput
          name="name"
          value={draft.name}
          onValueChange={(name) => set((d) => ({ ...d, name }))}
          maxLength={100}
        />
      </FormField>
      <FormField label={t('materials.col.type')}>
        <Select
          options={typeOptions}
          value={draft.type}
          onValueChange={(type) => set((d) => ({ ...d, type }))}
          placeholder={t('materials.all')}
        />
      </FormField>
      <FormField label={t('materials.col.source')}>
        <Select
          options={sourceOptions}
          value={draft.source}
          onValueChange={(source) => set((d) => ({ ...d, source }))}
          placeholder={t('materials.all')}
        />
      </FormField>
      <FormField label={t('materials.col.createTime')}>
        <DateRangePicker
          value={draft.range}
          onValueChange={(range) => set((d) => ({ ...d, range }))}
          disableFuture
          clearable
        />
      </FormField>
      <FormField label={t('materials.col.tags')}>
        <Select
          multiple
          searchable
          options={(tags.data?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={draft.tagIds}
          onValueChange={(tagIds) => set((d) => ({ ...d, tagIds }))}
          placeholder={t('materials.all')}
        />
      </FormField>
      <FormField label={t('materials.col.uploader')}>
        <Select
          searchable
          clearable
          options={(members.data ?? []).map((u) => ({ value: String(u.userId), label: u.userBrandName }))}
          value={draft.userId}
          onValueChange={(userId) => set((d) => ({ ...d, userId }))}
          placeholder={t('materials.all')}
        />
      </FormField>
    </SearchForm>
  );
}
