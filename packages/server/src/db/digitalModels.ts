import type {
  DigitalModel,
  FigureKind,
  PresenterPosition,
  SpeechVoice,
  TemplatePresenter,
  TemplateSpec,
} from '@brand-console/api-client';
import type { Database } from './database';
import { Filters, pageOf } from './query';

/**
 * Data access of digital models (数字人, ADR 0035): a brand's presenters (`brand_id` set) and the
 * shared virtual model library (`brand_id` NULL). Reads take the brand and answer only its own rows
 * (and library rows where said); writes change only the brand's own rows, never a library one.
 */

export interface DigitalModelRow {
  id: number;
  brand_id: number | null;
  name: string;
  figure_kind: FigureKind;
  figure_url: string;
  cover_url: string | null;
  figure_material_id: number | null;
  voice: SpeechVoice;
  position: PresenterPosition;
  scale: number;
  description: string | null;
  library_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

export const toDigitalModel = (row: DigitalModelRow): DigitalModel => ({
  id: row.id,
  name: row.name,
  source: row.brand_id === null ? 2 : 1,
  figureKind: row.figure_kind,
  figureUrl: row.figure_url,
  coverUrl: row.cover_url,
  figureMaterialId: row.figure_material_id,
  voice: row.voice,
  position: row.position,
  scale: row.scale,
  description: row.description,
  libraryId: row.library_id,
  createTime: row.created_at,
  updateTime: row.updated_at,
});

/** One page of the brand's models (newest change first), or of the library (`brandId` null, by name). */
export function listDigitalModels(
  db: Database,
  brandId: number | null,
  query: { name?: string | undefined; voice?: string | undefined; pageNo: number; pageSize: number },
): { records: DigitalModel[]; total: number } {
  const where = brandId === null ? new Filters('m.brand_id IS NULL') : new Filters('m.brand_id = ?', brandId);
  where.contains('m.name', query.name?.trim() || undefined).eq('m.voice', query.voice);
  const order = brandId === null ? 'm.id' : 'm.updated_at DESC, m.id DESC';
  const { rows, total } = pageOf<DigitalModelRow>(db, 'digital_models m', where, order, query, 'm.*');
  return { records: rows.map(toDigitalModel), total };
}

/** One of the brand's own models. */
export function ownDigitalModel(db: Database, brandId: number, id: number): DigitalModelRow | undefined {
  return db.prepare('SELECT * FROM digital_models WHERE id = ? AND brand_id = ?').get(id, brandId) as
    DigitalModelRow | undefined;
}

/** A model the brand may read: its own, or one of the library. */
export function readableDigitalModel(db: Database, brandId: number, id: number): DigitalModelRow | undefined {
  return db
    .prepare('SELECT * FROM digital_models WHERE id = ? AND (brand_id = ? OR brand_id IS NULL)')
    .get(id, brandId) as DigitalModelRow | undefined;
}

/** How many models the brand keeps. */
export function countDigitalModels(db: Database, brandId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM digital_models WHERE brand_id = ?').get(brandId) as { n: number }).n;
}

export interface DigitalModelValues {
  name: string;
  figureKind: FigureKind;
  figureUrl: string;
  coverUrl: string | null;
  figureMaterialId: number | null;
  voice: SpeechVoice;
  position: PresenterPosition;
  scale: number;
  description: string | null;
  libraryId: number | null;
  userId: number | null;
  at: string;
}

/** Adds a model to the brand, or to the library with `brandId` null (the seed). */
export function insertDigitalModel(db: Database, brandId: number | null, m: DigitalModelValues): number {
  return Number(
    db
      .prepare(
        `INSERT INTO digital_models (brand_id, name, figure_kind, figure_url, cover_url, figure_material_id, voice,
           position, scale, description, library_id, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        m.name,
        m.figureKind,
        m.figureUrl,
        m.coverUrl,
        m.figureMaterialId,
        m.voice,
        m.position,
        m.scale,
        m.description,
        m.libraryId,
        m.userId,
        m.at,
        m.at,
      ).lastInsertRowid,
  );
}

/** Replaces one of the brand's models; false when the brand has none by that id. */
export function updateDigitalModel(
  db: Database,
  brandId: number,
  id: number,
  m: Omit<DigitalModelValues, 'libraryId' | 'userId'>,
): boolean {
  return (
    db
      .prepare(
        `UPDATE digital_models SET name = ?, figure_kind = ?, figure_url = ?, cover_url = ?, figure_material_id = ?,
           voice = ?, position = ?, scale = ?, description = ?, updated_at = ?
         WHERE id = ? AND brand_id = ?`,
      )
      .run(
        m.name,
        m.figureKind,
        m.figureUrl,
        m.coverUrl,
        m.figureMaterialId,
        m.voice,
        m.position,
        m.scale,
        m.description,
        m.at,
        id,
        brandId,
      ).changes > 0
  );
}

/** The brand's own models among `ids`. */
export function ownDigitalModels(db: Database, brandId: number, ids: readonly number[]): DigitalModelRow[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .prepare(`SELECT * FROM digital_models WHERE brand_id = ? AND id IN (${marks(unique)})`)
    .all(brandId, ...unique) as unknown as DigitalModelRow[];
}

/** Deletes the brand's models among `ids`. */
export function deleteDigitalModels(db: Database, brandId: number, ids: readonly number[]): void {
  if (ids.length === 0) return;
  db.prepare(`DELETE FROM digital_models WHERE brand_id = ? AND id IN (${marks(ids)})`).run(brandId, ...ids);
}

/** One of the brand's pipelines with its presenter (流水线 → 数字人), or undefined. */
export function pipelinePresenter(
  db: Database,
  brandId: number,
  pipelineId: number,
): { pipelineId: number; name: string; presenter: TemplatePresenter | null } | undefined {
  const row = db
    .prepare('SELECT id, name, presenter FROM pipelines WHERE id = ? AND brand_id = ?')
    .get(pipelineId, brandId) as { id: number; name: string; presenter: string | null } | undefined;
  if (!row) return undefined;
  return {
    pipelineId: row.id,
    name: row.name,
    presenter: row.presenter ? (JSON.parse(row.presenter) as TemplatePresenter) : null,
  };
}

/** Sets (null: clears) the presenter of one of the brand's pipelines; false when there is none. */
export function setPipelinePresenter(
  db: Database,
  brandId: number,
  pipelineId: number,
  presenter: TemplatePresenter | null,
): boolean {
  return (
    db
      .prepare('UPDATE pipelines SET presenter = ? WHERE id = ? AND brand_id = ?')
      .run(presenter ? JSON.stringify(presenter) : null, pipelineId, brandId).changes > 0
  );
}

/** A pipeline video's spec with the pipeline's presenter, when it has one (ADR 0035). */
export function withPipelinePresenter(
  db: Database,
  brandId: number,
  pipelineId: number,
  spec: TemplateSpec,
): TemplateSpec {
  const presenter = pipelinePresenter(db, brandId, pipelineId)?.presenter;
  return presenter ? { ...spec, presenter } : spec;
}
