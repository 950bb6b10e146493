import type { AiCreationRecord, TagTaskRow } from '@brand-console/api-client';
import { CaptionStatus, TagTaskStatus } from '../lib/codes';
import type { Database } from './database';
import { tagIdsContaining, tagNames } from './materialLibrary';
import { Filters, pageOf } from './query';

/**
 * Data access of the task centre's own tables: smart-tagging tasks and AI creation (caption)
 * batches, as the member lists them and as the job worker moves them along. Every function takes
 * the brand and puts it in its `WHERE`, except the worker's queues (`active…`), which span brands.
 */

const NEWEST_FIRST = 'created_at DESC, id DESC';

export interface TagTaskJobRow {
  id: number;
  brand_id: number;
  /** Comma-separated tag ids. */
  tag_ids: string;
  /** JSON array of material ids, tagged in this order. */
  material_ids: string;
  status: number;
  complete_num: number;
}

/** Queues a smart-tagging task of a member: `tagIds` on each of `materialIds`, one material per step. */
export function insertTagTask(
  db: Database,
  brandId: number,
  task: { userId: number; materialIds: readonly number[]; tagIds: readonly number[]; createdAt: string },
): void {
  db.prepare(
    `INSERT INTO mark_tag_tasks (brand_id, user_id, slave_number, tag_ids, material_ids, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    brandId,
    task.userId,
    task.materialIds.length,
    task.tagIds.join(','),
    JSON.stringify(task.materialIds),
    TagTaskStatus.inProgress,
    task.createdAt,
  );
}

/** One page of a member's tag tasks, newest first; `tagName` keeps those with a tag whose name contains it. */
export function listTagTasks(
  db: Database,
  brandId: number,
  userId: number,
  filters: { tagName?: string | undefined; startTime?: string | undefined; endTime?: string | undefined },
  page: { pageNo: number; pageSize: number },
): { records: TagTaskRow[]; total: number } {
  const where = new Filters('brand_id = ? AND user_id = ?', brandId, userId);
  if (filters.tagName?.trim()) {
    const ids = tagIdsContaining(db, brandId, filters.tagName);
    where.where(
      ids.length ? `(${ids.map(() => "(',' || tag_ids || ',') LIKE ?").join(' OR ')})` : '0',
      ...ids.map((id) => `%,${id},%`),
    );
  }
  where.range('created_at', filters.startTime, filters.endTime);
  const { rows, total } = pageOf<{
    id: number;
    slave_number: number;
    tag_ids: string;
    created_at: string;
    status: number;
    complete_num: number;
  }>(db, 'mark_tag_tasks', where, NEWEST_FIRST, page);
  return {
    records: rows.map((r) => ({
      id: r.id,
      slaveNumber: r.slave_number,
      tagIds: r.tag_ids,
      tagNames: tagNames(db, brandId, r.tag_ids.split(',').filter(Boolean).map(Number)).map((t) => t.name),
      gmtCreate: r.created_at,
      status: r.status as TagTaskRow['status'],
      completeNum: r.complete_num,
    })),
    total,
  };
}

/** The worker's queue: every brand's tag tasks still in progress. */
export function activeTagTasks(db: Database): TagTaskJobRow[] {
  return db
    .prepare(
      'SELECT id, brand_id, tag_ids, material_ids, status, complete_num FROM mark_tag_tasks WHERE status IN (?, ?)',
    )
    .all(TagTaskStatus.inProgress, TagTaskStatus.inProgress2) as unknown as TagTaskJobRow[];
}

/** Sets a tag task's status and, when given, how many materials it has tagged. */
export function updateTagTask(
  db: Database,
  brandId: number,
  id: number,
  change: { status: number; completeNum?: number },
): void {
  db.prepare(
    'UPDATE mark_tag_tasks SET status = ?, complete_num = coalesce(?, complete_num) WHERE brand_id = ? AND id = ?',
  ).run(change.status, change.completeNum ?? null, brandId, id);
}

/** One page of a member's AI creation batches, newest first. */
export function listCaptionTasks(
  db: Database,
  brandId: number,
  userId: number,
  filters: { createMinTime?: string | undefined; createMaxTime?: string | undefined },
  page: { pageNo: number; pageSize: number },
): { records: AiCreationRecord[]; total: number } {
  const where = new Filters('brand_id = ? AND user_id = ?', brandId, userId).range(
    'created_at',
    filters.createMinTime,
    filters.createMaxTime,
  );
  const { rows, total } = pageOf<{
    id: number;
    creation_type: number;
    type: number;
    total_number: number;
    complete_number: number;
    status: number;
    created_at: string;
  }>(db, 'caption_tasks', where, NEWEST_FIRST, page);
  return {
    records: rows.map((r) => ({
      id: r.id,
      creationType: r.creation_type,
      type: r.type,
      totalNumber: r.total_number,
      completeNumber: r.complete_number,
      status: r.status as AiCreationRecord['status'],
      gmtCreate: r.created_at,
    })),
    total,
  };
}

/** The worker's queue: every brand's AI creation batches in progress. */
export function activeCaptionTasks(
  db: Database,
): Array<{ id: number; brand_id: number; total_number: number; complete_number: number }> {
  return db
    .prepare('SELECT id, brand_id, total_number, complete_number FROM caption_tasks WHERE status = ?')
    .all(CaptionStatus.inProgress) as Array<{
    id: number;
    brand_id: number;
    total_number: number;
    complete_number: number;
  }>;
}

export function updateCaptionTask(
  db: Database,
  brandId: number,
  id: number,
  change: { status: number; completeNumber: number },
): void {
  db.prepare('UPDATE caption_tasks SET complete_number = ?, status = ? WHERE brand_id = ? AND id = ?').run(
    change.completeNumber,
    change.status,
    brandId,
    id,
  );
}
