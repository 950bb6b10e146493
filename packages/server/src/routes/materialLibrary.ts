import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { transaction, type Database } from '../db/database';
import {
  addMaterialTags,
  addTag,
  brandMemberIds,
  brandTags,
  deleteTag,
  existingTagIds,
  folderExists,
  hasAnyMember,
  insertMaterial,
  listMaterials,
  listTags,
  logMaterialUse,
  markMaterialsDeleted,
  materialById,
  materialsByIds,
  purgeMaterials,
  removeMaterialTags,
  replaceMaterialTags,
  setMaterialMembers,
  setMaterialsExpireTime,
  setMaterialsOpen,
  setSpecificType,
  setTagDescription,
  tagNameTaken,
  toMaterials,
  updateMaterial,
  uploadOf,
  materialUseLogPage,
  type MaterialRow,
} from '../db/materialLibrary';
import { insertTagTask } from '../db/taskCentre';
import type { Auth, Services } from '../http/context';
import { badRequest, Codes, notFound, refused } from '../http/errors';
import { LIBRARY, MATERIAL_PAGES, MATERIAL_PICKERS, UPLOADERS } from '../http/access';
import type { RouteTable } from '../http/routes';
import { MaterialSource, MaterialType, SpecificType } from '../lib/codes';
import { boundToText, formatDateTime } from '../lib/time';
import { STORED_NAME, storeUpload, type FileKindName } from '../storage/files';
import { issueGrant } from '../storage/grants';
import { MediaError } from '../media/errors';
import { measureStoredVideo, type MeasuredVideo } from '../media/storedVideos';

/** Which file kinds each material type accepts. */
const KINDS_BY_TYPE: Partial<Record<number, readonly FileKindName[]>> = {
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

/** One material of the caller's brand, or 404 (another brand's id answers exactly as a missing one). */
function materialOf(db: Database, auth: Auth, id: number, options: { deleted?: boolean } = {}): MaterialRow {
  const row = materialById(db, auth.brandId, id, options);
  if (!row) throw notFound('素材不存在');
  return row;
}

/** Every one of `ids` as a material of the caller's brand, or 404. */
function requireAll(db: Database, auth: Auth, ids: readonly number[]): MaterialRow[] {
  const rows = materialsByIds(db, auth.brandId, ids);
  if (rows.length === 0 || rows.length !== new Set(ids).size) throw notFound('素材不存在');
  return rows;
}

/** Every one of `ids` as a tag of the caller's brand (each once, in their order), or 404. */
function tagsOf(db: Database, auth: Auth, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (existingTagIds(db, auth.brandId, unique).length !== unique.length) throw notFound('标签不存在');
  return unique;
}

function folderOf(db: Database, auth: Auth, folderId: number | undefined): number | null {
  if (folderId === undefined) return null;
  if (!folderExists(db, auth.brandId, folderId)) throw notFound('文件夹不存在');
  return folderId;
}

/** A URL the brand may store on a material or measure: one of its own uploads (or generated files); refuses any other. */
export function ownedFileUrl(db: Database, auth: Pick<Auth, 'brandId'>, url: string): { mime: string; size: number } {
  const name = url.startsWith('/files/') ? url.slice('/files/'.length) : '';
  const upload = STORED_NAME.test(name) ? uploadOf(db, auth.brandId, name) : undefined;
  if (!upload) throw refused('请先上传文件');
  return upload;
}

function relateTags(db: Database, auth: Auth, materialIds: readonly number[], tagIds: readonly number[], add: boolean) {
  (add ? addMaterialTags : removeMaterialTags)(db, auth.brandId, materialIds, tagIds);
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

/**
 * Measures the videos among `inputs` on the server (ffprobe: duration, size, dimensions; a cover
 * frame when the member chose none), by URL, before they are saved: what the client says about a
 * video is never stored. A file that is not a readable video is refused (400) with the reason.
 */
async function measureVideos(
  services: Services,
  auth: Auth,
  inputs: readonly Pick<MaterialInput, 'type' | 'url' | 'name'>[],
): Promise<Map<string, MeasuredVideo>> {
  const measured = new Map<string, MeasuredVideo>();
  for (const input of inputs) {
    if (input.type !== MaterialType.video || measured.has(input.url)) continue;
    ownedFileUrl(services.db, auth, input.url);
    try {
      measured.set(input.url, await measureStoredVideo(services, auth, input.url, input.name));
    } catch (error) {
      if (error instanceof MediaError) throw badRequest(`${error.message}，请检查后重新上传`);
      throw error;
    }
  }
  return measured;
}

/** Inserts or updates one material from a save call; returns its id. */
function saveMaterial(
  services: Services,
  auth: Auth,
  input: MaterialInput,
  batchNumber: string | null,
  measured: ReadonlyMap<string, MeasuredVideo>,
): number {
  const { db } = services;
  const upload = ownedFileUrl(db, auth, input.url);
  if (input.coverUrl) ownedFileUrl(db, auth, input.coverUrl);
  if (!KINDS_BY_TYPE[input.type]) throw badRequest('不支持的素材类型');
  checkSpecificType(input.type, input.specificType);
  const folderId = folderOf(db, auth, input.folderId);
  const tagIds = tagsOf(db, auth, input.tagIds ?? []);
  // A video's duration, dimensions and (unless the member chose one) cover are the server's.
  const video = input.type === MaterialType.video ? measured.get(input.url) : undefined;
  if (input.type === MaterialType.video && !video) throw badRequest('视频尚未读取，请重新上传');
  const fields = {
    name: input.name.trim().slice(0, 100),
    specificType: input.specificType,
    url: input.url,
    coverUrl: input.coverUrl ?? video?.coverUrl,
    content: input.content,
    size: upload.size,
    duration: video ? video.durationMs : input.duration,
    width: video ? video.width : input.wight,
    height: video ? video.height : input.height,
    folderId,
  };
  if (input.id !== undefined) {
    materialOf(db, auth, input.id);
    updateMaterial(db, auth.brandId, input.id, { ...fields, source: input.source });
    if (input.tagIds) replaceMaterialTags(db, auth.brandId, input.id, tagIds);
    return input.id;
  }
  const id = insertMaterial(db, auth.brandId, {
    ...fields,
    type: input.type,
    createTime: formatDateTime(services.now()),
    source: input.source ?? MaterialSource.libraryUpload,
    userId: auth.userId,
    batchNumber,
  });
  addMaterialTags(db, auth.brandId, [id], tagIds);
  return id;
}

function newBatchNumber(now: number): string {
  return `PC${formatDateTime(now).replace(/\D/g, '')}${randomBytes(2).toString('hex').toUpperCase()}`;
}

/** Exclusive members can only be set on materials in use by the person (spec section 6). */
function canHaveMembers(row: Pick<MaterialRow, 'type' | 'specific_type' | 'source'>): boolean {
  if (row.source === MaterialSource.cloudMaterial) return false;
  if (row.type === MaterialType.video) return true;
  if (row.type === MaterialType.image) return row.specific_type !== SpecificType.sticker;
  if (row.type === MaterialType.audio) {
    return row.specific_type !== SpecificType.soundEffect && row.specific_type !== SpecificType.bgm;
  }
  return false;
}

/** The material library (spec section 7, `/cgp/web/media/material/...`). */
export const materialLibraryRoutes: RouteTable = {
  '/cgp/web/media/material/list': {
    access: MATERIAL_PICKERS,
    handler: ({ params, auth, services }) => {
      const { rows, total } = listMaterials(services.db, auth.brandId, params, params);
      return { records: toMaterials(services.db, auth.brandId, rows), total };
    },
  },

  '/cgp/web/media/material/detail': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => {
      const [material] = toMaterials(services.db, auth.brandId, [materialOf(services.db, auth, params.id)]);
      return material!;
    },
  },

  '/cgp/web/media/material/save': {
    access: MATERIAL_PAGES,
    handler: async ({ params, auth, services }) => {
      const measured = await measureVideos(services, auth, [params]);
      return { id: transaction(services.db, () => saveMaterial(services, auth, params, null, measured)) };
    },
  },

  '/cgp/web/media/material/batchSave': {
    access: LIBRARY,
    handler: async ({ params, auth, services }) => {
      const measured = await measureVideos(services, auth, params.materials);
      transaction(services.db, () => {
        for (const material of params.materials) saveMaterial(services, auth, material, null, measured);
      });
      return null;
    },
  },

  '/cgp/web/media/material/batch/save': {
    access: LIBRARY,
    handler: async ({ params, auth, services }) => {
      const measured = await measureVideos(services, auth, params.materials);
      transaction(services.db, () => {
        for (const material of params.materials)
          saveMaterial(services, auth, material, params.batchNumber.slice(0, 40), measured);
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
      // Stored first (each checked by kind and bytes), then videos measured on the server, then saved.
      const stored = transaction(services.db, () =>
        files.map((file, i) => storeUpload(services, auth, file, contents[i]!, ALL_KINDS)),
      );
      const names = files.map((file) => file.name.replace(/\.[^.]+$/, '').slice(0, 100) || file.name.slice(0, 100));
      const measured = await measureVideos(
        services,
        auth,
        stored.map((s, i) => ({ type: TYPE_BY_KIND[s.kind], url: s.url, name: names[i]! })),
      );
      const ids = transaction(services.db, () =>
        stored.map((s, i) => {
          const video = measured.get(s.url);
          return insertMaterial(services.db, auth.brandId, {
            name: names[i]!,
            type: TYPE_BY_KIND[s.kind],
            url: s.url,
            coverUrl: video?.coverUrl ?? null,
            content: s.kind === 'text' ? new TextDecoder().decode(contents[i]).slice(0, 20_000) : null,
            size: s.size,
            duration: video?.durationMs ?? null,
            width: video?.width ?? null,
            height: video?.height ?? null,
            createTime: formatDateTime(services.now()),
            source: MaterialSource.libraryUpload,
            userId: auth.userId,
            batchNumber,
            folderId,
          });
        }),
      );
      return toMaterials(
        services.db,
        auth.brandId,
        ids.map((id) => materialOf(services.db, auth, id)),
      );
    },
  },

  '/cgp/web/media/material/batch/delete': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const rows = requireAll(services.db, auth, params.ids);
      transaction(services.db, () =>
        markMaterialsDeleted(
          services.db,
          auth.brandId,
          rows.map((r) => r.id),
        ),
      );
      return null;
    },
  },

  '/cgp/web/media/material/batch/setOpen': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const rows = requireAll(services.db, auth, params.ids);
      transaction(services.db, () =>
        setMaterialsOpen(
          services.db,
          auth.brandId,
          rows.map((r) => r.id),
          params.isOpen,
        ),
      );
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
      transaction(services.db, () =>
        setMaterialsExpireTime(
          services.db,
          auth.brandId,
          rows.map((r) => r.id),
          expireTime,
        ),
      );
      return null;
    },
  },

  '/cgp/web/media/material/use': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => {
      const row = materialOf(services.db, auth, params.id);
      logMaterialUse(services.db, auth.brandId, row.id, auth.userId, formatDateTime(services.now()));
      return null;
    },
  },

  '/cgp/web/media/material/use/log/list': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const row = materialOf(services.db, auth, params.id, { deleted: true });
      return materialUseLogPage(services.db, auth.brandId, row.id, params);
    },
  },

  '/cgp/web/media/material/upload/content': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const folderId = folderOf(services.db, auth, params.folderId);
      const content = params.content.slice(0, 20_000);
      const id = insertMaterial(services.db, auth.brandId, {
        name: params.name.trim().slice(0, 100),
        type: MaterialType.text,
        content,
        size: Buffer.byteLength(content),
        createTime: formatDateTime(services.now()),
        source: MaterialSource.libraryUpload,
        userId: auth.userId,
        folderId,
      });
      return { id };
    },
  },

  /** Removes deleted materials for good, with their stored files. */
  '/cgp/web/media/material/file/delete': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const rows = [...new Set(params.ids)].map((id) => materialOf(db, auth, id, { deleted: true }));
      if (rows.some((r) => !r.is_delete)) throw refused('请先删除素材，再彻底删除文件');
      const files = transaction(db, () => purgeMaterials(db, auth.brandId, rows));
      for (const name of files) rmSync(join(services.filesDir, name), { force: true });
      return null;
    },
  },

  '/cgp/web/media/material/tag/group/add': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const name = params.groupName.trim().slice(0, 30);
      if (tagNameTaken(services.db, auth.brandId, name)) throw refused('标签已存在', Codes.conflict);
      addTag(services.db, auth.brandId, name, 1);
      return null;
    },
  },

  '/cgp/web/media/material/tag/delete': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      if (!deleteTag(services.db, auth.brandId, params.id)) throw notFound('标签不存在');
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
          auth,
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
          relateTags(
            services.db,
            auth,
            [row!.id],
            tagsOf(services.db, auth, relation.tagIds),
            params.operatorType === 1,
          );
        }
      });
      return null;
    },
  },

  '/cgp/web/media/material/tag/list': {
    access: MATERIAL_PAGES,
    handler: ({ params, auth, services }) => {
      const name = params.name?.trim() ?? '';
      if (params.isCreate === 1 && name) addTag(services.db, auth.brandId, name.slice(0, 30), params.tagType ?? 1);
      return { tags: listTags(services.db, auth.brandId, { name, tagType: params.tagType }) };
    },
  },

  '/cgp/web/media/material/tag/updateMaterialTagDesc': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      if (!setTagDescription(services.db, auth.brandId, params.id, params.description.trim())) {
        throw notFound('标签不存在');
      }
      return null;
    },
  },

  '/cgp/web/media/material/short/updateUploadSpecificType': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const row = materialOf(services.db, auth, params.id);
      checkSpecificType(row.type, params.specificType);
      setSpecificType(services.db, auth.brandId, row.id, params.specificType);
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
      if (brandMemberIds(db, auth.brandId, userIds).length !== userIds.length) throw notFound('成员不存在');
      const append = params.isAppend === 1;
      transaction(db, () => {
        for (const row of rows) {
          if (append && hasAnyMember(db, auth.brandId, row.id, userIds)) throw refused('已添加该成员', Codes.conflict);
          setMaterialMembers(db, auth.brandId, row.id, userIds, { replace: !append });
        }
      });
      return null;
    },
  },

  // 图文创作 uploads the pages it draws (ADR 0033).
  '/cgp/web/oss/ali/getSts': { access: UPLOADERS, handler: ({ auth, services }) => issueGrant(services, auth) },

  /** Smart tagging (the task centre lists the tasks; the job worker tags one material a step). */
  '/cgp/web/markTagTask/createMarkTagTask': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const materialIds = [...new Set(params.materialIds)];
      if (materialIds.length === 0) throw refused('请选择素材');
      const materials = requireAll(db, auth, materialIds);
      let tagIds = tagsOf(db, auth, params.tagIds ?? []);
      if (tagIds.length === 0) {
        // Smart tagging without chosen tags: the brand's tags whose names occur in the materials' names.
        tagIds = brandTags(db, auth.brandId)
          .filter((t) => materials.some((m) => m.name.includes(t.name)))
          .map((t) => t.id);
        if (tagIds.length === 0) throw refused('没有可用的标签，请先选择标签');
      }
      insertTagTask(db, auth.brandId, {
        userId: auth.userId,
        materialIds,
        tagIds,
        createdAt: formatDateTime(services.now()),
      });
      return null;
    },
  },
};
