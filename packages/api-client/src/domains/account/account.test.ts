import { describeDomainContract } from '../../test-utils/domainContract';
import { accountEndpoints } from './endpoints';

describeDomainContract(
  'account',
  accountEndpoints,
  ['/v1/system/account/'],
  [
    { path: '/v1/system/account/loginByPhone', params: { phone: '13800000000', password: 'encoded' } },
    { path: '/v1/system/account/userMessage/readMsg', params: { ids: [3] } },
    { path: '/v1/system/account/switchBrand', params: { brandId: 2, userId: 7, loginType: 1 } },
    {
      path: '/v1/system/account/buriedPoint/add',
      params: {
        eventId: 102,
        eventName: 'leave',
        isMobile: 0,
        osType: 'Windows',
        osVersion: '11',
        stayTime: 30,
        isActive: 1,
        activeType: 2,
        pageName: 'home',
        moduleRoot: 'content_center',
      },
    },
  ],
);
