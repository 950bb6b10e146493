import type { LoginBrand, LoginResult, MenuNode, UserInfo } from '@brand-console/api-client';
import { hashPasswordAsync, hashToken, newSmsCode, newToken, verifyPassword } from '../auth/tokens';
import { clientAddress } from '../http/clientAddress';
import { transaction, type Database } from '../db/database';
import type { Auth, Services } from '../http/context';
import { badRequest, Codes, HttpError, notFound, refused } from '../http/errors';
import type { PublicRouteTable, RouteTable } from '../http/routes';

/** SMS codes live five minutes; a phone may ask for a new one every 60 s (spec section 4). */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
/** Wrong codes allowed before a code is burnt. */
const SMS_MAX_ATTEMPTS = 5;
/** The brand-choice ticket of an opCode 1 login lives five minutes. */
const LOGIN_TICKET_TTL_MS = 5 * 60 * 1000;

const PHONE = /^1\d{10}$/;

/** Login types of `loginByHaier` (the spec routes every SSO through it; ADR 0006). */
export const LoginTypes = { workPlatform: 1, flyBook: 2, enterpriseWechat: 3 } as const;

interface UserRow {
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

function loginBrands(db: Database, userId: number): LoginBrand[] {
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

function userByPhone(db: Database, phone: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as UserRow | undefined;
}

/** Checks and consumes an SMS code; wrong codes count against the code. */
function consumeSmsCode(services: Services, phone: string, code: string): boolean {
  const { db, now } = services;
  const row = db
    .prepare(
      `SELECT id, code_hash, attempts FROM sms_codes
       WHERE phone = ? AND consumed_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
    )
    .get(phone, now()) as { id: number; code_hash: string; attempts: number } | undefined;
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) return false;
  if (row.code_hash !== hashToken(`${phone}:${code.trim()}`)) {
    db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
    return false;
  }
  db.prepare('UPDATE sms_codes SET consumed_at = ? WHERE id = ?').run(now(), row.id);
  return true;
}

/** Finishes a login: one usable brand logs straight in (opCode 0), several ask for a choice (opCode 1). */
function completeLogin(services: Services, user: UserRow, loginType: string, brandId?: number): LoginResult {
  const brands = loginBrands(services.db, user.id);
  if (brands.length === 0) throw refused('该账号未开通权限', Codes.forbidden);
  if (brandId !== undefined) {
    const chosen = brands.find((b) => b.brandId === brandId);
    if (!chosen) throw refused('品牌信息查询不到，请联系管理员', Codes.forbidden);
    if (!chosen.isValid) throw refused('该账号已被禁用', Codes.disabled);
    const token = services.sessions.create(user.id, chosen.brandId, loginType);
    return { opCode: 0, loginCode: '', tokenName: 'token', tokenValue: token, loginBrandVos: brands };
  }
  const valid = brands.filter((b) => b.isValid);
  if (brands.length === 1 && valid.length === 1) {
    const token = services.sessions.create(user.id, valid[0]!.brandId, loginType);
    return { opCode: 0, loginCode: '', tokenName: 'token', tokenValue: token, loginBrandVos: brands };
  }
  // Several brands: a short-lived, single-use ticket lets the second call choose one.
  const ticket = newToken();
  services.db
    .prepare(`INSERT INTO sms_codes (phone, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)`)
    .run(`ticket:${user.id}:${loginType}`, hashToken(ticket), services.now(), services.now() + LOGIN_TICKET_TTL_MS);
  return { opCode: 1, loginCode: ticket, tokenName: 'token', tokenValue: '', loginBrandVos: brands };
}

function consumeTicket(services: Services, userId: number, loginType: string, ticket: string): boolean {
  const row = services.db
    .prepare(`SELECT id FROM sms_codes WHERE phone = ? AND code_hash = ? AND consumed_at IS NULL AND expires_at > ?`)
    .get(`ticket:${userId}:${loginType}`, hashToken(ticket), services.now()) as { id: number } | undefined;
  if (!row) return false;
  services.db.prepare('UPDATE sms_codes SET consumed_at = ? WHERE id = ?').run(services.now(), row.id);
  return true;
}

function menuTree(db: Database, auth: Auth, locale: 'zh' | 'en' = 'zh'): MenuNode[] {
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

/** Full user info of the session's user on the session's brand (spec section 3). */
export function userInfo(db: Database, auth: Auth): UserInfo {
  const user = db.prepare('SELECT * FROM users WHERE id = ?').get(auth.userId) as UserRow | undefined;
  if (!user) throw notFound('用户不存在');
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
  if (!member) throw notFound('用户不存在');
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

/** Decodes the caller-encoded password of updatePasswordByPhone (base64 of UTF-8; ADR 0006). */
function decodePassword(encoded: string): string {
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  if (Buffer.from(text, 'utf8').toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, '')) {
    throw badRequest('密码格式错误');
  }
  return text;
}

/** Sign-in calls: no session needed. */
export const accountPublicRoutes: PublicRouteTable = {
  '/v1/system/account/sendCheckCode': {
    access: 'public',
    handler: ({ params, services, c }) => {
      const phone = params.phone.trim();
      if (!PHONE.test(phone)) throw refused('请输入正确的手机号');
      const { db, now } = services;
      const last = db
        .prepare(`SELECT created_at FROM sms_codes WHERE phone = ? ORDER BY created_at DESC LIMIT 1`)
        .get(phone) as { created_at: number } | undefined;
      if (last && now() - last.created_at < SMS_RESEND_MS) {
        const wait = Math.ceil((SMS_RESEND_MS - (now() - last.created_at)) / 1000);
        throw new HttpError(429, Codes.tooManyRequests, `验证码发送过于频繁，请 ${wait} 秒后再试`);
      }
      const sentToday = (
        db
          .prepare(`SELECT count(*) AS n FROM sms_codes WHERE phone = ? AND created_at > ?`)
          .get(phone, now() - 24 * 3_600_000) as { n: number }
      ).n;
      services.guard.takeSms(clientAddress(c), sentToday);
      // A phone without an account gets the same answer and the same resend limit, but no code:
      // which numbers have accounts must not show, and no one is sent codes they cannot use.
      const code = newSmsCode();
      db.prepare('INSERT INTO sms_codes (phone, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
        phone,
        hashToken(`${phone}:${code}`),
        now(),
        now() + SMS_CODE_TTL_MS,
      );
      if (services.dev && userByPhone(db, phone)) {
        services.log(`sms: code for ${phone} is ${code} (development mode; expires in 5 minutes)`);
      }
      return null;
    },
  },

  '/v1/system/account/loginByPhone': {
    access: 'public',
    handler: async ({ params, services, c }) => {
      const phone = params.phone.trim();
      const user = userByPhone(services.db, phone);
      const fail = () => refused('手机号或验证码错误');
      if (params.brandId !== undefined && params.loginCode) {
        // Second step of an opCode 1 login: the ticket proves the first step.
        if (!user || !consumeTicket(services, user.id, 'phone', params.loginCode)) {
          throw refused('登录已过期，请重新登录', Codes.tokenInvalid);
        }
        return completeLogin(services, user, 'phone', params.brandId);
      }
      if (!params.checkCode && !params.password) throw badRequest('请输入验证码或密码');
      // Over the attempt limits, even the right password or code is refused until the wait ends.
      const address = clientAddress(c);
      services.guard.checkSignIn(phone, address);
      if (params.checkCode) {
        const ok = consumeSmsCode(services, phone, params.checkCode);
        if (!ok || !user) {
          services.guard.recordFailure(phone, address);
          throw fail();
        }
      } else {
        // One scrypt whether or not the phone has an account (a dummy hash otherwise): same timing.
        const ok = await verifyPassword(params.password!, user?.password_hash);
        if (!ok || !user) {
          services.guard.recordFailure(phone, address);
          throw refused('手机号或密码错误');
        }
      }
      services.guard.recordSuccess(phone);
      return transaction(services.db, () => completeLogin(services, user, 'phone', params.brandId));
    },
  },

  '/v1/system/account/loginByHaier': {
    access: 'public',
    handler: ({ params, services }) => {
      const column =
        params.loginType === LoginTypes.flyBook
          ? 'feishu_id'
          : params.loginType === LoginTypes.enterpriseWechat
            ? 'wecom_id'
            : params.loginType === LoginTypes.workPlatform
              ? 'hwork_id'
              : null;
      if (!column) throw badRequest('不支持的登录方式');
      const user = services.db.prepare(`SELECT * FROM users WHERE ${column} = ?`).get(params.hworkToken.trim()) as
        UserRow | undefined;
      if (!user) throw refused('授权已失效，请重新进入', Codes.tokenInvalid);
      const loginType = column.replace('_id', '');
      const result = completeLogin(services, user, loginType);
      if (result.opCode === 1) {
        // SSO lands on one brand: the first usable one (the brand switcher changes it later).
        const first = result.loginBrandVos?.find((b) => b.isValid);
        if (!first) throw refused('该账号已被禁用', Codes.disabled);
        consumeTicket(services, user.id, loginType, result.loginCode);
        return completeLogin(services, user, loginType, first.brandId);
      }
      return result;
    },
  },

  '/v1/system/account/updatePasswordByPhone': {
    access: 'public',
    handler: async ({ params, services, c }) => {
      const phone = params.phone.trim();
      const password = decodePassword(params.password);
      if (password.length < 8) throw refused('密码长度最少8位');
      const user = userByPhone(services.db, phone);
      const address = clientAddress(c);
      services.guard.checkSignIn(phone, address);
      if (!consumeSmsCode(services, phone, params.checkCode) || !user) {
        services.guard.recordFailure(phone, address);
        throw refused('验证码错误或已过期');
      }
      const hash = await hashPasswordAsync(password);
      transaction(services.db, () => {
        services.db.prepare('UPDATE users SET password_hash = ?, is_init_pwd = 0 WHERE id = ?').run(hash, user.id);
        services.sessions.revokeUser(user.id);
      });
      return null;
    },
  },
};

/** Account calls of a signed-in user. */
export const accountRoutes: RouteTable = {
  '/v1/system/account/switchBrand': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (params.userId !== auth.userId) throw notFound('用户不存在');
      const brand = loginBrands(services.db, auth.userId).find((b) => b.brandId === params.brandId);
      if (!brand) throw refused('品牌信息查询不到，请联系管理员', Codes.forbidden);
      if (!brand.isValid) throw refused('该账号已被禁用', Codes.disabled);
      if (brand.brandId !== auth.brandId) services.sessions.setBrand(auth.token, brand.brandId);
      const result: LoginResult = {
        opCode: 0,
        loginCode: '',
        tokenName: 'token',
        tokenValue: auth.token,
        loginBrandVos: loginBrands(services.db, auth.userId),
      };
      return result;
    },
  },

  '/v1/system/account/loginout': {
    access: 'member',
    handler: ({ auth, services }) => {
      services.sessions.revoke(auth.token);
      return null;
    },
  },

  '/v1/system/account/updateInitPwdStatus': {
    access: 'member',
    handler: async ({ params, auth, services }) => {
      if (params.password === undefined || params.password === '') {
        services.db.prepare('UPDATE users SET is_init_pwd = 0 WHERE id = ?').run(auth.userId);
        return null;
      }
      const password = decodePassword(params.password);
      if (password.length < 8) throw refused('密码长度最少8位');
      // The signed-in user sets a password: this session stays, every other one of the user ends.
      const hash = await hashPasswordAsync(password);
      transaction(services.db, () => {
        services.db.prepare('UPDATE users SET password_hash = ?, is_init_pwd = 0 WHERE id = ?').run(hash, auth.userId);
        services.sessions.revokeUser(auth.userId, auth.token);
      });
      return null;
    },
  },

  '/v1/system/account/user/selectUserInfo': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (params.userId !== auth.userId) throw notFound('用户不存在');
      return userInfo(services.db, auth);
    },
  },

  '/v1/system/account/permission/selectUserPermission': {
    access: 'member',
    handler: ({ params, auth, services, c }) => {
      if (params.userId !== auth.userId || params.brandId !== auth.brandId) throw notFound('用户不存在');
      const lang = (c.req.header('accept-language') ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';
      return menuTree(services.db, auth, lang);
    },
  },
};
