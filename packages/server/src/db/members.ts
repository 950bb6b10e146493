import type {
  BrandRole,
  BrandUser,
  BrandUserDetail,
  MemberIdentity,
  MemberSignIn,
  RoleMenuNode,
} from '@brand-console/api-client';
import { formatDateTime } from '../lib/time';
import type { Database } from './database';
import { Filters, pageOf } from './query';

/**
 * Data access of members and roles (system administration, issue 21). Every member is reached
 * through its membership of the brand, (brand_id, user_id); every role by (brand_id, id).
 */

/** The scope code of the roles page: a brand must keep an enabled member whose role grants it. */
export const ROLE_MANAGER_SCOPE = 'role';

interface MemberRow {
  user_id: number;
  user_brand_name: string;
  phone: string;
  is_main: number;
  is_valid: number;
  employee_id: string | null;
  joined_at: string | null;
  user_created_at: string;
  last_login: number | null;
}

const MEMBER_COLUMNS = `ub.user_id, ub.user_brand_name, u.phone, ub.is_main, ub.is_valid, ub.employee_id, ub.joined_at,
  u.created_at AS user_created_at,
  (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = ub.user_id AND s.brand_id = ub.brand_id) AS last_login`;

/** Filters of the member list. */
export interface MemberFilters {
  userBrandName?: string;
  phone?: string;
  /** The departments whose members are listed (a department and those under it). */
  deptIds?: number[];
  roleId?: number;
  status?: 0 | 1;
}

/** An ISO time (users created before members had a join time) as the console's text. */
const isoToText = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatDateTime(ms);
};

function toMembers(db: Database, brandId: number, rows: MemberRow[], showEmployeeId: boolean): BrandUser[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.user_id);
  const marks = ids.map(() => '?').join(', ');
  const depts = db
    .prepare(
      `SELECT ud.user_id, d.id AS deptId, d.name AS deptName FROM user_departments ud
       JOIN departments d ON d.id = ud.dept_id AND d.brand_id = ud.brand_id
       WHERE ud.brand_id = ? AND ud.user_id IN (${marks}) ORDER BY d.id`,
    )
    .all(brandId, ...ids) as Array<{ user_id: number; deptId: number; deptName: string }>;
  const roles = db
    .prepare(
      `SELECT ur.user_id, r.id AS roleId, r.role_name AS roleName, r.role_code AS roleCode FROM user_roles ur
       JOIN roles r ON r.id = ur.role_id AND r.brand_id = ur.brand_id
       WHERE ur.brand_id = ? AND ur.user_id IN (${marks}) ORDER BY r.id`,
    )
    .all(brandId, ...ids) as Array<{ user_id: number; roleId: number; roleName: string; roleCode: string }>;
  return rows.map((row) => {
    const member: BrandUser = {
      userId: row.user_id,
      userBrandName: row.user_brand_name,
      phone: row.phone,
      departments: depts.filter((d) => d.user_id === row.user_id).map(({ deptId, deptName }) => ({ deptId, deptName })),
      roles: roles
        .filter((r) => r.user_id === row.user_id)
        .map(({ roleId, roleName, roleCode }) => ({ roleId, roleName, roleCode })),
      isMain: row.is_main ? 1 : 0,
      status: row.is_valid ? 1 : 0,
      createdAt: row.joined_at ?? isoToText(row.user_created_at),
      lastLoginTime: row.last_login === null ? null : formatDateTime(row.last_login),
    };
    if (showEmployeeId) member.employeeId = row.employee_id;
    return member;
  });
}

function memberFilters(brandId: number, filters: MemberFilters): Filters {
  const where = new Filters('ub.brand_id = ?', brandId)
    .contains('ub.user_brand_name', filters.userBrandName)
    .contains('u.phone', filters.phone)
    .eq('ub.is_valid', filters.status);
  if (filters.deptIds) {
    where.where(
      `EXISTS (SELECT 1 FROM user_departments f WHERE f.brand_id = ub.brand_id AND f.user_id = ub.user_id
        AND f.dept_id IN (${filters.deptIds.map(() => '?').join(', ')}))`,
      ...filters.deptIds,
    );
  }
  if (filters.roleId !== undefined) {
    where.where(
      'EXISTS (SELECT 1 FROM user_roles f WHERE f.brand_id = ub.brand_id AND f.user_id = ub.user_id AND f.role_id = ?)',
      filters.roleId,
    );
  }
  return where;
}

const MEMBERS_FROM = 'user_brands ub JOIN users u ON u.id = ub.user_id';
/** The main account first, then the newest. */
const MEMBERS_ORDER = 'ub.is_main DESC, ub.joined_at DESC, ub.user_id DESC';

/** One page of the brand's members. */
export function listMembers(
  db: Database,
  brandId: number,
  filters: MemberFilters,
  page: { pageNo: number; pageSize: number },
  showEmployeeId: boolean,
): { records: BrandUser[]; total: number } {
  const { rows, total } = pageOf<MemberRow>(
    db,
    MEMBERS_FROM,
    memberFilters(brandId, filters),
    MEMBERS_ORDER,
    page,
    MEMBER_COLUMNS,
  );
  return { records: toMembers(db, brandId, rows, showEmployeeId), total };
}

/** Every member the filters match, in list order (the export). */
export function allMembers(
  db: Database,
  brandId: number,
  filters: MemberFilters,
  showEmployeeId: boolean,
): BrandUser[] {
  const where = memberFilters(brandId, filters);
  const rows = db
    .prepare(`SELECT ${MEMBER_COLUMNS} FROM ${MEMBERS_FROM} WHERE ${where.sql} ORDER BY ${MEMBERS_ORDER}`)
    .all(...where.args) as unknown as MemberRow[];
  return toMembers(db, brandId, rows, showEmployeeId);
}

/** A member of the brand, or undefined when the user is not one. */
export function memberOf(db: Database, brandId: number, userId: number, showEmployeeId = false): BrandUser | undefined {
  const row = db
    .prepare(
      `SELECT ${MEMBER_COLUMNS} FROM user_brands ub JOIN users u ON u.id = ub.user_id
       WHERE ub.brand_id = ? AND ub.user_id = ?`,
    )
    .get(brandId, userId) as MemberRow | undefined;
  return row ? toMembers(db, brandId, [row], showEmployeeId)[0] : undefined;
}

/** How many sign-ins the member detail shows. */
export const SIGN_INS_SHOWN = 10;

/** A member's detail: the list row, the initial-password state, platform identities, last sign-ins. */
export function memberDetail(
  db: Database,
  brandId: number,
  userId: number,
  showEmployeeId: boolean,
): BrandUserDetail | undefined {
  const member = memberOf(db, brandId, userId, showEmployeeId);
  if (!member) return undefined;
  const user = db.prepare('SELECT is_init_pwd, feishu_id, wecom_id, hwork_id FROM users WHERE id = ?').get(userId) as {
    is_init_pwd: number;
    feishu_id: string | null;
    wecom_id: string | null;
    hwork_id: string | null;
  };
  const identities: MemberIdentity[] = (
    [
      ['feishu', user.feishu_id],
      ['wecom', user.wecom_id],
      ['hwork', user.hwork_id],
    ] as const
  ).flatMap(([platform, identity]) => (identity ? [{ platform, identity }] : []));
  const signIns = (
    db
      .prepare(
        `SELECT login_type, created_at FROM sessions WHERE user_id = ? AND brand_id = ?
         ORDER BY created_at DESC LIMIT ?`,
      )
      .all(userId, brandId, SIGN_INS_SHOWN) as Array<{ login_type: string; created_at: number }>
  ).map((s): MemberSignIn => ({ loginType: s.login_type, time: formatDateTime(s.created_at) }));
  return { ...member, isInitPwd: user.is_init_pwd ? 1 : 0, identities, signIns };
}

/** How many of `ids` are roles of the brand. */
export function countBrandRoles(db: Database, brandId: number, ids: readonly number[]): number {
  if (ids.length === 0) return 0;
  return (
    db
      .prepare(`SELECT count(*) AS n FROM roles WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
      .get(brandId, ...ids) as { n: number }
  ).n;
}

/** The first of `deptIds` that is already full (its limit reached; 0 means no limit), if any. */
export function fullDepartment(
  db: Database,
  brandId: number,
  deptIds: readonly number[],
): { name: string; limit: number } | undefined {
  if (deptIds.length === 0) return undefined;
  return db
    .prepare(
      `SELECT d.name, d.account_limit_num AS "limit" FROM departments d
       WHERE d.brand_id = ? AND d.id IN (${deptIds.map(() => '?').join(', ')}) AND d.account_limit_num > 0
         AND (SELECT count(*) FROM user_departments ud WHERE ud.brand_id = d.brand_id AND ud.dept_id = d.id)
             >= d.account_limit_num
       ORDER BY d.id LIMIT 1`,
    )
    .get(brandId, ...deptIds) as { name: string; limit: number } | undefined;
}

/** The account of a phone, if there is one. */
export function userIdByPhone(db: Database, phone: string): number | undefined {
  return (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined)?.id;
}

/** True when the employee id is taken by another member of the brand. */
export function employeeIdTaken(db: Database, brandId: number, employeeId: string, exceptUserId?: number): boolean {
  return !!db
    .prepare('SELECT 1 FROM user_brands WHERE brand_id = ? AND employee_id = ? AND user_id != ?')
    .get(brandId, employeeId, exceptUserId ?? -1);
}

/** Creates an account (with an initial password the member must change) and returns its id. */
export function createUser(db: Database, phone: string, name: string, passwordHash: string, at: string): number {
  return Number(
    db
      .prepare('INSERT INTO users (phone, name, password_hash, is_init_pwd, created_at) VALUES (?, ?, ?, 1, ?)')
      .run(phone, name, passwordHash, at).lastInsertRowid,
  );
}

/** Makes the user a member of the brand with the given roles and departments. */
export function addMembership(
  db: Database,
  brandId: number,
  userId: number,
  member: { userBrandName: string; employeeId: string | null; roleIds: readonly number[]; deptIds: readonly number[] },
  joinedAt: string,
): void {
  const sort = (
    db.prepare('SELECT coalesce(max(sort), -1) + 1 AS n FROM user_brands WHERE user_id = ?').get(userId) as {
      n: number;
    }
  ).n;
  db.prepare(
    `INSERT INTO user_brands (user_id, brand_id, user_brand_name, is_main, is_valid, sort, employee_id, joined_at)
     VALUES (?, ?, ?, 0, 1, ?, ?, ?)`,
  ).run(userId, brandId, member.userBrandName, sort, member.employeeId, joinedAt);
  setMemberRoles(db, brandId, userId, member.roleIds);
  const dept = db.prepare('INSERT INTO user_departments (user_id, brand_id, dept_id) VALUES (?, ?, ?)');
  for (const deptId of new Set(member.deptIds)) dept.run(userId, brandId, deptId);
}

/** Replaces the member's roles on the brand. */
export function setMemberRoles(db: Database, brandId: number, userId: number, roleIds: readonly number[]): void {
  db.prepare('DELETE FROM user_roles WHERE user_id = ? AND brand_id = ?').run(userId, brandId);
  const insert = db.prepare('INSERT INTO user_roles (user_id, brand_id, role_id) VALUES (?, ?, ?)');
  for (const roleId of new Set(roleIds)) insert.run(userId, brandId, roleId);
}

/** The member's display name and (when given; null clears it) employee id on the brand. */
export function updateMembership(
  db: Database,
  brandId: number,
  userId: number,
  change: { userBrandName: string; employeeId?: string | null },
): void {
  db.prepare('UPDATE user_brands SET user_brand_name = ? WHERE brand_id = ? AND user_id = ?').run(
    change.userBrandName,
    brandId,
    userId,
  );
  if (change.employeeId !== undefined) {
    db.prepare('UPDATE user_brands SET employee_id = ? WHERE brand_id = ? AND user_id = ?').run(
      change.employeeId,
      brandId,
      userId,
    );
  }
}

/** Enables (1) or disables (0) the member on the brand. */
export function setMemberStatus(db: Database, brandId: number, userId: number, status: 0 | 1): void {
  db.prepare('UPDATE user_brands SET is_valid = ? WHERE brand_id = ? AND user_id = ?').run(status, brandId, userId);
}

/** Ends the user's live sessions on the brand at once (a disabled member is signed out). */
export function revokeBrandSessions(db: Database, brandId: number, userId: number, at: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND brand_id = ? AND revoked_at IS NULL').run(
    at,
    userId,
    brandId,
  );
}

/** Brands of the user other than `brandId`. */
export function otherBrandCount(db: Database, brandId: number, userId: number): number {
  return (
    db.prepare('SELECT count(*) AS n FROM user_brands WHERE user_id = ? AND brand_id != ?').get(userId, brandId) as {
      n: number;
    }
  ).n;
}

/** Sets an initial password: the member meets the password prompt on their next sign-in. */
export function setInitialPassword(db: Database, userId: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, is_init_pwd = 1 WHERE id = ?').run(passwordHash, userId);
}

/**
 * True when an enabled member of the brand holds a role that grants the roles page: without one,
 * nobody could give the brand's roles their menus back (a brand must not lock itself out).
 */
export function hasRoleManager(db: Database, brandId: number): boolean {
  return !!db
    .prepare(
      `SELECT 1 FROM user_brands ub
       JOIN user_roles ur ON ur.user_id = ub.user_id AND ur.brand_id = ub.brand_id
       JOIN roles r ON r.id = ur.role_id AND r.brand_id = ub.brand_id
       JOIN role_menus rm ON rm.role_id = r.id
       JOIN menus m ON m.id = rm.menu_id
       WHERE ub.brand_id = ? AND ub.is_valid = 1 AND m.scope_code = ?
       LIMIT 1`,
    )
    .get(brandId, ROLE_MANAGER_SCOPE);
}

interface RoleRow {
  id: number;
  role_name: string;
  role_code: string;
  is_admin: number;
  members: number;
}

const toRole = (row: RoleRow): BrandRole => ({
  roleId: row.id,
  roleName: row.role_name,
  roleCode: row.role_code,
  isAdmin: !!row.is_admin || row.role_code === 'admin',
  memberCount: row.members,
});

const ROLE_COLUMNS = `r.id, r.role_name, r.role_code, r.is_admin,
  (SELECT count(*) FROM user_roles ur WHERE ur.brand_id = r.brand_id AND ur.role_id = r.id) AS members`;

/** The brand's roles (by name when given, `%` literal), in creation order. */
export function listRoles(db: Database, brandId: number, name?: string): BrandRole[] {
  const where = new Filters('r.brand_id = ?', brandId).contains('r.role_name', name);
  return (
    db
      .prepare(`SELECT ${ROLE_COLUMNS} FROM roles r WHERE ${where.sql} ORDER BY r.id`)
      .all(...where.args) as unknown as RoleRow[]
  ).map(toRole);
}

/** A role of the brand, or undefined. */
export function roleOf(db: Database, brandId: number, roleId: number): BrandRole | undefined {
  const row = db
    .prepare(`SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.brand_id = ? AND r.id = ?`)
    .get(brandId, roleId) as RoleRow | undefined;
  return row ? toRole(row) : undefined;
}

/** True when the brand has a role with this code or name (other than `exceptId`). */
export function roleTaken(
  db: Database,
  brandId: number,
  taken: { code?: string; name?: string },
  exceptId = -1,
): 'code' | 'name' | null {
  const hit = (column: string, value: string | undefined) =>
    value !== undefined &&
    !!db.prepare(`SELECT 1 FROM roles WHERE brand_id = ? AND ${column} = ? AND id != ?`).get(brandId, value, exceptId);
  if (hit('role_code', taken.code)) return 'code';
  if (hit('role_name', taken.name)) return 'name';
  return null;
}

export function addRole(db: Database, brandId: number, name: string, code: string): number {
  return Number(
    db
      .prepare('INSERT INTO roles (brand_id, role_name, role_code, is_admin) VALUES (?, ?, ?, 0)')
      .run(brandId, name, code).lastInsertRowid,
  );
}

export function renameRole(db: Database, brandId: number, roleId: number, name: string): void {
  db.prepare('UPDATE roles SET role_name = ? WHERE brand_id = ? AND id = ?').run(name, brandId, roleId);
}

/** Deletes a role of the brand (its grants go with it). */
export function deleteRole(db: Database, brandId: number, roleId: number): void {
  db.prepare('DELETE FROM roles WHERE brand_id = ? AND id = ?').run(brandId, roleId);
}

interface MenuRow {
  id: number;
  parent_id: number | null;
  scope_name: string;
  scope_name_en: string;
  scope_code: string;
  scope_level: number;
}

function allMenus(db: Database): MenuRow[] {
  return db
    .prepare(
      `SELECT id, parent_id, scope_name, scope_name_en, scope_code, scope_level FROM menus
       ORDER BY scope_level, sort, id`,
    )
    .all() as unknown as MenuRow[];
}

/** The whole menu tree, in menu order, named in `locale`. */
export function menuTree(db: Database, locale: 'zh' | 'en'): RoleMenuNode[] {
  const nodes = new Map<number, RoleMenuNode>();
  const roots: RoleMenuNode[] = [];
  for (const row of allMenus(db)) {
    const node: RoleMenuNode = {
      scopeId: row.id,
      scopeName: locale === 'en' ? row.scope_name_en : row.scope_name,
      scopeCode: row.scope_code,
      scopeLevel: row.scope_level,
      children: [],
    };
    nodes.set(row.id, node);
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids of the menu entries the role grants, in menu order. */
export function roleMenuIds(db: Database, roleId: number): number[] {
  return (
    db
      .prepare(
        `SELECT m.id FROM role_menus rm JOIN menus m ON m.id = rm.menu_id WHERE rm.role_id = ?
         ORDER BY m.scope_level, m.sort, m.id`,
      )
      .all(roleId) as Array<{ id: number }>
  ).map((r) => r.id);
}

/**
 * `ids` with every ancestor of each (a page granted brings its group and module), or null when
 * one of them is not a menu entry.
 */
export function withAncestors(db: Database, ids: readonly number[]): number[] | null {
  const parentOf = new Map(allMenus(db).map((m) => [m.id, m.parent_id]));
  const granted = new Set<number>();
  for (const id of ids) {
    if (!parentOf.has(id)) return null;
    for (let at: number | null | undefined = id; at !== null && at !== undefined; at = parentOf.get(at)) {
      if (granted.has(at)) break;
      granted.add(at);
    }
  }
  return [...granted].sort((a, b) => a - b);
}

/** Replaces what the role grants. */
export function setRoleMenus(db: Database, roleId: number, menuIds: readonly number[]): void {
  db.prepare('DELETE FROM role_menus WHERE role_id = ?').run(roleId);
  const insert = db.prepare('INSERT INTO role_menus (role_id, menu_id) VALUES (?, ?)');
  for (const id of menuIds) insert.run(roleId, id);
}
