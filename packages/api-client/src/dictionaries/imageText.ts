import type { Dictionary, DictionaryValue } from './dictionary';

/**
 * Categories of image-text templates (图文创作, issue 23, ADR 0033): what kind of Xiaohongshu-style
 * note a template is made for. The server stores the code; the console shows the label.
 */
export const IMAGE_TEXT_CATEGORIES = [
  { value: 1, key: 'productPicks', zh: '好物种草', en: 'Product picks' },
  { value: 2, key: 'storeVisit', zh: '探店打卡', en: 'Store visits' },
  { value: 3, key: 'howTo', zh: '教程干货', en: 'How-to' },
  { value: 4, key: 'festival', zh: '节日活动', en: 'Festivals' },
  { value: 5, key: 'brandStory', zh: '品牌故事', en: 'Brand story' },
] as const satisfies Dictionary<number>;
export type ImageTextCategory = DictionaryValue<typeof IMAGE_TEXT_CATEGORIES>;

/** What a text block of a template page is filled with when a note is composed. */
export const IMAGE_TEXT_TEXT_ROLES = [
  { value: 'title', key: 'title', zh: '标题', en: 'Title' },
  { value: 'body', key: 'body', zh: '正文', en: 'Body' },
] as const satisfies Dictionary<string>;
export type ImageTextTextRole = DictionaryValue<typeof IMAGE_TEXT_TEXT_ROLES>;

/** Bounds of image-text templates and notes (ADR 0033): the forms and the server check the same. */
export const IMAGE_TEXT_LIMITS = {
  /** Pages of a template or a note (Xiaohongshu takes up to 18 images a note). */
  pages: 18,
  /** Objects on one page's canvas. */
  objects: 30,
  /** Characters of one page's document (JSON). */
  document: 100_000,
  /** A template's name. */
  name: 50,
  /** A note's title (Xiaohongshu: 20 characters). */
  title: 20,
  /** A note's copy text. */
  text: 1_000,
  /** The body text of one page. */
  pageText: 200,
  /** Characters of an object id in a document. */
  objectId: 64,
} as const;
