import { IMAGE_TEXT_CATEGORIES, type ImageTextTemplatePage, type ImageTextTextRole } from '@brand-console/api-client';
import {
  COVER_DOCUMENT_VERSION,
  parseCoverDocument,
  serializeCoverDocument,
  type CoverDocument,
  type CoverImage,
  type CoverText,
  type ListFilters,
} from '@brand-console/ui';
import { intParam, textParam } from '../../../lib/listParams';

/** Where the image-text pages live (under 短视频创作). */
export const IMAGE_TEXT_PATHS = {
  list: '/sumwhy_video/template_imgText',
  editor: '/sumwhy_video/template_imgText/detail',
  compose: '/sumwhy_video/template_imgText_compose/detail',
  note: '/sumwhy_video/template_image/detail',
  library: '/sumwhy_video/finish_product_store',
} as const;

const CATEGORY_VALUES = new Set<number>(IMAGE_TEXT_CATEGORIES.map((c) => c.value));

/** The list's request parameters from its filters in the address (unknown values dropped). */
export function imageTextListParams(filters: ListFilters): { name?: string; category?: 1 | 2 | 3 | 4 | 5 } {
  const name = textParam(filters.name);
  const category = intParam(filters.category);
  return {
    ...(name ? { name } : {}),
    ...(category !== undefined && CATEGORY_VALUES.has(category) ? { category: category as 1 | 2 | 3 | 4 | 5 } : {}),
  };
}

/** A page being edited: its document parsed, with its slots. */
export interface EditablePage {
  document: CoverDocument;
  imageSlots: string[];
  textSlots: Array<{ objectId: string; role: ImageTextTextRole }>;
}

/** A stored page as an editable one; null when its document cannot be read. */
export function readPage(page: ImageTextTemplatePage): EditablePage | null {
  try {
    return { document: parseCoverDocument(page.document), imageSlots: page.imageSlots, textSlots: page.textSlots };
  } catch {
    return null;
  }
}

/** An editable page as stored, keeping only slots whose objects are still on it with the right type. */
export function writePage(page: EditablePage): ImageTextTemplatePage {
  const types = new Map(page.document.objects.map((o) => [o.id, o.type]));
  return {
    document: serializeCoverDocument(page.document),
    imageSlots: page.imageSlots.filter((id) => types.get(id) === 'image'),
    textSlots: page.textSlots.filter((slot) => types.get(slot.objectId) === 'text'),
  };
}

let nextId = 0;
/** A fresh object id (unique within a document). */
export const newObjectId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(nextId += 1)}`;

/** A new 3:4 page: white, with a title text block that a note fills with its title. */
export function newPage(title: string, objectName: string): EditablePage {
  const id = newObjectId('title');
  const text: CoverText = {
    id,
    name: objectName,
    type: 'text',
    x: 80,
    y: 1160,
    width: 920,
    height: 180,
    rotation: 0,
    opacity: 1,
    visible: true,
    locked: false,
    text: title,
    fontKey: null,
    fontSize: 72,
    color: '#262626',
    fontWeight: 'bold',
    italic: false,
    align: 'center',
    lineHeight: 1.25,
    letterSpacing: 0,
    stroke: null,
    shadow: null,
  };
  return {
    document: {
      version: COVER_DOCUMENT_VERSION,
      width: 1080,
      height: 1440,
      background: { kind: 'color', color: '#ffffff' },
      objects: [text],
    },
    imageSlots: [],
    textSlots: [{ objectId: id, role: 'title' }],
  };
}

/** A copy of a page with new object ids (slots follow their objects). */
export function duplicatePage(page: EditablePage): EditablePage {
  const ids = new Map(page.document.objects.map((o) => [o.id, newObjectId(o.type)]));
  return {
    document: { ...page.document, objects: page.document.objects.map((o) => ({ ...o, id: ids.get(o.id)! })) },
    imageSlots: page.imageSlots.map((id) => ids.get(id) ?? id),
    textSlots: page.textSlots.map((s) => ({ ...s, objectId: ids.get(s.objectId) ?? s.objectId })),
  };
}

/** Moves the item at `from` to `to` (a new array). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/**
 * The part of an image (fractions of its width and height) that fills a box of the given size
 * without stretching: the centre, cut on the sides that overflow (CSS `object-fit: cover`).
 */
export function coverCrop(imageWidth: number, imageHeight: number, boxWidth: number, boxHeight: number) {
  if (imageWidth <= 0 || imageHeight <= 0 || boxWidth <= 0 || boxHeight <= 0) return null;
  const image = imageWidth / imageHeight;
  const box = boxWidth / boxHeight;
  if (Math.abs(image - box) < 1e-6) return null;
  if (image > box) {
    const width = box / image;
    return { x: (1 - width) / 2, y: 0, width, height: 1 };
  }
  const height = image / box;
  return { x: 0, y: (1 - height) / 2, width: 1, height };
}

/** An image chosen for a slot: its address and, when known, its pixel size. */
export interface SlotImage {
  src: string;
  materialId?: number;
  width?: number | null;
  height?: number | null;
}

/** What a note puts into a page: images by slot object id, its title, and body texts by object id. */
export interface PageFill {
  images: Readonly<Record<string, SlotImage | undefined>>;
  title: string;
  bodies: Readonly<Record<string, string | undefined>>;
}

/**
 * A template page with a note's content in place: each image slot shows its chosen image (cropped to
 * fill the slot), title slots the note's title, body slots their page text. Slots left empty keep
 * the template's own image or text.
 */
export function fillPage(page: EditablePage, fill: PageFill): CoverDocument {
  const roles = new Map(page.textSlots.map((s) => [s.objectId, s.role]));
  const slots = new Set(page.imageSlots);
  return {
    ...page.document,
    objects: page.document.objects.map((o) => {
      if (o.type === 'image' && slots.has(o.id)) {
        const image = fill.images[o.id];
        if (!image) return o;
        const filled: CoverImage = {
          ...o,
          src: image.src,
          crop: image.width && image.height ? coverCrop(image.width, image.height, o.width, o.height) : null,
        };
        if (image.materialId !== undefined) filled.materialId = image.materialId;
        else delete filled.materialId;
        return filled;
      }
      if (o.type === 'text') {
        const role = roles.get(o.id);
        if (role === 'title' && fill.title.trim()) return { ...o, text: fill.title.trim() };
        if (role === 'body' && fill.bodies[o.id]?.trim()) return { ...o, text: fill.bodies[o.id]!.trim() };
      }
      return o;
    }),
  };
}

/** The objects of a page a note fills, in the page's order: image slots and body texts. */
export function fillableOf(page: EditablePage): { images: CoverImage[]; bodies: CoverText[]; hasTitle: boolean } {
  const slots = new Set(page.imageSlots);
  const roles = new Map(page.textSlots.map((s) => [s.objectId, s.role]));
  return {
    images: page.document.objects.filter((o): o is CoverImage => o.type === 'image' && slots.has(o.id)),
    bodies: page.document.objects.filter((o): o is CoverText => o.type === 'text' && roles.get(o.id) === 'body'),
    hasTitle: page.document.objects.some((o) => o.type === 'text' && roles.get(o.id) === 'title'),
  };
}

/** A file name for a page of a note: the title made safe, then the page number. */
export function pageFileName(title: string, n: number): string {
  const safe = title.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '') || 'note';
  return `${safe}-${String(n).padStart(2, '0')}.png`;
}
