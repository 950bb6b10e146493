import { dictionaryLabel, LINK_STATUSES, PLATFORMS, type QrPublishCode } from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Alert,
  Button,
  ConfirmDialog,
  createListColumns,
  ListPage,
  useLocale,
  type ListFilterDef,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { preloadable } from '../../../lib/preloadable';
import { refusalOf } from '../../../lib/refusal';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { saveFile, saveLink } from './download';
import { qrPublishMessage, useQrPublishTranslate } from './messages';

const PAGE_SIZES = [10, 20, 50] as const;
const col = createListColumns<QrPublishCode>();
/** Tones of a code's statuses: not enabled, publishing, invalid. */
const TONES: Readonly<Record<number, string>> = { 1: 'neutral', 2: 'success', 3: 'danger' };
const STATUS_DICTIONARY = LINK_STATUSES.map((entry) => ({ ...entry, tone: TONES[entry.value]! }));
/** While a scan's publication is under way the list asks again this often. */
const POLL_MS = 3000;

// The dialog and the drawer load when first asked for, not with the list.
const GenerateDialog = preloadable(() => import('./GenerateDialog').then((m) => m.GenerateDialog));
const QrDetailDrawer = preloadable(() => import('./QrDetailDrawer').then((m) => m.QrDetailDrawer));

/** The list's filters as the request takes them (name, status 1–3). */
function listParams(filters: Record<string, unknown>) {
  const name = typeof filters.name === 'string' ? filters.name.trim() : '';
  const status = Number(filters.status);
  return {
    ...(name ? { name } : {}),
    ...(status === 1 || status === 2 || status === 3 ? { status: status as 1 | 2 | 3 } : {}),
  };
}

/**
 * 扫码发布 (`qrcode_publish`, ADR 0036 part C): the brand's QR publish codes by name and status (in the
 * address), each with its PNG, works, scans, successes, status and times; generate one (the dialog),
 * open its detail (the scans and their results, in a drawer), disable it (confirmed, for good),
 * download its PNG, and export the scans of the codes found (tracking 211, kept in the task centre).
 * The list asks again every few seconds only while a scan's publication is under way.
 */
export function QrPublishPage({ page }: PageProps) {
  const { api, toaster, tracker } = useServices();
  const t = useQrPublishTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const queryClient = useQueryClient();
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0] });
  const [generating, setGenerating] = useState(false);
  const [detail, setDetail] = useState<QrPublishCode | null>(null);
  const [disabling, setDisabling] = useState<QrPublishCode | null>(null);
  const params = listParams(query.filters);
  const list = useQuery({
    ...apiQueryOptions(api, '/v1/matrix/qrcode/page', { pageNo: query.page, pageSize: query.pageSize, ...params }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => ((q.state.data?.records ?? []).some((r) => r.publishingCount > 0) ? POLL_MS : false),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/qrcode/page') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/matrix/qrcode/detail') }),
    ]);
  const translate = (error: unknown) => {
    const msg = refusalOf(error);
    return msg ? qrPublishMessage(msg, locale) : (error as Error).message;
  };
  const exporting = useMutation({
    mutationFn: () => api.download('/v1/matrix/qrcode/export', params, { selfHandled: true }),
    onSuccess: (file) => {
      saveFile(file);
      tracker.action('qrPublishExport');
      toaster.success(t('list.exported', { name: file.fileName }));
    },
    onError: (error) => toaster.error(translate(error)),
  });

  const filters = useMemo<ListFilterDef[]>(
    () => [
      { key: 'name', label: t('list.name'), kind: 'text', maxLength: 50 },
      {
        key: 'status',
        label: t('list.status'),
        kind: 'select',
        options: LINK_STATUSES.map((s) => ({ value: String(s.value), label: lang === 'en' ? s.en : s.zh })),
      },
    ],
    [t, lang],
  );
  const columns = useMemo(
    () => [
      col.thumbnail('qrCodeUrl', {
        title: t('list.image'),
        width: 80,
        alt: (r) => t('list.imageAlt', { name: r.name }),
        onOpen: (r) => setDetail(r),
      }),
      col.text('name', { title: t('list.name') }),
      col.count('worksCount', { title: t('list.works'), width: 90 }),
      col.count('scanCount', { title: t('list.scans'), width: 100 }),
      col.count('successCount', { title: t('list.successes'), width: 100 }),
      col.computed({
        key: 'platforms',
        valueType: 'tags',
        title: t('list.platforms'),
        width: 170,
        value: (r) => r.platforms.map((p) => dictionaryLabel(PLATFORMS, p, lang)),
      }),
      col.status('status', { title: t('list.status'), width: 100, dictionary: STATUS_DICTIONARY }),
      col.computed({
        key: 'validity',
        valueType: 'text',
        title: t('list.validity'),
        width: 180,
        value: (r) => `${r.startTime.slice(0, 16)} ~ ${r.endTime.slice(0, 16)}`,
      }),
      col.computed({
        key: 'creatorName',
        valueType: 'text',
        title: t('list.creator'),
        width: 100,
        value: (r) => r.creatorName ?? '',
      }),
      col.computed({
        key: 'createTime',
        valueType: 'dateTime',
        title: t('list.createTime'),
        width: 170,
        value: (r) => r.createTime,
      }),
    ],
    [t, lang],
  );
  const records = list.data?.records ?? [];
  const publishing = records.reduce((n, r) => n + r.publishingCount, 0);
  const filtered = Object.keys(params).length > 0;

  return (
    <>
      <ListPage<QrPublishCode>
        title={page.title}
        description={t('list.lead')}
        banner={publishing > 0 ? <Alert tone="info" title={t('list.publishing', { count: publishing })} /> : null}
        actions={
          <>
            <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
              {t('list.export')}
            </Button>
            <Button
              variant="primary"
              onPointerEnter={() => void GenerateDialog.preload().catch(() => {})}
              onClick={() => setGenerating(true)}
            >
              {t('list.generate')}
            </Button>
          </>
        }
        columns={columns}
        filters={filters}
        data={records}
        total={list.data?.total ?? 0}
        getRowId={(r) => String(r.id)}
        getRowLabel={(r) => r.name}
        query={query}
        onQueryChange={setQuery}
        pageSizeOptions={PAGE_SIZES}
        loading={list.isFetching && !list.data}
        error={list.isError && !list.data ? t('list.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        emptyContent={filtered ? t('list.noMatch') : t('list.empty')}
        rowActions={(r) => [
          {
            key: 'detail',
            label: t('list.detail'),
            ariaLabel: `${t('list.detail')} ${r.name}`,
            onSelect: () => setDetail(r),
          },
          {
            key: 'download',
            label: t('list.download'),
            ariaLabel: `${t('list.download')} ${r.name}`,
            disabled: !r.qrCodeUrl,
            onSelect: () => saveLink(r.qrCodeUrl, `${r.name}-二维码.png`),
          },
          {
            key: 'disable',
            label: t('list.disable'),
            ariaLabel: `${t('list.disable')} ${r.name}`,
            tone: 'danger' as const,
            disabled: r.disableTime !== null,
            onSelect: () => setDisabling(r),
          },
        ]}
      />
      <Suspense fallback={null}>
        {generating ? (
          <GenerateDialog
            onDone={(id) => {
              setGenerating(false);
              if (id !== null) {
                void refresh();
              }
            }}
          />
        ) : null}
        {detail ? <QrDetailDrawer code={detail} onClose={() => setDetail(null)} /> : null}
      </Suspense>
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(next) => !next && setDisabling(null)}
        tone="danger"
        confirmText={t('list.disable')}
        onConfirm={async () => {
          if (!disabling) return;
          try {
            await api.request('/v1/matrix/qrcode/disable', { id: disabling.id }, { selfHandled: true });
          } catch (error) {
            const text = translate(error);
            toaster.error(text);
            throw new Error(text, { cause: error });
          }
          toaster.success(t('list.disabled'));
          await refresh();
        }}
      >
        {disabling ? t('list.confirmDisable', { name: disabling.name }) : null}
      </ConfirmDialog>
    </>
  );
}
