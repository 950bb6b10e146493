import {
  dictionaryLabel,
  MATRIX_LIMITS,
  PLATFORM_AUTH_STATUSES,
  PLATFORMS,
  type DeptNode,
  type DownloadedFile,
  type MatrixAccount,
  type MatrixGroup,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Avatar,
  Button,
  createListColumns,
  ListPage,
  StatusTag,
  TreeSelect,
  useFormatters,
  useLocale,
  vars,
  type ListFilterDef,
  type ListSelection,
  type TreeNode,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { BareList, Inline } from '../../../components/layout';
import { intParam, textParam } from '../../../lib/listParams';
import { useOpenTaskCentre } from '../../../lib/openTaskCentre';
import { preloadable } from '../../../lib/preloadable';
import { refusalOf } from '../../../lib/refusal';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { matrixAccountsMessage, matrixPaths, useMatrixAccountsTranslate } from './messages';

// The move dialog loads after the page has shown, not before it.
const MoveGroupDialog = preloadable(() => import('./MoveGroupDialog').then((m) => m.MoveGroupDialog));

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<MatrixAccount>();
const STATUS_TONES: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'danger', 4: 'neutral' };
const STATUS_DICTIONARY = PLATFORM_AUTH_STATUSES.map((entry) => ({ ...entry, tone: STATUS_TONES[entry.value]! }));

const toTreeNodes = (nodes: readonly DeptNode[]): TreeNode[] =>
  nodes.map((node) => ({ key: String(node.deptId), label: node.deptName, children: toTreeNodes(node.children) }));

/** Saves a downloaded file under its name (a link to the blob, clicked). */
function saveFile({ blob, fileName }: DownloadedFile) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * 矩阵账号 (menu key `matrix_manage`): the brand's authorised accounts on the four platforms, with the
 * groups as a filter list with their counts (all, ungrouped, each group), filters by platform, grant
 * status, department and keyword (all in the address); each account's group, followers, works and
 * plays of the last 7 days read from its platform, and its grant's status with expiry (an expired or
 * revoked grant shows no figures). 移动分组 per row or over a selection; new and edit group on
 * `add_grouping`; export of the filtered accounts through the task centre (tracking 204).
 */
export function MatrixAccountsPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openTaskCentre = useOpenTaskCentre();
  const t = useMatrixAccountsTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const { formatCount } = useFormatters();
  const paths = matrixPaths(page.moduleKey);
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<ListSelection>({});
  const [moving, setMoving] = useState<readonly MatrixAccount[] | null>(null);
  const [exported, setExported] = useState(false);

  const keyword = textParam(query.filters.keyword);
  const platform = intParam(query.filters.platform);
  const status = intParam(query.filters.status);
  const deptId = intParam(query.filters.deptId);
  const groupId = intParam(query.filters.groupId);
  const code = (value: number | undefined): 1 | 2 | 3 | 4 | undefined =>
    value === 1 || value === 2 || value === 3 || value === 4 ? value : undefined;
  const platformCode = code(platform);
  const statusCode = code(status);
  const params = {
    ...(keyword ? { keyword: keyword.slice(0, MATRIX_LIMITS.keyword) } : {}),
    ...(platformCode !== undefined ? { platform: platformCode } : {}),
    ...(statusCode !== undefined ? { status: statusCode } : {}),
    ...(deptId !== undefined ? { deptId } : {}),
    ...(groupId !== undefined && groupId >= 0 ? { groupId } : {}),
  };

  useEffect(() => {
    MoveGroupDialog.preload().catch(() => {});
  }, []);
  const tree = useQuery(apiQueryOptions(api, '/v1/system/dept/getDeptTree', {}));
  const deptNodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);
  const groups = useQuery(apiQueryOptions(api, '/v1/matrix/group/list', {}));
  const all = useQuery(apiQueryOptions(api, '/v1/matrix/account/list', { pageNo: 1, pageSize: 1 }));
  const ungrouped = useQuery(apiQueryOptions(api, '/v1/matrix/account/list', { pageNo: 1, pageSize: 1, groupId: 0 }));
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/account/list', { pageNo: query.page, pageSize: query.pageSize, ...params }),
    placeholderData: keepPreviousData,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/account/list') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/group/list') }),
    ]);
  const translate = (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? matrixAccountsMessage(msg, locale) : (error as Error).message;
  };

  const exporting = useMutation({
    mutationFn: () => api.download('/v1/matrix/account/export', params, { selfHandled: true }),
    onSuccess: (file) => {
      saveFile(file);
      tracker.action('matrixAccountExport');
      setExported(true);
      toaster.success(t('list.exported', { name: file.fileName }));
    },
    onError: (error) => toaster.error(translate(error)),
  });

  const columns = useMemo(() => {
    const figure = (value: (row: MatrixAccount) => number) => (row: MatrixAccount) =>
      row.figuresTime === null ? (
        <span title={row.status >= 3 ? t('list.noFiguresHint') : t('list.notRead')}>{t('list.noFigures')}</span>
      ) : (
        formatCount(value(row))
      );
    return [
      col.computed({
        key: 'name',
        title: t('list.account'),
        valueType: 'text',
        width: 220,
        hideable: false,
        value: (row) => row.name,
        render: (row) => (
          <Inline>
            <Avatar size="sm" name={row.name} src={row.avatar} decorative />
            <span style={{ minWidth: 0 }}>
              {row.name}
              <br />
              <small style={{ color: vars.color.fg.muted }}>{row.platformUid}</small>
            </span>
          </Inline>
        ),
        search: { key: 'keyword', label: t('list.account'), placeholder: t('list.keyword'), maxLength: 50 },
      }),
      col.computed({
        key: 'platform',
        title: t('list.platform'),
        valueType: 'text',
        width: 110,
        value: (row) => dictionaryLabel(PLATFORMS, row.platform, lang),
      }),
      col.computed({
        key: 'groupName',
        title: t('list.group'),
        valueType: 'text',
        width: 120,
        value: (row) => row.groupName ?? t('list.ungrouped'),
      }),
      col.computed({
        key: 'followerCount',
        title: t('list.followers'),
        valueType: 'count',
        width: 100,
        value: (row) => row.followerCount,
      }),
      col.computed({
        key: 'worksCount',
        title: t('list.works'),
        valueType: 'count',
        width: 90,
        value: (row) => row.worksCount,
        render: figure((row) => row.worksCount),
      }),
      col.computed({
        key: 'recentPlays',
        title: t('list.recentPlays'),
        valueType: 'count',
        width: 110,
        value: (row) => row.recentPlays,
        render: figure((row) => row.recentPlays),
      }),
      col.status('status', {
        title: t('list.status'),
        width: 190,
        dictionary: STATUS_DICTIONARY,
        search: true,
        render: (row) => (
          <span>
            <StatusTag value={row.status} dictionary={STATUS_DICTIONARY} />
            <br />
            <small style={{ color: vars.color.fg.muted }} title={t('list.expireTime')}>
              {row.expireTime}
            </small>
          </span>
        ),
      }),
      col.computed({
        key: 'deptName',
        title: t('list.dept'),
        valueType: 'text',
        width: 120,
        defaultHidden: true,
        value: (row) => row.deptName ?? t('list.noDept'),
      }),
    ];
  }, [t, lang, formatCount]);

  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: 'platform',
        label: t('list.platform'),
        kind: 'select',
        options: PLATFORMS.map((p) => ({ value: String(p.value), label: p[lang] })),
      },
      {
        key: 'deptId',
        label: t('list.dept'),
        kind: 'select',
        render: ({ value, onChange }) => (
          <TreeSelect
            aria-label={t('list.dept')}
            data={deptNodes}
            clearable
            value={typeof value === 'string' && value ? value : null}
            onValueChange={(key) => onChange(key ?? undefined)}
          />
        ),
      },
    ],
    [t, lang, deptNodes],
  );

  const chooseGroup = (id: number | undefined) => {
    const { groupId: _dropped, ...rest } = query.filters;
    setSelection({});
    setQuery({ ...query, page: 1, filters: id === undefined ? rest : { ...rest, groupId: String(id) } });
  };
  const chosenGroup = groupId !== undefined && groupId > 0 ? groups.data?.find((g) => g.id === groupId) : undefined;
  const filtered = Object.keys(params).length > 0;

  return (
    <>
      <ListPage<MatrixAccount>
        title={page.title}
        description={
          list.data ? (
            <span aria-live="polite">{t('list.summary', { count: formatCount(list.data.total) })}</span>
          ) : (
            t('list.description')
          )
        }
        actions={
          <Inline wrap>
            {exported && openTaskCentre ? (
              <Button variant="link" onClick={openTaskCentre}>
                {t('list.exportedLink')}
              </Button>
            ) : null}
            <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
              {t('list.export')}
            </Button>
            <Button variant="primary" onClick={() => void navigate(paths.group())}>
              {t('list.newGroup')}
            </Button>
          </Inline>
        }
        banner={
          <GroupFilter
            groups={groups.data ?? null}
            failed={groups.isError}
            allCount={all.data?.total ?? null}
            ungroupedCount={ungrouped.data?.total ?? null}
            chosen={groupId}
            onChoose={chooseGroup}
            onEdit={chosenGroup ? () => void navigate(paths.group(chosenGroup.id)) : null}
          />
        }
        aria-label={t('list.table')}
        columns={columns}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        filters={filters}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={
          list.isError && !list.data
            ? refusalOf(list.error)
              ? translate(list.error)
              : t('list.loadFailed')
            : undefined
        }
        onRetry={() => void list.refetch()}
        onRefresh={() => void refresh()}
        emptyContent={filtered ? t('list.noMatch') : t('list.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        batchActions={[
          {
            key: 'move',
            label: t('list.moveSelected'),
            onSelect: (_ids, rows) => setMoving(rows),
          },
        ]}
        rowActions={(row) => [
          {
            key: 'move',
            label: t('list.move'),
            ariaLabel: `${t('list.move')} ${row.name}`,
            onSelect: () => setMoving([row]),
          },
        ]}
      />
      <Suspense fallback={null}>
        {moving ? (
          <MoveGroupDialog
            accounts={moving}
            groups={groups.data ?? []}
            onClose={() => setMoving(null)}
            onMoved={async () => {
              setMoving(null);
              setSelection({});
              await refresh();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * The groups as a filter list: all accounts, the ungrouped ones and each group, with their counts;
 * the chosen one is pressed, and a chosen group can be edited.
 */
function GroupFilter({
  groups,
  failed,
  allCount,
  ungroupedCount,
  chosen,
  onChoose,
  onEdit,
}: {
  groups: readonly MatrixGroup[] | null;
  failed: boolean;
  allCount: number | null;
  ungroupedCount: number | null;
  chosen: number | undefined;
  onChoose: (id: number | undefined) => void;
  onEdit: (() => void) | null;
}) {
  const t = useMatrixAccountsTranslate();
  const { formatCount } = useFormatters();
  const item = (key: string, label: string, count: number | null, id: number | undefined) => {
    const pressed = chosen === id || (id === undefined && chosen === undefined);
    return (
      <li key={key}>
        <Button
          size="sm"
          variant={pressed ? 'primary' : 'secondary'}
          aria-pressed={pressed}
          onClick={() => onChoose(id)}
        >
          {label}
          {count !== null ? ` · ${formatCount(count)}` : ''}
        </Button>
      </li>
    );
  };
  return (
    <nav aria-label={t('groups.label')} style={{ marginBottom: vars.space[3] }}>
      <Inline wrap align="center">
        <BareList style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }}>
          {item('all', t('groups.all'), allCount, undefined)}
          {item('ungrouped', t('groups.ungrouped'), ungroupedCount, 0)}
          {(groups ?? []).map((group) => item(`g${group.id}`, group.name, group.accountCount, group.id))}
        </BareList>
        {failed ? <span role="status">{t('groups.loadFailed')}</span> : null}
        {onEdit ? (
          <Button size="sm" variant="link" onClick={onEdit}>
            {t('list.editGroup')}
          </Button>
        ) : null}
      </Inline>
    </nav>
  );
}
