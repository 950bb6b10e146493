import type { Dictionary, DictionaryValue } from './dictionary';

/** Video-generation modes (spec section 3). */
export const VIDEO_GENERATION_MODES = [
  { value: 1, key: 'pipeline', zh: '流水线', en: 'Pipeline' },
  { value: 2, key: 'template', zh: '模板', en: 'Template' },
  { value: 3, key: 'script', zh: '脚本', en: 'Script' },
  { value: 4, key: 'smartMix', zh: '智能混剪', en: 'Smart mix' },
  { value: 6, key: 'redraw', zh: '重绘', en: 'Redraw' },
  { value: 14, key: 'combination', zh: '组合', en: 'Combination' },
] as const satisfies Dictionary;
export type VideoGenerationModeCode = DictionaryValue<typeof VIDEO_GENERATION_MODES>;

/** Platforms (spec section 3): 1 dy, 2 wx (video account), 3 xhs, 4 ks. */
export const PLATFORMS = [
  { value: 1, key: 'dy', zh: '抖音', en: 'Douyin' },
  { value: 2, key: 'wx', zh: '视频号', en: 'WeChat Channels' },
  { value: 3, key: 'xhs', zh: '小红书', en: 'Xiaohongshu' },
  { value: 4, key: 'ks', zh: '快手', en: 'Kuaishou' },
] as const satisfies Dictionary;
export type PlatformCode = DictionaryValue<typeof PLATFORMS>;

/**
 * Status of a platform account's authorisation (issue 22): a grant that ends within 7 days is
 * expiring; one whose end has passed is expired; one the brand (or the platform) ended is revoked.
 */
export const PLATFORM_AUTH_STATUSES = [
  { value: 1, key: 'authorised', zh: '已授权', en: 'Authorised' },
  { value: 2, key: 'expiring', zh: '即将过期', en: 'Expiring' },
  { value: 3, key: 'expired', zh: '已过期', en: 'Expired' },
  { value: 4, key: 'revoked', zh: '已取消授权', en: 'Revoked' },
] as const satisfies Dictionary;
export type PlatformAuthStatusCode = DictionaryValue<typeof PLATFORM_AUTH_STATUSES>;
/** Days before the end of a grant from which it is expiring. */
export const PLATFORM_AUTH_EXPIRING_DAYS = 7;

/** Creation type 99 is image-text; every other value is video (spec section 9). */
export const IMAGE_TEXT_CREATION_TYPE = 99;

/** Creation types as shown (spec section 9): 99 image-text, any other code video. */
export const CREATION_TYPES = [
  { value: 99, key: 'imageText', zh: '图文', en: 'Image-text' },
  { value: 0, key: 'video', zh: '视频', en: 'Video' },
] as const satisfies Dictionary;

/** Label of a creation type: 99 image-text, anything else video. */
export function creationTypeKind(creationType: number): 'imageText' | 'video' {
  return creationType === IMAGE_TEXT_CREATION_TYPE ? 'imageText' : 'video';
}

/** AI functions (spec section 9): type 1 generates (a note for image-text, else a title); other types imitate. */
export const AI_FUNCTIONS = [
  { value: 'generateNote', key: 'generateNote', zh: '生成笔记', en: 'Generate note' },
  { value: 'generateTitle', key: 'generateTitle', zh: '生成标题', en: 'Generate title' },
  { value: 'imitateNote', key: 'imitateNote', zh: '仿写笔记', en: 'Imitate note' },
  { value: 'imitateTitle', key: 'imitateTitle', zh: '仿写标题', en: 'Imitate title' },
] as const satisfies Dictionary<string>;
export type AiFunction = DictionaryValue<typeof AI_FUNCTIONS>;

/** Which AI function a record with `type` and `creationType` is. */
export function aiFunctionOf(type: number, creationType: number): AiFunction {
  const imageText = creationType === IMAGE_TEXT_CREATION_TYPE;
  if (type === 1) return imageText ? 'generateNote' : 'generateTitle';
  return imageText ? 'imitateNote' : 'imitateTitle';
}
