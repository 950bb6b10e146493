import { MERGE_SPLIT_OPERATION, SPEECH_VOICES } from '@brand-console/api-client';
import { transaction } from '../db/database';
import { folderNames, materialById, tagNames } from '../db/materialLibrary';
import { insertRenderJob, renderJobOfOperation } from '../db/renderJobs';
import { insertOperation, listFonts, listOperations, operationById } from '../db/videoCreation';
import { checkVideoQuota } from '../db/videoQuotas';
import { badRequest, notFound, refused } from '../http/errors';
import { FONT_READERS, LIBRARY, MATERIAL_PAGES, SPEECH_PAGES } from '../http/access';
import { cancelRender, SPLIT_MAX_PIECES } from '../jobs/renders';
import { MediaError } from '../media/errors';
import { probeMedia } from '../media/probe';
import { SAMPLE_TEXTS, speechPreviewFile, voiceLanguage } from '../media/speech';
import { ownedFileUrl } from './materialLibrary';
import { join } from 'node:path';
import type { RouteTable } from '../http/routes';
import { MaterialType } from '../lib/codes';
import { formatDateTime } from '../lib/time';
import { synthesisRoutes } from './videoCreation/synthesis';

/** Spec section 5: split needs a video of at least 10,000 ms. */
export const SPLIT_MIN_DURATION_MS = 10_000;
/** Length of each piece when a split does not say. */
const DEFAULT_SPLIT_DURATION_MS = 5_000;

/** Names of the materials a merge (one) or a split (`count` pieces) makes. */
function targetNames(base: string, operation: number, count: number): string[] {
  return operation === MERGE_SPLIT_OPERATION.merge
    ? [`${base}_合并`]
    : Array.from({ length: count }, (_, i) => `${base}_片段${i + 1}`);
}

/**
 * Merging and splitting videos (the library's 合并/拆分), their records, speech, the cover editor's
 * fonts, and synthesis tasks (`videoCreation/synthesis.ts`).
 */
export const videoCreationRoutes: RouteTable = {
  ...synthesisRoutes,

  '/v1/sumvideo/sv/material/operation/operateMaterials': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const ids = [...new Set(params.materialIds)];
      const sources = ids.map((id) => {
        const row = materialById(db, auth.brandId, id);
        if (!row) throw notFound('素材不存在');
        if (row.type !== MaterialType.video) throw refused('只能合并或拆分视频素材');
        return row;
      });
      const nowMs = services.now();
      const now = formatDateTime(nowMs);
      const split = params.operationType === MERGE_SPLIT_OPERATION.split;
      let names: string[];
      if (!split) {
        if (sources.length < 2) throw refused('请至少选择两个视频进行合并');
        names = targetNames(params.targetName?.trim() || sources[0]!.name, params.operationType, 1);
      } else {
        if (sources.length !== 1) throw refused('一次只能拆分一个视频');
        const video = sources[0]!;
        // Expired materials cannot be split (spec section 4).
        if (video.expire_time && video.expire_time < now) throw refused('素材已过期，不能拆分');
        if ((video.duration ?? 0) < SPLIT_MIN_DURATION_MS) throw refused('视频时长不符合拆分要求');
        const piece = params.splitDuration ?? DEFAULT_SPLIT_DURATION_MS;
        const count = Math.min(SPLIT_MAX_PIECES, Math.ceil((video.duration ?? 0) / piece));
        names = targetNames(params.targetName?.trim() || video.name, params.operationType, count);
      }
      const tagIds = [...new Set(params.tagIds ?? [])];
      const folderIds = [...new Set(params.folderIds ?? [])];
      if (tagNames(db, auth.brandId, tagIds).length !== tagIds.length) throw notFound('标签不存在');
      if (folderNames(db, auth.brandId, folderIds).length !== folderIds.length) throw notFound('文件夹不存在');
      // Checked and queued without awaiting in between, so two calls cannot both take the last videos.
      checkVideoQuota(db, auth.brandId, auth.userId, nowMs, names.length);
      // The operation and its render job (jobs/renders.ts), which the worker starts in turn.
      transaction(db, () => {
        const operationId = insertOperation(db, auth.brandId, {
          userId: auth.userId,
          operationType: params.operationType,
          sourceIds: ids,
          targetNames: names,
          tagIds,
          folderIds,
          splitDuration: split ? (params.splitDuration ?? DEFAULT_SPLIT_DURATION_MS) : null,
          createdAt: now,
        });
        insertRenderJob(db, auth.brandId, {
          userId: auth.userId,
          kind: split ? 'split' : 'merge',
          operationId,
          createdAt: now,
        });
      });
      return null;
    },
  },

  '/v1/sumvideo/sv/material/operation/listOperationRecords': {
    access: 'member',
    handler: ({ params, auth, services }) => listOperations(services.db, auth.brandId, auth.userId, params, params),
  },

  /** Cancels one of the member's own merges or splits while it waits or renders (its ffmpeg is stopped). */
  '/v1/sumvideo/sv/material/operation/cancelOperation': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const op = operationById(services.db, auth.brandId, params.id);
      if (!op || op.user_id !== auth.userId) throw notFound('任务不存在');
      const job = renderJobOfOperation(services.db, auth.brandId, op.id);
      if (!job || !cancelRender(services, job)) throw refused('任务已结束，不能取消');
      return null;
    },
  },

  /** The speech synthesiser's voices, with names in both languages and a sentence to preview each. */
  '/v1/sumvideo/sv/speech/voiceList': {
    access: SPEECH_PAGES,
    handler: () =>
      SPEECH_VOICES.map((v) => ({
        voice: v.value,
        name: v.zh,
        nameEn: v.en,
        language: voiceLanguage(v.value),
        sampleText: SAMPLE_TEXTS[voiceLanguage(v.value)],
      })),
  },

  /** A voice speaking a short text: a playable WAV, made once per brand, voice and text. */
  '/v1/sumvideo/sv/speech/preview': {
    access: SPEECH_PAGES,
    handler: async ({ params, auth, services }) => {
      try {
        const { storedName, durationMs } = await speechPreviewFile(
          services.filesDir,
          auth.brandId,
          params.voice,
          params.text,
        );
        return { url: `/files/${storedName}`, durationMs };
      } catch (error) {
        if (error instanceof RangeError) throw badRequest('请输入要试听的文字');
        if (error instanceof MediaError) throw refused(error.message);
        throw error;
      }
    },
  },

  /**
   * Media facts of one of the brand's stored audio or video files, measured by ffprobe (spec section 7
   * names the call; its answer is designed): duration (ms), size (bytes), width and height (0 for audio).
   */
  '/v1/sumvideoup/sv/material/mediaInfoParam': {
    access: [...MATERIAL_PAGES, ...SPEECH_PAGES],
    handler: async ({ params, auth, services }) => {
      ownedFileUrl(services.db, auth, params.url);
      try {
        const probe = await probeMedia(join(services.filesDir, params.url.slice('/files/'.length)));
        return { duration: probe.durationMs, width: probe.width, height: probe.height, size: probe.size };
      } catch (error) {
        if (error instanceof MediaError) throw refused(error.message);
        throw error;
      }
    },
  },

  /** Brand fonts for the cover editor: the shared ones and the brand's own (spec: page 1, size 1000). */
  '/v1/sumvideo/sv/overprint/fontList': {
    // 图文创作's template editor and compose page write in brand fonts too (ADR 0033).
    access: FONT_READERS,
    handler: ({ params, auth, services }) => listFonts(services.db, auth.brandId, params),
  },
};
