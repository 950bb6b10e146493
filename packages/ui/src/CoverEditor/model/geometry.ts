import type { CoverObject } from './document';

/** An axis-aligned box in canvas pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The axis-aligned bounds of an object, rotation included (it turns about its top-left corner). */
export function boundsOf(o: Pick<CoverObject, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Box {
  if (!o.rotation) return { x: o.x, y: o.y, width: o.width, height: o.height };
  const r = (o.rotation * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const xs = [0, o.width * cos, o.width * cos - o.height * sin, -o.height * sin];
  const ys = [0, o.width * sin, o.width * sin + o.height * cos, o.height * cos];
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { x: o.x + minX, y: o.y + minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
}

/** The box around several boxes. */
export function unionOf(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
  };
}

export type AlignEdge = 'left' | 'centerX' | 'right' | 'top' | 'centerY' | 'bottom';

/** Each edge as an axis and a fraction along the box: 0 the start, 0.5 the middle, 1 the end. */
const EDGES: Record<AlignEdge, { axis: 'x' | 'y'; at: 0 | 0.5 | 1 }> = {
  left: { axis: 'x', at: 0 },
  centerX: { axis: 'x', at: 0.5 },
  right: { axis: 'x', at: 1 },
  top: { axis: 'y', at: 0 },
  centerY: { axis: 'y', at: 0.5 },
  bottom: { axis: 'y', at: 1 },
};

/**
 * How far each object moves to align: to the canvas when one object is chosen, else to the
 * box around the chosen ones (as design editors do). Returns `[id, dx, dy]` per moved object.
 */
export function alignOffsets(
  objects: readonly CoverObject[],
  edge: AlignEdge,
  canvas: { width: number; height: number },
): Array<[string, number, number]> {
  if (objects.length === 0) return [];
  const target: Box = objects.length === 1 ? { x: 0, y: 0, ...canvas } : unionOf(objects.map((o) => boundsOf(o)));
  const { axis, at } = EDGES[edge];
  const size = axis === 'x' ? 'width' : 'height';
  return objects.map((o) => {
    const b = boundsOf(o);
    const delta = target[axis] + target[size] * at - (b[axis] + b[size] * at);
    return axis === 'x' ? [o.id, delta, 0] : [o.id, 0, delta];
  });
}

/**
 * Equal gaps between three or more objects along an axis: the first and last (by position) stay,
 * the ones between move. Returns `[id, dx, dy]` per object.
 */
export function distributeOffsets(
  objects: readonly CoverObject[],
  axis: 'horizontal' | 'vertical',
): Array<[string, number, number]> {
  if (objects.length < 3) return [];
  const horizontal = axis === 'horizontal';
  const items = objects
    .map((o) => ({ id: o.id, box: boundsOf(o) }))
    .sort((a, b) => (horizontal ? a.box.x - b.box.x : a.box.y - b.box.y));
  const start = (b: Box) => (horizontal ? b.x : b.y);
  const size = (b: Box) => (horizontal ? b.width : b.height);
  const first = items[0]!.box;
  const last = items.at(-1)!.box;
  const span = start(last) + size(last) - start(first);
  const occupied = items.reduce((sum, i) => sum + size(i.box), 0);
  const gap = (span - occupied) / (items.length - 1);
  let cursor = start(first);
  return items.map(({ id, box }) => {
    const delta = cursor - start(box);
    cursor += size(box) + gap;
    return horizontal ? [id, delta, 0] : [id, 0, delta];
  });
}
