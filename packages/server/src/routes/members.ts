import { randomInt } from 'node:crypto';
import { hashPasswordAsync } from '../auth/tokens';
import { brandSetting, ORG_SETTING_KEYS } from '../db/config';
import { transaction, type Database } from '../db/database';
import {
  addMembership,
  addRole,
  countBrandRoles,
  createUser,
  deleteRole,
  employeeIdTaken,
  fullDepartment,
  hasRoleManager,
  listMembers,
  type MemberFilters,
  listRoles,
  memberDetail,
  memberOf,
  menuTree,
  otherBrandCount,
  renameRole,
  revokeBrandSessions,
  roleMenuIds,
  roleOf,
  roleTaken,
  setInitialPassword,
  setMemberRoles,
  setMemberStatus,
  setRoleMenus,
  updateMembership,
  userIdByPhone,
  withAncestors,
} from '../db/members';
import { queueExport } from '../db/downloads';
import { countBrandDepartments } from '../db/operationalAnalysis';
import { descendantIds, isBrandDepartment } from '../db/organisation';
import { Scope } from '../http/access';
import type { Auth } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime } from '../lib/time';

/** Most roles a brand may have. */
export const MAX_ROLES_PER_BRAND = 100;

/** Refusal of a change that would leave no enabled member able to manage roles. */
export const LOCKOUT_MESSAGE = '至少要保留一名启用的成员拥有角色管理权限，否则品牌将无法再分配权限';

/** Initial passwords: 12 characters without look-alikes (0/O, 1/l/I), always letters and digits. */
const PASSWORD_LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const PASSWORD_DIGITS = '23456789';
export function initialPassword(): string {
  const all = PASSWORD_LETTERS + PASSWORD_DIGITS;
  const chars = Array.from({ length: 12 }, (_, i) => {
    const from = i === 0 ? PASSWORD_LETTERS : i === 1 ? PASSWORD_DIGITS : all;
    return from[randomInt(from.length)]!;
  });
  // Shuffle so the letter and digit are not always first (Fisher–Yates on the CSPRNG).
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const showsEmployeeId = (db: Database, auth: Auth) =>
  brandSetting<boolean>(db, auth.brandId, ORG_SETTING_KEYS.showEmployeeId, false);

/** The roles must all be the brand's. */
function checkRoles(db: Database, brandId: number, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (countBrandRoles(db, brandId, unique) !== unique.length) throw badRequest('角色不存在');
  return unique;
}

/** The departments must all be the brand's. */
function checkDepartments(db: Database, brandId: number, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length > 0 && countBrandDepartments(db, brandId, unique) !== unique.length) {
    throw badRequest('部门不存在');
  }
  return unique;
}

/** An employee id as stored: blank is none; one another member of the brand has is refused. */
function employeeIdOf(db: Database, brandId: number, text: string, userId?: number): string | null {
  if (text === '') return null;
  if (employeeIdTaken(db, brandId, text, userId)) throw badRequest('该工号已被其他成员使用');
  return text;
}

/**
 * Runs a change of roles, grants or member states in one transaction, undone when it would leave
 * the brand without an enabled member who can manage roles (if it had one).
 */
function keepingARoleManager<T>(db: Database, brandId: number, change: () => T): T {
  return transaction(db, () => {
    const had = hasRoleManager(db, brandId);
    const result = change();
    if (had && !hasRoleManager(db, brandId)) throw badRequest(LOCKOUT_MESSAGE);
    return result;
  });
}

/**
 * The member list's and export's filters from a request: a department stands for itself and every
 * department under it; a department or role must be the brand's.
 */
function memberFiltersOf(
  db: Database,
  brandId: number,
  params: { userBrandName?: string; phone?: string; deptId?: number; roleId?: number; status?: 0 | 1 },
): MemberFilters {
  let deptIds: number[] | undefined;
  if (params.deptId !== undefined) {
    if (!isBrandDepartment(db, brandId, params.deptId)) throw badRequest('部门不存在');
    deptIds = [params.deptId, ...descendantIds(db, brandId, params.deptId)];
  }
  if (params.roleId !== undefined) checkRoles(db, brandId, [params.roleId]);
  return {
    userBrandName: params.userBrandName?.trim() || undefined,
    phone: params.phone?.trim() || undefined,
    deptIds,
    roleId: params.roleId,
    status: params.status,
  };
}

function memberOrNotFound(db: Database, brandId: number, userId: number) {
  const member = memberOf(db, brandId, userId);
  if (!member) throw notFound('成员不存在');
  return member;
}

function roleOrNotFound(db: Database, brandId: number, roleId: number) {
  const role = roleOf(db, brandId, roleId);
  if (!role) throw notFound('角色不存在');
  return role;
}

/**
 * Members and roles (system administration, issue 21): the brand's child accounts behind
 * `child_account`, its roles and their menus behind `role` (the member pages read the role list
 * too). Members are reached through their membership of the session's brand, roles by the brand.
 */
export const membersRoutes: RouteTable = {
  '/v1/system/user/listBrandUser': {
    access: [Scope.childAccount],
    handler: ({ params, auth, services }) =>
      listMembers(
        services.db,
        auth.brandId,
        memberFiltersOf(services.db, auth.brandId, params),
        params,
        showsEmployeeId(services.db, auth),
      ),
  },

  /** Queued as a download task that the job worker writes (see jobs/worker.ts), like the V2 exports. */
  '/v1/system/user/exportBrandUser': {
    access: [Scope.childAccount],
    handler: ({ params, auth, services }) => {
      const filters = memberFiltersOf(services.db, auth.brandId, params);
      const now = formatDateTime(services.now());
      queueExport(services.db, auth.brandId, {
        userId: auth.userId,
        fileName: `用户管理_${now.replace(/\D/g, '').slice(0, 14)}.xlsx`,
        exporterType: 'brandUsers',
        filters,
        createdAt: now,
      });
      return null;
    },
  },

  '/v1/system/user/brandUserDetail': {
    access: [Scope.childAccount],
    handler: ({ params, auth, services }) => {
      const detail = memberDetail(services.db, auth.brandId, params.userId, showsEmployeeId(services.db, auth));
      if (!detail) throw notFound('成员不存在');
      return detail;
    },
  },

  '/v1/system/user/addBrandUser': {
    access: [Scope.childAccount],
    handler: async ({ params, auth, services }) => {
      const { db } = services;
      const roleIds = checkRoles(db, auth.brandId, params.roleIds);
      const deptIds = checkDepartments(db, auth.brandId, params.deptIds ?? []);
      const employeeId = employeeIdOf(db, auth.brandId, params.employeeId ?? '');
      const existing = userIdByPhone(db, params.phone);
      if (existing !== undefined && memberOf(db, auth.brandId, existing)) throw badRequest('该手机号已是本品牌成员');
      const full = fullDepartment(db, auth.brandId, deptIds);
      // The organisation page's words for the same rule (staff/udpateStaffDepart).
      if (full) throw badRequest(`部门「${full.name}」已满 ${full.limit} 人，无法加入`);
      const password = existing === undefined ? initialPassword() : null;
      const hash = password === null ? null : await hashPasswordAsync(password);
      const at = formatDateTime(services.now());
      return transaction(db, () => {
        // Checked again inside the transaction: another call may have taken the phone or a place meanwhile.
        const again = userIdByPhone(db, params.phone);
        if (again !== existing) throw badRequest('该手机号刚被注册，请重试');
        if (existing !== undefined && memberOf(db, auth.brandId, existing)) throw badRequest('该手机号已是本品牌成员');
        if (employeeId !== null) employeeIdOf(db, auth.brandId, employeeId);
        if (fullDepartment(db, auth.brandId, deptIds)) throw badRequest('部门人数已达上限，请重试');
        const userId =
          existing ?? createUser(db, params.phone, params.userBrandName, hash!, new Date(services.now()).toISOString());
        addMembership(
          db,
          auth.brandId,
          userId,
          { userBrandName: params.userBrandName, employeeId, roleIds, deptIds },
          at,
        );
        return { userId, initialPassword: password };
      });
    },
  },

  '/v1/system/user/updateBrandUser': {
    access: [Scope.childAccount],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      memberOrNotFound(db, auth.brandId, params.userId);
      const roleIds = checkRoles(db, auth.brandId, params.roleIds);
      const employeeId =
        params.employeeId === undefined ? undefined : employeeIdOf(db, auth.brandId, params.employeeId, params.userId);
      keepingARoleManager(db, auth.brandId, () => {
        updateMembership(db, auth.brandId, params.userId, { userBrandName: params.userBrandName, employeeId });
        setMemberRoles(db, auth.brandId, params.userId, roleIds);
      });
      return null;
    },
  },

  '/v1/system/user/updateBrandUserStatus': {
    access: [Scope.childAccount],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const member = memberOrNotFound(db, auth.brandId, params.userId);
      if (params.status === 0) {
        if (params.userId === auth.userId) throw badRequest('不能禁用自己的账号');
        if (member.isMain) throw badRequest('主账号不能禁用');
      }
      keepingARoleManager(db, auth.brandId, () => {
        setMemberStatus(db, auth.brandId, params.userId, params.status);
        // Disabled: their sessions on this brand end now, so their next call is refused as signed out.
        if (params.status === 0) revokeBrandSessions(db, auth.brandId, params.userId, services.now());
      });
      return null;
    },
  },

  '/v1/system/user/resetBrandUserPassword': {
    access: [Scope.childAccount],
    handler: async ({ params, auth, services }) => {
      const { db } = services;
      const member = memberOrNotFound(db, auth.brandId, params.userId);
      if (params.userId === auth.userId) throw badRequest('不能重置自己的密码，请在个人中心修改密码');
      if (member.isMain) throw badRequest('主账号的密码只能由本人修改');
      // A password is the person's, not the brand's: one brand may not change how they sign in to another.
      if (otherBrandCount(db, auth.brandId, params.userId) > 0) {
        throw badRequest('该成员还属于其他品牌，密码只能由本人通过短信验证码重置');
      }
      const password = initialPassword();
      const hash = await hashPasswordAsync(password);
      transaction(db, () => {
        setInitialPassword(db, params.userId, hash);
        services.sessions.revokeUser(params.userId);
      });
      return { initialPassword: password };
    },
  },

  '/v1/system/role/listRole': {
    // The organisation page reads it too, to choose the role synced members get.
    access: [Scope.role, Scope.childAccount, Scope.organizationFramework],
    handler: ({ params, auth, services }) => listRoles(services.db, auth.brandId, params.roleName),
  },

  '/v1/system/role/addRole': {
    access: [Scope.role],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (listRoles(db, auth.brandId).length >= MAX_ROLES_PER_BRAND) {
        throw badRequest(`角色数量已达上限（${MAX_ROLES_PER_BRAND} 个）`);
      }
      const taken = roleTaken(db, auth.brandId, { code: params.roleCode, name: params.roleName });
      if (taken === 'code') throw badRequest('角色编码已存在');
      if (taken === 'name') throw badRequest('角色名称已存在');
      return { roleId: addRole(db, auth.brandId, params.roleName, params.roleCode) };
    },
  },

  '/v1/system/role/updateRole': {
    access: [Scope.role],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      roleOrNotFound(db, auth.brandId, params.roleId);
      if (roleTaken(db, auth.brandId, { name: params.roleName }, params.roleId)) throw badRequest('角色名称已存在');
      renameRole(db, auth.brandId, params.roleId, params.roleName);
      return null;
    },
  },

  '/v1/system/role/deleteRole': {
    access: [Scope.role],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const role = roleOrNotFound(db, auth.brandId, params.roleId);
      if (role.isAdmin) throw badRequest('管理员角色不能删除');
      if (role.memberCount > 0) throw badRequest(`该角色仍有 ${role.memberCount} 名成员，请先为他们更换角色`);
      deleteRole(db, auth.brandId, params.roleId);
      return null;
    },
  },

  '/v1/system/role/getRoleMenus': {
    access: [Scope.role],
    handler: ({ params, auth, services, c }) => {
      const { db } = services;
      roleOrNotFound(db, auth.brandId, params.roleId);
      const lang = (c.req.header('accept-language') ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';
      return { menus: menuTree(db, lang), menuIds: roleMenuIds(db, params.roleId) };
    },
  },

  '/v1/system/role/saveRoleMenus': {
    access: [Scope.role],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      roleOrNotFound(db, auth.brandId, params.roleId);
      const granted = withAncestors(db, params.menuIds);
      if (!granted) throw badRequest('菜单不存在');
      keepingARoleManager(db, auth.brandId, () => setRoleMenus(db, params.roleId, granted));
      return null;
    },
  },
};
