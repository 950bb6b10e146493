import { describeDomainContract } from '../../test-utils/domainContract';
import { organisationEndpoints } from './endpoints';

describeDomainContract(
  'organisation',
  organisationEndpoints,
  ['/v1/system/dept/', '/v1/system/orgSyncConfig/', '/v1/system/staff/', '/v1/system/business/'],
  [
    { path: '/v1/system/dept/alias/add', params: { aliasList: [{ level: 1, alias: '事业部' }] } },
    { path: '/v1/system/dept/group/moveGroupDepts', params: { groupId: 1, deptIds: [4, 5] } },
    { path: '/v1/system/business/openOrClosePrincipalByType', params: { type: 1, isOpen: 0 } },
  ],
);
