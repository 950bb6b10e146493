import {
  PUBLISH_ACCOUNT_REFUSALS,
  PUBLISH_LIMITS,
  type Publication,
  type PublicationMount,
  type PublishSource,
  type PublishStatus,
  type PublishWorkSource,
} from '@brand-console/api-client';
import type { Services } from '../http/context';
import { formatDateTime } from '../lib/time';
import { isPlatformCode, PlatformError, type PlatformCode } from '../platforms/adapter';
import { logCreationUse } from './creationLibrary';
import type { Database } from './database';
import { brandAccount, statusAt } from './platforms';
import { markTitlesUsed } from './titles';

/**
 * Publications (issue 24, ADR 0036): one work published to one account, run by the worker through
 * the platform adapter. Batches (批量发布) queue them with the brand's accounts; a QR code's scan
 * publishes at once with the visitor's own grant (`runPublication` with its token).
 */

/** What queuing a publication needs; the work's files and cover are copied now. */
export interface NewPublication {
  source: PublishSource;
  taskId?: number | null;
  qrcodeId?: number | null;
  scanId?: number | null;
  workSource: PublishWorkSource;
  workId: number;
  workName: string;
  kind?: 'video' | 'note';
  /** Stored file names of the work (`/files/…` URLs as the work keeps them). */
  files: string[];
  coverUrl: string | null;
  platform: PlatformCode;
  accountId: number | null;
  platformUid: string;
  accountName: string;
  accountAvatar: string | null;
  title: string;
  text?: string;
  topics?: string[];
  mentions?: string[];
  location?: string;
  industry?: string;
  /** The title library entry the title came from, marked used when it succeeds. */
  titleId?: number | null;
  /** Milliseconds; null publishes at the worker's next step. */
  scheduledAt: number | null;
  /** Starts as 2 publishing for an inline (QR) publication. */
  status?: 1 | 2;
  userId: number | null;
}

export interface PublicationRow {
  id: number;
  brand_id: number;
  source: number;
  task_id: number | null;
  qrcode_id: number | null;
  scan_id: number | null;
  work_source: number;
  work_id: number;
  work_name: string;
  kind: 'video' | 'note';
  files: string;
  cover_url: string | null;
  platform: number;
  account_id: number | null;
  platform_uid: string;
  account_name: string;
  account_avatar: string | null;
  title: string;
  text: string;
  topics: string;
  mentions: string;
  location: string;
  industry: string;
  title_id: number | null;
  status: number;
  reason: string | null;
  item_id: string | null;
  item_url: string | null;
  scheduled_at: number | null;
  started_at: number | null;
  published_at: number | null;
  attempts: number;
  mount: string | null;
  user_id: number | null;
  created_at: number;
  updated_at: number;
  /** Joined: the creator's name. */
  creator_name?: string | null;
}

/** The columns `toPublication` reads, with the creator's name (alias the table `p`). */
export const PUBLICATION_COLUMNS = `p.*, (SELECT u.name FROM users u WHERE u.id = p.user_id) AS creator_name`;

const textOrNull = (ms: number | null) => (ms === null ? null : formatDateTime(ms));
const list = (json: string): string[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export function toPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    source: row.source as PublishSource,
    taskId: row.task_id,
    qrcodeId: row.qrcode_id,
    workSource: row.work_source as PublishWorkSource,
    workId: row.work_id,
    workName: row.work_name,
    coverUrl: row.cover_url,
    platform: row.platform as PlatformCode,
    accountId: row.account_id,
    accountName: row.account_name,
    accountAvatar: row.account_avatar,
    title: row.title,
    topics: list(row.topics),
    mentions: list(row.mentions),
    location: row.location,
    status: row.status as PublishStatus,
    reason: row.reason,
    itemUrl: row.item_url,
    scheduledTime: textOrNull(row.scheduled_at),
    publishTime: textOrNull(row.published_at),
    attempts: row.attempts,
    mount: row.mount ? (JSON.parse(row.mount) as PublicationMount) : null,
    creatorName: row.creator_name ?? null,
    createTime: formatDateTime(row.created_at),
  };
}

export function insertPublishTask(
  db: Database,
  brandId: number,
  task: {
    userId: number | null;
    name: string;
    scheduledAt: number | null;
    options: Record<string, unknown>;
    now: number;
  },
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO publish_tasks (brand_id, user_id, name, scheduled_at, options, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(brandId, task.userId, task.name, task.scheduledAt, JSON.stringify(task.options), task.now).lastInsertRowid,
  );
}

export function insertPublication(db: Database, brandId: number, p: NewPublication, now: number): number {
  return Number(
    db
      .prepare(
        `INSERT INTO publications (brand_id, source, task_id, qrcode_id, scan_id, work_source, work_id, work_name, kind,
           files, cover_url, platform, account_id, platform_uid, account_name, account_avatar, title, text, topics,
           mentions, location, industry, title_id, status, scheduled_at, started_at, user_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        p.source,
        p.taskId ?? null,
        p.qrcodeId ?? null,
        p.scanId ?? null,
        p.workSource,
        p.workId,
        p.workName,
        p.kind ?? 'video',
        JSON.stringify(p.files),
        p.coverUrl,
        p.platform,
        p.accountId,
        p.platformUid,
        p.accountName,
        p.accountAvatar,
        p.title,
        p.text ?? '',
        JSON.stringify(p.topics ?? []),
        JSON.stringify(p.mentions ?? []),
        p.location ?? '',
        p.industry ?? '',
        p.titleId ?? null,
        p.status ?? 1,
        p.scheduledAt,
        p.status === 2 ? now : null,
        p.userId,
        now,
        now,
      ).lastInsertRowid,
  );
}

export function publicationById(db: Database, brandId: number, id: number): PublicationRow | undefined {
  return db
    .prepare(`SELECT ${PUBLICATION_COLUMNS} FROM publications p WHERE p.brand_id = ? AND p.id = ?`)
    .get(brandId, id) as PublicationRow | undefined;
}

/**
 * Why an account of the brand cannot publish now (`PUBLISH_ACCOUNT_REFUSALS`), or null when it can.
 * The batch form refuses such accounts up front; the worker checks again when the publication is due.
 */
export function accountRefusal(row: { revoked_at: number | null; expires_at: number }, now: number): string | null {
  const status = statusAt(row, now);
  if (status === 4) return PUBLISH_ACCOUNT_REFUSALS.revoked;
  if (status === 3) return PUBLISH_ACCOUNT_REFUSALS.expired;
  return null;
}

function finish(
  db: Database,
  brandId: number,
  id: number,
  outcome: { ok: true; itemId: string; url: string } | { ok: false; reason: string },
  now: number,
): void {
  if (outcome.ok) {
    db.prepare(
      `UPDATE publications SET status = 3, reason = NULL, item_id = ?, item_url = ?, published_at = ?, updated_at = ?
       WHERE brand_id = ? AND id = ? AND status = 2`,
    ).run(outcome.itemId, outcome.url, now, now, brandId, id);
  } else {
    db.prepare(
      `UPDATE publications SET status = 4, reason = ?, updated_at = ? WHERE brand_id = ? AND id = ? AND status = 2`,
    ).run(outcome.reason.slice(0, PUBLISH_LIMITS.reason), now, brandId, id);
  }
}

/**
 * Publishes a publication that is `2 publishing` with `accessToken` (the brand account's grant, or a
 * QR visitor's), recording the item or the platform's reason. A successful publication of a 成品库
 * work is logged as one of its uses (2 publish).
 */
export async function runPublication(
  services: Services,
  brandId: number,
  id: number,
  accessToken: string,
): Promise<void> {
  const { db } = services;
  const row = publicationById(db, brandId, id);
  if (!row || row.status !== 2 || !isPlatformCode(row.platform)) return;
  const files = list(row.files);
  if (files.length === 0) {
    finish(db, brandId, id, { ok: false, reason: '作品没有可发布的文件' }, services.now());
    return;
  }
  const text = [row.text, ...list(row.topics).map((t) => `#${t}`), ...list(row.mentions).map((m) => `@${m}`)]
    .filter(Boolean)
    .join(' ');
  try {
    const result = await services.platforms[row.platform].publish(accessToken, {
      kind: row.kind,
      title: row.title,
      text,
      files,
      ...(row.cover_url ? { coverFile: row.cover_url } : {}),
    });
    const now = services.now();
    finish(db, brandId, id, { ok: true, itemId: result.itemId, url: result.url }, now);
    if (row.work_source === 1) logCreationUse(db, brandId, row.work_id, row.user_id, 2, formatDateTime(now));
    if (row.title_id !== null) markTitlesUsed(db, brandId, [row.title_id]);
  } catch (error) {
    const reason =
      error instanceof PlatformError
        ? error.reason === 'invalid_grant'
          ? PUBLISH_ACCOUNT_REFUSALS.expired
          : error.message
        : '平台暂时无法发布，请稍后重试';
    if (!(error instanceof PlatformError)) services.log(`publish: publication ${id} failed (${String(error)})`);
    finish(db, brandId, id, { ok: false, reason }, services.now());
  }
}

/** How many due publications the worker starts per step. */
const PER_STEP = 10;

/**
 * The worker's step: starts the brand accounts' publications that are due (waiting, and their time
 * has come) and publishes each through the adapter. Returns how many moved.
 */
export async function pumpPublications(services: Services): Promise<number> {
  const { db } = services;
  const now = services.now();
  const due = db
    .prepare(
      `SELECT id, brand_id, account_id FROM publications
       WHERE status = 1 AND account_id IS NOT NULL AND (scheduled_at IS NULL OR scheduled_at <= ?)
       ORDER BY coalesce(scheduled_at, created_at), id LIMIT ?`,
    )
    .all(now, PER_STEP) as Array<{ id: number; brand_id: number; account_id: number }>;
  for (const p of due) {
    const started = db
      .prepare(
        `UPDATE publications SET status = 2, started_at = ?, attempts = attempts + 1, updated_at = ?
         WHERE id = ? AND status = 1`,
      )
      .run(now, now, p.id);
    if (started.changes === 0) continue;
    const account = brandAccount(db, p.brand_id, p.account_id);
    const refusal = account ? accountRefusal(account, now) : PUBLISH_ACCOUNT_REFUSALS.revoked;
    if (!account || refusal) {
      finish(db, p.brand_id, p.id, { ok: false, reason: refusal ?? PUBLISH_ACCOUNT_REFUSALS.revoked }, now);
      continue;
    }
    await runPublication(services, p.brand_id, p.id, account.access_token);
  }
  // A publication left publishing by a stopped server (no answer for ten minutes) is failed, to be retried.
  const stale = db
    .prepare(
      `UPDATE publications SET status = 4, reason = '发布超时，请重试', updated_at = ?
       WHERE status = 2 AND started_at < ? AND account_id IS NOT NULL`,
    )
    .run(now, now - 10 * 60 * 1000);
  return due.length + Number(stale.changes);
}

/** Queues failed publications again (重试); answers how many. */
export function retryPublications(db: Database, brandId: number, ids: readonly number[], now: number): number {
  if (ids.length === 0) return 0;
  return Number(
    db
      .prepare(
        `UPDATE publications SET status = 1, reason = NULL, scheduled_at = NULL, updated_at = ?
       WHERE brand_id = ? AND status = 4 AND account_id IS NOT NULL AND id IN (${ids.map(() => '?').join(',')})`,
      )
      .run(now, brandId, ...ids).changes,
  );
}

/** Closes waiting publications (a scheduled batch cancelled); answers how many. */
export function closePublications(db: Database, brandId: number, ids: readonly number[], now: number): number {
  if (ids.length === 0) return 0;
  return Number(
    db
      .prepare(
        `UPDATE publications SET status = 5, updated_at = ?
       WHERE brand_id = ? AND status = 1 AND id IN (${ids.map(() => '?').join(',')})`,
      )
      .run(now, brandId, ...ids).changes,
  );
}
