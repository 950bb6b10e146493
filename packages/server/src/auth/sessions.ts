import type { Database } from '../db/database';
import { hashToken, newToken } from './tokens';

export interface SessionPolicy {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after login, used or not. */
  maxAgeMs: number;
}

/** Defaults: 24 h idle, 30 days absolute (the spec's token cookie lifetime). */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 24 * 60 * 60 * 1000,
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
};

export interface Session {
  userId: number;
  brandId: number | null;
  loginType: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

interface SessionRow {
  user_id: number;
  brand_id: number | null;
  login_type: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Server-side sessions keyed by the hash of a random token. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a session and returns its token (the only time the token exists in clear). */
  create(userId: number, brandId: number | null, loginType: string): string {
    const token = newToken();
    const at = this.now();
    this.db
      .prepare(
        `INSERT INTO sessions (token_hash, user_id, brand_id, login_type, created_at, last_seen_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(hashToken(token), userId, brandId, loginType, at, at, at + this.policy.maxAgeMs);
    return token;
  }

  /** The live session for a token, touching its idle clock; null when unknown, revoked or expired. */
  resolve(token: string | null | undefined): Session | null {
    if (!token || token.length > 256) return null;
    const hash = hashToken(token);
    const row = this.db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(hash) as SessionRow | undefined;
    if (!row || row.revoked_at !== null) return null;
    const at = this.now();
    if (at >= row.expires_at || at - row.last_seen_at >= this.policy.idleMs) return null;
    // Touch at most once a minute to keep writes cheap under polling.
    if (at - row.last_seen_at > 60_000) {
      this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(at, hash);
    }
    return {
      userId: row.user_id,
      brandId: row.brand_id,
      loginType: row.login_type,
      createdAt: row.created_at,
      lastSeenAt: at,
      expiresAt: row.expires_at,
    };
  }

  /**
   * Whether the session whose token hash starts with `prefix` and equals `tokenHash` is live (not
   * revoked, not expired, not idle), without touching it: for signed file links, which carry the
   * hash's first 16 characters so a link dies with its session.
   */
  liveHashes(prefix: string): string[] {
    if (!/^[0-9a-f]{16}$/.test(prefix)) return [];
    const at = this.now();
    const rows = this.db
      .prepare(
        `SELECT token_hash FROM sessions WHERE token_hash >= ? AND token_hash < ? AND revoked_at IS NULL
         AND expires_at > ? AND last_seen_at > ?`,
      )
      .all(prefix, `${prefix}g`, at, at - this.policy.idleMs) as Array<{ token_hash: string }>;
    return rows.map((r) => r.token_hash);
  }

  /** Moves a session to another brand (brand switch). */
  setBrand(token: string, brandId: number): void {
    this.db.prepare('UPDATE sessions SET brand_id = ? WHERE token_hash = ?').run(brandId, hashToken(token));
  }

  /** Logout: the token stops working at once. */
  revoke(token: string): void {
    this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ?').run(this.now(), hashToken(token));
  }

  /** Ends every session of a user (password reset). */
  /** Ends every session of a user, except the one of `keepToken` when given. */
  revokeUser(userId: number, keepToken?: string): void {
    this.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash != ?')
      .run(this.now(), userId, keepToken === undefined ? '' : hashToken(keepToken));
  }
}
