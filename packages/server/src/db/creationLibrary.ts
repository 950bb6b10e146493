import type {
  BrandTrade,
  CreationImportStatus,
  CreationTag,
  CreationUseLog,
  CreationUseType,
  ImportRecord,
  MediaResource,
  MediaResourceLibrary,
  QrCodeStatus,
} from '@brand-console/api-client';
import type { Database } from './database';
import { Filters, pageOf, paging } from './query';

/**
 * Data access of the creation library's writes (migration 023, ADR 0032): tags on works, the
 * shared pool and the brand's industries, use logs, imports from the design tool, QR codes, and
 * 媒资库's union of materials and works. Every function takes the brand and puts it in its
 * `WHERE`, except the worker's sweep of active imports and the public play page's token lookup.
 */

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The ids among `ids` that are works of the brand (not deleted), each once. */
export function existingCreationIds(db: Database, brandId: number, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return (
    db
      .prepare(`SELECT id FROM creations WHERE brand_id = ? AND deleted_at IS NULL AND id IN (${marks(unique)})`)
      .all(brandId, ...unique) as Array<{ id: number }>
  ).map((r) => r.id);
}

/** Adds (or removes) each tag on each work. */
export function relateCreationTags(
  db: Database,
  brandId: number,
  creationIds: readonly number[],
  tagIds: readonly number[],
  add: boolean,
): void {
  const ids = existingCreationIds(db, brandId, creationIds);
  const statement = add
    ? db.prepare('INSERT OR IGNORE INTO creation_tags (creation_id, tag_id) VALUES (?, ?)')
    : db.prepare('DELETE FROM creation_tags WHERE creation_id = ? AND tag_id = ?');
  for (const creationId of ids) for (const tagId of tagIds) statement.run(creationId, tagId);
}

/** Gives a work of the brand exactly these tags. */
export function replaceCreationTags(
  db: Database,
  brandId: number,
  creationId: number,
  tagIds: readonly number[],
): void {
  if (existingCreationIds(db, brandId, [creationId]).length === 0) return;
  db.prepare('DELETE FROM creation_tags WHERE creation_id = ?').run(creationId);
  relateCreationTags(db, brandId, [creationId], tagIds, true);
}

/** Takes a tag of the brand off every work; false when the brand has no such tag. */
export function removeTagFromCreations(db: Database, brandId: number, tagId: number): boolean {
  if (!db.prepare('SELECT 1 FROM tags WHERE brand_id = ? AND id = ?').get(brandId, tagId)) return false;
  db.prepare(
    'DELETE FROM creation_tags WHERE tag_id = ? AND creation_id IN (SELECT id FROM creations WHERE brand_id = ?)',
  ).run(tagId, brandId);
  return true;
}

/** The brand's tags with how many of its works carry each; those in use first, then by name. */
export function creationTags(db: Database, brandId: number, name: string | undefined): CreationTag[] {
  const where = new Filters('t.brand_id = ?', brandId).contains('t.name', name);
  return db
    .prepare(
      `SELECT t.id, t.name, (SELECT count(*) FROM creation_tags ct JOIN creations c ON c.id = ct.creation_id
         WHERE ct.tag_id = t.id AND c.brand_id = t.brand_id AND c.deleted_at IS NULL) AS creationCount
       FROM tags t WHERE ${where.sql} ORDER BY creationCount > 0 DESC, t.name LIMIT 500`,
    )
    .all(...where.args) as unknown as CreationTag[];
}

/** The brand's industries, in their order. */
export function brandTrades(db: Database, brandId: number): BrandTrade[] {
  return db
    .prepare('SELECT id, name FROM brand_trades WHERE brand_id = ? ORDER BY sort, id')
    .all(brandId) as unknown as BrandTrade[];
}

export function tradeExists(db: Database, brandId: number, id: number): boolean {
  return !!db.prepare('SELECT 1 FROM brand_trades WHERE brand_id = ? AND id = ?').get(brandId, id);
}

/** Opens works to the brand's shared pool (under an industry), or closes them (the industry dropped). */
export function setCreationsOpen(
  db: Database,
  brandId: number,
  ids: readonly number[],
  isOpen: 0 | 1,
  tradeId: number | null,
): void {
  db.prepare(
    `UPDATE creations SET is_open = ?, trade_id = ? WHERE brand_id = ? AND deleted_at IS NULL AND id IN (${marks(ids)})`,
  ).run(isOpen, isOpen ? tradeId : null, brandId, ...ids);
}

/** Renames a work, or changes a note's text. */
export function updateCreation(
  db: Database,
  brandId: number,
  id: number,
  fields: { name: string; content?: string | undefined; coverUrl?: string | undefined },
): void {
  db.prepare(
    `UPDATE creations SET name = ?, content = coalesce(?, content), cover_url = coalesce(?, cover_url)
     WHERE brand_id = ? AND id = ?`,
  ).run(fields.name, fields.content ?? null, fields.coverUrl ?? null, brandId, id);
}

/** Records a use of a work (`userId` null: played by its QR code). */
export function logCreationUse(
  db: Database,
  brandId: number,
  creationId: number,
  userId: number | null,
  useType: CreationUseType,
  at: string,
): void {
  db.prepare(
    'INSERT INTO creation_use_log (brand_id, creation_id, user_id, use_type, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(brandId, creationId, userId, useType, at);
}

/** One page of a work's uses, newest first. */
export function creationUseLogPage(
  db: Database,
  brandId: number,
  creationId: number,
  page: { pageNo: number; pageSize: number },
): { records: CreationUseLog[]; total: number } {
  const { rows, total } = pageOf<{ id: number; use_type: CreationUseType; created_at: string; name: string | null }>(
    db,
    'creation_use_log l LEFT JOIN user_brands ub ON ub.user_id = l.user_id AND ub.brand_id = l.brand_id',
    new Filters('l.brand_id = ? AND l.creation_id = ?', brandId, creationId),
    'l.created_at DESC, l.id DESC',
    page,
    'l.id, l.use_type, l.created_at, ub.user_brand_name AS name',
  );
  return {
    records: rows.map((r) => ({ id: r.id, userBrandName: r.name, useType: r.use_type, useTime: r.created_at })),
    total,
  };
}

// ── Imports from the design tool ──

export interface CreationImportRow {
  id: number;
  brand_id: number;
  user_id: number | null;
  /** JSON array of the design tool's video ids. */
  video_ids: string;
  total_number: number;
  success_number: number;
  fail_number: number;
  status: CreationImportStatus;
  /** JSON array of lines. */
  fail_reasons: string;
  created_at: string;
  finished_at: string | null;
}

export function insertCreationImport(
  db: Database,
  brandId: number,
  row: { userId: number; videoIds: readonly string[]; createdAt: string },
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO creation_imports (brand_id, user_id, video_ids, total_number, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(brandId, row.userId, JSON.stringify(row.videoIds), row.videoIds.length, row.createdAt).lastInsertRowid,
  );
}

/** Imports not finished (0 not started, 1 processing), across brands, oldest first: the worker's. */
export function activeCreationImports(db: Database): CreationImportRow[] {
  return db
    .prepare('SELECT * FROM creation_imports WHERE status IN (0, 1) ORDER BY id')
    .all() as unknown as CreationImportRow[];
}

export function updateCreationImport(
  db: Database,
  brandId: number,
  id: number,
  change: {
    status: CreationImportStatus;
    successNumber?: number;
    failNumber?: number;
    failReasons?: readonly string[];
    finishedAt?: string | null;
  },
): void {
  db.prepare(
    `UPDATE creation_imports SET status = ?, success_number = coalesce(?, success_number),
       fail_number = coalesce(?, fail_number), fail_reasons = coalesce(?, fail_reasons),
       finished_at = coalesce(?, finished_at)
     WHERE brand_id = ? AND id = ?`,
  ).run(
    change.status,
    change.successNumber ?? null,
    change.failNumber ?? null,
    change.failReasons ? JSON.stringify(change.failReasons) : null,
    change.finishedAt ?? null,
    brandId,
    id,
  );
}

/** One page of the brand's imports, newest first. */
export function creationImportPage(
  db: Database,
  brandId: number,
  page: { pageNo: number; pageSize: number },
): { records: ImportRecord[]; total: number } {
  const { rows, total } = pageOf<CreationImportRow & { user_name: string | null }>(
    db,
    'creation_imports i LEFT JOIN user_brands ub ON ub.user_id = i.user_id AND ub.brand_id = i.brand_id',
    new Filters('i.brand_id = ?', brandId),
    'i.created_at DESC, i.id DESC',
    page,
    'i.*, ub.user_brand_name AS user_name',
  );
  return {
    records: rows.map((r) => ({
      id: r.id,
      totalNumber: r.total_number,
      successNumber: r.success_number,
      failNumber: r.fail_number,
      status: r.status,
      progress: r.total_number ? Math.round(((r.success_number + r.fail_number) / r.total_number) * 100) : 0,
      failReasons: JSON.parse(r.fail_reasons) as string[],
      userName: r.user_name,
      gmtCreate: r.created_at,
      finishTime: r.finished_at,
    })),
    total,
  };
}

// ── QR codes ──

export interface QrCodeRow {
  creation_id: number;
  brand_id: number;
  token: string;
  link: string;
  image_url: string;
  status: QrCodeStatus;
  expire_time: string | null;
  updated_at: string;
}

export function qrCodeOf(db: Database, brandId: number, creationId: number): QrCodeRow | undefined {
  return db
    .prepare('SELECT * FROM creation_qr_codes WHERE brand_id = ? AND creation_id = ?')
    .get(brandId, creationId) as QrCodeRow | undefined;
}

/** The code a public link names (any brand: the unguessable token is the only permission). */
export function qrCodeByToken(db: Database, token: string): QrCodeRow | undefined {
  return db.prepare('SELECT * FROM creation_qr_codes WHERE token = ?').get(token) as QrCodeRow | undefined;
}

export function saveQrCode(db: Database, row: QrCodeRow): void {
  db.prepare(
    `INSERT INTO creation_qr_codes (creation_id, brand_id, token, link, image_url, status, expire_time, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (creation_id) DO UPDATE SET token = excluded.token, link = excluded.link,
       image_url = excluded.image_url, status = excluded.status, expire_time = excluded.expire_time,
       updated_at = excluded.updated_at
     WHERE creation_qr_codes.brand_id = excluded.brand_id`,
  ).run(row.creation_id, row.brand_id, row.token, row.link, row.image_url, row.status, row.expire_time, row.updated_at);
}

// ── 媒资库 ──

export interface MediaResourceFilters {
  name?: string | undefined;
  library?: MediaResourceLibrary | undefined;
  type?: number | undefined;
  tagId?: number | undefined;
  isOpen?: number | undefined;
}

interface ResourceRow {
  library: MediaResourceLibrary;
  id: number;
  name: string;
  type: number;
  cover_url: string | null;
  url: string | null;
  duration: number | null;
  size: number | null;
  source: number;
  user_id: number | null;
  created_at: string;
}

/**
 * One page of the brand's media across libraries: materials (not deleted) and works (not
 * deleted), newest first, as one list (a `UNION ALL` paged by SQLite). A work's type is 1 video or
 * 2 image (a note).
 */
export function mediaResourcePage(
  db: Database,
  brandId: number,
  filters: MediaResourceFilters,
  page: { pageNo: number; pageSize: number },
): { records: MediaResource[]; total: number } {
  const materials = new Filters('m.brand_id = ? AND m.is_delete = 0', brandId)
    .contains('m.name', filters.name)
    .eq('m.type', filters.type)
    .eq('m.is_open', filters.isOpen);
  if (filters.tagId !== undefined) {
    materials.where('m.id IN (SELECT material_id FROM material_tags WHERE tag_id = ?)', filters.tagId);
  }
  const works = new Filters('c.brand_id = ? AND c.deleted_at IS NULL', brandId)
    .contains('c.name', filters.name)
    .eq('c.is_open', filters.isOpen);
  if (filters.type !== undefined) works.eq('(CASE c.creation_type WHEN 99 THEN 2 ELSE 1 END)', filters.type);
  if (filters.tagId !== undefined) {
    works.where('c.id IN (SELECT creation_id FROM creation_tags WHERE tag_id = ?)', filters.tagId);
  }
  const parts: string[] = [];
  const args: Array<string | number | null> = [];
  if (filters.library !== 2) {
    parts.push(`SELECT 1 AS library, m.id, m.name, m.type, m.cover_url, m.url, m.duration, m.size, m.source, m.user_id,
      m.create_time AS created_at FROM materials m WHERE ${materials.sql}`);
    args.push(...materials.args);
  }
  if (filters.library !== 1) {
    parts.push(`SELECT 2 AS library, c.id, c.name, CASE c.creation_type WHEN 99 THEN 2 ELSE 1 END AS type, c.cover_url,
      c.url, c.duration, c.size, c.source, c.user_id, c.created_at FROM creations c WHERE ${works.sql}`);
    args.push(...works.args);
  }
  const union = parts.join(' UNION ALL ');
  const total = (db.prepare(`SELECT count(*) AS n FROM (${union})`).get(...args) as { n: number }).n;
  const { limit, offset } = paging(page);
  const rows = db
    .prepare(`SELECT * FROM (${union}) ORDER BY created_at DESC, library, id DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as unknown as ResourceRow[];
  const tagsOf = (table: 'material_tags' | 'creation_tags', column: string, ids: number[]) => {
    const map = new Map<number, Array<{ id: number; name: string }>>();
    if (ids.length === 0) return map;
    const found = db
      .prepare(
        `SELECT x.${column} AS owner, t.id, t.name FROM ${table} x JOIN tags t ON t.id = x.tag_id AND t.brand_id = ?
         WHERE x.${column} IN (${marks(ids)}) ORDER BY t.name`,
      )
      .all(brandId, ...ids) as Array<{ owner: number; id: number; name: string }>;
    for (const t of found) map.set(t.owner, [...(map.get(t.owner) ?? []), { id: t.id, name: t.name }]);
    return map;
  };
  const materialTags = tagsOf(
    'material_tags',
    'material_id',
    rows.filter((r) => r.library === 1).map((r) => r.id),
  );
  const workTags = tagsOf(
    'creation_tags',
    'creation_id',
    rows.filter((r) => r.library === 2).map((r) => r.id),
  );
  const userIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const names = new Map(
    userIds.length
      ? (
          db
            .prepare(
              `SELECT user_id, user_brand_name FROM user_brands WHERE brand_id = ? AND user_id IN (${marks(userIds)})`,
            )
            .all(brandId, ...userIds) as Array<{ user_id: number; user_brand_name: string }>
        ).map((u) => [u.user_id, u.user_brand_name])
      : [],
  );
  return {
    records: rows.map((r) => ({
      library: r.library,
      id: r.id,
      name: r.name,
      type: r.type,
      coverUrl: r.cover_url ?? (r.type === 2 ? r.url : null),
      url: r.url,
      duration: r.duration,
      size: r.size,
      source: r.source,
      tagList: (r.library === 1 ? materialTags : workTags).get(r.id) ?? [],
      userName: r.user_id === null ? null : (names.get(r.user_id) ?? null),
      createTime: r.created_at,
    })),
    total,
  };
}
