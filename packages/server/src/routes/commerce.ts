import { hashToken, newToken } from '../auth/tokens';
import {
  balanceSummary,
  cancelUnpaid,
  GoodsKind,
  goodsById,
  goodsOnSale,
  listBalanceLogs,
  listOrders,
  listUsageRecords,
  orderByNo,
  OrderStatus,
  PayMethod,
  placeOrder,
  productUseInfo,
} from '../db/billing';
import { memberOf } from '../db/members';
import { listVideoQuotas, quotaPeriod, setVideoQuota } from '../db/videoQuotas';
import { keepExportMadeNow } from '../jobs/worker';
import { BALANCE_READERS, PACKAGE_READERS, Scope, VIDEO_QUOTA_READERS } from '../http/access';
import { badRequest, notFound } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime } from '../lib/time';
import { paymentUrl } from '../billing/paymentPage';

/**
 * Products, orders and balance (spec section 7; ADR 0025): the goods catalogue, orders paid on the
 * payment page (`billing/paymentPage.ts`) or from the balance, their status, list and cancelling,
 * the balance and its log (export kept in the task centre), package figures and usage records; and
 * members' short-video quotas (`brandUser/...`, issue 21), which the member detail shows and sets. A
 * quota counts the short videos a member produces per calendar month (UTC+8); 0 is no limit
 * (`db/videoQuotas.ts`); the merge and split call refuses what would go beyond it.
 */
export const commerceRoutes: RouteTable = {
  '/v1/system/product/getProductGoods': {
    access: [Scope.voucherCenter],
    handler: ({ params, services }) => goodsOnSale(services.db, params),
  },

  /**
   * A new order: paid on the payment page (answered with its address, a one-time token in it of
   * which only the hash is stored), or from the balance at once (packages only; refused when short).
   */
  '/v1/system/product/createOrder': {
    access: [Scope.voucherCenter],
    handler: ({ params, auth, services, c }) => {
      const goods = goodsById(services.db, params.goodsId);
      if (!goods) throw badRequest('商品不存在或已下架');
      const payMethod = params.payMethod ?? PayMethod.scan;
      if (payMethod === PayMethod.balance && goods.kind === GoodsKind.topUp) throw badRequest('充值不能用余额支付');
      const token = payMethod === PayMethod.scan ? newToken() + newToken() : null;
      const placed = placeOrder(services.db, {
        brandId: auth.brandId,
        userId: auth.userId,
        goods,
        num: params.num,
        payMethod,
        tokenHash: token && hashToken(token),
        nowMs: services.now(),
      });
      if (!placed.ok) throw badRequest('余额不足');
      const order = orderByNo(services.db, auth.brandId, placed.orderNo, formatDateTime(services.now()))!;
      return {
        orderNo: order.orderNo,
        status: order.status,
        payUrl: token && paymentUrl(new URL(c.req.url).origin, token),
        amount: order.amount,
        expireTime: order.expireTime,
      };
    },
  },

  '/v1/system/product/getOrderStatus': {
    access: BALANCE_READERS,
    handler: ({ params, auth, services }) => {
      const order = orderByNo(services.db, auth.brandId, params.orderNo, formatDateTime(services.now()));
      if (!order) throw badRequest('订单不存在');
      return { orderNo: order.orderNo, status: order.status, payTime: order.payTime };
    },
  },

  /** The caller's own unpaid order; its payment page stops working. */
  '/v1/system/product/cancelOrder': {
    access: BALANCE_READERS,
    handler: ({ params, auth, services }) => {
      const now = formatDateTime(services.now());
      const order = orderByNo(services.db, auth.brandId, params.orderNo, now);
      if (!order) throw badRequest('订单不存在');
      if (order.buyerId !== auth.userId) throw badRequest('只能取消自己下的订单');
      if (order.status !== OrderStatus.unpaid || !cancelUnpaid(services.db, auth.brandId, order.orderNo, now)) {
        throw badRequest('订单已支付、已取消或已过期');
      }
      return null;
    },
  },

  '/v1/system/product/listOrder': {
    access: [Scope.balanceOrders],
    handler: ({ params, auth, services }) =>
      listOrders(services.db, auth.brandId, formatDateTime(services.now()), {
        ...params,
        orderNo: params.orderNo?.trim() || undefined,
      }),
  },

  '/v1/system/product/getProductUseInfo': {
    access: PACKAGE_READERS,
    handler: ({ auth, services }) => productUseInfo(services.db, auth.brandId, services.now()),
  },

  '/v1/system/product/listUsageRecord': {
    access: [Scope.packageUsage],
    handler: ({ params, auth, services }) => listUsageRecords(services.db, auth.brandId, services.now(), params),
  },

  '/v1/system/balance-log/sumvideo/getBalance': {
    access: BALANCE_READERS,
    handler: ({ auth, services }) => balanceSummary(services.db, auth.brandId),
  },

  '/v1/system/balance-log/sumvideo/listLog': {
    access: [Scope.balanceOrders],
    handler: ({ params, auth, services }) => listBalanceLogs(services.db, auth.brandId, params, params),
  },

  /** Binary: the log's rows under the filters as xlsx, answered at once and kept in the task centre (15 days). */
  '/v1/system/balance-log/sumvideo/export': {
    access: [Scope.balanceOrders],
    handler: async ({ params, auth, services }) => {
      // Checked before anything is written: a bad range is a 400, not a failed export.
      listBalanceLogs(services.db, auth.brandId, params, { pageNo: 1, pageSize: 1 });
      const stamp = formatDateTime(services.now()).replace(/\D/g, '').slice(0, 14);
      const fileName = `余额明细${stamp}.xlsx`;
      const body = await keepExportMadeNow(services, auth.brandId, {
        userId: auth.userId,
        fileName,
        exporterType: 'balanceLog',
        filters: { ...params },
      });
      return {
        body,
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },
  },

  '/v1/system/brandUser/listUsersSumvideoConfig': {
    access: VIDEO_QUOTA_READERS,
    handler: ({ params, auth, services }) =>
      listVideoQuotas(
        services.db,
        auth.brandId,
        { userBrandName: params.userBrandName?.trim() || undefined, userId: params.userId },
        params,
        quotaPeriod(services.now()),
      ),
  },

  '/v1/system/brandUser/updateUserSumvideoConfig': {
    access: [Scope.childAccount],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (!memberOf(db, auth.brandId, params.userId)) throw notFound('成员不存在');
      setVideoQuota(db, auth.brandId, params.userId, params.limitNum, {
        userId: auth.userId,
        at: formatDateTime(services.now()),
      });
      return null;
    },
  },
};
