import { z } from 'zod';
import { array, flag, id, list, page, text } from './fields';

/** Most roles or departments one member is given in one call. */
export const MAX_MEMBER_ASSIGNMENTS = 50;
/** Display names: trimmed, at most 10 characters (spec section 5). */
const displayName = () => text().trim().min(1, '请输入显示名称').max(10, '显示名称最多 10 个字符');
/** A mainland mobile number: 11 digits starting with 1 (how accounts are signed in). */
const mobile = () =>
  text(20)
    .trim()
    .regex(/^1\d{10}$/, '请输入正确的手机号');
/** A brand's own employee number (shown when the brand shows employee ids, spec section 6). */
const employeeId = () =>
  text(64)
    .trim()
    .max(32, '工号最多 32 个字符')
    .regex(/^[\w-]*$/, '工号只能包含字母、数字、下划线和短横线');
/** Role names: trimmed, 1 to 20 characters. */
const roleName = () => text().trim().min(1, '请输入角色名称').max(20, '角色名称最多 20 个字符');
const roleIds = () => list(id(), MAX_MEMBER_ASSIGNMENTS).refine((ids) => ids.length > 0, '请选择角色');

/** Filters of the member list and its export. */
const memberFilters = () => ({
  userBrandName: text().optional(),
  phone: text(20).optional(),
  /** The department or any department under it. */
  deptId: id().optional(),
  roleId: id().optional(),
  /** 1 enabled, 0 disabled. */
  status: flag().optional(),
});

/**
 * Requests of the members domain: the brand's members (child accounts) and roles, system
 * administration. The spec shows no payloads for them (section 1 names the screens only); these
 * are the reference server's (issue 21).
 */
export const membersRequests = {
  '/v1/system/user/listBrandUser': z.object({ ...page(), ...memberFilters() }),
  /** Queues the list's export (same filters) in the task centre (tracking event 213). */
  '/v1/system/user/exportBrandUser': z.object(memberFilters()),
  '/v1/system/user/brandUserDetail': z.object({ userId: id() }),
  '/v1/system/user/addBrandUser': z.object({
    phone: mobile(),
    userBrandName: displayName(),
    deptIds: list(id(), MAX_MEMBER_ASSIGNMENTS).optional(),
    roleIds: roleIds(),
    employeeId: employeeId().optional(),
  }),
  '/v1/system/user/updateBrandUser': z.object({
    userId: id(),
    userBrandName: displayName(),
    roleIds: roleIds(),
    /** Blank clears the employee id; left out keeps it. */
    employeeId: employeeId().optional(),
  }),
  '/v1/system/user/updateBrandUserStatus': z.object({ userId: id(), status: flag() }),
  '/v1/system/user/resetBrandUserPassword': z.object({ userId: id() }),
  '/v1/system/role/listRole': z.object({ roleName: text().optional() }),
  '/v1/system/role/addRole': z.object({
    roleName: roleName(),
    roleCode: text()
      .trim()
      .max(32, '角色编码最多 32 个字符')
      .regex(/^[a-z][a-z0-9_]*$/, '角色编码以小写字母开头，只能包含小写字母、数字和下划线'),
  }),
  '/v1/system/role/updateRole': z.object({ roleId: id(), roleName: roleName() }),
  '/v1/system/role/deleteRole': z.object({ roleId: id() }),
  '/v1/system/role/getRoleMenus': z.object({ roleId: id() }),
  /** JSON body: the granted menu ids (an empty list grants nothing). */
  '/v1/system/role/saveRoleMenus': z.object({ roleId: id(), menuIds: array(id()) }),
} satisfies Record<string, z.ZodType>;
