import type { Context, Hono } from 'hono';
import { hashToken, newToken } from '../auth/tokens';
import {
  accountByUid,
  addAuthState,
  authState,
  brandAccount,
  finishAuthState,
  inTransaction,
  isEnabledMember,
  markRevoked,
  saveGrant,
  saveRefresh,
  setAccountMcn,
  type StoredAccount,
} from '../db/platforms';
import type { AppEnv, Auth, Services } from '../http/context';
import { badRequest } from '../http/errors';
import { newNonce } from '../http/securityHeaders';
import { escapeHtml, prefersEnglish, standInHeaders, standInHtml } from '../http/standInPage';
import { PlatformError, type PlatformCode } from './adapter';
import { CALLBACK_PATH } from './simulated';

/**
 * The console's side of authorising a platform account (ADR 0023), over the adapter only:
 * - `startAuthorisation`: a one-time `state` (stored hashed with the brand, the member, the
 *   platform and, for 重新授权, the account) and the platform's consent URL with the callback;
 * - `GET /platform/callback?state&code` (or `error`): the platform's redirect back. Exchanges the
 *   code through the adapter, stores the grant on the state's brand, marks the state done, denied
 *   or failed (once), and answers a small page saying so. The page that started it learns the
 *   outcome by polling `authResult` with its state (no script runs on this page and no message
 *   crosses windows);
 * - refresh and revoke of a stored grant.
 */

const STATE = /^[\w-]{16,200}$/;
const MAX_FIELD = 2048;

export const callbackUrl = (origin: string) => `${origin}${CALLBACK_PATH}`;

/** The origin the member's browser reached the server on (the callback must come back to it). */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

export function startAuthorisation(
  services: Services,
  auth: Auth,
  platform: PlatformCode,
  account: StoredAccount | null,
  origin: string,
  mcnId: number | null = null,
): { state: string; authUrl: string } {
  const state = newToken() + newToken();
  addAuthState(
    services.db,
    {
      hash: hashToken(state),
      brandId: auth.brandId,
      userId: auth.userId,
      platform,
      accountId: account?.id ?? null,
      mcnId,
    },
    services.now(),
  );
  return { state, authUrl: services.platforms[platform].authorizeUrl(state, callbackUrl(origin)) };
}

/** Renews the grant of one of the brand's accounts at its platform; refused once revoked or past its refresh. */
export async function refreshAccount(services: Services, brandId: number, account: StoredAccount): Promise<void> {
  if (account.revoked_at !== null) throw badRequest('该账号已取消授权，请重新授权');
  try {
    const grant = await services.platforms[account.platform].refresh(account.refresh_token);
    if (grant.profile.platformUid !== account.platform_uid) throw badRequest('平台返回的不是该账号');
    saveRefresh(services.db, brandId, account.id, grant);
  } catch (error) {
    if (error instanceof PlatformError) throw badRequest(`${error.message}`);
    throw error;
  }
}

/** Ends the grant at the platform and marks the account revoked (a second revoke changes nothing). */
export async function revokeAccount(services: Services, brandId: number, account: StoredAccount): Promise<void> {
  if (account.revoked_at !== null) return;
  await services.platforms[account.platform].revoke(account.access_token);
  markRevoked(services.db, brandId, account.id, services.now());
}

export type Outcome = 'done' | 'denied' | 'failed' | 'invalid';

/** The page a platform's redirect back lands on: the outcome, and that the window can close. */
export function resultPage(outcome: Outcome, detail: string | null, english: boolean, nonce: string): string {
  const text = english
    ? {
        done: 'Account authorised',
        denied: 'Authorisation denied',
        failed: 'Authorisation failed',
        invalid: 'This authorisation is no longer valid',
        note: 'You can close this window and return to the console.',
      }
    : {
        done: '授权成功',
        denied: '已拒绝授权',
        failed: '授权失败',
        invalid: '授权已失效',
        note: '可以关闭此窗口，回到控制台。',
      };
  return standInHtml({
    english,
    nonce,
    title: text[outcome],
    body: `${detail ? `<p>${escapeHtml(detail)}</p>\n` : ''}<p>${escapeHtml(text.note)}</p>`,
  });
}

/** The platforms' redirect back to the console (`/platform/callback`). */
export function registerPlatformCallback(app: Hono<AppEnv>, services: Services): void {
  app.get(CALLBACK_PATH, async (c) => {
    const english = prefersEnglish(c);
    const nonce = newNonce();
    const answer = (outcome: Outcome, detail: string | null, status: 200 | 400) =>
      c.html(resultPage(outcome, detail, english, nonce), status, standInHeaders(nonce));
    const stateText = c.req.query('state') ?? '';
    const code = c.req.query('code') ?? '';
    const error = c.req.query('error') ?? '';
    if (!STATE.test(stateText) || code.length > MAX_FIELD || error.length > MAX_FIELD) {
      return answer('invalid', null, 400);
    }
    const hash = hashToken(stateText);
    const state = authState(services.db, hash);
    const now = services.now();
    if (!state || state.outcome !== 0 || state.expires_at <= now) return answer('invalid', null, 400);
    if (!code) {
      const msg = error === 'access_denied' ? '已拒绝授权' : '平台未授权';
      finishAuthState(services.db, hash, error === 'access_denied' ? 2 : 3, msg, null);
      return answer(error === 'access_denied' ? 'denied' : 'failed', null, 200);
    }
    const fail = (msg: string) => {
      finishAuthState(services.db, hash, 3, msg, null);
      return answer('failed', english ? null : msg, 200);
    };
    const grant = await services.platforms[state.platform].exchangeCode(code, callbackUrl(requestOrigin(c)));
    if (!grant) return fail('授权码无效或已过期');
    if (!isEnabledMember(services.db, state.brand_id, state.user_id)) return fail('发起授权的成员已不在品牌中');
    if (state.account_id !== null) {
      const account = brandAccount(services.db, state.brand_id, state.account_id);
      if (!account) return fail('账号不存在');
      if (account.platform_uid !== grant.profile.platformUid) {
        await services.platforms[state.platform].revoke(grant.accessToken);
        return fail(`授权的不是该账号（${account.platform_uid}）`);
      }
    }
    // The grant this one replaces (the same platform account authorised again) ends at the platform.
    const replaced = accountByUid(services.db, state.brand_id, state.platform, grant.profile.platformUid);
    const saved = inTransaction(services.db, () => {
      // Recheck inside the transaction: a second callback with the same state stores nothing.
      const current = authState(services.db, hash);
      if (!current || current.outcome !== 0) return null;
      const id = saveGrant(services.db, state.brand_id, state.user_id, state.platform, grant, services.now());
      // Started from MCN管理: the account joins that institution (gone since, the state's link is null).
      if (state.mcn_id !== null) setAccountMcn(services.db, state.brand_id, id, state.mcn_id);
      finishAuthState(services.db, hash, 1, null, id);
      return id;
    });
    if (saved === null) return answer('invalid', null, 400);
    if (replaced && replaced.revoked_at === null && replaced.access_token !== grant.accessToken) {
      await services.platforms[state.platform].revoke(replaced.access_token);
    }
    return answer('done', grant.profile.name, 200);
  });
}
