import {
  PLATFORM_AUTH_EXPIRING_DAYS,
  type PlatformAccount,
  type PlatformAuthResult,
  type PlatformAuthStatusCode,
} from '@brand-console/api-client';
import { formatDateTime } from '../lib/time';
import type { PlatformCode, PlatformGrant } from '../platforms/adapter';
import { transaction, type Database } from './database';
import { Filters, pageOf } from './query';

/**
 * Data access of a brand's platform accounts and the authorisations started from the pages
 * (migration 012). Every read and write is scoped to the brand.
 */

export const EXPIRING_MS = PLATFORM_AUTH_EXPIRING_DAYS * 24 * 3600 * 1000;
/** An authorisation started from a page must complete within this long. */
export const AUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** The status of an account at `now`, in SQL (alias `a`): the same rule as `statusAt`. */
const STATUS_SQL = `CASE WHEN a.revoked_at IS NOT NULL THEN 4 WHEN a.expires_at <= :now THEN 3
  WHEN a.expires_at <= :now + ${EXPIRING_MS} THEN 2 ELSE 1 END`;

export function statusAt(row: { revoked_at: number | null; expires_at: number }, now: number): PlatformAuthStatusCode {
  if (row.revoked_at !== null) return 4;
  if (row.expires_at <= now) return 3;
  return row.expires_at <= now + EXPIRING_MS ? 2 : 1;
}

/**
 * The brand's accounts (alias `a`) holding an authorisation at `now`: authorised or expiring (status 1
 * or 2 of `statusAt`), neither revoked nor past their grant. What the brand's account package counts.
 */
export function authorisedNow(brandId: number, now: number): Filters {
  return new Filters('a.brand_id = ?', brandId).where('a.revoked_at IS NULL AND a.expires_at > ?', now);
}

/** A row of the account lists (`FROM` below), as `toAccount` reads it. */
export interface AccountRow {
  id: number;
  platform: PlatformCode;
  platform_uid: string;
  name: string;
  avatar: string;
  follower_count: number;
  owner_id: number | null;
  owner_name: string | null;
  dept_id: number | null;
  dept_name: string | null;
  expires_at: number;
  authorised_at: number;
  revoked_at: number | null;
  mcn_id: number | null;
  mcn_name: string | null;
  clues_authorised_at: number | null;
}

export const toAccount = (row: AccountRow, now: number): PlatformAccount => ({
  id: row.id,
  platform: row.platform,
  platformUid: row.platform_uid,
  name: row.name,
  avatar: row.avatar,
  followerCount: row.follower_count,
  status: statusAt(row, now),
  expireTime: formatDateTime(row.expires_at),
  authTime: formatDateTime(row.authorised_at),
  revokeTime: row.revoked_at === null ? null : formatDateTime(row.revoked_at),
  ownerId: row.owner_id,
  ownerName: row.owner_name,
  deptId: row.dept_id,
  deptName: row.dept_name,
  mcnId: row.mcn_id,
  mcnName: row.mcn_name,
  cluesAuth: row.clues_authorised_at !== null,
});

const FROM = `platform_accounts a
  LEFT JOIN user_brands ub ON ub.user_id = a.owner_id AND ub.brand_id = a.brand_id
  LEFT JOIN departments d ON d.id = a.dept_id AND d.brand_id = a.brand_id
  LEFT JOIN mcn_institutions m ON m.id = a.mcn_id AND m.brand_id = a.brand_id`;
const SELECT = `a.id, a.platform, a.platform_uid, a.name, a.avatar, a.follower_count, a.owner_id,
  ub.user_brand_name AS owner_name, a.dept_id, d.name AS dept_name, a.expires_at, a.authorised_at, a.revoked_at,
  a.mcn_id, m.name AS mcn_name, a.clues_authorised_at`;

/** A page of the brand's accounts on `platform`, newest authorisation first. */
export function listAccounts(
  db: Database,
  brandId: number,
  now: number,
  query: {
    platform: PlatformCode;
    status?: number;
    name?: string;
    deptId?: number;
    /** The accounts of one MCN institution, or (`unbound`) of none. */
    mcnId?: number;
    unbound?: boolean;
    pageNo: number;
    pageSize: number;
  },
): { records: PlatformAccount[]; total: number } {
  const filters = new Filters('a.brand_id = ?', brandId)
    .eq('a.platform', query.platform)
    .eq('a.dept_id', query.deptId)
    .eq('a.mcn_id', query.mcnId);
  if (query.unbound) filters.where('a.mcn_id IS NULL AND a.revoked_at IS NULL');
  const name = query.name?.trim();
  if (name) {
    const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.where(`(a.name LIKE ? ESCAPE '\\' OR a.platform_uid LIKE ? ESCAPE '\\')`, pattern, pattern);
  }
  // The status is computed at `now`; its CASE is bound as a positional value like every filter.
  if (query.status !== undefined) {
    filters.where(`${STATUS_SQL.replaceAll(':now', '?')} = ?`, now, now, query.status);
  }
  const { rows, total } = pageOf<AccountRow>(db, FROM, filters, 'a.authorised_at DESC, a.id DESC', query, SELECT);
  return { records: rows.map((row) => toAccount(row, now)), total };
}

export interface StoredAccount {
  id: number;
  platform: PlatformCode;
  platform_uid: string;
  access_token: string;
  refresh_token: string;
  expires_at: number;
  refresh_expires_at: number;
  revoked_at: number | null;
}

/** One of the brand's accounts, with its grant (for refresh and revoke). */
export function brandAccount(db: Database, brandId: number, id: number): StoredAccount | undefined {
  return db
    .prepare(
      `SELECT id, platform, platform_uid, access_token, refresh_token, expires_at, refresh_expires_at, revoked_at
       FROM platform_accounts WHERE brand_id = ? AND id = ?`,
    )
    .get(brandId, id) as StoredAccount | undefined;
}

/** The brand's account for a platform account, if it has one. */
export function accountByUid(
  db: Database,
  brandId: number,
  platform: PlatformCode,
  platformUid: string,
): StoredAccount | undefined {
  return db
    .prepare(
      `SELECT id, platform, platform_uid, access_token, refresh_token, expires_at, refresh_expires_at, revoked_at
       FROM platform_accounts WHERE brand_id = ? AND platform = ? AND platform_uid = ?`,
    )
    .get(brandId, platform, platformUid) as StoredAccount | undefined;
}

/** The member's first department on the brand (the account's department when they authorise it). */
function ownerDepartment(db: Database, brandId: number, userId: number): number | null {
  const row = db
    .prepare('SELECT min(dept_id) AS id FROM user_departments WHERE brand_id = ? AND user_id = ?')
    .get(brandId, userId) as { id: number | null };
  return row.id;
}

/**
 * Stores a grant for the brand: a new account, or the same platform account authorised again
 * (profile, grant, owner and department updated, no longer revoked). Returns the account's id.
 */
export function saveGrant(
  db: Database,
  brandId: number,
  ownerId: number,
  platform: PlatformCode,
  grant: PlatformGrant,
  now: number,
): number {
  const row = db
    .prepare(
      `INSERT INTO platform_accounts (brand_id, platform, platform_uid, name, avatar, follower_count, owner_id, dept_id,
         access_token, refresh_token, expires_at, refresh_expires_at, authorised_at, revoked_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)
       ON CONFLICT (brand_id, platform, platform_uid) DO UPDATE SET name = excluded.name, avatar = excluded.avatar,
         follower_count = excluded.follower_count, owner_id = excluded.owner_id, dept_id = excluded.dept_id,
         access_token = excluded.access_token, refresh_token = excluded.refresh_token, expires_at = excluded.expires_at,
         refresh_expires_at = excluded.refresh_expires_at, authorised_at = excluded.authorised_at, revoked_at = NULL
       RETURNING id`,
    )
    .get(
      brandId,
      platform,
      grant.profile.platformUid,
      grant.profile.name,
      grant.profile.avatar,
      grant.profile.followerCount,
      ownerId,
      ownerDepartment(db, brandId, ownerId),
      grant.accessToken,
      grant.refreshToken,
      grant.expiresAt,
      grant.refreshExpiresAt,
      now,
    ) as { id: number };
  return row.id;
}

/** A refreshed grant of one of the brand's accounts (profile figures updated too). */
export function saveRefresh(db: Database, brandId: number, id: number, grant: PlatformGrant) {
  db.prepare(
    `UPDATE platform_accounts SET name = ?, avatar = ?, follower_count = ?, access_token = ?, refresh_token = ?,
       expires_at = ?, refresh_expires_at = ? WHERE brand_id = ? AND id = ? AND revoked_at IS NULL`,
  ).run(
    grant.profile.name,
    grant.profile.avatar,
    grant.profile.followerCount,
    grant.accessToken,
    grant.refreshToken,
    grant.expiresAt,
    grant.refreshExpiresAt,
    brandId,
    id,
  );
}

export function markRevoked(db: Database, brandId: number, id: number, now: number) {
  db.prepare('UPDATE platform_accounts SET revoked_at = ? WHERE brand_id = ? AND id = ? AND revoked_at IS NULL').run(
    now,
    brandId,
    id,
  );
}

// Authorisations started from a page (one-time states).

export interface AuthState {
  brand_id: number;
  user_id: number;
  platform: PlatformCode;
  account_id: number | null;
  expires_at: number;
  outcome: 0 | 1 | 2 | 3;
  outcome_msg: string | null;
  result_account_id: number | null;
  /** The MCN institution the account joins (an authorisation started from MCN管理). */
  mcn_id: number | null;
}

export function addAuthState(
  db: Database,
  state: {
    hash: string;
    brandId: number;
    userId: number;
    platform: PlatformCode;
    accountId: number | null;
    mcnId?: number | null;
  },
  now: number,
) {
  db.prepare(
    `INSERT INTO platform_auth_states (state_hash, brand_id, user_id, platform, account_id, mcn_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    state.hash,
    state.brandId,
    state.userId,
    state.platform,
    state.accountId,
    state.mcnId ?? null,
    now,
    now + AUTH_STATE_TTL_MS,
  );
  // Old states go: an hour after they could no longer complete.
  db.prepare('DELETE FROM platform_auth_states WHERE expires_at < ?').run(now - 3600 * 1000);
}

export function authState(db: Database, hash: string): AuthState | undefined {
  return db
    .prepare(
      `SELECT brand_id, user_id, platform, account_id, expires_at, outcome, outcome_msg, result_account_id, mcn_id
       FROM platform_auth_states WHERE state_hash = ?`,
    )
    .get(hash) as AuthState | undefined;
}

/**
 * Marks a waiting state finished, once: false when it was no longer waiting (a second callback
 * with the same state changes nothing).
 */
export function finishAuthState(
  db: Database,
  hash: string,
  outcome: 1 | 2 | 3,
  msg: string | null,
  accountId: number | null,
): boolean {
  return (
    db
      .prepare(
        `UPDATE platform_auth_states SET outcome = ?, outcome_msg = ?, result_account_id = ?
         WHERE state_hash = ? AND outcome = 0`,
      )
      .run(outcome, msg, accountId, hash).changes === 1
  );
}

/** A state as the page reads it, for the member who started it on the brand. */
export function authResultOf(
  db: Database,
  hash: string,
  brandId: number,
  userId: number,
  now: number,
): PlatformAuthResult | null {
  const state = authState(db, hash);
  if (!state || state.brand_id !== brandId || state.user_id !== userId) return null;
  if (state.outcome === 0 && state.expires_at <= now)
    return { status: 4, msg: '授权已超时，请重新发起', accountId: null };
  return { status: state.outcome, msg: state.outcome_msg, accountId: state.result_account_id };
}

/** Whether the member is still an enabled member of the brand (checked when a consent comes back). */
export function isEnabledMember(db: Database, brandId: number, userId: number): boolean {
  return !!db
    .prepare('SELECT 1 FROM user_brands WHERE brand_id = ? AND user_id = ? AND is_valid = 1')
    .get(brandId, userId);
}

/** Runs `fn` in one transaction (a grant and its state together). */
export const inTransaction = <T>(db: Database, fn: () => T) => transaction(db, fn);

/** Puts one of the brand's accounts in an MCN institution of the brand's, or in none (`null`). */
export function setAccountMcn(db: Database, brandId: number, accountId: number, mcnId: number | null) {
  db.prepare('UPDATE platform_accounts SET mcn_id = ? WHERE brand_id = ? AND id = ?').run(mcnId, brandId, accountId);
}

/** Lets the brand read an account's clues from `at`, or stops it (`null`). */
export function setCluesAuthorised(db: Database, brandId: number, accountId: number, at: number | null) {
  db.prepare('UPDATE platform_accounts SET clues_authorised_at = ? WHERE brand_id = ? AND id = ?').run(
    at,
    brandId,
    accountId,
  );
}

/** The brand's accounts on `platform` whose grant is in force at `now` (for calls that need a live grant). */
export function liveAccounts(
  db: Database,
  brandId: number,
  platform: PlatformCode,
  now: number,
): Array<StoredAccount & { name: string }> {
  return db
    .prepare(
      `SELECT id, platform, platform_uid, name, access_token, refresh_token, expires_at, refresh_expires_at, revoked_at
       FROM platform_accounts WHERE brand_id = ? AND platform = ? AND revoked_at IS NULL AND expires_at > ?
       ORDER BY authorised_at DESC, id DESC`,
    )
    .all(brandId, platform, now) as unknown as Array<StoredAccount & { name: string }>;
}
