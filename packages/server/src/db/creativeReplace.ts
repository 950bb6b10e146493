import type { CreativeReplace } from '@brand-console/api-client';
import type { Database } from './database';
import { materialsByIds } from './materialLibrary';
import { toTemplateMaterial } from './templates';

/**
 * Data access of replacement rules (替换规则, ADR 0035): a brand's rules of its own templates. Every
 * function takes the brand and reads or changes only its rows.
 */

export interface ReplaceRuleRow {
  id: number;
  brand_id: number;
  template_id: number;
  name: string;
  remark: string | null;
  target: 'slot' | 'text';
  shot_index: number;
  layer_index: number | null;
  /** JSON array of material ids. */
  material_ids: string;
  /** JSON array of texts. */
  texts: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The API shape of rules, with the brand's (not deleted) materials they name. */
export function toCreativeReplaces(db: Database, brandId: number, rows: readonly ReplaceRuleRow[]): CreativeReplace[] {
  const parsed = rows.map((row) => ({
    row,
    materialIds: JSON.parse(row.material_ids) as number[],
    texts: JSON.parse(row.texts) as string[],
  }));
  const materials = new Map(
    materialsByIds(
      db,
      brandId,
      parsed.flatMap((p) => p.materialIds),
    ).map((m) => [m.id, toTemplateMaterial(m)]),
  );
  return parsed.map(({ row, materialIds, texts }) => ({
    id: row.id,
    creativeId: row.template_id,
    replaceName: row.name,
    remark: row.remark,
    target: row.target,
    shotIndex: row.shot_index,
    layerIndex: row.layer_index,
    materialIds,
    texts,
    materials: materialIds.flatMap((id) => materials.get(id) ?? []),
    createTime: row.created_at,
    updateTime: row.updated_at,
  }));
}

/** The rules of one of the brand's templates, oldest first. */
export function replaceRulesOf(db: Database, brandId: number, templateId: number): ReplaceRuleRow[] {
  return db
    .prepare('SELECT * FROM creative_replace_rules WHERE brand_id = ? AND template_id = ? ORDER BY id')
    .all(brandId, templateId) as unknown as ReplaceRuleRow[];
}

/** One of the brand's rules. */
export function replaceRuleById(db: Database, brandId: number, id: number): ReplaceRuleRow | undefined {
  return db.prepare('SELECT * FROM creative_replace_rules WHERE id = ? AND brand_id = ?').get(id, brandId) as
    ReplaceRuleRow | undefined;
}

export interface ReplaceRuleValues {
  templateId: number;
  name: string;
  remark: string | null;
  target: 'slot' | 'text';
  shotIndex: number;
  layerIndex: number | null;
  materialIds: readonly number[];
  texts: readonly string[];
  userId: number | null;
  at: string;
}

/** Adds a rule to one of the brand's templates; answers its id. */
export function insertReplaceRule(db: Database, brandId: number, r: ReplaceRuleValues): number {
  return Number(
    db
      .prepare(
        `INSERT INTO creative_replace_rules (brand_id, template_id, name, remark, target, shot_index, layer_index,
           material_ids, texts, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        r.templateId,
        r.name,
        r.remark,
        r.target,
        r.shotIndex,
        r.layerIndex,
        JSON.stringify(r.materialIds),
        JSON.stringify(r.texts),
        r.userId,
        r.at,
        r.at,
      ).lastInsertRowid,
  );
}

/** Replaces one of the brand's rules (its template stays); false when there is none. */
export function updateReplaceRule(
  db: Database,
  brandId: number,
  id: number,
  r: Omit<ReplaceRuleValues, 'templateId' | 'userId'>,
): boolean {
  return (
    db
      .prepare(
        `UPDATE creative_replace_rules SET name = ?, remark = ?, target = ?, shot_index = ?, layer_index = ?,
           material_ids = ?, texts = ?, updated_at = ? WHERE id = ? AND brand_id = ?`,
      )
      .run(
        r.name,
        r.remark,
        r.target,
        r.shotIndex,
        r.layerIndex,
        JSON.stringify(r.materialIds),
        JSON.stringify(r.texts),
        r.at,
        id,
        brandId,
      ).changes > 0
  );
}

/** Changes a rule's name or remark. */
export function patchReplaceRule(
  db: Database,
  brandId: number,
  id: number,
  patch: { name?: string; remark?: string | null },
  at: string,
): boolean {
  const row = replaceRuleById(db, brandId, id);
  if (!row) return false;
  db.prepare(
    'UPDATE creative_replace_rules SET name = ?, remark = ?, updated_at = ? WHERE id = ? AND brand_id = ?',
  ).run(patch.name ?? row.name, patch.remark === undefined ? row.remark : patch.remark, at, id, brandId);
  return true;
}

/** How many rules one of the brand's templates has. */
export function countReplaceRules(db: Database, brandId: number, templateId: number): number {
  return (
    db
      .prepare('SELECT count(*) AS n FROM creative_replace_rules WHERE brand_id = ? AND template_id = ?')
      .get(brandId, templateId) as { n: number }
  ).n;
}

/** Deletes one of the brand's rules; false when there was none. */
export function deleteReplaceRule(db: Database, brandId: number, id: number): boolean {
  return db.prepare('DELETE FROM creative_replace_rules WHERE id = ? AND brand_id = ?').run(id, brandId).changes > 0;
}
