import type { NoticeRow } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Button, ConfirmDialog, createListColumns, ListPage, useLocale } from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { intParam, textParam } from '../../../lib/listParams';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { NOTICE_STATUSES, NOTICE_TYPES, noticeMessage, useNoticesTranslate } from './messages';
import { refusing } from '../../../lib/refusal';

// The form and the reads (with the request schemas) load after the page has shown, not before it.
const loadDialogs = () => import('./noticeDialogs');
const NoticeFormDialog = preloadable(() => loadDialogs().then((m) => m.NoticeFormDialog));
const ReadersDialog = preloadable(() => loadDialogs().then((m) => m.ReadersDialog));

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<NoticeRow>();

type NoticeDialog = { kind: 'create' } | { kind: 'edit' | 'withdraw' | 'delete' | 'readers'; notice: NoticeRow };

/**
 * 公告管理 (menu key `notice_manage`): the brand's announcements and upgrade notices, which the shell
 * shows to the members they address (the announcement dialog, the upgrade view). Filters by title,
 * type and status with paging in the address; write one (whole brand or departments) and keep it as
 * a draft, publish it now or at a time; edit drafts and scheduled ones; withdraw; delete drafts;
 * how many of its recipients have read it, and who.
 */
export function NoticesPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useNoticesTranslate();
  const locale = useLocale();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [dialog, setDialog] = useState<NoticeDialog | null>(null);
  const title = textParam(query.filters.title);
  const msgType = intParam(query.filters.msgType);
  const status = intParam(query.filters.status);

  useEffect(() => {
    NoticeFormDialog.preload().catch(() => {});
    ReadersDialog.preload().catch(() => {});
  }, []);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/system/notice/listNotice', {
      pageNo: query.page,
      pageSize: query.pageSize,
      ...(title ? { title } : {}),
      ...(msgType === 1 || msgType === 2 ? { msgType } : {}),
      ...(status !== undefined && status >= 1 && status <= 4 ? { status: status as 1 | 2 | 3 | 4 } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/notice/listNotice') });

  const columns = useMemo(
    () => [
      col.text('title', {
        title: t('notices.title'),
        search: { placeholder: t('notices.searchPlaceholder'), maxLength: 100 },
      }),
      col.status('msgType', { title: t('notices.type'), width: 120, dictionary: NOTICE_TYPES, search: true }),
      col.computed({
        key: 'audience',
        valueType: 'text',
        title: t('notices.audience'),
        value: (n) =>
          n.audience === 1
            ? t('notices.audience1')
            : n.audience === 2
              ? n.depts.map((d) => d.deptName).join('、')
              : t('notices.audienceMembers', { count: n.recipients }),
      }),
      col.status('status', { title: t('notices.status'), width: 100, dictionary: NOTICE_STATUSES, search: true }),
      col.computed({
        key: 'publishTime',
        valueType: 'dateTime',
        title: t('notices.publishTime'),
        width: 170,
        value: (n) => n.publishTime,
      }),
      col.computed({
        key: 'reads',
        valueType: 'text',
        title: t('notices.reads'),
        width: 120,
        value: (n) => t('notices.readsOf', { readers: n.readers, recipients: n.recipients }),
        render: (n) => (
          <span aria-label={t('notices.readsLabel', { readers: n.readers, recipients: n.recipients })}>
            {t('notices.readsOf', { readers: n.readers, recipients: n.recipients })}
          </span>
        ),
      }),
      col.computed({
        key: 'authorName',
        valueType: 'text',
        title: t('notices.author'),
        width: 110,
        value: (n) => n.authorName ?? '-',
        defaultHidden: true,
      }),
    ],
    [t],
  );

  const close = () => setDialog(null);
  const done = async (message: string) => {
    toaster.success(message);
    setDialog(null);
    await refresh();
  };
  /** Runs a call; a refusal is thrown in the reader's language (the confirmation shows it). */
  const refusingHere = (call: () => Promise<unknown>) => refusing(call, (msg) => noticeMessage(msg, locale));
  const filtered = Boolean(title || msgType || status);

  return (
    <>
      <ListPage<NoticeRow>
        title={page.title}
        description={
          list.data ? <span aria-live="polite">{t('notices.summary', { count: list.data.total })}</span> : null
        }
        actions={
          <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('notices.add')}
          </Button>
        }
        aria-label={t('notices.table')}
        columns={columns}
        data={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        getRowId={(n) => String(n.id)}
        getRowLabel={(n) => n.title}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching}
        error={list.isError && !list.data ? t('notices.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('notices.noMatch') : t('notices.none')}
        rowActions={(notice) => [
          {
            key: 'readers',
            label: t('notices.readers'),
            ariaLabel: `${t('notices.readers')} ${notice.title}`,
            onSelect: () => setDialog({ kind: 'readers', notice }),
          },
          ...(notice.status === 1 || notice.status === 2
            ? [
                {
                  key: 'edit',
                  label: t('notices.edit'),
                  ariaLabel: `${t('notices.edit')} ${notice.title}`,
                  onSelect: () => setDialog({ kind: 'edit', notice }),
                },
              ]
            : []),
          ...(notice.status === 2 || notice.status === 3
            ? [
                {
                  key: 'withdraw',
                  label: t('notices.withdraw'),
                  ariaLabel: `${t('notices.withdraw')} ${notice.title}`,
                  tone: 'danger' as const,
                  onSelect: () => setDialog({ kind: 'withdraw', notice }),
                },
              ]
            : []),
          ...(notice.status === 1
            ? [
                {
                  key: 'delete',
                  label: t('notices.delete'),
                  ariaLabel: `${t('notices.delete')} ${notice.title}`,
                  tone: 'danger' as const,
                  onSelect: () => setDialog({ kind: 'delete', notice }),
                },
              ]
            : []),
        ]}
        maxInlineActions={2}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <NoticeFormDialog
            {...(dialog.kind === 'edit' ? { notice: dialog.notice } : {})}
            onClose={close}
            onSaved={(message) => done(message)}
          />
        ) : null}
        {dialog?.kind === 'readers' ? <ReadersDialog notice={dialog.notice} onClose={close} /> : null}
      </Suspense>
      {dialog?.kind === 'withdraw' || dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={t(dialog.kind === 'withdraw' ? 'notices.withdraw' : 'notices.delete')}
          tone="danger"
          confirmText={t(dialog.kind === 'withdraw' ? 'notices.withdraw' : 'notices.delete')}
          onConfirm={async () => {
            const { notice, kind } = dialog;
            await refusingHere(() =>
              api.request(
                kind === 'withdraw' ? '/v1/system/notice/withdrawNotice' : '/v1/system/notice/deleteNotice',
                { id: notice.id },
                { selfHandled: true },
              ),
            );
            await done(t(kind === 'withdraw' ? 'notices.withdrawn' : 'notices.deleted', { title: notice.title }));
          }}
        >
          {t(dialog.kind === 'withdraw' ? 'notices.withdrawConfirm' : 'notices.deleteConfirm', {
            title: dialog.notice.title,
          })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
