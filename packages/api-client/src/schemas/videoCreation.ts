import { z } from 'zod';
import {
  SPEECH_PREVIEW_MAX,
  SPEECH_VOICES,
  SUBTITLE_POSITIONS,
  TEMPLATE_LIMITS,
  TEMPLATE_RATIOS,
  TEMPLATE_SLOT_KINDS,
  TEMPLATE_TRANSITIONS,
  type SpeechVoice,
} from '../dictionaries/media';
import { REPLACE_LIMITS } from '../dictionaries/digitalModels';
import { VIDEO_GENERATION_MODES } from '../dictionaries/video';
import { presenterPosition, presenterScale } from './digitalModels';
import { GENERATION_STATUSES } from '../dictionaries/statuses';
import { array, code, dateBound, empty, flag, id, int, LIMITS, list, page, text } from './fields';

const valuesOf = <const T extends readonly { value: string }[]>(dictionary: T) =>
  dictionary.map((entry) => entry.value) as unknown as [T[number]['value'], ...T[number]['value'][]];
const voice = () => z.enum(SPEECH_VOICES.map((v) => v.value) as [SpeechVoice, ...SpeechVoice[]]);
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** What the template form says when a value is wrong, in the reader's language. */
export interface TemplateFormMessages {
  nameRequired: string;
  nameTooLong: string;
  shotsRequired: string;
  tooManyShots: string;
  shotDuration: string;
  tooManyTexts: string;
  textRequired: string;
  textTooLong: string;
  fontSize: string;
  colour: string;
  narrationRequired: string;
  narrationTooLong: string;
  subtitleSize: string;
  strokeWidth: string;
}

const CHINESE_TEMPLATE_MESSAGES: TemplateFormMessages = {
  nameRequired: '请输入模板名称',
  nameTooLong: `模板名称最多 ${LIMITS.text} 个字`,
  shotsRequired: '至少需要一个镜头',
  tooManyShots: `最多 ${TEMPLATE_LIMITS.shots} 个镜头`,
  shotDuration: `镜头时长须在 ${TEMPLATE_LIMITS.shotMs.min / 1000}–${TEMPLATE_LIMITS.shotMs.max / 1000} 秒之间`,
  tooManyTexts: `每个镜头最多 ${TEMPLATE_LIMITS.textsPerShot} 段文字`,
  textRequired: '请输入文字内容',
  textTooLong: `文字最多 ${TEMPLATE_LIMITS.textLayer} 个字`,
  fontSize: `字号须在 ${TEMPLATE_LIMITS.fontSize.min}–${TEMPLATE_LIMITS.fontSize.max} 之间`,
  colour: '请选择颜色',
  narrationRequired: '请输入旁白文案',
  narrationTooLong: `旁白最多 ${TEMPLATE_LIMITS.narration} 个字`,
  subtitleSize: '字幕字号须在 8–200 之间',
  strokeWidth: '描边宽度须在 0–20 之间',
};

/**
 * A template's spec (`TemplateSpec`): the template editor and the server validate with this one
 * schema. Durations are whole milliseconds; colours `#rrggbb`; at most `TEMPLATE_LIMITS` shots and
 * texts. Material ids are checked by the server against the brand's library.
 */
export const templateSpecSchema = (m: TemplateFormMessages = CHINESE_TEMPLATE_MESSAGES) =>
  z.object({
    ratio: z.enum(valuesOf(TEMPLATE_RATIOS)),
    shots: array(
      z.object({
        durationMs: int()
          .min(TEMPLATE_LIMITS.shotMs.min, m.shotDuration)
          .max(TEMPLATE_LIMITS.shotMs.max, m.shotDuration),
        slot: z.enum(valuesOf(TEMPLATE_SLOT_KINDS)),
        materialId: id().nullable(),
        texts: array(
          z.object({
            content: text(TEMPLATE_LIMITS.textLayer + 100)
              .trim()
              .min(1, m.textRequired)
              .max(TEMPLATE_LIMITS.textLayer, m.textTooLong),
            position: z.enum(valuesOf(SUBTITLE_POSITIONS)),
            fontSize: int().min(TEMPLATE_LIMITS.fontSize.min, m.fontSize).max(TEMPLATE_LIMITS.fontSize.max, m.fontSize),
            color: text(7).regex(HEX_COLOUR, m.colour),
          }),
          TEMPLATE_LIMITS.textsPerShot + 10,
        ).max(TEMPLATE_LIMITS.textsPerShot, m.tooManyTexts),
        transition: z.enum(valuesOf(TEMPLATE_TRANSITIONS)),
      }),
      TEMPLATE_LIMITS.shots + 10,
    )
      .min(1, m.shotsRequired)
      .max(TEMPLATE_LIMITS.shots, m.tooManyShots),
    musicMaterialId: id().nullable(),
    musicVolume: int().min(0).max(100),
    narration: z
      .object({
        text: text(TEMPLATE_LIMITS.narration + 1000)
          .trim()
          .min(1, m.narrationRequired)
          .max(TEMPLATE_LIMITS.narration, m.narrationTooLong),
        voice: voice(),
      })
      .nullable(),
    subtitles: z.object({
      enabled: z.boolean(),
      style: z.object({
        fontKey: text(60).min(1),
        fontSize: int().min(8, m.subtitleSize).max(200, m.subtitleSize),
        color: text(7).regex(HEX_COLOUR, m.colour),
        strokeColor: text(7).regex(HEX_COLOUR, m.colour),
        strokeWidth: int().min(0, m.strokeWidth).max(20, m.strokeWidth),
        position: z.enum(valuesOf(SUBTITLE_POSITIONS)),
      }),
    }),
    /** A digital model over every shot (ADR 0035); optional, so specs saved before it stay valid. */
    presenter: z
      .object({
        modelId: id(),
        position: presenterPosition(),
        scale: presenterScale(),
        modelVoice: z.boolean().optional(),
      })
      .nullable()
      .optional(),
  });

/** The template editor's form: a name, a category and the spec, with messages in the reader's language. */
export const templateFormSchema = (m: TemplateFormMessages) =>
  z.object({
    name: text(LIMITS.text + 100)
      .trim()
      .min(1, m.nameRequired)
      .max(LIMITS.text, m.nameTooLong),
    categoryId: id().nullable(),
    spec: templateSpecSchema(m),
  });

/** What the 模板创作 form says when a value is wrong, in the reader's language. */
export interface SynthesisFormMessages {
  nameRequired: string;
  narrationRequired: string;
}

const CHINESE_SYNTHESIS_MESSAGES: SynthesisFormMessages = {
  nameRequired: '请输入视频名称',
  narrationRequired: '请输入旁白文案',
};

/**
 * Making videos from a template (`synthesis/createFromTemplate`): the 模板创作 form and the server
 * validate with this one schema. Each variant fills the template's slots (`slots[i]` for shot i: a
 * material of the slot's kind, or null to keep the template's) and may speak its own narration.
 */
export const synthesisFormSchema = (m: SynthesisFormMessages = CHINESE_SYNTHESIS_MESSAGES) =>
  z.object({
    templateId: id(),
    name: text().trim().min(1, m.nameRequired),
    variants: array(
      z.object({
        slots: array(id().nullable(), TEMPLATE_LIMITS.shots),
        narration: z
          .object({ text: text(TEMPLATE_LIMITS.narration).trim().min(1, m.narrationRequired), voice: voice() })
          .nullable(),
      }),
      TEMPLATE_LIMITS.batch,
    ).min(1),
    subtitles: flag().optional(),
  });

const synthesisFilters = () => ({
  ...page(),
  name: text().optional(),
  mode: code(VIDEO_GENERATION_MODES.map((m) => m.value) as unknown as [number, ...number[]]).optional(),
  status: code(GENERATION_STATUSES.map((s) => s.value) as unknown as [number, ...number[]]).optional(),
  startTime: dateBound().optional(),
  endTime: dateBound().optional(),
  /** 1: only the member's own tasks. */
  onlyMine: flag().optional(),
});

/** What the replacement rule form says when a value is wrong, in the reader's language. */
export interface ReplaceRuleFormMessages {
  nameRequired: string;
  nameTooLong: string;
  remarkTooLong: string;
  itemsRequired: string;
  tooManyItems: string;
  textRequired: string;
  textTooLong: string;
}

const CHINESE_REPLACE_MESSAGES: ReplaceRuleFormMessages = {
  nameRequired: '请输入规则名称',
  nameTooLong: `规则名称最多 ${REPLACE_LIMITS.name} 个字`,
  remarkTooLong: `备注最多 ${REPLACE_LIMITS.remark} 个字`,
  itemsRequired: '至少需要一个替换项',
  tooManyItems: `每条规则最多 ${REPLACE_LIMITS.itemsPerRule} 个替换项`,
  textRequired: '请输入替换文字',
  textTooLong: `文字最多 ${TEMPLATE_LIMITS.textLayer} 个字`,
};

/**
 * A replacement rule (`creativeReplace/setReplaceRule`, ADR 0035): the console's form and the server
 * validate with this one schema. A `slot` rule lists materials, a `text` rule texts (the other list
 * empty); the server checks the shot, the layer and the materials against the template and library.
 */
export const replaceRuleFormSchema = (m: ReplaceRuleFormMessages = CHINESE_REPLACE_MESSAGES) =>
  z
    .object({
      id: id().optional(),
      creativeId: id(),
      replaceName: text(REPLACE_LIMITS.name + 100)
        .trim()
        .min(1, m.nameRequired)
        .max(REPLACE_LIMITS.name, m.nameTooLong),
      remark: text(REPLACE_LIMITS.remark + 100)
        .trim()
        .max(REPLACE_LIMITS.remark, m.remarkTooLong)
        .nullable()
        .optional(),
      target: z.enum(['slot', 'text']),
      shotIndex: int()
        .min(0)
        .max(TEMPLATE_LIMITS.shots - 1),
      layerIndex: int()
        .min(0)
        .max(TEMPLATE_LIMITS.textsPerShot - 1)
        .nullable()
        .optional(),
      materialIds: array(id(), REPLACE_LIMITS.itemsPerRule + 10).max(REPLACE_LIMITS.itemsPerRule, m.tooManyItems),
      texts: array(
        text(TEMPLATE_LIMITS.textLayer + 100)
          .trim()
          .min(1, m.textRequired)
          .max(TEMPLATE_LIMITS.textLayer, m.textTooLong),
        REPLACE_LIMITS.itemsPerRule + 10,
      ).max(REPLACE_LIMITS.itemsPerRule, m.tooManyItems),
    })
    .refine((rule) => (rule.target === 'slot' ? rule.materialIds.length : rule.texts.length) > 0, {
      message: m.itemsRequired,
      path: ['materialIds'],
    });

/** Requests of video creation (`/v1/sumvideo/sv/...`); payloads not shown except the font list (reference server). */
export const videoCreationRequests = {
  /** A template's replacement rules (`creativeId`: the template's id; ADR 0035). */
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId': z.object({ creativeId: id() }),
  '/v1/sumvideo/sv/creativeReplace/modifyRemark': z.object({ id: id(), remark: text(REPLACE_LIMITS.remark).trim() }),
  '/v1/sumvideo/sv/creativeReplace/modifyReplaceName': z.object({
    id: id(),
    replaceName: text(REPLACE_LIMITS.name).trim().min(1, '请输入规则名称'),
  }),
  /**
   * JSON body: runs rules of a template, one video per variant (`mode` 1 every combination, 2 item by
   * item; at most `count`, itself at most `REPLACE_LIMITS.variants`), named `name`, `name-2`…
   */
  '/v1/sumvideo/sv/creativeReplace/replace': z.object({
    creativeId: id(),
    ruleIds: array(id(), REPLACE_LIMITS.rulesPerTemplate).min(1),
    mode: code([1, 2]),
    count: int().min(1).max(REPLACE_LIMITS.variants),
    name: text().trim().min(1, '请输入视频名称'),
  }),
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById': z.object({ id: id() }),
  /** JSON body: see `replaceRuleFormSchema`. */
  '/v1/sumvideo/sv/creativeReplace/setReplaceRule': replaceRuleFormSchema(),
  /** Designed: deletes a rule. */
  '/v1/sumvideo/sv/creativeReplace/remove': z.object({ id: id() }),
  /** JSON body. */
  '/v1/sumvideo/sv/editing/project/addEditingProject': z.object({
    name: text().trim().min(1),
    materialIds: array(id()).optional(),
  }),
  '/v1/sumvideo/sv/creative/templateToProject': z.object({ templateId: id() }),
  /** Font list: page 1, size 1000 (spec section 5). */
  '/v1/sumvideo/sv/overprint/fontList': z.object(page()),
  /**
   * Creative strategy listing: the spec names "creative strategy and group calls" without paths. The
   * pipeline strategies (ADR 0031); with a pipeline (`creativeId`), how many new videos it allows.
   */
  '/v1/sumvideo/sv/creative/strategy/list': z.object({ creativeId: id().optional() }),
  /** Creative group listing: a pipeline's material groups in shot order (ADR 0031). */
  '/v1/sumvideo/sv/creative/group/list': z.object({ creativeId: id() }),
  /** Templates of the brand's space (`source` 1, the default; `recycled` 1 for its recycle bin) or the cloud catalogue (2). */
  '/v1/sumvideo/sv/template/page': z.object({
    ...page(),
    name: text().optional(),
    categoryId: id().optional(),
    source: code([1, 2]).optional(),
    recycled: flag().optional(),
    ratio: z.enum(valuesOf(TEMPLATE_RATIOS)).optional(),
  }),
  /** Designed (issue 23): a template with its spec and the materials it names (the brand's, or a cloud template). */
  '/v1/sumvideo/sv/template/detail': z.object({ id: id() }),
  /** Designed, JSON body: creates (no `id`) or updates a template of the brand's space. */
  '/v1/sumvideo/sv/template/save': z.object({
    id: id().optional(),
    name: text().trim().min(1, '请输入模板名称'),
    categoryId: id().nullable(),
    spec: templateSpecSchema(),
  }),
  /** Designed: moves templates to the recycle bin. */
  '/v1/sumvideo/sv/template/remove': z.object({ ids: list(id(), 100) }),
  /** Designed: brings templates back from the recycle bin. */
  '/v1/sumvideo/sv/template/restore': z.object({ ids: list(id(), 100) }),
  /** Designed: deletes templates in the recycle bin for good. */
  '/v1/sumvideo/sv/template/purge': z.object({ ids: list(id(), 100) }),
  /** Designed: copies a cloud template into the brand's template space (answers the copy's id). */
  '/v1/sumvideo/sv/template/copyCloud': z.object({ id: id(), name: text().trim().min(1).optional() }),
  /** Designed, JSON body: makes videos from a template, each its own synthesis task (mode 2); see `synthesisFormSchema`. */
  '/v1/sumvideo/sv/synthesis/createFromTemplate': synthesisFormSchema(),
  /** Designed: the brand's synthesis tasks, newest first. */
  '/v1/sumvideo/sv/synthesis/page': z.object(synthesisFilters()),
  /** Designed: one task with the parameters that made it and the finished video. */
  '/v1/sumvideo/sv/synthesis/detail': z.object({ id: id() }),
  /** Designed: closes a waiting or processing task (its render stops; nothing is kept). */
  '/v1/sumvideo/sv/synthesis/cancel': z.object({ id: id() }),
  /** Designed: queues a failed or closed task again, with the same parameters. */
  '/v1/sumvideo/sv/synthesis/retry': z.object({ id: id() }),
  /** Designed: the filtered tasks as an xlsx in the task centre (tracking 212). */
  '/v1/sumvideo/sv/synthesis/export': z.object(synthesisFilters()),
  /** GET (query string). */
  '/v1/sumvideo/sv/category/serve/list': z.object({ type: int().optional() }),
  '/v1/sumvideoup/sv/material/mediaInfoParam': z.object({ url: text(LIMITS.url).min(1) }),
  /** JSON body. Merge (1) several materials into one, or split (2) one video (min 10000 ms) by `splitDuration`. */
  '/v1/sumvideo/sv/material/operation/operateMaterials': z.object({
    operationType: code([1, 2]),
    materialIds: array(id()).min(1),
    splitDuration: int().min(1).optional(),
    targetName: text().optional(),
    tagIds: array(id()).optional(),
    folderIds: array(id()).optional(),
  }),
  /** Merge/split records of the task centre: `operationType` 1 merge, 2 split. */
  '/v1/sumvideo/sv/material/operation/listOperationRecords': z.object({
    operationType: code([1, 2]),
    ...page(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
  }),
  /** Cancels one of the member's merges or splits (its record's id). */
  '/v1/sumvideo/sv/material/operation/cancelOperation': z.object({ id: id() }),
  '/v1/sumvideo/sv/speech/voiceList': empty(),
  /** A voice and a short text (at most `SPEECH_PREVIEW_MAX` characters). */
  '/v1/sumvideo/sv/speech/preview': z.object({
    voice: voice(),
    text: text(SPEECH_PREVIEW_MAX).trim().min(1),
  }),
} satisfies Record<string, z.ZodType>;
