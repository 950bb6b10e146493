import { z } from 'zod';
import {
  IMAGE_TEXT_CATEGORIES,
  IMAGE_TEXT_TEXT_ROLES,
  type ImageTextCategory,
  type ImageTextTextRole,
  IMAGE_TEXT_LIMITS,
} from '../dictionaries/imageText';
import { array, code, id, LIMITS, list, page, text } from './fields';

export { IMAGE_TEXT_LIMITS };

const categoryCodes = IMAGE_TEXT_CATEGORIES.map((c) => c.value) as [ImageTextCategory, ...ImageTextCategory[]];
const roles = IMAGE_TEXT_TEXT_ROLES.map((r) => r.value) as [ImageTextTextRole, ...ImageTextTextRole[]];

/** What the image-text forms say when a value is wrong, in the reader's language. */
export interface ImageTextFormMessages {
  nameRequired: string;
  nameTooLong: string;
  pagesRequired: string;
  tooManyPages: string;
  titleRequired: string;
  titleTooLong: string;
  textTooLong: string;
  pageTextTooLong: string;
}

const CHINESE_MESSAGES: ImageTextFormMessages = {
  nameRequired: '请输入模板名称',
  nameTooLong: `模板名称最多 ${IMAGE_TEXT_LIMITS.name} 个字`,
  pagesRequired: '至少需要一页',
  tooManyPages: `最多 ${IMAGE_TEXT_LIMITS.pages} 页`,
  titleRequired: '请输入笔记标题',
  titleTooLong: `标题最多 ${IMAGE_TEXT_LIMITS.title} 个字`,
  textTooLong: `正文最多 ${IMAGE_TEXT_LIMITS.text} 个字`,
  pageTextTooLong: `每页文字最多 ${IMAGE_TEXT_LIMITS.pageText} 个字`,
};

/**
 * The parts of a page's cover document the server reads (after `JSON.parse`): its size and its
 * objects' ids and types, so that the slots name real objects. The rest is the cover editor's.
 */
export const imageTextDocumentSchema = z.object({
  version: z.literal(1),
  width: z.number().int().min(100).max(4096),
  height: z.number().int().min(100).max(4096),
  objects: z
    .array(z.object({ id: z.string().min(1).max(IMAGE_TEXT_LIMITS.objectId), type: z.enum(['text', 'image']) }))
    .max(IMAGE_TEXT_LIMITS.objects),
});

/** A template's pages (`ImageTextTemplateSpec`). */
export const imageTextSpecSchema = (m: ImageTextFormMessages = CHINESE_MESSAGES) =>
  z.object({
    pages: array(
      z.object({
        document: text(IMAGE_TEXT_LIMITS.document).min(2),
        imageSlots: array(text(IMAGE_TEXT_LIMITS.objectId), IMAGE_TEXT_LIMITS.objects),
        textSlots: array(
          z.object({ objectId: text(IMAGE_TEXT_LIMITS.objectId), role: z.enum(roles) }),
          IMAGE_TEXT_LIMITS.objects,
        ),
      }),
      IMAGE_TEXT_LIMITS.pages + 10,
    )
      .min(1, m.pagesRequired)
      .max(IMAGE_TEXT_LIMITS.pages, m.tooManyPages),
  });

const templateName = (m: ImageTextFormMessages) =>
  text(IMAGE_TEXT_LIMITS.name + 100)
    .trim()
    .min(1, m.nameRequired)
    .max(IMAGE_TEXT_LIMITS.name, m.nameTooLong);
const noteTitle = (m: ImageTextFormMessages) =>
  text(IMAGE_TEXT_LIMITS.title + 100)
    .trim()
    .min(1, m.titleRequired)
    .max(IMAGE_TEXT_LIMITS.title, m.titleTooLong);
const noteText = (m: ImageTextFormMessages) =>
  text(IMAGE_TEXT_LIMITS.text + 1000)
    .trim()
    .max(IMAGE_TEXT_LIMITS.text, m.textTooLong);

/** The template editor's fields (name and category; the pages are the canvas's), in the reader's language. */
export const imageTextTemplateFormSchema = (m: ImageTextFormMessages) =>
  z.object({
    name: templateName(m),
    category: code(categoryCodes),
  });

/** The compose page's fields: the note's title, its copy and each page's body texts. */
export const imageTextNoteFormSchema = (m: ImageTextFormMessages) =>
  z.object({
    title: noteTitle(m),
    text: noteText(m),
    pageTexts: array(
      array(text(IMAGE_TEXT_LIMITS.pageText + 100).max(IMAGE_TEXT_LIMITS.pageText, m.pageTextTooLong), 30),
      IMAGE_TEXT_LIMITS.pages,
    ),
  });

/** Requests of image-text templates and notes (`imgText/...`, designed; ADR 0033). */
export const imageTextRequests = {
  /** The brand's templates, newest change first. */
  '/v1/sumvideo/sv/imgText/template/page': z.object({
    ...page(),
    name: text().optional(),
    category: code(categoryCodes).optional(),
  }),
  '/v1/sumvideo/sv/imgText/template/detail': z.object({ id: id() }),
  /** JSON body: creates (no `id`) or replaces a template; `coverUrl` an uploaded PNG of its first page. */
  '/v1/sumvideo/sv/imgText/template/save': z.object({
    id: id().optional(),
    name: templateName(CHINESE_MESSAGES),
    category: code(categoryCodes),
    coverUrl: text(LIMITS.url).nullable().optional(),
    spec: imageTextSpecSchema(),
  }),
  '/v1/sumvideo/sv/imgText/template/remove': z.object({ ids: list(id(), 100) }),
  /**
   * JSON body: saves a composed note to the creation library (creation type 99): its pages are PNGs
   * the console drew and uploaded, in order; the server checks and measures each.
   */
  '/v1/sumvideo/sv/imgText/note/save': z.object({
    templateId: id().optional(),
    title: noteTitle(CHINESE_MESSAGES),
    text: noteText(CHINESE_MESSAGES),
    pages: array(z.object({ url: text(LIMITS.url) }), IMAGE_TEXT_LIMITS.pages + 10)
      .min(1, CHINESE_MESSAGES.pagesRequired)
      .max(IMAGE_TEXT_LIMITS.pages, CHINESE_MESSAGES.tooManyPages),
  }),
  '/v1/sumvideo/sv/imgText/note/detail': z.object({ id: id() }),
} satisfies Record<string, z.ZodType>;
