import { describeDomainContract } from '../../test-utils/domainContract';
import { growthEndpoints } from './endpoints';

describeDomainContract(
  'growth',
  growthEndpoints,
  ['/mission/user/growth/'],
  [
    { path: '/mission/user/growth/userGrowthLevel', params: { isDetail: 1 } },
    {
      path: '/mission/user/growth/saveUserGrowthLevelConfig',
      params: { levels: [{ level: 1, levelName: '青铜', minGrowth: 0, rights: ['优先审核'] }] },
    },
  ],
);
