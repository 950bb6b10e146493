import type { PipelineInfo, PipelineProduct, PipelineSpec } from '@brand-console/api-client';
import { MaterialType } from '../lib/codes';
import type { Database } from './database';
import { Filters, pageOf } from './query';

/**
 * Data access of pipelines (流水线, migration 022, ADR 0031): the pipeline, its groups in shot order
 * and the videos its runs queued. Every function takes the brand and reads or changes only its rows.
 */

export interface PipelineRow {
  id: number;
  brand_id: number;
  user_id: number | null;
  name: string;
  ratio: PipelineSpec['ratio'];
  /** `PipelineSpec` without `groups`, JSON. */
  spec: string;
  created_at: string;
  updated_at: string;
  user_name?: string | null;
  video_count?: number;
  finished_count?: number;
}

export interface PipelineGroupRow {
  id: number;
  pipeline_id: number;
  brand_id: number;
  position: number;
  name: string;
  /** Material ids, JSON. */
  material_ids: string;
  shots: number;
  shot_ms: number;
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The key of a combination: each group's material ids in shot order, groups split by `|`. */
export const comboKey = (combo: ReadonlyArray<readonly number[]>) => combo.map((ids) => ids.join(',')).join('|');
export const comboOf = (key: string): number[][] =>
  key.split('|').map((part) => (part ? part.split(',').map(Number) : []));

const STATS = `(SELECT count(*) FROM pipeline_products pp WHERE pp.pipeline_id = p.id) AS video_count,
  (SELECT count(*) FROM pipeline_products pp JOIN synthesis_tasks s ON s.id = pp.task_id
    WHERE pp.pipeline_id = p.id AND s.status = 2) AS finished_count`;
const FROM = 'pipelines p LEFT JOIN users u ON u.id = p.user_id';

export function pipelineGroups(db: Database, brandId: number, pipelineIds: readonly number[]): PipelineGroupRow[] {
  if (pipelineIds.length === 0) return [];
  return db
    .prepare(
      `SELECT * FROM pipeline_groups WHERE brand_id = ? AND pipeline_id IN (${marks(pipelineIds)})
       ORDER BY pipeline_id, position`,
    )
    .all(brandId, ...pipelineIds) as unknown as PipelineGroupRow[];
}

export function toPipelineInfo(row: PipelineRow, groups: readonly PipelineGroupRow[]): PipelineInfo {
  return {
    id: row.id,
    name: row.name,
    ratio: row.ratio,
    groupNames: groups.filter((g) => g.pipeline_id === row.id).map((g) => g.name),
    videoCount: row.video_count ?? 0,
    finishedCount: row.finished_count ?? 0,
    userName: row.user_name ?? null,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

/** One page of the brand's pipelines, newest change first. */
export function listPipelines(
  db: Database,
  brandId: number,
  query: { name?: string | undefined; pageNo: number; pageSize: number },
): { records: PipelineInfo[]; total: number } {
  const where = new Filters('p.brand_id = ?', brandId).contains('p.name', query.name?.trim() || undefined);
  const { rows, total } = pageOf<PipelineRow>(
    db,
    FROM,
    where,
    'p.updated_at DESC, p.id DESC',
    query,
    `p.*, u.name AS user_name, ${STATS}`,
  );
  const groups = pipelineGroups(
    db,
    brandId,
    rows.map((r) => r.id),
  );
  return { records: rows.map((r) => toPipelineInfo(r, groups)), total };
}

export function pipelineById(db: Database, brandId: number, id: number): PipelineRow | undefined {
  return db
    .prepare(`SELECT p.*, u.name AS user_name, ${STATS} FROM ${FROM} WHERE p.brand_id = ? AND p.id = ?`)
    .get(brandId, id) as PipelineRow | undefined;
}

export function pipelinesByIds(db: Database, brandId: number, ids: readonly number[]): PipelineRow[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .prepare(`SELECT * FROM pipelines WHERE brand_id = ? AND id IN (${marks(unique)})`)
    .all(brandId, ...unique) as unknown as PipelineRow[];
}

/** A pipeline's whole spec: its stored rules and its groups in order. */
export function pipelineSpecOf(row: PipelineRow, groups: readonly PipelineGroupRow[]): PipelineSpec {
  const rest = JSON.parse(row.spec) as Omit<PipelineSpec, 'groups'>;
  return {
    ...rest,
    groups: groups
      .filter((g) => g.pipeline_id === row.id)
      .map((g) => ({
        name: g.name,
        materialIds: JSON.parse(g.material_ids) as number[],
        shots: g.shots,
        shotMs: g.shot_ms,
      })),
  };
}

function writeGroups(db: Database, brandId: number, pipelineId: number, spec: PipelineSpec): void {
  db.prepare('DELETE FROM pipeline_groups WHERE brand_id = ? AND pipeline_id = ?').run(brandId, pipelineId);
  const insert = db.prepare(
    `INSERT INTO pipeline_groups (pipeline_id, brand_id, position, name, material_ids, shots, shot_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  spec.groups.forEach((g, i) =>
    insert.run(pipelineId, brandId, i + 1, g.name, JSON.stringify(g.materialIds), g.shots, g.shotMs),
  );
}

const rulesOf = ({ groups: _groups, ...rest }: PipelineSpec) => JSON.stringify(rest);

/** Adds a pipeline with its groups to the brand's; returns its id. Call inside a transaction. */
export function insertPipeline(
  db: Database,
  brandId: number,
  p: { userId: number | null; name: string; spec: PipelineSpec; at: string },
): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO pipelines (brand_id, user_id, name, ratio, spec, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(brandId, p.userId, p.name, p.spec.ratio, rulesOf(p.spec), p.at, p.at).lastInsertRowid,
  );
  writeGroups(db, brandId, id, p.spec);
  return id;
}

/** Replaces a pipeline of the brand's and its groups; false when there is none. Call inside a transaction. */
export function updatePipeline(
  db: Database,
  brandId: number,
  id: number,
  p: { name: string; spec: PipelineSpec; at: string },
): boolean {
  const changed =
    db
      .prepare('UPDATE pipelines SET name = ?, ratio = ?, spec = ?, updated_at = ? WHERE brand_id = ? AND id = ?')
      .run(p.name, p.spec.ratio, rulesOf(p.spec), p.at, brandId, id).changes > 0;
  if (changed) writeGroups(db, brandId, id, p.spec);
  return changed;
}

/** Deletes the brand's pipelines (their groups and product links go with them; the tasks stay). */
export function deletePipelines(db: Database, brandId: number, ids: readonly number[]): void {
  if (ids.length === 0) return;
  db.prepare(`DELETE FROM pipelines WHERE brand_id = ? AND id IN (${marks(ids)})`).run(brandId, ...ids);
}

/** The combinations a pipeline's runs have made (keys). */
export function madeCombos(db: Database, brandId: number, pipelineId: number): Set<string> {
  const rows = db
    .prepare('SELECT combo FROM pipeline_products WHERE brand_id = ? AND pipeline_id = ?')
    .all(brandId, pipelineId) as Array<{ combo: string }>;
  return new Set(rows.map((r) => r.combo));
}

export function insertPipelineProduct(
  db: Database,
  brandId: number,
  p: { pipelineId: number; taskId: number; combo: string },
): void {
  db.prepare('INSERT INTO pipeline_products (pipeline_id, brand_id, task_id, combo) VALUES (?, ?, ?, ?)').run(
    p.pipelineId,
    brandId,
    p.taskId,
    p.combo,
  );
}

interface ProductRow {
  task_id: number;
  combo: string;
  name: string;
  status: PipelineProduct['status'];
  progress: number;
  fail_reason: PipelineProduct['failReason'];
  created_at: string;
  finished_at: string | null;
  creation_id: number | null;
  url: string | null;
  cover_url: string | null;
  duration: number | null;
  size: number | null;
}

/** One page of the videos a pipeline's runs queued, newest first, each with its task's state and video. */
export function listPipelineProducts(
  db: Database,
  brandId: number,
  pipelineId: number,
  page: { pageNo: number; pageSize: number },
): { records: PipelineProduct[]; total: number } {
  const where = new Filters('pp.brand_id = ? AND pp.pipeline_id = ?', brandId, pipelineId);
  const { rows, total } = pageOf<ProductRow>(
    db,
    `pipeline_products pp JOIN synthesis_tasks s ON s.id = pp.task_id AND s.brand_id = pp.brand_id
     LEFT JOIN creations c ON c.id = s.creation_id AND c.brand_id = s.brand_id AND c.deleted_at IS NULL`,
    where,
    's.created_at DESC, s.id DESC',
    page,
    `pp.task_id, pp.combo, s.name, s.status, s.progress, s.fail_reason, s.created_at, s.finished_at,
     c.id AS creation_id, c.url, c.cover_url, c.duration, c.size`,
  );
  return {
    records: rows.map((r) => ({
      taskId: r.task_id,
      name: r.name,
      status: r.status,
      progress: r.progress,
      failReason: r.fail_reason,
      materialIds: comboOf(r.combo).flat(),
      createTime: r.created_at,
      finishTime: r.finished_at,
      creation:
        r.creation_id === null
          ? null
          : { id: r.creation_id, url: r.url, coverUrl: r.cover_url, duration: r.duration, size: r.size },
    })),
    total,
  };
}

/** The brand's newest background-music material (specific type 4), else its newest audio; null when none. */
export function brandMusic(db: Database, brandId: number, now: string): number | null {
  const row = db
    .prepare(
      `SELECT id FROM materials WHERE brand_id = ? AND type = ? AND is_delete = 0 AND url IS NOT NULL
         AND (expire_time IS NULL OR expire_time >= ?)
       ORDER BY (specific_type = 4) DESC, create_time DESC, id DESC LIMIT 1`,
    )
    .get(brandId, MaterialType.audio, now) as { id: number } | undefined;
  return row?.id ?? null;
}
