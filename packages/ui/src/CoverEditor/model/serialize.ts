import {
  COVER_DOCUMENT_VERSION,
  COVER_MAX_SIDE,
  COVER_MIN_SIDE,
  type CoverBackground,
  type CoverDocument,
  type CoverObject,
} from './document';

/** A document that cannot be read: `path` names the field (e.g. `objects[2].fontSize`). */
export class CoverDocumentError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'CoverDocumentError';
  }
}

/**
 * The document as JSON text with keys in sorted order, so that the same document always gives
 * the same text (drafts compare and version cleanly, whatever order a writer used).
 */
export function serializeCoverDocument(doc: CoverDocument): string {
  return JSON.stringify(doc, (_, value: unknown) =>
    isObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function reader(value: Json, path: string) {
  const fail = (key: string, what: string): never => {
    throw new CoverDocumentError(`${path}.${key}`, what);
  };
  return {
    number(key: string, min = -Infinity, max = Infinity): number {
      const v = value[key];
      if (typeof v !== 'number' || !Number.isFinite(v)) return fail(key, 'expected a number');
      if (v < min || v > max) return fail(key, `expected ${min} to ${max}`);
      return v;
    },
    string(key: string, maxLength = 10_000): string {
      const v = value[key];
      if (typeof v !== 'string') return fail(key, 'expected text');
      if (v.length > maxLength) return fail(key, `longer than ${maxLength}`);
      return v;
    },
    color(key: string): string {
      const v = value[key];
      if (typeof v !== 'string' || !/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$|^rgba?\([\d.,\s%]+\)$/i.test(v)) {
        return fail(key, 'expected a colour (#rrggbb or rgb())');
      }
      return v;
    },
    boolean(key: string): boolean {
      const v = value[key];
      if (typeof v !== 'boolean') return fail(key, 'expected true or false');
      return v;
    },
    oneOf<T extends string>(key: string, options: readonly T[]): T {
      const v = value[key];
      if (typeof v !== 'string' || !options.includes(v as T)) return fail(key, `expected one of ${options.join(', ')}`);
      return v as T;
    },
    object(key: string): Json {
      const v = value[key];
      if (!isObject(v)) return fail(key, 'expected an object');
      return v;
    },
    optionalId(key: string): number | undefined {
      const v = value[key];
      if (v === undefined) return undefined;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return fail(key, 'expected a whole number');
      return v;
    },
  };
}

/** Image sources a document may hold: same-origin paths, http(s), or inline images. */
function source(r: ReturnType<typeof reader>, key: string, path: string): string {
  const src = r.string(key, 5_000_000);
  if (!/^(?:\/(?!\/)|https?:\/\/|data:image\/(?:png|jpeg|gif|webp);base64,)/i.test(src)) {
    throw new CoverDocumentError(`${path}.${key}`, 'expected an image address (/…, http(s):// or data:image)');
  }
  return src;
}

function readBackground(value: Json, path: string): CoverBackground {
  const r = reader(value, path);
  const kind = r.oneOf('kind', ['color', 'gradient', 'image'] as const);
  if (kind === 'color') return { kind, color: r.color('color') };
  if (kind === 'gradient') {
    const stops = value.stops;
    if (!Array.isArray(stops) || stops.length < 2 || stops.length > 10) {
      throw new CoverDocumentError(`${path}.stops`, 'expected 2 to 10 colour stops');
    }
    return {
      kind,
      angle: r.number('angle', -360, 360),
      stops: stops.map((stop, i) => {
        if (!isObject(stop)) throw new CoverDocumentError(`${path}.stops[${i}]`, 'expected an object');
        const s = reader(stop, `${path}.stops[${i}]`);
        return { offset: s.number('offset', 0, 1), color: s.color('color') };
      }),
    };
  }
  const materialId = r.optionalId('materialId');
  return {
    kind,
    src: source(r, 'src', path),
    fit: r.oneOf('fit', ['cover', 'contain', 'stretch'] as const),
    focusX: r.number('focusX', 0, 1),
    focusY: r.number('focusY', 0, 1),
    color: r.color('color'),
    ...(materialId === undefined ? {} : { materialId }),
  };
}

function readObject(value: unknown, path: string): CoverObject {
  if (!isObject(value)) throw new CoverDocumentError(path, 'expected an object');
  const r = reader(value, path);
  const base = {
    id: r.string('id', 64),
    name: r.string('name', 100),
    x: r.number('x', -100_000, 100_000),
    y: r.number('y', -100_000, 100_000),
    width: r.number('width', 1, 100_000),
    height: r.number('height', 1, 100_000),
    rotation: r.number('rotation', -360, 360),
    opacity: r.number('opacity', 0, 1),
    visible: r.boolean('visible'),
    locked: r.boolean('locked'),
  };
  const type = r.oneOf('type', ['text', 'image'] as const);
  if (type === 'text') {
    const fontKey = value.fontKey;
    if (fontKey !== null && typeof fontKey !== 'string') {
      throw new CoverDocumentError(`${path}.fontKey`, 'expected a font key or null');
    }
    const stroke = value.stroke;
    const shadow = value.shadow;
    return {
      ...base,
      type,
      text: r.string('text', 5_000),
      fontKey,
      fontSize: r.number('fontSize', 1, 2_000),
      color: r.color('color'),
      fontWeight: r.oneOf('fontWeight', ['normal', 'bold'] as const),
      italic: r.boolean('italic'),
      align: r.oneOf('align', ['left', 'center', 'right'] as const),
      lineHeight: r.number('lineHeight', 0.5, 5),
      letterSpacing: r.number('letterSpacing', -100, 500),
      stroke:
        stroke === null
          ? null
          : (() => {
              const s = reader(r.object('stroke'), `${path}.stroke`);
              return { color: s.color('color'), width: s.number('width', 0, 200) };
            })(),
      shadow:
        shadow === null
          ? null
          : (() => {
              const s = reader(r.object('shadow'), `${path}.shadow`);
              return {
                color: s.color('color'),
                blur: s.number('blur', 0, 500),
                offsetX: s.number('offsetX', -1_000, 1_000),
                offsetY: s.number('offsetY', -1_000, 1_000),
              };
            })(),
    };
  }
  const crop = value.crop;
  const materialId = r.optionalId('materialId');
  return {
    ...base,
    type,
    src: source(r, 'src', path),
    ...(materialId === undefined ? {} : { materialId }),
    crop:
      crop === null
        ? null
        : (() => {
            const c = reader(r.object('crop'), `${path}.crop`);
            const box = {
              x: c.number('x', 0, 1),
              y: c.number('y', 0, 1),
              width: c.number('width', 0.01, 1),
              height: c.number('height', 0.01, 1),
            };
            if (box.x + box.width > 1.0001 || box.y + box.height > 1.0001) {
              throw new CoverDocumentError(`${path}.crop`, 'the crop must lie inside the image');
            }
            return box;
          })(),
    flipX: r.boolean('flipX'),
    flipY: r.boolean('flipY'),
  };
}

/**
 * Reads a document from JSON text or a parsed value, checking every field (a draft from storage or
 * a server may be old, cut short or tampered with). Throws {@link CoverDocumentError} naming the
 * first bad field; unknown fields are dropped.
 */
export function parseCoverDocument(input: string | unknown): CoverDocument {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new CoverDocumentError('$', 'not JSON');
    }
  }
  if (!isObject(value)) throw new CoverDocumentError('$', 'expected an object');
  const r = reader(value, '$');
  if (value.version !== COVER_DOCUMENT_VERSION) {
    throw new CoverDocumentError('$.version', `expected version ${COVER_DOCUMENT_VERSION}`);
  }
  const objects = value.objects;
  if (!Array.isArray(objects) || objects.length > 1_000) {
    throw new CoverDocumentError('$.objects', 'expected a list of at most 1,000 objects');
  }
  const parsed = objects.map((o, i) => readObject(o, `$.objects[${i}]`));
  const ids = new Set<string>();
  parsed.forEach((o, i) => {
    if (ids.has(o.id)) throw new CoverDocumentError(`$.objects[${i}].id`, 'duplicate id');
    ids.add(o.id);
  });
  return {
    version: COVER_DOCUMENT_VERSION,
    width: Math.round(r.number('width', COVER_MIN_SIDE, COVER_MAX_SIDE)),
    height: Math.round(r.number('height', COVER_MIN_SIDE, COVER_MAX_SIDE)),
    background: readBackground(r.object('background'), '$.background'),
    objects: parsed,
  };
}
