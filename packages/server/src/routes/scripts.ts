import { type ScriptShot, type ScriptSpec, type TemplateShot, type TemplateSpec } from '@brand-console/api-client';
import { transaction } from '../db/database';
import { insertRenderJob } from '../db/renderJobs';
import {
  binScripts,
  insertScript,
  listScripts,
  scriptById,
  scriptsByIds,
  toScriptDetail,
  updateScript,
  type ScriptRow,
  type ScriptTaskSpec,
} from '../db/scripts';
import { insertSynthesisTask, queueSynthesisTask } from '../db/synthesis';
import { checkVideoQuota } from '../db/videoQuotas';
import { Scope } from '../http/access';
import { notFound, refused } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime } from '../lib/time';
import { SHOT_MIN_MS, SHOT_PAUSE_MS } from '../media/speech';
import { checkSpec } from './videoCreation/templates';

/** The page that owns scripts (脚本创作); its editor, recycle bin and render. */
export const SCRIPT_PAGES = [Scope.creativeScript] as const;

/** The refusals of the script routes, word for word (the console translates them by these texts). */
export const SCRIPT_REFUSALS = {
  notFound: '脚本不存在或已删除',
  chooseScripts: '请选择脚本',
  inRecycleBin: '脚本在回收站中，请先恢复',
  notInRecycleBin: '只能永久删除回收站中的脚本',
  nothingToRender: '脚本没有可生成的分镜',
} as const;

/**
 * A shot's expected length before its narration is synthesised: what it asks for, or its narration
 * at a reading pace (about 4.5 Chinese characters or 14 Latin letters a second) plus the pause.
 */
export function estimatedShotMs(shot: Pick<ScriptShot, 'durationMs' | 'narration'>): number {
  const text = shot.narration.trim();
  const wide = [...text].filter((ch) => ch.charCodeAt(0) > 0x2e80).length;
  const spoken = text ? Math.round((wide / 4.5 + (text.length - wide) / 14) * 1000) + SHOT_PAUSE_MS : 0;
  return Math.max(shot.durationMs ?? 0, spoken, SHOT_MIN_MS);
}

export function scriptTaskSpec(spec: ScriptSpec): ScriptTaskSpec {
  const narration = spec.shots
    .map((shot) => shot.narration.trim())
    .filter(Boolean)
    .join('\n');
  return {
    ratio: spec.ratio,
    shots: spec.shots.map((shot): TemplateShot => ({
      durationMs: estimatedShotMs(shot),
      slot: shot.slot,
      materialId: shot.materialId,
      texts: shot.texts,
      transition: shot.transition,
    })),
    musicMaterialId: spec.musicMaterialId,
    musicVolume: spec.musicVolume,
    narration: narration ? { text: narration, voice: spec.voice } : null,
    subtitles: spec.subtitles,
    script: {
      voice: spec.voice,
      shots: spec.shots.map((shot) => ({ narration: shot.narration.trim(), minMs: shot.durationMs })),
    },
  };
}

/**
 * A template as a script: its shots with their lengths, and its narration's sentences shared out
 * over the shots in order (the first shots take one more when they do not divide evenly).
 */
export function scriptFromTemplate(template: TemplateSpec, sentences: readonly string[]): ScriptSpec {
  const count = template.shots.length;
  const per = Math.floor(sentences.length / count);
  const extra = sentences.length % count;
  let next = 0;
  return {
    ratio: template.ratio,
    shots: template.shots.map((shot, i) => {
      const take = per + (i < extra ? 1 : 0);
      const narration = sentences.slice(next, next + take).join('');
      next += take;
      return {
        durationMs: shot.durationMs,
        slot: shot.slot,
        materialId: shot.materialId,
        narration,
        texts: shot.texts,
        transition: shot.transition,
      };
    }),
    voice: template.narration?.voice ?? 'zh-female',
    musicMaterialId: template.musicMaterialId,
    musicVolume: template.musicVolume,
    subtitles: template.subtitles,
  };
}

/** The brand's scripts among `ids`, all of them, or a refusal (nothing changes). */
function ownAll(rows: ScriptRow[], ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw refused(SCRIPT_REFUSALS.chooseScripts);
  if (rows.length !== unique.length) throw notFound(SCRIPT_REFUSALS.notFound);
  return unique;
}

/** Scripts (脚本创作, issue 23, ADR 0030): the brand's storyboards, their recycle bin and their render. */
export const scriptsRoutes: RouteTable = {
  '/v1/sumvideo/sv/editing/project/page': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => listScripts(services.db, auth.brandId, params),
  },

  '/v1/sumvideo/sv/editing/project/detail': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const row = scriptById(services.db, auth.brandId, params.projectId);
      if (!row) throw notFound(SCRIPT_REFUSALS.notFound);
      return toScriptDetail(services.db, auth.brandId, row);
    },
  },

  /** Creates (no `projectId`) or replaces a script; its materials are checked as a template's are. */
  '/v1/sumvideo/sv/editing/project/save': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const at = formatDateTime(services.now());
      if (params.projectId !== undefined) {
        const existing = scriptById(db, auth.brandId, params.projectId);
        if (!existing) throw notFound(SCRIPT_REFUSALS.notFound);
        if (existing.deleted_at) throw refused(SCRIPT_REFUSALS.inRecycleBin);
      }
      const spec = params.spec as ScriptSpec;
      const coverUrl = checkSpec(db, auth.brandId, spec, at);
      const values = { name: params.name.trim(), spec, coverUrl, at };
      if (params.projectId === undefined) {
        return { projectId: insertScript(db, auth.brandId, { ...values, userId: auth.userId, templateId: null }) };
      }
      if (!updateScript(db, auth.brandId, params.projectId, values)) throw notFound(SCRIPT_REFUSALS.notFound);
      return { projectId: params.projectId };
    },
  },

  '/v1/sumvideo/sv/editing/project/remove': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const rows = scriptsByIds(services.db, auth.brandId, params.ids);
      const ids = ownAll(rows, params.ids);
      if (rows.some((row) => row.deleted_at)) throw refused(SCRIPT_REFUSALS.inRecycleBin);
      binScripts(services.db, auth.brandId, ids, 'remove', formatDateTime(services.now()));
      return null;
    },
  },

  '/v1/sumvideo/sv/editing/project/restore': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const rows = scriptsByIds(services.db, auth.brandId, params.ids);
      const ids = ownAll(rows, params.ids);
      if (rows.some((row) => !row.deleted_at)) throw notFound(SCRIPT_REFUSALS.notFound);
      binScripts(services.db, auth.brandId, ids, 'restore', formatDateTime(services.now()));
      return null;
    },
  },

  '/v1/sumvideo/sv/editing/project/purge': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const rows = scriptsByIds(services.db, auth.brandId, params.ids);
      const ids = ownAll(rows, params.ids);
      if (rows.some((row) => !row.deleted_at)) throw refused(SCRIPT_REFUSALS.notInRecycleBin);
      binScripts(services.db, auth.brandId, ids, 'purge', formatDateTime(services.now()));
      return null;
    },
  },

  /**
   * Renders a script into a finished video: one synthesis task of mode 3 (its materials checked
   * again, as they may have expired since the save), counting one against the member's quota.
   */
  '/v1/sumvideo/sv/editing/project/render': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const row = scriptById(db, auth.brandId, params.projectId);
      if (!row) throw notFound(SCRIPT_REFUSALS.notFound);
      if (row.deleted_at) throw refused(SCRIPT_REFUSALS.inRecycleBin);
      const nowMs = services.now();
      const now = formatDateTime(nowMs);
      const spec = JSON.parse(row.spec) as ScriptSpec;
      checkSpec(db, auth.brandId, spec, now);
      const task = scriptTaskSpec(spec);
      checkVideoQuota(db, auth.brandId, auth.userId, nowMs, 1);
      const taskId = transaction(db, () => {
        const id = insertSynthesisTask(db, auth.brandId, {
          userId: auth.userId,
          mode: 3,
          name: params.name?.trim() || row.name,
          templateId: row.id,
          sourceName: row.name,
          spec: task,
          durationMs: task.shots.reduce((sum, shot) => sum + shot.durationMs, 0),
          createdAt: now,
        });
        const jobId = insertRenderJob(db, auth.brandId, {
          userId: auth.userId,
          kind: 'synthesis',
          operationId: null,
          taskId: id,
          createdAt: now,
        });
        queueSynthesisTask(db, auth.brandId, id, jobId);
        return id;
      });
      return { taskIds: [taskId] };
    },
  },
};
