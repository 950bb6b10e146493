import { describeDomainContract } from '../../test-utils/domainContract';
import { employeesEndpoints } from './endpoints';

describeDomainContract(
  'employees and gold',
  employeesEndpoints,
  ['/mission/employee/', '/mission/miniApp/gold/', '/v1/system/user/', '/v1/system/employee/'],
  [
    { path: '/mission/employee/updateGold', params: { userIds: [1, 2], goldNum: 10, type: 1, remark: '奖励' } },
    { path: '/v1/system/user/listKosOrKocUser', params: { pageNo: 1, pageSize: 10, userType: 2 } },
  ],
);
