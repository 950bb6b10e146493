import type { BrandRole } from '@brand-console/api-client';
import { ConfirmDialog, FormDialog, FormItem, TextInput, useLocale } from '@brand-console/ui';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services';
import { useRolesTranslate } from './messages';
import { addRoleSchema, refusalOf, roleMessage, translateRefusal, updateRoleSchema } from './roleMessages';

/** A refusal the server gives about one field of a role form, by its message. */
const FIELD_REFUSALS: Readonly<Record<string, 'roleName' | 'roleCode'>> = {
  角色名称已存在: 'roleName',
  角色编码已存在: 'roleCode',
};

/** Creates a role: its name and code, checked with `addRole`'s request schema. */
export function CreateRoleDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (name: string) => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useRolesTranslate();
  const locale = useLocale();
  const schema = useMemo(() => addRoleSchema(locale), [locale]);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('roles.add')}
      submitText={t('roles.create')}
      schema={schema}
      defaultValues={{ roleName: '', roleCode: '' }}
      onSubmit={async (values, { setFieldError }) => {
        try {
          await api.request('/v1/system/role/addRole', values, { selfHandled: true });
        } catch (error) {
          const msg = refusalOf(error);
          const field = msg === null ? undefined : FIELD_REFUSALS[msg];
          if (msg !== null && field) {
            setFieldError(field, roleMessage(msg, locale));
            return;
          }
          translateRefusal(error, locale);
        }
        await onSaved(values.roleName);
      }}
    >
      <FormItem name="roleName" label={t('roles.name')} required>
        <TextInput placeholder={t('roles.namePlaceholder')} autoComplete="off" />
      </FormItem>
      <FormItem name="roleCode" label={t('roles.code')} hint={t('roles.codeHint')} required>
        <TextInput placeholder={t('roles.codePlaceholder')} autoComplete="off" spellCheck={false} />
      </FormItem>
    </FormDialog>
  );
}

/** Renames `role`, checked with `updateRole`'s request schema. */
export function RenameRoleDialog({
  role,
  onClose,
  onSaved,
}: {
  role: BrandRole;
  onClose: () => void;
  onSaved: (name: string) => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useRolesTranslate();
  const locale = useLocale();
  const schema = useMemo(() => updateRoleSchema(locale), [locale]);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('roles.renameOf', { name: role.roleName })}
      submitText={t('roles.save')}
      schema={schema}
      defaultValues={{ roleId: role.roleId, roleName: role.roleName }}
      onSubmit={async (values, { setFieldError }) => {
        try {
          await api.request('/v1/system/role/updateRole', values, { selfHandled: true });
        } catch (error) {
          const msg = refusalOf(error);
          if (msg !== null && FIELD_REFUSALS[msg] === 'roleName') {
            setFieldError('roleName', roleMessage(msg, locale));
            return;
          }
          translateRefusal(error, locale);
        }
        await onSaved(values.roleName);
      }}
    >
      <FormItem name="roleName" label={t('roles.name')} required>
        <TextInput placeholder={t('roles.namePlaceholder')} autoComplete="off" />
      </FormItem>
    </FormDialog>
  );
}

/** Deletes `role` after asking; the server refuses the administrator role and a role members hold. */
export function DeleteRoleDialog({
  role,
  onClose,
  onDeleted,
}: {
  role: BrandRole;
  onClose: () => void;
  onDeleted: () => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useRolesTranslate();
  const locale = useLocale();
  let body = t('roles.deleteBody');
  if (role.isAdmin) body = t('roles.deleteAdmin');
  else if (role.memberCount > 0) body = t('roles.deleteHeld', { count: role.memberCount });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('roles.deleteTitle', { name: role.roleName })}
      confirmText={t('roles.delete')}
      onConfirm={async () => {
        try {
          await api.request('/v1/system/role/deleteRole', { roleId: role.roleId }, { selfHandled: true });
        } catch (error) {
          translateRefusal(error, locale);
        }
        await onDeleted();
      }}
    >
      {body}
    </ConfirmDialog>
  );
}
