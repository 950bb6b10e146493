import { formatYuan, goodsName, type CreatedOrder, type ProductGoods } from '@brand-console/api-client';
import { Button, ConfirmDialog, Dialog, QRCode, Result, useLocale } from '@brand-console/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../lib/services';
import { refusing } from '../../../lib/refusal';
import { billingMessage, refusalOf, useBillingTranslate } from './messages';

/** How often the payment dialog asks whether the order has been paid. */
export const ORDER_POLL_MS = 2000;

const apiLang = (locale: string) => (locale.startsWith('en') ? 'en' : 'zh');

/**
 * An order waiting for payment: the payment page's address as a QR code (to scan with a phone) and
 * as a link to open it in a new window. Polls `getOrderStatus` every 2 seconds until the order is paid,
 * cancelled or expired, then says so and reports once (the page refreshes its balance). The page runs
 * on this server's origin in its own window; no message crosses windows (ADR 0025).
 */
export function PayDialog({
  order,
  goods,
  onClose,
  onSettled,
}: {
  order: CreatedOrder & { payUrl: string };
  goods: ProductGoods;
  onClose: () => void;
  onSettled: () => void;
}) {
  const { api, toaster } = useServices();
  const t = useBillingTranslate();
  const locale = useLocale();
  const name = goodsName(goods, apiLang(locale));
  const status = useQuery({
    queryKey: ['orderStatus', order.orderNo],
    queryFn: () => api.request('/v1/system/product/getOrderStatus', { orderNo: order.orderNo }, { selfHandled: true }),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 1 ? false : ORDER_POLL_MS),
    gcTime: 0,
  });
  const current = status.data?.status ?? 1;
  const settled = useRef(false);
  useEffect(() => {
    if (current === 1 || settled.current) return;
    settled.current = true;
    onSettled();
  }, [current, onSettled]);
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    try {
      await api.request('/v1/system/product/cancelOrder', { orderNo: order.orderNo }, { selfHandled: true });
      await status.refetch();
    } catch (error) {
      const msg = refusalOf(error);
      toaster.error(msg ? billingMessage(msg, locale) : (error as Error).message);
    } finally {
      setCancelling(false);
    }
  };
  const amount = formatYuan(order.amount);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={t('billing.payTitle')}
        description={current === 1 ? t('billing.payIntro') : undefined}
        footer={
          <>
            {current === 1 ? (
              <Button onClick={() => void cancel()} loading={cancelling}>
                {t('billing.cancelOrder')}
              </Button>
            ) : null}
            <Button variant={current === 1 ? 'secondary' : 'primary'} onClick={onClose}>
              {current === 1 ? t('billing.payLater') : t('billing.done')}
            </Button>
          </>
        }
      >
        <div role="status" aria-live="polite">
          {current === 1 ? (
            <div style={{ display: 'grid', justifyItems: 'center', gap: 12 }}>
              <QRCode value={order.payUrl} title={t('billing.qrTitle', { name })} size={180} />
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
                <dt>{t('billing.goods')}</dt>
                <dd style={{ margin: 0 }}>{name}</dd>
                <dt>{t('billing.amount')}</dt>
                <dd style={{ margin: 0 }}>
                  <strong>{amount}</strong>
                </dd>
                <dt>{t('billing.orderNo')}</dt>
                <dd style={{ margin: 0 }}>{order.orderNo}</dd>
              </dl>
              <span>{t('billing.expiresAt', { time: order.expireTime })}</span>
              <a href={order.payUrl} target="_blank" rel="noopener noreferrer">
                {t('billing.payLink')}
              </a>
              <span>{t('billing.waiting')}</span>
            </div>
          ) : current === 2 ? (
            <Result
              status="success"
              headingLevel={3}
              title={t('billing.paid')}
              description={t('billing.paidNote', { name, amount })}
            />
          ) : current === 3 ? (
            <Result status="info" headingLevel={3} title={t('billing.cancelled')} />
          ) : (
            <Result
              status="warning"
              headingLevel={3}
              title={t('billing.expired')}
              description={t('billing.expiredNote')}
            />
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Confirms buying a package from the balance, then places the order (paid at once, or refused when short). */
export function BalancePayDialog({
  goods,
  balance,
  onClose,
  onPaid,
}: {
  goods: ProductGoods;
  balance: number;
  onClose: () => void;
  onPaid: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const t = useBillingTranslate();
  const locale = useLocale();
  const name = goodsName(goods, apiLang(locale));
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('billing.confirmBalanceTitle', { amount: formatYuan(goods.price) })}
      confirmText={t('billing.confirmPay')}
      onConfirm={async () => {
        await refusing(
          () =>
            api.request(
              '/v1/system/product/createOrder',
              { goodsId: goods.goodsId, num: 1, payMethod: 2 },
              { selfHandled: true },
            ),
          (msg) => billingMessage(msg, locale),
        );
        toaster.success(t('billing.boughtWithBalance', { name }));
        await onPaid();
      }}
    >
      {t('billing.confirmBalanceBody', { name, balance: formatYuan(balance) })}
    </ConfirmDialog>
  );
}

/** Confirms cancelling one's own unpaid order. */
export function CancelOrderDialog({
  orderNo,
  onClose,
  onCancelled,
}: {
  orderNo: string;
  onClose: () => void;
  onCancelled: () => Promise<unknown> | void;
}) {
  const { api, toaster } = useServices();
  const t = useBillingTranslate();
  const locale = useLocale();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('billing.cancelTitle', { orderNo })}
      confirmText={t('billing.cancelOrder')}
      onConfirm={async () => {
        await refusing(
          () => api.request('/v1/system/product/cancelOrder', { orderNo }, { selfHandled: true }),
          (msg) => billingMessage(msg, locale),
        );
        toaster.success(t('billing.cancelledOrder', { orderNo }));
        await onCancelled();
      }}
    >
      {t('billing.cancelBody')}
    </ConfirmDialog>
  );
}
