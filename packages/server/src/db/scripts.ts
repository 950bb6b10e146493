import type { EditingProjectDetail, EditingProjectInfo, ScriptSpec, TemplateSpec } from '@brand-console/api-client';
import type { Database } from './database';
import { materialsByIds } from './materialLibrary';
import { Filters, pageOf } from './query';
import { toTemplateMaterial } from './templates';

/**
 * Data access of scripts (editing projects, ADR 0030). Every function takes the brand and reads or
 * changes only its rows.
 */

/**
 * What a synthesis task of mode 3 renders: the script as a template spec (each shot's expected
 * length; all its narration as one text for reading) plus `script`, the voice and each shot's own
 * narration and asked-for length, from which the render times every shot (`jobs/renders.ts`).
 */
export type ScriptTaskSpec = TemplateSpec & {
  script: { voice: ScriptSpec['voice']; shots: Array<{ narration: string; minMs: number | null }> };
};

export interface ScriptRow {
  id: number;
  brand_id: number;
  user_id: number | null;
  name: string;
  ratio: ScriptSpec['ratio'];
  spec: string;
  shot_count: number;
  narration_length: number;
  cover_url: string | null;
  template_id: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_name?: string | null;
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The stored storyboard of a script row. */
export const scriptSpecOf = (row: Pick<ScriptRow, 'spec'>) => JSON.parse(row.spec) as ScriptSpec;

/** The material ids a storyboard names: shot materials, then the music. */
export function scriptMaterialIds(spec: ScriptSpec): number[] {
  const ids = [...spec.shots.map((shot) => shot.materialId), spec.musicMaterialId];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

const toInfo = (row: ScriptRow): EditingProjectInfo => ({
  projectId: row.id,
  name: row.name,
  ratio: row.ratio,
  shotCount: row.shot_count,
  narrationLength: row.narration_length,
  coverUrl: row.cover_url,
  templateId: row.template_id,
  userName: row.user_name ?? null,
  createTime: row.created_at,
  updateTime: row.updated_at,
  deleteTime: row.deleted_at,
});

const SELECT = `SELECT p.*, u.name AS user_name FROM editing_projects p LEFT JOIN users u ON u.id = p.user_id`;

/** One page of the brand's scripts (newest change first) or of its recycle bin (latest removal first). */
export function listScripts(
  db: Database,
  brandId: number,
  query: { name?: string | undefined; recycled?: 0 | 1 | undefined; pageNo: number; pageSize: number },
): { records: EditingProjectInfo[]; total: number } {
  const recycled = query.recycled === 1;
  const where = new Filters(`p.brand_id = ? AND p.deleted_at IS ${recycled ? 'NOT ' : ''}NULL`, brandId);
  where.contains('p.name', query.name?.trim() || undefined);
  const order = recycled ? 'p.deleted_at DESC, p.id DESC' : 'p.updated_at DESC, p.id DESC';
  const { rows, total } = pageOf<ScriptRow>(
    db,
    'editing_projects p LEFT JOIN users u ON u.id = p.user_id',
    where,
    order,
    query,
    'p.*, u.name AS user_name',
  );
  return { records: rows.map(toInfo), total };
}

/** One of the brand's scripts (in the recycle bin too). */
export function scriptById(db: Database, brandId: number, id: number): ScriptRow | undefined {
  return db.prepare(`${SELECT} WHERE p.brand_id = ? AND p.id = ?`).get(brandId, id) as ScriptRow | undefined;
}

/** The brand's scripts among `ids` (in the recycle bin too). */
export function scriptsByIds(db: Database, brandId: number, ids: readonly number[]): ScriptRow[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .prepare(`SELECT * FROM editing_projects WHERE brand_id = ? AND id IN (${marks(unique)})`)
    .all(brandId, ...unique) as unknown as ScriptRow[];
}

/** A script with its storyboard and the brand's materials it names. */
export function toScriptDetail(db: Database, brandId: number, row: ScriptRow): EditingProjectDetail {
  const spec = scriptSpecOf(row);
  return {
    ...toInfo(row),
    spec,
    materials: materialsByIds(db, brandId, scriptMaterialIds(spec)).map(toTemplateMaterial),
  };
}

/** What a save stores: the name, the storyboard and its cover, and when. */
export interface ScriptValues {
  name: string;
  spec: ScriptSpec;
  coverUrl: string | null;
  at: string;
}

const facts = (spec: ScriptSpec) => ({
  shotCount: spec.shots.length,
  narrationLength: spec.shots.reduce((sum, shot) => sum + shot.narration.length, 0),
});

/** Adds a script to the brand's; returns its id. */
export function insertScript(
  db: Database,
  brandId: number,
  s: ScriptValues & { userId: number; templateId: number | null },
): number {
  const { shotCount, narrationLength } = facts(s.spec);
  return Number(
    db
      .prepare(
        `INSERT INTO editing_projects (brand_id, user_id, name, ratio, spec, shot_count, narration_length, cover_url,
           template_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        s.userId,
        s.name,
        s.spec.ratio,
        JSON.stringify(s.spec),
        shotCount,
        narrationLength,
        s.coverUrl,
        s.templateId,
        s.at,
        s.at,
      ).lastInsertRowid,
  );
}

/** Replaces a script of the brand's that is not in the recycle bin; false when there is none. */
export function updateScript(db: Database, brandId: number, id: number, s: ScriptValues): boolean {
  const { shotCount, narrationLength } = facts(s.spec);
  return (
    db
      .prepare(
        `UPDATE editing_projects SET name = ?, ratio = ?, spec = ?, shot_count = ?, narration_length = ?, cover_url = ?,
           updated_at = ?
         WHERE id = ? AND brand_id = ? AND deleted_at IS NULL`,
      )
      .run(s.name, s.spec.ratio, JSON.stringify(s.spec), shotCount, narrationLength, s.coverUrl, s.at, id, brandId)
      .changes > 0
  );
}

/** Moves the brand's scripts to the recycle bin, brings them back, or deletes those in it for good. */
export function binScripts(
  db: Database,
  brandId: number,
  ids: readonly number[],
  action: 'remove' | 'restore' | 'purge',
  at: string,
): void {
  if (ids.length === 0) return;
  const sql = {
    remove: `UPDATE editing_projects SET deleted_at = ? WHERE brand_id = ? AND deleted_at IS NULL AND id IN (${marks(ids)})`,
    restore: `UPDATE editing_projects SET deleted_at = NULL, updated_at = ? WHERE brand_id = ? AND deleted_at IS NOT NULL AND id IN (${marks(ids)})`,
    purge: `DELETE FROM editing_projects WHERE brand_id = ? AND deleted_at IS NOT NULL AND id IN (${marks(ids)})`,
  }[action];
  if (action === 'purge') db.prepare(sql).run(brandId, ...ids);
  else db.prepare(sql).run(at, brandId, ...ids);
}
