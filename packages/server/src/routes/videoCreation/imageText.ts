import { type ImageTextNotePage, type ImageTextTemplateSpec } from '@brand-console/api-client';
import { imageTextDocumentSchema } from '@brand-console/api-client/schemas';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import {
  countImageTextTemplates,
  deleteImageTextTemplates,
  imageTextTemplateById,
  imageTextTemplateDetail,
  insertImageTextTemplate,
  insertNote,
  listImageTextTemplates,
  noteDetail,
  updateImageTextTemplate,
} from '../../db/imageText';
import { uploadOf } from '../../db/materialLibrary';
import type { Database } from '../../db/database';
import { Scope } from '../../http/access';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { formatDateTime } from '../../lib/time';
import { STORED_NAME } from '../../storage/files';

/** The page that owns image-text templates and composes notes (图文创作). */
export const IMAGE_TEXT_PAGES = [Scope.templateImgText] as const;
/** A note's detail opens from 图文创作 (after composing) and from 成品库. */
export const NOTE_READERS = [Scope.templateImgText, Scope.finishProductStore] as const;

/** The refusals of the image-text routes, word for word (the console translates them by these texts). */
export const IMAGE_TEXT_REFUSALS = {
  templateNotFound: '图文模板不存在或已删除',
  noteNotFound: '图文笔记不存在或已删除',
  chooseTemplates: '请选择图文模板',
  badDocument: '页面内容无法读取',
  badSlot: '图片或文字位置不在页面上',
  badImage: '页面图片不存在或不是 PNG 图片',
} as const;

/** Width and height of a PNG from its header (IHDR), or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * An uploaded PNG of the brand, read from storage and measured: its bytes and pixel size. Refused
 * when the address is not the brand's stored upload or the file is not a PNG.
 */
export function measuredPng(db: Database, filesDir: string, brandId: number, url: string): ImageTextNotePage {
  const name = url.startsWith('/files/') ? url.slice('/files/'.length).split('?')[0]! : '';
  const upload = STORED_NAME.test(name) ? uploadOf(db, brandId, name) : undefined;
  if (!upload || upload.mime !== 'image/png') throw refused(IMAGE_TEXT_REFUSALS.badImage);
  // The header says the picture's size; the file's length is its size (the pixels are not read).
  let header: Uint8Array;
  let length: number;
  try {
    const fd = openSync(join(filesDir, name), 'r');
    try {
      header = new Uint8Array(24);
      readSync(fd, header, 0, 24, 0);
      length = fstatSync(fd).size;
    } finally {
      closeSync(fd);
    }
  } catch {
    throw refused(IMAGE_TEXT_REFUSALS.badImage);
  }
  const size = pngSize(header);
  if (!size) throw refused(IMAGE_TEXT_REFUSALS.badImage);
  return { url: `/files/${name}`, width: size.width, height: size.height, size: length };
}

/** Checks that each page's document can be read and that its slots name objects of the right type on it. */
export function checkTemplateSpec(spec: ImageTextTemplateSpec): void {
  for (const page of spec.pages) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(page.document);
    } catch {
      throw refused(IMAGE_TEXT_REFUSALS.badDocument);
    }
    const document = imageTextDocumentSchema.safeParse(parsed);
    if (!document.success) throw refused(IMAGE_TEXT_REFUSALS.badDocument);
    const types = new Map(document.data.objects.map((o) => [o.id, o.type]));
    if (page.imageSlots.some((id) => types.get(id) !== 'image')) throw refused(IMAGE_TEXT_REFUSALS.badSlot);
    if (page.textSlots.some((slot) => types.get(slot.objectId) !== 'text')) throw refused(IMAGE_TEXT_REFUSALS.badSlot);
  }
}

/** Image-text templates and notes (图文创作, issue 23, ADR 0033). */
export const imageTextRoutes: RouteTable = {
  '/v1/sumvideo/sv/imgText/template/page': {
    access: IMAGE_TEXT_PAGES,
    handler: ({ params, auth, services }) =>
      listImageTextTemplates(services.db, auth.brandId, { name: params.name, category: params.category }, params),
  },

  '/v1/sumvideo/sv/imgText/template/detail': {
    access: IMAGE_TEXT_PAGES,
    handler: ({ params, auth, services }) => {
      const detail = imageTextTemplateDetail(services.db, auth.brandId, params.id);
      if (!detail) throw notFound(IMAGE_TEXT_REFUSALS.templateNotFound);
      return detail;
    },
  },

  /** Creates (no `id`) or replaces a template; its cover, when given, must be the brand's uploaded PNG. */
  '/v1/sumvideo/sv/imgText/template/save': {
    access: IMAGE_TEXT_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (params.id !== undefined && !imageTextTemplateById(db, auth.brandId, params.id)) {
        throw notFound(IMAGE_TEXT_REFUSALS.templateNotFound);
      }
      const spec = params.spec as ImageTextTemplateSpec;
      checkTemplateSpec(spec);
      const coverUrl = params.coverUrl ? measuredPng(db, services.filesDir, auth.brandId, params.coverUrl).url : null;
      const values = {
        name: params.name.trim(),
        category: params.category,
        spec,
        coverUrl,
        at: formatDateTime(services.now()),
      };
      if (params.id === undefined) {
        return { id: insertImageTextTemplate(db, auth.brandId, { ...values, userId: auth.userId }) };
      }
      updateImageTextTemplate(db, auth.brandId, params.id, values);
      return { id: params.id };
    },
  },

  '/v1/sumvideo/sv/imgText/template/remove': {
    access: IMAGE_TEXT_PAGES,
    handler: ({ params, auth, services }) => {
      const ids = [...new Set(params.ids)];
      if (!ids.length) throw refused(IMAGE_TEXT_REFUSALS.chooseTemplates);
      if (countImageTextTemplates(services.db, auth.brandId, ids) !== ids.length) {
        throw notFound(IMAGE_TEXT_REFUSALS.templateNotFound);
      }
      deleteImageTextTemplates(services.db, auth.brandId, ids);
      return null;
    },
  },

  /**
   * Saves a composed note to the creation library (成品库): each page an uploaded PNG of the brand,
   * read back and measured here (the client's word about sizes is not taken).
   */
  '/v1/sumvideo/sv/imgText/note/save': {
    access: IMAGE_TEXT_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const template =
        params.templateId !== undefined ? imageTextTemplateById(db, auth.brandId, params.templateId) : undefined;
      if (params.templateId !== undefined && !template) throw notFound(IMAGE_TEXT_REFUSALS.templateNotFound);
      const pages = params.pages.map((p) => measuredPng(db, services.filesDir, auth.brandId, p.url));
      const id = insertNote(db, auth.brandId, {
        userId: auth.userId,
        title: params.title.trim(),
        text: params.text.trim(),
        pages,
        templateId: template?.id ?? null,
        templateName: template?.name ?? null,
        at: formatDateTime(services.now()),
      });
      return { id };
    },
  },

  '/v1/sumvideo/sv/imgText/note/detail': {
    access: NOTE_READERS,
    handler: ({ params, auth, services }) => {
      const note = noteDetail(services.db, auth.brandId, params.id);
      if (!note) throw notFound(IMAGE_TEXT_REFUSALS.noteNotFound);
      return note;
    },
  },
};
