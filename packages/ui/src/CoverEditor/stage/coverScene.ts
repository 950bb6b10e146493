/**
 * What a cover draws, as Konva node descriptions: one function per kind of content, used both by
 * the interactive stage (as react-konva elements) and by the export (as plain Konva nodes), so
 * that what is seen is what is exported. Nothing here knows about selection or editing.
 */
import Konva from 'konva';
import type { CoverBackground, CoverDocument, CoverImage, CoverObject, CoverText } from '../model/document';
import { COVER_FALLBACK_FONTS } from '../model/fonts';

/** One node of the scene: the Konva class to make and its attributes. */
export type CoverSceneNode =
  | { kind: 'rect'; key: string; config: Konva.RectConfig }
  | { kind: 'image'; key: string; config: Konva.ImageConfig }
  | { kind: 'shape'; key: string; config: Konva.ShapeConfig }
  | { kind: 'text'; key: string; config: Konva.TextConfig };

/** Returns the loaded image for a source, or undefined while it loads. */
export type CoverImageLookup = (src: string) => CanvasImageSource | undefined;

/** fontKey → CSS font family of a loaded brand font. */
export type CoverFontFamilies = Readonly<Record<string, string>>;

const quoteFamily = (family: string) => (/^["']/.test(family) ? family : JSON.stringify(family));

/** The CSS font stack a text is drawn with: its brand font, then CJK-capable system fonts. */
export function coverFontStack(fontKey: string | null, fontFamilies: CoverFontFamilies | undefined): string {
  const family = fontKey ? fontFamilies?.[fontKey] : undefined;
  return family ? `${quoteFamily(family)}, ${COVER_FALLBACK_FONTS}` : COVER_FALLBACK_FONTS;
}

/** Konva's `fontStyle` for a text ('normal', 'bold', 'italic' or 'italic bold'). */
export const coverFontStyle = (o: Pick<CoverText, 'fontWeight' | 'italic'>) =>
  [o.italic ? 'italic' : '', o.fontWeight === 'bold' ? 'bold' : ''].filter(Boolean).join(' ') || 'normal';

const naturalSize = (image: CanvasImageSource): { width: number; height: number } => {
  if (image instanceof HTMLImageElement) return { width: image.naturalWidth, height: image.naturalHeight };
  if (image instanceof HTMLVideoElement) return { width: image.videoWidth, height: image.videoHeight };
  if ('displayWidth' in image) return { width: image.displayWidth, height: image.displayHeight };
  if (image instanceof SVGImageElement) return { width: image.width.baseVal.value, height: image.height.baseVal.value };
  return { width: image.width, height: image.height };
};

/**
 * Where a background image goes: `cover` fills the canvas and crops what overflows, `contain`
 * fits it whole, both placed by `focusX`/`focusY` (0 = left/top edge, 1 = right/bottom edge, as
 * CSS object-position percentages); `stretch` fills the canvas exactly.
 */
export function backgroundImagePlacement(
  natural: { width: number; height: number },
  canvas: { width: number; height: number },
  fit: 'cover' | 'contain' | 'stretch',
  focusX: number,
  focusY: number,
): {
  x: number;
  y: number;
  width: number;
  height: number;
  crop?: { x: number; y: number; width: number; height: number };
} {
  if (fit === 'stretch' || !natural.width || !natural.height) return { x: 0, y: 0, ...canvas };
  const fx = Math.min(1, Math.max(0, focusX));
  const fy = Math.min(1, Math.max(0, focusY));
  if (fit === 'cover') {
    const s = Math.max(canvas.width / natural.width, canvas.height / natural.height);
    const width = canvas.width / s;
    const height = canvas.height / s;
    return {
      x: 0,
      y: 0,
      ...canvas,
      crop: { x: (natural.width - width) * fx, y: (natural.height - height) * fy, width, height },
    };
  }
  const s = Math.min(canvas.width / natural.width, canvas.height / natural.height);
  const width = natural.width * s;
  const height = natural.height * s;
  return { x: (canvas.width - width) * fx, y: (canvas.height - height) * fy, width, height };
}

/**
 * The end points of a linear gradient at `angle` degrees (0 = left to right, 90 = top to
 * bottom) whose first and last stops touch the canvas corners, as CSS `linear-gradient` does.
 */
export function gradientPoints(angle: number, width: number, height: number) {
  const r = (angle * Math.PI) / 180;
  const dx = Math.cos(r);
  const dy = Math.sin(r);
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  return {
    start: { x: width / 2 - dx * half, y: height / 2 - dy * half },
    end: { x: width / 2 + dx * half, y: height / 2 + dy * half },
  };
}

/** The background: a colour or gradient rectangle, and an image over its colour. */
export function backgroundNodes(
  background: CoverBackground,
  canvas: { width: number; height: number },
  getImage: CoverImageLookup,
): CoverSceneNode[] {
  const base = { x: 0, y: 0, width: canvas.width, height: canvas.height, listening: false };
  if (background.kind === 'gradient') {
    const { start, end } = gradientPoints(background.angle, canvas.width, canvas.height);
    const stops = [...background.stops].sort((a, b) => a.offset - b.offset);
    return [
      {
        kind: 'rect',
        key: 'background',
        config: {
          ...base,
          fillLinearGradientStartPoint: start,
          fillLinearGradientEndPoint: end,
          fillLinearGradientColorStops: stops.flatMap((s) => [Math.min(1, Math.max(0, s.offset)), s.color]),
        },
      },
    ];
  }
  const fill: CoverSceneNode = { kind: 'rect', key: 'background', config: { ...base, fill: background.color } };
  if (background.kind === 'color') return [fill];
  const image = getImage(background.src);
  if (!image) return [fill];
  const placement = backgroundImagePlacement(
    naturalSize(image),
    canvas,
    background.fit,
    background.focusX,
    background.focusY,
  );
  return [fill, { kind: 'image', key: 'background-image', config: { ...placement, image, listening: false } }];
}

const common = (o: CoverObject) => ({
  id: o.id,
  name: 'cover-object',
  x: o.x,
  y: o.y,
  rotation: o.rotation,
  opacity: o.opacity,
});

/**
 * A text: wraps within `width`, grows in height with its lines (Konva lays it out; the
 * document's `height` follows what the stage measures). The stroke is drawn under the fill at
 * twice the document's width, so `stroke.width` canvas pixels of outline show outside the glyphs.
 */
export function textConfig(o: CoverText, fontFamilies: CoverFontFamilies | undefined): Konva.TextConfig {
  return {
    ...common(o),
    width: o.width,
    text: o.text,
    fontFamily: coverFontStack(o.fontKey, fontFamilies),
    fontSize: o.fontSize,
    fontStyle: coverFontStyle(o),
    fill: o.color,
    align: o.align,
    lineHeight: o.lineHeight,
    letterSpacing: o.letterSpacing,
    wrap: 'word',
    ...(o.stroke && o.stroke.width > 0
      ? { stroke: o.stroke.color, strokeWidth: o.stroke.width * 2, fillAfterStrokeEnabled: true, lineJoin: 'round' }
      : { strokeEnabled: false }),
    ...(o.shadow
      ? {
          shadowColor: o.shadow.color,
          shadowBlur: o.shadow.blur,
          shadowOffsetX: o.shadow.offsetX,
          shadowOffsetY: o.shadow.offsetY,
          shadowForStrokeEnabled: true,
        }
      : { shadowEnabled: false }),
  };
}

/**
 * An image object: a shape of the object's box that draws the cropped part of the image into it,
 * mirrored inside the box when flipped (so the box, and the transformer around it, stay put).
 */
export function imageConfig(o: CoverImage, image: CanvasImageSource | undefined): Konva.ShapeConfig {
  const { crop, flipX, flipY } = o;
  return {
    ...common(o),
    width: o.width,
    height: o.height,
    sceneFunc: (context, shape) => {
      if (!image) return;
      const natural = naturalSize(image);
      if (!natural.width || !natural.height) return;
      const c = crop ?? { x: 0, y: 0, width: 1, height: 1 };
      const width = shape.width();
      const height = shape.height();
      context.save();
      context.translate(flipX ? width : 0, flipY ? height : 0);
      context.scale(flipX ? -1 : 1, flipY ? -1 : 1);
      context.drawImage(
        image,
        c.x * natural.width,
        c.y * natural.height,
        Math.max(1e-6, c.width * natural.width),
        Math.max(1e-6, c.height * natural.height),
        0,
        0,
        width,
        height,
      );
      context.restore();
    },
    hitFunc: (context, shape) => {
      context.beginPath();
      context.rect(0, 0, shape.width(), shape.height());
      context.closePath();
      context.fillStrokeShape(shape);
    },
  };
}

/** The node of one object (hidden objects have none: leave them out before calling). */
export function objectNode(
  o: CoverObject,
  getImage: CoverImageLookup,
  fontFamilies: CoverFontFamilies | undefined,
): CoverSceneNode {
  return o.type === 'text'
    ? { kind: 'text', key: o.id, config: textConfig(o, fontFamilies) }
    : { kind: 'shape', key: o.id, config: imageConfig(o, getImage(o.src)) };
}

/** Everything a document draws, bottom to top: background, then the visible objects. */
export function coverScene(
  doc: CoverDocument,
  getImage: CoverImageLookup,
  fontFamilies: CoverFontFamilies | undefined,
): CoverSceneNode[] {
  return [
    ...backgroundNodes(doc.background, doc, getImage),
    ...doc.objects.filter((o) => o.visible).map((o) => objectNode(o, getImage, fontFamilies)),
  ];
}

/** Makes the plain Konva node for a scene node (the export's path; the stage renders the same configs). */
export function createSceneNode(node: CoverSceneNode): Konva.Shape {
  switch (node.kind) {
    case 'rect':
      return new Konva.Rect(node.config);
    case 'image':
      return new Konva.Image(node.config);
    case 'shape':
      return new Konva.Shape(node.config);
    case 'text':
      return new Konva.Text(node.config);
  }
}

/** The height a text takes when laid out at its width (what the stage reports after edits). */
export function measureCoverTextHeight(o: CoverText, fontFamilies?: CoverFontFamilies): number {
  const node = new Konva.Text(textConfig(o, fontFamilies));
  const height = node.height();
  node.destroy();
  return height;
}
