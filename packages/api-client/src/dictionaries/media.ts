import type { Dictionary, DictionaryValue } from './dictionary';

/**
 * Why a render (a split, a merge, a synthesis) failed or was refused (ADR 0027). The server
 * stores the code; the console shows the label in the reader's language.
 */
export const RENDER_FAILURE_REASONS = [
  { value: 'notMedia', key: 'notMedia', zh: '文件不是可读取的音视频', en: 'The file is not readable audio or video' },
  { value: 'notVideo', key: 'notVideo', zh: '文件不是可读取的视频', en: 'The file is not a readable video' },
  {
    value: 'sourceMissing',
    key: 'sourceMissing',
    zh: '源视频没有可处理的文件',
    en: 'The source video has no file to process',
  },
  { value: 'sourceDeleted', key: 'sourceDeleted', zh: '源素材已删除', en: 'A source material was deleted' },
  { value: 'cancelled', key: 'cancelled', zh: '已取消', en: 'Cancelled' },
  { value: 'renderFailed', key: 'renderFailed', zh: '视频处理失败', en: 'The video could not be processed' },
  { value: 'speechFailed', key: 'speechFailed', zh: '语音合成失败', en: 'Speech could not be synthesised' },
  { value: 'interrupted', key: 'interrupted', zh: '服务重启，任务已中断', en: 'Interrupted by a server restart' },
] as const satisfies Dictionary<string>;
export type RenderFailureReason = DictionaryValue<typeof RENDER_FAILURE_REASONS>;

/** States of a render job (the worker's queue): waiting → running → done, or failed, or cancelled. */
export const RENDER_JOB_STATUSES = [
  { value: 0, key: 'waiting', zh: '排队中', en: 'Waiting' },
  { value: 1, key: 'running', zh: '处理中', en: 'Processing' },
  { value: 2, key: 'done', zh: '已完成', en: 'Done' },
  { value: 3, key: 'failed', zh: '失败', en: 'Failed' },
  { value: 4, key: 'cancelled', zh: '已取消', en: 'Cancelled' },
] as const satisfies Dictionary;
export type RenderJobStatusCode = DictionaryValue<typeof RENDER_JOB_STATUSES>;

/**
 * Voices of the offline speech synthesiser (eSpeak NG in WebAssembly, ADR 0027): Mandarin,
 * Cantonese, American and British English, each male and female.
 */
export const SPEECH_VOICES = [
  { value: 'zh-male', key: 'zhMale', zh: '普通话 · 男声', en: 'Mandarin · male' },
  { value: 'zh-female', key: 'zhFemale', zh: '普通话 · 女声', en: 'Mandarin · female' },
  { value: 'zh-female-slow', key: 'zhFemaleSlow', zh: '普通话 · 女声（舒缓）', en: 'Mandarin · female (calm)' },
  { value: 'yue-male', key: 'yueMale', zh: '粤语 · 男声', en: 'Cantonese · male' },
  { value: 'yue-female', key: 'yueFemale', zh: '粤语 · 女声', en: 'Cantonese · female' },
  { value: 'en-us-male', key: 'enUsMale', zh: '美式英语 · 男声', en: 'American English · male' },
  { value: 'en-us-female', key: 'enUsFemale', zh: '美式英语 · 女声', en: 'American English · female' },
  { value: 'en-gb-male', key: 'enGbMale', zh: '英式英语 · 男声', en: 'British English · male' },
  { value: 'en-gb-female', key: 'enGbFemale', zh: '英式英语 · 女声', en: 'British English · female' },
] as const satisfies Dictionary<string>;
export type SpeechVoice = DictionaryValue<typeof SPEECH_VOICES>;

/** Where burned-in subtitles sit on the picture. */
export const SUBTITLE_POSITIONS = [
  { value: 'bottom', key: 'bottom', zh: '底部', en: 'Bottom' },
  { value: 'middle', key: 'middle', zh: '居中', en: 'Middle' },
  { value: 'top', key: 'top', zh: '顶部', en: 'Top' },
] as const satisfies Dictionary<string>;
export type SubtitlePosition = DictionaryValue<typeof SUBTITLE_POSITIONS>;

/** Longest text a voice preview synthesises (characters). */
export const SPEECH_PREVIEW_MAX = 200;

/** Where a template comes from (issue 23): the brand's template space or the shared cloud catalogue. */
export const TEMPLATE_SOURCES = [
  { value: 1, key: 'space', zh: '模板空间', en: 'Template space' },
  { value: 2, key: 'cloud', zh: '云模板', en: 'Cloud template' },
] as const satisfies Dictionary;
export type TemplateSourceCode = DictionaryValue<typeof TEMPLATE_SOURCES>;

/** A template's picture shape. */
export const TEMPLATE_RATIOS = [
  { value: '9:16', key: 'portrait', zh: '竖屏 9:16', en: 'Portrait 9:16' },
  { value: '16:9', key: 'landscape', zh: '横屏 16:9', en: 'Landscape 16:9' },
  { value: '1:1', key: 'square', zh: '方形 1:1', en: 'Square 1:1' },
] as const satisfies Dictionary<string>;
export type TemplateRatioCode = DictionaryValue<typeof TEMPLATE_RATIOS>;
/** The size (pixels) a template of each shape renders at: 30 frames a second, H.264 and AAC. */
export const TEMPLATE_SIZES: Record<TemplateRatioCode, { width: number; height: number }> = {
  '9:16': { width: 720, height: 1280 },
  '16:9': { width: 1280, height: 720 },
  '1:1': { width: 720, height: 720 },
};

/** How one shot passes to the next. */
export const TEMPLATE_TRANSITIONS = [
  { value: 'none', key: 'none', zh: '直接切换', en: 'Cut' },
  { value: 'fade', key: 'fade', zh: '淡入淡出', en: 'Fade' },
] as const satisfies Dictionary<string>;

/** What a shot's slot accepts. */
export const TEMPLATE_SLOT_KINDS = [
  { value: 'video', key: 'video', zh: '视频', en: 'Video' },
  { value: 'image', key: 'image', zh: '图片', en: 'Image' },
] as const satisfies Dictionary<string>;

/** Bounds of a template (the form and the server check the same). */
export const TEMPLATE_LIMITS = {
  shots: 20,
  textsPerShot: 3,
  shotMs: { min: 1_000, max: 30_000 },
  textLayer: 60,
  fontSize: { min: 16, max: 160 },
  narration: 2_000,
  /** Videos one request makes from a template (each its own synthesis task). */
  batch: 10,
} as const;
