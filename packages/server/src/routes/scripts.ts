import {
  estimatedShotMs,
  TEMPLATE_LIMITS,
  type ScriptSpec,
  type TemplateShot,
  type TemplateSpec,
} from '@brand-console/api-client';
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
import { grantsAny, Scope, TEMPLATE_EDITORS } from '../http/access';
import { noPermission, notFound, refused } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime } from '../lib/time';
import { insertTemplate } from '../db/templates';
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
  tooManyShotsForTemplate: `模板最多 ${TEMPLATE_LIMITS.shots} 个分镜，请先删减分镜`,
  narrationTooLongForTemplate: `模板旁白最多 ${TEMPLATE_LIMITS.narration} 个字，请先精简旁白`,
} as const;

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
    // The presenter (ADR 0035): drawn over every shot; its voice speaks the shots' narration.
    ...(spec.presenter ? { presenter: spec.presenter } : {}),
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

/**
 * A script as a template (the storyboard's "convert to template", ADR 0030): its picture shot by
 * shot, each as long as the script expects it (its own length or its narration's estimate, within
 * a template shot's bounds), and its narrations joined into the template's one narration in its
 * voice; subtitles and music as they are. Refused when it has more shots than a template holds or
 * more narration than a template's.
 */
export function templateFromScript(spec: ScriptSpec): TemplateSpec {
  if (spec.shots.length > TEMPLATE_LIMITS.shots) throw refused(SCRIPT_REFUSALS.tooManyShotsForTemplate);
  const narration = spec.shots
    .map((shot) => shot.narration.trim())
    .filter(Boolean)
    .join('\n');
  if ([...narration].length > TEMPLATE_LIMITS.narration) throw refused(SCRIPT_REFUSALS.narrationTooLongForTemplate);
  const { min, max } = TEMPLATE_LIMITS.shotMs;
  const presenter = (spec as { presenter?: unknown }).presenter;
  return {
    ratio: spec.ratio,
    shots: spec.shots.map((shot) => ({
      durationMs: Math.min(max, Math.max(min, estimatedShotMs(shot))),
      slot: shot.slot,
      materialId: shot.materialId,
      texts: shot.texts,
      transition: shot.transition,
    })),
    musicMaterialId: spec.musicMaterialId,
    musicVolume: spec.musicVolume,
    narration: narration ? { text: narration, voice: spec.voice } : null,
    subtitles: spec.subtitles,
    // A presenter, when the storyboard has one (ADR 0035), stays over every shot.
    ...(presenter ? { presenter } : {}),
  } as TemplateSpec;
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

  /**
   * Saves a script as a new template of the brand's space (the storyboard's "convert to template"):
   * for members who have both 脚本创作 and 模板空间. Its materials are checked as a template's are.
   */
  '/v1/sumvideo/sv/editing/project/toTemplate': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (!grantsAny(db, auth, TEMPLATE_EDITORS)) throw noPermission();
      const row = scriptById(db, auth.brandId, params.projectId);
      if (!row) throw notFound(SCRIPT_REFUSALS.notFound);
      if (row.deleted_at) throw refused(SCRIPT_REFUSALS.inRecycleBin);
      const at = formatDateTime(services.now());
      const spec = templateFromScript(JSON.parse(row.spec) as ScriptSpec);
      const coverUrl = checkSpec(db, auth.brandId, spec, at);
      const id = insertTemplate(db, auth.brandId, {
        name: params.name?.trim() || row.name,
        categoryId: null,
        spec,
        coverUrl,
        at,
        userId: auth.userId,
      });
      return { id };
    },
  },
};
