import type { PlatformAuthResult } from '@brand-console/api-client';
import type { Database } from './database';

/**
 * The brand's KOC mini-programme as the console holds it, and the authorisations started from
 * 小程序授权 (migration 016). Every read and write is scoped to the brand.
 */

/** An authorisation started from the page must complete within this long. */
export const MINI_PROGRAM_STATE_TTL_MS = 10 * 60 * 1000;

export interface StoredMiniProgram {
  app_id: string;
  name: string;
  principal_name: string;
  avatar: string;
  func_scopes: string;
  authorised_at: number;
  revoked_at: number | null;
  auth_user_name: string | null;
}

export function brandMiniProgram(db: Database, brandId: number): StoredMiniProgram | undefined {
  return db
    .prepare(
      `SELECT m.app_id, m.name, m.principal_name, m.avatar, m.func_scopes, m.authorised_at, m.revoked_at,
         ub.user_brand_name AS auth_user_name
       FROM brand_mini_programs m
       LEFT JOIN user_brands ub ON ub.user_id = m.authorised_by AND ub.brand_id = m.brand_id
       WHERE m.brand_id = ?`,
    )
    .get(brandId) as StoredMiniProgram | undefined;
}

/** Stores the brand's mini-programme as just authorised (replacing the one before, if any). */
export function saveMiniProgram(
  db: Database,
  brandId: number,
  userId: number,
  program: { appId: string; name: string; principalName: string; avatar: string; funcScopes: readonly number[] },
  now: number,
) {
  db.prepare(
    `INSERT INTO brand_mini_programs (brand_id, app_id, name, principal_name, avatar, func_scopes, authorised_by,
       authorised_at, revoked_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)
     ON CONFLICT (brand_id) DO UPDATE SET app_id = excluded.app_id, name = excluded.name,
       principal_name = excluded.principal_name, avatar = excluded.avatar, func_scopes = excluded.func_scopes,
       authorised_by = excluded.authorised_by, authorised_at = excluded.authorised_at, revoked_at = NULL`,
  ).run(
    brandId,
    program.appId,
    program.name,
    program.principalName,
    program.avatar,
    JSON.stringify(program.funcScopes),
    userId,
    now,
  );
}

/** Marks the brand's mini-programme cancelled (from the console, or found cancelled on WeChat). */
export function markMiniProgramRevoked(db: Database, brandId: number, now: number) {
  db.prepare('UPDATE brand_mini_programs SET revoked_at = ? WHERE brand_id = ? AND revoked_at IS NULL').run(
    now,
    brandId,
  );
}

/** Keeps the permission sets WeChat reports now (an administrator can change them on WeChat). */
export function updateMiniProgramScopes(db: Database, brandId: number, funcScopes: readonly number[]) {
  db.prepare('UPDATE brand_mini_programs SET func_scopes = ? WHERE brand_id = ?').run(
    JSON.stringify(funcScopes),
    brandId,
  );
}

interface MiniProgramState {
  brand_id: number;
  user_id: number;
  expires_at: number;
  outcome: 0 | 1 | 2 | 3;
  outcome_msg: string | null;
}

export function addMiniProgramState(db: Database, hash: string, brandId: number, userId: number, now: number) {
  db.prepare(
    `INSERT INTO mini_program_auth_states (state_hash, brand_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
  ).run(hash, brandId, userId, now, now + MINI_PROGRAM_STATE_TTL_MS);
  db.prepare('DELETE FROM mini_program_auth_states WHERE expires_at < ?').run(now - 3600 * 1000);
}

export function miniProgramState(db: Database, hash: string): MiniProgramState | undefined {
  return db
    .prepare(
      'SELECT brand_id, user_id, expires_at, outcome, outcome_msg FROM mini_program_auth_states WHERE state_hash = ?',
    )
    .get(hash) as MiniProgramState | undefined;
}

/** Marks a waiting state finished, once: false when it was no longer waiting. */
export function finishMiniProgramState(db: Database, hash: string, outcome: 1 | 2 | 3, msg: string | null): boolean {
  return (
    db
      .prepare('UPDATE mini_program_auth_states SET outcome = ?, outcome_msg = ? WHERE state_hash = ? AND outcome = 0')
      .run(outcome, msg, hash).changes === 1
  );
}

/** A state as the page reads it, for the member who started it on the brand (same answer as the platforms'). */
export function miniProgramResultOf(
  db: Database,
  hash: string,
  brandId: number,
  userId: number,
  now: number,
): PlatformAuthResult | null {
  const state = miniProgramState(db, hash);
  if (!state || state.brand_id !== brandId || state.user_id !== userId) return null;
  if (state.outcome === 0 && state.expires_at <= now)
    return { status: 4, msg: '授权已超时，请重新发起', accountId: null };
  return { status: state.outcome, msg: state.outcome_msg, accountId: null };
}
