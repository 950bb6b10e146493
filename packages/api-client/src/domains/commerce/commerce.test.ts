import { describeDomainContract } from '../../test-utils/domainContract';
import { commerceEndpoints } from './endpoints';

describeDomainContract(
  'products, orders and balance',
  commerceEndpoints,
  ['/v1/system/product/', '/v1/system/balance-log/', '/v1/system/brandUser/'],
  [
    { path: '/v1/system/product/createOrder', params: { goodsId: 5, num: 2 } },
    { path: '/v1/system/product/createOrder', params: { goodsId: 3, num: 1, payMethod: 2 } },
    { path: '/v1/system/product/cancelOrder', params: { orderNo: 'BC20261120100000123456' } },
    {
      path: '/v1/system/product/listUsageRecord',
      params: { pageNo: 1, pageSize: 10, productType: 3, startTime: '2026-11-01' },
    },
    { path: '/v1/system/balance-log/sumvideo/listLog', params: { pageNo: 1, pageSize: 20, type: 2 } },
  ],
);
