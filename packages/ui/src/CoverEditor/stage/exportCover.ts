import Konva from 'konva';
import type { CoverDocument } from '../model/document';
import { loadCoverImage, loadedCoverImage } from './coverImages';
import { coverFontStack, coverFontStyle, coverScene, createSceneNode, type CoverFontFamilies } from './coverScene';

export interface ExportCoverOptions {
  /** The image format. */
  format: 'png' | 'jpeg';
  /** JPEG quality from 0 to 1 (ignored for PNG); the browser's default when left out. */
  quality?: number;
  /** CSS font family of each brand font (fontKey → family), as given to the stage. */
  fontFamilies?: CoverFontFamilies;
}

/** Waits for the brand fonts the visible texts use (a font that fails to load falls back, as on the stage). */
async function fontsReady(doc: CoverDocument, fontFamilies: CoverFontFamilies | undefined) {
  if (typeof document === 'undefined' || !document.fonts) return;
  const loads = doc.objects.flatMap((o) =>
    o.type === 'text' && o.visible && o.fontKey && fontFamilies?.[o.fontKey]
      ? [
          document.fonts
            .load(`${coverFontStyle(o)} ${o.fontSize}px ${coverFontStack(o.fontKey, fontFamilies)}`, o.text || ' ')
            .catch(() => []),
        ]
      : [],
  );
  await Promise.all(loads);
}

/**
 * Draws a cover at exactly `document.width × document.height` pixels (pixel ratio 1, whatever
 * the screen's) with the stage's own drawing code, and encodes it. Waits for every image and
 * brand font it uses; rejects when an image cannot be loaded (or is cross-origin without CORS),
 * rather than export a cover that silently lacks it. Hidden objects, safe zones, guides and the
 * selection are never drawn.
 */
export async function exportCover(doc: CoverDocument, options: ExportCoverOptions): Promise<Blob> {
  const sources = new Set<string>();
  if (doc.background.kind === 'image') sources.add(doc.background.src);
  for (const o of doc.objects) if (o.type === 'image' && o.visible) sources.add(o.src);
  await Promise.all([...sources].map(loadCoverImage));
  await fontsReady(doc, options.fontFamilies);

  const stage = new Konva.Stage({ container: document.createElement('div'), width: doc.width, height: doc.height });
  try {
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    for (const node of coverScene(doc, loadedCoverImage, options.fontFamilies)) layer.add(createSceneNode(node));
    return await stage.toBlob({
      x: 0,
      y: 0,
      width: doc.width,
      height: doc.height,
      pixelRatio: 1,
      mimeType: options.format === 'jpeg' ? 'image/jpeg' : 'image/png',
      ...(options.format === 'jpeg' && options.quality !== undefined
        ? { quality: Math.min(1, Math.max(0, options.quality)) }
        : {}),
    });
  } finally {
    stage.destroy();
  }
}
