import {
  dictionaryLabel,
  formatYuan,
  goodsName,
  PRODUCT_TYPES,
  PRODUCT_UNITS,
  type CreatedOrder,
  type ProductGoods,
} from '@brand-console/api-client';
import { apiPathKey, apiQueryOptions } from '@brand-console/api-client/query';
import { Alert, Button, Card, KpiCard, KpiCardGroup, PageHeader, useLocale } from '@brand-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Inline } from '../../../components/layout';
import { preloadable } from '../../../lib/preloadable';
import type { PageProps } from '../../../lib/router/menu';
import { useServices } from '../../../lib/services';
import { PackageFigures } from './PackageFigures';
import { billingMessage, refusalOf, useBillingTranslate } from './messages';

// The dialogs (and the QR code) load after the page has shown, not before it.
const loadDialogs = () => import('./billingDialogs');
const PayDialog = preloadable(() => loadDialogs().then((m) => m.PayDialog));
const BalancePayDialog = preloadable(() => loadDialogs().then((m) => m.BalancePayDialog));

type Dialog =
  | { kind: 'pay'; order: CreatedOrder & { payUrl: string }; goods: ProductGoods }
  | { kind: 'balance'; goods: ProductGoods };

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 } as const;

/**
 * 充值中心 (menu key `voucher_center`): the brand's balance and its packages (what the unexpired
 * packages grant against what was used), the top-ups and packages on sale. Buying places an order and
 * opens its payment page's QR code (and link) in a dialog that polls the order until it is paid,
 * cancelled or expired, then refreshes the figures; a package can also be paid from the balance.
 */
export function VoucherCenterPage({ page }: PageProps) {
  const { api, toaster } = useServices();
  const queryClient = useQueryClient();
  const t = useBillingTranslate();
  const locale = useLocale();
  const lang = locale.startsWith('en') ? 'en' : 'zh';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const balance = useQuery(apiQueryOptions(api, '/v1/system/balance-log/sumvideo/getBalance', {}));
  const goods = useQuery(apiQueryOptions(api, '/v1/system/product/getProductGoods', {}));

  useEffect(() => {
    PayDialog.preload().catch(() => {});
    BalancePayDialog.preload().catch(() => {});
  }, []);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/balance-log/sumvideo/getBalance') }),
        queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/product/getProductUseInfo') }),
        queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/product/listOrder') }),
        queryClient.invalidateQueries({ queryKey: apiPathKey('/v1/system/balance-log/sumvideo/listLog') }),
      ]),
    [queryClient],
  );

  const buying = useMutation({
    mutationFn: (item: ProductGoods) =>
      api.request('/v1/system/product/createOrder', { goodsId: item.goodsId, num: 1 }, { selfHandled: true }),
    onSuccess: (order, item) => {
      if (order.payUrl) setDialog({ kind: 'pay', order: { ...order, payUrl: order.payUrl }, goods: item });
    },
    onError: (error) => {
      const msg = refusalOf(error);
      toaster.error(msg ? billingMessage(msg, locale) : (error as Error).message);
    },
  });

  const topUps = goods.data?.filter((g) => g.kind === 1) ?? [];
  const packages = goods.data?.filter((g) => g.kind === 2) ?? [];
  const close = () => setDialog(null);
  const onSettled = useCallback(() => void refresh(), [refresh]);

  return (
    <>
      <PageHeader title={page.title} />
      <KpiCardGroup label={t('billing.figures')}>
        <KpiCard
          label={t('billing.balance')}
          value={balance.data ? formatYuan(balance.data.balance) : null}
          loading={balance.isPending}
          description={t('billing.balanceNote')}
        />
      </KpiCardGroup>
      <section aria-labelledby="billing-packages" style={{ marginTop: 24 }}>
        <h2 id="billing-packages">{t('billing.packages')}</h2>
        <PackageFigures />
      </section>
      {goods.isError ? (
        <Alert
          tone="danger"
          action={
            <Button size="sm" onClick={() => void goods.refetch()}>
              {t('billing.retry')}
            </Button>
          }
        >
          {t('billing.loadFailed')}
        </Alert>
      ) : null}
      <section aria-labelledby="billing-top-ups" style={{ marginTop: 24 }}>
        <h2 id="billing-top-ups">{t('billing.topUps')}</h2>
        <ul style={{ ...GRID, listStyle: 'none', padding: 0, margin: 0 }}>
          {topUps.map((item) => (
            <li key={item.goodsId}>
              <Card title={formatYuan(item.price)} titleAs="h3">
                <Button
                  variant="primary"
                  aria-label={t('billing.topUpOf', { amount: formatYuan(item.price) })}
                  loading={buying.isPending && buying.variables.goodsId === item.goodsId}
                  onClick={() => buying.mutate(item)}
                >
                  {t('billing.topUp')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
        {goods.data && topUps.length === 0 ? <p>{t('billing.noGoods')}</p> : null}
      </section>
      <section aria-labelledby="billing-buy" style={{ marginTop: 24 }}>
        <h2 id="billing-buy">{t('billing.buyPackages')}</h2>
        <ul style={{ ...GRID, listStyle: 'none', padding: 0, margin: 0 }}>
          {packages.map((item) => {
            const name = goodsName(item, lang);
            return (
              <li key={item.goodsId}>
                <Card
                  title={`${dictionaryLabel(PRODUCT_TYPES, item.productType, lang)} ${item.quantity.toLocaleString(
                    locale,
                  )} ${dictionaryLabel(PRODUCT_UNITS, item.productType, lang)}`}
                  titleAs="h3"
                >
                  <p style={{ margin: '0 0 4px' }}>
                    <strong>{formatYuan(item.price)}</strong>
                  </p>
                  <p style={{ margin: '0 0 12px' }}>{t('billing.validity', { days: item.validityDays ?? 0 })}</p>
                  <Inline gap={2} wrap>
                    <Button
                      variant="primary"
                      size="sm"
                      aria-label={`${t('billing.scanPay')} ${name}`}
                      loading={buying.isPending && buying.variables.goodsId === item.goodsId}
                      onClick={() => buying.mutate(item)}
                    >
                      {t('billing.scanPay')}
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`${t('billing.balancePay')} ${name}`}
                      onClick={() => setDialog({ kind: 'balance', goods: item })}
                    >
                      {t('billing.balancePay')}
                    </Button>
                  </Inline>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
      <Suspense fallback={null}>
        {dialog?.kind === 'pay' ? (
          <PayDialog order={dialog.order} goods={dialog.goods} onClose={close} onSettled={onSettled} />
        ) : null}
        {dialog?.kind === 'balance' ? (
          <BalancePayDialog
            goods={dialog.goods}
            balance={balance.data?.balance ?? 0}
            onClose={close}
            onPaid={async () => {
              setDialog(null);
              await refresh();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
