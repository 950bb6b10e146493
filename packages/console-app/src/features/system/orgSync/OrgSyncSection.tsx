import {
  ACCOUNT_MODES,
  accountModeOf,
  dictionaryLabel,
  ORG_SYNC_CHANGES,
  ORG_SYNC_STATUSES,
  type OrgSyncRun,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Result,
  Select,
  Skeleton,
  StatusTag,
  Switch,
  useFormatters,
  useLocale,
} from '@brand-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../../../lib/services';
import { orgSyncMessage, useOrgSyncTranslate } from './messages';
import { refusalOf } from '../../../lib/refusal';

/** How often the section asks about a running sync. */
const POLL_MS = 1000;
const STATUS_TONES = { 1: 'info', 2: 'success', 3: 'danger' } as const;
const STATUS_DICTIONARY = ORG_SYNC_STATUSES.map((entry) => ({ ...entry, tone: STATUS_TONES[entry.value] }));

type SwitchKey = 'autoRegister' | 'displayId' | 'outsider' | 'growth';

/**
 * The organisation page's sync section: where the brand's people come from (Feishu, WeCom or
 * WeChat by `architectureMode`), a sync from that directory with its last report, the default role
 * of synced members, and the brand's member switches (auto-registration, employee ids, outsiders,
 * employee growth). A refusal shows next to the control that caused it, in the reader's language.
 */
export function OrgSyncSection({ onSynced }: { onSynced: () => Promise<unknown> }) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useOrgSyncTranslate();
  const locale = useLocale().startsWith('en') ? 'en' : 'zh';
  const { formatCount } = useFormatters();
  const headingId = useId();
  const [problem, setProblem] = useState<{ at: 'sync' | 'role' | SwitchKey; message: string } | null>(null);

  const info = useQuery({
    ...apiQueryOptions(api, '/v1/system/orgSyncConfig/getOrgSyncInfoVO', {}),
    refetchInterval: (query) => (query.state.data?.lastSync?.status === 1 ? POLL_MS : false),
  });
  const roles = useQuery(apiQueryOptions(api, '/v1/system/role/listRole', {}));
  const outsider = useQuery(apiQueryOptions(api, '/v1/system/orgSyncConfig/getOutsiderConfig', {}));
  const growth = useQuery(apiQueryOptions(api, '/mission/user/growth/isEnableGrowth', {}));

  // A run that finishes changes the tree (new departments, member counts): the page reloads it once.
  const lastStatus = useRef<number | undefined>(undefined);
  const status = info.data?.lastSync?.status;
  useEffect(() => {
    if (lastStatus.current === 1 && status !== 1) void onSynced();
    lastStatus.current = status;
  }, [status, onSynced]);

  const refresh = (...paths: Parameters<typeof apiPathKey>[0][]) =>
    Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: apiPathKey(path) })));
  const failed = (at: 'sync' | 'role' | SwitchKey) => (error: unknown) => {
    const message = refusalOf(error);
    setProblem(message ? { at, message: orgSyncMessage(message, locale) } : null);
  };
  const source = info.data ? accountModeOf(info.data.architectureMode) : 'feishu';
  const sourceName = dictionaryLabel(ACCOUNT_MODES, source, locale);

  const sync = useMutation({
    mutationFn: () => api.request('/v1/system/orgSyncConfig/syncOrg', {}, { selfHandled: true }),
    onMutate: () => setProblem(null),
    onSuccess: async () => {
      toaster.success(t('sync.queued', { source: sourceName }));
      await refresh('/v1/system/orgSyncConfig/getOrgSyncInfoVO');
    },
    onError: failed('sync'),
  });
  const setRole = useMutation({
    mutationFn: (roleId: number) =>
      api.request('/v1/system/orgSyncConfig/setDefaultRole', { roleId }, { selfHandled: true }),
    onMutate: () => setProblem(null),
    onSuccess: async (_, roleId) => {
      const name = roles.data?.find((role) => role.roleId === roleId)?.roleName ?? '';
      toaster.success(t('sync.roleSaved', { name }));
      await refresh('/v1/system/orgSyncConfig/getOrgSyncInfoVO');
    },
    onError: failed('role'),
  });
  const toggle = useMutation({
    mutationFn: ({ key, on }: { key: SwitchKey; on: boolean }) => {
      const flag = on ? 1 : 0;
      const options = { selfHandled: true } as const;
      if (key === 'autoRegister')
        return api.request('/v1/system/orgSyncConfig/updateAutoRegisterStatus', { autoRegisterStatus: flag }, options);
      if (key === 'displayId')
        return api.request('/v1/system/orgSyncConfig/updateDisplayId', { displayId: flag }, options);
      if (key === 'outsider')
        return api.request('/v1/system/orgSyncConfig/updateOutsiderConfig', { outsiderState: flag }, options);
      return api.request('/mission/user/growth/enableUserGrowth', { enable: flag }, options);
    },
    onMutate: () => setProblem(null),
    onSuccess: async (_, { key, on }) => {
      toaster.success(t(on ? 'sync.on' : 'sync.off', { name: t(SWITCH_LABELS[key]) }));
      await refresh(
        '/v1/system/orgSyncConfig/getOrgSyncInfoVO',
        '/v1/system/orgSyncConfig/getOutsiderConfig',
        '/mission/user/growth/isEnableGrowth',
        '/mission/common/isShowEmployeeId',
      );
    },
    onError: (error, { key }) => failed(key)(error),
  });

  const problemAt = (at: 'sync' | 'role' | SwitchKey) =>
    problem?.at === at ? <Alert tone="danger" description={problem.message} style={{ marginTop: 8 }} /> : null;

  let body;
  if (info.isPending) {
    body = <Skeleton lines={6} />;
  } else if (info.isError) {
    body = (
      <Result
        status="error"
        title={t('sync.loadFailed')}
        actions={<Button onClick={() => void info.refetch()}>{t('sync.retry')}</Button>}
      />
    );
  } else {
    const data = info.data;
    const running = data.lastSync?.status === 1 || sync.isPending;
    const wechat = source === 'wechat';
    const switches: Array<{ key: SwitchKey; checked: boolean | undefined; hint: string; disabled?: boolean }> = [
      {
        key: 'autoRegister',
        checked: data.autoRegisterStatus === 1,
        hint: t('sync.autoRegisterHint', { source: sourceName }),
        disabled: wechat,
      },
      { key: 'displayId', checked: data.displayId === 1, hint: t('sync.displayIdHint') },
      {
        key: 'outsider',
        checked: outsider.data ? outsider.data.outsiderState === 1 : undefined,
        hint: t('sync.outsiderHint'),
      },
      { key: 'growth', checked: growth.data, hint: t('sync.growthHint') },
    ];
    body = (
      <>
        <Descriptions
          columns={3}
          items={[
            { key: 'source', label: t('sync.source'), value: sourceName },
            {
              key: 'size',
              label: t('sync.directorySize'),
              value: wechat ? '—' : t('sync.people', { count: formatCount(data.directorySize) }),
            },
            { key: 'last', label: t('sync.lastSync'), value: data.lastSyncTime ?? t('sync.never') },
          ]}
        />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12, flexWrap: 'wrap' }}>
          <Button
            variant="primary"
            disabled={wechat || running || data.defaultRoleId === null}
            loading={running}
            onClick={() => sync.mutate()}
          >
            {running ? t('sync.running') : t('sync.run')}
          </Button>
          {wechat ? <span>{t('sync.noDirectory')}</span> : null}
          {!wechat && data.defaultRoleId === null ? <span>{t('sync.needRole')}</span> : null}
        </div>
        {problemAt('sync')}

        <div style={{ display: 'grid', gap: 16, marginTop: 20, maxWidth: 720 }}>
          <div>
            <label htmlFor={`${headingId}-role`} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
              {t('sync.defaultRole')}
            </label>
            <Select
              id={`${headingId}-role`}
              aria-describedby={`${headingId}-role-hint`}
              style={{ maxWidth: 320 }}
              placeholder={t('sync.chooseRole')}
              disabled={!roles.data || setRole.isPending}
              value={data.defaultRoleId === null ? null : String(data.defaultRoleId)}
              options={(roles.data ?? []).map((role) => ({ value: String(role.roleId), label: role.roleName }))}
              onValueChange={(value) => {
                if (value !== null) setRole.mutate(Number(value));
              }}
            />
            <div id={`${headingId}-role-hint`} style={{ marginTop: 4, opacity: 0.8 }}>
              {t('sync.defaultRoleHint')}
            </div>
            {problemAt('role')}
          </div>
          {switches.map(({ key, checked, hint, disabled }) => (
            <div key={key}>
              <Switch
                label={t(SWITCH_LABELS[key])}
                aria-describedby={`${headingId}-${key}`}
                checked={checked ?? false}
                disabled={checked === undefined || disabled || toggle.isPending}
                onCheckedChange={(on) => toggle.mutate({ key, on })}
              />
              <div id={`${headingId}-${key}`} style={{ marginTop: 4, opacity: 0.8 }}>
                {hint}
              </div>
              {problemAt(key)}
            </div>
          ))}
        </div>

        {data.lastSync ? <SyncReport run={data.lastSync} /> : null}
      </>
    );
  }

  return (
    <Card title={t('sync.title')} titleAs="h2" data-component="OrgSyncSection">
      {body}
    </Card>
  );
}

const SWITCH_LABELS = {
  autoRegister: 'sync.autoRegister',
  displayId: 'sync.displayId',
  outsider: 'sync.outsider',
  growth: 'sync.growth',
} as const;

const COUNTS = ['added', 'linked', 'moved', 'disabled', 'skipped', 'createdDepts'] as const;

/** The last run: its state, the counts, and each change other than a plain link. */
function SyncReport({ run }: { run: OrgSyncRun }) {
  const t = useOrgSyncTranslate();
  const locale = useLocale().startsWith('en') ? 'en' : 'zh';
  const { formatCount } = useFormatters();
  const listed = run.changes.filter((change) => change.kind !== 'linked');
  const counted = COUNTS.reduce((sum, key) => sum + (key === 'createdDepts' ? 0 : run[key]), 0);
  return (
    <section aria-label={t('sync.report')} style={{ marginTop: 24 }}>
      <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{t('sync.report')}</h3>
      <Descriptions
        columns={4}
        items={[
          {
            key: 'status',
            label: t('sync.status'),
            value: <StatusTag value={run.status} dictionary={STATUS_DICTIONARY} />,
          },
          { key: 'finished', label: t('sync.finishedAt'), value: run.finishTime ?? '—' },
          ...(run.status === 2
            ? COUNTS.map((key) => ({ key, label: t(`sync.${key}`), value: formatCount(run[key]) }))
            : []),
        ]}
      />
      {run.status === 3 && run.reason ? (
        <Alert
          tone="danger"
          style={{ marginTop: 8 }}
          description={t('sync.failed', { reason: orgSyncMessage(run.reason, locale) })}
        />
      ) : null}
      {run.status === 2 && counted === 0 ? <p>{t('sync.noChanges')}</p> : null}
      {run.status === 2 && listed.length > 0 ? (
        <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12 }}>
          <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>{t('sync.changes')}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start' }}>
                {t('sync.kind')}
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                {t('sync.name')}
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                {t('sync.detail')}
              </th>
            </tr>
          </thead>
          <tbody>
            {listed.map((change, index) => (
              <tr key={`${change.kind}-${change.name}-${index}`}>
                <td>{dictionaryLabel(ORG_SYNC_CHANGES, change.kind, locale)}</td>
                <td>{change.name}</td>
                <td>{change.detail ? orgSyncMessage(change.detail, locale) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {run.status === 2 && run.linked > 0 ? (
        <p style={{ marginTop: 8 }}>{t('sync.linkedOnly', { count: formatCount(run.linked) })}</p>
      ) : null}
      {run.status === 2 && run.changes.length < counted ? (
        <p>{t('sync.more', { count: formatCount(run.changes.length) })}</p>
      ) : null}
    </section>
  );
}
