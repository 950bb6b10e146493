import type {
  ImageTextCategory,
  ImageTextNote,
  ImageTextNotePage,
  ImageTextTemplate,
  ImageTextTemplateDetail,
  ImageTextTemplateSpec,
} from '@brand-console/api-client';
import { transaction, type Database } from './database';
import { Filters, pageOf } from './query';

/**
 * Data access of image-text templates and notes (migration 024, ADR 0033). Every function takes the
 * brand and puts it in its `WHERE`. A note is a creation (成品库) of type 99 and source 25 with its
 * pages; it is inserted here, beside its pages, in one transaction.
 */

/** `creations.creation_type` of a note (spec section 9) and its source (`MATERIAL_SOURCES` 25 图文模板). */
export const NOTE_CREATION_TYPE = 99;
export const NOTE_SOURCE = 25;

export interface ImageTextTemplateRow {
  id: number;
  brand_id: number;
  user_id: number | null;
  name: string;
  category: ImageTextCategory;
  spec: string;
  page_count: number;
  slot_count: number;
  cover_url: string | null;
  created_at: string;
  updated_at: string;
}

type TemplateListRow = ImageTextTemplateRow & { user_name: string | null };

const TEMPLATE_FROM = `image_text_templates t LEFT JOIN user_brands ub ON ub.user_id = t.user_id AND ub.brand_id = t.brand_id`;

const toTemplate = (r: TemplateListRow): ImageTextTemplate => ({
  id: r.id,
  name: r.name,
  category: r.category,
  pageCount: r.page_count,
  slotCount: r.slot_count,
  coverUrl: r.cover_url,
  userName: r.user_name,
  createTime: r.created_at,
  updateTime: r.updated_at,
});

/** One page of the brand's templates, newest change first. */
export function listImageTextTemplates(
  db: Database,
  brandId: number,
  filters: { name?: string | undefined; category?: number | undefined },
  page: { pageNo: number; pageSize: number },
): { records: ImageTextTemplate[]; total: number } {
  const where = new Filters('t.brand_id = ?', brandId)
    .contains('t.name', filters.name)
    .eq('t.category', filters.category);
  const { rows, total } = pageOf<TemplateListRow>(
    db,
    TEMPLATE_FROM,
    where,
    't.updated_at DESC, t.id DESC',
    page,
    't.*, ub.user_brand_name AS user_name',
  );
  return { records: rows.map(toTemplate), total };
}

export function imageTextTemplateById(db: Database, brandId: number, id: number): ImageTextTemplateRow | undefined {
  return db.prepare('SELECT * FROM image_text_templates WHERE brand_id = ? AND id = ?').get(brandId, id) as
    ImageTextTemplateRow | undefined;
}

/** A template of the brand with its pages. */
export function imageTextTemplateDetail(
  db: Database,
  brandId: number,
  id: number,
): ImageTextTemplateDetail | undefined {
  const row = db
    .prepare(`SELECT t.*, ub.user_brand_name AS user_name FROM ${TEMPLATE_FROM} WHERE t.brand_id = ? AND t.id = ?`)
    .get(brandId, id) as TemplateListRow | undefined;
  return row ? { ...toTemplate(row), spec: JSON.parse(row.spec) as ImageTextTemplateSpec } : undefined;
}

export interface ImageTextTemplateValues {
  name: string;
  category: ImageTextCategory;
  spec: ImageTextTemplateSpec;
  coverUrl: string | null;
  at: string;
}

const slotCount = (spec: ImageTextTemplateSpec) => spec.pages.reduce((n, p) => n + p.imageSlots.length, 0);

export function insertImageTextTemplate(
  db: Database,
  brandId: number,
  v: ImageTextTemplateValues & { userId: number | null },
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO image_text_templates (brand_id, user_id, name, category, spec, page_count, slot_count, cover_url,
           created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        v.userId,
        v.name,
        v.category,
        JSON.stringify(v.spec),
        v.spec.pages.length,
        slotCount(v.spec),
        v.coverUrl,
        v.at,
        v.at,
      ).lastInsertRowid,
  );
}

/** Replaces a template's content; false when the brand has no such template. */
export function updateImageTextTemplate(
  db: Database,
  brandId: number,
  id: number,
  v: ImageTextTemplateValues,
): boolean {
  return (
    db
      .prepare(
        `UPDATE image_text_templates SET name = ?, category = ?, spec = ?, page_count = ?, slot_count = ?, cover_url = ?,
           updated_at = ? WHERE brand_id = ? AND id = ?`,
      )
      .run(
        v.name,
        v.category,
        JSON.stringify(v.spec),
        v.spec.pages.length,
        slotCount(v.spec),
        v.coverUrl,
        v.at,
        brandId,
        id,
      ).changes > 0
  );
}

/** How many of `ids` are the brand's templates. */
export function countImageTextTemplates(db: Database, brandId: number, ids: readonly number[]): number {
  if (!ids.length) return 0;
  return (
    db
      .prepare(
        `SELECT count(*) AS n FROM image_text_templates WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
      )
      .get(brandId, ...ids) as { n: number }
  ).n;
}

export function deleteImageTextTemplates(db: Database, brandId: number, ids: readonly number[]): void {
  const del = db.prepare('DELETE FROM image_text_templates WHERE brand_id = ? AND id = ?');
  transaction(db, () => {
    for (const id of ids) del.run(brandId, id);
  });
}

/** A note to store: its creation row's facts, its pages (measured) and the template it came from. */
export interface NoteValues {
  userId: number | null;
  title: string;
  text: string;
  pages: readonly ImageTextNotePage[];
  templateId: number | null;
  templateName: string | null;
  at: string;
}

/**
 * Adds a composed note to the brand's creation library: a creation of type 99 (its file and cover
 * the first page, its size the pages' bytes together), the note's template and its pages in order.
 * Returns the creation's id.
 */
export function insertNote(db: Database, brandId: number, v: NoteValues): number {
  return transaction(db, () => {
    const first = v.pages[0]!;
    const id = Number(
      db
        .prepare(
          `INSERT INTO creations (brand_id, user_id, name, creation_type, url, cover_url, duration, size, width, height,
             source, task_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, NULL, ?, ?)`,
        )
        .run(
          brandId,
          v.userId,
          v.title,
          NOTE_CREATION_TYPE,
          first.url,
          first.url,
          v.pages.reduce((n, p) => n + p.size, 0),
          first.width,
          first.height,
          NOTE_SOURCE,
          v.text,
          v.at,
        ).lastInsertRowid,
    );
    db.prepare(
      'INSERT INTO image_text_notes (creation_id, brand_id, template_id, template_name) VALUES (?, ?, ?, ?)',
    ).run(id, brandId, v.templateId, v.templateName);
    const page = db.prepare(
      `INSERT INTO image_text_note_pages (creation_id, brand_id, position, url, width, height, size)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    v.pages.forEach((p, i) => page.run(id, brandId, i, p.url, p.width, p.height, p.size));
    return id;
  });
}

/** A note of the brand (a creation of type 99 not deleted) with its pages in order. */
export function noteDetail(db: Database, brandId: number, id: number): ImageTextNote | undefined {
  const row = db
    .prepare(
      `SELECT c.id, c.name, c.content, c.cover_url, c.created_at, ub.user_brand_name AS user_name,
         n.template_id, n.template_name, t.id AS live_template
       FROM creations c
       LEFT JOIN image_text_notes n ON n.creation_id = c.id AND n.brand_id = c.brand_id
       LEFT JOIN image_text_templates t ON t.id = n.template_id AND t.brand_id = c.brand_id
       LEFT JOIN user_brands ub ON ub.user_id = c.user_id AND ub.brand_id = c.brand_id
       WHERE c.brand_id = ? AND c.id = ? AND c.creation_type = ? AND c.deleted_at IS NULL`,
    )
    .get(brandId, id, NOTE_CREATION_TYPE) as
    | {
        id: number;
        name: string;
        content: string | null;
        cover_url: string | null;
        created_at: string;
        user_name: string | null;
        template_id: number | null;
        template_name: string | null;
        live_template: number | null;
      }
    | undefined;
  if (!row) return undefined;
  const pages = db
    .prepare(
      'SELECT url, width, height, size FROM image_text_note_pages WHERE brand_id = ? AND creation_id = ? ORDER BY position',
    )
    .all(brandId, id) as unknown as ImageTextNotePage[];
  return {
    id: row.id,
    title: row.name,
    text: row.content ?? '',
    coverUrl: row.cover_url,
    pages,
    templateId: row.live_template,
    templateName: row.template_name,
    userName: row.user_name,
    createTime: row.created_at,
  };
}
