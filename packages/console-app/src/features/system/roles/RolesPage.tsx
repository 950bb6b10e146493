import type { BrandRole } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Button, createListColumns, ListPage, Tag, useFormatters, vars } from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { textParam } from '../../../lib/listParams';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { useRolesTranslate } from './messages';

// The dialogs (forms and the request schemas) load after the page has shown, not before it.
const loadDialogs = () => import('./roleDialogs');
const CreateRoleDialog = preloadable(() => loadDialogs().then((m) => m.CreateRoleDialog));
const RenameRoleDialog = preloadable(() => loadDialogs().then((m) => m.RenameRoleDialog));
const DeleteRoleDialog = preloadable(() => loadDialogs().then((m) => m.DeleteRoleDialog));
const DIALOGS = [CreateRoleDialog, RenameRoleDialog, DeleteRoleDialog] as const;

const col = createListColumns<BrandRole>();

type RoleDialog = { kind: 'create' } | { kind: 'rename' | 'delete'; role: BrandRole };

/** The permission editor of a role (`role/per_config`), under this page's own address. */
export const permissionsPath = (pagePath: string, roleId: number) => `${pagePath}/per_config?id=${roleId}`;

/**
 * 角色 (menu key `role`): the brand's roles with their code, how many members hold each and which is
 * the administrator role. Search by name (in the address); create, rename and delete (the server
 * refuses the administrator role and a role members still hold); 权限设置 opens the role's
 * permission editor, a link that also opens in a new tab.
 */
export function RolesPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useRolesTranslate();
  const { formatCount } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: 50 });
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const roleName = textParam(query.filters.roleName);

  useEffect(() => {
    for (const dialog of DIALOGS) dialog.preload().catch(() => {});
  }, []);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/system/role/listRole', roleName ? { roleName } : {}),
    placeholderData: keepPreviousData,
  });
  const roles = list.data ?? [];

  const columns = useMemo(
    () => [
      col.text('roleName', {
        title: t('roles.name'),
        search: { placeholder: t('roles.searchPlaceholder'), maxLength: 20 },
      }),
      col.text('roleCode', { title: t('roles.code') }),
      col.count('memberCount', { title: t('roles.members'), width: 100 }),
      col.computed({
        key: 'kind',
        valueType: 'text',
        value: (role) => (role.isAdmin ? t('roles.admin') : t('roles.custom')),
        title: t('roles.kind'),
        width: 120,
        render: (role) => (role.isAdmin ? <Tag tone="accent">{t('roles.admin')}</Tag> : <Tag>{t('roles.custom')}</Tag>),
      }),
      col.computed({
        key: 'permissions',
        valueType: 'text',
        value: () => t('roles.configure'),
        title: t('roles.permissions'),
        width: 140,
        hideable: false,
        render: (role) => (
          <Link
            to={permissionsPath(page.path, role.roleId)}
            aria-label={t('roles.configureOf', { name: role.roleName })}
            style={{ color: vars.color.fg.link }}
          >
            {t('roles.configure')}
          </Link>
        ),
      }),
    ],
    [t, page.path],
  );

  /** After a change: the list as the server now has it, and a message. */
  const changed = async (message: string) => {
    toaster.success(message);
    await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/role/listRole') });
  };
  const close = () => setDialog(null);

  return (
    <>
      <ListPage<BrandRole>
        title={page.title}
        description={
          list.data ? <span aria-live="polite">{t('roles.summary', { count: formatCount(roles.length) })}</span> : null
        }
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('roles.add')}
          </Button>
        }
        aria-label={t('roles.table')}
        columns={columns}
        data={roles}
        total={roles.length}
        paginated={false}
        getRowId={(role) => String(role.roleId)}
        getRowLabel={(role) => role.roleName}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('roles.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={roleName ? t('roles.noMatch', { text: roleName }) : t('roles.none')}
        rowActions={(role) => [
          {
            key: 'rename',
            label: t('roles.rename'),
            ariaLabel: `${t('roles.rename')} ${role.roleName}`,
            onSelect: () => setDialog({ kind: 'rename', role }),
          },
          {
            key: 'delete',
            label: t('roles.delete'),
            ariaLabel: `${t('roles.delete')} ${role.roleName}`,
            tone: 'danger',
            onSelect: () => setDialog({ kind: 'delete', role }),
          },
        ]}
        maxInlineActions={2}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' ? (
          <CreateRoleDialog onClose={close} onSaved={(name) => changed(t('roles.created', { name }))} />
        ) : null}
        {dialog?.kind === 'rename' ? (
          <RenameRoleDialog
            role={dialog.role}
            onClose={close}
            onSaved={(name) => changed(t('roles.renamed', { name }))}
          />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <DeleteRoleDialog
            role={dialog.role}
            onClose={close}
            onDeleted={() => changed(t('roles.deleted', { name: dialog.role.roleName }))}
          />
        ) : null}
      </Suspense>
    </>
  );
}
