import type { Dictionary, DictionaryValue } from './dictionary';

/**
 * Status of an import from the external design tool (`kujialeVideo/importRecordList`, designed,
 * ADR 0032): 0 not started, 1 processing, 2 success (every video, or some with the failures
 * counted), 3 failed (none imported).
 */
export const CREATION_IMPORT_STATUSES = [
  { value: 0, key: 'notStarted', zh: '未开始', en: 'Not started' },
  { value: 1, key: 'processing', zh: '导入中', en: 'Importing' },
  { value: 2, key: 'success', zh: '导入成功', en: 'Imported' },
  { value: 3, key: 'failed', zh: '导入失败', en: 'Failed' },
] as const satisfies Dictionary;
export type CreationImportStatus = DictionaryValue<typeof CREATION_IMPORT_STATUSES>;
/** The import record list is polled this often while one of its imports is 0 or 1. */
export const CREATION_IMPORT_POLL_MS = 2000;
/** Videos in one import. */
export const CREATION_IMPORT_MAX = 20;

/** A work's QR code (`material/qrcode/createOrUpdateQrCode`): 1 not enabled, 2 publishing (the link plays), 3 invalid. */
export const QR_CODE_STATUSES = [
  { value: 1, key: 'notEnabled', zh: '未启用', en: 'Not enabled' },
  { value: 2, key: 'publishing', zh: '发布中', en: 'Publishing' },
  { value: 3, key: 'invalid', zh: '已失效', en: 'Invalid' },
] as const satisfies Dictionary;
export type QrCodeStatus = DictionaryValue<typeof QR_CODE_STATUSES>;

/** What a use of a finished work was (`use/log/save`, designed): 1 download, 2 publish, 3 played by its QR code. */
export const CREATION_USE_TYPES = [
  { value: 1, key: 'download', zh: '下载', en: 'Download' },
  { value: 2, key: 'publish', zh: '发布', en: 'Publish' },
  { value: 3, key: 'qrPlay', zh: '扫码播放', en: 'Played by QR code' },
] as const satisfies Dictionary;
export type CreationUseType = DictionaryValue<typeof CREATION_USE_TYPES>;

/** What 媒资库 (media_resource_library) lists: library materials and finished works. */
export const MEDIA_RESOURCE_LIBRARIES = [
  { value: 1, key: 'material', zh: '素材库', en: 'Material library' },
  { value: 2, key: 'creation', zh: '成品库', en: 'Finished products' },
] as const satisfies Dictionary;
export type MediaResourceLibrary = DictionaryValue<typeof MEDIA_RESOURCE_LIBRARIES>;

/** Most the creation library's writes accept (ADR 0032). */
export const CREATION_LIMITS = {
  name: 100,
  tagName: 30,
  /** Tags in one call. */
  tags: 50,
  /** Works in one batch call. */
  batch: 200,
  /** Files in one batch upload (and the request's 20 MB). */
  uploadFiles: 10,
  videoId: 64,
} as const;
