import { z } from 'zod';
import { code, dateBound, empty, id, int, page, text } from './fields';

/** Most of one goods an order takes. */
export const ORDER_NUM_MAX = 99;
/** An order number: `BC`, 14 digits of its time and 6 random digits. */
export const ORDER_NO_MAX = 32;

const balanceFilters = () => ({
  startTime: dateBound().optional(),
  endTime: dateBound().optional(),
  /** `BALANCE_LOG_TYPES`: 1 top-up, 2 purchase. */
  type: code([1, 2]).optional(),
});

/** A product type of `PRODUCT_TYPES`. */
const productType = () => code([1, 2, 3, 4, 5, 6]);
const orderNo = () => text(ORDER_NO_MAX).trim().min(1);

/** Requests of products, orders and balance (designed payloads, ADR 0025). */
export const commerceRequests = {
  '/v1/system/product/getProductUseInfo': empty(),
  /** One product type's usage records, newest first, within an optional time range. */
  '/v1/system/product/listUsageRecord': z.object({
    ...page(),
    productType: productType(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
  }),
  '/v1/system/product/listOrder': z.object({
    ...page(),
    /** `ORDER_STATUSES`. */
    status: code([1, 2, 3, 4]).optional(),
    /** Part of the order number. */
    orderNo: text(ORDER_NO_MAX).optional(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
  }),
  '/v1/system/product/getProductGoods': z.object({
    productType: productType().optional(),
    /** `GOODS_KINDS`: 1 top-ups, 2 packages. */
    kind: code([1, 2]).optional(),
  }),
  /** `payMethod` (`PAY_METHODS`, default 1): 2 pays a package from the balance at once. */
  '/v1/system/product/createOrder': z.object({
    goodsId: id(),
    num: int().min(1).max(ORDER_NUM_MAX),
    payMethod: code([1, 2]).optional(),
  }),
  '/v1/system/product/getOrderStatus': z.object({ orderNo: orderNo() }),
  /** The caller's own unpaid order. */
  '/v1/system/product/cancelOrder': z.object({ orderNo: orderNo() }),
  '/v1/system/balance-log/sumvideo/getBalance': empty(),
  '/v1/system/balance-log/sumvideo/listLog': z.object({ ...page(), ...balanceFilters() }),
  '/v1/system/balance-log/sumvideo/export': z.object(balanceFilters()),
  /** `userId` (designed): one member's quota, for the member detail. */
  '/v1/system/brandUser/listUsersSumvideoConfig': z.object({
    ...page(),
    userBrandName: text().optional(),
    userId: id().optional(),
  }),
  /** `limitNum`: short videos per month (UTC+8); 0 is no limit. */
  '/v1/system/brandUser/updateUserSumvideoConfig': z.object({ userId: id(), limitNum: int().min(0).max(100_000) }),
} satisfies Record<string, z.ZodType>;
