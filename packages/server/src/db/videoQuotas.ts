import type { UserSumvideoConfig } from '@brand-console/api-client';
import { badRequest } from '../http/errors';
import { MergeSplitStatus } from '../lib/codes';
import { formatDateTime } from '../lib/time';
import type { Database } from './database';
import { Filters, pageOf } from './query';

/**
 * Members' short-video quotas (issue 21): the limit a brand sets for each member and the short
 * videos the member produced in the current quota period, counted from stored data. Every query is
 * scoped to the brand; a member is reached through their membership of it.
 *
 * - The period is the calendar month in the console's zone (UTC+8, where the server writes its
 *   times), so it starts again at 00:00 on the 1st, Beijing time.
 * - `limit_num` 0, or no row, is no limit (as a department's member limit, `account_limit_num`).
 */

/** Largest quota the console lets a brand set per member and period (the request schema's maximum). */
export const VIDEO_QUOTA_MAX = 100_000;

/** A quota period: `start` inclusive, `end` exclusive, as the server's `YYYY-MM-DD HH:mm:ss` text (UTC+8). */
export interface QuotaPeriod {
  /** The month, `YYYY-MM`. */
  month: string;
  start: string;
  end: string;
}

/** The quota period holding `nowMs`: its calendar month in UTC+8. */
export function quotaPeriod(nowMs: number): QuotaPeriod {
  const month = formatDateTime(nowMs).slice(0, 7);
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { month, start: `${month}-01 00:00:00`, end: `${next}-01 00:00:00` };
}

/**
 * The one place that says which stored rows produced short videos, and how many: the videos of
 * merges and splits (`material_operations`: one per merge, one per piece of a split,
 * `target_count`), counted when the operation is started and kept while it runs or once it
 * completed (a failed operation made nothing and counts nothing), and synthesis tasks (one video
 * each, ADR 0028) while they wait, render or once completed (a failed or closed one counts nothing;
 * a retry counts again). Videos deleted later still count (they were produced). Read it as a table
 * aliased `o` with `brand_id`, `user_id`, `created_at` and `target_count`: member quotas (below)
 * and the brand's short-video package (`db/billing.ts`) both count through it.
 */
export const PRODUCED_VIDEOS = `(
  SELECT id, brand_id, user_id, created_at, target_count FROM material_operations WHERE status != ${MergeSplitStatus.failed}
  UNION ALL
  SELECT id, brand_id, user_id, created_at, 1 AS target_count FROM synthesis_tasks WHERE status IN (0, 1, 2)
) o`;

/** The conditions on `PRODUCED_VIDEOS` of a brand's videos produced in `span` (`start` inclusive, `end` exclusive). */
export function producedVideos(brandId: number, span: { start?: string; end?: string } = {}): Filters {
  const filters = new Filters('o.brand_id = ?', brandId);
  if (span.start) filters.where('o.created_at >= ?', span.start);
  if (span.end) filters.where('o.created_at < ?', span.end);
  return filters;
}

/** How many short videos each of `userIds` produced on the brand in `period` (see `producedVideos`). */
export function videosProduced(
  db: Database,
  brandId: number,
  userIds: readonly number[],
  period: QuotaPeriod,
): Map<number, number> {
  const produced = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return produced;
  const where = producedVideos(brandId, period).in('o.user_id', userIds);
  const rows = db
    .prepare(`SELECT o.user_id, sum(o.target_count) AS n FROM ${PRODUCED_VIDEOS} WHERE ${where.sql} GROUP BY o.user_id`)
    .all(...where.args) as Array<{ user_id: number; n: number }>;
  for (const row of rows) produced.set(row.user_id, row.n);
  return produced;
}

/** The limits set for `userIds` on the brand (members without one are left out: no limit). */
function limitsOf(db: Database, brandId: number, userIds: readonly number[]): Map<number, number> {
  if (userIds.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT user_id, limit_num FROM video_quotas
       WHERE brand_id = ? AND user_id IN (${userIds.map(() => '?').join(', ')})`,
    )
    .all(brandId, ...userIds) as Array<{ user_id: number; limit_num: number }>;
  return new Map(rows.map((r) => [r.user_id, r.limit_num]));
}

/** One page of the brand's members with their quota and what they produced in `period`, in the member list's order. */
export function listVideoQuotas(
  db: Database,
  brandId: number,
  filters: { userBrandName?: string | undefined; userId?: number | undefined },
  page: { pageNo: number; pageSize: number },
  period: QuotaPeriod,
): { records: UserSumvideoConfig[]; total: number } {
  const where = new Filters('ub.brand_id = ?', brandId)
    .contains('ub.user_brand_name', filters.userBrandName)
    .eq('ub.user_id', filters.userId);
  const { rows, total } = pageOf<{ user_id: number; user_brand_name: string }>(
    db,
    'user_brands ub',
    where,
    'ub.is_main DESC, ub.joined_at DESC, ub.user_id DESC',
    page,
    'ub.user_id, ub.user_brand_name',
  );
  const ids = rows.map((r) => r.user_id);
  const limits = limitsOf(db, brandId, ids);
  const produced = videosProduced(db, brandId, ids, period);
  return {
    records: rows.map((r) => ({
      userId: r.user_id,
      userBrandName: r.user_brand_name,
      limitNum: limits.get(r.user_id) ?? 0,
      usedNum: produced.get(r.user_id) ?? 0,
      period: period.month,
    })),
    total,
  };
}

/** Sets a member's quota (0: no limit). The caller has checked that the user is a member of the brand. */
export function setVideoQuota(
  db: Database,
  brandId: number,
  userId: number,
  limitNum: number,
  by: { userId: number; at: string },
): void {
  db.prepare(
    `INSERT INTO video_quotas (brand_id, user_id, limit_num, updated_at, updated_by) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (brand_id, user_id) DO UPDATE SET limit_num = excluded.limit_num,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(brandId, userId, limitNum, by.at, by.userId);
}

/**
 * What is left of a member's quota in `period`: `null` when they have no limit, else the limit, what
 * they produced and how many more they may produce (never below 0).
 */
export function videoQuotaLeft(
  db: Database,
  brandId: number,
  userId: number,
  period: QuotaPeriod,
): { limit: number; used: number; left: number } | null {
  const limit = limitsOf(db, brandId, [userId]).get(userId) ?? 0;
  if (limit === 0) return null;
  const used = videosProduced(db, brandId, [userId], period).get(userId) ?? 0;
  return { limit, used, left: Math.max(0, limit - used) };
}

/**
 * Refuses an operation that would make the member produce `count` more short videos this month
 * than their quota allows (0 or none set is no limit): a merge, a split's pieces, a synthesis
 * task per variant. A client's mistake, so a 400. Check and queue without awaiting in between, so
 * two calls cannot both take the last videos.
 */
export function checkVideoQuota(db: Database, brandId: number, userId: number, nowMs: number, count: number): void {
  const quota = videoQuotaLeft(db, brandId, userId, quotaPeriod(nowMs));
  if (!quota || count <= quota.left) return;
  throw badRequest(
    quota.left === 0
      ? `本月短视频额度已用完（已用 ${quota.used} 个，上限 ${quota.limit} 个），请联系管理员调整`
      : `本月短视频额度不足：还可生成 ${quota.left} 个，本次将生成 ${count} 个`,
  );
}
