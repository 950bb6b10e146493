/**
 * The cover document: everything a cover is, as plain JSON, so that drafts can be saved,
 * reloaded and versioned. Coordinates are canvas pixels of the exported image (the stage only
 * scales them for display); objects are listed bottom to top. An object rotates about its own
 * top-left corner (`x`, `y`), as Konva does.
 */
export const COVER_DOCUMENT_VERSION = 1;

/** A colour stop of a gradient: `offset` from 0 to 1. */
export interface CoverGradientStop {
  offset: number;
  color: string;
}

/** How a background image fills the canvas. */
export type CoverImageFit = 'cover' | 'contain' | 'stretch';

export type CoverBackground =
  | { kind: 'color'; color: string }
  /** A linear gradient across the canvas; `angle` in degrees, 0 = left to right, 90 = top to bottom. */
  | { kind: 'gradient'; angle: number; stops: CoverGradientStop[] }
  /**
   * An image: `fit` as CSS object-fit; `focusX`/`focusY` (0–1) place it where it overflows
   * (`cover`) or leaves room (`contain`). `color` shows where it does not cover.
   */
  | {
      kind: 'image';
      src: string;
      fit: CoverImageFit;
      focusX: number;
      focusY: number;
      color: string;
      /** The library material it came from, if any. */
      materialId?: number;
    };

interface CoverObjectBase {
  /** Unique within the document. */
  id: string;
  /** Shown in the layers panel; renamed there. */
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise, about (x, y). */
  rotation: number;
  /** 0–1. */
  opacity: number;
  visible: boolean;
  /** Locked objects cannot be selected on the canvas, moved or transformed. */
  locked: boolean;
}

export interface CoverTextStroke {
  color: string;
  width: number;
}

export interface CoverTextShadow {
  color: string;
  blur: number;
  offsetX: number;
  offsetY: number;
}

export interface CoverText extends CoverObjectBase {
  type: 'text';
  text: string;
  /** A brand font (`fontKey` of the font list), or null for the system font. */
  fontKey: string | null;
  /** Font size in canvas pixels. */
  fontSize: number;
  color: string;
  fontWeight: 'normal' | 'bold';
  italic: boolean;
  align: 'left' | 'center' | 'right';
  /** Multiple of the font size. */
  lineHeight: number;
  /** Extra space between letters, in canvas pixels. */
  letterSpacing: number;
  stroke: CoverTextStroke | null;
  shadow: CoverTextShadow | null;
}

/** Part of the source image to show, as fractions (0–1) of its width and height. */
export interface CoverCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CoverImage extends CoverObjectBase {
  type: 'image';
  src: string;
  /** The library material it came from, if any. */
  materialId?: number;
  crop: CoverCrop | null;
  flipX: boolean;
  flipY: boolean;
}

export type CoverObject = CoverText | CoverImage;

export interface CoverDocument {
  version: typeof COVER_DOCUMENT_VERSION;
  /** Exported image size in pixels. */
  width: number;
  height: number;
  background: CoverBackground;
  /** Bottom to top. */
  objects: CoverObject[];
}

/** Canvas sizes the console publishes to (spec: covers for short videos and image-text notes). */
export const COVER_SIZE_PRESETS = [
  { key: '3:4', width: 1080, height: 1440 },
  { key: '9:16', width: 1080, height: 1920 },
  { key: '16:9', width: 1920, height: 1080 },
  { key: '1:1', width: 1080, height: 1080 },
] as const;

export type CoverSizePresetKey = (typeof COVER_SIZE_PRESETS)[number]['key'];

/** Smallest and largest custom canvas side, in pixels. */
export const COVER_MIN_SIDE = 100;
export const COVER_MAX_SIDE = 4096;

/** Spec section 2: the preview box is at most 640 × 640 px. */
export const COVER_PREVIEW_MAX = 640;

/** The display scale that fits a canvas into the preview box (never enlarges). */
export function previewScale(width: number, height: number, box = COVER_PREVIEW_MAX): number {
  return Math.min(1, box / width, box / height);
}

/** A new, empty document: a white 3:4 canvas. */
export function createCoverDocument(size: { width: number; height: number } = COVER_SIZE_PRESETS[0]): CoverDocument {
  return {
    version: COVER_DOCUMENT_VERSION,
    width: size.width,
    height: size.height,
    background: { kind: 'color', color: '#ffffff' },
    objects: [],
  };
}
