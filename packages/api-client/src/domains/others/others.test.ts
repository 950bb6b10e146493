import { describeDomainContract } from '../../test-utils/domainContract';
import { othersEndpoints } from './endpoints';

describeDomainContract(
  'others',
  othersEndpoints,
  [
    '/v1/system/wxThird/',
    '/v1/system/auth/',
    '/v1/system/liveRecord/',
    '/v1/system/extraInfo/',
    '/cgp/web/big-screen/',
    '/cgp/web/xUserGroup/',
    '/v1/auth/center/',
  ],
  [
    { path: '/v1/system/liveRecord/listLog', params: { pageNo: 1, pageSize: 10 } },
    { path: '/v1/system/liveRecord/recordControl', params: { accountId: 8, action: 2 } },
  ],
);
