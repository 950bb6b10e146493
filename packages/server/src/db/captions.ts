import type { CaptionResult, CaptionTaskDetail, TextGenerator } from '@brand-console/api-client';
import type { WorkContext } from '../ai/provider';
import { CaptionStatus } from '../lib/codes';
import type { Database } from './database';
import { Filters } from './query';

/**
 * What a generator may know about a finished work (ADR 0034): the brand's name, the work's name,
 * type and tags, and from the synthesis task that rendered it the text layers and narration of its
 * template or script, and that template's name. Undefined when the brand has no such work.
 */
export function workContext(db: Database, brandId: number, creationId: number): WorkContext | undefined {
  const row = db
    .prepare(
      `SELECT c.name, c.creation_type, c.content, b.name AS brand_name, s.spec, s.source_name
       FROM creations c JOIN brands b ON b.id = c.brand_id
       LEFT JOIN synthesis_tasks s ON s.id = c.task_id AND s.brand_id = c.brand_id
       WHERE c.brand_id = ? AND c.id = ? AND c.deleted_at IS NULL`,
    )
    .get(brandId, creationId) as
    | {
        name: string;
        creation_type: number;
        content: string | null;
        brand_name: string;
        spec: string | null;
        source_name: string | null;
      }
    | undefined;
  if (!row) return undefined;
  const tags = (
    db
      .prepare(
        `SELECT t.name FROM creation_tags ct JOIN tags t ON t.id = ct.tag_id AND t.brand_id = ?
         WHERE ct.creation_id = ? ORDER BY t.name`,
      )
      .all(brandId, creationId) as Array<{ name: string }>
  ).map((t) => t.name);
  return {
    ...contextOfSpec(row.spec),
    brandName: row.brand_name,
    workName: row.name,
    creationType: row.creation_type,
    tags,
    templateName: row.source_name ?? '',
    ...(row.content && !row.spec ? { narration: row.content } : {}),
  };
}

/** Text layers and narration of a stored template or script spec (JSON), tolerant of either shape. */
function contextOfSpec(spec: string | null): { texts: string[]; narration: string } {
  if (!spec) return { texts: [], narration: '' };
  let parsed: {
    shots?: Array<{ texts?: Array<{ content?: unknown }>; narration?: unknown }>;
    narration?: { text?: unknown } | null;
  };
  try {
    parsed = JSON.parse(spec) as typeof parsed;
  } catch {
    return { texts: [], narration: '' };
  }
  const texts = (parsed.shots ?? []).flatMap((s) =>
    (s.texts ?? []).map((t) => (typeof t.content === 'string' ? t.content.trim() : '')).filter(Boolean),
  );
  const spoken = [
    typeof parsed.narration?.text === 'string' ? parsed.narration.text : '',
    ...(parsed.shots ?? []).map((s) => (typeof s.narration === 'string' ? s.narration : '')),
  ].filter((t) => t.trim());
  return { texts: [...new Set(texts)], narration: spoken.join('。') };
}

/** The brand's finished works (not deleted), newest first, up to 100, whose name contains `name`. */
export function titleWorks(
  db: Database,
  brandId: number,
  name: string | undefined,
): Array<{ id: number; name: string; creationType: number }> {
  const where = new Filters('brand_id = ? AND deleted_at IS NULL', brandId).contains('name', name);
  return db
    .prepare(
      `SELECT id, name, creation_type AS creationType FROM creations WHERE ${where.sql}
       ORDER BY created_at DESC, id DESC LIMIT 100`,
    )
    .all(...where.args) as Array<{ id: number; name: string; creationType: number }>;
}

/** The brand's works among `ids` with their name and type (those not deleted). */
export function captionWorks(
  db: Database,
  brandId: number,
  ids: readonly number[],
): Array<{ id: number; name: string; creation_type: number }> {
  if (ids.length === 0) return [];
  return db
    .prepare(
      `SELECT id, name, creation_type FROM creations WHERE brand_id = ? AND deleted_at IS NULL
       AND id IN (${ids.map(() => '?').join(', ')})`,
    )
    .all(brandId, ...ids) as Array<{ id: number; name: string; creation_type: number }>;
}

/** Queues a caption batch with one waiting result per work (in the order chosen); answers its id. */
export function insertCaptionTask(
  db: Database,
  brandId: number,
  task: {
    userId: number;
    creationType: number;
    type: number;
    prompt: string;
    count: number;
    works: ReadonlyArray<{ id: number; name: string }>;
    at: string;
  },
): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO caption_tasks (brand_id, user_id, creation_type, type, total_number, complete_number, status,
           created_at, creation_ids, prompt, count) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        task.userId,
        task.creationType,
        task.type,
        task.works.length,
        CaptionStatus.inProgress,
        task.at,
        JSON.stringify(task.works.map((w) => w.id)),
        task.prompt,
        task.count,
      ).lastInsertRowid,
  );
  const result = db.prepare(
    'INSERT INTO caption_results (task_id, brand_id, creation_id, position, creation_name) VALUES (?, ?, ?, ?, ?)',
  );
  task.works.forEach((w, i) => result.run(id, brandId, w.id, i, w.name));
  return id;
}

interface CaptionTaskRow {
  id: number;
  brand_id: number;
  user_id: number;
  creation_type: number;
  type: number;
  total_number: number;
  complete_number: number;
  status: number;
  prompt: string;
  count: number;
  created_at: string;
}

/** A member's own caption batch with its results, in the works' order. */
export function captionTaskDetail(
  db: Database,
  brandId: number,
  userId: number,
  id: number,
): CaptionTaskDetail | undefined {
  const task = db
    .prepare('SELECT * FROM caption_tasks WHERE brand_id = ? AND user_id = ? AND id = ?')
    .get(brandId, userId, id) as CaptionTaskRow | undefined;
  if (!task) return undefined;
  const results = db
    .prepare('SELECT * FROM caption_results WHERE brand_id = ? AND task_id = ? ORDER BY position')
    .all(brandId, id) as Array<{
    creation_id: number;
    creation_name: string;
    texts: string;
    status: number;
    generator: TextGenerator | null;
    model: string | null;
    error: string | null;
  }>;
  return {
    id: task.id,
    creationType: task.creation_type,
    type: task.type,
    totalNumber: task.total_number,
    completeNumber: task.complete_number,
    status: task.status as CaptionTaskDetail['status'],
    count: task.count,
    prompt: task.prompt,
    gmtCreate: task.created_at,
    results: results.map((r): CaptionResult => ({
      creationId: r.creation_id,
      creationName: r.creation_name,
      texts: JSON.parse(r.texts) as string[],
      status: r.status as CaptionResult['status'],
      generator: r.generator,
      model: r.model,
      error: r.error,
    })),
  };
}

/** Every brand's caption batches in progress, oldest first, each with its next waiting work (if any). */
export function pendingCaptionWork(
  db: Database,
): Array<CaptionTaskRow & { next_creation_id: number | null; waiting: number; done: number }> {
  return db
    .prepare(
      `SELECT t.*,
         (SELECT r.creation_id FROM caption_results r WHERE r.task_id = t.id AND r.status = 0 ORDER BY r.position LIMIT 1)
           AS next_creation_id,
         (SELECT count(*) FROM caption_results r WHERE r.task_id = t.id AND r.status = 0) AS waiting,
         (SELECT count(*) FROM caption_results r WHERE r.task_id = t.id AND r.status = 1) AS done
       FROM caption_tasks t WHERE t.status = ? ORDER BY t.id`,
    )
    .all(CaptionStatus.inProgress) as unknown as Array<
    CaptionTaskRow & { next_creation_id: number | null; waiting: number; done: number }
  >;
}

/** Records one work's result and counts it done in its batch. */
export function setCaptionResult(
  db: Database,
  brandId: number,
  taskId: number,
  creationId: number,
  result: { texts: string[]; generator: TextGenerator | null; model: string | null; error: string | null },
): void {
  const changed = db
    .prepare(
      `UPDATE caption_results SET texts = ?, status = ?, generator = ?, model = ?, error = ?
       WHERE brand_id = ? AND task_id = ? AND creation_id = ? AND status = 0`,
    )
    .run(
      JSON.stringify(result.texts),
      result.error ? 2 : 1,
      result.generator,
      result.model,
      result.error,
      brandId,
      taskId,
      creationId,
    ).changes;
  if (changed) {
    db.prepare('UPDATE caption_tasks SET complete_number = complete_number + 1 WHERE brand_id = ? AND id = ?').run(
      brandId,
      taskId,
    );
  }
}

/** Ends a batch: completed when any work got texts, failed when none did. */
export function endCaptionTask(db: Database, brandId: number, taskId: number, anyDone: boolean): void {
  db.prepare('UPDATE caption_tasks SET status = ? WHERE brand_id = ? AND id = ?').run(
    anyDone ? CaptionStatus.completed : CaptionStatus.failed,
    brandId,
    taskId,
  );
}
