import { CREATION_LIMITS } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { Button, FormField, RadioGroup, Select, TextInput, useLocale, vars } from '@brand-console/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog';
import { refusalOf } from '../../../lib/refusal';
import { useServices } from '../../../lib/services';
import { libraryMessage, useLibraryTranslate } from './messages';

export interface WorkTagsDialogProps {
  /** The works the tags are added to or taken off. */
  workIds: readonly number[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds tags to (or takes them off) the selected works (`batchAddTagOrDel`); a tag the brand does not
 * have yet can be made here (`tag/group/add`). Tags are the brand's, shared with the material library.
 */
export function WorkTagsDialog({ workIds, onClose, onSaved }: WorkTagsDialogProps) {
  const { api, toaster } = useServices();
  const t = useLibraryTranslate();
  const locale = useLocale();
  const [operation, setOperation] = useState<'1' | '2'>('1');
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const tags = useQuery(apiQueryOptions(api, '/cgp/web/media/creation/tag/list', {}));
  const create = useMutation({
    mutationFn: (groupName: string) => api.request('/cgp/web/media/creation/tag/group/add', { groupName }),
    onSuccess: async (_, name) => {
      setNewName('');
      toaster.success(t('tags.created', { name }));
      const fresh = await tags.refetch();
      const made = fresh.data?.find((tag) => tag.name === name);
      if (made) setTagIds((ids) => [...new Set([...ids, String(made.id)])]);
    },
    onError: (error) => setNewError(libraryMessage(refusalOf(error) ?? t('common.failed'), locale)),
  });
  const save = useMutation({
    mutationFn: () =>
      api.request('/cgp/web/media/creation/batchAddTagOrDel', {
        ids: [...workIds],
        tagIds: tagIds.map(Number),
        operateType: operation === '1' ? 1 : 2,
      }),
    onSuccess: () => {
      toaster.success(t('tags.saved'));
      onSaved();
    },
    onError: (error) => toaster.error(libraryMessage(refusalOf(error) ?? t('common.failed'), locale)),
  });
  const missing = touched && tagIds.length === 0;
  return (
    <ActionDialog
      title={t('tags.title', { count: workIds.length })}
      submitLabel={t('tags.button')}
      pending={save.isPending}
      onSubmit={() => {
        setTouched(true);
        if (tagIds.length > 0) save.mutate();
      }}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gap: vars.space[3] }}>
        <FormField label={t('tags.operation')}>
          <RadioGroup
            orientation="horizontal"
            options={[
              { value: '1', label: t('tags.add') },
              { value: '2', label: t('tags.remove') },
            ]}
            value={operation}
            onValueChange={(value) => setOperation(value === '2' ? '2' : '1')}
          />
        </FormField>
        <FormField label={t('tags.tags')} required error={missing ? t('tags.choose') : undefined}>
          <Select
            multiple
            searchable
            options={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
            value={tagIds}
            onValueChange={setTagIds}
            invalid={missing}
          />
        </FormField>
        {operation === '1' ? (
          <FormField label={t('tags.new')} error={newError ?? undefined}>
            <div style={{ display: 'flex', gap: vars.space[2] }}>
              <TextInput
                value={newName}
                maxLength={CREATION_LIMITS.tagName}
                placeholder={t('tags.newPlaceholder')}
                onChange={(event) => {
                  setNewName(event.target.value);
                  setNewError(null);
                }}
              />
              <Button
                loading={create.isPending}
                disabled={!newName.trim()}
                onClick={() => create.mutate(newName.trim())}
              >
                {t('tags.create')}
              </Button>
            </div>
          </FormField>
        ) : null}
      </div>
    </ActionDialog>
  );
}
