import { z } from 'zod';
import { dateBound, empty, id, int, page, text } from './fields';

const balanceFilters = () => ({
  startTime: dateBound().optional(),
  endTime: dateBound().optional(),
  /** 1 recharge, 2 consumption (reference server). */
  type: int().optional(),
});

/** Requests of products, orders and balance; payloads not shown (reference server). */
export const commerceRequests = {
  '/v1/system/product/getProductUseInfo': empty(),
  '/v1/system/product/listOrder': z.object({ ...page(), status: int().optional() }),
  '/v1/system/product/getProductGoods': z.object({ productType: int().optional() }),
  '/v1/system/product/createOrder': z.object({ goodsId: id(), num: int().min(1) }),
  '/v1/system/product/getOrderStatus': z.object({ orderNo: text().min(1) }),
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
