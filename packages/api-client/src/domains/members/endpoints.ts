import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type {
  BrandRole,
  BrandUser,
  BrandUserAdded,
  BrandUserDetail,
  BrandUserPasswordReset,
  RoleCreated,
  RoleMenus,
} from './types';

/**
 * Members and roles (system administration: child accounts and roles, spec section 1). The spec
 * names no calls for them; these are designed in its style under `/v1/system/user/` and
 * `/v1/system/role/` (issue 21).
 */
export const membersEndpoints = {
  '/v1/system/user/listBrandUser': endpoint<PageResult<BrandUser>>(),
  /** Queued in the task centre (JSON answer), like the other V2 exports. */
  '/v1/system/user/exportBrandUser': endpoint<Done>(),
  '/v1/system/user/brandUserDetail': endpoint<BrandUserDetail>(),
  '/v1/system/user/addBrandUser': endpoint<BrandUserAdded>(),
  '/v1/system/user/updateBrandUser': endpoint<Done>(),
  '/v1/system/user/updateBrandUserStatus': endpoint<Done>(),
  '/v1/system/user/resetBrandUserPassword': endpoint<BrandUserPasswordReset>(),
  '/v1/system/role/listRole': endpoint<BrandRole[]>(),
  '/v1/system/role/addRole': endpoint<RoleCreated>(),
  '/v1/system/role/updateRole': endpoint<Done>(),
  '/v1/system/role/deleteRole': endpoint<Done>(),
  '/v1/system/role/getRoleMenus': endpoint<RoleMenus>(),
  '/v1/system/role/saveRoleMenus': endpoint<Done>({ encoding: 'json' }),
} satisfies EndpointMap;
