import type { Box } from './geometry';

/** A guide line drawn while snapping: vertical at `x = position`, or horizontal at `y = position`. */
export interface SnapGuide {
  orientation: 'vertical' | 'horizontal';
  position: number;
}

/** Snap distance in canvas pixels for a given display scale: about 6 screen pixels. */
export const snapThreshold = (scale: number) => 6 / Math.max(scale, 0.01);

/**
 * Snaps a moving box to the canvas edges and centre and to the edges and centres of other
 * boxes, independently on each axis (the nearest line within `threshold` wins). Returns the
 * correction to apply and the guides to draw.
 */
export function snapBox(
  moving: Box,
  others: readonly Box[],
  canvas: { width: number; height: number },
  threshold: number,
): { dx: number; dy: number; guides: SnapGuide[] } {
  const targetsX = [
    0,
    canvas.width / 2,
    canvas.width,
    ...others.flatMap((b) => [b.x, b.x + b.width / 2, b.x + b.width]),
  ];
  const targetsY = [
    0,
    canvas.height / 2,
    canvas.height,
    ...others.flatMap((b) => [b.y, b.y + b.height / 2, b.y + b.height]),
  ];
  const axis = (edges: number[], targets: number[]) => {
    let best: { delta: number; line: number } | null = null;
    for (const edge of edges) {
      for (const line of targets) {
        const delta = line - edge;
        if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta))) best = { delta, line };
      }
    }
    return best;
  };
  const x = axis([moving.x, moving.x + moving.width / 2, moving.x + moving.width], targetsX);
  const y = axis([moving.y, moving.y + moving.height / 2, moving.y + moving.height], targetsY);
  const guides: SnapGuide[] = [];
  if (x) guides.push({ orientation: 'vertical', position: x.line });
  if (y) guides.push({ orientation: 'horizontal', position: y.line });
  return { dx: x?.delta ?? 0, dy: y?.delta ?? 0, guides };
}
