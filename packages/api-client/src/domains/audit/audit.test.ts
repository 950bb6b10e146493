import { describeDomainContract } from '../../test-utils/domainContract';
import { auditEndpoints } from './endpoints';

describeDomainContract(
  'audit',
  auditEndpoints,
  ['/mission/audit/video/'],
  [
    { path: '/mission/audit/video/listUserInfo', params: { userBrandName: '张', staffStatus: 1, isValid: 1 } },
    { path: '/mission/audit/video/addAuditTaskUser', params: { nodeId: 1, userIds: [5, 6] } },
  ],
);
