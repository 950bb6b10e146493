import type { Dictionary, DictionaryValue } from './dictionary';

/**
 * Who wrote a generated text (issue 23, ADR 0034): the server's built-in rules over the brand's own
 * data, or the OpenAI-compatible endpoint the brand configured. Every generated result names one.
 */
export const TEXT_GENERATORS = [
  { value: 'builtin', key: 'builtin', zh: '内置规则', en: 'Built-in rules' },
  { value: 'openai-compatible', key: 'openaiCompatible', zh: 'OpenAI 兼容接口', en: 'OpenAI-compatible endpoint' },
] as const satisfies Dictionary<string>;
export type TextGenerator = DictionaryValue<typeof TEXT_GENERATORS>;

/** What is generated: video titles, notes (body text of an image-text work), or imitations of an example. */
export const TEXT_KINDS = [
  { value: 'title', key: 'title', zh: '标题', en: 'Titles' },
  { value: 'note', key: 'note', zh: '笔记文案', en: 'Notes' },
  { value: 'imitate', key: 'imitate', zh: '仿写', en: 'Imitation' },
] as const satisfies Dictionary<string>;
export type TextKind = DictionaryValue<typeof TEXT_KINDS>;

/** The model name the built-in generator reports (its rules' version). */
export const BUILTIN_MODEL = 'builtin-rules-v1';

/** Bounds of the title library and the generators (the forms and the server check the same). */
export const TITLE_LIMITS = {
  /** Characters of one title. */
  text: 100,
  /** Characters of a category. */
  category: 20,
  /** Tags of one title, and characters of each. */
  tags: 10,
  tag: 20,
  /** Texts one generation asks for. */
  count: { min: 1, max: 10 },
  /** Characters of one generated note (image-text body). */
  note: 1_000,
  /** Characters of an example to imitate, or of extra instructions. */
  prompt: 500,
  /** Data rows one imported xlsx may have. */
  importRows: 500,
  /** Bytes of an imported xlsx. */
  importBytes: 2 * 1024 * 1024,
  /** Works one caption batch may cover. */
  captionWorks: 50,
} as const;

/** Caption batch type (spec section 9): 1 generate, 2 imitate the given example. */
export const CAPTION_TYPES = [
  { value: 1, key: 'generate', zh: '生成', en: 'Generate' },
  { value: 2, key: 'imitate', zh: '仿写', en: 'Imitate' },
] as const satisfies Dictionary;
export type CaptionType = DictionaryValue<typeof CAPTION_TYPES>;
