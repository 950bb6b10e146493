import type { McnInstitution, PlatformAuthStart } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Button, createListColumns, ListPage, Result, Skeleton, useFormatters, useLocale } from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { textParam } from '../../../lib/listParams';
import { openWindowAfter } from '../../../lib/openWindow';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { usePermissions, useSessionState } from '../../../lib/hooks';
import { useServices } from '../../../lib/services';
import { platformsMessage, refusalOf, usePlatformsTranslate } from './messages';

const loadDialogs = () => import('./mcnDialogs');
const McnFormDialog = preloadable(() => loadDialogs().then((m) => m.McnFormDialog));
const McnDeleteDialog = preloadable(() => loadDialogs().then((m) => m.McnDeleteDialog));
const McnAccountsDrawer = preloadable(() => loadDialogs().then((m) => m.McnAccountsDrawer));
const AuthWaitingDialog = preloadable(() => import('./platformDialogs').then((m) => m.AuthWaitingDialog));

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<McnInstitution>();

type DialogState =
  | { kind: 'form'; institution: McnInstitution | null }
  | { kind: 'delete'; institution: McnInstitution }
  | { kind: 'accounts'; institution: McnInstitution };

/**
 * MCN管理 (menu key `mcn_management`): the MCN institutions whose Douyin accounts the brand works
 * with, each with its accounts and their followers counted; add, edit, delete an empty one; an
 * institution's accounts in a drawer (take one out, add the brand's free accounts, authorise a new
 * one into it through Douyin's consent page). Shown only while the brand allows Douyin MCN
 * authorisation (`xuserConfig.allowDyMcnAuth`); otherwise the page says how to turn it on.
 */
export function McnPage({ page }: PageProps) {
  const t = usePlatformsTranslate();
  const { brandInfo } = useSessionState();
  const allowed = usePermissions().allowDyMcnAuth;
  // The brand's flags come with brand info, loaded with the shell: wait for them before saying no.
  if (!brandInfo) return <Skeleton lines={6} />;
  if (!allowed) {
    return <Result headingLevel={1} status="info" title={t('mcn.disabled')} description={t('mcn.disabledBody')} />;
  }
  return <McnList page={page} />;
}

function McnList({ page }: Pick<PageProps, 'page'>) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = usePlatformsTranslate();
  const locale = useLocale();
  const { formatCount } = useFormatters();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [waiting, setWaiting] = useState<PlatformAuthStart | null>(null);
  const name = textParam(query.filters.name);
  useEffect(() => {
    McnFormDialog.preload().catch(() => {});
  }, []);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/system/mcn/list', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...(name ? { name } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/mcn/list') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/mcn/listAccount') }),
    ]);

  const authorising = useMutation({
    // Douyin's consent page opens in a new window on the click.
    mutationFn: (institution: McnInstitution) =>
      openWindowAfter(
        () => api.request('/v1/system/mcn/authorize', { mcnId: institution.id }, { selfHandled: true }),
        (start) => start.authUrl,
      ),
    onSuccess: setWaiting,
    onError: (error) => {
      const msg = refusalOf(error);
      toaster.error(msg ? platformsMessage(msg, locale) : (error as Error).message);
    },
  });

  const columns = useMemo(
    () => [
      col.text('name', {
        title: t('mcn.name'),
        search: { label: t('mcn.name'), placeholder: t('mcn.searchPlaceholder'), maxLength: 50 },
      }),
      col.count('accountCount', { title: t('mcn.accounts'), width: 90 }),
      col.count('followerTotal', { title: t('mcn.followers'), width: 110 }),
      col.text('contactName', { title: t('mcn.contact'), width: 100 }),
      col.text('contactPhone', { title: t('mcn.phone'), width: 140 }),
      col.text('remark', { title: t('mcn.remark'), defaultHidden: true }),
      col.computed({
        key: 'creatorName',
        title: t('mcn.creator'),
        valueType: 'text',
        width: 100,
        value: (row) => row.creatorName ?? '—',
      }),
      col.text('createTime', { title: t('mcn.createTime'), width: 170 }),
    ],
    [t],
  );
  const close = () => setDialog(null);

  return (
    <>
      <ListPage<McnInstitution>
        title={page.title}
        description={
          list.data ? <span aria-live="polite">{t('mcn.summary', { count: formatCount(list.data.total) })}</span> : null
        }
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'form', institution: null })}>
            {t('mcn.add')}
          </Button>
        }
        aria-label={t('mcn.table')}
        columns={columns}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('mcn.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={name ? t('mcn.noMatch') : t('mcn.none')}
        rowActions={(row) => [
          {
            key: 'accounts',
            label: t('mcn.manageAccounts'),
            ariaLabel: `${t('mcn.manageAccounts')} ${row.name}`,
            onSelect: () => setDialog({ kind: 'accounts', institution: row }),
          },
          {
            key: 'edit',
            label: t('mcn.edit'),
            ariaLabel: `${t('mcn.edit')} ${row.name}`,
            onSelect: () => setDialog({ kind: 'form', institution: row }),
          },
          {
            key: 'delete',
            label: t('mcn.delete'),
            ariaLabel: `${t('mcn.delete')} ${row.name}`,
            tone: 'danger' as const,
            onSelect: () => setDialog({ kind: 'delete', institution: row }),
          },
        ]}
        maxInlineActions={3}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'form' ? (
          <McnFormDialog
            institution={dialog.institution}
            onClose={close}
            onSaved={async (saved) => {
              setDialog(null);
              toaster.success(t('mcn.saved', { name: saved }));
              await refresh();
            }}
          />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <McnDeleteDialog
            institution={dialog.institution}
            onClose={close}
            onDeleted={async () => {
              setDialog(null);
              await refresh();
            }}
          />
        ) : null}
        {dialog?.kind === 'accounts' ? (
          <McnAccountsDrawer
            institution={dialog.institution}
            authorising={authorising.isPending}
            onAuthorise={() => authorising.mutate(dialog.institution)}
            onClose={close}
            onChanged={refresh}
          />
        ) : null}
        {waiting ? (
          <AuthWaitingDialog
            platform={1}
            state={waiting.state}
            authUrl={waiting.authUrl}
            onClose={() => setWaiting(null)}
            onFinished={(outcome) => {
              setWaiting(null);
              if (outcome.ok) toaster.success(t('platforms.authorisedAccount'));
              else toaster.error(outcome.message);
              void refresh();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
