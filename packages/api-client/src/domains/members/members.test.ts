import { describeDomainContract } from '../../test-utils/domainContract';
import { membersEndpoints } from './endpoints';

describeDomainContract(
  'members',
  membersEndpoints,
  ['/v1/system/user/', '/v1/system/role/'],
  [
    {
      path: '/v1/system/user/listBrandUser',
      params: { pageNo: 1, pageSize: 20, userBrandName: '林', deptId: 3, status: 0 },
    },
    { path: '/v1/system/user/exportBrandUser', params: { roleId: 2, status: 1 } },
    {
      path: '/v1/system/user/addBrandUser',
      params: { phone: ' 13900130001 ', userBrandName: ' 新同事 ', deptIds: [3], roleIds: [2, 3], employeeId: 'E-01' },
      expected: { phone: '13900130001', userBrandName: '新同事', deptIds: [3], roleIds: [2, 3], employeeId: 'E-01' },
    },
    { path: '/v1/system/user/updateBrandUser', params: { userId: 7, userBrandName: '改名', roleIds: [2] } },
    { path: '/v1/system/role/saveRoleMenus', params: { roleId: 2, menuIds: [] } },
    { path: '/v1/system/role/saveRoleMenus', params: { roleId: 2, menuIds: [5, 6] } },
  ],
);
