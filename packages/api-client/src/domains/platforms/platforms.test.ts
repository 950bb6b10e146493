import { describeDomainContract } from '../../test-utils/domainContract';
import { platformsEndpoints } from './endpoints';

describeDomainContract(
  'platforms',
  platformsEndpoints,
  ['/v1/system/platformAuth/', '/v1/system/wxThird/miniprogram/', '/v1/system/mcn/'],
  [
    {
      path: '/v1/system/platformAuth/listAccount',
      params: { pageNo: 1, pageSize: 20, platform: 1, status: 2, name: '星河', deptId: 3 },
    },
    { path: '/v1/system/platformAuth/getAuthMode', params: { platform: 1 } },
    { path: '/v1/system/platformAuth/authorize', params: { platform: 4 } },
    { path: '/v1/system/platformAuth/authorize', params: { platform: 1, id: 9 } },
    { path: '/v1/system/platformAuth/authResult', params: { state: 'abcdefghijklmnopqrstuvwxyz012345' } },
    { path: '/v1/system/platformAuth/revokeAuth', params: { id: 9 } },
    { path: '/v1/system/platformAuth/setCluesAuth', params: { id: 9, enabled: 1 } },
    { path: '/v1/system/wxThird/miniprogram/authResult', params: { state: 'abcdefghijklmnopqrstuvwxyz012345' } },
    { path: '/v1/system/mcn/save', params: { name: '星火文化传媒', contactPhone: '021-6088 1234' } },
    { path: '/v1/system/mcn/listAccount', params: { pageNo: 1, pageSize: 10, unbound: 1 } },
    { path: '/v1/system/mcn/bindAccounts', params: { mcnId: 2, accountIds: [3, 4] } },
  ],
);
