import type {
  Category,
  TemplateMaterial,
  TemplateRatio,
  TemplateSpec,
  VideoTemplate,
  VideoTemplateDetail,
} from '@brand-console/api-client';
import type { Database } from './database';
import { materialsByIds, type MaterialRow } from './materialLibrary';
import { Filters, pageOf } from './query';

/**
 * Data access of video templates (ADR 0028): a brand's template space (`brand_id` set), the shared
 * cloud catalogue (`brand_id` NULL) and the shared two-level category list. Every function that
 * reads a template takes the brand and answers only the brand's own rows and cloud rows; every
 * function that writes one changes only the brand's own rows (never a cloud row, never another
 * brand's).
 */

export interface TemplateRow {
  id: number;
  brand_id: number | null;
  category_id: number | null;
  name: string;
  ratio: TemplateRatio;
  /** `TemplateSpec` as JSON. */
  spec: string;
  duration_ms: number;
  shot_count: number;
  slot_count: number;
  cover_url: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

type Locale = 'zh' | 'en';

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * What a spec adds up to: the template lasts the sum of its shots; `slotCount` counts the shots
 * whose slot is empty (what a member must fill when making a video; a filled slot may be replaced).
 */
export function specFacts(spec: TemplateSpec): { durationMs: number; shotCount: number; slotCount: number } {
  return {
    durationMs: spec.shots.reduce((sum, shot) => sum + shot.durationMs, 0),
    shotCount: spec.shots.length,
    slotCount: spec.shots.filter((shot) => shot.materialId === null).length,
  };
}

/** The material ids a spec names, in order of first use: shot materials, then the music. */
export function specMaterialIds(spec: TemplateSpec): number[] {
  const ids = spec.shots.map((shot) => shot.materialId);
  ids.push(spec.musicMaterialId);
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** The API shape of materials a template names. */
export const toTemplateMaterial = (row: MaterialRow): TemplateMaterial => ({
  id: row.id,
  name: row.name,
  type: row.type,
  url: row.url,
  coverUrl: row.cover_url,
  duration: row.duration,
});

/** The brand's (not deleted) materials a spec names; cloud templates and foreign ids find none. */
export function templateMaterials(db: Database, brandId: number, spec: TemplateSpec): TemplateMaterial[] {
  return materialsByIds(db, brandId, specMaterialIds(spec)).map(toTemplateMaterial);
}

/** The stored spec of a template row. */
export const specOf = (row: Pick<TemplateRow, 'spec'>) => JSON.parse(row.spec) as TemplateSpec;

const toTemplate = (row: TemplateRow): VideoTemplate => ({
  id: row.id,
  name: row.name,
  // The contract's cover is a string: '' when the first shot shows no material.
  coverUrl: row.cover_url ?? '',
  duration: row.duration_ms,
  categoryId: row.category_id,
  createTime: row.created_at,
  ratio: row.ratio,
  shotCount: row.shot_count,
  slotCount: row.slot_count,
});

/** The filters of `template/page`. */
export interface TemplateQuery {
  name?: string | undefined;
  categoryId?: number | undefined;
  /** `TEMPLATE_SOURCES`: 1 the brand's space (default), 2 the cloud catalogue. */
  source?: 1 | 2 | undefined;
  /** 1: the space's recycle bin (ignored for the cloud catalogue, which has none). */
  recycled?: 0 | 1 | undefined;
  ratio?: TemplateRatio | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * One page of the brand's space (newest change first), its recycle bin (latest removal first) or
 * the cloud catalogue (newest first). A first-level category matches its sub-categories' templates.
 */
export function listTemplates(
  db: Database,
  brandId: number,
  query: TemplateQuery,
): { records: VideoTemplate[]; total: number } {
  const cloud = query.source === 2;
  const recycled = !cloud && query.recycled === 1;
  const where = cloud
    ? new Filters('t.brand_id IS NULL AND t.deleted_at IS NULL')
    : new Filters(`t.brand_id = ? AND t.deleted_at IS ${recycled ? 'NOT ' : ''}NULL`, brandId);
  where.contains('t.name', query.name).eq('t.ratio', query.ratio);
  if (query.categoryId !== undefined) {
    where.where(
      't.category_id IN (SELECT id FROM template_categories WHERE id = ? OR parent_id = ?)',
      query.categoryId,
      query.categoryId,
    );
  }
  const order = recycled
    ? 't.deleted_at DESC, t.id DESC'
    : cloud
      ? 't.created_at DESC, t.id DESC'
      : 't.updated_at DESC, t.id DESC';
  const { rows, total } = pageOf<TemplateRow>(db, 'video_templates t', where, order, query, 't.*');
  return { records: rows.map(toTemplate), total };
}

/** A template the brand may read: its own (in the recycle bin too) or a cloud one. */
export function readableTemplate(db: Database, brandId: number, id: number): TemplateRow | undefined {
  return db
    .prepare('SELECT * FROM video_templates WHERE id = ? AND (brand_id = ? OR brand_id IS NULL)')
    .get(id, brandId) as TemplateRow | undefined;
}

/** One of the brand's own templates (in the recycle bin too); never a cloud one. */
export function ownTemplate(db: Database, brandId: number, id: number): TemplateRow | undefined {
  return db.prepare('SELECT * FROM video_templates WHERE id = ? AND brand_id = ?').get(id, brandId) as
    TemplateRow | undefined;
}

/** The brand's own templates among `ids` (in the recycle bin too); unknown, foreign and cloud ids are not there. */
export function ownTemplates(db: Database, brandId: number, ids: readonly number[]): TemplateRow[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .prepare(`SELECT * FROM video_templates WHERE brand_id = ? AND id IN (${marks(unique)})`)
    .all(brandId, ...unique) as unknown as TemplateRow[];
}

/** A template with its spec, the brand's materials it names and its category's name. */
export function toTemplateDetail(db: Database, brandId: number, row: TemplateRow, locale: Locale): VideoTemplateDetail {
  const spec = specOf(row);
  return {
    ...toTemplate(row),
    source: row.brand_id === null ? 2 : 1,
    spec,
    materials: row.brand_id === null ? [] : templateMaterials(db, brandId, spec),
    categoryName: row.category_id === null ? null : categoryName(db, row.category_id, locale),
    updateTime: row.updated_at,
    deleteTime: row.deleted_at,
  };
}

/** What a save stores besides the brand: the name, category, spec and cover, and who and when. */
export interface TemplateValues {
  name: string;
  categoryId: number | null;
  spec: TemplateSpec;
  coverUrl: string | null;
  userId: number | null;
  at: string;
}

/** Adds a template to the brand's space, or to the cloud catalogue with `brandId` null (the seed). */
export function insertTemplate(db: Database, brandId: number | null, t: TemplateValues): number {
  const facts = specFacts(t.spec);
  return Number(
    db
      .prepare(
        `INSERT INTO video_templates (brand_id, category_id, name, ratio, spec, duration_ms, shot_count, slot_count,
           cover_url, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        t.categoryId,
        t.name,
        t.spec.ratio,
        JSON.stringify(t.spec),
        facts.durationMs,
        facts.shotCount,
        facts.slotCount,
        t.coverUrl,
        t.userId,
        t.at,
        t.at,
      ).lastInsertRowid,
  );
}

/** Replaces a template of the brand's space that is not in the recycle bin; false when there is none. */
export function updateTemplate(db: Database, brandId: number, id: number, t: Omit<TemplateValues, 'userId'>): boolean {
  const facts = specFacts(t.spec);
  return (
    db
      .prepare(
        `UPDATE video_templates SET category_id = ?, name = ?, ratio = ?, spec = ?, duration_ms = ?, shot_count = ?,
           slot_count = ?, cover_url = ?, updated_at = ?
         WHERE id = ? AND brand_id = ? AND deleted_at IS NULL`,
      )
      .run(
        t.categoryId,
        t.name,
        t.spec.ratio,
        JSON.stringify(t.spec),
        facts.durationMs,
        facts.shotCount,
        facts.slotCount,
        t.coverUrl,
        t.at,
        id,
        brandId,
      ).changes > 0
  );
}

/** Moves the brand's templates to the recycle bin (those already there keep their time). */
export function removeTemplates(db: Database, brandId: number, ids: readonly number[], at: string): void {
  if (ids.length === 0) return;
  db.prepare(
    `UPDATE video_templates SET deleted_at = ? WHERE brand_id = ? AND deleted_at IS NULL AND id IN (${marks(ids)})`,
  ).run(at, brandId, ...ids);
}

/** Brings the brand's templates back from the recycle bin. */
export function restoreTemplates(db: Database, brandId: number, ids: readonly number[], at: string): void {
  if (ids.length === 0) return;
  db.prepare(
    `UPDATE video_templates SET deleted_at = NULL, updated_at = ?
     WHERE brand_id = ? AND deleted_at IS NOT NULL AND id IN (${marks(ids)})`,
  ).run(at, brandId, ...ids);
}

/** Deletes the brand's templates that are in the recycle bin for good. */
export function purgeTemplates(db: Database, brandId: number, ids: readonly number[]): void {
  if (ids.length === 0) return;
  db.prepare(`DELETE FROM video_templates WHERE brand_id = ? AND deleted_at IS NOT NULL AND id IN (${marks(ids)})`).run(
    brandId,
    ...ids,
  );
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string;
}

/** The shared categories as a tree (two levels), in their order, named in `locale`. */
export function categoryTree(db: Database, locale: Locale): Category[] {
  const rows = db
    .prepare('SELECT id, parent_id, name, name_en FROM template_categories ORDER BY sort, id')
    .all() as unknown as CategoryRow[];
  const nameOf = (row: CategoryRow) => (locale === 'en' ? row.name_en : row.name);
  return rows
    .filter((row) => row.parent_id === null)
    .map((parent) => {
      const children = rows
        .filter((row) => row.parent_id === parent.id)
        .map((child) => ({ id: child.id, name: nameOf(child) }));
      return { id: parent.id, name: nameOf(parent), ...(children.length ? { children } : {}) };
    });
}

/** A category's name in `locale`, `一级 / 二级` for a sub-category; null when there is none. */
export function categoryName(db: Database, id: number, locale: Locale): string | null {
  const row = db
    .prepare(
      `SELECT c.name, c.name_en, p.name AS parent_name, p.name_en AS parent_name_en FROM template_categories c
       LEFT JOIN template_categories p ON p.id = c.parent_id WHERE c.id = ?`,
    )
    .get(id) as
    { name: string; name_en: string; parent_name: string | null; parent_name_en: string | null } | undefined;
  if (!row) return null;
  const [name, parent] = locale === 'en' ? [row.name_en, row.parent_name_en] : [row.name, row.parent_name];
  return parent ? `${parent} / ${name}` : name;
}

/** True when the shared category exists. */
export function categoryExists(db: Database, id: number): boolean {
  return !!db.prepare('SELECT 1 FROM template_categories WHERE id = ?').get(id);
}

/** Adds a shared category (the seed); returns its id. */
export function insertCategory(
  db: Database,
  c: { parentId: number | null; name: string; nameEn: string; sort: number },
): number {
  return Number(
    db
      .prepare('INSERT INTO template_categories (parent_id, name, name_en, sort) VALUES (?, ?, ?, ?)')
      .run(c.parentId, c.name, c.nameEn, c.sort).lastInsertRowid,
  );
}

/** True when a font (shared, or the brand's own) has this key. */
export function fontExists(db: Database, brandId: number, fontKey: string): boolean {
  return !!db
    .prepare('SELECT 1 FROM fonts WHERE font_key = ? AND (brand_id IS NULL OR brand_id = ?)')
    .get(fontKey, brandId);
}
