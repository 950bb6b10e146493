import type { Hono } from 'hono';
import {
  MINI_PROGRAM_REQUIRED_SCOPES,
  type KocMiniProgram,
  type MiniProgramFuncScope,
  type MiniProgramInvalidTypeCode,
} from '@brand-console/api-client';
import { hashToken, newToken } from '../auth/tokens';
import {
  addMiniProgramState,
  brandMiniProgram,
  finishMiniProgramState,
  markMiniProgramRevoked,
  miniProgramState,
  saveMiniProgram,
  updateMiniProgramScopes,
} from '../db/miniPrograms';
import { inTransaction, isEnabledMember } from '../db/platforms';
import type { AppEnv, Auth, Services } from '../http/context';
import { newNonce } from '../http/securityHeaders';
import { prefersEnglish, standInHeaders } from '../http/standInPage';
import { formatDateTime } from '../lib/time';
import { requestOrigin, resultPage, type Outcome } from './authorisation';
import { MINI_PROGRAM_CALLBACK_PATH } from './wxThird';

/**
 * The console's side of 小程序授权 (ADR 0023), over `services.wxThird` only: start an authorisation
 * (a one-time state, WeChat's authorisation page with the callback), the callback that exchanges the
 * code and keeps the mini-programme on the brand, the brand's mini-programme as it stands now (asked
 * of WeChat, which the administrator may have changed), and cancelling it.
 */

const STATE = /^[\w-]{16,200}$/;
const MAX_FIELD = 2048;

export function startMiniProgramAuthorisation(services: Services, auth: Auth, origin: string) {
  const state = newToken() + newToken();
  addMiniProgramState(services.db, hashToken(state), auth.brandId, auth.userId, services.now());
  return { state, authUrl: services.wxThird.authorizeUrl(state, `${origin}${MINI_PROGRAM_CALLBACK_PATH}`) };
}

const scopesOf = (text: string): MiniProgramFuncScope[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as MiniProgramFuncScope[]) : [];
  } catch {
    return [];
  }
};

const missingRequired = (scopes: readonly number[]) => MINI_PROGRAM_REQUIRED_SCOPES.some((s) => !scopes.includes(s));

/**
 * The brand's KOC mini-programme now: valid when authorised, not cancelled (here or on WeChat) and
 * granting every required permission set. A cancellation found on WeChat is kept.
 */
export async function currentMiniProgram(services: Services, brandId: number): Promise<KocMiniProgram> {
  let stored = brandMiniProgram(services.db, brandId);
  if (stored && stored.revoked_at === null) {
    const held = await services.wxThird.authorisation(stored.app_id);
    if (!held) markMiniProgramRevoked(services.db, brandId, services.now());
    else if (JSON.stringify(held.funcScopes) !== stored.func_scopes) {
      updateMiniProgramScopes(services.db, brandId, held.funcScopes);
    }
    stored = brandMiniProgram(services.db, brandId);
  }
  if (!stored) {
    return {
      isValid: false,
      invalidType: 1,
      appId: null,
      name: null,
      principalName: null,
      avatar: null,
      funcScopes: [],
      authTime: null,
      authUserName: null,
      revokeTime: null,
    };
  }
  const funcScopes = scopesOf(stored.func_scopes);
  const invalidType: MiniProgramInvalidTypeCode | null =
    stored.revoked_at !== null ? 2 : missingRequired(funcScopes) ? 3 : null;
  return {
    isValid: invalidType === null,
    invalidType,
    appId: stored.app_id,
    name: stored.name,
    principalName: stored.principal_name,
    avatar: stored.avatar,
    funcScopes,
    authTime: formatDateTime(stored.authorised_at),
    authUserName: stored.auth_user_name,
    revokeTime: stored.revoked_at === null ? null : formatDateTime(stored.revoked_at),
  };
}

/** Cancels the brand's mini-programme at WeChat and here (a second cancel changes nothing). */
export async function revokeMiniProgram(services: Services, brandId: number): Promise<boolean> {
  const stored = brandMiniProgram(services.db, brandId);
  if (!stored || stored.revoked_at !== null) return false;
  await services.wxThird.cancel(stored.app_id);
  markMiniProgramRevoked(services.db, brandId, services.now());
  return true;
}

/** WeChat's redirect back to the console (`/platform/wx-third/callback?state&auth_code`, or `error`). */
export function registerMiniProgramCallback(app: Hono<AppEnv>, services: Services): void {
  app.get(MINI_PROGRAM_CALLBACK_PATH, async (c) => {
    const english = prefersEnglish(c);
    const nonce = newNonce();
    const answer = (outcome: Outcome, detail: string | null, status: 200 | 400) =>
      c.html(resultPage(outcome, detail, english, nonce), status, standInHeaders(nonce));
    const stateText = c.req.query('state') ?? '';
    const code = c.req.query('auth_code') ?? '';
    const error = c.req.query('error') ?? '';
    if (!STATE.test(stateText) || code.length > MAX_FIELD || error.length > MAX_FIELD) {
      return answer('invalid', null, 400);
    }
    const hash = hashToken(stateText);
    const state = miniProgramState(services.db, hash);
    if (!state || state.outcome !== 0 || state.expires_at <= services.now()) return answer('invalid', null, 400);
    if (!code) {
      const denied = error === 'access_denied';
      finishMiniProgramState(services.db, hash, denied ? 2 : 3, denied ? '已拒绝授权' : '微信未授权');
      return answer(denied ? 'denied' : 'failed', null, 200);
    }
    const fail = (msg: string) => {
      finishMiniProgramState(services.db, hash, 3, msg);
      return answer('failed', english ? null : msg, 200);
    };
    const granted = await services.wxThird.exchangeCode(code, `${requestOrigin(c)}${MINI_PROGRAM_CALLBACK_PATH}`);
    if (!granted) return fail('授权码无效或已过期');
    if (!isEnabledMember(services.db, state.brand_id, state.user_id)) return fail('发起授权的成员已不在品牌中');
    const previous = brandMiniProgram(services.db, state.brand_id);
    const saved = inTransaction(services.db, () => {
      if (!finishMiniProgramState(services.db, hash, 1, null)) return false;
      saveMiniProgram(
        services.db,
        state.brand_id,
        state.user_id,
        { ...granted.profile, funcScopes: granted.funcScopes },
        services.now(),
      );
      return true;
    });
    if (!saved) return answer('invalid', null, 400);
    // Another mini-programme replaces the brand's: the old one's authorisation ends at WeChat.
    if (previous && previous.revoked_at === null && previous.app_id !== granted.profile.appId) {
      await services.wxThird.cancel(previous.app_id);
    }
    return answer('done', granted.profile.name, 200);
  });
}
