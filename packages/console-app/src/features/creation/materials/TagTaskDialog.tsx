import { apiQueryOptions } from '@brand-console/api-client/query';
import { FormField, Select } from '@brand-console/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog';
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
 * background job (`createMarkTagTask`), which the task centre follows. The choice is kept when
 * the call fails, and a missing choice is said next to the field.
 */
export function TagTaskDialog({ materialIds, onClose, onCreated }: TagTaskDialogProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  // Spec section 7 "tag listing": {isCreate 0, name, source, tagType 1}.
  const tags = useQuery(apiQueryOptions(api, '/cgp/web/media/material/tag/list', { isCreate: 0, tagType: 1 }));
  const create = useMutation({
    mutationFn: () =>
      api.request('/cgp/web/markTagTask/createMarkTagTask', {
        materialIds: [...materialIds],
        tagIds: tagIds.map(Number),
      }),
    onSuccess: onCreated,
  });
  const missing = touched && tagIds.length === 0;
  return (
    <ActionDialog
      title={t('materials.tagTitle', { count: materialIds.length })}
      submitLabel={t('materials.tagSubmit')}
      pending={create.isPending}
      onSubmit={() => {
        setTouched(true);
        if (tagIds.length > 0) create.mutate();
      }}
      onClose={onClose}
    >
      <FormField label={t('materials.tags')} required error={missing ? t('materials.chooseTags') : undefined}>
        <Select
          multiple
          options={(tags.data?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={tagIds}
          onValueChange={(next) => setTagIds(next)}
          placeholder={tags.isLoading ? t('materials.loadingTags') : t('materials.chooseTags')}
        />
      </FormField>
    </ActionDialog>
  );
}
