import type { BrandInfo, LoginBrand, MenuNode, UnreadMessage, UserInfo } from '@brand-console/api-client';
import type { Auth } from '../http/context';
import type { Database } from './database';
import { markNoticesRead, unreadNotices } from './notices';

/**
 * Data access of the account domain: members and their brands, one-time codes and sign-in tickets,
 * the granted menu tree, the member's own profile, messages and tracking events. Every read of a
 * brand's data takes the session's `Auth` (or its brand id) and puts it in the `WHERE`.
 */

export interface UserRow {
  id: number;
  phone: string;
  name: string;
  password_hash: string | null;
  photo: string | null;
  is_init_pwd: number;
  system_version: number;
  mini_view_mode: number;
  fs_account: string | null;
}

/** The single-sign-on identities a member may have, by the login kind stored on their sessions. */
export const SSO_IDENTITY_COLUMNS = { feishu: 'feishu_id', wecom: 'wecom_id', hwork: 'hwork_id' } as const;
export type SsoKind = keyof typeof SSO_IDENTITY_COLUMNS;

export function userById(db: Database, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function userByPhone(db: Database, phone: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as UserRow | undefined;
}

/** The member whose identity at a single-sign-on provider is `identity`. */
export function userBySsoIdentity(db: Database, kind: SsoKind, identity: string): UserRow | undefined {
  return db.prepare(`SELECT * FROM users WHERE ${SSO_IDENTITY_COLUMNS[kind]} = ?`).get(identity) as UserRow | undefined;
}

/** Sets a member's password (which ends the initial-password prompt). */
export function setPasswordHash(db: Database, userId: number, hash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, is_init_pwd = 0 WHERE id = ?').run(hash, userId);
}

/** Ends the initial-password prompt without changing the password. */
export function clearInitPassword(db: Database, userId: number): void {
  db.prepare('UPDATE users SET is_init_pwd = 0 WHERE id = ?').run(userId);
}

/** The brands a member belongs to, in their order, each with whether the member may use it. */
export function loginBrands(db: Database, userId: number): LoginBrand[] {
  const rows = db
    .prepare(
      `SELECT b.id, b.name, b.brand_view_mode, b.architecture_mode, ub.is_valid AS member_valid, b.is_valid AS brand_valid
       FROM user_brands ub JOIN brands b ON b.id = ub.brand_id WHERE ub.user_id = ? ORDER BY ub.sort, b.id`,
    )
    .all(userId) as Array<{
    id: number;
    name: string;
    brand_view_mode: number;
    architecture_mode: number;
    member_valid: number;
    brand_valid: number;
  }>;
  return rows.map((r) => ({
    brandId: r.id,
    brandName: r.name,
    userId,
    isValid: !!(r.member_valid && r.brand_valid),
    architectureMode: r.architecture_mode,
    brandViewMode: r.brand_view_mode,
  }));
}

/**
 * One-time codes: SMS codes keyed by phone, and the brand-choice tickets of a two-step sign-in keyed
 * by `ticket:<user>:<login type>`. Only hashes are stored.
 */
export const oneTimeCodes = {
  /** When the newest code for `key` was made (ms), if any. */
  lastCreatedAt(db: Database, key: string): number | undefined {
    const row = db
      .prepare('SELECT created_at FROM sms_codes WHERE phone = ? ORDER BY created_at DESC LIMIT 1')
      .get(key) as { created_at: number } | undefined;
    return row?.created_at;
  },
  /** How many codes were made for `key` after `since` (ms). */
  countSince(db: Database, key: string, since: number): number {
    return (
      db.prepare('SELECT count(*) AS n FROM sms_codes WHERE phone = ? AND created_at > ?').get(key, since) as {
        n: number;
      }
    ).n;
  },
  add(db: Database, key: string, hash: string, now: number, ttlMs: number): void {
    db.prepare('INSERT INTO sms_codes (phone, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      key,
      hash,
      now,
      now + ttlMs,
    );
  },
  /** The newest live, unconsumed code for `key`. */
  newestLive(db: Database, key: string, now: number): { id: number; code_hash: string; attempts: number } | undefined {
    return db
      .prepare(
        `SELECT id, code_hash, attempts FROM sms_codes
         WHERE phone = ? AND consumed_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
      )
      .get(key, now) as { id: number; code_hash: string; attempts: number } | undefined;
  },
  /** A live, unconsumed code for `key` with exactly this hash. */
  liveWithHash(db: Database, key: string, hash: string, now: number): number | undefined {
    const row = db
      .prepare('SELECT id FROM sms_codes WHERE phone = ? AND code_hash = ? AND consumed_at IS NULL AND expires_at > ?')
      .get(key, hash, now) as { id: number } | undefined;
    return row?.id;
  },
  countWrongAttempt(db: Database, id: number): void {
    db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(id);
  },
  consume(db: Database, id: number, now: number): void {
    db.prepare('UPDATE sms_codes SET consumed_at = ? WHERE id = ?').run(now, id);
  },
};

/** The menu tree the member's roles on the session's brand grant, in menu order. */
export function grantedMenuTree(db: Database, auth: Auth, locale: 'zh' | 'en'): MenuNode[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT m.* FROM menus m
       JOIN role_menus rm ON rm.menu_id = m.id
       JOIN user_roles ur ON ur.role_id = rm.role_id
       WHERE ur.user_id = ? AND ur.brand_id = ?
       ORDER BY m.scope_level, m.sort, m.id`,
    )
    .all(auth.userId, auth.brandId) as Array<{
    id: number;
    parent_id: number | null;
    scope_name: string;
    scope_name_en: string;
    scope_code: string;
    scope_url: string;
    scope_file_url: string | null;
    scope_icon: string | null;
    scope_level: number;
    extend_code: string | null;
    use_keep_alive: number;
  }>;
  const nodes = new Map<number, MenuNode>();
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node: MenuNode = {
      scopeId: r.id,
      scopeName: locale === 'en' ? r.scope_name_en : r.scope_name,
      scopeCode: r.scope_code,
      scopeUrl: r.scope_url,
      scopeFileUrl: r.scope_file_url ?? '',
      scopeIcon: r.scope_icon ?? '',
      scopeLevel: r.scope_level,
      extendCode: r.extend_code ?? '',
      useKeepAlive: !!r.use_keep_alive,
      childrenMenuList: [],
      childrenPermissionList: [],
    };
    nodes.set(r.id, node);
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.childrenMenuList.push(node);
    else if (r.parent_id === null) roots.push(node);
  }
  return roots;
}

/** The session member's membership of the session's brand. */
export function membership(
  db: Database,
  auth: Auth,
): { is_main: number; user_brand_name: string; can_edit_third_party_staff_id: number } | undefined {
  return db
    .prepare(
      'SELECT is_main, user_brand_name, can_edit_third_party_staff_id FROM user_brands WHERE user_id = ? AND brand_id = ?',
    )
    .get(auth.userId, auth.brandId) as
    { is_main: number; user_brand_name: string; can_edit_third_party_staff_id: number } | undefined;
}

/** The member's display name on the session's brand. */
export function setMemberName(db: Database, auth: Auth, name: string): void {
  db.prepare('UPDATE user_brands SET user_brand_name = ? WHERE user_id = ? AND brand_id = ?').run(
    name,
    auth.userId,
    auth.brandId,
  );
}

export interface BrandRow {
  id: number;
  name: string;
  company_code: string;
  brand_view_mode: number;
  architecture_mode: number;
  xuser_config: string;
}

/** The session's brand. */
export function sessionBrand(db: Database, auth: Auth): BrandRow | undefined {
  return db
    .prepare('SELECT id, name, company_code, brand_view_mode, architecture_mode, xuser_config FROM brands WHERE id = ?')
    .get(auth.brandId) as BrandRow | undefined;
}

/** The brand as 品牌信息 shows it (logos as stored links, empty when none). */
export function brandInfoOf(db: Database, brandId: number): BrandInfo | undefined {
  const row = db
    .prepare('SELECT id, name, company_code, brand_view_mode, logo, retain_logo FROM brands WHERE id = ?')
    .get(brandId) as
    | {
        id: number;
        name: string;
        company_code: string;
        brand_view_mode: number;
        logo: string | null;
        retain_logo: string | null;
      }
    | undefined;
  return row
    ? {
        brandId: row.id,
        brandName: row.name,
        companyCode: row.company_code,
        brandViewMode: row.brand_view_mode,
        logo: row.logo ?? '',
        retainLogo: row.retain_logo ?? '',
      }
    : undefined;
}

/** Saves the brand's name and logos (empty logos are removed). */
export function updateBrandInfo(
  db: Database,
  brandId: number,
  change: { brandName: string; logo: string; retainLogo: string },
): void {
  db.prepare('UPDATE brands SET name = ?, logo = ?, retain_logo = ? WHERE id = ?').run(
    change.brandName,
    change.logo || null,
    change.retainLogo || null,
    brandId,
  );
}

/** Full user info of the session's user on the session's brand (spec section 3). */
export function userInfo(db: Database, auth: Auth): UserInfo | undefined {
  const user = userById(db, auth.userId);
  if (!user) return undefined;
  const member = db
    .prepare(
      `SELECT ub.user_brand_name, ub.is_main, ub.can_edit_third_party_staff_id, b.name, b.logo, b.retain_logo, b.notice_config
       FROM user_brands ub JOIN brands b ON b.id = ub.brand_id WHERE ub.user_id = ? AND ub.brand_id = ?`,
    )
    .get(auth.userId, auth.brandId) as
    | {
        user_brand_name: string;
        is_main: number;
        can_edit_third_party_staff_id: number;
        name: string;
        logo: string | null;
        retain_logo: string | null;
        notice_config: string;
      }
    | undefined;
  if (!member) return undefined;
  const roles = db
    .prepare(
      `SELECT r.id AS roleId, r.role_name AS roleName, r.role_code AS roleCode FROM user_roles ur
       JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ? AND ur.brand_id = ?`,
    )
    .all(auth.userId, auth.brandId) as Array<{ roleId: number; roleName: string; roleCode: string }>;
  const depts = db
    .prepare(
      `SELECT d.name FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
       WHERE ud.user_id = ? AND ud.brand_id = ? ORDER BY d.id`,
    )
    .all(auth.userId, auth.brandId) as Array<{ name: string }>;
  const info: UserInfo = {
    userId: user.id,
    brandId: auth.brandId,
    brandName: member.name,
    userBrandName: member.user_brand_name,
    loginBrandVos: loginBrands(db, user.id),
    systemVersion: user.system_version,
    miniViewMode: user.mini_view_mode,
    isInitPwd: user.is_init_pwd ? 1 : 0,
    canEditThirdPartyStaffId: !!member.can_edit_third_party_staff_id,
    brandLogo: member.logo ?? '',
    brandRetainLogo: member.retain_logo ?? '',
    noticeConfig: member.notice_config,
    userPhoto: user.photo ?? '',
    userPhone: user.phone,
    roleList: roles,
    isMain: member.is_main ? 1 : 0,
    isPasLogin: user.password_hash ? 1 : 0,
    depList: depts.map((d) => d.name),
  };
  if (user.fs_account) info.fsAccount = JSON.parse(user.fs_account) as NonNullable<UserInfo['fsAccount']>;
  return info;
}

/** True when the session's brand uploaded a JPEG or PNG stored as `storedName`. */
export function brandUploadedImage(db: Database, auth: Auth, storedName: string): boolean {
  return !!db
    .prepare("SELECT 1 FROM uploads WHERE brand_id = ? AND stored_name = ? AND mime IN ('image/jpeg', 'image/png')")
    .get(auth.brandId, storedName);
}

export function setPhoto(db: Database, auth: Auth, url: string): void {
  db.prepare('UPDATE users SET photo = ? WHERE id = ?').run(url, auth.userId);
}

/**
 * The member's unread messages of one type on the session's brand, oldest first: the notices of
 * 公告管理 (`db/notices.ts`) published by `now` and addressed to them.
 */
export function unreadMessages(db: Database, auth: Auth, msgType: number, now: string): UnreadMessage[] {
  return unreadNotices(db, auth.brandId, auth.userId, msgType, now);
}

/** Marks the member's messages read; ids of notices not shown to them match nothing. */
export function markMessagesRead(db: Database, auth: Auth, ids: readonly number[], now: string): void {
  markNoticesRead(db, auth.brandId, auth.userId, ids, now);
}

export interface TrackingEvent {
  eventId: number;
  eventName: string;
  eventExplain: string | null;
  pageName: string;
  activeType: number;
  stayTime: number | null;
  osType: string;
  osVersion: string;
  moduleRoot: string | null;
  moduleFirst: string | null;
  moduleSecond: string | null;
}

/** Stores one tracking event of the session's member, at `at` (ISO time). */
export function addTrackingEvent(db: Database, auth: Auth, event: TrackingEvent, at: string): void {
  db.prepare(
    `INSERT INTO tracking_events (brand_id, user_id, event_id, event_name, event_explain, page_name, active_type,
     stay_time, os_type, os_version, module_root, module_first, module_second, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    auth.brandId,
    auth.userId,
    event.eventId,
    event.eventName,
    event.eventExplain,
    event.pageName,
    event.activeType,
    event.stayTime,
    event.osType,
    event.osVersion,
    event.moduleRoot,
    event.moduleFirst,
    event.moduleSecond,
    at,
  );
}
