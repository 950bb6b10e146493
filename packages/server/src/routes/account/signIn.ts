import { codesOf, SSO_LOGIN_TYPES, type LoginResult, type UserInfo } from '@brand-console/api-client';
import { hashPasswordAsync, hashToken, newSmsCode, newToken, verifyPassword } from '../../auth/tokens';
import {
  clearInitPassword,
  grantedMenuTree,
  loginBrands,
  oneTimeCodes,
  setPasswordHash,
  userByPhone,
  userById,
  userBySsoIdentity,
  userInfo,
  type SsoKind,
  type UserRow,
} from '../../db/account';
import { transaction, type Database } from '../../db/database';
import { clientAddress } from '../../http/clientAddress';
import type { Auth, Services } from '../../http/context';
import { badRequest, Codes, HttpError, notFound, refused } from '../../http/errors';
import type { PublicRouteTable, RouteTable } from '../../http/routes';
import { directoryEntry } from '../../db/orgSync';
import { registerAtSignIn } from '../../jobs/orgSync';
import { formatDateTime } from '../../lib/time';

/** Auto-registration of a directory person at first sign-in (jobs/orgSync.ts); the account id or null. */
function registerFromDirectory(services: Services, provider: 'feishu' | 'wecom', identity: string): number | null {
  const entry = directoryEntry(services.db, provider, identity);
  return entry ? registerAtSignIn(services.db, provider, entry, formatDateTime(services.now())) : null;
}

/** SMS codes live five minutes; a phone may ask for a new one every 60 s (spec section 4). */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
/** Wrong codes allowed before a code is burnt. */
const SMS_MAX_ATTEMPTS = 5;
/** The brand-choice ticket of an opCode 1 login lives five minutes. */
const LOGIN_TICKET_TTL_MS = 5 * 60 * 1000;

const PHONE = /^1\d{10}$/;

/** Login types of `loginByHaier` (the spec routes every SSO through it; ADR 0006), by key. */
const LoginTypes = codesOf(SSO_LOGIN_TYPES);

/** Checks and consumes an SMS code; wrong codes count against the code. */
function consumeSmsCode(services: Services, phone: string, code: string): boolean {
  const { db, now } = services;
  const row = oneTimeCodes.newestLive(db, phone, now());
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) return false;
  if (row.code_hash !== hashToken(`${phone}:${code.trim()}`)) {
    oneTimeCodes.countWrongAttempt(db, row.id);
    return false;
  }
  oneTimeCodes.consume(db, row.id, now());
  return true;
}

const ticketKey = (userId: number, loginType: string) => `ticket:${userId}:${loginType}`;

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
  oneTimeCodes.add(services.db, ticketKey(user.id, loginType), hashToken(ticket), services.now(), LOGIN_TICKET_TTL_MS);
  return { opCode: 1, loginCode: ticket, tokenName: 'token', tokenValue: '', loginBrandVos: brands };
}

function consumeTicket(services: Services, userId: number, loginType: string, ticket: string): boolean {
  const id = oneTimeCodes.liveWithHash(services.db, ticketKey(userId, loginType), hashToken(ticket), services.now());
  if (id === undefined) return false;
  oneTimeCodes.consume(services.db, id, services.now());
  return true;
}

/** The session member's user info; a session whose member or membership has gone is refused. */
export function userInfoOf(db: Database, auth: Auth): UserInfo {
  const info = userInfo(db, auth);
  if (!info) throw notFound('用户不存在');
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
      const last = oneTimeCodes.lastCreatedAt(db, phone);
      if (last !== undefined && now() - last < SMS_RESEND_MS) {
        const wait = Math.ceil((SMS_RESEND_MS - (now() - last)) / 1000);
        throw new HttpError(429, Codes.tooManyRequests, `验证码发送过于频繁，请 ${wait} 秒后再试`);
      }
      const sentToday = oneTimeCodes.countSince(db, phone, now() - 24 * 3_600_000);
      services.guard.takeSms(clientAddress(c), sentToday);
      // A phone without an account gets the same answer and the same resend limit, but no code:
      // which numbers have accounts must not show, and no one is sent codes they cannot use.
      const code = newSmsCode();
      oneTimeCodes.add(db, phone, hashToken(`${phone}:${code}`), now(), SMS_CODE_TTL_MS);
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
    handler: async ({ params, services }) => {
      const loginType: SsoKind | null =
        params.loginType === LoginTypes.flyBook
          ? 'feishu'
          : params.loginType === LoginTypes.enterpriseWechat
            ? 'wecom'
            : params.loginType === LoginTypes.workPlatform
              ? 'hwork'
              : null;
      if (!loginType) throw badRequest('不支持的登录方式');
      const token = params.hworkToken.trim();
      // The work platform hands the console its own token for the person; the messengers hand a
      // one-time code, exchanged at the identity provider (sso/identityProvider.ts).
      const identity = loginType === 'hwork' ? token : await services.identityProvider.exchange(loginType, token);
      if (!identity) throw refused('授权已失效，请重新进入', Codes.tokenInvalid);
      // A directory person of a brand that auto-registers becomes its member on first sign-in.
      const registered =
        loginType !== 'hwork' && !userBySsoIdentity(services.db, loginType, identity)
          ? registerFromDirectory(services, loginType, identity)
          : null;
      const user =
        registered !== null ? userById(services.db, registered) : userBySsoIdentity(services.db, loginType, identity);
      if (!user) throw refused('该身份未绑定本平台账号，请联系管理员开通', Codes.tokenInvalid);
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
        setPasswordHash(services.db, user.id, hash);
        services.sessions.revokeUser(user.id);
      });
      return null;
    },
  },
};

/** Account calls of a signed-in user. */
export const sessionRoutes: RouteTable = {
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
        clearInitPassword(services.db, auth.userId);
        return null;
      }
      const password = decodePassword(params.password);
      if (password.length < 8) throw refused('密码长度最少8位');
      // The signed-in user sets a password: this session stays, every other one of the user ends.
      const hash = await hashPasswordAsync(password);
      transaction(services.db, () => {
        setPasswordHash(services.db, auth.userId, hash);
        services.sessions.revokeUser(auth.userId, auth.token);
      });
      return null;
    },
  },

  '/v1/system/account/user/selectUserInfo': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (params.userId !== auth.userId) throw notFound('用户不存在');
      return userInfoOf(services.db, auth);
    },
  },

  '/v1/system/account/permission/selectUserPermission': {
    access: 'member',
    handler: ({ params, auth, services, c }) => {
      if (params.userId !== auth.userId || params.brandId !== auth.brandId) throw notFound('用户不存在');
      const lang = (c.req.header('accept-language') ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';
      return grantedMenuTree(services.db, auth, lang);
    },
  },
};
