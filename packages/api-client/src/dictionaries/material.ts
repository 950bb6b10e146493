import type { Dictionary, DictionaryValue } from './dictionary';

/** Material types (spec section 3). */
export const MATERIAL_TYPES = [
  { value: 1, key: 'video', zh: '视频', en: 'Video' },
  { value: 2, key: 'image', zh: '图片', en: 'Image' },
  { value: 3, key: 'audio', zh: '音频', en: 'Audio' },
  { value: 4, key: 'text', zh: '文本', en: 'Text' },
  { value: 5, key: 'unknown', zh: '未知', en: 'Unknown' },
  { value: 6, key: 'font', zh: '字体', en: 'Font' },
] as const satisfies Dictionary;
export type MaterialTypeCode = DictionaryValue<typeof MATERIAL_TYPES>;

/** Specific types: audio 2 sound effect, 4 BGM; image 3 sticker (spec section 3). */
export const MATERIAL_SPECIFIC_TYPES = [
  { value: 2, key: 'soundEffect', zh: '音效', en: 'Sound effect' },
  { value: 3, key: 'sticker', zh: '贴纸', en: 'Sticker' },
  { value: 4, key: 'bgm', zh: '背景音乐', en: 'BGM' },
] as const satisfies Dictionary;
export type MaterialSpecificTypeCode = DictionaryValue<typeof MATERIAL_SPECIFIC_TYPES>;

/** Material sources (spec section 3); 3 and 17 are both library uploads. */
export const MATERIAL_SOURCES = [
  { value: 1, key: 'marketingTaskUpload', zh: '营销任务上传', en: 'Marketing-task upload' },
  { value: 2, key: 'pipeline', zh: '流水线', en: 'Pipeline' },
  { value: 3, key: 'libraryUpload', zh: '素材库上传', en: 'Library upload' },
  { value: 6, key: 'cloudMaterial', zh: '云素材', en: 'Cloud material' },
  { value: 7, key: 'editor', zh: '剪辑器', en: 'Editor' },
  { value: 10, key: 'coverMaking', zh: '封面制作', en: 'Cover making' },
  { value: 11, key: 'templateGeneration', zh: '模板生成', en: 'Template generation' },
  { value: 12, key: 'scriptGeneration', zh: '脚本生成', en: 'Script generation' },
  { value: 13, key: 'smartSplit', zh: '智能拆分', en: 'Smart split' },
  { value: 14, key: 'smartMix', zh: '智能混剪', en: 'Smart mix' },
  { value: 17, key: 'libraryUpload17', zh: '素材库上传', en: 'Library upload' },
  { value: 25, key: 'imageTemplate', zh: '图文模板', en: 'Image template' },
  { value: 26, key: 'finishedProductImport', zh: '成品导入', en: 'Finished-product import' },
  { value: 30, key: 'merge', zh: '素材合并', en: 'Merge' },
  { value: 31, key: 'split', zh: '素材拆分', en: 'Split' },
  { value: 50, key: 'clientUpload', zh: '客户端上传', en: 'Client upload' },
] as const satisfies Dictionary;
export type MaterialSourceCode = DictionaryValue<typeof MATERIAL_SOURCES>;
