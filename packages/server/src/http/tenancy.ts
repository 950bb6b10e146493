import type { Context } from 'hono';
import type { AppEnv, Auth, Services } from './context';
import { Codes, forbidden, HttpError, tokenInvalid } from './errors';

interface MembershipRow {
  is_valid: number;
  brand_valid: number;
}

/**
 * Resolves the caller from the `token` header. The tenant is the session's brand; a `brandId`
 * header naming a brand the user does not belong to is refused (403). A missing, unknown,
 * expired or logged-out token answers 200002 so the console logs in again.
 */
export function authenticate(c: Context<AppEnv>, services: Services): Auth;
export function authenticate(c: Context<AppEnv>, services: Services, options: { optional: true }): Auth | null;
export function authenticate(c: Context<AppEnv>, services: Services, options?: { optional: true }): Auth | null {
  if (!options?.optional) return requireSession(c, services);
  // Sign-in calls take the caller's session only when it fits: a stale token still in storage, or
  // one whose brandId header names the brand being chosen for another account, must never block
  // a sign-in (the console would answer a 403 with yet another sign-in).
  try {
    return requireSession(c, services);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

function requireSession(c: Context<AppEnv>, services: Services): Auth {
  const token = c.req.header('token')?.trim();
  if (!token) throw new HttpError(401, Codes.tokenInvalid, 'token失效，请重新登录');
  const session = services.sessions.resolve(token);
  if (!session) throw new HttpError(401, Codes.tokenInvalid, 'token失效，请重新登录');
  if (session.brandId === null) throw tokenInvalid('请先选择品牌');
  const membership = services.db
    .prepare(
      `SELECT ub.is_valid, b.is_valid AS brand_valid FROM user_brands ub JOIN brands b ON b.id = ub.brand_id
       WHERE ub.user_id = ? AND ub.brand_id = ?`,
    )
    .get(session.userId, session.brandId) as MembershipRow | undefined;
  if (!membership || !membership.is_valid || !membership.brand_valid) {
    throw new HttpError(403, Codes.forbidden, '该账号已被禁用');
  }
  const claimed = c.req.header('brandId') ?? c.req.header('brandid');
  if (claimed !== undefined && claimed.trim() !== '' && Number(claimed) !== session.brandId) {
    const member = services.db
      .prepare('SELECT 1 FROM user_brands WHERE user_id = ? AND brand_id = ?')
      .get(session.userId, Number(claimed));
    // Another brand of the user's own is still answered from the session's brand; a stranger's is refused.
    if (!member) throw forbidden('无权访问该品牌');
  }
  const auth: Auth = { token, userId: session.userId, brandId: session.brandId };
  c.set('auth', auth);
  return auth;
}
