import {
  BALANCE_LOG_TYPES,
  formatYuan,
  goodsName,
  ORDER_STATUSES,
  PAY_METHODS,
  type BalanceLog,
  type DownloadedFile,
  type Order,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import {
  Button,
  createListColumns,
  KpiCard,
  KpiCardGroup,
  ListPage,
  useLocale,
  type ListQuery,
} from '@brand-console/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useSessionState } from '../../../lib/hooks';
import { dateRangeParams, intParam, textParam } from '../../../lib/listParams';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useListQuery } from '../../../lib/router/useListQuery';
import { useServices } from '../../../lib/services';
import { billingMessage, ORDER_TONES, refusalOf, useBillingTranslate } from './messages';

const loadDialogs = () => import('./billingDialogs');
const CancelOrderDialog = preloadable(() => loadDialogs().then((m) => m.CancelOrderDialog));

const PAGE_SIZES = [10, 20, 50] as const;
const orderCol = createListColumns<Order>();
const logCol = createListColumns<BalanceLog>();
const ORDER_STATUS_DICTIONARY = ORDER_STATUSES.map((entry) => ({ ...entry, tone: ORDER_TONES[entry.value]! }));
const LOG_TYPE_DICTIONARY = BALANCE_LOG_TYPES.map((entry) => ({
  ...entry,
  tone: entry.value === 1 ? 'success' : 'neutral',
}));

type Tab = 'orders' | 'log';

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
 * 余额与订单 (menu key `balance_orders`): the balance with what was topped up and spent, and two tabs:
 * the brand's orders (by status, order number and time; the buyer cancels an unpaid one) and the
 * balance history (by type and time; exported as xlsx, kept in the task centre). Tab, filters and
 * paging live in the address.
 */
export function BalanceOrdersPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const { userInfo } = useSessionState();
  const queryClient = useQueryClient();
  const t = useBillingTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const [query, setQuery] = useListQuery(page, { pageSize: PAGE_SIZES[0], tab: 'orders' });
  const tab: Tab = query.tab === 'log' ? 'log' : 'orders';
  const [cancelling, setCancelling] = useState<string | null>(null);
  const range = dateRangeParams(query.filters.createTime);
  const status = intParam(query.filters.status);
  const type = intParam(query.filters.type);
  const orderNo = textParam(query.filters.orderNo);
  const paged = { pageNo: query.page, pageSize: query.pageSize };
  const logFilters = { ...range, ...(type === 1 || type === 2 ? { type: type as 1 | 2 } : {}) };

  useEffect(() => {
    CancelOrderDialog.preload().catch(() => {});
  }, []);

  const summary = useQuery(apiQueryOptions(api, '/v1/system/balance-log/sumvideo/getBalance', {}));
  const orders = useQuery({
    ...apiQueryOptions(api, '/v1/system/product/listOrder', {
      ...paged,
      ...range,
      ...(orderNo ? { orderNo } : {}),
      ...(status !== undefined && status >= 1 && status <= 4 ? { status: status as 1 | 2 | 3 | 4 } : {}),
    }),
    placeholderData: keepPreviousData,
    enabled: tab === 'orders',
  });
  const log = useQuery({
    ...apiQueryOptions(api, '/v1/system/balance-log/sumvideo/listLog', { ...paged, ...logFilters }),
    placeholderData: keepPreviousData,
    enabled: tab === 'log',
  });
  const exporting = useMutation({
    mutationFn: () => api.download('/v1/system/balance-log/sumvideo/export', logFilters, { selfHandled: true }),
    onSuccess: (file) => {
      saveFile(file);
      toaster.success(t('billing.exported', { name: file.fileName }));
    },
    onError: (error) => {
      const msg = refusalOf(error);
      toaster.error(msg ? billingMessage(msg, locale) : (error as Error).message);
    },
  });

  const orderColumns = useMemo(
    () => [
      orderCol.text('orderNo', {
        title: t('billing.orderNo'),
        width: 220,
        search: { placeholder: t('billing.orderNoPlaceholder'), maxLength: 32 },
      }),
      orderCol.computed({
        key: 'goods',
        valueType: 'text',
        title: t('billing.goods'),
        value: (o) => goodsName(o, lang),
      }),
      orderCol.computed({
        key: 'amount',
        valueType: 'text',
        title: t('billing.amount'),
        width: 130,
        value: (o) => formatYuan(o.amount),
      }),
      orderCol.status('payMethod', { title: t('billing.payMethod'), width: 110, dictionary: PAY_METHODS }),
      orderCol.status('status', {
        title: t('billing.status'),
        width: 100,
        dictionary: ORDER_STATUS_DICTIONARY,
        search: true,
      }),
      orderCol.computed({
        key: 'buyerName',
        valueType: 'text',
        title: t('billing.buyer'),
        width: 110,
        value: (o) => o.buyerName ?? t('billing.none'),
      }),
      orderCol.dateTime('createTime', { title: t('billing.createTime'), width: 170, search: true }),
      orderCol.computed({
        key: 'payTime',
        valueType: 'dateTime',
        title: t('billing.payTime'),
        width: 170,
        value: (o) => o.payTime,
      }),
    ],
    [t, lang],
  );
  const logColumns = useMemo(
    () => [
      logCol.dateTime('createTime', { title: t('billing.logTime'), width: 170, search: true }),
      logCol.status('type', { title: t('billing.logType'), width: 90, dictionary: LOG_TYPE_DICTIONARY, search: true }),
      logCol.computed({
        key: 'amount',
        valueType: 'text',
        title: t('billing.logAmount'),
        width: 130,
        value: (l) => (l.amount > 0 ? `+${formatYuan(l.amount)}` : formatYuan(l.amount)),
      }),
      logCol.computed({
        key: 'balance',
        valueType: 'text',
        title: t('billing.logBalance'),
        width: 140,
        value: (l) => formatYuan(l.balance),
      }),
      logCol.computed({
        key: 'content',
        valueType: 'text',
        title: t('billing.logContent'),
        value: (l) => (l.goods ? goodsName(l.goods, lang) : (l.remark ?? t('billing.none'))),
      }),
      logCol.computed({
        key: 'orderNo',
        valueType: 'text',
        title: t('billing.orderNo'),
        width: 220,
        value: (l) => l.orderNo ?? t('billing.none'),
      }),
      logCol.computed({
        key: 'userName',
        valueType: 'text',
        title: t('billing.operator'),
        width: 110,
        value: (l) => l.userName ?? t('billing.none'),
      }),
    ],
    [t, lang],
  );

  // Each tab has its own filters: switching starts the other tab unfiltered, on its first page.
  const changeQuery = (next: ListQuery) => setQuery(next.tab !== query.tab ? { ...next, filters: {}, page: 1 } : next);
  const tabs = [
    { key: 'orders', label: t('billing.ordersTab') },
    { key: 'log', label: t('billing.logTab') },
  ];
  const filtered = Object.values(query.filters).some((value) => value !== undefined && value !== '');
  const banner = (
    <KpiCardGroup label={t('billing.figures')}>
      <KpiCard
        label={t('billing.balance')}
        value={summary.data ? formatYuan(summary.data.balance) : null}
        loading={summary.isPending}
      />
      <KpiCard
        label={t('billing.rechargeTotal')}
        value={summary.data ? formatYuan(summary.data.rechargeTotal) : null}
        loading={summary.isPending}
      />
      <KpiCard
        label={t('billing.consumeTotal')}
        value={summary.data ? formatYuan(summary.data.consumeTotal) : null}
        loading={summary.isPending}
      />
    </KpiCardGroup>
  );
  const refreshOrders = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/product/listOrder') }),
      queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/balance-log/sumvideo/getBalance') }),
    ]);

  return (
    <>
      {tab === 'orders' ? (
        <ListPage<Order>
          title={page.title}
          banner={banner}
          description={
            orders.data ? (
              <span aria-live="polite">{t('billing.ordersSummary', { count: orders.data.total })}</span>
            ) : null
          }
          aria-label={t('billing.orders')}
          tabs={tabs}
          columns={orderColumns}
          data={orders.data?.records ?? []}
          total={orders.data?.total ?? 0}
          getRowId={(o) => o.orderNo}
          getRowLabel={(o) => o.orderNo}
          query={query}
          onQueryChange={changeQuery}
          pageSizeOptions={PAGE_SIZES}
          loading={orders.isFetching}
          error={orders.isError && !orders.data ? t('billing.loadFailed') : undefined}
          onRetry={() => void orders.refetch()}
          onRefresh={() => void orders.refetch()}
          emptyContent={filtered ? t('billing.noMatch') : t('billing.noOrders')}
          rowActions={(o) =>
            o.status === 1 && o.buyerId === userInfo?.userId
              ? [
                  {
                    key: 'cancel',
                    label: t('billing.cancelOrder'),
                    ariaLabel: `${t('billing.cancelOrder')} ${o.orderNo}`,
                    tone: 'danger' as const,
                    onSelect: () => setCancelling(o.orderNo),
                  },
                ]
              : []
          }
        />
      ) : (
        <ListPage<BalanceLog>
          title={page.title}
          banner={banner}
          description={
            log.data ? <span aria-live="polite">{t('billing.logSummary', { count: log.data.total })}</span> : null
          }
          actions={
            <Button loading={exporting.isPending} onClick={() => exporting.mutate()}>
              {t('billing.export')}
            </Button>
          }
          aria-label={t('billing.log')}
          tabs={tabs}
          columns={logColumns}
          data={log.data?.records ?? []}
          total={log.data?.total ?? 0}
          getRowId={(l) => String(l.id)}
          query={query}
          onQueryChange={changeQuery}
          pageSizeOptions={PAGE_SIZES}
          loading={log.isFetching}
          error={log.isError && !log.data ? t('billing.loadFailed') : undefined}
          onRetry={() => void log.refetch()}
          onRefresh={() => void log.refetch()}
          emptyContent={filtered ? t('billing.noMatch') : t('billing.noLog')}
        />
      )}
      <Suspense fallback={null}>
        {cancelling ? (
          <CancelOrderDialog
            orderNo={cancelling}
            onClose={() => setCancelling(null)}
            onCancelled={async () => {
              setCancelling(null);
              await refreshOrders();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
