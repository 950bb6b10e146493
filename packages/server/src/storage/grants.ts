import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StsCredentials } from '@brand-console/api-client';
import type { Auth, Services } from '../http/context';
import { formatDateTime } from '../lib/time';

/**
 * Upload grants: the reference server's stand-in for the STS credentials of
 * `/cgp/web/oss/ali/getSts`. A grant is short-lived, belongs to one brand and user, allows a
 * limited number of uploads of a limited size, and authorises `POST /upload` only (the server's
 * own storage), so a leaked grant cannot read anything or outlive its quarter of an hour.
 */
export const GRANT_TTL_MS = 15 * 60 * 1000;
export const GRANT_MAX_BYTES = 20 * 1024 * 1024;
export const GRANT_USES = 20;
/** Where grants upload to, given to the client as `bucket`. */
export const UPLOAD_PATH = '/upload';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function issueGrant(services: Services, auth: Auth): StsCredentials {
  const id = `STS.${randomBytes(12).toString('hex')}`;
  const secret = randomBytes(16).toString('hex');
  const securityToken = randomBytes(24).toString('base64url');
  const expiresAt = services.now() + GRANT_TTL_MS;
  services.db
    .prepare(
      'INSERT INTO upload_grants (id, brand_id, user_id, expires_at, max_bytes, uses_left) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      `${id}:${hash(`${secret}:${securityToken}`)}`,
      auth.brandId,
      auth.userId,
      expiresAt,
      GRANT_MAX_BYTES,
      GRANT_USES,
    );
  return {
    accessKeyId: id,
    accessKeySecret: secret,
    securityToken,
    expiration: formatDateTime(expiresAt),
    bucket: UPLOAD_PATH,
    region: 'local',
  };
}

export interface GrantOwner {
  brandId: number;
  userId: number;
  maxBytes: number;
}

/**
 * Checks a grant presented as `accessKeyId`, `accessKeySecret` and `securityToken`, and uses one
 * of its uploads. Returns its owner, or null when it is unknown, wrong, expired or used up.
 */
export function useGrant(
  services: Services,
  accessKeyId: string,
  secret: string,
  securityToken: string,
): GrantOwner | null {
  if (!/^STS\.[0-9a-f]{24}$/.test(accessKeyId)) return null;
  const row = services.db
    .prepare('SELECT id, brand_id, user_id, expires_at, max_bytes, uses_left FROM upload_grants WHERE id LIKE ?')
    .get(`${accessKeyId}:%`) as
    | { id: string; brand_id: number; user_id: number; expires_at: number; max_bytes: number; uses_left: number }
    | undefined;
  if (!row) return null;
  const expected = Buffer.from(row.id.slice(accessKeyId.length + 1));
  const given = Buffer.from(hash(`${secret}:${securityToken}`));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (row.expires_at <= services.now() || row.uses_left <= 0) return null;
  services.db.prepare('UPDATE upload_grants SET uses_left = uses_left - 1 WHERE id = ?').run(row.id);
  return { brandId: row.brand_id, userId: row.user_id, maxBytes: row.max_bytes };
}
