import { REPLACE_LIMITS, replaceVariants, type TemplateSpec } from '@brand-console/api-client';
import {
  countReplaceRules,
  deleteReplaceRule,
  insertReplaceRule,
  patchReplaceRule,
  replaceRuleById,
  replaceRulesOf,
  toCreativeReplaces,
  updateReplaceRule,
  type ReplaceRuleRow,
} from '../../db/creativeReplace';
import { transaction, type Database } from '../../db/database';
import { materialsByIds } from '../../db/materialLibrary';
import { insertRenderJob } from '../../db/renderJobs';
import { insertSynthesisTask, queueSynthesisTask } from '../../db/synthesis';
import { ownTemplate, specOf, type TemplateRow } from '../../db/templates';
import { checkVideoQuota } from '../../db/videoQuotas';
import { REPLACE_RULE_EDITORS } from '../../http/access';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { MaterialType } from '../../lib/codes';
import { formatDateTime } from '../../lib/time';
import { variantName } from './synthesis';
import { checkSpec } from './templates';

/**
 * The refusals of the replacement rule routes, word for word (the console translates them by these
 * texts; `{n}` is a shot's number, `{name}` a rule's name).
 */
export const REPLACE_REFUSALS = {
  notFound: '替换规则不存在',
  templateNotFound: '模板不存在或已删除',
  inRecycleBin: '模板在回收站中，请先恢复',
  tooMany: `每个模板最多 ${REPLACE_LIMITS.rulesPerTemplate} 条替换规则`,
  noShot: '模板没有第 {n} 个镜头',
  noLayer: '第 {n} 个镜头没有这段文字',
  layerRequired: '请选择要替换的文字',
  materialMissing: '替换素材不存在或已删除',
  materialExpired: '替换素材已过期',
  needsVideo: '第 {n} 个镜头只能放视频素材',
  needsImage: '第 {n} 个镜头只能放图片素材',
  ruleOutdated: '规则「{name}」指向的镜头或文字已不在模板中，请修改规则',
  rulesMissing: '请选择该模板的替换规则',
} as const;

const say = (message: string, values: { n?: number; name?: string }) =>
  message.replace('{n}', String((values.n ?? 0) + 1)).replace('{name}', values.name ?? '');

/** One of the brand's templates not in the recycle bin, or a refusal. */
function liveTemplate(db: Database, brandId: number, id: number): TemplateRow {
  const template = ownTemplate(db, brandId, id);
  if (!template) throw notFound(REPLACE_REFUSALS.templateNotFound);
  if (template.deleted_at) throw refused(REPLACE_REFUSALS.inRecycleBin);
  return template;
}

/** Checks a rule's target and materials against the template and the brand's library. */
function checkRule(
  db: Database,
  brandId: number,
  spec: TemplateSpec,
  rule: { target: 'slot' | 'text'; shotIndex: number; layerIndex: number | null; materialIds: readonly number[] },
  now: string,
): void {
  const shot = spec.shots[rule.shotIndex];
  if (!shot) throw refused(say(REPLACE_REFUSALS.noShot, { n: rule.shotIndex }));
  if (rule.target === 'text') {
    if (rule.layerIndex === null) throw refused(REPLACE_REFUSALS.layerRequired);
    if (!shot.texts[rule.layerIndex]) throw refused(say(REPLACE_REFUSALS.noLayer, { n: rule.shotIndex }));
    return;
  }
  const materials = new Map(materialsByIds(db, brandId, rule.materialIds).map((m) => [m.id, m]));
  const wanted = shot.slot === 'video' ? MaterialType.video : MaterialType.image;
  for (const id of rule.materialIds) {
    const material = materials.get(id);
    if (!material) throw refused(REPLACE_REFUSALS.materialMissing);
    if (material.type !== wanted) {
      throw refused(
        say(shot.slot === 'video' ? REPLACE_REFUSALS.needsVideo : REPLACE_REFUSALS.needsImage, { n: rule.shotIndex }),
      );
    }
    if (material.expire_time && material.expire_time < now) throw refused(REPLACE_REFUSALS.materialExpired);
  }
}

/** The spec of one variant: the template's, each rule's target replaced by its `index`-th item. */
export function variantSpec(
  base: TemplateSpec,
  rules: readonly ReplaceRuleRow[],
  indexes: readonly number[],
): TemplateSpec {
  const shots = base.shots.map((shot) => ({ ...shot, texts: shot.texts.map((t) => ({ ...t })) }));
  rules.forEach((rule, r) => {
    const shot = shots[rule.shot_index];
    if (!shot) return;
    const i = indexes[r] ?? 0;
    if (rule.target === 'slot') {
      const ids = JSON.parse(rule.material_ids) as number[];
      if (ids.length) shot.materialId = ids[i % ids.length]!;
    } else if (rule.layer_index !== null && shot.texts[rule.layer_index]) {
      const texts = JSON.parse(rule.texts) as string[];
      if (texts.length) shot.texts[rule.layer_index]!.content = texts[i % texts.length]!;
    }
  });
  return { ...base, shots };
}

/**
 * Replacement rules (替换规则, issue 23, ADR 0035): rules on the brand's templates, each naming a
 * shot's slot or one of its text layers and the replacements to put there, and the run that makes
 * one video (synthesis task, mode 2) per combination.
 */
export const creativeReplaceRoutes: RouteTable = {
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId': {
    access: REPLACE_RULE_EDITORS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (!ownTemplate(db, auth.brandId, params.creativeId)) throw notFound(REPLACE_REFUSALS.templateNotFound);
      return toCreativeReplaces(db, auth.brandId, replaceRulesOf(db, auth.brandId, params.creativeId));
    },
  },

  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById': {
    access: REPLACE_RULE_EDITORS,
    handler: ({ params, auth, services }) => {
      const row = replaceRuleById(services.db, auth.brandId, params.id);
      if (!row) throw notFound(REPLACE_REFUSALS.notFound);
      return toCreativeReplaces(services.db, auth.brandId, [row])[0]!;
    },
  },

  /** Creates (no `id`) or replaces a rule of one of the brand's templates; answers its id. */
  '/v1/sumvideo/sv/creativeReplace/setReplaceRule': {
    access: REPLACE_RULE_EDITORS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const at = formatDateTime(services.now());
      const existing = params.id === undefined ? undefined : replaceRuleById(db, auth.brandId, params.id);
      if (params.id !== undefined && (!existing || existing.template_id !== params.creativeId)) {
        throw notFound(REPLACE_REFUSALS.notFound);
      }
      const template = liveTemplate(db, auth.brandId, params.creativeId);
      const slot = params.target === 'slot';
      const rule = {
        target: params.target,
        shotIndex: params.shotIndex,
        layerIndex: slot ? null : (params.layerIndex ?? null),
        materialIds: slot ? [...new Set(params.materialIds)] : [],
        texts: slot ? [] : params.texts,
      };
      checkRule(db, auth.brandId, specOf(template), rule, at);
      const values = { ...rule, name: params.replaceName, remark: params.remark?.trim() || null, at };
      if (!existing) {
        if (countReplaceRules(db, auth.brandId, template.id) >= REPLACE_LIMITS.rulesPerTemplate) {
          throw refused(REPLACE_REFUSALS.tooMany);
        }
        return { id: insertReplaceRule(db, auth.brandId, { ...values, templateId: template.id, userId: auth.userId }) };
      }
      if (!updateReplaceRule(db, auth.brandId, existing.id, values)) throw notFound(REPLACE_REFUSALS.notFound);
      return { id: existing.id };
    },
  },

  '/v1/sumvideo/sv/creativeReplace/modifyRemark': {
    access: REPLACE_RULE_EDITORS,
    handler: ({ params, auth, services }) => {
      const at = formatDateTime(services.now());
      if (!patchReplaceRule(services.db, auth.brandId, params.id, { remark: params.remark || null }, at)) {
        throw notFound(REPLACE_REFUSALS.notFound);
      }
      return null;
    },
  },

  '/v1/sumvideo/sv/creativeReplace/modifyReplaceName': {
    access: REPLACE_RULE_EDITORS,
    handler: ({ params, auth, services }) => {
      const at = formatDateTime(services.now());
      if (!patchReplaceRule(services.db, auth.brandId, params.id, { name: params.replaceName }, at)) {
        throw notFound(REPLACE_REFUSALS.notFound);
      }
      return null;
    },
  },

  '/v1/sumvideo/sv/creativeReplace/remove': {
    access: REPLACE_RULE_EDITORS,
    handler: ({ params, auth, services }) => {
      if (!deleteReplaceRule(services.db, auth.brandId, params.id)) throw notFound(REPLACE_REFUSALS.notFound);
      return null;
    },
  },

  /**
   * Runs rules of a template: one variant per combination (`replaceVariants`: every combination, or
   * item by item; at most `count`), each checked as a template is (materials present, of the slot's
   * kind, not expired) and queued as its own synthesis task (mode 2) against the member's quota.
   */
  '/v1/sumvideo/sv/creativeReplace/replace': {
    access: REPLACE_RULE_EDITORS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const template = liveTemplate(db, auth.brandId, params.creativeId);
      const base = specOf(template);
      const wanted = [...new Set(params.ruleIds)];
      const all = new Map(replaceRulesOf(db, auth.brandId, template.id).map((r) => [r.id, r]));
      const rules = wanted.map((id) => all.get(id));
      if (rules.some((r) => !r)) throw notFound(REPLACE_REFUSALS.rulesMissing);
      const chosen = rules as ReplaceRuleRow[];
      const nowMs = services.now();
      const now = formatDateTime(nowMs);
      const lengths = chosen.map((rule) => {
        const shot = base.shots[rule.shot_index];
        const outdated =
          !shot || (rule.target === 'text' && (rule.layer_index === null || !shot.texts[rule.layer_index]));
        if (outdated) throw refused(say(REPLACE_REFUSALS.ruleOutdated, { name: rule.name }));
        return (JSON.parse(rule.target === 'slot' ? rule.material_ids : rule.texts) as unknown[]).length;
      });
      const specs = replaceVariants(lengths, params.mode, params.count).map((indexes) =>
        variantSpec(base, chosen, indexes),
      );
      for (const spec of specs) checkSpec(db, auth.brandId, spec, now);
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
};
