import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transaction, type Database } from '../db/database';
import type { Services } from '../http/context';
import { formatDateTime } from '../lib/time';
import { buildExport, type ExporterType } from './exports';

/** Finished exports can be downloaded again for 15 days (spec section 9), then they expire. */
export const EXPORT_RETENTION_MS = 15 * 24 * 60 * 60 * 1000;
/** Export row statuses (task centre): 1 waiting, 2 exporting (sub-status 0..3), 3 done, 4 cancelled, 5 failed, 6 expired. */
export const ExportStatus = { waiting: 1, exporting: 2, done: 3, cancelled: 4, failed: 5, expired: 6 } as const;
/** Tag tasks: 1/2 in progress, 3 failed, 4 completed. */
export const TagTaskStatus = { queued: 1, tagging: 2, failed: 3, completed: 4 } as const;
/** Merge/split and AI batches: 1 and 4 in progress, 2 completed, 3 failed. */
export const BatchStatus = { queued: 1, completed: 2, failed: 3, processing: 4 } as const;

/** Names the worker gives to targets of merges and splits. */
function targetNames(base: string, operation: number, count: number): string[] {
  return operation === 1 ? [`${base}_合并`] : Array.from({ length: count }, (_, i) => `${base}_片段${i + 1}`);
}

/**
 * Moves every background job one step along its lifecycle. The server calls it on a timer; tests
 * call it directly with their clock, so every transition is deterministic. Returns how many
 * jobs moved.
 */
export async function tickJobs(services: Services): Promise<number> {
  const { db } = services;
  const now = services.now();
  const nowText = formatDateTime(now);
  let moved = 0;

  // Exports.
  const exports = db
    .prepare(
      `SELECT id, brand_id, exporter_type, export_json, status, sub_status, file_path, expires_at
              FROM download_tasks WHERE status IN (1, 2) OR (status = 3 AND expires_at <= ?)`,
    )
    .all(nowText) as Array<{
    id: number;
    brand_id: number;
    exporter_type: string;
    export_json: string;
    status: number;
    sub_status: number;
    file_path: string | null;
    expires_at: string | null;
  }>;
  for (const task of exports) {
    moved += 1;
    if (task.status === ExportStatus.waiting) {
      db.prepare('UPDATE download_tasks SET status = 2, sub_status = 0 WHERE id = ? AND status = 1').run(task.id);
    } else if (task.status === ExportStatus.exporting && task.sub_status < 3) {
      db.prepare('UPDATE download_tasks SET sub_status = sub_status + 1 WHERE id = ? AND status = 2').run(task.id);
    } else if (task.status === ExportStatus.exporting) {
      try {
        const bytes = await buildExport(
          db,
          task.brand_id,
          task.exporter_type as ExporterType,
          JSON.parse(task.export_json) as Record<string, unknown>,
        );
        const name = `${randomBytes(16).toString('hex')}.xlsx`;
        writeFileSync(join(services.filesDir, name), bytes);
        // Cancelled while the file was being written: the file is dropped.
        const done = db
          .prepare(
            `UPDATE download_tasks SET status = 3, file_path = ?, finished_at = ?, expires_at = ?, download_token = ?
             WHERE id = ? AND status = 2`,
          )
          .run(name, nowText, formatDateTime(now + EXPORT_RETENTION_MS), randomBytes(16).toString('hex'), task.id);
        if (done.changes === 0) rmSync(join(services.filesDir, name), { force: true });
      } catch (error) {
        services.log(`jobs: export ${task.id} failed: ${(error as Error).message}`);
        db.prepare("UPDATE download_tasks SET status = 5, remark = '导出失败，请重新导出' WHERE id = ?").run(task.id);
      }
    } else {
      // Done and past its 15 days: expired, the file removed.
      if (task.file_path) rmSync(join(services.filesDir, task.file_path), { force: true });
      db.prepare('UPDATE download_tasks SET status = 6, file_path = NULL, download_token = NULL WHERE id = ?').run(
        task.id,
      );
    }
  }

  // Tag tasks: each step tags one more material.
  const tagTasks = db
    .prepare(
      'SELECT id, brand_id, tag_ids, material_ids, status, complete_num FROM mark_tag_tasks WHERE status IN (1, 2)',
    )
    .all() as Array<{
    id: number;
    brand_id: number;
    tag_ids: string;
    material_ids: string;
    status: number;
    complete_num: number;
  }>;
  for (const task of tagTasks) {
    moved += 1;
    if (task.status === TagTaskStatus.queued) {
      db.prepare('UPDATE mark_tag_tasks SET status = 2 WHERE id = ?').run(task.id);
      continue;
    }
    const materialIds = JSON.parse(task.material_ids) as number[];
    const tagIds = task.tag_ids.split(',').filter(Boolean).map(Number);
    const next = materialIds[task.complete_num];
    transaction(db, () => {
      if (next === undefined) {
        db.prepare('UPDATE mark_tag_tasks SET status = 4 WHERE id = ?').run(task.id);
        return;
      }
      const material = db
        .prepare('SELECT id FROM materials WHERE brand_id = ? AND id = ? AND is_delete = 0')
        .get(task.brand_id, next);
      if (!material) {
        db.prepare('UPDATE mark_tag_tasks SET status = 3 WHERE id = ?').run(task.id);
        return;
      }
      const relate = db.prepare(
        'INSERT OR IGNORE INTO material_tags (material_id, tag_id) SELECT ?, id FROM tags WHERE brand_id = ? AND id = ?',
      );
      for (const tagId of tagIds) relate.run(next, task.brand_id, tagId);
      const completeNum = task.complete_num + 1;
      db.prepare('UPDATE mark_tag_tasks SET complete_num = ?, status = ? WHERE id = ?').run(
        completeNum,
        completeNum >= materialIds.length ? TagTaskStatus.completed : TagTaskStatus.tagging,
        task.id,
      );
    });
  }

  // Merges and splits: queued → processing → the target materials exist.
  const operations = db.prepare('SELECT id, status FROM material_operations WHERE status IN (1, 4)').all() as Array<{
    id: number;
    status: number;
  }>;
  for (const op of operations) {
    moved += 1;
    if (op.status === BatchStatus.queued) {
      db.prepare('UPDATE material_operations SET status = 4 WHERE id = ?').run(op.id);
    } else {
      finishOperation(db, op.id, nowText);
    }
  }

  // AI creation batches: a third of the batch per step.
  const captions = db
    .prepare('SELECT id, total_number, complete_number FROM caption_tasks WHERE status = 1')
    .all() as Array<{ id: number; total_number: number; complete_number: number }>;
  for (const task of captions) {
    moved += 1;
    const complete = Math.min(task.total_number, task.complete_number + Math.max(1, Math.ceil(task.total_number / 3)));
    db.prepare('UPDATE caption_tasks SET complete_number = ?, status = ? WHERE id = ?').run(
      complete,
      complete >= task.total_number ? BatchStatus.completed : BatchStatus.queued,
      task.id,
    );
  }
  return moved;
}

export { targetNames };

/**
 * Completes a merge or split: creates its target materials (source 30 merge, 31 split) with the
 * requested tags and folder, or marks it failed when a source material is gone.
 */
export function finishOperation(db: Database, operationId: number, nowText: string): void {
  const op = db.prepare('SELECT * FROM material_operations WHERE id = ?').get(operationId) as
    | {
        id: number;
        brand_id: number;
        user_id: number;
        operation_type: number;
        source_ids: string;
        target_names: string;
        tag_ids: string;
        folder_ids: string;
        split_duration: number | null;
      }
    | undefined;
  if (!op) return;
  const sources = (JSON.parse(op.source_ids) as number[]).map(
    (id) =>
      db.prepare('SELECT * FROM materials WHERE brand_id = ? AND id = ? AND is_delete = 0').get(op.brand_id, id) as
        | {
            id: number;
            cover_url: string | null;
            duration: number | null;
            width: number | null;
            height: number | null;
            size: number | null;
          }
        | undefined,
  );
  if (sources.length === 0 || sources.some((s) => !s)) {
    db.prepare('UPDATE material_operations SET status = 3 WHERE id = ?').run(op.id);
    return;
  }
  const names = JSON.parse(op.target_names) as string[];
  const tagIds = JSON.parse(op.tag_ids) as number[];
  const folderIds = JSON.parse(op.folder_ids) as number[];
  transaction(db, () => {
    const first = sources[0]!;
    const merged = op.operation_type === 1;
    const piece = op.split_duration ?? first.duration ?? 0;
    const ids = names.map((name, i) => {
      const duration = merged
        ? sources.reduce((sum, s) => sum + (s!.duration ?? 0), 0)
        : Math.max(0, Math.min(piece, (first.duration ?? 0) - i * piece));
      const size = merged
        ? sources.reduce((sum, s) => sum + (s!.size ?? 0), 0)
        : Math.round(((first.size ?? 0) * duration) / Math.max(1, first.duration ?? 1));
      return Number(
        db
          .prepare(
            `INSERT INTO materials (brand_id, name, type, cover_url, size, duration, width, height, create_time, source, user_id, folder_id)
             VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            op.brand_id,
            name,
            first.cover_url,
            size,
            duration,
            first.width,
            first.height,
            nowText,
            merged ? 30 : 31,
            op.user_id,
            folderIds[0] ?? null,
          ).lastInsertRowid,
      );
    });
    const relate = db.prepare(
      'INSERT OR IGNORE INTO material_tags (material_id, tag_id) SELECT ?, id FROM tags WHERE brand_id = ? AND id = ?',
    );
    for (const id of ids) for (const tagId of tagIds) relate.run(id, op.brand_id, tagId);
    db.prepare('UPDATE material_operations SET status = 2, target_ids = ?, steps_done = ? WHERE id = ?').run(
      JSON.stringify(ids),
      ids.length,
      op.id,
    );
  });
}

/** Runs `tickJobs` every `intervalMs` until stopped; one step at a time, never overlapping. */
export function startJobWorker(services: Services, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tickJobs(services)
      .catch((error: unknown) => services.log(`jobs: ${(error as Error).stack ?? String(error)}`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
