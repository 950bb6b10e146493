import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Empty,
  PageHeader,
  Result,
  Skeleton,
  Tag,
  TextInput,
  Tree,
  useFormatters,
  useLocale,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { useRolesTranslate } from './messages';
import { grantedPages, indexMenus, menuIdsToSave, pagesOf, samePages } from './roleGrants';
import { refusalOf, roleMessage } from './roleMessages';

/** A failure of the API client (network, timeout, refusal), whose message is for the user. */
const isClientError = (error: unknown): error is Error =>
  error instanceof Error && typeof (error as { kind?: unknown }).kind === 'string';

/** The role id of the address (`?id=`), or null when there is none worth asking for. */
function roleIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * 权限配置 (static route `system_manage/role/per_config?id=`): what a role grants, as the whole menu
 * tree with tri-state checkboxes (modules, groups, pages). Search, expand or collapse everything,
 * see how many pages are granted, discard or save. Nothing is sent until 保存; the server refuses a
 * save that would lock the brand out of the roles page, and the ticks stay as they were. Leaving
 * with changes unsaved asks first.
 */
export function RolePermissionsPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useRolesTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const { formatCount } = useFormatters();
  const [search] = useSearchParams();
  const roleId = roleIdOf(search);
  // The roles page is the parent in the trail: 系统管理 › 角色 › 权限配置.
  const rolesPath = page.trail.at(-2)?.path ?? page.path.replace(/\/per_config$/, '');

  const roles = useQuery(apiQueryOptions(api, '/v1/system/role/listRole', {}));
  const menus = useQuery({
    ...apiQueryOptions(api, '/v1/system/role/getRoleMenus', { roleId: roleId ?? 0 }),
    enabled: roleId !== null,
  });
  const role = roles.data?.find((r) => r.roleId === roleId);
  const index = useMemo(() => indexMenus(menus.data?.menus ?? []), [menus.data]);
  const saved = useMemo(() => grantedPages(index, menus.data?.menuIds ?? []), [index, menus.data]);

  // The user's ticks; null while they match what is saved.
  const [draft, setDraft] = useState<readonly string[] | null>(null);
  const checked = draft ?? saved;
  const granted = pagesOf(index, checked);
  const dirty = draft !== null && !samePages(pagesOf(index, draft), saved);
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);
  const [filterText, setFilterText] = useState('');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaving = useRef(false);

  // A new role in the address starts from what that role has.
  const [shownRole, setShownRole] = useState(roleId);
  if (shownRole !== roleId) {
    setShownRole(roleId);
    setDraft(null);
    setRefusal(null);
  }

  // Leaving with unsaved ticks asks first: inside the console, and when the tab closes or reloads.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saving &&
      `${currentLocation.pathname}${currentLocation.search}` !== `${nextLocation.pathname}${nextLocation.search}`,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async () => {
    if (roleId === null) return;
    setSaving(true);
    setRefusal(null);
    try {
      // Refusals show in the page, translated: no second, raw toast.
      await api.request(
        '/v1/system/role/saveRoleMenus',
        { roleId, menuIds: menuIdsToSave(index, checked) },
        { selfHandled: true },
      );
      await queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/role/getRoleMenus') });
      setDraft(null);
      toaster.success(t('perm.saved'));
    } catch (error) {
      const msg = refusalOf(error);
      // A refusal in the reader's language; a network failure or timeout as the client words it.
      const clientMessage = isClientError(error) ? error.message : '';
      setRefusal(msg === null ? clientMessage || t('perm.retryLater') : roleMessage(msg, locale));
    } finally {
      setSaving(false);
    }
  };

  const backToRoles = (
    <Link to={rolesPath} onClick={(event) => (event.preventDefault(), void navigate(rolesPath))}>
      {t('perm.backToRoles')}
    </Link>
  );
  const missing =
    roleId === null ||
    (roles.data !== undefined && role === undefined) ||
    (menus.isError && refusalOf(menus.error) === '角色不存在');

  if (missing) {
    return (
      <>
        <PageHeader title={page.title} />
        <Result status="warning" title={t('perm.noRole')} description={t('perm.noRoleHint')} actions={backToRoles} />
      </>
    );
  }

  const header = (
    <PageHeader
      title={page.title}
      back={{
        label: t('perm.backToRoles'),
        href: rolesPath,
        onClick: (event) => {
          event.preventDefault();
          void navigate(rolesPath);
        },
      }}
      description={role ? t('perm.role', { name: role.roleName }) : undefined}
      status={dirty ? <Tag tone="warning">{t('perm.unsaved')}</Tag> : undefined}
      actions={
        <>
          <Button
            onClick={() => {
              setDraft(null);
              setRefusal(null);
            }}
            disabled={!dirty || saving}
          >
            {t('perm.discard')}
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={saving} disabled={!dirty || !menus.data}>
            {t('perm.save')}
          </Button>
        </>
      }
    >
      {menus.data ? (
        <p aria-live="polite" style={{ margin: 0 }}>
          {t('perm.granted', { granted: formatCount(granted.length), total: formatCount(index.leaves.length) })}
        </p>
      ) : null}
    </PageHeader>
  );

  let body;
  if (menus.isPending) {
    body = <Skeleton lines={10} />;
  } else if (menus.isError) {
    const msg = refusalOf(menus.error);
    body = (
      <Result
        status="error"
        title={t('perm.loadFailed')}
        description={msg === null ? undefined : roleMessage(msg, locale)}
        actions={<Button onClick={() => void menus.refetch()}>{t('roles.retry')}</Button>}
      />
    );
  } else {
    const filtered = filterText.trim();
    const lower = filtered.toLowerCase();
    const matches = filtered ? index.labels.some((label) => label.toLowerCase().includes(lower)) : true;
    body = (
      <Card
        title={t('perm.menus')}
        titleAs="h2"
        extra={
          <div style={{ display: 'flex', gap: 8 }}>
            <Button size="sm" onClick={() => setExpanded(index.branches)}>
              {t('perm.expandAll')}
            </Button>
            <Button size="sm" onClick={() => setExpanded([])}>
              {t('perm.collapseAll')}
            </Button>
          </div>
        }
      >
        {refusal ? (
          <Alert tone="danger" title={t('perm.saveFailed')} description={refusal} style={{ marginBottom: 12 }} />
        ) : null}
        <p style={{ marginTop: 0 }}>{t('perm.hint')}</p>
        <TextInput
          type="search"
          aria-label={t('perm.search')}
          placeholder={t('perm.search')}
          value={filterText}
          maxLength={50}
          onChange={(event) => setFilterText(event.target.value)}
        />
        <div style={{ marginTop: 12 }}>
          {matches ? (
            <Tree
              aria-label={t('perm.tree')}
              data={index.nodes}
              checkable
              checkedKeys={checked}
              onCheckedKeysChange={(keys) => setDraft(keys)}
              expandedKeys={expanded ?? index.roots}
              onExpandedChange={setExpanded}
              filterText={filtered}
            />
          ) : (
            <Empty size="sm" description={t('perm.noMatch', { text: filtered })} />
          )}
        </div>
      </Card>
    );
  }

  return (
    <>
      {header}
      {body}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
        }}
        tone="danger"
        title={t('perm.leaveTitle')}
        confirmText={t('perm.leave')}
        cancelText={t('perm.stay')}
        onConfirm={() => {
          if (blocker.state !== 'blocked') return;
          leaving.current = true;
          blocker.proceed();
        }}
      >
        {t('perm.leaveBody')}
      </ConfirmDialog>
    </>
  );
}
