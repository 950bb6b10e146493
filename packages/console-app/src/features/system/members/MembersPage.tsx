import { MEMBER_STATUSES, type BrandUser } from '@brand-console/api-client';
import { apiMutationOptions, apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  createListColumns,
  ListPage,
  TreeSelect,
  type ListFilterDef,
  type ListFilters,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { intParam, textParam } from '../../../lib/listParams';
import { useOpenTaskCentre } from '../../../lib/openTaskCentre';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { useSystemTranslate } from '../messages';
import { toTreeNodes } from '../organizationModel';
import { MEMBER_DETAIL_PATH, MEMBER_STATUS_TONES, type MemberDialog } from './memberModel';

const loadDialogs = () => import('./memberDialogs');
const MemberDialogs = preloadable(() => loadDialogs().then((m) => m.MemberDialogs));

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<BrandUser>();

/** The list call's filters from the address (the export sends the same). */
function filterParams(filters: ListFilters) {
  const userBrandName = textParam(filters.userBrandName);
  const phone = textParam(filters.phone);
  const deptId = intParam(filters.deptId);
  const roleId = intParam(filters.roleId);
  const status = intParam(filters.status);
  return {
    ...(userBrandName ? { userBrandName } : {}),
    ...(phone ? { phone } : {}),
    ...(deptId !== undefined ? { deptId } : {}),
    ...(roleId !== undefined ? { roleId } : {}),
    ...(status === 0 || status === 1 ? { status: status as 0 | 1 } : {}),
  };
}

/**
 * 子账号 (menu key `child_account`): the brand's members, searched by name, phone, department (with
 * those under it), role and status; add a member, edit, change departments, enable or disable
 * (disabling ends their sessions at once), reset to an initial password shown once, open the
 * detail page, and export what the list shows through the task centre (tracking 213).
 */
export function MembersPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const queryClient = useQueryClient();
  const t = useSystemTranslate();
  const navigate = useNavigate();
  const openTaskCentre = useOpenTaskCentre();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [dialog, setDialog] = useState<MemberDialog | null>(null);
  const [exported, setExported] = useState(false);
  const params = filterParams(query.filters);

  useEffect(() => {
    MemberDialogs.preload().catch(() => {});
  }, []);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/system/user/listBrandUser', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...params,
    }),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery(apiQueryOptions(api, '/v1/system/role/listRole', {}));
  const depts = useQuery(apiQueryOptions(api, '/v1/system/dept/getDeptTree', {}));
  const deptNodes = useMemo(() => toTreeNodes(depts.data ?? []), [depts.data]);
  const exporting = useMutation({
    ...apiMutationOptions(api, '/v1/system/user/exportBrandUser'),
    onSuccess: () => {
      tracker.action('userListExport');
      setExported(true);
      toaster.success(t('members.exportStarted'));
    },
  });
  const showsEmployeeId = (list.data?.records ?? []).some((row) => row.employeeId !== undefined);

  const columns = useMemo(
    () => [
      col.link('userBrandName', {
        title: t('members.name'),
        width: 140,
        href: (row) => `${MEMBER_DETAIL_PATH}?id=${row.userId}`,
        search: { placeholder: t('members.name'), maxLength: 10 },
      }),
      col.text('phone', { title: t('members.phone'), width: 130, search: { maxLength: 11 } }),
      col.computed({
        key: 'departments',
        title: t('members.departments'),
        valueType: 'text',
        value: (row) => row.departments.map((d) => d.deptName).join('、'),
      }),
      col.computed({
        key: 'roles',
        title: t('members.roles'),
        valueType: 'tags',
        value: (row) => row.roles.map((r) => r.roleName),
      }),
      col.status('status', {
        title: t('members.status'),
        width: 90,
        dictionary: MEMBER_STATUSES.map((entry) => ({ ...entry, tone: MEMBER_STATUS_TONES[entry.value] })),
        search: true,
      }),
      ...(showsEmployeeId
        ? [
            col.computed({
              key: 'employeeId',
              title: t('members.employeeId'),
              valueType: 'text',
              value: (row) => row.employeeId ?? '',
            }),
          ]
        : []),
      col.computed({
        key: 'lastLoginTime',
        title: t('members.lastLogin'),
        valueType: 'dateTime',
        width: 170,
        value: (row) => row.lastLoginTime,
      }),
      col.dateTime('createdAt', { title: t('members.joined'), width: 170, defaultHidden: true }),
    ],
    [t, showsEmployeeId],
  );
  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: 'deptId',
        label: t('members.dept'),
        kind: 'select',
        render: ({ value, onChange }) => (
          <TreeSelect
            aria-label={t('members.dept')}
            data={deptNodes}
            clearable
            value={typeof value === 'string' && value ? value : null}
            onValueChange={(key) => onChange(key ?? undefined)}
          />
        ),
      },
      {
        key: 'roleId',
        label: t('members.role'),
        kind: 'select',
        options: (roles.data ?? []).map((role) => ({ value: String(role.roleId), label: role.roleName })),
      },
    ],
    [t, deptNodes, roles.data],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/user/listBrandUser') });

  return (
    <>
      <ListPage<BrandUser>
        title={page.title}
        columns={columns}
        filters={filters}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(row) => String(row.userId)}
        getRowLabel={(row) => row.userBrandName}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? true : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void refresh()}
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
            {t('members.add')}
          </Button>
        }
        searchActions={
          <>
            <Button
              loading={exporting.isPending}
              onClick={() => exporting.mutate(params)}
              disabled={list.data?.total === 0}
            >
              {t('members.export')}
            </Button>
            {exported && openTaskCentre ? (
              <Button variant="link" onClick={openTaskCentre}>
                {t('members.openTaskCentre')}
              </Button>
            ) : null}
          </>
        }
        rowActions={(row) => [
          {
            key: 'detail',
            label: t('members.detail'),
            onSelect: () => void navigate(`${MEMBER_DETAIL_PATH}?id=${row.userId}`),
          },
          { key: 'edit', label: t('members.edit'), onSelect: () => setDialog({ kind: 'edit', member: row }) },
          {
            key: 'depts',
            label: t('members.moveDepts'),
            onSelect: () => setDialog({ kind: 'departments', member: row }),
          },
          row.status === 1
            ? {
                key: 'disable',
                label: t('members.disable'),
                tone: 'danger' as const,
                disabled: row.isMain === 1,
                onSelect: () => setDialog({ kind: 'status', member: row }),
              }
            : { key: 'enable', label: t('members.enable'), onSelect: () => setDialog({ kind: 'status', member: row }) },
          {
            key: 'reset',
            label: t('members.resetPassword'),
            disabled: row.isMain === 1,
            onSelect: () => setDialog({ kind: 'reset', member: row }),
          },
        ]}
        maxInlineActions={2}
      />
      <Suspense fallback={null}>
        {dialog ? (
          <MemberDialogs
            dialog={dialog}
            roles={roles.data ?? []}
            deptTree={depts.data ?? []}
            onClose={() => setDialog(null)}
            onChanged={refresh}
          />
        ) : null}
      </Suspense>
    </>
  );
}
