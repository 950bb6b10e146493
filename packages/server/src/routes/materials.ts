import type { Material, MaterialSourceCode, MaterialTypeCode, Tag, UseLog } from '@brand-console/api-client';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { transaction, type Database } from '../db/database';
import { Filters, likePattern, pageOf, paging } from '../db/query';
import type { Auth, Services } from '../http/context';
import { badRequest, Codes, notFound, refused } from '../http/errors';
import { LIBRARY, MATERIAL_PAGES } from '../http/access';
import type { RouteTable } from '../http/routes';
import { boundToText, formatDateTime } from '../lib/time';
import { STORED_NAME, storeUpload, type FileKindName } from '../storage/files';
import { fontUrl } from '../storage/fonts';
import { issueGrant } from '../storage/grants';

/** Material types (spec section 3). */
export const MaterialType = { video: 1, image: 2, audio: 3, text: 4, unknown: 5, font: 6 } as const;
/** Specific types: audio 2 sound effect, 4 BGM; image 3 sticker. */
export const SpecificType = { soundEffect: 2, sticker: 3, bgm: 4 } as const;
/** Sources used by the server itself. */
export const Source = { libraryUpload: 3, cloud: 6, merge: 30, split: 31 } as const;

/** Which file kinds each material type accepts. */
const KINDS_BY_TYPE: Record<number, readonly FileKindName[]> = {
  [MaterialType.video]: ['mp4'],
  [MaterialType.image]: ['jpeg', 'png', 'gif', 'webp'],
  [MaterialType.audio]: ['mp3', 'wav'],
  [MaterialType.text]: ['text'],
  [MaterialType.font]: ['font'],
};
const TYPE_BY_KIND: Record<FileKindName, number> = {
  mp4: MaterialType.video,
  jpeg: MaterialType.image,
  png: MaterialType.image,
  gif: MaterialType.image,
  webp: MaterialType.image,
  mp3: MaterialType.audio,
  wav: MaterialType.audio,
  text: MaterialType.text,
  font: MaterialType.font,
};
const ALL_KINDS = Object.keys(TYPE_BY_KIND) as FileKindName[];

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

/** The API shape of stored materials, with their creator, departments, folders, tags and members. */
export function toMaterials(db: Database, rows: MaterialRow[]): Material[] {
  if (rows.length === 0) return [];
  const brandId = rows[0]!.brand_id;
  const ids = rows.map((r) => r.id);
  const marks = ids.map(() => '?').join(',');
  const tags = db
    .prepare(
      `SELECT mt.material_id, t.name FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
       WHERE t.brand_id = ? AND mt.material_id IN (${marks}) ORDER BY t.name`,
    )
    .all(brandId, ...ids) as Array<{ material_id: number; name: string }>;
  const members = db
    .prepare(
      `SELECT mm.material_id, ub.user_id, ub.user_brand_name FROM material_members mm
       JOIN user_brands ub ON ub.user_id = mm.user_id AND ub.brand_id = ?
       WHERE mm.material_id IN (${marks}) ORDER BY ub.user_id`,
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

/** One material of the caller's brand, or 404 (another brand's id answers exactly as a missing one). */
export function materialOf(db: Database, auth: Auth, id: number, options: { deleted?: boolean } = {}): MaterialRow {
  const row = db
    .prepare(`SELECT * FROM materials WHERE brand_id = ? AND id = ?${options.deleted ? '' : ' AND is_delete = 0'}`)
    .get(auth.brandId, id) as MaterialRow | undefined;
  if (!row) throw notFound('素材不存在');
  return row;
}

/** The caller's brand's materials among `ids`; unknown or foreign ids are simply not there. */
function materialsOf(db: Database, auth: Auth, ids: readonly number[]): MaterialRow[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .prepare(
      `SELECT * FROM materials WHERE brand_id = ? AND is_delete = 0 AND id IN (${unique.map(() => '?').join(',')})`,
    )
    .all(auth.brandId, ...unique) as unknown as MaterialRow[];
}

function requireAll(db: Database, auth: Auth, ids: readonly number[]): MaterialRow[] {
  const rows = materialsOf(db, auth, ids);
  if (rows.length === 0 || rows.length !== new Set(ids).size) throw notFound('素材不存在');
  return rows;
}

function tagsOf(db: Database, auth: Auth, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = db
    .prepare(`SELECT id FROM tags WHERE brand_id = ? AND id IN (${unique.map(() => '?').join(',')})`)
    .all(auth.brandId, ...unique) as Array<{ id: number }>;
  if (rows.length !== unique.length) throw notFound('标签不存在');
  return rows.map((r) => r.id);
}

function folderOf(db: Database, auth: Auth, folderId: number | undefined): number | null {
  if (folderId === undefined) return null;
  const row = db.prepare('SELECT id FROM folders WHERE brand_id = ? AND id = ?').get(auth.brandId, folderId);
  if (!row) throw notFound('文件夹不存在');
  return folderId;
}

/** A URL the brand may store on a material: one of its own uploads (or generated files). */
function ownedFileUrl(db: Database, auth: Auth, url: string): { mime: string; size: number } {
  const name = url.startsWith('/files/') ? url.slice('/files/'.length) : '';
  const upload =
    STORED_NAME.test(name) &&
    (db.prepare('SELECT mime, size FROM uploads WHERE brand_id = ? AND stored_name = ?').get(auth.brandId, name) as
      { mime: string; size: number } | undefined);
  if (!upload) throw refused('请先上传文件');
  return upload;
}

function relateTags(db: Database, materialIds: readonly number[], tagIds: readonly number[], add: boolean): void {
  const statement = add
    ? db.prepare('INSERT OR IGNORE INTO material_tags (material_id, tag_id) VALUES (?, ?)')
    : db.prepare('DELETE FROM material_tags WHERE material_id = ? AND tag_id = ?');
  for (const materialId of materialIds) for (const tagId of tagIds) statement.run(materialId, tagId);
}

interface MaterialInput {
  id?: number | undefined;
  name: string;
  type: number;
  specificType?: number | undefined;
  url: string;
  coverUrl?: string | undefined;
  content?: string | undefined;
  size?: number | undefined;
  duration?: number | undefined;
  wight?: number | undefined;
  height?: number | undefined;
  folderId?: number | undefined;
  tagIds?: number[] | undefined;
  source?: 3 | 10 | undefined;
}

function checkSpecificType(type: number, specificType: number | undefined | null): void {
  if (specificType === undefined || specificType === null) return;
  const fits =
    (type === MaterialType.audio && (specificType === SpecificType.soundEffect || specificType === SpecificType.bgm)) ||
    (type === MaterialType.image && specificType === SpecificType.sticker);
  if (!fits) throw badRequest('素材类型与细分类型不符');
}

/** Inserts or updates one material from a save call; returns its id. */
function saveMaterial(services: Services, auth: Auth, input: MaterialInput, batchNumber: string | null): number {
  const { db } = services;
  const upload = ownedFileUrl(db, auth, input.url);
  if (input.coverUrl) ownedFileUrl(db, auth, input.coverUrl);
  const allowed = KINDS_BY_TYPE[input.type];
  if (!allowed) throw badRequest('不支持的素材类型');
  checkSpecificType(input.type, input.specificType);
  const folderId = folderOf(db, auth, input.folderId);
  const tagIds = tagsOf(db, auth, input.tagIds ?? []);
  const name = input.name.trim().slice(0, 100);
  if (input.id !== undefined) {
    materialOf(db, auth, input.id);
    db.prepare(
      `UPDATE materials SET name = ?, specific_type = ?, url = ?, cover_url = ?, content = ?, size = ?, duration = ?,
         width = ?, height = ?, folder_id = ? WHERE brand_id = ? AND id = ?`,
    ).run(
      name,
      input.specificType ?? null,
      input.url,
      input.coverUrl ?? null,
      input.content ?? null,
      upload.size,
      input.duration ?? null,
      input.wight ?? null,
      input.height ?? null,
      folderId,
      auth.brandId,
      input.id,
    );
    if (input.source !== undefined) {
      db.prepare('UPDATE materials SET source = ? WHERE brand_id = ? AND id = ?').run(
        input.source,
        auth.brandId,
        input.id,
      );
    }
    if (input.tagIds) {
      db.prepare('DELETE FROM material_tags WHERE material_id = ?').run(input.id);
      relateTags(db, [input.id], tagIds, true);
    }
    return input.id;
  }
  const result = db
    .prepare(
      `INSERT INTO materials (brand_id, name, type, specific_type, url, cover_url, content, size, duration, width, height,
         create_time, source, user_id, batch_number, folder_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      auth.brandId,
      name,
      input.type,
      input.specificType ?? null,
      input.url,
      input.coverUrl ?? null,
      input.content ?? null,
      upload.size,
      input.duration ?? null,
      input.wight ?? null,
      input.height ?? null,
      formatDateTime(services.now()),
      input.source ?? Source.libraryUpload,
      auth.userId,
      batchNumber,
      folderId,
    );
  const id = Number(result.lastInsertRowid);
  relateTags(db, [id], tagIds, true);
  return id;
}

function newBatchNumber(now: number): string {
  return `PC${formatDateTime(now).replace(/\D/g, '')}${randomBytes(2).toString('hex').toUpperCase()}`;
}

/** Exclusive members can only be set on materials in use by the person (spec section 6). */
export function canHaveMembers(row: Pick<MaterialRow, 'type' | 'specific_type' | 'source'>): boolean {
  if (row.source === Source.cloud) return false;
  if (row.type === MaterialType.video) return true;
  if (row.type === MaterialType.image) return row.specific_type !== SpecificType.sticker;
  if (row.type === MaterialType.audio) {
    return row.specific_type !== SpecificType.soundEffect && row.specific_type !== SpecificType.bgm;
  }
  return false;
}

/** The material library (spec section 7, `/cgp/web/media/material/...`). */
export const materialRoutes: RouteTable = {
  '/cgp/web/media/material/list': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => {
      const filters = new Filters('m.brand_id = ? AND m.is_delete = 0', auth.brandId)
        .contains('m.name', params.name)
        .eq('m.type', params.type)
        .eq('m.source', params.source)
        .eq('m.folder_id', params.folderId)
        .eq('m.user_id', params.userId)
        .eq('m.is_open', params.isOpen)
        .range('m.create_time', params.startTime, params.endTime);
      if (params.tagIds?.length) {
        filters.where(
          `m.id IN (SELECT material_id FROM material_tags WHERE tag_id IN (${params.tagIds.map(() => '?').join(',')}))`,
          ...params.tagIds,
        );
      }
      const { rows, total } = pageOf<MaterialRow>(
        services.db,
        'materials m',
        filters,
        'm.create_time DESC, m.id DESC',
        params,
        'm.*',
      );
      return { records: toMaterials(services.db, rows), total };
    },
  },

  '/cgp/web/media/material/detail': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => {
      const [material] = toMaterials(services.db, [materialOf(services.db, auth, params.id)]);
      return material!;
    },
  },

  '/cgp/web/media/material/save': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => ({
      id: transaction(services.db, () => saveMaterial(services, auth, params, null)),
    }),
  },

  '/cgp/web/media/material/batchSave': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      transaction(services.db, () => {
        for (const material of params.materials) saveMaterial(services, auth, material, null);
      });
      return null;
    },
  },

  '/cgp/web/media/material/batch/save': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      transaction(services.db, () => {
        for (const material of params.materials)
          saveMaterial(services, auth, material, params.batchNumber.slice(0, 40));
      });
      return null;
    },
  },

  '/cgp/web/media/material/batch/number': {
    access: LIBRARY,
    handler: ({ services }) => newBatchNumber(services.now()),
  },

  '/cgp/web/media/material/batch/upload': {
    access: LIBRARY,
    handler: async ({ params, auth, services }) => {
      const folderId = folderOf(services.db, auth, params.folderId);
      const files = params.files.filter((f): f is File => f instanceof File);
      if (files.length === 0) throw badRequest('请选择文件');
      const batchNumber = params.batchNumber?.slice(0, 40) || newBatchNumber(services.now());
      const contents = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
      const ids = transaction(services.db, () =>
        files.map((file, i) => {
          const stored = storeUpload(services, auth, file, contents[i]!, ALL_KINDS);
          const result = services.db
            .prepare(
              `INSERT INTO materials (brand_id, name, type, url, content, size, create_time, source, user_id, batch_number, folder_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              auth.brandId,
              file.name.replace(/\.[^.]+$/, '').slice(0, 100) || file.name.slice(0, 100),
              TYPE_BY_KIND[stored.kind],
              stored.url,
              stored.kind === 'text' ? new TextDecoder().decode(contents[i]).slice(0, 20_000) : null,
              stored.size,
              formatDateTime(services.now()),
              Source.libraryUpload,
              auth.userId,
              batchNumber,
              folderId,
            );
          return Number(result.lastInsertRowid);
        }),
      );
      return toMaterials(
        services.db,
        ids.map((id) => materialOf(services.db, auth, id)),
      );
    },
  },

  '/cgp/web/media/material/batch/delete': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const rows = requireAll(services.db, auth, params.ids);
      const remove = services.db.prepare('UPDATE materials SET is_delete = 1 WHERE brand_id = ? AND id = ?');
      transaction(services.db, () => rows.forEach((r) => remove.run(auth.brandId, r.id)));
      return null;
    },
  },

  '/cgp/web/media/material/batch/setOpen': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const rows = requireAll(services.db, auth, params.ids);
      const update = services.db.prepare('UPDATE materials SET is_open = ? WHERE brand_id = ? AND id = ?');
      transaction(services.db, () => rows.forEach((r) => update.run(params.isOpen, auth.brandId, r.id)));
      return null;
    },
  },

  '/cgp/web/media/material/batch/setExpire': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const expireTime = params.expireTime.trim();
      if (!expireTime) throw refused('请选择时间');
      if (!boundToText(expireTime, false)) throw badRequest('时间格式错误');
      const rows = requireAll(services.db, auth, params.ids);
      const update = services.db.prepare('UPDATE materials SET expire_time = ? WHERE brand_id = ? AND id = ?');
      transaction(services.db, () => rows.forEach((r) => update.run(expireTime, auth.brandId, r.id)));
      return null;
    },
  },

  '/cgp/web/media/material/use': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => {
      const row = materialOf(services.db, auth, params.id);
      services.db
        .prepare(
          'INSERT INTO material_use_log (brand_id, material_id, user_id, action, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(auth.brandId, row.id, auth.userId, 'use', formatDateTime(services.now()));
      return null;
    },
  },

  '/cgp/web/media/material/use/log/list': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const row = materialOf(services.db, auth, params.id, { deleted: true });
      const { limit, offset } = paging(params);
      const total = (
        services.db
          .prepare('SELECT count(*) AS n FROM material_use_log WHERE brand_id = ? AND material_id = ?')
          .get(auth.brandId, row.id) as { n: number }
      ).n;
      const logs = services.db
        .prepare(
          `SELECT l.id, l.created_at, l.action, ub.user_brand_name FROM material_use_log l
         LEFT JOIN user_brands ub ON ub.user_id = l.user_id AND ub.brand_id = l.brand_id
         WHERE l.brand_id = ? AND l.material_id = ? ORDER BY l.id DESC LIMIT ? OFFSET ?`,
        )
        .all(auth.brandId, row.id, limit, offset) as Array<{
        id: number;
        created_at: string;
        action: string;
        user_brand_name: string | null;
      }>;
      return {
        records: logs.map((l): UseLog => ({
          id: l.id,
          userBrandName: l.user_brand_name ?? '',
          useTime: l.created_at,
          remark: l.action === 'use' ? null : l.action,
        })),
        total,
      };
    },
  },

  '/cgp/web/media/material/upload/content': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const folderId = folderOf(services.db, auth, params.folderId);
      const content = params.content.slice(0, 20_000);
      const result = services.db
        .prepare(
          `INSERT INTO materials (brand_id, name, type, content, size, create_time, source, user_id, folder_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          auth.brandId,
          params.name.trim().slice(0, 100),
          MaterialType.text,
          content,
          Buffer.byteLength(content),
          formatDateTime(services.now()),
          Source.libraryUpload,
          auth.userId,
          folderId,
        );
      return { id: Number(result.lastInsertRowid) };
    },
  },

  /** Removes deleted materials for good, with their stored files. */
  '/cgp/web/media/material/file/delete': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const rows = [...new Set(params.ids)].map((id) => materialOf(db, auth, id, { deleted: true }));
      if (rows.some((r) => !r.is_delete)) throw refused('请先删除素材，再彻底删除文件');
      const files = transaction(db, () =>
        rows.flatMap((r) => {
          db.prepare('DELETE FROM materials WHERE brand_id = ? AND id = ?').run(auth.brandId, r.id);
          return [r.url, r.cover_url].flatMap((url) => {
            const name = url?.startsWith('/files/') ? url.slice(7) : '';
            const still = db.prepare('SELECT 1 FROM materials WHERE url = ? OR cover_url = ?').get(url, url);
            if (!STORED_NAME.test(name) || still) return [];
            db.prepare('DELETE FROM uploads WHERE brand_id = ? AND stored_name = ?').run(auth.brandId, name);
            return [name];
          });
        }),
      );
      for (const name of files) rmSync(join(services.filesDir, name), { force: true });
      return null;
    },
  },

  '/cgp/web/media/material/tag/group/add': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const name = params.groupName.trim().slice(0, 30);
      const exists = services.db.prepare('SELECT 1 FROM tags WHERE brand_id = ? AND name = ?').get(auth.brandId, name);
      if (exists) throw refused('标签已存在', Codes.conflict);
      services.db.prepare('INSERT INTO tags (brand_id, name, tag_type) VALUES (?, ?, 1)').run(auth.brandId, name);
      return null;
    },
  },

  '/cgp/web/media/material/tag/delete': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const result = services.db.prepare('DELETE FROM tags WHERE brand_id = ? AND id = ?').run(auth.brandId, params.id);
      if (result.changes === 0) throw notFound('标签不存在');
      return null;
    },
  },

  '/cgp/web/media/material/tag/relate/operator': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const rows = requireAll(services.db, auth, params.materialIds);
      const tagIds = tagsOf(services.db, auth, params.tagIds);
      transaction(services.db, () =>
        relateTags(
          services.db,
          rows.map((r) => r.id),
          tagIds,
          params.operatorType === 1,
        ),
      );
      return null;
    },
  },

  '/cgp/web/media/material/tag/relate/batch/operator': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      transaction(services.db, () => {
        for (const relation of params.relations) {
          const [row] = requireAll(services.db, auth, [relation.materialId]);
          relateTags(services.db, [row!.id], tagsOf(services.db, auth, relation.tagIds), params.operatorType === 1);
        }
      });
      return null;
    },
  },

  '/cgp/web/media/material/tag/list': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => {
      const name = params.name?.trim() ?? '';
      if (params.isCreate === 1 && name) {
        services.db
          .prepare('INSERT OR IGNORE INTO tags (brand_id, name, tag_type) VALUES (?, ?, ?)')
          .run(auth.brandId, name.slice(0, 30), params.tagType ?? 1);
      }
      const where = ['brand_id = ?'];
      const args: Array<string | number> = [auth.brandId];
      if (name) {
        where.push("name LIKE ? ESCAPE '\\'");
        args.push(likePattern(name));
      }
      if (params.tagType !== undefined) {
        where.push('tag_type = ?');
        args.push(params.tagType);
      }
      const tags = services.db
        .prepare(`SELECT id, name, description FROM tags WHERE ${where.join(' AND ')} ORDER BY name LIMIT 500`)
        .all(...args) as Array<{ id: number; name: string; description: string }>;
      return { tags: tags.map((t): Tag => ({ id: t.id, name: t.name, description: t.description || null })) };
    },
  },

  '/cgp/web/media/material/tag/updateMaterialTagDesc': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const result = services.db
        .prepare('UPDATE tags SET description = ? WHERE brand_id = ? AND id = ?')
        .run(params.description.trim(), auth.brandId, params.id);
      if (result.changes === 0) throw notFound('标签不存在');
      return null;
    },
  },

  '/cgp/web/media/material/short/updateUploadSpecificType': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const row = materialOf(services.db, auth, params.id);
      checkSpecificType(row.type, params.specificType);
      services.db
        .prepare('UPDATE materials SET specific_type = ? WHERE brand_id = ? AND id = ?')
        .run(params.specificType, auth.brandId, row.id);
      return null;
    },
  },

  '/cgp/web/media/userMedia/setUserRelation': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const userIds = [...new Set(params.userIds ?? [])];
      if (userIds.length === 0) throw refused('请选择需要添加的成员');
      const rows = requireAll(db, auth, params.mediaIds);
      if (rows.some((r) => !canHaveMembers(r))) throw refused('所选素材不支持设置专属成员');
      for (const userId of userIds) {
        const member = db
          .prepare('SELECT 1 FROM user_brands WHERE user_id = ? AND brand_id = ?')
          .get(userId, auth.brandId);
        if (!member) throw notFound('成员不存在');
      }
      transaction(db, () => {
        for (const row of rows) {
          if (params.isAppend === 1) {
            const duplicate = userIds.some((userId) =>
              db.prepare('SELECT 1 FROM material_members WHERE material_id = ? AND user_id = ?').get(row.id, userId),
            );
            if (duplicate) throw refused('已添加该成员', Codes.conflict);
          } else {
            db.prepare('DELETE FROM material_members WHERE material_id = ?').run(row.id);
          }
          const add = db.prepare('INSERT INTO material_members (material_id, user_id) VALUES (?, ?)');
          for (const userId of userIds) add.run(row.id, userId);
        }
      });
      return null;
    },
  },

  '/cgp/web/oss/ali/getSts': { access: MATERIAL_PAGES, handler: ({ auth, services }) => issueGrant(services, auth) },

  /** Brand fonts for the cover editor: the shared ones and the brand's own (spec: page 1, size 1000). */
  '/v1/sumvideo/sv/overprint/fontList': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => {
      const where = 'brand_id IS NULL OR brand_id = ?';
      const total = (
        services.db.prepare(`SELECT count(*) AS n FROM fonts WHERE ${where}`).get(auth.brandId) as { n: number }
      ).n;
      const pageSize = Math.min(Math.max(1, params.pageSize), 1000);
      const rows = services.db
        .prepare(`SELECT font_key, name FROM fonts WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`)
        .all(auth.brandId, pageSize, (Math.max(1, params.pageNo) - 1) * pageSize) as Array<{
        font_key: string;
        name: string;
      }>;
      return {
        records: rows.map((r) => ({ fontKey: r.font_key, fontName: r.name, fontUrl: fontUrl(r.font_key) })),
        total,
      };
    },
  },
};
