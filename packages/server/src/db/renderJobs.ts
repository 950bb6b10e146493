import type { RenderFailureReason, RenderJobStatusCode } from '@brand-console/api-client';
import { codesOf, RENDER_JOB_STATUSES } from '@brand-console/api-client';
import type { Database } from './database';

/**
 * Data access of the media engine's render jobs (migration 017) and of the files it writes. Every
 * function takes the brand and puts it in its `WHERE`, except the worker's queue (`nextWaitingRender`,
 * `requeueRunningRenders`), which spans brands.
 */

export const RenderStatus = codesOf(RENDER_JOB_STATUSES);
/** A material split or merge (`operation_id`), or a synthesis task's render (`task_id`, migration 020). */
export type RenderKind = 'split' | 'merge' | 'synthesis';

export interface RenderJobRow {
  id: number;
  brand_id: number;
  user_id: number;
  kind: RenderKind;
  operation_id: number | null;
  task_id: number | null;
  input: string;
  status: RenderJobStatusCode;
  progress: number;
  fail_reason: RenderFailureReason | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** Queues a render (waiting); returns its id. */
export function insertRenderJob(
  db: Database,
  brandId: number,
  job: {
    userId: number;
    kind: RenderKind;
    operationId: number | null;
    taskId?: number | null;
    createdAt: string;
    input?: unknown;
  },
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO render_jobs (brand_id, user_id, kind, operation_id, task_id, input, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        job.userId,
        job.kind,
        job.operationId,
        job.taskId ?? null,
        JSON.stringify(job.input ?? {}),
        job.createdAt,
      ).lastInsertRowid,
  );
}

export function renderJobById(db: Database, brandId: number, id: number): RenderJobRow | undefined {
  return db.prepare('SELECT * FROM render_jobs WHERE brand_id = ? AND id = ?').get(brandId, id) as
    RenderJobRow | undefined;
}

export function renderJobOfOperation(db: Database, brandId: number, operationId: number): RenderJobRow | undefined {
  return db.prepare('SELECT * FROM render_jobs WHERE brand_id = ? AND operation_id = ?').get(brandId, operationId) as
    RenderJobRow | undefined;
}

/** The render jobs of some operations of a brand, by operation id (for the records' progress and reasons). */
export function renderJobsOfOperations(
  db: Database,
  brandId: number,
  operationIds: readonly number[],
): Map<number, RenderJobRow> {
  if (operationIds.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT * FROM render_jobs WHERE brand_id = ? AND operation_id IN (${operationIds.map(() => '?').join(', ')})`,
    )
    .all(brandId, ...operationIds) as unknown as RenderJobRow[];
  return new Map(rows.map((r) => [r.operation_id!, r]));
}

/** The oldest waiting render of any brand: the worker starts renders in the order they were asked for. */
export function nextWaitingRender(db: Database): RenderJobRow | undefined {
  return db.prepare('SELECT * FROM render_jobs WHERE status = ? ORDER BY id LIMIT 1').get(RenderStatus.waiting) as
    RenderJobRow | undefined;
}

/**
 * Marks a waiting render running. False when it is no longer waiting (cancelled in between), so
 * one render never starts twice.
 */
export function startRenderJob(db: Database, brandId: number, id: number, startedAt: string): boolean {
  return (
    db
      .prepare(
        'UPDATE render_jobs SET status = ?, started_at = ?, progress = 0 WHERE brand_id = ? AND id = ? AND status = ?',
      )
      .run(RenderStatus.running, startedAt, brandId, id, RenderStatus.waiting).changes === 1
  );
}

export function setRenderProgress(db: Database, brandId: number, id: number, progress: number): void {
  db.prepare('UPDATE render_jobs SET progress = ? WHERE brand_id = ? AND id = ? AND status = ?').run(
    Math.max(0, Math.min(100, Math.floor(progress))),
    brandId,
    id,
    RenderStatus.running,
  );
}

/**
 * Ends a waiting or running render: done (progress 100), failed or cancelled with its reason.
 * False when it had already ended (a cancel that came after the end changes nothing).
 */
export function endRenderJob(
  db: Database,
  brandId: number,
  id: number,
  end: { status: 2 | 3 | 4; reason?: RenderFailureReason; finishedAt: string },
): boolean {
  return (
    db
      .prepare(
        `UPDATE render_jobs SET status = ?, fail_reason = ?, finished_at = ?,
           progress = CASE WHEN ? = ${RenderStatus.done} THEN 100 ELSE progress END
         WHERE brand_id = ? AND id = ? AND status IN (?, ?)`,
      )
      .run(
        end.status,
        end.reason ?? null,
        end.finishedAt,
        end.status,
        brandId,
        id,
        RenderStatus.waiting,
        RenderStatus.running,
      ).changes === 1
  );
}

/**
 * After a restart no render runs: those left running go back to waiting and start again from the
 * beginning (what they had written was temporary and is gone), and so do the synthesis tasks they
 * render (processing → waiting). Returns how many renders.
 */
export function requeueRunningRenders(db: Database): number {
  db.prepare(
    `UPDATE synthesis_tasks SET status = 0, progress = 0, started_at = NULL
     WHERE status = 1 AND render_job_id IN (SELECT id FROM render_jobs WHERE status = ?)`,
  ).run(RenderStatus.running);
  return Number(
    db
      .prepare('UPDATE render_jobs SET status = ?, progress = 0, started_at = NULL WHERE status = ?')
      .run(RenderStatus.waiting, RenderStatus.running).changes,
  );
}

/**
 * Merges and splits still in progress with no render job (queued before the engine existed, or
 * seeded): the worker gives each one, so every operation ends in real files or a reason.
 */
export function operationsWithoutRender(
  db: Database,
): Array<{ id: number; brand_id: number; user_id: number; operation_type: number; created_at: string }> {
  return db
    .prepare(
      `SELECT o.id, o.brand_id, o.user_id, o.operation_type, o.created_at FROM material_operations o
       WHERE o.status IN (1, 4) AND NOT EXISTS (SELECT 1 FROM render_jobs r WHERE r.operation_id = o.id)
       ORDER BY o.id`,
    )
    .all() as Array<{ id: number; brand_id: number; user_id: number; operation_type: number; created_at: string }>;
}

/**
 * Records a file the engine wrote for a brand (a piece, a cover) as one of the brand's stored
 * files, so a material may point at it like at an upload.
 */
export function insertGeneratedFile(
  db: Database,
  brandId: number,
  file: { userId: number; storedName: string; name: string; mime: string; size: number; createdAt: string },
): void {
  db.prepare(
    `INSERT INTO uploads (brand_id, user_id, stored_name, original_name, mime, size, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(brandId, file.userId, file.storedName, file.name.slice(0, 255), file.mime, file.size, file.createdAt);
}
