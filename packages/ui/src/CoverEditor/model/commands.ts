import type { CoverBackground, CoverDocument, CoverImage, CoverObject, CoverText } from './document';
import { alignOffsets, distributeOffsets, type AlignEdge } from './geometry';

export type CoverObjectPatch = Partial<Omit<CoverText, 'id' | 'type'>> | Partial<Omit<CoverImage, 'id' | 'type'>>;

/** Every change to a document is one of these; each applied command is one undo step. */
export type CoverCommand =
  | { type: 'add'; objects: CoverObject[] }
  | { type: 'update'; changes: ReadonlyArray<{ id: string; patch: CoverObjectPatch }> }
  | { type: 'remove'; ids: readonly string[] }
  | { type: 'move'; ids: readonly string[]; dx: number; dy: number }
  /** Moves objects one step up or down the stack, or to the top or bottom. */
  | { type: 'arrange'; ids: readonly string[]; to: 'forward' | 'backward' | 'front' | 'back' }
  /** Puts one object at `index` of the bottom-to-top list (drag in the layers panel). */
  | { type: 'reorder'; id: string; index: number }
  /** Copies objects above the originals, shifted by `offset`, with the given new ids (same order). */
  | { type: 'duplicate'; ids: readonly string[]; newIds: readonly string[]; offset: number }
  | { type: 'background'; background: CoverBackground }
  /** The canvas size; objects keep their positions. */
  | { type: 'resize'; width: number; height: number }
  | { type: 'align'; ids: readonly string[]; edge: AlignEdge }
  | { type: 'distribute'; ids: readonly string[]; axis: 'horizontal' | 'vertical' };

const moveBy = (objects: CoverObject[], offsets: ReadonlyArray<readonly [string, number, number]>) => {
  const by = new Map(offsets.map(([id, dx, dy]) => [id, [dx, dy] as const]));
  return objects.map((o) => {
    const d = by.get(o.id);
    return d && (d[0] || d[1]) ? { ...o, x: o.x + d[0], y: o.y + d[1] } : o;
  });
};

/** The objects with `ids`, in stack order, leaving out locked ones when `movable`. */
const chosen = (doc: CoverDocument, ids: readonly string[], movable = false) => {
  const set = new Set(ids);
  return doc.objects.filter((o) => set.has(o.id) && (!movable || !o.locked));
};

function arrange(objects: CoverObject[], ids: readonly string[], to: 'forward' | 'backward' | 'front' | 'back') {
  const set = new Set(ids);
  if (to === 'front') return [...objects.filter((o) => !set.has(o.id)), ...objects.filter((o) => set.has(o.id))];
  if (to === 'back') return [...objects.filter((o) => set.has(o.id)), ...objects.filter((o) => !set.has(o.id))];
  const list = [...objects];
  if (to === 'forward') {
    for (let i = list.length - 2; i >= 0; i -= 1) {
      if (set.has(list[i]!.id) && !set.has(list[i + 1]!.id)) [list[i], list[i + 1]] = [list[i + 1]!, list[i]!];
    }
  } else {
    for (let i = 1; i < list.length; i += 1) {
      if (set.has(list[i]!.id) && !set.has(list[i - 1]!.id)) [list[i], list[i - 1]] = [list[i - 1]!, list[i]!];
    }
  }
  return list;
}

/**
 * Applies a command and returns the new document, or the same document when nothing changes
 * (so that a no-op is never an undo step). Locked objects are not moved, aligned or distributed;
 * they can still be edited through their panel, renamed, hidden, reordered and deleted.
 */
export function applyCoverCommand(doc: CoverDocument, command: CoverCommand): CoverDocument {
  switch (command.type) {
    case 'add':
      return command.objects.length ? { ...doc, objects: [...doc.objects, ...command.objects] } : doc;
    case 'update': {
      const patches = new Map(command.changes.map((c) => [c.id, c.patch]));
      let changed = false;
      const objects = doc.objects.map((o) => {
        const patch = patches.get(o.id);
        if (!patch) return o;
        const entries = Object.entries(patch).filter(
          ([key, value]) => JSON.stringify((o as unknown as Record<string, unknown>)[key]) !== JSON.stringify(value),
        );
        if (entries.length === 0) return o;
        changed = true;
        return { ...o, ...Object.fromEntries(entries) } as CoverObject;
      });
      return changed ? { ...doc, objects } : doc;
    }
    case 'remove': {
      const set = new Set(command.ids);
      const objects = doc.objects.filter((o) => !set.has(o.id));
      return objects.length === doc.objects.length ? doc : { ...doc, objects };
    }
    case 'move': {
      const movable = chosen(doc, command.ids, true);
      if (movable.length === 0 || (!command.dx && !command.dy)) return doc;
      return {
        ...doc,
        objects: moveBy(
          doc.objects,
          movable.map((o) => [o.id, command.dx, command.dy] as const),
        ),
      };
    }
    case 'arrange': {
      const objects = arrange(doc.objects, command.ids, command.to);
      return objects.every((o, i) => o === doc.objects[i]) ? doc : { ...doc, objects };
    }
    case 'reorder': {
      const from = doc.objects.findIndex((o) => o.id === command.id);
      const to = Math.max(0, Math.min(doc.objects.length - 1, command.index));
      if (from < 0 || from === to) return doc;
      const objects = [...doc.objects];
      const [moved] = objects.splice(from, 1);
      objects.splice(to, 0, moved!);
      return { ...doc, objects };
    }
    case 'duplicate': {
      const originals = chosen(doc, command.ids);
      if (originals.length === 0) return doc;
      const copies = originals.map((o, i) => ({
        ...o,
        id: command.newIds[i] ?? `${o.id}-copy`,
        x: o.x + command.offset,
        y: o.y + command.offset,
        locked: false,
      }));
      return { ...doc, objects: [...doc.objects, ...copies] };
    }
    case 'background':
      return JSON.stringify(doc.background) === JSON.stringify(command.background)
        ? doc
        : { ...doc, background: command.background };
    case 'resize':
      return doc.width === command.width && doc.height === command.height
        ? doc
        : { ...doc, width: command.width, height: command.height };
    case 'align': {
      const offsets = alignOffsets(chosen(doc, command.ids, true), command.edge, doc);
      return offsets.some(([, dx, dy]) => dx || dy) ? { ...doc, objects: moveBy(doc.objects, offsets) } : doc;
    }
    case 'distribute': {
      const offsets = distributeOffsets(chosen(doc, command.ids, true), command.axis);
      return offsets.some(([, dx, dy]) => Math.abs(dx) > 1e-9 || Math.abs(dy) > 1e-9)
        ? { ...doc, objects: moveBy(doc.objects, offsets) }
        : doc;
    }
  }
}

let counter = 0;
/** A new object id, unique within this page (time + counter + random). */
export function newObjectId(): string {
  counter += 1;
  return `o${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The fields every new object starts with: a new id, centred on the canvas, shown and unlocked. */
function centred(doc: CoverDocument, name: string, width: number, height: number) {
  return {
    id: newObjectId(),
    name,
    x: Math.round((doc.width - width) / 2),
    y: Math.round((doc.height - height) / 2),
    width,
    height,
    rotation: 0,
    opacity: 1,
    visible: true,
    locked: false,
  };
}

/** A text object centred on the canvas, in the system font. */
export function createTextObject(
  doc: CoverDocument,
  text: string,
  name: string,
  fontKey: string | null = null,
): CoverText {
  const fontSize = Math.round(Math.min(doc.width, doc.height) / 10);
  const width = Math.round(doc.width * 0.8);
  const height = Math.round(fontSize * 1.3);
  return {
    ...centred(doc, name, width, height),
    type: 'text',
    text,
    fontKey,
    fontSize,
    color: '#1f2329',
    fontWeight: 'bold',
    italic: false,
    align: 'center',
    lineHeight: 1.2,
    letterSpacing: 0,
    stroke: null,
    shadow: null,
  };
}

/** An image object fitted inside half the canvas and centred, keeping its aspect ratio. */
export function createImageObject(
  doc: CoverDocument,
  image: { src: string; width: number; height: number; materialId?: number },
  name: string,
): CoverImage {
  const fit = Math.min((doc.width * 0.5) / image.width, (doc.height * 0.5) / image.height, 1);
  const width = Math.max(1, Math.round(image.width * fit));
  const height = Math.max(1, Math.round(image.height * fit));
  return {
    ...centred(doc, name, width, height),
    type: 'image',
    src: image.src,
    ...(image.materialId === undefined ? {} : { materialId: image.materialId }),
    crop: null,
    flipX: false,
    flipY: false,
  };
}
