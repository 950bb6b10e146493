import {
  codesOf,
  GENERATION_STATUSES,
  type Creation,
  type GenerationStatus,
  type RenderFailureReason,
  type SynthesisTask,
  type SynthesisTaskDetail,
  type TemplateSpec,
  type VideoGenerationModeCode,
} from '@brand-console/api-client';
import type { Database } from './database';
import { materialsByIds } from './materialLibrary';
import { Filters, pageOf } from './query';

/**
 * Data access of synthesis tasks (migration 020, ADR 0028: one render that makes one finished
 * video) and of the creation library (成品库) they fill. Every function takes the brand and puts it
 * in its `WHERE`; only the worker's restart sweep spans brands.
 */

/** Task statuses (`GENERATION_STATUSES`): waiting 0, processing 1, completed 2, abnormal 3 (failed), closed 5. */
export const SynthesisStatus = codesOf(GENERATION_STATUSES);
/** `creations.creation_type`: a video, or an image-text note (99, spec section 9). */
export const CreationType = { video: 0, imageText: 99 } as const;

export interface SynthesisTaskRow {
  id: number;
  brand_id: number;
  user_id: number;
  mode: VideoGenerationModeCode;
  name: string;
  template_id: number | null;
  source_name: string | null;
  /** `TemplateSpec` as rendered, JSON. */
  spec: string;
  status: GenerationStatus;
  progress: number;
  fail_reason: RenderFailureReason | null;
  render_job_id: number | null;
  creation_id: number | null;
  duration_ms: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface CreationRow {
  id: number;
  brand_id: number;
  user_id: number | null;
  name: string;
  creation_type: number;
  url: string | null;
  cover_url: string | null;
  duration: number | null;
  size: number | null;
  width: number | null;
  height: number | null;
  source: number;
  task_id: number | null;
  content: string | null;
  created_at: string;
  deleted_at: string | null;
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Queues a synthesis task (waiting); returns its id. */
export function insertSynthesisTask(
  db: Database,
  brandId: number,
  task: {
    userId: number;
    mode: VideoGenerationModeCode;
    name: string;
    templateId: number | null;
    sourceName: string | null;
    spec: TemplateSpec;
    durationMs: number;
    createdAt: string;
  },
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO synthesis_tasks (brand_id, user_id, mode, name, template_id, source_name, spec, duration_ms, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        task.userId,
        task.mode,
        task.name,
        task.templateId,
        task.sourceName,
        JSON.stringify(task.spec),
        task.durationMs,
        task.createdAt,
      ).lastInsertRowid,
  );
}

export function synthesisTaskById(db: Database, brandId: number, id: number): SynthesisTaskRow | undefined {
  return db.prepare('SELECT * FROM synthesis_tasks WHERE brand_id = ? AND id = ?').get(brandId, id) as
    SynthesisTaskRow | undefined;
}

/** The spec a task rendered (or will render). */
export const taskSpecOf = (row: Pick<SynthesisTaskRow, 'spec'>) => JSON.parse(row.spec) as TemplateSpec;

/**
 * Puts a task (new, or failed or closed for a retry) in the queue under its render job: waiting,
 * nothing of a previous attempt kept. False when the task was not in a state that allows it.
 */
export function queueSynthesisTask(db: Database, brandId: number, id: number, renderJobId: number): boolean {
  return (
    db
      .prepare(
        `UPDATE synthesis_tasks SET status = ?, progress = 0, fail_reason = NULL, render_job_id = ?, creation_id = NULL,
           started_at = NULL, finished_at = NULL
         WHERE brand_id = ? AND id = ? AND (render_job_id IS NULL OR status IN (?, ?, ?))`,
      )
      .run(
        SynthesisStatus.waiting,
        renderJobId,
        brandId,
        id,
        SynthesisStatus.abnormal,
        SynthesisStatus.abnormal4,
        SynthesisStatus.closed,
      ).changes === 1
  );
}

/** The render started: processing from 0 %. */
export function startSynthesisTask(db: Database, brandId: number, id: number, startedAt: string): void {
  db.prepare(
    'UPDATE synthesis_tasks SET status = ?, progress = 0, started_at = ? WHERE brand_id = ? AND id = ? AND status = ?',
  ).run(SynthesisStatus.processing, startedAt, brandId, id, SynthesisStatus.waiting);
}

export function setSynthesisProgress(db: Database, brandId: number, id: number, progress: number): void {
  db.prepare('UPDATE synthesis_tasks SET progress = ? WHERE brand_id = ? AND id = ? AND status = ?').run(
    Math.max(0, Math.min(100, Math.floor(progress))),
    brandId,
    id,
    SynthesisStatus.processing,
  );
}

/**
 * Ends a waiting or processing task: completed (with its creation, progress 100), failed with a
 * reason, or closed (cancelled). False when it had already ended.
 */
export function endSynthesisTask(
  db: Database,
  brandId: number,
  id: number,
  end:
    | { status: 2; creationId: number; finishedAt: string }
    | { status: 3; reason: RenderFailureReason; finishedAt: string }
    | { status: 5; finishedAt: string },
): boolean {
  return (
    db
      .prepare(
        `UPDATE synthesis_tasks SET status = ?, fail_reason = ?, creation_id = ?, finished_at = ?,
           progress = CASE WHEN ? = ${SynthesisStatus.completed} THEN 100 ELSE progress END
         WHERE brand_id = ? AND id = ? AND status IN (?, ?)`,
      )
      .run(
        end.status,
        end.status === 3 ? end.reason : end.status === 5 ? 'cancelled' : null,
        end.status === 2 ? end.creationId : null,
        end.finishedAt,
        end.status,
        brandId,
        id,
        SynthesisStatus.waiting,
        SynthesisStatus.processing,
      ).changes === 1
  );
}

/** The filters of `synthesis/page` and its export. */
export interface SynthesisFilters {
  name?: string | undefined;
  mode?: number | undefined;
  status?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  /** Only this member's tasks (`onlyMine`). */
  userId?: number | undefined;
}

const TASK_FROM = `synthesis_tasks s
  LEFT JOIN user_brands ub ON ub.user_id = s.user_id AND ub.brand_id = s.brand_id
  LEFT JOIN creations c ON c.id = s.creation_id AND c.brand_id = s.brand_id`;
const TASK_SELECT = 's.*, ub.user_brand_name AS user_name, c.cover_url AS creation_cover';

type TaskListRow = SynthesisTaskRow & { user_name: string | null; creation_cover: string | null };

function taskFilters(brandId: number, filters: SynthesisFilters): Filters {
  const where = new Filters('s.brand_id = ?', brandId)
    .contains('s.name', filters.name)
    .eq('s.mode', filters.mode)
    .eq('s.user_id', filters.userId)
    .range('s.created_at', filters.startTime, filters.endTime);
  // 异常 is one state to a reader: 3 and 4 both mean failed.
  if (filters.status === SynthesisStatus.abnormal || filters.status === SynthesisStatus.abnormal4) {
    where.in('s.status', [SynthesisStatus.abnormal, SynthesisStatus.abnormal4]);
  } else {
    where.eq('s.status', filters.status);
  }
  return where;
}

const toTask = (row: TaskListRow): SynthesisTask => ({
  id: row.id,
  name: row.name,
  mode: row.mode,
  status: row.status,
  progress: row.progress,
  failReason: row.fail_reason,
  sourceId: row.template_id,
  sourceName: row.source_name,
  creationId: row.creation_id,
  coverUrl: row.creation_cover,
  duration: row.duration_ms,
  userName: row.user_name,
  createTime: row.created_at,
  finishTime: row.finished_at,
});

/** One page of the brand's synthesis tasks, newest first. */
export function listSynthesisTasks(
  db: Database,
  brandId: number,
  filters: SynthesisFilters,
  page: { pageNo: number; pageSize: number },
): { records: SynthesisTask[]; total: number } {
  const { rows, total } = pageOf<TaskListRow>(
    db,
    TASK_FROM,
    taskFilters(brandId, filters),
    's.created_at DESC, s.id DESC',
    page,
    TASK_SELECT,
  );
  return { records: rows.map(toTask), total };
}

/** Every task of the brand under `filters`, newest first (the export). */
export function allSynthesisTasks(db: Database, brandId: number, filters: SynthesisFilters): SynthesisTask[] {
  const where = taskFilters(brandId, filters);
  return (
    db
      .prepare(`SELECT ${TASK_SELECT} FROM ${TASK_FROM} WHERE ${where.sql} ORDER BY s.created_at DESC, s.id DESC`)
      .all(...where.args) as unknown as TaskListRow[]
  ).map(toTask);
}

/** A task with the spec it rendered, the brand's materials that spec names and the video it made. */
export function synthesisTaskDetail(db: Database, brandId: number, id: number): SynthesisTaskDetail | undefined {
  const row = db
    .prepare(`SELECT ${TASK_SELECT} FROM ${TASK_FROM} WHERE s.brand_id = ? AND s.id = ?`)
    .get(brandId, id) as TaskListRow | undefined;
  if (!row) return undefined;
  const spec = taskSpecOf(row);
  const ids = [...spec.shots.map((s) => s.materialId), spec.musicMaterialId].filter((m): m is number => m !== null);
  const creation = row.creation_id ? creationRowById(db, brandId, row.creation_id) : undefined;
  return {
    ...toTask(row),
    spec,
    materials: materialsByIds(db, brandId, ids).map((m) => ({
      id: m.id,
      name: m.name,
      type: m.type,
      url: m.url,
      coverUrl: m.cover_url,
      duration: m.duration,
    })),
    creation: creation
      ? {
          id: creation.id,
          name: creation.name,
          url: creation.url,
          coverUrl: creation.cover_url,
          duration: creation.duration,
          size: creation.size,
          width: creation.width,
          height: creation.height,
        }
      : null,
  };
}

/** Adds a finished video or note to the brand's creation library; returns its id. */
export function insertCreation(
  db: Database,
  brandId: number,
  c: {
    userId: number | null;
    name: string;
    creationType: number;
    url: string | null;
    coverUrl: string | null;
    duration: number | null;
    size: number | null;
    width: number | null;
    height: number | null;
    source: number;
    taskId: number | null;
    content?: string | null;
    createdAt: string;
  },
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO creations (brand_id, user_id, name, creation_type, url, cover_url, duration, size, width, height,
           source, task_id, content, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        c.userId,
        c.name,
        c.creationType,
        c.url,
        c.coverUrl,
        c.duration,
        c.size,
        c.width,
        c.height,
        c.source,
        c.taskId,
        c.content ?? null,
        c.createdAt,
      ).lastInsertRowid,
  );
}

/** One creation of the brand (not deleted). */
export function creationRowById(db: Database, brandId: number, id: number): CreationRow | undefined {
  return db.prepare('SELECT * FROM creations WHERE brand_id = ? AND id = ? AND deleted_at IS NULL').get(brandId, id) as
    CreationRow | undefined;
}

/** The filters of the creation library's lists. */
export interface CreationFilters {
  name?: string | undefined;
  /** 99 image-text; any other value: videos. */
  creationType?: number | undefined;
  source?: number | undefined;
  tagIds?: readonly number[] | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/**
 * Sources of what the console itself made (`productList`): pipeline, template, script and smart-mix
 * videos, image-text notes from templates, covers.
 */
export const PRODUCT_SOURCES = [2, 11, 12, 13, 14, 25] as const;

type CreationListRow = CreationRow & { user_name: string | null };

/** The API shape of creations, with their creator's name and tags. */
function toCreations(db: Database, brandId: number, rows: readonly CreationListRow[]): Creation[] {
  const ids = rows.map((r) => r.id);
  const tags = new Map<number, Array<{ id: number; name: string }>>();
  if (ids.length) {
    const tagRows = db
      .prepare(
        `SELECT ct.creation_id, t.id, t.name FROM creation_tags ct JOIN tags t ON t.id = ct.tag_id AND t.brand_id = ?
         WHERE ct.creation_id IN (${marks(ids)}) ORDER BY t.name`,
      )
      .all(brandId, ...ids) as Array<{ creation_id: number; id: number; name: string }>;
    for (const t of tagRows) {
      tags.set(t.creation_id, [...(tags.get(t.creation_id) ?? []), { id: t.id, name: t.name }]);
    }
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    creationType: r.creation_type,
    url: r.url,
    coverUrl: r.cover_url,
    content: r.content,
    duration: r.duration,
    createTime: r.created_at,
    userName: r.user_name,
    tagList: tags.get(r.id) ?? [],
    size: r.size,
    width: r.width,
    height: r.height,
    source: r.source,
    taskId: r.task_id,
    // Added by migration 023 (ADR 0032): open to the brand's shared pool, under an industry.
    isOpen: (r as { is_open?: number }).is_open === 1 ? 1 : 0,
    tradeId: (r as { trade_id?: number | null }).trade_id ?? null,
  }));
}

const CREATION_FROM = `creations c LEFT JOIN user_brands ub ON ub.user_id = c.user_id AND ub.brand_id = c.brand_id`;

/**
 * One page of the brand's creations, newest first. `products`: only what the console made
 * (finished videos of completed renders and notes, `PRODUCT_SOURCES`), as `productList` answers.
 */
export function listCreations(
  db: Database,
  brandId: number,
  filters: CreationFilters,
  page: { pageNo: number; pageSize: number },
  options: { products?: boolean } = {},
): { records: Creation[]; total: number } {
  const where = new Filters('c.brand_id = ? AND c.deleted_at IS NULL', brandId)
    .contains('c.name', filters.name)
    .eq('c.source', filters.source)
    .range('c.created_at', filters.startTime, filters.endTime);
  if (filters.creationType !== undefined) {
    where.eq('c.creation_type', filters.creationType === CreationType.imageText ? CreationType.imageText : 0);
  }
  if (filters.tagIds?.length) {
    where.where(
      `c.id IN (SELECT creation_id FROM creation_tags WHERE tag_id IN (${marks(filters.tagIds)}))`,
      ...filters.tagIds,
    );
  }
  if (options.products) where.in('c.source', PRODUCT_SOURCES);
  const { rows, total } = pageOf<CreationListRow>(
    db,
    CREATION_FROM,
    where,
    'c.created_at DESC, c.id DESC',
    page,
    'c.*, ub.user_brand_name AS user_name',
  );
  return { records: toCreations(db, brandId, rows), total };
}

/** One creation of the brand in the API shape. */
export function creationDetail(db: Database, brandId: number, id: number): Creation | undefined {
  const row = db
    .prepare(
      `SELECT c.*, ub.user_brand_name AS user_name FROM ${CREATION_FROM} WHERE c.brand_id = ? AND c.id = ? AND c.deleted_at IS NULL`,
    )
    .get(brandId, id) as CreationListRow | undefined;
  return row ? toCreations(db, brandId, [row])[0] : undefined;
}

/**
 * Finished videos of synthesis tasks that have no file yet (the seed's, until
 * `renderSeededCreations` renders them), across brands, oldest first, with the spec to render.
 */
export function creationsWithoutFile(
  db: Database,
): Array<{ id: number; brand_id: number; user_id: number | null; name: string; spec: string }> {
  return db
    .prepare(
      `SELECT c.id, c.brand_id, c.user_id, c.name, s.spec FROM creations c
       JOIN synthesis_tasks s ON s.id = c.task_id AND s.brand_id = c.brand_id
       WHERE c.url IS NULL AND c.deleted_at IS NULL AND c.creation_type = 0 ORDER BY c.id`,
    )
    .all() as Array<{ id: number; brand_id: number; user_id: number | null; name: string; spec: string }>;
}

/** Gives a creation of the brand its rendered file, cover and measured facts. */
export function setCreationFile(
  db: Database,
  brandId: number,
  id: number,
  file: { url: string; coverUrl: string; duration: number; size: number; width: number; height: number },
): void {
  db.prepare(
    `UPDATE creations SET url = ?, cover_url = ?, duration = ?, size = ?, width = ?, height = ?
     WHERE brand_id = ? AND id = ?`,
  ).run(file.url, file.coverUrl, file.duration, file.size, file.width, file.height, brandId, id);
}
