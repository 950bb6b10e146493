import type { TemplateSpec } from '@brand-console/api-client';
import { LIMITS } from '@brand-console/api-client/schemas';
import { transaction } from '../../db/database';
import { materialsByIds } from '../../db/materialLibrary';
import { insertRenderJob, renderJobById } from '../../db/renderJobs';
import {
  endSynthesisTask,
  listSynthesisTasks,
  insertSynthesisTask,
  queueSynthesisTask,
  SynthesisStatus,
  synthesisTaskById,
  synthesisTaskDetail,
  type SynthesisFilters,
} from '../../db/synthesis';
import { readableTemplate, specOf } from '../../db/templates';
import { checkVideoQuota } from '../../db/videoQuotas';
import { SYNTHESIS_CANCELLERS, SYNTHESIS_CREATORS, SYNTHESIS_PAGE, SYNTHESIS_READERS } from '../../http/access';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { cancelRender } from '../../jobs/renders';
import { keepExportMadeNow } from '../../jobs/worker';
import { MaterialType } from '../../lib/codes';
import { formatDateTime } from '../../lib/time';

/**
 * The refusals of the synthesis routes, word for word (the console translates them by these texts;
 * `{v}` is a variant's number and `{n}` a shot's, from 1).
 */
export const SYNTHESIS_REFUSALS = {
  notFound: '合成任务不存在',
  templateNotFound: '模板不存在或已删除',
  tooManySlots: '第 {v} 个视频填充的镜头多于模板的镜头',
  slotMaterialMissing: '第 {v} 个视频第 {n} 个镜头的素材不存在或已删除',
  slotMaterialExpired: '第 {v} 个视频第 {n} 个镜头的素材已过期',
  slotNeedsVideo: '第 {v} 个视频第 {n} 个镜头只能放视频素材',
  slotNeedsImage: '第 {v} 个视频第 {n} 个镜头只能放图片素材',
  notCancellable: '任务已结束，不能取消',
  notRetryable: '只能重试失败或已关闭的任务',
} as const;

const at = (message: string, variant: number, shot = 0) =>
  message.replace('{v}', String(variant + 1)).replace('{n}', String(shot + 1));

/** The name of variant `i` of a batch: the name, then `name-2`, `name-3`…, within the name limit. */
export function variantName(name: string, i: number): string {
  const suffix = i === 0 ? '' : `-${i + 1}`;
  return `${name.slice(0, LIMITS.text - suffix.length)}${suffix}`;
}

/** The list filters of `synthesis/page` and its export, `onlyMine` as the member's id. */
function filtersOf(
  params: { name?: string; mode?: number; status?: number; startTime?: string; endTime?: string; onlyMine?: number },
  userId: number,
): SynthesisFilters {
  return {
    name: params.name?.trim() || undefined,
    mode: params.mode,
    status: params.status,
    startTime: params.startTime,
    endTime: params.endTime,
    userId: params.onlyMine === 1 ? userId : undefined,
  };
}

/**
 * Synthesis tasks (issue 23, ADR 0028): making videos from a template (one task and render per
 * variant), the brand's tasks with their progress and reasons, cancel, retry and the export.
 */
export const synthesisRoutes: RouteTable = {
  /**
   * Makes one video per variant from a template the brand may read (its space, or the cloud): each
   * variant's slots replace the template's shot materials (null keeps the template's) with the
   * brand's materials of the slot's kind; its narration replaces the template's when given. Each
   * video counts one against the member's monthly quota.
   */
  '/v1/sumvideo/sv/synthesis/createFromTemplate': {
    access: SYNTHESIS_CREATORS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const template = readableTemplate(db, auth.brandId, params.templateId);
      if (!template || template.deleted_at) throw notFound(SYNTHESIS_REFUSALS.templateNotFound);
      const base = specOf(template);
      const nowMs = services.now();
      const now = formatDateTime(nowMs);
      const chosen = params.variants.flatMap((v) => v.slots.filter((id): id is number => id !== null));
      const materials = new Map(materialsByIds(db, auth.brandId, chosen).map((m) => [m.id, m]));
      const specs: TemplateSpec[] = params.variants.map((variant, v) => {
        if (variant.slots.length > base.shots.length) throw refused(at(SYNTHESIS_REFUSALS.tooManySlots, v));
        const shots = base.shots.map((shot, i) => {
          const id = variant.slots[i] ?? null;
          if (id === null) return shot;
          const material = materials.get(id);
          if (!material) throw refused(at(SYNTHESIS_REFUSALS.slotMaterialMissing, v, i));
          const wanted = shot.slot === 'video' ? MaterialType.video : MaterialType.image;
          if (material.type !== wanted) {
            throw refused(
              at(shot.slot === 'video' ? SYNTHESIS_REFUSALS.slotNeedsVideo : SYNTHESIS_REFUSALS.slotNeedsImage, v, i),
            );
          }
          if (material.expire_time && material.expire_time < now) {
            throw refused(at(SYNTHESIS_REFUSALS.slotMaterialExpired, v, i));
          }
          return { ...shot, materialId: id };
        });
        return {
          ...base,
          shots,
          narration: variant.narration ?? base.narration,
          // A variant's own narration keeps its voice over a presenter's (ADR 0035).
          ...(variant.narration && base.presenter ? { presenter: { ...base.presenter, modelVoice: false } } : {}),
          subtitles: {
            ...base.subtitles,
            enabled: params.subtitles === undefined ? base.subtitles.enabled : params.subtitles === 1,
          },
        };
      });
      // Checked and queued without awaiting in between, so two calls cannot both take the last videos.
      checkVideoQuota(db, auth.brandId, auth.userId, nowMs, specs.length);
      const taskIds = transaction(db, () =>
        specs.map((spec, i) => {
          const taskId = insertSynthesisTask(db, auth.brandId, {
            userId: auth.userId,
            mode: 2,
            name: variantName(params.name.trim(), i),
            templateId: template.id,
            sourceName: template.name,
            spec,
            durationMs: spec.shots.reduce((sum, shot) => sum + shot.durationMs, 0),
            createdAt: now,
          });
          const jobId = insertRenderJob(db, auth.brandId, {
            userId: auth.userId,
            kind: 'synthesis',
            operationId: null,
            taskId,
            createdAt: now,
          });
          queueSynthesisTask(db, auth.brandId, taskId, jobId);
          return taskId;
        }),
      );
      return { taskIds };
    },
  },

  '/v1/sumvideo/sv/synthesis/page': {
    access: SYNTHESIS_READERS,
    handler: ({ params, auth, services }) =>
      listSynthesisTasks(services.db, auth.brandId, filtersOf(params, auth.userId), params),
  },

  '/v1/sumvideo/sv/synthesis/detail': {
    access: SYNTHESIS_READERS,
    handler: ({ params, auth, services }) => {
      const detail = synthesisTaskDetail(services.db, auth.brandId, params.id);
      if (!detail) throw notFound(SYNTHESIS_REFUSALS.notFound);
      return detail;
    },
  },

  /** Closes a waiting or processing task: its render stops (ffmpeg killed) and nothing is kept. */
  '/v1/sumvideo/sv/synthesis/cancel': {
    access: SYNTHESIS_CANCELLERS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const task = synthesisTaskById(db, auth.brandId, params.id);
      if (!task) throw notFound(SYNTHESIS_REFUSALS.notFound);
      const job = task.render_job_id ? renderJobById(db, auth.brandId, task.render_job_id) : undefined;
      // A task without a render job (seeded) is closed at once.
      const closed = job
        ? cancelRender(services, job)
        : endSynthesisTask(db, auth.brandId, task.id, {
            status: SynthesisStatus.closed,
            finishedAt: formatDateTime(services.now()),
          });
      if (!closed) throw refused(SYNTHESIS_REFUSALS.notCancellable);
      return null;
    },
  },

  /** Queues a failed or closed task again with the spec it had (a new render; it counts against the quota again). */
  '/v1/sumvideo/sv/synthesis/retry': {
    access: SYNTHESIS_PAGE,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const task = synthesisTaskById(db, auth.brandId, params.id);
      if (!task) throw notFound(SYNTHESIS_REFUSALS.notFound);
      const ended: number[] = [SynthesisStatus.abnormal, SynthesisStatus.abnormal4, SynthesisStatus.closed];
      if (!ended.includes(task.status)) throw refused(SYNTHESIS_REFUSALS.notRetryable);
      const nowMs = services.now();
      // The video is the task's member's: it counts against their quota.
      checkVideoQuota(db, auth.brandId, task.user_id, nowMs, 1);
      transaction(db, () => {
        const jobId = insertRenderJob(db, auth.brandId, {
          userId: task.user_id,
          kind: 'synthesis',
          operationId: null,
          taskId: task.id,
          createdAt: formatDateTime(nowMs),
        });
        if (!queueSynthesisTask(db, auth.brandId, task.id, jobId)) throw refused(SYNTHESIS_REFUSALS.notRetryable);
      });
      return null;
    },
  },

  /** Binary: the tasks under the list's filters as xlsx, answered at once and kept in the task centre (15 days). */
  '/v1/sumvideo/sv/synthesis/export': {
    access: SYNTHESIS_PAGE,
    handler: async ({ params, auth, services }) => {
      const filters = filtersOf(params, auth.userId);
      // Checked before anything is written: a bad range is a 400, not a failed export.
      listSynthesisTasks(services.db, auth.brandId, filters, { pageNo: 1, pageSize: 1 });
      const stamp = formatDateTime(services.now()).replace(/\D/g, '').slice(0, 14);
      const fileName = `合成任务${stamp}.xlsx`;
      const body = await keepExportMadeNow(services, auth.brandId, {
        userId: auth.userId,
        fileName,
        exporterType: 'synthesisTasks',
        filters: { ...filters },
      });
      return {
        body,
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },
  },
};
