import { z } from 'zod';
import { SPEECH_VOICES, TEMPLATE_RATIOS, type SpeechVoice } from '../dictionaries/media';
import { FOOLISH_LIMITS, FOOLISH_STYLES, PIPELINE_LIMITS, PIPELINE_STRATEGIES } from '../dictionaries/pipelines';
import { array, code, id, int, LIMITS, list, page, text } from './fields';

/** What the pipeline editor says when a value is wrong, in the reader's language. */
export interface PipelineFormMessages {
  nameRequired: string;
  nameTooLong: string;
  groupsRequired: string;
  tooManyGroups: string;
  groupNameRequired: string;
  groupNameTooLong: string;
  groupMaterialsRequired: string;
  tooManyGroupMaterials: string;
  groupShots: string;
  groupShotsMoreThanMaterials: string;
  tooManyShots: string;
  shotDuration: string;
  videoCount: string;
  narrationRequired: string;
  narrationTooLong: string;
}

const CHINESE_PIPELINE_MESSAGES: PipelineFormMessages = {
  nameRequired: '请输入流水线名称',
  nameTooLong: `流水线名称最多 ${LIMITS.text} 个字`,
  groupsRequired: '至少需要一个素材组',
  tooManyGroups: `最多 ${PIPELINE_LIMITS.groups} 个素材组`,
  groupNameRequired: '请输入素材组名称',
  groupNameTooLong: '素材组名称最多 30 个字',
  groupMaterialsRequired: '请为素材组选择素材',
  tooManyGroupMaterials: `每个素材组最多 ${PIPELINE_LIMITS.materialsPerGroup} 个素材`,
  groupShots: `每组抽取的镜头数须在 1–${PIPELINE_LIMITS.shotsPerGroup} 之间`,
  groupShotsMoreThanMaterials: '抽取的镜头数不能多于素材组的素材数',
  tooManyShots: `所有素材组的镜头合计最多 ${PIPELINE_LIMITS.shots} 个`,
  shotDuration: `镜头时长须在 ${PIPELINE_LIMITS.shotMs.min / 1000}–${PIPELINE_LIMITS.shotMs.max / 1000} 秒之间`,
  videoCount: `每次生成的视频数须在 1–${PIPELINE_LIMITS.videosPerRun} 之间`,
  narrationRequired: '请输入旁白文案',
  narrationTooLong: `旁白最多 ${PIPELINE_LIMITS.narration} 个字`,
};

/** Characters a group's name may have. */
export const PIPELINE_GROUP_NAME_MAX = 30;

/**
 * A pipeline's spec (`PipelineSpec`): the editor and the server validate with this one schema. A
 * group's materials are distinct, at least as many as its shots; all shots together at most
 * `PIPELINE_LIMITS.shots`. Material ids are checked by the server against the brand's library.
 */
export const pipelineSpecSchema = (m: PipelineFormMessages = CHINESE_PIPELINE_MESSAGES) =>
  z
    .object({
      ratio: z.enum(TEMPLATE_RATIOS.map((r) => r.value) as unknown as ['9:16', '16:9', '1:1']),
      groups: array(
        z
          .object({
            name: text(PIPELINE_GROUP_NAME_MAX + 100)
              .trim()
              .min(1, m.groupNameRequired)
              .max(PIPELINE_GROUP_NAME_MAX, m.groupNameTooLong),
            materialIds: array(id(), PIPELINE_LIMITS.materialsPerGroup + 100)
              .min(1, m.groupMaterialsRequired)
              .max(PIPELINE_LIMITS.materialsPerGroup, m.tooManyGroupMaterials)
              .transform((ids) => [...new Set(ids)]),
            shots: int().min(1, m.groupShots).max(PIPELINE_LIMITS.shotsPerGroup, m.groupShots),
            shotMs: int()
              .min(PIPELINE_LIMITS.shotMs.min, m.shotDuration)
              .max(PIPELINE_LIMITS.shotMs.max, m.shotDuration),
          })
          .refine((g) => g.materialIds.length === 0 || g.shots <= g.materialIds.length, {
            message: m.groupShotsMoreThanMaterials,
            path: ['shots'],
          }),
        PIPELINE_LIMITS.groups + 10,
      )
        .min(1, m.groupsRequired)
        .max(PIPELINE_LIMITS.groups, m.tooManyGroups),
      strategy: code(PIPELINE_STRATEGIES.map((s) => s.value) as unknown as [1, 2, 3]),
      videoCount: int().min(1, m.videoCount).max(PIPELINE_LIMITS.videosPerRun, m.videoCount),
      narration: z
        .object({
          text: text(PIPELINE_LIMITS.narration + 1000)
            .trim()
            .min(1, m.narrationRequired)
            .max(PIPELINE_LIMITS.narration, m.narrationTooLong),
          voice: z.enum(SPEECH_VOICES.map((v) => v.value) as [SpeechVoice, ...SpeechVoice[]]),
        })
        .nullable(),
      subtitles: z.boolean(),
      musicMaterialId: id().nullable(),
    })
    .refine((spec) => spec.groups.reduce((sum, g) => sum + g.shots, 0) <= PIPELINE_LIMITS.shots, {
      message: m.tooManyShots,
      path: ['groups'],
    });

/** The pipeline editor's form: a name and the spec, with messages in the reader's language. */
export const pipelineFormSchema = (m: PipelineFormMessages) =>
  z.object({
    name: text(LIMITS.text + 100)
      .trim()
      .min(1, m.nameRequired)
      .max(LIMITS.text, m.nameTooLong),
    spec: pipelineSpecSchema(m),
  });

const styleKeys = FOOLISH_STYLES.map((s) => s.key) as unknown as [string, ...string[]];

/** Requests of pipelines and foolish mode (designed; ADR 0031). */
export const pipelinesRequests = {
  /** The brand's pipelines, newest change first. */
  '/v1/sumvideo/sv/pipeline/page': z.object({ ...page(), name: text().optional() }),
  '/v1/sumvideo/sv/pipeline/detail': z.object({ id: id() }),
  /** JSON body: creates (no `id`) or updates a pipeline. */
  '/v1/sumvideo/sv/pipeline/save': z.object({
    id: id().optional(),
    name: text().trim().min(1, '请输入流水线名称'),
    spec: pipelineSpecSchema(),
  }),
  /** Deletes pipelines (their videos stay in 合成任务 and 成品库). */
  '/v1/sumvideo/sv/pipeline/remove': z.object({ ids: list(id(), 100) }),
  /** Runs a pipeline: `spec.videoCount` new videos, each a synthesis task of mode 1. */
  '/v1/sumvideo/sv/pipeline/run': z.object({ id: id() }),
  /** The videos a pipeline's runs queued, newest first. */
  '/v1/sumvideo/sv/pipeline/productList': z.object({ id: id(), ...page() }),
  /** JSON body: one video from the materials in one style (a synthesis task of mode 4). */
  '/v1/sumvideo/sv/foolish/create': z.object({
    materialIds: array(id(), FOOLISH_LIMITS.materials + 100)
      .min(1, '请选择素材')
      .max(FOOLISH_LIMITS.materials, `最多选择 ${FOOLISH_LIMITS.materials} 个素材`),
    style: z.enum(styleKeys),
    name: text().trim().optional(),
  }),
} satisfies Record<string, z.ZodType>;
