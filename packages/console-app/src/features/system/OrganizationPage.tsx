import type { DeptGroup, DeptNode } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  PageHeader,
  Result,
  Skeleton,
  TextInput,
  Tree,
  useFormatters,
  useLocale,
} from '@brand-console/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { PageProps } from '../../lib/router/menu';
import { useServices } from '../../lib/services';
import { useSystemTranslate } from './messages';
import { descendantsOf, indexDepartments, levelName, toTreeNodes } from './organizationModel';
import { preloadable } from '../../lib/preloadable';

// The dialogs (forms, their schemas, the tree select) load after the page has shown, not before it.
const loadDialogs = () => import('./organizationDialogs');
const DepartmentNameDialog = preloadable(() => loadDialogs().then((m) => m.DepartmentNameDialog));
const MoveDepartmentDialog = preloadable(() => loadDialogs().then((m) => m.MoveDepartmentDialog));
const DepartmentLimitDialog = preloadable(() => loadDialogs().then((m) => m.DepartmentLimitDialog));
const LevelNamesDialog = preloadable(() => loadDialogs().then((m) => m.LevelNamesDialog));
const DeleteDepartmentDialog = preloadable(() => loadDialogs().then((m) => m.DeleteDepartmentDialog));
const DeptGroupDialog = preloadable(() => loadDialogs().then((m) => m.DeptGroupDialog));
const DeleteGroupDialog = preloadable(() => loadDialogs().then((m) => m.DeleteGroupDialog));
// The sync section (its switches, select and report) loads after the tree, like the dialogs.
const OrgSyncSection = preloadable(() => import('./orgSync/OrgSyncSection').then((m) => m.OrgSyncSection));
const DIALOGS = [
  DeptGroupDialog,
  DeleteGroupDialog,
  DepartmentNameDialog,
  MoveDepartmentDialog,
  DepartmentLimitDialog,
  LevelNamesDialog,
  DeleteDepartmentDialog,
] as const;

/** What a dialog of the page works on. */
export type OrgDialog =
  | { kind: 'add'; parent: DeptNode | null }
  | { kind: 'group'; mode: 'create' | 'rename' | 'departments'; group?: DeptGroup }
  | { kind: 'deleteGroup'; group: DeptGroup }
  | { kind: 'rename' | 'move' | 'limit' | 'delete'; dept: DeptNode }
  | { kind: 'levels' };

/**
 * 组织架构 (menu key `organization_framework`): the brand's department tree. Pick a department to see
 * its level, parent, members, member limit and sub-departments, and add under it, rename, move,
 * limit or delete it (refused while it or a sub-department has members); name the tree's levels.
 * Every change is the server's: the tree is fetched again after each.
 */
export function OrganizationPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useSystemTranslate();
  const locale = useLocale().startsWith('en') ? 'en' : 'zh';
  const { formatCount } = useFormatters();
  const [selected, setSelected] = useState<number | null>(null);
  const [filterText, setFilterText] = useState('');
  const [dialog, setDialog] = useState<OrgDialog | null>(null);
  // Open branches; null until the tree first arrives (then its top level is open).
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);

  useEffect(() => {
    for (const dialog of DIALOGS) dialog.preload().catch(() => {});
  }, []);
  const tree = useQuery(apiQueryOptions(api, '/v1/system/dept/getDeptTree', {}));
  const aliases = useQuery(apiQueryOptions(api, '/v1/system/dept/alias/list', {}));
  const groups = useQuery(apiQueryOptions(api, '/v1/system/dept/group/listAllGroup', {}));
  const byId = useMemo(() => indexDepartments(tree.data ?? []), [tree.data]);
  const nodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const current = selected === null ? undefined : byId.get(selected);
  const expandedKeys = expanded ?? nodes.map((node) => node.key);
  // A department just created or moved shows in the tree: the branches above it open, computed
  // from the tree as it now is; the user's own opening and closing takes over from there.
  const [reveal, setReveal] = useState<number | null>(null);
  const above: string[] = [];
  for (
    let at = reveal === null ? null : (byId.get(reveal)?.parentId ?? null);
    at !== null;
    at = byId.get(at)?.parentId ?? null
  ) {
    above.push(String(at));
  }
  const shownKeys = [...expandedKeys, ...above.filter((key) => !expandedKeys.includes(key))];
  const members = useMemo(() => [...byId.values()].reduce((sum, d) => sum + (d.memberCount ?? 0), 0), [byId]);

  /** After a change: the tree (and the level names) as the server now has them, and a message. */
  const changed = async (message: string) => {
    toaster.success(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/dept/getDeptTree') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/dept/alias/list') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/dept/group/listAllGroup') }),
    ]);
  };
  const close = () => setDialog(null);
  /** A sync finished: the tree and groups as the server now has them (new departments, member counts). */
  const synced = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/dept/getDeptTree') }),
        queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/dept/group/listAllGroup') }),
      ]),
    [queryClient],
  );

  const header = (
    <PageHeader
      title={page.title}
      description={
        tree.data ? (
          <span aria-live="polite">
            {t('org.summary', { depts: formatCount(byId.size), members: formatCount(members) })}
          </span>
        ) : undefined
      }
      actions={
        <>
          <Button onClick={() => setDialog({ kind: 'levels' })} disabled={!aliases.data}>
            {t('org.levels')}
          </Button>
          <Button variant="primary" onClick={() => setDialog({ kind: 'add', parent: null })}>
            {t('org.add')}
          </Button>
        </>
      }
    />
  );

  let body;
  if (tree.isPending) {
    body = <Skeleton lines={8} />;
  } else if (tree.isError) {
    body = (
      <Result
        status="error"
        title={t('org.loadFailed')}
        actions={<Button onClick={() => void tree.refetch()}>{t('org.retry')}</Button>}
      />
    );
  } else if (tree.data.length === 0) {
    body = (
      <Empty
        title={t('org.none')}
        description={t('org.noneHint')}
        action={
          <Button variant="primary" onClick={() => setDialog({ kind: 'add', parent: null })}>
            {t('org.add')}
          </Button>
        }
      />
    );
  } else {
    const filtered = filterText.trim();
    const matches = filtered
      ? [...byId.values()].some((d) => d.deptName.toLowerCase().includes(filtered.toLowerCase()))
      : true;
    body = (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(240px, 1fr) minmax(320px, 2fr)', gap: 16 }}>
        <Card title={t('org.tree')} titleAs="h2">
          <TextInput
            type="search"
            aria-label={t('org.search')}
            placeholder={t('org.search')}
            value={filterText}
            maxLength={50}
            onChange={(event) => setFilterText(event.target.value)}
          />
          <div style={{ marginTop: 12 }}>
            {matches ? (
              <Tree
                aria-label={t('org.tree')}
                data={nodes}
                selectable
                selectedKey={selected === null ? null : String(selected)}
                onSelectedKeyChange={(key) => setSelected(key === null ? null : Number(key))}
                expandedKeys={shownKeys}
                onExpandedChange={(keys) => {
                  setExpanded(keys);
                  setReveal(null);
                }}
                filterText={filtered}
              />
            ) : (
              <Empty size="sm" description={t('org.noMatch', { text: filtered })} />
            )}
          </div>
        </Card>
        <Card title={current ? current.deptName : t('org.details')} titleAs="h2">
          {current ? (
            <>
              <Descriptions
                columns={2}
                items={[
                  {
                    key: 'level',
                    label: t('org.level'),
                    value: `${t('org.levelN', { level: current.level ?? 1 })} · ${levelName(aliases.data, current.level ?? 1, locale)}`,
                  },
                  {
                    key: 'parent',
                    label: t('org.parent'),
                    value: current.parentId === null ? t('org.top') : (byId.get(current.parentId)?.deptName ?? ''),
                  },
                  { key: 'members', label: t('org.members'), value: formatCount(current.memberCount ?? 0) },
                  {
                    key: 'limit',
                    label: t('org.limitValue'),
                    value: current.accountLimitNum ? formatCount(current.accountLimitNum) : t('org.unlimited'),
                  },
                  { key: 'children', label: t('org.children'), value: formatCount(descendantsOf(current)) },
                ]}
              />
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
                <Button onClick={() => setDialog({ kind: 'add', parent: current })}>{t('org.addChild')}</Button>
                <Button onClick={() => setDialog({ kind: 'rename', dept: current })}>{t('org.rename')}</Button>
                <Button onClick={() => setDialog({ kind: 'move', dept: current })}>{t('org.move')}</Button>
                <Button onClick={() => setDialog({ kind: 'limit', dept: current })}>{t('org.limit')}</Button>
                <Button variant="danger" onClick={() => setDialog({ kind: 'delete', dept: current })}>
                  {t('org.delete')}
                </Button>
              </div>
            </>
          ) : (
            <Empty size="sm" description={t('org.pick')} />
          )}
        </Card>
      </div>
    );
  }

  const groupsSection = (
    <Card
      title={t('org.groups')}
      titleAs="h2"
      extra={
        <Button onClick={() => setDialog({ kind: 'group', mode: 'create' })} disabled={!tree.data}>
          {t('org.addGroup')}
        </Button>
      }
    >
      {groups.data && groups.data.length > 0 ? (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start' }}>
                {t('org.groupName')}
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                {t('org.groupDepts')}
              </th>
              <th scope="col" style={{ textAlign: 'end' }}>
                {t('org.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.data.map((group) => (
              <tr key={group.groupId}>
                <td>{group.groupName}</td>
                <td>{group.deptNames.length ? group.deptNames.join('、') : t('org.noDepts')}</td>
                <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                  <Button
                    variant="link"
                    aria-label={`${t('org.rename')} ${group.groupName}`}
                    onClick={() => setDialog({ kind: 'group', mode: 'rename', group })}
                  >
                    {t('org.rename')}
                  </Button>
                  <Button
                    variant="link"
                    aria-label={`${t('org.groupEdit')} ${group.groupName}`}
                    onClick={() => setDialog({ kind: 'group', mode: 'departments', group })}
                  >
                    {t('org.groupEdit')}
                  </Button>
                  <Button
                    variant="link"
                    aria-label={`${t('org.delete')} ${group.groupName}`}
                    onClick={() => setDialog({ kind: 'deleteGroup', group })}
                  >
                    {t('org.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Empty size="sm" description={groups.isError ? t('org.loadFailed') : t('org.noGroups')} />
      )}
    </Card>
  );

  return (
    <>
      {header}
      {body}
      <div style={{ marginTop: 16 }}>{groupsSection}</div>
      <div style={{ marginTop: 16 }}>
        <Suspense fallback={<Skeleton lines={6} />}>
          <OrgSyncSection onSynced={synced} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' ? (
          <DepartmentNameDialog
            parent={dialog.parent}
            onClose={close}
            onSaved={async (name, deptId) => {
              await changed(t('org.created', { name }));
              if (deptId !== undefined) {
                setSelected(deptId);
                setReveal(deptId);
              }
            }}
          />
        ) : null}
        {dialog?.kind === 'rename' ? (
          <DepartmentNameDialog dept={dialog.dept} onClose={close} onSaved={() => changed(t('org.renamed'))} />
        ) : null}
        {dialog?.kind === 'move' ? (
          <MoveDepartmentDialog
            dept={dialog.dept}
            tree={tree.data ?? []}
            onClose={close}
            onSaved={async () => {
              await changed(t('org.moved'));
              setReveal(dialog.dept.deptId);
            }}
          />
        ) : null}
        {dialog?.kind === 'limit' ? (
          <DepartmentLimitDialog dept={dialog.dept} onClose={close} onSaved={() => changed(t('org.limitSaved'))} />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <DeleteDepartmentDialog
            dept={dialog.dept}
            subDepartments={descendantsOf(dialog.dept)}
            onClose={close}
            onDeleted={async () => {
              setSelected(null);
              await changed(t('org.deleted', { name: dialog.dept.deptName }));
            }}
          />
        ) : null}
        {dialog?.kind === 'group' ? (
          <DeptGroupDialog
            mode={dialog.mode}
            {...(dialog.group ? { group: dialog.group } : {})}
            tree={tree.data ?? []}
            onClose={close}
            onSaved={(name) =>
              changed(dialog.mode === 'create' ? t('org.groupCreated', { name }) : t('org.groupSaved'))
            }
          />
        ) : null}
        {dialog?.kind === 'deleteGroup' ? (
          <DeleteGroupDialog
            group={dialog.group}
            onClose={close}
            onDeleted={() => changed(t('org.groupDeleted', { name: dialog.group.groupName }))}
          />
        ) : null}
        {dialog?.kind === 'levels' && aliases.data ? (
          <LevelNamesDialog
            aliases={aliases.data}
            locale={locale}
            onClose={close}
            onSaved={() => changed(t('org.levelsSaved'))}
          />
        ) : null}
      </Suspense>
    </>
  );
}
