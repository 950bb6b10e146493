import type { Material, MaterialSourceCode, MaterialTypeCode, Tag, UseLog } from '@brand-console/api-client';
import { STORED_NAME } from '../storage/files';
import type { Database } from './database';
import { Filters, pageOf } from './query';

/**
 * Data access of the material library: materials with their tags, exclusive members, folders and
 * use log, the brand's tags, and the uploads materials point at. Every function takes the brand
 * (the session's tenant, or the job's) and puts it in its `WHERE`: another brand's id reads as a
 * missing one and is never written.
 */

export interface MaterialRow {
  id: number;
  brand_id: number;
  name: string;
  type: number;
  specific_type: number | null;
  url: string | null;
  cover_url: string | null;
  content: string | null;
  size: number | null;
  duration: number | null;
  width: number | null;
  height: number | null;
  create_time: string;
  expire_time: string | null;
  source: number;
  user_id: number | null;
  batch_number: string | null;
  folder_id: number | null;
  business_names: string;
  is_open: number;
  is_delete: number;
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The filters of the material list (spec section 7); a filter left out adds nothing. */
export interface MaterialFilters {
  name?: string | undefined;
  type?: number | undefined;
  source?: number | undefined;
  folderId?: number | undefined;
  userId?: number | undefined;
  isOpen?: number | undefined;
  /** Materials with at least one of these tags. */
  tagIds?: readonly number[] | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** One page of the brand's materials (not deleted), newest first. */
export function listMaterials(
  db: Database,
  brandId: number,
  filters: MaterialFilters,
  page: { pageNo: number; pageSize: number },
): { rows: MaterialRow[]; total: number } {
  const where = new Filters('m.brand_id = ? AND m.is_delete = 0', brandId)
    .contains('m.name', filters.name)
    .eq('m.type', filters.type)
    .eq('m.source', filters.source)
    .eq('m.folder_id', filters.folderId)
    .eq('m.user_id', filters.userId)
    .eq('m.is_open', filters.isOpen)
    .range('m.create_time', filters.startTime, filters.endTime);
  if (filters.tagIds?.length) {
    where.where(
      `m.id IN (SELECT material_id FROM material_tags WHERE tag_id IN (${marks(filters.tagIds)}))`,
      ...filters.tagIds,
    );
  }
  return pageOf<MaterialRow>(db, 'materials m', where, 'm.create_time DESC, m.id DESC', page, 'm.*');
}

/** One material of the brand; deleted ones only with `deleted: true`. */
export function materialById(
  db: Database,
  brandId: number,
  id: number,
  options: { deleted?: boolean } = {},
): MaterialRow | undefined {
  return db
    .prepare(`SELECT * FROM materials WHERE brand_id = ? AND id = ?${options.deleted ? '' : ' AND is_delete = 0'}`)
    .get(brandId, id) as MaterialRow | undefined;
}

/** The brand's materials (not deleted) among `ids`; unknown or foreign ids are simply not there. */
export function materialsByIds(db: Database, brandId: number, ids: readonly number[]): MaterialRow[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .prepare(`SELECT * FROM materials WHERE brand_id = ? AND is_delete = 0 AND id IN (${marks(unique)})`)
    .all(brandId, ...unique) as unknown as MaterialRow[];
}

function folderPath(db: Database, brandId: number, folderId: number | null): string | null {
  const names: string[] = [];
  let current = folderId;
  for (let depth = 0; current !== null && depth < 20; depth += 1) {
    const row = db
      .prepare('SELECT name, parent_id FROM folders WHERE brand_id = ? AND id = ?')
      .get(brandId, current) as { name: string; parent_id: number | null } | undefined;
    if (!row) break;
    names.unshift(row.name);
    current = row.parent_id;
  }
  return names.length ? names.join('/') : null;
}

/** The API shape of the brand's materials, with their creator, departments, folders, tags and members. */
export function toMaterials(db: Database, brandId: number, rows: readonly MaterialRow[]): Material[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const tags = db
    .prepare(
      `SELECT mt.material_id, t.name FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
       WHERE t.brand_id = ? AND mt.material_id IN (${marks(ids)}) ORDER BY t.name`,
    )
    .all(brandId, ...ids) as Array<{ material_id: number; name: string }>;
  const members = db
    .prepare(
      `SELECT mm.material_id, ub.user_id, ub.user_brand_name FROM material_members mm
       JOIN user_brands ub ON ub.user_id = mm.user_id AND ub.brand_id = ?
       WHERE mm.material_id IN (${marks(ids)}) ORDER BY ub.user_id`,
    )
    .all(brandId, ...ids) as Array<{ material_id: number; user_id: number; user_brand_name: string }>;
  const userIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const creators = new Map<number, { name: string; depts: string[] }>();
  for (const userId of userIds) {
    const member = db
      .prepare('SELECT user_brand_name FROM user_brands WHERE user_id = ? AND brand_id = ?')
      .get(userId, brandId) as { user_brand_name: string } | undefined;
    const depts = db
      .prepare(
        `SELECT d.name FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
         WHERE ud.user_id = ? AND ud.brand_id = ? ORDER BY d.id`,
      )
      .all(userId, brandId) as Array<{ name: string }>;
    creators.set(userId, { name: member?.user_brand_name ?? '', depts: depts.map((d) => d.name) });
  }
  return rows.map((r) => {
    const creator = r.user_id === null ? undefined : creators.get(r.user_id);
    const path = folderPath(db, brandId, r.folder_id);
    return {
      id: r.id,
      name: r.name,
      type: r.type as MaterialTypeCode,
      specificType: r.specific_type,
      url: r.url,
      coverUrl: r.cover_url,
      content: r.content,
      size: r.size,
      duration: r.duration,
      wight: r.width,
      height: r.height,
      createTime: r.create_time,
      expireTime: r.expire_time,
      source: r.source as MaterialSourceCode,
      userName: creator?.name ?? null,
      depList: creator?.depts ?? [],
      batchNumber: r.batch_number,
      userDTOS: members
        .filter((m) => m.material_id === r.id)
        .map((m) => ({ userId: m.user_id, userBrandName: m.user_brand_name })),
      folderList: path ? [{ allPathName: path }] : [],
      businessNameList: JSON.parse(r.business_names) as string[],
      tagList: tags.filter((t) => t.material_id === r.id).map((t) => ({ name: t.name })),
      isDelete: r.is_delete ? 1 : 0,
      isOpen: r.is_open ? 1 : 0,
    };
  });
}

/** A new material's columns; what is left out is stored as NULL. */
export interface NewMaterial {
  name: string;
  type: number;
  specificType?: number | null | undefined;
  url?: string | null | undefined;
  coverUrl?: string | null | undefined;
  content?: string | null | undefined;
  size?: number | null | undefined;
  duration?: number | null | undefined;
  width?: number | null | undefined;
  height?: number | null | undefined;
  createTime: string;
  source: number;
  userId: number;
  batchNumber?: string | null | undefined;
  folderId?: number | null | undefined;
}

/** Adds a material to the brand; returns its id. */
export function insertMaterial(db: Database, brandId: number, m: NewMaterial): number {
  const result = db
    .prepare(
      `INSERT INTO materials (brand_id, name, type, specific_type, url, cover_url, content, size, duration, width, height,
         create_time, source, user_id, batch_number, folder_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      brandId,
      m.name,
      m.type,
      m.specificType ?? null,
      m.url ?? null,
      m.coverUrl ?? null,
      m.content ?? null,
      m.size ?? null,
      m.duration ?? null,
      m.width ?? null,
      m.height ?? null,
      m.createTime,
      m.source,
      m.userId,
      m.batchNumber ?? null,
      m.folderId ?? null,
    );
  return Number(result.lastInsertRowid);
}

/** What saving an existing material changes: its file and description; its source only when given. */
export type MaterialChanges = Omit<NewMaterial, 'type' | 'createTime' | 'source' | 'userId' | 'batchNumber'> & {
  source?: number | undefined;
};

export function updateMaterial(db: Database, brandId: number, id: number, m: MaterialChanges): void {
  db.prepare(
    `UPDATE materials SET name = ?, specific_type = ?, url = ?, cover_url = ?, content = ?, size = ?, duration = ?,
       width = ?, height = ?, folder_id = ?, source = coalesce(?, source) WHERE brand_id = ? AND id = ?`,
  ).run(
    m.name,
    m.specificType ?? null,
    m.url ?? null,
    m.coverUrl ?? null,
    m.content ?? null,
    m.size ?? null,
    m.duration ?? null,
    m.width ?? null,
    m.height ?? null,
    m.folderId ?? null,
    m.source ?? null,
    brandId,
    id,
  );
}

function updateEach(db: Database, brandId: number, ids: readonly number[], set: string, value: string | number): void {
  const update = db.prepare(`UPDATE materials SET ${set} = ? WHERE brand_id = ? AND id = ?`);
  for (const id of ids) update.run(value, brandId, id);
}

/** Moves materials to the deleted state (they can then be removed for good with `purgeMaterials`). */
export function markMaterialsDeleted(db: Database, brandId: number, ids: readonly number[]): void {
  updateEach(db, brandId, ids, 'is_delete', 1);
}

export function setMaterialsOpen(db: Database, brandId: number, ids: readonly number[], isOpen: number): void {
  updateEach(db, brandId, ids, 'is_open', isOpen);
}

export function setMaterialsExpireTime(
  db: Database,
  brandId: number,
  ids: readonly number[],
  expireTime: string,
): void {
  updateEach(db, brandId, ids, 'expire_time', expireTime);
}

export function setSpecificType(db: Database, brandId: number, id: number, specificType: number): void {
  updateEach(db, brandId, [id], 'specific_type', specificType);
}

/**
 * Removes materials for good, with the brand's upload records of their files. Returns the stored
 * names no material points at any more, whose files the caller removes. A file still used by
 * another material, of any brand, stays (seeded brands share some files).
 */
export function purgeMaterials(db: Database, brandId: number, rows: readonly MaterialRow[]): string[] {
  const stillUsed = db.prepare('SELECT 1 FROM materials WHERE url = ? OR cover_url = ?');
  return rows.flatMap((r) => {
    db.prepare('DELETE FROM materials WHERE brand_id = ? AND id = ?').run(brandId, r.id);
    return [r.url, r.cover_url].flatMap((url) => {
      const name = url?.startsWith('/files/') ? url.slice('/files/'.length) : '';
      if (!STORED_NAME.test(name) || stillUsed.get(url, url)) return [];
      db.prepare('DELETE FROM uploads WHERE brand_id = ? AND stored_name = ?').run(brandId, name);
      return [name];
    });
  });
}

/** The brand's upload stored under `storedName`, if there is one. */
export function uploadOf(
  db: Database,
  brandId: number,
  storedName: string,
): { mime: string; size: number } | undefined {
  return db
    .prepare('SELECT mime, size FROM uploads WHERE brand_id = ? AND stored_name = ?')
    .get(brandId, storedName) as { mime: string; size: number } | undefined;
}

export function logMaterialUse(db: Database, brandId: number, materialId: number, userId: number, at: string): void {
  db.prepare(
    'INSERT INTO material_use_log (brand_id, material_id, user_id, action, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(brandId, materialId, userId, 'use', at);
}

/** One page of a material's use log, newest first. */
export function materialUseLogPage(
  db: Database,
  brandId: number,
  materialId: number,
  page: { pageNo: number; pageSize: number },
): { records: UseLog[]; total: number } {
  const { rows, total } = pageOf<{ id: number; created_at: string; action: string; user_brand_name: string | null }>(
    db,
    'material_use_log l LEFT JOIN user_brands ub ON ub.user_id = l.user_id AND ub.brand_id = l.brand_id',
    new Filters('l.brand_id = ? AND l.material_id = ?', brandId, materialId),
    'l.id DESC',
    page,
    'l.id, l.created_at, l.action, ub.user_brand_name',
  );
  return {
    records: rows.map((l) => ({
      id: l.id,
      userBrandName: l.user_brand_name ?? '',
      useTime: l.created_at,
      remark: l.action === 'use' ? null : l.action,
    })),
    total,
  };
}

export function folderExists(db: Database, brandId: number, id: number): boolean {
  return !!db.prepare('SELECT 1 FROM folders WHERE brand_id = ? AND id = ?').get(brandId, id);
}

function namesOf(db: Database, brandId: number, table: 'tags' | 'folders', ids: readonly number[]): { name: string }[] {
  const statement = db.prepare(`SELECT name FROM ${table} WHERE brand_id = ? AND id = ?`);
  return ids.flatMap((id) => {
    const row = statement.get(brandId, id) as { name: string } | undefined;
    return row ? [{ name: row.name }] : [];
  });
}

/** The names of the brand's folders among `ids`, in their order; unknown ids are left out. */
export const folderNames = (db: Database, brandId: number, ids: readonly number[]) =>
  namesOf(db, brandId, 'folders', ids);

/** The names of the brand's tags among `ids`, in their order; unknown ids are left out. */
export const tagNames = (db: Database, brandId: number, ids: readonly number[]) => namesOf(db, brandId, 'tags', ids);

/** The brand's tags among `ids` (each once); unknown or foreign ids are left out. */
export function existingTagIds(db: Database, brandId: number, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return (
    db.prepare(`SELECT id FROM tags WHERE brand_id = ? AND id IN (${marks(unique)})`).all(brandId, ...unique) as Array<{
      id: number;
    }>
  ).map((r) => r.id);
}

/** The brand's tags whose name contains `text` (`%` and `_` taken literally). */
export function tagIdsContaining(db: Database, brandId: number, text: string): number[] {
  const where = new Filters('brand_id = ?', brandId).contains('name', text);
  return (db.prepare(`SELECT id FROM tags WHERE ${where.sql}`).all(...where.args) as Array<{ id: number }>).map(
    (t) => t.id,
  );
}

/** Every tag of the brand. */
export function brandTags(db: Database, brandId: number): Array<{ id: number; name: string }> {
  return db.prepare('SELECT id, name FROM tags WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{
    id: number;
    name: string;
  }>;
}

export function tagNameTaken(db: Database, brandId: number, name: string): boolean {
  return !!db.prepare('SELECT 1 FROM tags WHERE brand_id = ? AND name = ?').get(brandId, name);
}

/** Adds a tag to the brand; a name the brand already has is left as it is. */
export function addTag(db: Database, brandId: number, name: string, tagType: number): void {
  db.prepare('INSERT OR IGNORE INTO tags (brand_id, name, tag_type) VALUES (?, ?, ?)').run(brandId, name, tagType);
}

/** Removes a tag (and its relations); false when the brand has no such tag. */
export function deleteTag(db: Database, brandId: number, id: number): boolean {
  return db.prepare('DELETE FROM tags WHERE brand_id = ? AND id = ?').run(brandId, id).changes > 0;
}

/** False when the brand has no such tag. */
export function setTagDescription(db: Database, brandId: number, id: number, description: string): boolean {
  return (
    db.prepare('UPDATE tags SET description = ? WHERE brand_id = ? AND id = ?').run(description, brandId, id).changes >
    0
  );
}

/** The brand's tags by name (at most 500), optionally those whose name contains `name` or of one type. */
export function listTags(
  db: Database,
  brandId: number,
  filters: { name?: string | undefined; tagType?: number | undefined },
): Tag[] {
  const where = new Filters('brand_id = ?', brandId).contains('name', filters.name).eq('tag_type', filters.tagType);
  const tags = db
    .prepare(`SELECT id, name, description FROM tags WHERE ${where.sql} ORDER BY name LIMIT 500`)
    .all(...where.args) as Array<{ id: number; name: string; description: string }>;
  return tags.map((t) => ({ id: t.id, name: t.name, description: t.description || null }));
}

/** Tags materials: only pairs of a material and a tag both of the brand are related; existing ones stay. */
export function addMaterialTags(
  db: Database,
  brandId: number,
  materialIds: readonly number[],
  tagIds: readonly number[],
): void {
  const relate = db.prepare(
    `INSERT OR IGNORE INTO material_tags (material_id, tag_id)
     SELECT m.id, t.id FROM materials m JOIN tags t ON t.brand_id = m.brand_id
     WHERE m.brand_id = ? AND m.id = ? AND t.id = ?`,
  );
  for (const materialId of materialIds) for (const tagId of tagIds) relate.run(brandId, materialId, tagId);
}

/** Untags the brand's materials. */
export function removeMaterialTags(
  db: Database,
  brandId: number,
  materialIds: readonly number[],
  tagIds: readonly number[],
): void {
  const unrelate = db.prepare(
    `DELETE FROM material_tags WHERE material_id = ? AND tag_id = ?
       AND material_id IN (SELECT id FROM materials WHERE brand_id = ?)`,
  );
  for (const materialId of materialIds) for (const tagId of tagIds) unrelate.run(materialId, tagId, brandId);
}

/** A material's tags become exactly `tagIds`. */
export function replaceMaterialTags(
  db: Database,
  brandId: number,
  materialId: number,
  tagIds: readonly number[],
): void {
  db.prepare(
    'DELETE FROM material_tags WHERE material_id = (SELECT id FROM materials WHERE brand_id = ? AND id = ?)',
  ).run(brandId, materialId);
  addMaterialTags(db, brandId, [materialId], tagIds);
}

/** The members of the brand among `userIds` (each once). */
export function brandMemberIds(db: Database, brandId: number, userIds: readonly number[]): number[] {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  return (
    db
      .prepare(`SELECT user_id FROM user_brands WHERE brand_id = ? AND user_id IN (${marks(unique)})`)
      .all(brandId, ...unique) as Array<{ user_id: number }>
  ).map((r) => r.user_id);
}

/** True when any of `userIds` already is an exclusive member of the brand's material. */
export function hasAnyMember(db: Database, brandId: number, materialId: number, userIds: readonly number[]): boolean {
  if (userIds.length === 0) return false;
  return !!db
    .prepare(
      `SELECT 1 FROM material_members mm JOIN materials m ON m.id = mm.material_id
       WHERE m.brand_id = ? AND mm.material_id = ? AND mm.user_id IN (${marks(userIds)})`,
    )
    .get(brandId, materialId, ...userIds);
}

/** Adds exclusive members to the brand's material, or (`replace`) makes them its only ones. */
export function setMaterialMembers(
  db: Database,
  brandId: number,
  materialId: number,
  userIds: readonly number[],
  options: { replace: boolean },
): void {
  if (!db.prepare('SELECT 1 FROM materials WHERE brand_id = ? AND id = ?').get(brandId, materialId)) return;
  if (options.replace) db.prepare('DELETE FROM material_members WHERE material_id = ?').run(materialId);
  const add = db.prepare('INSERT INTO material_members (material_id, user_id) VALUES (?, ?)');
  for (const userId of userIds) add.run(materialId, userId);
}
