import { isApiError, type Material } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { CheckboxGroup, FormField, Spinner, Tag, TextInput, useDebouncedCallback } from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog';
import { useServices } from '../../../lib/services';
import { Inline } from '../../../components/layout';
import { useCreationTranslate } from '../messages';

/** Spec section 9: the member search waits 500 ms after the last key. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;

export interface MembersDialogProps {
  material: Pick<Material, 'id' | 'name' | 'userDTOS'>;
  onClose: () => void;
  /** Called after the server added the members. */
  onSaved: () => void;
}

/**
 * Exclusive members of one material (spec sections 5 and 6): search the brand's members by name
 * (debounced 500 ms), tick one or more, add them. Members already exclusive are listed as such and
 * cannot be ticked again; none ticked says 请选择需要添加的成员 next to the field, and the
 * server's refusals (已添加该成员 when someone else added the member meanwhile) are said there
 * too. The ticks survive new searches.
 */
export function MembersDialog({ material, onClose, onSaved }: MembersDialogProps) {
  const { api } = useServices();
  const t = useCreationTranslate();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const searchLater = useDebouncedCallback((next: string) => setTerm(next.trim()), MEMBER_SEARCH_DEBOUNCE_MS);
  /** Ticked members, by id, with the name shown on their chip. */
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const [touched, setTouched] = useState(false);
  const existing = new Set(material.userDTOS.map((u) => u.userId));

  const members = useQuery({
    ...apiQueryOptions(api, '/mission/audit/video/listUserInfo', {
      staffStatus: 1,
      isValid: 1,
      ...(term ? { userBrandName: term } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: () =>
      api.request(
        '/cgp/web/media/userMedia/setUserRelation',
        { isAppend: 1, userIds: [...chosen.keys()], mediaIds: [material.id], isMaterial: 1 },
        { selfHandled: true },
      ),
    onSuccess: onSaved,
  });

  const results = members.data ?? [];
  const missing = touched && chosen.size === 0;
  const refusal = save.error ? (isApiError(save.error) && save.error.msg) || t('materials.members.failed') : null;

  return (
    <ActionDialog
      title={t('materials.members.title', { name: material.name })}
      description={t('materials.members.hint')}
      size="md"
      submitLabel={t('materials.members.add')}
      pending={save.isPending}
      onSubmit={() => {
        setTouched(true);
        if (chosen.size > 0) save.mutate();
      }}
      onClose={onClose}
    >
      <p>
        <strong>{t('materials.members.current')}</strong>{' '}
        {material.userDTOS.length > 0
          ? material.userDTOS.map((u) => u.userBrandName).join('、')
          : t('materials.members.none')}
      </p>
      <FormField label={t('materials.members.search')}>
        <TextInput
          type="search"
          value={typed}
          maxLength={30}
          placeholder={t('materials.members.searchPlaceholder')}
          onValueChange={(next) => {
            setTyped(next);
            searchLater(next);
          }}
        />
      </FormField>
      <FormField
        label={t('materials.members.choose')}
        required
        error={missing ? t('materials.members.chooseOne') : refusal || undefined}
      >
        {members.isLoading ? (
          <Spinner label={t('materials.members.searching')} />
        ) : results.length === 0 ? (
          <span role="status">{t('materials.members.noMatch')}</span>
        ) : (
          <CheckboxGroup
            options={results.map((u) => ({
              value: String(u.userId),
              label: existing.has(u.userId)
                ? t('materials.members.already', { name: u.userBrandName })
                : u.deptName
                  ? `${u.userBrandName}（${u.deptName}）`
                  : u.userBrandName,
              disabled: existing.has(u.userId),
            }))}
            value={results.filter((u) => chosen.has(u.userId)).map((u) => String(u.userId))}
            onValueChange={(ticked) => {
              const on = new Set(ticked.map(Number));
              setChosen((prev) => {
                const next = new Map(prev);
                for (const u of results) {
                  if (on.has(u.userId)) next.set(u.userId, u.userBrandName);
                  else next.delete(u.userId);
                }
                return next;
              });
              save.reset();
            }}
          />
        )}
      </FormField>
      {chosen.size > 0 ? (
        <Inline role="group" wrap aria-label={t('materials.members.ticked', { count: chosen.size })}>
          {[...chosen].map(([id, name]) => (
            <Tag
              key={id}
              size="sm"
              tone="accent"
              closeLabel={t('materials.members.untick', { name })}
              onClose={() =>
                setChosen((prev) => {
                  const next = new Map(prev);
                  next.delete(id);
                  return next;
                })
              }
            >
              {name}
            </Tag>
          ))}
        </Inline>
      ) : null}
    </ActionDialog>
  );
}
