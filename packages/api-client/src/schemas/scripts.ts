import { z } from 'zod';
import { SPEECH_VOICES, TEMPLATE_LIMITS, type SpeechVoice } from '../dictionaries/media';
import { array, flag, id, int, LIMITS, list, page, text } from './fields';
import { templateSpecSchema, type TemplateFormMessages } from './videoCreation';

/** Bounds of a script (脚本创作): the storyboard form and the server check the same. */
export const SCRIPT_LIMITS = {
  shots: 50,
  /** Characters a shot's narration may have. */
  narration: 500,
  /** A shot's own length, when it sets one (otherwise its narration decides). */
  shotMs: { min: 1_000, max: 60_000 },
} as const;

/** What the storyboard form says when a value is wrong, in the reader's language. */
export interface ScriptFormMessages extends TemplateFormMessages {
  scriptShotDuration: string;
  tooManyScriptShots: string;
  shotNarrationTooLong: string;
}

const CHINESE_SCRIPT_MESSAGES: ScriptFormMessages = {
  nameRequired: '请输入脚本名称',
  nameTooLong: `脚本名称最多 ${LIMITS.text} 个字`,
  shotsRequired: '至少需要一个分镜',
  tooManyShots: `最多 ${SCRIPT_LIMITS.shots} 个分镜`,
  shotDuration: `分镜时长须在 ${SCRIPT_LIMITS.shotMs.min / 1000}–${SCRIPT_LIMITS.shotMs.max / 1000} 秒之间`,
  tooManyTexts: `每个分镜最多 ${TEMPLATE_LIMITS.textsPerShot} 段文字`,
  textRequired: '请输入文字内容',
  textTooLong: `文字最多 ${TEMPLATE_LIMITS.textLayer} 个字`,
  fontSize: `字号须在 ${TEMPLATE_LIMITS.fontSize.min}–${TEMPLATE_LIMITS.fontSize.max} 之间`,
  colour: '请选择颜色',
  narrationRequired: '请输入旁白文案',
  narrationTooLong: `旁白最多 ${SCRIPT_LIMITS.narration} 个字`,
  subtitleSize: '字幕字号须在 8–200 之间',
  strokeWidth: '描边宽度须在 0–20 之间',
  scriptShotDuration: `分镜时长须在 ${SCRIPT_LIMITS.shotMs.min / 1000}–${SCRIPT_LIMITS.shotMs.max / 1000} 秒之间`,
  tooManyScriptShots: `最多 ${SCRIPT_LIMITS.shots} 个分镜`,
  shotNarrationTooLong: `每个分镜的旁白最多 ${SCRIPT_LIMITS.narration} 个字`,
};

/**
 * A script's storyboard (`ScriptSpec`): the editor and the server validate with this one schema. The
 * picture, text layers, transitions and subtitle style are the template's own fields (the same
 * schema pieces), so a template converts into a script without loss.
 */
export const scriptSpecSchema = (m: ScriptFormMessages = CHINESE_SCRIPT_MESSAGES) => {
  const template = templateSpecSchema(m).shape;
  const shot = template.shots.element.shape;
  return z.object({
    ratio: template.ratio,
    shots: array(
      z.object({
        durationMs: int()
          .min(SCRIPT_LIMITS.shotMs.min, m.scriptShotDuration)
          .max(SCRIPT_LIMITS.shotMs.max, m.scriptShotDuration)
          .nullable(),
        slot: shot.slot,
        materialId: shot.materialId,
        narration: text(SCRIPT_LIMITS.narration + 1000)
          .trim()
          .max(SCRIPT_LIMITS.narration, m.shotNarrationTooLong),
        texts: shot.texts,
        transition: shot.transition,
      }),
      SCRIPT_LIMITS.shots + 10,
    )
      .min(1, m.shotsRequired)
      .max(SCRIPT_LIMITS.shots, m.tooManyScriptShots),
    voice: z.enum(SPEECH_VOICES.map((v) => v.value) as [SpeechVoice, ...SpeechVoice[]]),
    musicMaterialId: template.musicMaterialId,
    musicVolume: template.musicVolume,
    subtitles: template.subtitles,
    /** A digital model over every shot, speaking the narration (ADR 0035); optional. */
    presenter: template.presenter,
  });
};

/** The storyboard editor's form: a name and the storyboard, with messages in the reader's language. */
export const scriptFormSchema = (m: ScriptFormMessages) =>
  z.object({
    name: text(LIMITS.text + 100)
      .trim()
      .min(1, m.nameRequired)
      .max(LIMITS.text, m.nameTooLong),
    spec: scriptSpecSchema(m),
  });

/** Requests of the scripts (`editing/project/...`, designed; ADR 0030). */
export const scriptsRequests = {
  /** The brand's scripts, newest change first; `recycled` 1 for the recycle bin. */
  '/v1/sumvideo/sv/editing/project/page': z.object({
    ...page(),
    name: text().optional(),
    recycled: flag().optional(),
  }),
  '/v1/sumvideo/sv/editing/project/detail': z.object({ projectId: id() }),
  /** JSON body: creates (no `projectId`) or updates a script. */
  '/v1/sumvideo/sv/editing/project/save': z.object({
    projectId: id().optional(),
    name: text().trim().min(1, '请输入脚本名称'),
    spec: scriptSpecSchema(),
  }),
  '/v1/sumvideo/sv/editing/project/remove': z.object({ ids: list(id(), 100) }),
  '/v1/sumvideo/sv/editing/project/restore': z.object({ ids: list(id(), 100) }),
  '/v1/sumvideo/sv/editing/project/purge': z.object({ ids: list(id(), 100) }),
  /** Renders a script into a finished video: one synthesis task (mode 3), named after it unless `name` says. */
  '/v1/sumvideo/sv/editing/project/render': z.object({ projectId: id(), name: text().trim().min(1).optional() }),
  /** Saves a script as a new template of the space, named after it unless `name` says. */
  '/v1/sumvideo/sv/editing/project/toTemplate': z.object({ projectId: id(), name: text().trim().min(1).optional() }),
} satisfies Record<string, z.ZodType>;
