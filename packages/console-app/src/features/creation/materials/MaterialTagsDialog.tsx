import type { Tag as TagEntity } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Button, Dialog, FormField, Select, Spinner, Tag, TextInput } from '@brand-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../lib/services';
import { BareList, Inline } from '../../../components/layout';
import { useCreationTranslate } from '../messages';

/** The server keeps tag names to 30 characters and descriptions to 200 (spec "not shown"). */
const TAG_NAME_MAX = 30;
const TAG_DESCRIPTION_MAX = 200;

export interface MaterialTagsDialogProps {
  materialId: number;
  materialName: string;
  onClose: () => void;
  /** Called after every change, so that the list shows the new tags. */
  onChanged: () => void;
}

/**
 * The tags of one material: add the brand's tags (or a new one, created on the way), remove them,
 * and describe them. A description belongs to the tag, so it reads the same on every material
 * that carries it. Each change is saved at once and the dialog stays open; typed text is kept when
 * a call fails (the client's toast says why).
 */
export function MaterialTagsDialog({ materialId, materialName, onClose, onChanged }: MaterialTagsDialogProps) {
  const { api, toaster } = useServices();
  const t = useCreationTranslate();
  const queryClient = useQueryClient();
  const detail = useQuery(apiQueryOptions(api, '/cgp/web/media/material/detail', { id: materialId }));
  const brandTags = useQuery(apiQueryOptions(api, '/cgp/web/media/material/tag/list', { isCreate: 0, tagType: 1 }));
  const [adding, setAdding] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const [emptyName, setEmptyName] = useState(false);
  const [descriptions, setDescriptions] = useState<Record<number, string>>({});

  const byName = new Map((brandTags.data?.tags ?? []).map((tag) => [tag.name, tag]));
  const current = (detail.data?.tagList ?? [])
    .map((tag) => byName.get(tag.name))
    .filter((tag): tag is TagEntity => tag !== undefined);
  const onMaterial = new Set(current.map((tag) => tag.id));

  const changed = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/material/detail') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/cgp/web/media/material/tag/list') }),
    ]);
    onChanged();
  };
  const relate = useMutation({
    mutationFn: ({ tagIds, add }: { tagIds: number[]; add: boolean }) =>
      api.request('/cgp/web/media/material/tag/relate/operator', {
        tagIds,
        materialIds: [materialId],
        operatorType: add ? 1 : 2,
      }),
    onSuccess: async (_, { add }) => {
      toaster.success(t(add ? 'materials.tags.added' : 'materials.tags.removed'));
      if (add) setAdding([]);
      await changed();
    },
  });
  const create = useMutation({
    mutationFn: async (name: string) => {
      // Spec section 7: the tag listing creates the tag when `isCreate` is 1.
      const { tags } = await api.request('/cgp/web/media/material/tag/list', { isCreate: 1, name, tagType: 1 });
      const tag = tags.find((candidate) => candidate.name === name);
      if (!tag) throw new Error('tag not created');
      await api.request('/cgp/web/media/material/tag/relate/operator', {
        tagIds: [tag.id],
        materialIds: [materialId],
        operatorType: 1,
      });
    },
    onSuccess: async () => {
      setNewName('');
      toaster.success(t('materials.tags.added'));
      await changed();
    },
  });
  const describe = useMutation({
    mutationFn: ({ id, description }: { id: number; description: string }) =>
      api.request('/cgp/web/media/material/tag/updateMaterialTagDesc', { id, description }),
    onSuccess: async (_, { id }) => {
      toaster.success(t('materials.tags.described'));
      setDescriptions(({ [id]: _saved, ...rest }) => rest);
      await changed();
    },
  });

  const loading = detail.isLoading || brandTags.isLoading;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        size="md"
        title={t('materials.tags.title', { name: materialName })}
        description={t('materials.tags.hint')}
        footer={<Button onClick={onClose}>{t('materials.close')}</Button>}
      >
        {loading ? (
          <Spinner label={t('materials.loadingTags')} />
        ) : (
          <>
            {current.length === 0 ? <p>{t('materials.tags.none')}</p> : null}
            <BareList aria-label={t('materials.tags.current')}>
              {current.map((tag) => {
                const draft = descriptions[tag.id] ?? tag.description ?? '';
                return (
                  <li key={tag.id}>
                    <FormField
                      label={
                        <Inline>
                          <Tag size="sm" tone="accent">
                            {tag.name}
                          </Tag>
                          {t('materials.tags.description')}
                        </Inline>
                      }
                    >
                      <TextInput
                        value={draft}
                        maxLength={TAG_DESCRIPTION_MAX}
                        placeholder={t('materials.tags.describePlaceholder')}
                        onValueChange={(text) => setDescriptions((d) => ({ ...d, [tag.id]: text }))}
                      />
                    </FormField>
                    <Inline>
                      <Button
                        size="sm"
                        aria-label={t('materials.tags.saveFor', { name: tag.name })}
                        disabled={draft === (tag.description ?? '')}
                        loading={describe.isPending && describe.variables.id === tag.id}
                        onClick={() => describe.mutate({ id: tag.id, description: draft.trim() })}
                      >
                        {t('materials.tags.save')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('materials.tags.removeFor', { name: tag.name })}
                        loading={relate.isPending && !relate.variables.add && relate.variables.tagIds[0] === tag.id}
                        onClick={() => relate.mutate({ tagIds: [tag.id], add: false })}
                      >
                        {t('materials.tags.remove')}
                      </Button>
                    </Inline>
                  </li>
                );
              })}
            </BareList>
            <FormField label={t('materials.tags.addExisting')}>
              <Select
                multiple
                searchable
                options={(brandTags.data?.tags ?? [])
                  .filter((tag) => !onMaterial.has(tag.id))
                  .map((tag) => ({ value: String(tag.id), label: tag.name }))}
                value={adding}
                onValueChange={setAdding}
                placeholder={t('materials.chooseTags')}
              />
            </FormField>
            <Button
              size="sm"
              variant="primary"
              disabled={adding.length === 0}
              loading={relate.isPending && relate.variables.add}
              onClick={() => relate.mutate({ tagIds: adding.map(Number), add: true })}
            >
              {t('materials.tags.addChosen')}
            </Button>
            <FormField
              label={t('materials.tags.createLabel')}
              error={emptyName ? t('materials.tags.nameRequired') : undefined}
            >
              <TextInput
                value={newName}
                maxLength={TAG_NAME_MAX}
                onValueChange={(text) => {
                  setNewName(text);
                  setEmptyName(false);
                }}
              />
            </FormField>
            <Button
              size="sm"
              loading={create.isPending}
              onClick={() => {
                const name = newName.trim();
                if (!name) setEmptyName(true);
                else create.mutate(name);
              }}
            >
              {t('materials.tags.create')}
            </Button>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
