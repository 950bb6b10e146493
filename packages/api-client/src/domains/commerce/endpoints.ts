import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type {
  BalanceLog,
  CreatedOrder,
  Order,
  OrderStatus,
  ProductGoods,
  ProductUseInfo,
  UserSumvideoConfig,
} from './types';

/**
 * Products, orders and balance (spec section 7). Bare `product/...` and `balance-log/...` live
 * under `/v1/system/`; `api/brandUser/...` becomes `/v1/system/brandUser/...` (ADR 0005).
 */
export const commerceEndpoints = {
  '/v1/system/product/getProductUseInfo': endpoint<ProductUseInfo[]>(),
  '/v1/system/product/listOrder': endpoint<PageResult<Order>>(),
  '/v1/system/product/getProductGoods': endpoint<ProductGoods[]>(),
  '/v1/system/product/createOrder': endpoint<CreatedOrder>(),
  /** Payment polling must see the server's current state each time: whitelisted. */
  '/v1/system/product/getOrderStatus': endpoint<OrderStatus>({ dedupe: false }),
  '/v1/system/balance-log/sumvideo/listLog': endpoint<PageResult<BalanceLog>>(),
  /** Excel export (binary). */
  '/v1/system/balance-log/sumvideo/export': binaryEndpoint(),
  '/v1/system/brandUser/listUsersSumvideoConfig': endpoint<PageResult<UserSumvideoConfig>>(),
  '/v1/system/brandUser/updateUserSumvideoConfig': endpoint<Done>(),
} satisfies EndpointMap;
