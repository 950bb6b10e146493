import {
  dictionaryLabel,
  PLATFORM_AUTH_STATUSES,
  PLATFORMS,
  type PlatformAccount,
  type PlatformAuthStart,
  type PlatformCode,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Avatar,
  Button,
  createListColumns,
  ListPage,
  TreeSelect,
  useFormatters,
  useLocale,
  type ListFilterDef,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { intParam, textParam } from '../../../lib/listParams';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { usePermissions } from '../../../lib/hooks';
import { openWindowAfter } from '../../../lib/openWindow';
import { useServices } from '../../../lib/services';
import { toTreeNodes } from '../organizationModel';
import { platformsMessage, refusalOf, usePlatformsTranslate } from './messages';

// The dialogs load after the page has shown, not before it.
const loadDialogs = () => import('./platformDialogs');
const AuthWaitingDialog = preloadable(() => loadDialogs().then((m) => m.AuthWaitingDialog));
const RevokeDialog = preloadable(() => loadDialogs().then((m) => m.RevokeDialog));

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<PlatformAccount>();
const STATUS_TONES: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'danger', 4: 'neutral' };
const STATUS_DICTIONARY = PLATFORM_AUTH_STATUSES.map((entry) => ({ ...entry, tone: STATUS_TONES[entry.value]! }));

type Dialog = { kind: 'waiting'; start: PlatformAuthStart } | { kind: 'revoke'; account: PlatformAccount };

/**
 * A platform's authorisation page (抖音授权, 视频号授权, 小红书授权, 快手授权; one component for the
 * four): the brand's accounts on the platform with their status, expiry, owner and department,
 * searched by name or platform id and by status, paged in the address; authorise a new account or
 * one again through the platform's consent page in a new window (the list updates when the page
 * learns, by polling, that it completed), renew, and revoke after a confirmation.
 */
export function PlatformAuthPage({ page, platform }: PageProps & { platform: PlatformCode }) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  const { formatCount } = useFormatters();
  const platformName = dictionaryLabel(PLATFORMS, platform, locale.startsWith('en') ? 'en' : 'zh');
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const name = textParam(query.filters.name);
  const status = intParam(query.filters.status);
  const deptId = intParam(query.filters.deptId);
  const tree = useQuery(apiQueryOptions(api, '/v1/system/dept/getDeptTree', {}));
  const { allowCluesAuth, allowDyMcnAuth } = usePermissions();
  const douyin = platform === 1;
  // Douyin accounts may own a shop (抖店), opened through a one-time quick-login address.
  const shops = useQuery({ ...apiQueryOptions(api, '/v1/system/auth/getShopAccount', {}), enabled: douyin });
  const shopOf = useMemo(() => new Map((shops.data ?? []).map((shop) => [shop.accountId, shop])), [shops.data]);
  const deptNodes = useMemo(() => toTreeNodes(tree.data ?? []), [tree.data]);

  useEffect(() => {
    AuthWaitingDialog.preload().catch(() => {});
    RevokeDialog.preload().catch(() => {});
  }, []);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/system/platformAuth/listAccount', {
      platform,
      pageNo: query.page,
      pageSize: query.pageSize,
      ...(name ? { name } : {}),
      ...(status === 1 || status === 2 || status === 3 || status === 4 ? { status } : {}),
      ...(deptId !== undefined ? { deptId } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/platformAuth/listAccount') });
  const failed = (error: unknown) => {
    const msg = refusalOf(error);
    toaster.error(msg ? platformsMessage(msg, locale) : (error as Error).message);
  };

  // Douyin follows the brand's setting: scanning a QR code (shown in the waiting dialog) or the web page.
  const authMode = useQuery(apiQueryOptions(api, '/v1/system/platformAuth/getAuthMode', { platform }));
  const scan = authMode.data?.mode === 1;
  const authorising = useMutation({
    mutationFn: (account: PlatformAccount | null) => {
      const start = () =>
        api.request(
          '/v1/system/platformAuth/authorize',
          { platform, ...(account ? { id: account.id } : {}) },
          { selfHandled: true },
        );
      // On the web the consent page opens in a new window on the click; to scan, the dialog shows its code.
      return scan ? start() : openWindowAfter(start, (answer) => answer.authUrl);
    },
    onSuccess: (start) => setDialog({ kind: 'waiting', start }),
    onError: failed,
  });
  const openingShop = useMutation({
    // The shop opens in a new window on the click (its address works once, within a minute).
    mutationFn: (accountId: number) =>
      openWindowAfter(
        () => api.request('/v1/auth/center/dyShop/getQyQuickLoginUrl', { accountId }, { selfHandled: true }),
        (url) => url,
      ),
    onError: failed,
  });
  const openShop = openingShop.mutate;
  const settingClues = useMutation({
    mutationFn: ({ account, enabled }: { account: PlatformAccount; enabled: boolean }) =>
      api.request(
        '/v1/system/platformAuth/setCluesAuth',
        { id: account.id, enabled: enabled ? 1 : 0 },
        { selfHandled: true },
      ),
    onSuccess: async (_, { account, enabled }) => {
      toaster.success(t(enabled ? 'platforms.cluesEnabled' : 'platforms.cluesDisabled', { name: account.name }));
      await refresh();
    },
    onError: failed,
  });
  const renewing = useMutation({
    mutationFn: (account: PlatformAccount) =>
      api.request('/v1/system/platformAuth/refreshAuth', { id: account.id }, { selfHandled: true }),
    onSuccess: async (_, account) => {
      toaster.success(t('platforms.refreshed', { name: account.name }));
      await refresh();
    },
    onError: failed,
  });

  const finished = (outcome: { ok: true; accountId: number | null } | { ok: false; message: string }) => {
    setDialog(null);
    if (outcome.ok) toaster.success(t('platforms.authorisedAccount'));
    else toaster.error(outcome.message);
    void refresh();
  };

  const columns = useMemo(
    () => [
      col.computed({
        key: 'name',
        title: t('platforms.account'),
        valueType: 'text',
        value: (row) => row.name,
        render: (row) => (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Avatar size="sm" name={row.name} src={row.avatar} decorative />
            {row.name}
          </span>
        ),
        search: { label: t('platforms.account'), placeholder: t('platforms.searchPlaceholder'), maxLength: 50 },
      }),
      col.text('platformUid', { title: t('platforms.uid'), width: 130 }),
      col.count('followerCount', { title: t('platforms.followers'), width: 100 }),
      col.status('status', {
        title: t('platforms.status'),
        width: 110,
        dictionary: STATUS_DICTIONARY,
        search: true,
      }),
      col.text('expireTime', { title: t('platforms.expireTime'), width: 170 }),
      col.computed({
        key: 'ownerName',
        title: t('platforms.owner'),
        valueType: 'text',
        width: 110,
        value: (row) => row.ownerName ?? t('platforms.noneDept'),
      }),
      col.computed({
        key: 'deptName',
        title: t('platforms.dept'),
        valueType: 'text',
        width: 120,
        value: (row) => row.deptName ?? t('platforms.noneDept'),
      }),
      col.text('authTime', { title: t('platforms.authTime'), width: 170, defaultHidden: true }),
      ...(douyin && allowDyMcnAuth
        ? [
            col.computed({
              key: 'mcnName',
              title: t('platforms.mcn'),
              valueType: 'text',
              width: 120,
              value: (row) => row.mcnName ?? t('platforms.noneDept'),
            }),
          ]
        : []),
      ...(douyin && allowCluesAuth
        ? [
            col.computed({
              key: 'cluesAuth',
              title: t('platforms.clues'),
              valueType: 'text',
              width: 100,
              value: (row) => (row.cluesAuth ? t('platforms.cluesOn') : t('platforms.cluesOff')),
            }),
          ]
        : []),
      ...(douyin
        ? [
            col.computed({
              key: 'shop',
              title: t('platforms.shop'),
              valueType: 'text',
              width: 200,
              value: (row) => shopOf.get(row.id)?.shopName ?? t('platforms.noneDept'),
              render: (row) => {
                const shop = shopOf.get(row.id);
                if (!shop) return t('platforms.noneDept');
                return (
                  <Button
                    variant="link"
                    size="sm"
                    aria-label={`${t('platforms.openShop')} ${shop.shopName}`}
                    onClick={() => openShop(row.id)}
                  >
                    {shop.shopName}
                  </Button>
                );
              },
            }),
          ]
        : []),
    ],
    [t, douyin, allowCluesAuth, allowDyMcnAuth, shopOf, openShop],
  );
  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: 'deptId',
        label: t('platforms.dept'),
        kind: 'select',
        render: ({ value, onChange }) => (
          <TreeSelect
            aria-label={t('platforms.dept')}
            data={deptNodes}
            clearable
            value={typeof value === 'string' && value ? value : null}
            onValueChange={(key) => onChange(key ?? undefined)}
          />
        ),
      },
    ],
    [t, deptNodes],
  );
  const close = () => setDialog(null);
  const filtered = Boolean(name) || status !== undefined || deptId !== undefined;

  return (
    <>
      <ListPage<PlatformAccount>
        title={page.title}
        description={
          list.data ? (
            <span aria-live="polite">{t('platforms.summary', { count: formatCount(list.data.total) })}</span>
          ) : null
        }
        actions={
          <Button variant="primary" loading={authorising.isPending} onClick={() => authorising.mutate(null)}>
            {t('platforms.authorise', { platform: platformName })}
          </Button>
        }
        aria-label={t('platforms.table', { platform: platformName })}
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
        error={list.isError && !list.data ? t('platforms.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('platforms.noMatch') : t('platforms.none', { platform: platformName })}
        rowActions={(row) => [
          {
            key: 'reauthorise',
            label: t('platforms.reauthorise'),
            ariaLabel: `${t('platforms.reauthorise')} ${row.name}`,
            onSelect: () => authorising.mutate(row),
          },
          ...(row.status === 4
            ? []
            : [
                {
                  key: 'refresh',
                  label: t('platforms.refresh'),
                  ariaLabel: `${t('platforms.refresh')} ${row.name}`,
                  onSelect: () => renewing.mutate(row),
                },
                ...(douyin && allowCluesAuth && (row.cluesAuth || row.status !== 3)
                  ? [
                      {
                        key: 'clues',
                        label: row.cluesAuth ? t('platforms.cluesDisable') : t('platforms.cluesEnable'),
                        ariaLabel: `${row.cluesAuth ? t('platforms.cluesDisable') : t('platforms.cluesEnable')} ${row.name}`,
                        onSelect: () => settingClues.mutate({ account: row, enabled: !row.cluesAuth }),
                      },
                    ]
                  : []),
                {
                  key: 'revoke',
                  label: t('platforms.revoke'),
                  ariaLabel: `${t('platforms.revoke')} ${row.name}`,
                  tone: 'danger' as const,
                  onSelect: () => setDialog({ kind: 'revoke', account: row }),
                },
              ]),
        ]}
        maxInlineActions={3}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'waiting' ? (
          <AuthWaitingDialog
            platform={platform}
            scan={scan}
            state={dialog.start.state}
            authUrl={dialog.start.authUrl}
            onClose={close}
            onFinished={finished}
          />
        ) : null}
        {dialog?.kind === 'revoke' ? (
          <RevokeDialog
            account={dialog.account}
            onClose={close}
            onRevoked={async () => {
              setDialog(null);
              await refresh();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** 抖音授权 (`douyin_auth`). */
export const DouyinAuthPage = (props: PageProps) => <PlatformAuthPage {...props} platform={1} />;
/** 视频号授权 (`wechat_channels_auth`). */
export const WechatChannelsAuthPage = (props: PageProps) => <PlatformAuthPage {...props} platform={2} />;
/** 小红书授权 (`xiaohongshu_auth`). */
export const XiaohongshuAuthPage = (props: PageProps) => <PlatformAuthPage {...props} platform={3} />;
/** 快手授权 (`kuaishou_auth`). */
export const KuaishouAuthPage = (props: PageProps) => <PlatformAuthPage {...props} platform={4} />;
