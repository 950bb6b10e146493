import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Creation, CreationUploadOutcome, QrCode, QrCodeStatus } from '@brand-console/api-client';
import { transaction, type Database } from '../db/database';
import {
  brandTrades,
  creationImportPage,
  creationTags,
  creationUseLogPage,
  existingCreationIds,
  insertCreationImport,
  logCreationUse,
  mediaResourcePage,
  qrCodeOf,
  relateCreationTags,
  removeTagFromCreations,
  replaceCreationTags,
  saveQrCode,
  setCreationsOpen,
  tradeExists,
  updateCreation,
  type QrCodeRow,
} from '../db/creationLibrary';
import { addTag, existingTagIds, tagNameTaken } from '../db/materialLibrary';
import {
  creationDetail,
  creationRowById,
  CreationType,
  insertCreation,
  listCreations,
  type CreationFilters,
  type CreationRow,
} from '../db/synthesis';
import { CREATION_LIBRARY, CREATION_READERS, MEDIA_RESOURCES } from '../http/access';
import type { Auth, Services } from '../http/context';
import { badRequest, Codes, HttpError, notFound, refused } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { MaterialSource } from '../lib/codes';
import { boundToText, formatDateTime } from '../lib/time';
import { MediaError } from '../media/errors';
import { measureStoredVideo } from '../media/storedVideos';
import { DESIGN_TOOL_CATALOGUE } from '../platforms/designTool';
import { storeUpload } from '../storage/files';
import { ownedFileUrl } from './materialLibrary';
import { qrCodeImage, WORK_PLAY_PATH } from '../http/workPlayPage';

/** The list filters of the creation library. */
function filtersOf(params: {
  name?: string;
  creationType?: number;
  source?: number;
  tagIds?: number[];
  startTime?: string;
  endTime?: string;
}): CreationFilters {
  return {
    name: params.name?.trim() || undefined,
    creationType: params.creationType,
    source: params.source,
    tagIds: params.tagIds,
    startTime: params.startTime,
    endTime: params.endTime,
  };
}

/** A work of the caller's brand, or 404 (another brand's id answers exactly as a missing one). */
function workOf(db: Database, auth: Auth, id: number): CreationRow {
  const row = creationRowById(db, auth.brandId, id);
  if (!row) throw notFound('成品不存在或已删除');
  return row;
}

/** Every one of `ids` as a work of the brand (each once), or 404; none chosen is refused. */
function worksOf(db: Database, auth: Auth, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw refused('请选择成品');
  if (existingCreationIds(db, auth.brandId, unique).length !== unique.length) throw notFound('成品不存在或已删除');
  return unique;
}

/** Every one of `ids` as a tag of the brand (each once), or 404; none chosen is refused. */
function tagsOf(db: Database, auth: Auth, ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw refused('请选择标签');
  if (existingTagIds(db, auth.brandId, unique).length !== unique.length) throw notFound('标签不存在');
  return unique;
}

const baseName = (fileName: string) => (fileName.replace(/\.[^.]+$/, '') || fileName).trim().slice(0, 100);

/**
 * Stores one uploaded MP4 of the brand, measures it on the server (ffprobe: duration, size,
 * dimensions; a cover frame) and adds it to 成品库 as an upload (source 17, ADR 0032). What the
 * client says about the video is never read. A file that is not a readable video is refused (400)
 * and removed.
 */
async function uploadWork(services: Services, auth: Auth, file: File, name: string | undefined): Promise<Creation> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = storeUpload(services, auth, file, bytes, ['mp4']);
  const workName = name?.trim().slice(0, 100) || baseName(file.name) || stored.storedName;
  let measured;
  try {
    measured = await measureStoredVideo(services, auth, stored.url, workName);
  } catch (error) {
    rmSync(join(services.filesDir, stored.storedName), { force: true });
    if (error instanceof MediaError) throw badRequest(`${error.message}，请检查后重新上传`);
    throw error;
  }
  const id = insertCreation(services.db, auth.brandId, {
    userId: auth.userId,
    name: workName,
    creationType: CreationType.video,
    url: stored.url,
    coverUrl: measured.coverUrl,
    duration: measured.durationMs,
    size: stored.size,
    width: measured.width,
    height: measured.height,
    source: MaterialSource.libraryUpload17,
    taskId: null,
    createdAt: formatDateTime(services.now()),
  });
  return creationDetail(services.db, auth.brandId, id)!;
}

/** The status a code has now: 3 once its end time has passed. */
function currentStatus(row: QrCodeRow, now: string): QrCodeStatus {
  return row.expire_time !== null && row.expire_time <= now ? 3 : row.status;
}

const toQrCode = (row: QrCodeRow, now: string): QrCode => ({
  materialId: row.creation_id,
  qrCodeUrl: row.image_url,
  link: row.link,
  status: currentStatus(row, now),
  expireTime: row.expire_time,
  updateTime: row.updated_at,
});

/**
 * The creation library (成品库, issue 23, ADR 0028 and 0032): the brand's finished videos and notes,
 * each with its file, cover, measured duration and size, and the synthesis task that made it;
 * uploads measured by the server, tags, the shared pool, use logs, imports from the design tool and
 * QR codes that open a public play page.
 */
export const creationLibraryRoutes: RouteTable = {
  '/cgp/web/media/creation/list': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => listCreations(services.db, auth.brandId, filtersOf(params), params),
  },

  /** The same list, only what the console made (template, script and mix videos, notes). */
  '/cgp/web/media/creation/productList': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) =>
      listCreations(services.db, auth.brandId, filtersOf(params), params, { products: true }),
  },

  '/cgp/web/media/creation/detail': {
    access: CREATION_READERS,
    handler: ({ params, auth, services }) => {
      const creation = creationDetail(services.db, auth.brandId, params.id);
      if (!creation) throw notFound('成品不存在或已删除');
      return creation;
    },
  },

  /**
   * Adds a work from a file the brand stored (a video is measured by ffprobe; a note keeps its text
   * and its first image), or renames one / changes a note's text (`id`); tags replace the work's.
   */
  '/cgp/web/media/creation/save': {
    access: CREATION_LIBRARY,
    handler: async ({ params, auth, services }) => {
      const { db } = services;
      const name = params.name.trim();
      const tagIds = params.tagIds ? [...new Set(params.tagIds)] : undefined;
      if (tagIds?.length && existingTagIds(db, auth.brandId, tagIds).length !== tagIds.length) {
        throw notFound('标签不存在');
      }
      if (params.coverUrl) ownedFileUrl(db, auth, params.coverUrl);
      if (params.id !== undefined) {
        const row = workOf(db, auth, params.id);
        if (row.creation_type !== params.creationType) throw badRequest('成品类型不能修改');
        transaction(db, () => {
          updateCreation(db, auth.brandId, row.id, { name, content: params.content, coverUrl: params.coverUrl });
          if (tagIds) {
            replaceCreationTags(db, auth.brandId, row.id, tagIds);
          }
        });
        return { id: row.id };
      }
      const upload = ownedFileUrl(db, auth, params.url);
      let id: number;
      if (params.creationType === CreationType.video) {
        if (!upload.mime.startsWith('video/')) throw badRequest('请上传 MP4 视频');
        let measured;
        try {
          measured = await measureStoredVideo(services, auth, params.url, name);
        } catch (error) {
          if (error instanceof MediaError) throw badRequest(`${error.message}，请检查后重新上传`);
          throw error;
        }
        id = insertCreation(db, auth.brandId, {
          userId: auth.userId,
          name,
          creationType: CreationType.video,
          url: params.url,
          coverUrl: params.coverUrl ?? measured.coverUrl,
          duration: measured.durationMs,
          size: upload.size,
          width: measured.width,
          height: measured.height,
          source: MaterialSource.libraryUpload17,
          taskId: null,
          content: params.content ?? null,
          createdAt: formatDateTime(services.now()),
        });
      } else {
        if (!upload.mime.startsWith('image/')) throw badRequest('图文成品请上传图片');
        id = insertCreation(db, auth.brandId, {
          userId: auth.userId,
          name,
          creationType: CreationType.imageText,
          url: params.url,
          coverUrl: params.coverUrl ?? params.url,
          duration: null,
          size: upload.size,
          width: null,
          height: null,
          source: MaterialSource.libraryUpload17,
          taskId: null,
          content: params.content ?? null,
          createdAt: formatDateTime(services.now()),
        });
      }
      if (tagIds?.length) relateCreationTags(db, auth.brandId, [id], tagIds, true);
      return { id };
    },
  },

  '/cgp/web/media/creation/use/log/list': {
    access: CREATION_READERS,
    handler: ({ params, auth, services }) => {
      const row = workOf(services.db, auth, params.id);
      return creationUseLogPage(services.db, auth.brandId, row.id, params);
    },
  },

  '/cgp/web/media/creation/use/log/save': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      const row = workOf(services.db, auth, params.id);
      logCreationUse(
        services.db,
        auth.brandId,
        row.id,
        auth.userId,
        params.useType ?? 1,
        formatDateTime(services.now()),
      );
      return null;
    },
  },

  '/cgp/web/media/creation/use/log/saveBatch': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      const ids = worksOf(services.db, auth, params.ids);
      const at = formatDateTime(services.now());
      transaction(services.db, () => {
        for (const id of ids) logCreationUse(services.db, auth.brandId, id, auth.userId, params.useType ?? 1, at);
      });
      return null;
    },
  },

  '/cgp/web/media/creation/v2/upload': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      if (!(params.file instanceof File)) throw badRequest('请选择文件');
      return uploadWork(services, auth, params.file, params.name);
    },
  },

  /** Each file saved or refused on its own (the refusal is what a single upload would answer). */
  '/cgp/web/media/creation/v2/batchUpload': {
    access: CREATION_LIBRARY,
    handler: async ({ params, auth, services }) => {
      const files = params.files.filter((f): f is File => f instanceof File);
      if (files.length === 0) throw badRequest('请选择文件');
      const outcomes: CreationUploadOutcome[] = [];
      for (const file of files) {
        try {
          outcomes.push({
            fileName: file.name,
            creation: await uploadWork(services, auth, file, undefined),
            msg: null,
          });
        } catch (error) {
          if (!(error instanceof HttpError) || error.status >= 500) throw error;
          outcomes.push({ fileName: file.name, creation: null, msg: error.message });
        }
      }
      return outcomes;
    },
  },

  '/cgp/web/media/creation/batchAddTagOrDel': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      const ids = worksOf(services.db, auth, params.ids);
      const tagIds = tagsOf(services.db, auth, params.tagIds);
      transaction(services.db, () =>
        relateCreationTags(services.db, auth.brandId, ids, tagIds, params.operateType === 1),
      );
      return null;
    },
  },

  '/cgp/web/media/creation/tag/relate/operator': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      const ids = worksOf(services.db, auth, params.creationIds);
      const tagIds = tagsOf(services.db, auth, params.tagIds);
      transaction(services.db, () =>
        relateCreationTags(services.db, auth.brandId, ids, tagIds, params.operatorType === 1),
      );
      return null;
    },
  },

  '/cgp/web/media/creation/tag/delete': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      if (!removeTagFromCreations(services.db, auth.brandId, params.id)) throw notFound('标签不存在');
      return null;
    },
  },

  '/cgp/web/media/creation/tag/group/add': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      const name = params.groupName.trim();
      if (tagNameTaken(services.db, auth.brandId, name)) throw refused('标签已存在', Codes.conflict);
      addTag(services.db, auth.brandId, name, 1);
      return null;
    },
  },

  '/cgp/web/media/creation/tag/list': {
    access: CREATION_READERS,
    handler: ({ params, auth, services }) => creationTags(services.db, auth.brandId, params.name?.trim() || undefined),
  },

  '/cgp/web/brandCreation/listBrandTrade': {
    access: CREATION_LIBRARY,
    handler: ({ auth, services }) => brandTrades(services.db, auth.brandId),
  },

  '/cgp/web/brandCreation/open2Omg': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      const ids = worksOf(services.db, auth, params.ids);
      const tradeId = params.isOpen === 1 ? (params.tradeId ?? null) : null;
      if (tradeId !== null && !tradeExists(services.db, auth.brandId, tradeId)) throw notFound('行业不存在');
      transaction(services.db, () => setCreationsOpen(services.db, auth.brandId, ids, params.isOpen, tradeId));
      return null;
    },
  },

  '/cgp/web/kujialeVideo/list': {
    access: CREATION_LIBRARY,
    handler: () =>
      DESIGN_TOOL_CATALOGUE.map(({ videoId, name, duration, available }) => ({ videoId, name, duration, available })),
  },

  /** Queues an import job (the worker fetches one video a step); answers its id. */
  '/cgp/web/kujialeVideo/import': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      const videoIds = [...new Set(params.videoIds)];
      const id = insertCreationImport(services.db, auth.brandId, {
        userId: auth.userId,
        videoIds,
        createdAt: formatDateTime(services.now()),
      });
      return { id };
    },
  },

  '/cgp/web/kujialeVideo/importRecordList': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => creationImportPage(services.db, auth.brandId, params),
  },

  /**
   * A work's QR code: made on first call (publishing, a new unguessable link to its public play
   * page, and the PNG of that link); later calls change its status or end time. Making an invalid
   * code publishing again gives it a new link (the old one stays dead). A note has no player.
   */
  '/cgp/web/material/qrcode/createOrUpdateQrCode': {
    access: CREATION_LIBRARY,
    handler: async ({ params, auth, services, c }) => {
      const { db } = services;
      const work = workOf(db, auth, params.materialId);
      if (work.creation_type !== CreationType.video || !work.url) throw refused('该成品没有可播放的视频');
      const nowMs = services.now();
      const now = formatDateTime(nowMs);
      let expireTime: string | null | undefined;
      if (params.expireTime !== undefined) {
        expireTime = boundToText(params.expireTime, true);
        if (!expireTime) throw badRequest('时间格式错误');
        if (expireTime <= now) throw refused('失效时间需晚于当前时间');
      }
      const existing = qrCodeOf(db, auth.brandId, work.id);
      const origin = new URL(c.req.url).origin;
      const was = existing ? currentStatus(existing, now) : undefined;
      const status: QrCodeStatus = params.status ?? was ?? 2;
      // A new link: the first code, or one brought back from invalid.
      const renew = !existing || (was === 3 && status !== 3);
      const token = renew ? randomBytes(18).toString('base64url') : existing.token;
      const link = `${origin}${WORK_PLAY_PATH}/${token}`;
      const imageUrl =
        renew || existing.link !== link ? await qrCodeImage(services, auth, link, work.name) : existing.image_url;
      const row: QrCodeRow = {
        creation_id: work.id,
        brand_id: auth.brandId,
        token,
        link,
        image_url: imageUrl,
        status,
        // A code brought back keeps no end time that has passed.
        expire_time: expireTime !== undefined ? expireTime : renew ? null : existing.expire_time,
        updated_at: now,
      };
      saveQrCode(db, row);
      return toQrCode(row, now);
    },
  },

  '/cgp/web/media/resource/list': {
    access: MEDIA_RESOURCES,
    handler: ({ params, auth, services }) =>
      mediaResourcePage(
        services.db,
        auth.brandId,
        {
          name: params.name?.trim() || undefined,
          library: params.library,
          type: params.type,
          tagId: params.tagId,
          isOpen: params.isOpen,
        },
        params,
      ),
  },
};
