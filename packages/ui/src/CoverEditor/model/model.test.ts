import { describe, expect, it } from 'vitest';
import {
  applyCoverCommand,
  boundsOf,
  COVER_HISTORY_LIMIT,
  commitCover,
  createCoverDocument,
  createCoverHistory,
  createImageObject,
  createTextObject,
  CoverDocumentError,
  parseCoverDocument,
  parseFontFaces,
  previewScale,
  redoCover,
  safeZonePresetFor,
  serializeCoverDocument,
  snapBox,
  undoCover,
  type CoverDocument,
} from './index';

/** A document using every feature of the format. */
function fullDocument(): CoverDocument {
  const doc = createCoverDocument({ width: 1080, height: 1920 });
  const title = {
    ...createTextObject(doc, '双十一 新品首发\n限时 5 折', '标题', 'zcool-kuaile'),
    italic: true,
    letterSpacing: 4,
    stroke: { color: '#ffffff', width: 6 },
    shadow: { color: 'rgba(0,0,0,0.4)', blur: 12, offsetX: 0, offsetY: 6 },
    rotation: -8,
  };
  const photo = {
    ...createImageObject(doc, { src: '/files/ab12.png', width: 800, height: 600, materialId: 42 }, '产品图'),
    crop: { x: 0.1, y: 0, width: 0.8, height: 1 },
    flipX: true,
    opacity: 0.85,
    locked: true,
  };
  return {
    ...doc,
    background: {
      kind: 'image',
      src: 'data:image/png;base64,iVBORw0KGgo=',
      fit: 'cover',
      focusX: 0.3,
      focusY: 0.5,
      color: '#fef6e4',
      materialId: 7,
    },
    objects: [photo, { ...title, visible: false }],
  };
}

describe('the cover document', () => {
  it('round-trips through JSON unchanged', () => {
    const doc = fullDocument();
    const text = serializeCoverDocument(doc);
    const back = parseCoverDocument(text);
    expect(back).toEqual(doc);
    expect(serializeCoverDocument(back)).toBe(text);
    const gradient: CoverDocument = {
      ...doc,
      background: {
        kind: 'gradient',
        angle: 135,
        stops: [
          { offset: 0, color: '#ff3366' },
          { offset: 1, color: '#4f46e5' },
        ],
      },
    };
    expect(parseCoverDocument(serializeCoverDocument(gradient))).toEqual(gradient);
  });

  it.each([
    ['not JSON', '{', '$'],
    ['another version', { ...fullDocument(), version: 2 }, '$.version'],
    ['a tiny canvas', { ...fullDocument(), width: 10 }, '$.width'],
    ['a bad colour', { ...fullDocument(), background: { kind: 'color', color: 'red;}' } }, '$.background.color'],
    [
      'a script URL',
      { ...fullDocument(), background: { ...fullDocument().background, src: 'javascript:alert(1)' } },
      '$.background.src',
    ],
    [
      'a crop outside the image',
      {
        ...fullDocument(),
        objects: [{ ...fullDocument().objects[0]!, crop: { x: 0.5, y: 0, width: 0.8, height: 1 } }],
      },
      '$.objects[0].crop',
    ],
    [
      'duplicate ids',
      (() => {
        const d = fullDocument();
        return { ...d, objects: [d.objects[0]!, d.objects[0]!] };
      })(),
      '$.objects[1].id',
    ],
  ])('refuses %s, naming the field', (_, input, path) => {
    expect(() => parseCoverDocument(typeof input === 'string' ? input : JSON.stringify(input))).toThrow(
      CoverDocumentError,
    );
    try {
      parseCoverDocument(typeof input === 'string' ? input : JSON.stringify(input));
    } catch (error) {
      expect((error as CoverDocumentError).path).toBe(path);
    }
  });

  it('fits the stage into the 640 px preview box without enlarging', () => {
    expect(previewScale(1080, 1920)).toBeCloseTo(640 / 1920);
    expect(previewScale(1920, 1080)).toBeCloseTo(640 / 1920);
    expect(previewScale(300, 200)).toBe(1);
  });
});

describe('commands', () => {
  const doc = () => {
    const d = createCoverDocument({ width: 1000, height: 1000 });
    const a = { ...createTextObject(d, 'A', 'A'), id: 'a', x: 0, y: 0, width: 100, height: 100 };
    const b = { ...createTextObject(d, 'B', 'B'), id: 'b', x: 300, y: 50, width: 100, height: 100 };
    const c = { ...createTextObject(d, 'C', 'C'), id: 'c', x: 800, y: 400, width: 200, height: 100 };
    return { ...d, objects: [a, b, c] };
  };

  it('returns the same document for a change that changes nothing', () => {
    const d = doc();
    expect(applyCoverCommand(d, { type: 'update', changes: [{ id: 'a', patch: { x: 0 } }] })).toBe(d);
    expect(applyCoverCommand(d, { type: 'move', ids: ['a'], dx: 0, dy: 0 })).toBe(d);
    expect(applyCoverCommand(d, { type: 'arrange', ids: ['c'], to: 'front' })).toBe(d);
  });

  it('aligns one object to the canvas and several to their bounds, and distributes gaps evenly', () => {
    const d = doc();
    const centred = applyCoverCommand(d, { type: 'align', ids: ['a'], edge: 'centerX' });
    expect(centred.objects[0]!.x).toBe(450);
    const tops = applyCoverCommand(d, { type: 'align', ids: ['a', 'b', 'c'], edge: 'top' });
    expect(tops.objects.map((o) => o.y)).toEqual([0, 0, 0]);
    const spread = applyCoverCommand(d, { type: 'distribute', ids: ['a', 'b', 'c'], axis: 'horizontal' });
    // Span 0–1000, objects 400 wide: gaps of 300.
    expect(spread.objects.map((o) => o.x)).toEqual([0, 400, 800]);
  });

  it('aligns to each of the six edges and centres, moving along that axis only', () => {
    const d = doc();
    // c is at (800, 400), 200 × 100, on a 1000 × 1000 canvas.
    const at = (edge: 'left' | 'centerX' | 'right' | 'top' | 'centerY' | 'bottom') => {
      const c = applyCoverCommand(d, { type: 'align', ids: ['c'], edge }).objects[2]!;
      return [c.x, c.y];
    };
    expect(at('left')).toEqual([0, 400]);
    expect(at('centerX')).toEqual([400, 400]);
    expect(at('right')).toEqual([800, 400]);
    expect(at('top')).toEqual([800, 0]);
    expect(at('centerY')).toEqual([800, 450]);
    expect(at('bottom')).toEqual([800, 900]);
    // Several: to their shared bounds (0–1000 across, 0–500 down).
    const bottoms = applyCoverCommand(d, { type: 'align', ids: ['a', 'b', 'c'], edge: 'bottom' });
    expect(bottoms.objects.map((o) => o.y)).toEqual([400, 400, 400]);
  });

  it('leaves locked objects where they are', () => {
    const d = doc();
    const locked = { ...d, objects: d.objects.map((o) => (o.id === 'a' ? { ...o, locked: true } : o)) };
    expect(applyCoverCommand(locked, { type: 'move', ids: ['a'], dx: 10, dy: 0 })).toBe(locked);
  });

  it('reorders, arranges and duplicates above the originals with new ids', () => {
    const d = doc();
    expect(applyCoverCommand(d, { type: 'reorder', id: 'c', index: 0 }).objects.map((o) => o.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(applyCoverCommand(d, { type: 'arrange', ids: ['a'], to: 'forward' }).objects.map((o) => o.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(applyCoverCommand(d, { type: 'arrange', ids: ['c'], to: 'back' }).objects.map((o) => o.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    const copied = applyCoverCommand(d, { type: 'duplicate', ids: ['a', 'b'], newIds: ['a2', 'b2'], offset: 20 });
    expect(copied.objects.map((o) => [o.id, o.x, o.y])).toEqual([
      ['a', 0, 0],
      ['b', 300, 50],
      ['c', 800, 400],
      ['a2', 20, 20],
      ['b2', 320, 70],
    ]);
  });

  it('measures rotated objects by their turned corners', () => {
    const b = boundsOf({ x: 100, y: 100, width: 100, height: 50, rotation: 90 });
    expect(b.x).toBeCloseTo(50);
    expect(b.y).toBeCloseTo(100);
    expect(b.width).toBeCloseTo(50);
    expect(b.height).toBeCloseTo(100);
  });
});

describe('history', () => {
  it(`undoes and redoes at least 100 steps (keeps ${COVER_HISTORY_LIMIT})`, () => {
    let h = createCoverHistory(createCoverDocument());
    const first = h.present;
    for (let i = 0; i < 150; i += 1) {
      h = commitCover(h, applyCoverCommand(h.present, { type: 'resize', width: 200 + i, height: 300 }), {
        now: i * 5_000,
      });
    }
    expect(h.past).toHaveLength(150);
    for (let i = 0; i < 150; i += 1) h = undoCover(h);
    expect(h.present).toBe(first);
    for (let i = 0; i < 150; i += 1) h = redoCover(h);
    expect(h.present.width).toBe(349);
  });

  it('coalesces a burst of changes with one key into one step, and a new change clears redo', () => {
    let h = createCoverHistory(createCoverDocument());
    const start = h.present;
    for (let i = 1; i <= 5; i += 1) {
      h = commitCover(h, { ...h.present, width: 1000 + i }, { coalesceKey: 'nudge', now: 1_000 + i * 100 });
    }
    expect(h.past).toHaveLength(1);
    h = undoCover(h);
    expect(h.present).toBe(start);
    h = commitCover(h, { ...h.present, width: 500 }, { now: 9_000 });
    expect(h.future).toHaveLength(0);
  });
});

describe('snapping', () => {
  it('snaps to the canvas centre and to another object’s edge, each axis on its own', () => {
    const snapped = snapBox(
      { x: 447, y: 10, width: 100, height: 100 },
      [{ x: 0, y: 113, width: 50, height: 50 }],
      { width: 1000, height: 1000 },
      6,
    );
    expect(snapped.dx).toBe(3);
    expect(snapped.dy).toBe(3);
    expect(snapped.guides).toEqual([
      { orientation: 'vertical', position: 500 },
      { orientation: 'horizontal', position: 113 },
    ]);
    expect(snapBox({ x: 200, y: 200, width: 10, height: 10 }, [], { width: 1000, height: 1000 }, 6).guides).toEqual([]);
  });
});

describe('safe zones and fonts', () => {
  it('choose the safe-zone preset closest to the canvas shape', () => {
    expect(safeZonePresetFor(1080, 1920).key).toBe('shortVideo');
    expect(safeZonePresetFor(1080, 1440).key).toBe('note');
    expect(safeZonePresetFor(1920, 1080).key).toBe('landscape');
  });

  it('read every subset of a font stylesheet with its unicode range', () => {
    const css = `@font-face { font-family: 'ZCOOL KuaiLe'; font-style: normal; font-weight: 400;
      src: url(./files/zcool-kuaile-0-400-normal.woff2) format('woff2'), url(./files/zcool-kuaile-0-400-normal.woff) format('woff');
      unicode-range: U+1f1e9-1f1f5, U+4e00; }
      @font-face { font-family: 'ZCOOL KuaiLe'; src: url("./files/latin.woff2") format('woff2'); unicode-range: U+0000-00FF; }`;
    const faces = parseFontFaces(css, 'http://console.test/fonts/zcool-kuaile/index.css');
    expect(faces.map((f) => [f.src, f.descriptors.unicodeRange])).toEqual([
      ['http://console.test/fonts/zcool-kuaile/files/zcool-kuaile-0-400-normal.woff2', 'U+1f1e9-1f1f5, U+4e00'],
      ['http://console.test/fonts/zcool-kuaile/files/latin.woff2', 'U+0000-00FF'],
    ]);
  });
});
