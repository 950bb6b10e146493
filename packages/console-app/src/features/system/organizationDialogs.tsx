import type { DeptGroup, DeptLevelAlias, DeptNode } from '@brand-console/api-client';
import { organisationRequests } from '@brand-console/api-client/schemas';
import {
  ConfirmDialog,
  FormDialog,
  FormItem,
  NumberInput,
  TextInput,
  TreeSelect,
  type TreeNode,
} from '@brand-console/ui';
import { useMemo } from 'react';
import { useServices } from '../../lib/services';
import { useSystemTranslate } from './messages';
import { levelName, toTreeNodes } from './organizationModel';

/** Key of the tree select's top-level choice (no parent). */
const TOP = 'top';

/** Creates a department (under `parent`, or at the top for null) or renames `dept`. */
export function DepartmentNameDialog(
  props: { onClose: () => void; onSaved: (name: string, deptId?: number) => Promise<void> | void } & (
    { parent: DeptNode | null; dept?: undefined } | { dept: DeptNode; parent?: undefined }
  ),
) {
  const { api } = useServices();
  const t = useSystemTranslate();
  const { dept, parent, onClose, onSaved } = props;
  const field = (
    <FormItem name="deptName" label={t('org.name')} required>
      <TextInput placeholder={t('org.namePlaceholder')} maxLength={50} autoComplete="off" />
    </FormItem>
  );
  if (dept) {
    return (
      <FormDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('org.rename')}
        submitText={t('org.save')}
        schema={organisationRequests['/v1/system/dept/renameDept']}
        defaultValues={{ deptId: dept.deptId, deptName: dept.deptName }}
        onSubmit={async (values) => {
          await api.request('/v1/system/dept/renameDept', values);
          await onSaved(values.deptName);
        }}
      >
        {field}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={parent ? t('org.addChild') : t('org.add')}
      description={parent ? t('org.addUnder', { name: parent.deptName }) : t('org.addTop')}
      submitText={t('org.create')}
      schema={organisationRequests['/v1/system/dept/addDept']}
      defaultValues={{ deptName: '', ...(parent ? { parentId: parent.deptId } : {}) }}
      onSubmit={async (values) => {
        const { deptId } = await api.request('/v1/system/dept/addDept', values);
        await onSaved(values.deptName, deptId);
      }}
    >
      {field}
    </FormDialog>
  );
}

/** The tree as a choice of new parents: the top level first; the department itself and its subtree cannot be chosen. */
function parentChoices(tree: readonly DeptNode[], moving: number, topLabel: string): TreeNode[] {
  const toNodes = (nodes: readonly DeptNode[], locked: boolean): TreeNode[] =>
    nodes.map((node) => {
      const inside = locked || node.deptId === moving;
      return {
        key: String(node.deptId),
        label: node.deptName,
        ...(inside ? { disabled: true } : {}),
        children: toNodes(node.children, inside),
      };
    });
  return [{ key: TOP, label: topLabel }, ...toNodes(tree, false)];
}

/** Moves `dept` under another department of the brand, or to the top level. */
export function MoveDepartmentDialog({
  dept,
  tree,
  onClose,
  onSaved,
}: {
  dept: DeptNode;
  tree: readonly DeptNode[];
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useSystemTranslate();
  const choices = useMemo(() => parentChoices(tree, dept.deptId, t('org.top')), [tree, dept.deptId, t]);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${t('org.move')} · ${dept.deptName}`}
      submitText={t('org.save')}
      schema={organisationRequests['/v1/system/dept/moveDept']}
      defaultValues={{ deptId: dept.deptId, ...(dept.parentId === null ? {} : { parentId: dept.parentId }) }}
      onSubmit={async (values) => {
        await api.request('/v1/system/dept/moveDept', values);
        await onSaved();
      }}
    >
      <FormItem
        name="parentId"
        label={t('org.parent')}
        required
        format={(id: number | undefined) => (id === undefined ? TOP : String(id))}
        parse={(key: string | null) => (key === null || key === TOP ? undefined : Number(key))}
      >
        <TreeSelect data={choices} />
      </FormItem>
    </FormDialog>
  );
}

/** Sets how many members `dept` may hold (0: no limit). */
export function DepartmentLimitDialog({
  dept,
  onClose,
  onSaved,
}: {
  dept: DeptNode;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useSystemTranslate();
  return (
    <FormDialog
      open
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title={`${t('org.limit')} · ${dept.deptName}`}
      submitText={t('org.save')}
      schema={organisationRequests['/v1/system/dept/updateDeptAccountLimitNum']}
      defaultValues={{ deptId: dept.deptId, limitNum: dept.accountLimitNum ?? 0 }}
      onSubmit={async (values) => {
        await api.request('/v1/system/dept/updateDeptAccountLimitNum', values);
        await onSaved();
      }}
    >
      <FormItem
        name="limitNum"
        label={t('org.limitValue')}
        hint={t('org.limitHint')}
        required
        parse={(value: number | null) => value ?? 0}
      >
        <NumberInput min={0} max={100_000} precision={0} />
      </FormItem>
    </FormDialog>
  );
}

/** Names the levels of the tree; a level left as its default keeps following the default. */
export function LevelNamesDialog({
  aliases,
  locale,
  onClose,
  onSaved,
}: {
  aliases: readonly DeptLevelAlias[];
  locale: 'zh' | 'en';
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useSystemTranslate();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('org.levels')}
      description={t('org.levelsHint')}
      submitText={t('org.save')}
      schema={organisationRequests['/v1/system/dept/alias/add']}
      defaultValues={{
        aliasList: aliases.map((entry) => ({ level: entry.level, alias: levelName(aliases, entry.level, locale) })),
      }}
      onSubmit={async (values) => {
        // A default left as shown (in either language) stays the default: it is sent as the
        // default's own name, which the server stores as no name of the brand's.
        const aliasList = values.aliasList.map((item) => {
          const before = aliases.find((entry) => entry.level === item.level);
          const unchanged = before && !before.custom && item.alias.trim() === levelName(aliases, item.level, locale);
          return unchanged ? { level: item.level, alias: before.alias } : item;
        });
        await api.request('/v1/system/dept/alias/add', { aliasList });
        await onSaved();
      }}
    >
      {aliases.map((entry, index) => (
        <FormItem
          key={entry.level}
          name={`aliasList.${index}.alias`}
          label={t('org.levelN', { level: entry.level })}
          required
        >
          <TextInput maxLength={50} autoComplete="off" />
        </FormItem>
      ))}
    </FormDialog>
  );
}

/** Deletes `dept` and its sub-departments after asking; the server refuses while any of them has members. */
export function DeleteDepartmentDialog({
  dept,
  subDepartments,
  onClose,
  onDeleted,
}: {
  dept: DeptNode;
  subDepartments: number;
  onClose: () => void;
  onDeleted: () => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useSystemTranslate();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('org.deleteTitle', { name: dept.deptName })}
      confirmText={t('org.delete')}
      onConfirm={async () => {
        await api.request('/v1/system/dept/deleteDept', { deptId: dept.deptId });
        await onDeleted();
      }}
    >
      {subDepartments > 0 ? t('org.deleteBody', { children: subDepartments }) : t('org.deleteBodyLeaf')}
    </ConfirmDialog>
  );
}

/** Creates a department group, renames one, or changes its departments. */
export function DeptGroupDialog({
  mode,
  group,
  tree,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'rename' | 'departments';
  group?: DeptGroup;
  tree: readonly DeptNode[];
  onClose: () => void;
  onSaved: (name: string) => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useSystemTranslate();
  const nodes = useMemo(() => toTreeNodes(tree), [tree]);
  const departments = (
    <FormItem
      name="deptIds"
      label={t('org.groupDepts')}
      format={(ids: number[] | undefined) => (ids ?? []).map(String)}
      parse={(keys: string[]) => keys.map(Number)}
    >
      <TreeSelect multiple checkStrictly data={nodes} />
    </FormItem>
  );
  const name = (
    <FormItem name="groupName" label={t('org.groupName')} required>
      <TextInput maxLength={50} autoComplete="off" />
    </FormItem>
  );
  if (mode === 'create' || !group) {
    return (
      <FormDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('org.addGroup')}
        description={t('org.groupsHint')}
        submitText={t('org.create')}
        schema={organisationRequests['/v1/system/dept/group/createDeptGroup']}
        defaultValues={{ groupName: '', deptIds: [] }}
        onSubmit={async (values) => {
          await api.request('/v1/system/dept/group/createDeptGroup', values);
          await onSaved(values.groupName);
        }}
      >
        {name}
        {departments}
      </FormDialog>
    );
  }
  if (mode === 'rename') {
    return (
      <FormDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('org.rename')}
        submitText={t('org.save')}
        schema={organisationRequests['/v1/system/dept/group/updateDeptGroup']}
        defaultValues={{ groupId: group.groupId, groupName: group.groupName }}
        onSubmit={async (values) => {
          await api.request('/v1/system/dept/group/updateDeptGroup', values);
          await onSaved(values.groupName);
        }}
      >
        {name}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${t('org.groupEdit')} · ${group.groupName}`}
      submitText={t('org.save')}
      schema={organisationRequests['/v1/system/dept/group/moveGroupDepts']}
      defaultValues={{ groupId: group.groupId, deptIds: group.deptIds }}
      onSubmit={async (values) => {
        await api.request('/v1/system/dept/group/moveGroupDepts', values);
        await onSaved(group.groupName);
      }}
    >
      {departments}
    </FormDialog>
  );
}

/** Deletes a department group after asking (its departments stay). */
export function DeleteGroupDialog({
  group,
  onClose,
  onDeleted,
}: {
  group: DeptGroup;
  onClose: () => void;
  onDeleted: () => Promise<void> | void;
}) {
  const { api } = useServices();
  const t = useSystemTranslate();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('org.groupDeleteTitle', { name: group.groupName })}
      confirmText={t('org.delete')}
      onConfirm={async () => {
        await api.request('/v1/system/dept/group/deleteDeptGroup', { groupId: group.groupId });
        await onDeleted();
      }}
    >
      {t('org.groupDeleteBody')}
    </ConfirmDialog>
  );
}
