import {
  FOOLISH_STYLES,
  PIPELINE_STRATEGIES,
  pipelineCombinationCount,
  type CreativeGroup,
  type PipelineGroupSpec,
  type PipelineSpec,
  type PipelineStrategyCode,
  type TemplateShot,
  type TemplateSpec,
} from '@brand-console/api-client';
import { LIMITS } from '@brand-console/api-client/schemas';
import { transaction, type Database } from '../../db/database';
import { withPipelinePresenter } from '../../db/digitalModels';
import { materialsByIds, type MaterialRow } from '../../db/materialLibrary';
import {
  comboKey,
  comboOf,
  brandMusic,
  deletePipelines,
  insertPipeline,
  insertPipelineProduct,
  listPipelineProducts,
  listPipelines,
  madeCombos,
  pipelineById,
  pipelineGroups,
  pipelinesByIds,
  pipelineSpecOf,
  toPipelineInfo,
  updatePipeline,
} from '../../db/pipelines';
import { insertRenderJob } from '../../db/renderJobs';
import { insertSynthesisTask, queueSynthesisTask } from '../../db/synthesis';
import { toTemplateMaterial } from '../../db/templates';
import { checkVideoQuota } from '../../db/videoQuotas';
import { Scope } from '../../http/access';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { MaterialType } from '../../lib/codes';
import { formatDateTime } from '../../lib/time';
import { DEFAULT_SUBTITLE_STYLE } from '../../media/subtitles';
import { variantName } from './synthesis';

/** The page that owns pipelines (流水线), and the one of foolish mode (傻瓜模式). */
export const PIPELINE_PAGES = [Scope.assemblyline] as const;
export const FOOLISH_PAGES = [Scope.foolishMode] as const;

/**
 * The refusals of the pipeline and foolish-mode routes, word for word (the console translates them
 * by these texts; `{g}` is a group's name, `{n}` a number).
 */
export const PIPELINE_REFUSALS = {
  notFound: '流水线不存在或已删除',
  choosePipelines: '请选择流水线',
  groupMaterialMissing: '素材组「{g}」中有素材不存在或已删除',
  groupMaterialKind: '素材组「{g}」只能放视频或图片素材',
  groupMaterialExpired: '素材组「{g}」中有素材已过期',
  musicMissing: '背景音乐素材不存在或已删除',
  musicKind: '背景音乐须为音频或视频素材',
  musicExpired: '背景音乐素材已过期',
  noneLeft: '素材组的组合都已生成过，请添加素材后再运行',
  notEnoughLeft: '只剩 {n} 种新的组合，请减少生成数量或添加素材',
  foolishMaterialMissing: '第 {n} 个素材不存在或已删除',
  foolishMaterialKind: '第 {n} 个素材只能是视频或图片',
  foolishMaterialExpired: '第 {n} 个素材已过期',
} as const;

/** Volume (0–100) of a pipeline's background music under its narration. */
export const PIPELINE_MUSIC_VOLUME = 60;

const fill = (message: string, values: { g?: string; n?: number }) =>
  message.replace('{g}', values.g ?? '').replace('{n}', String(values.n ?? ''));

const expired = (m: MaterialRow, now: string) => !!m.expire_time && m.expire_time < now;

/**
 * Checks a pipeline's materials against the brand's library: every group's are the brand's videos
 * or images, none expired; the music an audio or video. Answers the materials by id.
 */
function checkPipelineMaterials(db: Database, brandId: number, spec: PipelineSpec, now: string) {
  const ids = [...spec.groups.flatMap((g) => g.materialIds), spec.musicMaterialId].filter(
    (id): id is number => id !== null,
  );
  const materials = new Map(materialsByIds(db, brandId, ids).map((m) => [m.id, m]));
  for (const group of spec.groups) {
    for (const id of group.materialIds) {
      const m = materials.get(id);
      if (!m) throw refused(fill(PIPELINE_REFUSALS.groupMaterialMissing, { g: group.name }));
      if (m.type !== MaterialType.video && m.type !== MaterialType.image) {
        throw refused(fill(PIPELINE_REFUSALS.groupMaterialKind, { g: group.name }));
      }
      if (expired(m, now)) throw refused(fill(PIPELINE_REFUSALS.groupMaterialExpired, { g: group.name }));
    }
  }
  if (spec.musicMaterialId !== null) {
    const music = materials.get(spec.musicMaterialId);
    if (!music) throw refused(PIPELINE_REFUSALS.musicMissing);
    if (music.type !== MaterialType.audio && music.type !== MaterialType.video) {
      throw refused(PIPELINE_REFUSALS.musicKind);
    }
    if (expired(music, now)) throw refused(PIPELINE_REFUSALS.musicExpired);
  }
  return materials;
}

/** The next k-subset (positions, ascending) of n after `current` in lexicographic order, or null. */
function nextSubset(current: readonly number[], n: number): number[] | null {
  const next = [...current];
  const k = next.length;
  for (let i = k - 1; i >= 0; i -= 1) {
    if (next[i]! < n - k + i) {
      next[i]! += 1;
      for (let j = i + 1; j < k; j += 1) next[j] = next[j - 1]! + 1;
      return next;
    }
  }
  return null;
}

const firstSubset = (k: number) => Array.from({ length: k }, (_, i) => i);

/**
 * Every combination of the groups in order: the last group's choice changes fastest. A combination
 * is each group's `shots` materials, in the group's own order.
 */
function* everyCombination(groups: readonly PipelineGroupSpec[]): Generator<number[][]> {
  if (groups.some((g) => g.shots > g.materialIds.length)) return;
  const state = groups.map((g) => firstSubset(g.shots));
  while (true) {
    yield state.map((positions, gi) => positions.map((p) => groups[gi]!.materialIds[p]!));
    let gi = groups.length - 1;
    for (; gi >= 0; gi -= 1) {
      const next = nextSubset(state[gi]!, groups[gi]!.materialIds.length);
      if (next) {
        state[gi] = next;
        break;
      }
      state[gi] = firstSubset(groups[gi]!.shots);
    }
    if (gi < 0) return;
  }
}

/** Video j in turn: each group's window of `shots` materials moves on by `shots` a video (wrapping). */
function* inTurn(groups: readonly PipelineGroupSpec[]): Generator<number[][]> {
  const rounds = groups.reduce((most, g) => Math.max(most, g.materialIds.length), 1) * 4;
  for (let j = 0; j < rounds; j += 1) {
    yield groups.map((g) => {
      const n = g.materialIds.length;
      const positions = Array.from({ length: g.shots }, (_, s) => (j * g.shots + s) % n).sort((a, b) => a - b);
      return positions.map((p) => g.materialIds[p]!);
    });
  }
}

/** Random draws: each group's shots drawn at random (shown in the group's order). */
function* randomDraws(
  groups: readonly PipelineGroupSpec[],
  random: () => number,
  tries: number,
): Generator<number[][]> {
  for (let t = 0; t < tries; t += 1) {
    yield groups.map((g) => {
      const pool = g.materialIds.map((_, i) => i);
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool
        .slice(0, g.shots)
        .sort((a, b) => a - b)
        .map((p) => g.materialIds[p]!);
    });
  }
}

/** Whether a made combination is still one the groups can make (groups may have changed since). */
function stillPossible(key: string, groups: readonly PipelineGroupSpec[]): boolean {
  const combo = comboOf(key);
  return (
    combo.length === groups.length &&
    combo.every((ids, gi) => {
      const g = groups[gi]!;
      return (
        ids.length === g.shots && new Set(ids).size === ids.length && ids.every((id) => g.materialIds.includes(id))
      );
    })
  );
}

/** How many combinations the groups allow that the pipeline has not made yet. */
export function combinationsLeft(groups: readonly PipelineGroupSpec[], made: ReadonlySet<string>): number {
  const made_ = [...made].filter((key) => stillPossible(key, groups)).length;
  return Math.max(0, pipelineCombinationCount(groups) - made_);
}

/**
 * `count` combinations of the groups by the strategy, none of them in `made` and none twice. A
 * strategy that runs out of fresh picks (random draws that keep repeating, turns that come round
 * again) goes on through every combination in order, so a run makes `count` whenever that many are
 * left. Fewer when fewer are left.
 */
export function pickCombinations(
  groups: readonly PipelineGroupSpec[],
  strategy: PipelineStrategyCode,
  count: number,
  made: ReadonlySet<string>,
  random: () => number = Math.random,
): number[][][] {
  const picked: number[][][] = [];
  const seen = new Set(made);
  const take = (source: Iterable<number[][]>) => {
    for (const combo of source) {
      if (picked.length >= count) return;
      const key = comboKey(combo);
      if (seen.has(key)) continue;
      seen.add(key);
      picked.push(combo);
    }
  };
  if (groups.length === 0 || groups.some((g) => g.shots > g.materialIds.length)) return picked;
  if (strategy === 1) take(randomDraws(groups, random, count * 50));
  if (strategy === 2) take(inTurn(groups));
  take(everyCombination(groups));
  return picked;
}

/** A video of a pipeline: its groups' chosen materials as shots, in group order. */
export function pipelineVideoSpec(
  spec: PipelineSpec,
  combo: readonly (readonly number[])[],
  materials: ReadonlyMap<number, Pick<MaterialRow, 'type'>>,
): TemplateSpec {
  const shots = spec.groups.flatMap((g, gi) =>
    (combo[gi] ?? []).map((id): TemplateShot => ({
      durationMs: g.shotMs,
      slot: materials.get(id)?.type === MaterialType.image ? 'image' : 'video',
      materialId: id,
      texts: [],
      transition: 'none',
    })),
  );
  return {
    ratio: spec.ratio,
    shots,
    musicMaterialId: spec.musicMaterialId,
    musicVolume: PIPELINE_MUSIC_VOLUME,
    narration: spec.narration,
    subtitles: { enabled: spec.subtitles && spec.narration !== null, style: { ...DEFAULT_SUBTITLE_STYLE } },
  };
}

/** Queues one synthesis task and its render job; answers the task's id. Call inside a transaction. */
function queueTask(
  db: Database,
  brandId: number,
  userId: number,
  task: {
    mode: 1 | 4;
    name: string;
    sourceId: number | null;
    sourceName: string | null;
    spec: TemplateSpec;
    at: string;
  },
): number {
  const taskId = insertSynthesisTask(db, brandId, {
    userId,
    mode: task.mode,
    name: task.name,
    templateId: task.sourceId,
    sourceName: task.sourceName,
    spec: task.spec,
    durationMs: task.spec.shots.reduce((sum, shot) => sum + shot.durationMs, 0),
    createdAt: task.at,
  });
  const jobId = insertRenderJob(db, brandId, {
    userId,
    kind: 'synthesis',
    operationId: null,
    taskId,
    createdAt: task.at,
  });
  queueSynthesisTask(db, brandId, taskId, jobId);
  return taskId;
}

function ownPipeline(db: Database, brandId: number, id: number) {
  const row = pipelineById(db, brandId, id);
  if (!row) throw notFound(PIPELINE_REFUSALS.notFound);
  const groups = pipelineGroups(db, brandId, [row.id]);
  return { row, groups, spec: pipelineSpecOf(row, groups) };
}

/**
 * The spec-named creative calls (section 7 "creative strategy and group calls", ADR 0031): the
 * strategies a pipeline's run combines its groups by, and a pipeline's groups. In the video-creation
 * domain, as the spec lists them.
 */
export const creativeRoutes: RouteTable = {
  '/v1/sumvideo/sv/creative/strategy/list': {
    access: PIPELINE_PAGES,
    handler: ({ params, auth, services }) => {
      let available: number | null = null;
      if (params.creativeId !== undefined) {
        const { spec } = ownPipeline(services.db, auth.brandId, params.creativeId);
        available = combinationsLeft(spec.groups, madeCombos(services.db, auth.brandId, params.creativeId));
      }
      return PIPELINE_STRATEGIES.map((s) => ({
        id: s.value,
        name: s.zh,
        nameEn: s.en,
        creativeId: params.creativeId ?? null,
        available,
      }));
    },
  },

  '/v1/sumvideo/sv/creative/group/list': {
    access: PIPELINE_PAGES,
    handler: ({ params, auth, services }): CreativeGroup[] => {
      const { db } = services;
      const { groups } = ownPipeline(db, auth.brandId, params.creativeId);
      const ids = groups.flatMap((g) => JSON.parse(g.material_ids) as number[]);
      const materials = new Map(materialsByIds(db, auth.brandId, ids).map((m) => [m.id, m]));
      return groups.map((g) => {
        const materialIds = JSON.parse(g.material_ids) as number[];
        return {
          id: g.id,
          name: g.name,
          creativeId: g.pipeline_id,
          position: g.position,
          materialIds,
          shots: g.shots,
          shotMs: g.shot_ms,
          materials: materialIds.flatMap((id) => {
            const m = materials.get(id);
            return m ? [toTemplateMaterial(m)] : [];
          }),
        };
      });
    },
  },
};

/** Pipelines and foolish mode (issue 23, ADR 0031). */
export const pipelinesRoutes: RouteTable = {
  '/v1/sumvideo/sv/pipeline/page': {
    access: PIPELINE_PAGES,
    handler: ({ params, auth, services }) => listPipelines(services.db, auth.brandId, params),
  },

  '/v1/sumvideo/sv/pipeline/detail': {
    access: PIPELINE_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const { row, groups, spec } = ownPipeline(db, auth.brandId, params.id);
      const made = madeCombos(db, auth.brandId, row.id);
      const combinations = pipelineCombinationCount(spec.groups);
      const ids = [...spec.groups.flatMap((g) => g.materialIds), spec.musicMaterialId].filter(
        (id): id is number => id !== null,
      );
      return {
        ...toPipelineInfo(row, groups),
        spec,
        materials: materialsByIds(db, auth.brandId, ids).map(toTemplateMaterial),
        combinations,
        madeCombinations: combinations - combinationsLeft(spec.groups, made),
      };
    },
  },

  /** Creates (no `id`) or replaces a pipeline; its materials must be the brand's videos and images. */
  '/v1/sumvideo/sv/pipeline/save': {
    access: PIPELINE_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const at = formatDateTime(services.now());
      const spec = params.spec as PipelineSpec;
      if (params.id !== undefined && !pipelineById(db, auth.brandId, params.id)) {
        throw notFound(PIPELINE_REFUSALS.notFound);
      }
      checkPipelineMaterials(db, auth.brandId, spec, at);
      const name = params.name.trim().slice(0, LIMITS.text);
      return transaction(db, () => {
        if (params.id === undefined) {
          return { id: insertPipeline(db, auth.brandId, { userId: auth.userId, name, spec, at }) };
        }
        if (!updatePipeline(db, auth.brandId, params.id, { name, spec, at }))
          throw notFound(PIPELINE_REFUSALS.notFound);
        return { id: params.id };
      });
    },
  },

  /** Deletes pipelines; the videos they made stay in 合成任务 and 成品库. */
  '/v1/sumvideo/sv/pipeline/remove': {
    access: PIPELINE_PAGES,
    handler: ({ params, auth, services }) => {
      const unique = [...new Set(params.ids)];
      if (unique.length === 0) throw refused(PIPELINE_REFUSALS.choosePipelines);
      if (pipelinesByIds(services.db, auth.brandId, unique).length !== unique.length) {
        throw notFound(PIPELINE_REFUSALS.notFound);
      }
      deletePipelines(services.db, auth.brandId, unique);
      return null;
    },
  },

  /**
   * Runs a pipeline: `videoCount` combinations it has not made, by its strategy, each a synthesis
   * task of mode 1 with its own render, counting against the member's monthly quota. Refused (nothing
   * queued) when fewer new combinations are left than asked for.
   */
  '/v1/sumvideo/sv/pipeline/run': {
    access: PIPELINE_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const { row, spec } = ownPipeline(db, auth.brandId, params.id);
      const nowMs = services.now();
      const now = formatDateTime(nowMs);
      const materials = checkPipelineMaterials(db, auth.brandId, spec, now);
      const made = madeCombos(db, auth.brandId, row.id);
      const combos = pickCombinations(spec.groups, spec.strategy, spec.videoCount, made);
      if (combos.length === 0) throw refused(PIPELINE_REFUSALS.noneLeft);
      if (combos.length < spec.videoCount) throw refused(fill(PIPELINE_REFUSALS.notEnoughLeft, { n: combos.length }));
      checkVideoQuota(db, auth.brandId, auth.userId, nowMs, combos.length);
      const first = made.size;
      const taskIds = transaction(db, () =>
        combos.map((combo, i) => {
          const taskId = queueTask(db, auth.brandId, auth.userId, {
            mode: 1,
            name: variantName(row.name, first + i),
            sourceId: row.id,
            sourceName: row.name,
            spec: withPipelinePresenter(db, auth.brandId, row.id, pipelineVideoSpec(spec, combo, materials)),
            at: now,
          });
          insertPipelineProduct(db, auth.brandId, { pipelineId: row.id, taskId, combo: comboKey(combo) });
          return taskId;
        }),
      );
      return { taskIds };
    },
  },

  '/v1/sumvideo/sv/pipeline/productList': {
    access: PIPELINE_PAGES,
    handler: ({ params, auth, services }) => {
      ownPipeline(services.db, auth.brandId, params.id);
      return listPipelineProducts(services.db, auth.brandId, params.id, params);
    },
  },

  /**
   * Foolish mode: one video from the materials in one of `FOOLISH_STYLES`: each material a shot of
   * the style's length with its caption and transition, over the brand's newest background music when
   * the style has music (silence when the brand has none). One synthesis task of mode 4 (smart mix).
   */
  '/v1/sumvideo/sv/foolish/create': {
    access: FOOLISH_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const style = FOOLISH_STYLES.find((s) => s.key === params.style)!;
      const nowMs = services.now();
      const now = formatDateTime(nowMs);
      const materials = new Map(materialsByIds(db, auth.brandId, params.materialIds).map((m) => [m.id, m]));
      const shots = params.materialIds.map((id, i): TemplateShot => {
        const m = materials.get(id);
        if (!m) throw refused(fill(PIPELINE_REFUSALS.foolishMaterialMissing, { n: i + 1 }));
        if (m.type !== MaterialType.video && m.type !== MaterialType.image) {
          throw refused(fill(PIPELINE_REFUSALS.foolishMaterialKind, { n: i + 1 }));
        }
        if (expired(m, now)) throw refused(fill(PIPELINE_REFUSALS.foolishMaterialExpired, { n: i + 1 }));
        const caption = m.name
          .replace(/\.[a-z0-9]{2,4}$/i, '')
          .slice(0, 60)
          .trim();
        return {
          durationMs: style.shotMs,
          slot: m.type === MaterialType.image ? 'image' : 'video',
          materialId: id,
          texts: style.text && caption ? [{ content: caption, ...style.text }] : [],
          transition: style.transition,
        };
      });
      const music = style.music === 'brand' ? brandMusic(db, auth.brandId, now) : null;
      const spec: TemplateSpec = {
        ratio: style.ratio,
        shots,
        musicMaterialId: music,
        musicVolume: style.musicVolume,
        narration: null,
        subtitles: { enabled: false, style: { ...DEFAULT_SUBTITLE_STYLE } },
      };
      const name = params.name?.trim() || `${style.zh} ${now.slice(0, 16)}`;
      checkVideoQuota(db, auth.brandId, auth.userId, nowMs, 1);
      const taskId = transaction(db, () =>
        queueTask(db, auth.brandId, auth.userId, {
          mode: 4,
          name: name.slice(0, LIMITS.text),
          sourceId: null,
          sourceName: style.zh,
          spec,
          at: now,
        }),
      );
      return { taskIds: [taskId] };
    },
  },
};
