import type { BrandRole, BrandUser, DeptNode } from '@brand-console/api-client';
import { membersRequests, organisationRequests } from '@brand-console/api-client/schemas';
import { Button, ConfirmDialog, Dialog, FormDialog, FormItem, Select, TextInput, TreeSelect } from '@brand-console/ui';
import { useMemo, useRef, useState } from 'react';
import { useServices } from '../../../lib/services';
import { useSystemTranslate } from '../messages';
import { toTreeNodes } from '../organizationModel';
import type { MemberDialog } from './memberModel';

export interface MemberDialogsProps {
  dialog: MemberDialog;
  roles: readonly BrandRole[];
  deptTree: readonly DeptNode[];
  onClose: () => void;
  /** After the server saved a change (the list or detail loads again). */
  onChanged: () => Promise<unknown> | void;
}

const ids = (keys: readonly string[]) => keys.map(Number);
const keys = (values: readonly number[] | undefined) => (values ?? []).map(String);

/** The member pages' dialogs: add, edit, departments, enable/disable, password reset (and the password shown once). */
export function MemberDialogs({ dialog, roles, deptTree, onClose, onChanged }: MemberDialogsProps) {
  const [password, setPassword] = useState<{ name: string; value: string } | null>(null);
  // A form or confirmation closes itself once done; when it produced a password to show, closing
  // it leads to that password instead of closing the whole.
  const shown = useRef(false);
  const closeUnlessShowing = () => {
    if (!shown.current) onClose();
  };
  const show = (name: string, value: string) => {
    shown.current = true;
    setPassword({ name, value });
  };
  if (password) return <InitialPasswordDialog {...password} onClose={onClose} />;
  switch (dialog.kind) {
    case 'add':
      return (
        <AddMemberDialog
          roles={roles}
          deptTree={deptTree}
          onClose={closeUnlessShowing}
          onAdded={async (name, initialPassword) => {
            if (initialPassword) show(name, initialPassword);
            await onChanged();
          }}
        />
      );
    case 'edit':
      return <EditMemberDialog member={dialog.member} roles={roles} onClose={onClose} onSaved={onChanged} />;
    case 'departments':
      return <DepartmentsDialog member={dialog.member} deptTree={deptTree} onClose={onClose} onSaved={onChanged} />;
    case 'status':
      return <StatusDialog member={dialog.member} onClose={onClose} onSaved={onChanged} />;
    case 'reset':
      return (
        <ResetPasswordDialog
          member={dialog.member}
          onClose={closeUnlessShowing}
          onReset={async (value) => {
            show(dialog.member.userBrandName, value);
            await onChanged();
          }}
        />
      );
  }
}

function useRoleOptions(roles: readonly BrandRole[]) {
  return useMemo(() => roles.map((role) => ({ value: String(role.roleId), label: role.roleName })), [roles]);
}

function AddMemberDialog({
  roles,
  deptTree,
  onClose,
  onAdded,
}: {
  roles: readonly BrandRole[];
  deptTree: readonly DeptNode[];
  onClose: () => void;
  onAdded: (name: string, initialPassword: string | null) => Promise<void>;
}) {
  const { api, toaster } = useServices();
  const t = useSystemTranslate();
  const roleOptions = useRoleOptions(roles);
  const deptNodes = useMemo(() => toTreeNodes(deptTree), [deptTree]);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('members.add')}
      submitText={t('members.create')}
      schema={membersRequests['/v1/system/user/addBrandUser']}
      defaultValues={{ phone: '', userBrandName: '', deptIds: [], roleIds: [] }}
      onSubmit={async (values) => {
        const added = await api.request('/v1/system/user/addBrandUser', values);
        toaster.success(
          added.initialPassword
            ? t('members.added', { name: values.userBrandName })
            : t('members.addedExisting', { name: values.userBrandName }),
        );
        await onAdded(values.userBrandName, added.initialPassword);
      }}
    >
      <FormItem name="phone" label={t('members.phone')} required>
        <TextInput inputMode="numeric" placeholder={t('members.phonePlaceholder')} maxLength={11} autoComplete="off" />
      </FormItem>
      <FormItem name="userBrandName" label={t('members.name')} required>
        <TextInput placeholder={t('members.namePlaceholder')} maxLength={10} autoComplete="off" />
      </FormItem>
      <FormItem
        name="deptIds"
        label={t('members.departments')}
        hint={t('members.deptsHint')}
        format={keys}
        parse={(value: string[]) => ids(value)}
      >
        <TreeSelect multiple checkStrictly data={deptNodes} />
      </FormItem>
      <FormItem
        name="roleIds"
        label={t('members.roles')}
        hint={t('members.rolesHint')}
        required
        format={keys}
        parse={(value: string[]) => ids(value)}
      >
        <Select multiple options={roleOptions} />
      </FormItem>
    </FormDialog>
  );
}

function EditMemberDialog({
  member,
  roles,
  onClose,
  onSaved,
}: {
  member: BrandUser;
  roles: readonly BrandRole[];
  onClose: () => void;
  onSaved: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const t = useSystemTranslate();
  const roleOptions = useRoleOptions(roles);
  const showsEmployeeId = member.employeeId !== undefined;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${t('members.edit')} · ${member.userBrandName}`}
      submitText={t('members.save')}
      schema={membersRequests['/v1/system/user/updateBrandUser']}
      defaultValues={{
        userId: member.userId,
        userBrandName: member.userBrandName,
        roleIds: member.roles.map((role) => role.roleId),
        ...(showsEmployeeId ? { employeeId: member.employeeId ?? '' } : {}),
      }}
      onSubmit={async (values) => {
        await api.request('/v1/system/user/updateBrandUser', values);
        toaster.success(t('members.saved'));
        await onSaved();
        onClose();
      }}
    >
      <FormItem name="userBrandName" label={t('members.name')} required>
        <TextInput maxLength={10} autoComplete="off" />
      </FormItem>
      <FormItem
        name="roleIds"
        label={t('members.roles')}
        required
        format={keys}
        parse={(value: string[]) => ids(value)}
      >
        <Select multiple options={roleOptions} />
      </FormItem>
      {showsEmployeeId ? (
        <FormItem name="employeeId" label={t('members.employeeId')}>
          <TextInput maxLength={32} autoComplete="off" />
        </FormItem>
      ) : null}
    </FormDialog>
  );
}

function DepartmentsDialog({
  member,
  deptTree,
  onClose,
  onSaved,
}: {
  member: BrandUser;
  deptTree: readonly DeptNode[];
  onClose: () => void;
  onSaved: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const t = useSystemTranslate();
  const deptNodes = useMemo(() => toTreeNodes(deptTree), [deptTree]);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${t('members.moveDepts')} · ${member.userBrandName}`}
      submitText={t('members.save')}
      schema={organisationRequests['/v1/system/staff/udpateStaffDepart']}
      defaultValues={{ userId: member.userId, deptIds: member.departments.map((d) => d.deptId) }}
      onSubmit={async (values) => {
        await api.request('/v1/system/staff/udpateStaffDepart', values);
        toaster.success(t('members.deptsSaved'));
        await onSaved();
        onClose();
      }}
    >
      <FormItem
        name="deptIds"
        label={t('members.departments')}
        hint={t('members.deptsHint')}
        format={keys}
        parse={(value: string[]) => ids(value)}
      >
        <TreeSelect multiple checkStrictly data={deptNodes} />
      </FormItem>
    </FormDialog>
  );
}

function StatusDialog({
  member,
  onClose,
  onSaved,
}: {
  member: BrandUser;
  onClose: () => void;
  onSaved: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const t = useSystemTranslate();
  const disabling = member.status === 1;
  const name = member.userBrandName;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone={disabling ? 'danger' : 'info'}
      title={disabling ? t('members.disableTitle', { name }) : t('members.enableTitle', { name })}
      confirmText={disabling ? t('members.disable') : t('members.enable')}
      onConfirm={async () => {
        await api.request('/v1/system/user/updateBrandUserStatus', {
          userId: member.userId,
          status: disabling ? 0 : 1,
        });
        toaster.success(disabling ? t('members.disabled', { name }) : t('members.enabled', { name }));
        await onSaved();
      }}
    >
      {disabling ? t('members.disableBody') : t('members.enableBody')}
    </ConfirmDialog>
  );
}

function ResetPasswordDialog({
  member,
  onClose,
  onReset,
}: {
  member: BrandUser;
  onClose: () => void;
  onReset: (password: string) => Promise<void>;
}) {
  const { api } = useServices();
  const t = useSystemTranslate();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('members.resetTitle', { name: member.userBrandName })}
      confirmText={t('members.resetPassword')}
      onConfirm={async () => {
        const { initialPassword } = await api.request('/v1/system/user/resetBrandUserPassword', {
          userId: member.userId,
        });
        await onReset(initialPassword);
      }}
    >
      {t('members.resetBody')}
    </ConfirmDialog>
  );
}

/** Shows an initial password once, with a copy button; closing forgets it. */
function InitialPasswordDialog({ name, value, onClose }: { name: string; value: string; onClose: () => void }) {
  const t = useSystemTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={t('members.passwordTitle')}
        description={t('members.passwordBody', { name })}
        footer={
          <>
            <Button
              onClick={() =>
                void navigator.clipboard?.writeText(value).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? t('members.copied') : t('members.copy')}
            </Button>
            <Button variant="primary" onClick={onClose}>
              {t('members.close')}
            </Button>
          </>
        }
      >
        <output
          aria-label={t('members.passwordTitle')}
          style={{ fontFamily: 'monospace', fontSize: 20, userSelect: 'all' }}
        >
          {value}
        </output>
      </Dialog.Content>
    </Dialog.Root>
  );
}
