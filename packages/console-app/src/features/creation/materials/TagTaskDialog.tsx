import { apiQueryOptions } from '@brand-console/api-client/query';
import { materialLibraryRequests } from '@brand-console/api-client/schemas';
import { FormDialog, FormItem, Select } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services';
import { useCreationTranslate } from '../messages';

export interface TagTaskDialogProps {
  /** The materials to tag. */
  materialIds: readonly number[];
  onClose: () => void;
  /** Called once the tag task is queued (it then shows in the task centre's 智能打标 tab). */
  onCreated: () => void;
}

/**
 * Batch tagging: choose the brand's tags for the selected materials; the server tags them in a
 * background job (`createMarkTagTask`), which the task centre follows. The form validates with the
 * call's request schema plus the page's rule that a tag is chosen; the choice is kept when the
 * call fails, and a missing choice is said next to the field.
 */
export function TagTaskDialog({ materialIds, onClose, onCreated }: TagTaskDialogProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  // Spec section 7 "tag listing": {isCreate 0, name, source, tagType 1}.
  const tags = useQuery(apiQueryOptions(api, '/cgp/web/media/material/tag/list', { isCreate: 0, tagType: 1 }));
  const schema = useMemo(
    () =>
      materialLibraryRequests['/cgp/web/markTagTask/createMarkTagTask'].refine(
        (values) => (values.tagIds ?? []).length > 0,
        {
          path: ['tagIds'],
          message: t('materials.chooseTags'),
        },
      ),
    [t],
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('materials.tagTitle', { count: materialIds.length })}
      submitText={t('materials.tagSubmit')}
      schema={schema}
      defaultValues={{ materialIds: [...materialIds], tagIds: [] }}
      onSubmit={async (values) => {
        await api.request('/cgp/web/markTagTask/createMarkTagTask', values);
        onCreated();
      }}
    >
      <FormItem
        name="tagIds"
        label={t('materials.tags')}
        required
        format={(ids: number[] | undefined) => (ids ?? []).map(String)}
        parse={(values: string[]) => values.map(Number)}
      >
        <Select
          multiple
          options={(tags.data?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          placeholder={tags.isLoading ? t('materials.loadingTags') : t('materials.chooseTags')}
        />
      </FormItem>
    </FormDialog>
  );
}
