import type { BusinessEntity } from '@brand-console/api-client';
import { apiQueryOptions } from '@brand-console/api-client/query';
import { organisationRequests } from '@brand-console/api-client/schemas';
import { FormDialog, FormItem, Select, TextInput, TreeSelect, useLocale } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services';
import { toTreeNodes } from '../organizationModel';
import { businessMessage, refusalOf, useBusinessTranslate } from './messages';

type Saved = (name: string) => Promise<void> | void;

const ids = (keys: readonly string[]) => keys.map(Number);
const keys = (values: readonly number[] | undefined) => (values ?? []).map(String);

/** Runs a call; a refusal about the name goes next to the field, any other is thrown in the reader's language. */
async function refusing(
  call: () => Promise<unknown>,
  locale: string,
  nameError?: (message: string) => void,
): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    const msg = refusalOf(error);
    if (msg === null) throw error;
    const message = businessMessage(msg, locale);
    if (nameError && msg.startsWith('已有名为')) {
      nameError(message);
      return false;
    }
    throw new Error(message, { cause: error });
  }
}

/** Creates an entity: its name and type, checked with `createPrincipal`'s request schema. */
export function CreateEntityDialog({ onClose, onSaved }: { onClose: () => void; onSaved: Saved }) {
  const { api } = useServices();
  const t = useBusinessTranslate();
  const locale = useLocale();
  const options = useMemo(
    () => [
      { value: '1', label: t('business.type1') },
      { value: '2', label: t('business.type2') },
    ],
    [t],
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('business.add')}
      submitText={t('business.create')}
      schema={organisationRequests['/v1/system/business/createPrincipal']}
      defaultValues={{ name: '', type: 1 as const }}
      onSubmit={async (values, { setFieldError }) => {
        const done = await refusing(
          () => api.request('/v1/system/business/createPrincipal', values, { selfHandled: true }),
          locale,
          (message) => setFieldError('name', message),
        );
        if (done) await onSaved(values.name);
      }}
    >
      <FormItem name="name" label={t('business.name')} required>
        <TextInput placeholder={t('business.namePlaceholder')} autoComplete="off" />
      </FormItem>
      <FormItem name="type" label={t('business.type')} required format={(v: number) => String(v)} parse={Number}>
        <Select options={options} />
      </FormItem>
    </FormDialog>
  );
}

/** Renames `entity`, checked with `principalRename`'s request schema. */
export function RenameEntityDialog({
  entity,
  onClose,
  onSaved,
}: {
  entity: BusinessEntity;
  onClose: () => void;
  onSaved: Saved;
}) {
  const { api } = useServices();
  const t = useBusinessTranslate();
  const locale = useLocale();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('business.renameOf', { name: entity.name })}
      submitText={t('business.save')}
      schema={organisationRequests['/v1/system/business/principalRename']}
      defaultValues={{ id: entity.id, name: entity.name }}
      onSubmit={async (values, { setFieldError }) => {
        const done = await refusing(
          () => api.request('/v1/system/business/principalRename', values, { selfHandled: true }),
          locale,
          (message) => setFieldError('name', message),
        );
        if (done) await onSaved(values.name);
      }}
    >
      <FormItem name="name" label={t('business.name')} required>
        <TextInput placeholder={t('business.namePlaceholder')} autoComplete="off" />
      </FormItem>
    </FormDialog>
  );
}

const deptSchema = organisationRequests['/v1/system/business/bindPrincipalDepts'].extend({
  groupIds: organisationRequests['/v1/system/business/bindPrincipalGroups'].shape.groupIds,
  userIds: organisationRequests['/v1/system/business/bindPrincipalUsers'].shape.userIds,
});

/**
 * An entity's bindings: departments (department entities) or department groups (group entities),
 * and member accounts; opens with what the server has and saves each list as chosen.
 */
export function BindingsDialog({
  entity,
  onClose,
  onSaved,
}: {
  entity: BusinessEntity;
  onClose: () => void;
  onSaved: Saved;
}) {
  const { api } = useServices();
  const t = useBusinessTranslate();
  const locale = useLocale();
  const bindings = useQuery(apiQueryOptions(api, '/v1/system/business/principalBindings', { id: entity.id }));
  const tree = useQuery({
    ...apiQueryOptions(api, '/v1/system/dept/getDeptTree', {}),
    enabled: entity.type === 1,
  });
  const choices = useQuery(apiQueryOptions(api, '/v1/system/business/bindingChoices', {}));
  const deptNodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const groupOptions = useMemo(
    () => (choices.data?.groups ?? []).map((g) => ({ value: String(g.groupId), label: g.groupName })),
    [choices.data],
  );
  const memberOptions = useMemo(
    () => (choices.data?.users ?? []).map((u) => ({ value: String(u.userId), label: `${u.userName} ${u.phone}` })),
    [choices.data],
  );
  if (!bindings.data || !choices.data || (entity.type === 1 && !tree.data)) return null;
  const data = bindings.data;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('business.bindOf', { name: entity.name })}
      submitText={t('business.save')}
      schema={deptSchema}
      defaultValues={{
        id: entity.id,
        deptIds: data.depts.map((d) => d.deptId),
        groupIds: data.groups.map((g) => g.groupId),
        userIds: data.users.map((u) => u.userId),
      }}
      onSubmit={async (values) => {
        const done = await refusing(async () => {
          if (entity.type === 1) {
            await api.request(
              '/v1/system/business/bindPrincipalDepts',
              { id: values.id, deptIds: values.deptIds },
              { selfHandled: true },
            );
          } else {
            await api.request(
              '/v1/system/business/bindPrincipalGroups',
              { id: values.id, groupIds: values.groupIds },
              { selfHandled: true },
            );
          }
          await api.request(
            '/v1/system/business/bindPrincipalUsers',
            { id: values.id, userIds: values.userIds },
            { selfHandled: true },
          );
        }, locale);
        if (done) await onSaved(entity.name);
      }}
    >
      {entity.type === 1 ? (
        <FormItem
          name="deptIds"
          label={t('business.depts')}
          hint={t('business.deptsHint')}
          format={keys}
          parse={(value: string[]) => ids(value)}
        >
          <TreeSelect multiple checkStrictly data={deptNodes} />
        </FormItem>
      ) : (
        <FormItem
          name="groupIds"
          label={t('business.groups')}
          hint={t('business.groupsHint')}
          format={keys}
          parse={(value: string[]) => ids(value)}
        >
          <Select multiple options={groupOptions} />
        </FormItem>
      )}
      <FormItem name="userIds" label={t('business.accounts')} format={keys} parse={(value: string[]) => ids(value)}>
        <Select multiple options={memberOptions} />
      </FormItem>
    </FormDialog>
  );
}
