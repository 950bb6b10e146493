import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type {
  BalanceLog,
  BalanceSummary,
  CreatedOrder,
  Order,
  OrderStatus,
  ProductGoods,
  ProductUseInfo,
  UsageRecord,
  UserSumvideoConfig,
} from './types';

/**
 * Products, orders and balance (spec section 7). Bare `product/...` and `balance-log/...` live
 * under `/v1/system/`; `api/brandUser/...` becomes `/v1/system/brandUser/...` (ADR 0005). Designed
 * beside them (ADR 0025): `cancelOrder`, `listUsageRecord` and `balance-log/sumvideo/getBalance`.
 */
export const commerceEndpoints = {
  '/v1/system/product/getProductUseInfo': endpoint<ProductUseInfo[]>(),
  '/v1/system/product/listUsageRecord': endpoint<PageResult<UsageRecord>>(),
  '/v1/system/product/listOrder': endpoint<PageResult<Order>>(),
  '/v1/system/product/getProductGoods': endpoint<ProductGoods[]>(),
  '/v1/system/product/createOrder': endpoint<CreatedOrder>(),
  /** Payment polling must see the server's current state each time: whitelisted. */
  '/v1/system/product/getOrderStatus': endpoint<OrderStatus>({ dedupe: false }),
  '/v1/system/product/cancelOrder': endpoint<Done>(),
  '/v1/system/balance-log/sumvideo/getBalance': endpoint<BalanceSummary>(),
  '/v1/system/balance-log/sumvideo/listLog': endpoint<PageResult<BalanceLog>>(),
  /** Excel export (binary), kept in the task centre. */
  '/v1/system/balance-log/sumvideo/export': binaryEndpoint(),
  '/v1/system/brandUser/listUsersSumvideoConfig': endpoint<PageResult<UserSumvideoConfig>>(),
  '/v1/system/brandUser/updateUserSumvideoConfig': endpoint<Done>(),
} satisfies EndpointMap;
