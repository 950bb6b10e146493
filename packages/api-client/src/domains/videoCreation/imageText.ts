import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { ImageTextCategory, ImageTextTextRole } from '../../dictionaries/imageText';
import type { DateTimeText, Done, PageResult } from '../common';
import type { SavedId } from '../materialLibrary/types';

/**
 * Image-text notes (图文创作, issue 23, ADR 0033): Xiaohongshu-style notes made of pages of images
 * and text. A template is a list of pages; each page is a cover document (the cover editor's
 * canvas model, `CoverDocument` of `@brand-console/ui`, serialised as JSON) in which some image
 * objects are slots a note fills from the library and some text objects are filled with the note's
 * title or a page's body. The console draws each page to a PNG; the server stores and measures them.
 */
export interface ImageTextTextSlot {
  /** A text object of the page's document. */
  objectId: string;
  role: ImageTextTextRole;
}

/** One page of a template. */
export interface ImageTextTemplatePage {
  /** The page's cover document as JSON (`serializeCoverDocument`). */
  document: string;
  /** Image objects of the document that a note fills with a library image. */
  imageSlots: string[];
  /** Text objects of the document that a note fills with its own words. */
  textSlots: ImageTextTextSlot[];
}

export interface ImageTextTemplateSpec {
  pages: ImageTextTemplatePage[];
}

/** A template as the list shows it. */
export interface ImageTextTemplate {
  id: number;
  name: string;
  category: ImageTextCategory;
  pageCount: number;
  /** Image slots over all pages. */
  slotCount: number;
  /** The first page drawn as a PNG when the template was saved. */
  coverUrl: string | null;
  userName: string | null;
  createTime: DateTimeText;
  updateTime: DateTimeText;
}

export interface ImageTextTemplateDetail extends ImageTextTemplate {
  spec: ImageTextTemplateSpec;
}

/** A page of a composed note: a PNG measured by the server. */
export interface ImageTextNotePage {
  url: string;
  width: number;
  height: number;
  /** Bytes. */
  size: number;
}

/** A composed note: a finished work of creation type 99 in the creation library (成品库). */
export interface ImageTextNote {
  /** The creation's id. */
  id: number;
  title: string;
  /** The note's copy text. */
  text: string;
  coverUrl: string | null;
  pages: ImageTextNotePage[];
  /** The template it was composed from (null once that template is deleted or when none). */
  templateId: number | null;
  templateName: string | null;
  userName: string | null;
  createTime: DateTimeText;
}

/** Image-text templates and notes (designed for issue 23; ADR 0033). */
export const imageTextEndpoints = {
  '/v1/sumvideo/sv/imgText/template/page': endpoint<PageResult<ImageTextTemplate>>(),
  '/v1/sumvideo/sv/imgText/template/detail': endpoint<ImageTextTemplateDetail>(),
  '/v1/sumvideo/sv/imgText/template/save': endpoint<SavedId>({ encoding: 'json' }),
  '/v1/sumvideo/sv/imgText/template/remove': endpoint<Done>(),
  '/v1/sumvideo/sv/imgText/note/save': endpoint<SavedId>({ encoding: 'json', dedupe: false }),
  '/v1/sumvideo/sv/imgText/note/detail': endpoint<ImageTextNote>(),
} satisfies EndpointMap;
