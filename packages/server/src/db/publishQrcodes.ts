import type {
  LinkStatus,
  PlatformCode,
  QrPublishCode,
  QrPublishScan,
  QrPublishWork,
  QrPublishWorkOption,
} from '@brand-console/api-client';
import { formatDateTime } from '../lib/time';
import type { Database } from './database';
import { PUBLICATION_COLUMNS, toPublication, type PublicationRow } from './publishing';
import { Filters, pageOf } from './query';
import { CreationType } from './synthesis';

/**
 * 扫码发布 codes (issue 24, ADR 0036 part C): the brand's codes, their works, the visitors'
 * one-time authorisation states and their scans. A code's status is read as of now: the stored 3
 * (disabled) or a passed end is 3 invalid, a start still ahead is 1 not enabled, else 2 publishing.
 */

/** How long a visitor's authorisation state and publish session last. */
export const QR_STATE_TTL_MS = 10 * 60 * 1000;
export const QR_SESSION_TTL_MS = 15 * 60 * 1000;

export interface QrcodeRow {
  id: number;
  brand_id: number;
  user_id: number | null;
  name: string;
  platforms: string;
  title: string;
  topics: string;
  token: string;
  link: string;
  image_url: string;
  status: number;
  start_at: number;
  end_at: number;
  disabled_at: number | null;
  created_at: number;
}

interface QrcodeListRow extends QrcodeRow {
  effective: number;
  creator_name: string | null;
  works_count: number;
  scan_count: number;
  success_count: number;
  publishing_count: number;
}

/** The status as of `now` (SQL over `q`, two `now` arguments). */
const EFFECTIVE = `CASE WHEN q.status = 3 OR q.end_at <= ? THEN 3 WHEN q.start_at > ? THEN 1 ELSE 2 END`;

/** The status of a stored code as of `now`. */
export function effectiveStatus(row: Pick<QrcodeRow, 'status' | 'start_at' | 'end_at'>, now: number): LinkStatus {
  if (row.status === 3 || row.end_at <= now) return 3;
  if (row.start_at > now) return 1;
  return 2;
}

const numbers = (json: string): number[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
};
const strings = (json: string): string[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export const codePlatforms = (row: Pick<QrcodeRow, 'platforms'>): PlatformCode[] =>
  numbers(row.platforms).filter((p): p is PlatformCode => p >= 1 && p <= 4);
export const codeTopics = (row: Pick<QrcodeRow, 'topics'>): string[] => strings(row.topics);

const LIST_SELECT = `q.*, ${EFFECTIVE} AS effective,
  (SELECT u.name FROM users u WHERE u.id = q.user_id) AS creator_name,
  (SELECT count(*) FROM publish_qrcode_works w JOIN creations c ON c.id = w.creation_id AND c.deleted_at IS NULL
     WHERE w.qrcode_id = q.id) AS works_count,
  (SELECT count(*) FROM publish_qrcode_scans s WHERE s.qrcode_id = q.id) AS scan_count,
  (SELECT count(*) FROM publications p WHERE p.brand_id = q.brand_id AND p.qrcode_id = q.id AND p.status = 3) AS success_count,
  (SELECT count(*) FROM publications p WHERE p.brand_id = q.brand_id AND p.qrcode_id = q.id AND p.status = 2) AS publishing_count`;

function toCode(row: QrcodeListRow): QrPublishCode {
  return {
    id: row.id,
    name: row.name,
    status: row.effective as LinkStatus,
    link: row.link,
    qrCodeUrl: row.image_url,
    platforms: codePlatforms(row),
    title: row.title,
    topics: codeTopics(row),
    worksCount: row.works_count,
    scanCount: row.scan_count,
    successCount: row.success_count,
    publishingCount: row.publishing_count,
    startTime: formatDateTime(row.start_at),
    endTime: formatDateTime(row.end_at),
    disableTime: row.disabled_at === null ? null : formatDateTime(row.disabled_at),
    creatorName: row.creator_name,
    createTime: formatDateTime(row.created_at),
  };
}

export interface QrcodeFilters {
  name?: string | undefined;
  status?: LinkStatus | undefined;
}

function filtersOf(brandId: number, filters: QrcodeFilters, now: number): Filters {
  const where = new Filters('q.brand_id = ?', brandId).contains('q.name', filters.name);
  if (filters.status !== undefined) where.where(`${EFFECTIVE} = ?`, now, now, filters.status);
  return where;
}

/** One page of the brand's codes, newest first. */
export function qrcodePage(
  db: Database,
  brandId: number,
  filters: QrcodeFilters,
  page: { pageNo: number; pageSize: number },
  now: number,
): { records: QrPublishCode[]; total: number } {
  const where = filtersOf(brandId, filters, now);
  // The select's own `now` arguments come before the filters' in the statement.
  const { rows, total } = pageOfWithSelectArgs(db, where, page, now);
  return { records: rows.map(toCode), total };
}

function pageOfWithSelectArgs(
  db: Database,
  where: Filters,
  page: { pageNo: number; pageSize: number },
  now: number,
): { rows: QrcodeListRow[]; total: number } {
  const total = (
    db.prepare(`SELECT count(*) AS n FROM publish_qrcodes q WHERE ${where.sql}`).get(...where.args) as { n: number }
  ).n;
  const size = Math.min(Math.max(1, page.pageSize), 100);
  const offset = (Math.max(1, page.pageNo) - 1) * size;
  const rows = db
    .prepare(
      `SELECT ${LIST_SELECT} FROM publish_qrcodes q WHERE ${where.sql} ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`,
    )
    .all(now, now, ...where.args, size, offset) as unknown as QrcodeListRow[];
  return { rows, total };
}

/** Every code of the brand under the filters (exports), newest first, at most `limit`. */
export function allQrcodeIds(db: Database, brandId: number, filters: QrcodeFilters, now: number, limit: number) {
  const where = filtersOf(brandId, filters, now);
  return (
    db
      .prepare(`SELECT q.id FROM publish_qrcodes q WHERE ${where.sql} ORDER BY q.created_at DESC, q.id DESC LIMIT ?`)
      .all(...where.args, limit) as Array<{ id: number }>
  ).map((r) => r.id);
}

/** A code of the brand as the console shows it, or undefined. */
export function qrcodeById(db: Database, brandId: number, id: number, now: number): QrPublishCode | undefined {
  const row = db
    .prepare(`SELECT ${LIST_SELECT} FROM publish_qrcodes q WHERE q.brand_id = ? AND q.id = ?`)
    .get(now, now, brandId, id) as QrcodeListRow | undefined;
  return row ? toCode(row) : undefined;
}

/** The stored code a public token opens, or undefined. */
export function qrcodeByToken(db: Database, token: string): QrcodeRow | undefined {
  return db.prepare('SELECT * FROM publish_qrcodes WHERE token = ?').get(token) as QrcodeRow | undefined;
}

/** A stored code by id (any brand: the visitor's callback finds it through its state). */
export function qrcodeRow(db: Database, id: number): QrcodeRow | undefined {
  return db.prepare('SELECT * FROM publish_qrcodes WHERE id = ?').get(id) as QrcodeRow | undefined;
}

export interface NewQrcode {
  userId: number;
  name: string;
  platforms: PlatformCode[];
  title: string;
  topics: string[];
  token: string;
  link: string;
  imageUrl: string;
  startAt: number;
  endAt: number;
  workIds: number[];
}

/** Stores a code and its works; its status is 1 when its start is ahead, else 2. */
export function insertQrcode(db: Database, brandId: number, code: NewQrcode, now: number): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO publish_qrcodes (brand_id, user_id, name, platforms, title, topics, token, link, image_url, status,
           start_at, end_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        code.userId,
        code.name,
        JSON.stringify(code.platforms),
        code.title,
        JSON.stringify(code.topics),
        code.token,
        code.link,
        code.imageUrl,
        code.startAt > now ? 1 : 2,
        code.startAt,
        code.endAt,
        now,
      ).lastInsertRowid,
  );
  const work = db.prepare('INSERT INTO publish_qrcode_works (qrcode_id, creation_id, sort) VALUES (?, ?, ?)');
  code.workIds.forEach((workId, i) => work.run(id, workId, i));
  return id;
}

/** The brand's codes among `ids` still without their PNG (seeded ones), with their token and name. */
export function codesWithoutImage(
  db: Database,
  brandId: number,
  ids: readonly number[],
): Array<{ id: number; token: string; name: string }> {
  if (ids.length === 0) return [];
  return db
    .prepare(
      `SELECT id, token, name FROM publish_qrcodes WHERE brand_id = ? AND image_url = ''
       AND id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(brandId, ...ids) as unknown as Array<{ id: number; token: string; name: string }>;
}

/** Keeps a code's link and PNG. */
export function setQrcodeImage(db: Database, brandId: number, id: number, link: string, imageUrl: string): void {
  db.prepare('UPDATE publish_qrcodes SET link = ?, image_url = ? WHERE brand_id = ? AND id = ?').run(
    link,
    imageUrl,
    brandId,
    id,
  );
}

/** Disables a code of the brand (3, for good); false when it is not the brand's. */
export function disableQrcode(db: Database, brandId: number, id: number, now: number): boolean {
  const row = db.prepare('SELECT id FROM publish_qrcodes WHERE brand_id = ? AND id = ?').get(brandId, id);
  if (!row) return false;
  db.prepare('UPDATE publish_qrcodes SET status = 3, disabled_at = coalesce(disabled_at, ?) WHERE id = ?').run(now, id);
  // Visitors part-way through lose their sessions: their tokens go now.
  db.prepare(
    'UPDATE publish_qrcode_scans SET access_token = NULL, session_hash = NULL, session_expires_at = NULL WHERE qrcode_id = ?',
  ).run(id);
  return true;
}

/** A work of a code as the visitor and the console see it, with what publishing it needs. */
export interface QrcodeWorkRow {
  id: number;
  name: string;
  url: string | null;
  cover_url: string | null;
  duration: number | null;
  creation_type: number;
}

/** The code's works still in 成品库 (the order chosen). */
export function qrcodeWorkRows(db: Database, brandId: number, qrcodeId: number): QrcodeWorkRow[] {
  return db
    .prepare(
      `SELECT c.id, c.name, c.url, c.cover_url, c.duration, c.creation_type FROM publish_qrcode_works w
       JOIN creations c ON c.id = w.creation_id AND c.brand_id = ? AND c.deleted_at IS NULL
       WHERE w.qrcode_id = ? ORDER BY w.sort`,
    )
    .all(brandId, qrcodeId) as unknown as QrcodeWorkRow[];
}

export const toQrcodeWork = (row: QrcodeWorkRow): QrPublishWork => ({
  id: row.id,
  name: row.name,
  coverUrl: row.cover_url,
  duration: row.duration,
});

/** The brand's finished videos a code may hold (with a file), newest first, at most 100. */
export function qrcodeWorkOptions(db: Database, brandId: number, name: string | undefined): QrPublishWorkOption[] {
  const where = new Filters(
    'brand_id = ? AND deleted_at IS NULL AND creation_type = ? AND url IS NOT NULL',
    brandId,
    CreationType.video,
  ).contains('name', name);
  return db
    .prepare(
      `SELECT id, name, cover_url AS coverUrl, duration FROM creations WHERE ${where.sql}
       ORDER BY created_at DESC, id DESC LIMIT 100`,
    )
    .all(...where.args) as unknown as QrPublishWorkOption[];
}

/** Which of `ids` are finished videos of the brand with a file (each once). */
export function publishableWorkIds(db: Database, brandId: number, ids: readonly number[]): number[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT id FROM creations WHERE brand_id = ? AND deleted_at IS NULL AND creation_type = ? AND url IS NOT NULL
       AND id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(brandId, CreationType.video, ...ids) as Array<{ id: number }>;
  return rows.map((r) => r.id);
}

// ── Visitors: states, scans ──

/** Stores a visitor's one-time authorisation state (hashed), bound to the code and platform. */
export function addQrState(db: Database, hash: string, qrcodeId: number, platform: PlatformCode, now: number): void {
  db.prepare('DELETE FROM publish_qrcode_states WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO publish_qrcode_states (state_hash, qrcode_id, platform, expires_at) VALUES (?, ?, ?, ?)').run(
    hash,
    qrcodeId,
    platform,
    now + QR_STATE_TTL_MS,
  );
}

/** Uses a state once: its code and platform, or undefined when unknown, used or expired. */
export function useQrState(
  db: Database,
  hash: string,
  now: number,
): { qrcode_id: number; platform: PlatformCode } | undefined {
  const row = db
    .prepare(
      `UPDATE publish_qrcode_states SET used_at = ? WHERE state_hash = ? AND used_at IS NULL AND expires_at > ?
       RETURNING qrcode_id, platform`,
    )
    .get(now, hash, now) as { qrcode_id: number; platform: PlatformCode } | undefined;
  return row;
}

/** Records a visit that authorised, with the visitor's token for the publish (short-lived). */
export function insertScan(
  db: Database,
  code: Pick<QrcodeRow, 'id' | 'brand_id'>,
  scan: {
    platform: PlatformCode;
    platformUid: string;
    accountName: string;
    accountAvatar: string | null;
    sessionHash: string;
    accessToken: string;
  },
  now: number,
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO publish_qrcode_scans (brand_id, qrcode_id, platform, platform_uid, account_name, account_avatar,
           session_hash, access_token, session_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        code.brand_id,
        code.id,
        scan.platform,
        scan.platformUid,
        scan.accountName.slice(0, 100),
        scan.accountAvatar,
        scan.sessionHash,
        scan.accessToken,
        now + QR_SESSION_TTL_MS,
        now,
      ).lastInsertRowid,
  );
}

export interface ScanSession {
  id: number;
  brand_id: number;
  qrcode_id: number;
  platform: PlatformCode;
  platform_uid: string;
  account_name: string;
  account_avatar: string | null;
  access_token: string | null;
}

/** Forgets every visitor token whose session has ended. */
export function forgetExpiredSessions(db: Database, now: number): void {
  db.prepare(
    `UPDATE publish_qrcode_scans SET access_token = NULL, session_hash = NULL, session_expires_at = NULL
     WHERE session_expires_at IS NOT NULL AND session_expires_at <= ?`,
  ).run(now);
}

/** The live session a visitor's page holds, on that code; undefined once used, ended or elsewhere. */
export function scanSession(db: Database, qrcodeId: number, hash: string, now: number): ScanSession | undefined {
  forgetExpiredSessions(db, now);
  return db
    .prepare(
      `SELECT id, brand_id, qrcode_id, platform, platform_uid, account_name, account_avatar, access_token
       FROM publish_qrcode_scans WHERE qrcode_id = ? AND session_hash = ? AND access_token IS NOT NULL`,
    )
    .get(qrcodeId, hash) as ScanSession | undefined;
}

/** Takes the visitor's token out of the scan for the publish: answered once, then gone. */
export function takeScanToken(db: Database, scanId: number): string | undefined {
  // One synchronous read and write: nothing runs between them.
  const row = db
    .prepare('SELECT access_token FROM publish_qrcode_scans WHERE id = ? AND access_token IS NOT NULL')
    .get(scanId) as { access_token: string } | undefined;
  if (!row) return undefined;
  db.prepare(
    'UPDATE publish_qrcode_scans SET access_token = NULL, session_hash = NULL, session_expires_at = NULL WHERE id = ?',
  ).run(scanId);
  return row.access_token;
}

interface ScanRow {
  id: number;
  platform: number;
  platform_uid: string;
  account_name: string;
  created_at: number;
}

/** A code's scans, newest first, each with its publications. */
export function scanPage(
  db: Database,
  brandId: number,
  qrcodeId: number,
  page: { pageNo: number; pageSize: number },
): { records: QrPublishScan[]; total: number } {
  const where = new Filters('s.brand_id = ? AND s.qrcode_id = ?', brandId, qrcodeId);
  const { rows, total } = pageOf<ScanRow>(
    db,
    'publish_qrcode_scans s',
    where,
    's.created_at DESC, s.id DESC',
    page,
    's.id, s.platform, s.platform_uid, s.account_name, s.created_at',
  );
  return { records: withPublications(db, brandId, rows), total };
}

function withPublications(db: Database, brandId: number, rows: ScanRow[]): QrPublishScan[] {
  const ids = rows.map((r) => r.id);
  const publications = ids.length
    ? (db
        .prepare(
          `SELECT ${PUBLICATION_COLUMNS} FROM publications p WHERE p.brand_id = ? AND p.source = 2
           AND p.scan_id IN (${ids.map(() => '?').join(', ')}) ORDER BY p.id`,
        )
        .all(brandId, ...ids) as unknown as PublicationRow[])
    : [];
  return rows.map((r) => ({
    id: r.id,
    platform: r.platform as PlatformCode,
    platformUid: r.platform_uid,
    accountName: r.account_name,
    scanTime: formatDateTime(r.created_at),
    publications: publications.filter((p) => p.scan_id === r.id).map(toPublication),
  }));
}

/** Every scan of the given codes (exports), newest first, at most `limit`, with the code's name. */
export function scansOfCodes(
  db: Database,
  brandId: number,
  qrcodeIds: readonly number[],
  limit: number,
): Array<QrPublishScan & { codeName: string }> {
  if (qrcodeIds.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT s.id, s.platform, s.platform_uid, s.account_name, s.created_at, q.name AS code_name
       FROM publish_qrcode_scans s JOIN publish_qrcodes q ON q.id = s.qrcode_id
       WHERE s.brand_id = ? AND s.qrcode_id IN (${qrcodeIds.map(() => '?').join(', ')})
       ORDER BY s.created_at DESC, s.id DESC LIMIT ?`,
    )
    .all(brandId, ...qrcodeIds, limit) as unknown as Array<ScanRow & { code_name: string }>;
  const scans = withPublications(db, brandId, rows);
  return scans.map((s, i) => ({ ...s, codeName: rows[i]!.code_name }));
}
