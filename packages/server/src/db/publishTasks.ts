import {
  PUBLISH_STATUSES,
  dictionaryLabel,
  type PublishStatusCounts,
  type PublishTask,
  type PublishWork,
  type PublishWorkSource,
} from '@brand-console/api-client';
import type { SheetData } from 'write-excel-file/node';
import { formatDateTime } from '../lib/time';
import type { PlatformCode } from '../platforms/adapter';
import type { Database } from './database';
import { PUBLICATION_COLUMNS, type PublicationRow } from './publishing';
import { Filters, likePattern, pageOf } from './query';

/**
 * Data access of 批量发布's batches (issue 24, ADR 0036): the works and accounts a batch may use,
 * the batches with their counts per publish status, and one batch's publications. Every read is
 * scoped to the brand; the publications themselves are written by `db/publishing.ts`.
 */

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** A work a batch may publish, with the file and cover its publications copy. */
export interface PublishWorkRow {
  id: number;
  name: string;
  url: string;
  cover_url: string | null;
  duration: number | null;
  create_time: string;
}

/** 成品库 videos (not notes, not deleted) and library videos (not deleted, not expired) with a file. */
function workQuery(source: PublishWorkSource, nowText: string): { sql: string; args: unknown[] } {
  return source === 1
    ? {
        sql: `SELECT id, name, url, cover_url, duration, created_at AS create_time FROM creations
              WHERE brand_id = ? AND deleted_at IS NULL AND creation_type = 0 AND url IS NOT NULL AND url <> ''`,
        args: [],
      }
    : {
        sql: `SELECT id, name, url, cover_url, duration, create_time FROM materials
              WHERE brand_id = ? AND is_delete = 0 AND type = 1 AND url IS NOT NULL AND url <> ''
                AND (expire_time IS NULL OR expire_time = '' OR expire_time > ?)`,
        args: [nowText],
      };
}

/** The newest 100 works of `source` the brand may publish, by name. */
export function publishableWorks(
  db: Database,
  brandId: number,
  source: PublishWorkSource,
  name: string | undefined,
  now: number,
): PublishWork[] {
  const { sql, args } = workQuery(source, formatDateTime(now));
  const filter = name?.trim() ? ` AND name LIKE ? ESCAPE '\\'` : '';
  const rows = db
    .prepare(`${sql}${filter} ORDER BY create_time DESC, id DESC LIMIT 100`)
    .all(brandId, ...(args as string[]), ...(filter ? [likePattern(name!.trim())] : [])) as unknown as PublishWorkRow[];
  return rows.map((r) => ({
    source,
    id: r.id,
    name: r.name,
    coverUrl: r.cover_url,
    url: r.url,
    duration: r.duration,
    createTime: r.create_time,
  }));
}

/** The works of `source` among `ids` that the brand may publish (unknown, foreign or fileless ones are absent). */
export function publishableWorksByIds(
  db: Database,
  brandId: number,
  source: PublishWorkSource,
  ids: readonly number[],
  now: number,
): PublishWorkRow[] {
  if (ids.length === 0) return [];
  const { sql, args } = workQuery(source, formatDateTime(now));
  return db
    .prepare(`${sql} AND id IN (${marks(ids)})`)
    .all(brandId, ...(args as string[]), ...ids) as unknown as PublishWorkRow[];
}

/** An account a batch publishes to, with its grant's times (for `accountRefusal`). */
export interface PublishAccountRow {
  id: number;
  platform: PlatformCode;
  platform_uid: string;
  name: string;
  avatar: string | null;
  expires_at: number;
  revoked_at: number | null;
}

/** The brand's accounts among `ids` (unknown or foreign ones are absent). */
export function brandAccountsByIds(db: Database, brandId: number, ids: readonly number[]): PublishAccountRow[] {
  if (ids.length === 0) return [];
  return db
    .prepare(
      `SELECT id, platform, platform_uid, name, avatar, expires_at, revoked_at FROM platform_accounts
       WHERE brand_id = ? AND id IN (${marks(ids)})`,
    )
    .all(brandId, ...ids) as unknown as PublishAccountRow[];
}

interface TaskRow {
  id: number;
  name: string;
  scheduled_at: number | null;
  options: string;
  created_at: number;
  creator_name: string | null;
  works_count: number;
  accounts_count: number;
  total: number;
  waiting: number;
  publishing: number;
  success: number;
  failed: number;
  closed: number;
}

const TASK_SELECT = `t.id, t.name, t.scheduled_at, t.options, t.created_at,
  (SELECT ub.user_brand_name FROM user_brands ub WHERE ub.user_id = t.user_id AND ub.brand_id = t.brand_id) AS creator_name,
  (SELECT count(DISTINCT p.work_source || ':' || p.work_id) FROM publications p WHERE p.task_id = t.id) AS works_count,
  (SELECT count(DISTINCT p.account_id) FROM publications p WHERE p.task_id = t.id) AS accounts_count,
  (SELECT count(*) FROM publications p WHERE p.task_id = t.id) AS total,
  ${(['waiting', 'publishing', 'success', 'failed', 'closed'] as const)
    .map((key, i) => `(SELECT count(*) FROM publications p WHERE p.task_id = t.id AND p.status = ${i + 1}) AS ${key}`)
    .join(',\n  ')}`;

const toTask = (row: TaskRow): PublishTask => ({
  id: row.id,
  name: row.name,
  creatorName: row.creator_name,
  createTime: formatDateTime(row.created_at),
  scheduledTime: row.scheduled_at === null ? null : formatDateTime(row.scheduled_at),
  worksCount: row.works_count,
  accountsCount: row.accounts_count,
  total: row.total,
  counts: {
    waiting: row.waiting,
    publishing: row.publishing,
    success: row.success,
    failed: row.failed,
    closed: row.closed,
  } satisfies PublishStatusCounts,
});

export interface PublishTaskFilters {
  name?: string | undefined;
  status?: number | undefined;
}

function taskFilters(brandId: number, filters: PublishTaskFilters): Filters {
  const where = new Filters('t.brand_id = ?', brandId).contains('t.name', filters.name?.trim());
  if (filters.status !== undefined) {
    where.where('EXISTS (SELECT 1 FROM publications p WHERE p.task_id = t.id AND p.status = ?)', filters.status);
  }
  return where;
}

/** A page of the brand's batches, newest first. */
export function publishTaskPage(
  db: Database,
  brandId: number,
  filters: PublishTaskFilters,
  page: { pageNo: number; pageSize: number },
): { records: PublishTask[]; total: number } {
  const { rows, total } = pageOf<TaskRow>(
    db,
    'publish_tasks t',
    taskFilters(brandId, filters),
    't.created_at DESC, t.id DESC',
    page,
    TASK_SELECT,
  );
  return { records: rows.map(toTask), total };
}

/** One of the brand's batches with what its form chose, or undefined. */
export function publishTaskById(
  db: Database,
  brandId: number,
  id: number,
): (PublishTask & { options: Record<string, unknown> }) | undefined {
  const row = db
    .prepare(`SELECT ${TASK_SELECT} FROM publish_tasks t WHERE t.brand_id = ? AND t.id = ?`)
    .get(brandId, id) as TaskRow | undefined;
  if (!row) return undefined;
  let options: Record<string, unknown>;
  try {
    options = JSON.parse(row.options) as Record<string, unknown>;
  } catch {
    options = {};
  }
  return { ...toTask(row), options };
}

/** A batch's publications, by work then account. */
export function publicationsOfTask(db: Database, brandId: number, taskId: number): PublicationRow[] {
  return db
    .prepare(
      `SELECT ${PUBLICATION_COLUMNS} FROM publications p WHERE p.brand_id = ? AND p.task_id = ?
       ORDER BY p.work_source, p.work_id, p.platform, p.id`,
    )
    .all(brandId, taskId) as unknown as PublicationRow[];
}

/** The ids of a batch's publications in `status`. */
export function taskPublicationIds(db: Database, brandId: number, taskId: number, status: number): number[] {
  return (
    db
      .prepare(`SELECT id FROM publications WHERE brand_id = ? AND task_id = ? AND status = ?`)
      .all(brandId, taskId, status) as Array<{ id: number }>
  ).map((r) => r.id);
}

/** The export sheet of 批量发布 (tracking 209): one row per batch under the list's filters, newest first. */
export function publishTaskRows(db: Database, brandId: number, filters: PublishTaskFilters): SheetData {
  const rows = db
    .prepare(
      `SELECT ${TASK_SELECT} FROM publish_tasks t WHERE ${taskFilters(brandId, filters).sql}
       ORDER BY t.created_at DESC, t.id DESC LIMIT 10000`,
    )
    .all(...taskFilters(brandId, filters).args) as unknown as TaskRow[];
  const bold = (values: string[]) => values.map((value) => ({ value, fontWeight: 'bold' as const }));
  const label = (value: number) => dictionaryLabel(PUBLISH_STATUSES, value, 'zh');
  return [
    bold([
      '批次ID',
      '批次名称',
      '创建人',
      '创建时间',
      '定时发布时间',
      '作品数',
      '账号数',
      '发布总数',
      label(1),
      label(2),
      label(3),
      label(4),
      label(5),
    ]),
    ...rows
      .map(toTask)
      .map((t) => [
        { value: t.id },
        { value: t.name },
        { value: t.creatorName ?? '' },
        { value: t.createTime },
        { value: t.scheduledTime ?? '' },
        { value: t.worksCount },
        { value: t.accountsCount },
        { value: t.total },
        { value: t.counts.waiting },
        { value: t.counts.publishing },
        { value: t.counts.success },
        { value: t.counts.failed },
        { value: t.counts.closed },
      ]),
  ];
}

/** Reads the batch filters stored in an export task's `export_json`, ignoring anything malformed. */
export function publishTaskFiltersOf(json: Record<string, unknown>): PublishTaskFilters {
  return {
    name: typeof json.name === 'string' && json.name ? json.name : undefined,
    status: Number.isInteger(json.status) ? (json.status as number) : undefined,
  };
}
