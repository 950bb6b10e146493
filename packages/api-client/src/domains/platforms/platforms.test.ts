import { describeDomainContract } from '../../test-utils/domainContract';
import { platformsEndpoints } from './endpoints';

describeDomainContract(
  'platforms',
  platformsEndpoints,
  ['/v1/system/platformAuth/'],
  [
    {
      path: '/v1/system/platformAuth/listAccount',
      params: { pageNo: 1, pageSize: 20, platform: 1, status: 2, name: '星河', deptId: 3 },
    },
    { path: '/v1/system/platformAuth/authorize', params: { platform: 4 } },
    { path: '/v1/system/platformAuth/authorize', params: { platform: 1, id: 9 } },
    { path: '/v1/system/platformAuth/authResult', params: { state: 'abcdefghijklmnopqrstuvwxyz012345' } },
    { path: '/v1/system/platformAuth/revokeAuth', params: { id: 9 } },
  ],
);
