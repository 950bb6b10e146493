/** A brand font from the font list (spec section 3: fontUrl, fontKey). */
export interface CoverFont {
  fontKey: string;
  fontName: string;
  /** A stylesheet of `@font-face` rules (Chinese fonts are split by unicode range) or a font file. */
  fontUrl: string;
}

export type CoverFontStatus = 'loading' | 'loaded' | 'failed';

/** The CSS family the editor registers a brand font under (never clashes with page fonts). */
export const coverFontFamily = (fontKey: string) => `bc-cover-${fontKey.replace(/[^a-z0-9_-]/gi, '_')}`;

/** Drawn when a brand font is missing or still loading: CJK-capable system fonts. */
export const COVER_FALLBACK_FONTS =
  'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

interface FaceRule {
  src: string;
  descriptors: FontFaceDescriptors;
}

/** The `@font-face` rules of a stylesheet: the first woff2/woff/ttf/otf URL of each, resolved against the sheet. */
export function parseFontFaces(css: string, sheetUrl: string): FaceRule[] {
  const rules: FaceRule[] = [];
  for (const block of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = block[1]!;
    const url = /url\(\s*(['"]?)([^'")]+)\1\s*\)/.exec(body)?.[2];
    if (!url) continue;
    const descriptor = (name: string) => new RegExp(`${name}\\s*:\\s*([^;]+);?`, 'i').exec(body)?.[1]?.trim();
    const unicodeRange = descriptor('unicode-range');
    const weight = descriptor('font-weight');
    const style = descriptor('font-style');
    rules.push({
      src: new URL(url, sheetUrl).href,
      descriptors: {
        ...(unicodeRange ? { unicodeRange } : {}),
        ...(weight ? { weight } : {}),
        ...(style ? { style } : {}),
        display: 'block',
      },
    });
  }
  return rules;
}

const registered = new Map<string, Promise<void>>();

/**
 * Registers a brand font with the FontFace API (every subset of its stylesheet, each with its
 * unicode range) and loads the subsets `text` needs, so Chinese fonts fetch only the glyphs in
 * use. Resolves when they are ready; rejects when the font cannot be fetched or decoded.
 */
export async function loadCoverFont(font: CoverFont, text: string, base = globalThis.location?.href): Promise<void> {
  const family = coverFontFamily(font.fontKey);
  let registering = registered.get(family);
  if (!registering) {
    registering = (async () => {
      const url = new URL(font.fontUrl, base).href;
      const faces = /\.(?:woff2?|ttf|otf)(?:$|\?)/i.test(url)
        ? [{ src: url, descriptors: { display: 'block' } as FontFaceDescriptors }]
        : parseFontFaces(await (await fetchOk(url)).text(), url);
      if (faces.length === 0) throw new Error(`no @font-face in ${url}`);
      for (const face of faces)
        document.fonts.add(new FontFace(family, `url(${JSON.stringify(face.src)})`, face.descriptors));
    })();
    registered.set(family, registering);
    registering.catch(() => registered.delete(family));
  }
  await registering;
  const loaded = await document.fonts.load(`32px "${family}"`, text || font.fontName);
  if (loaded.length === 0) throw new Error(`font ${font.fontKey} has no glyphs for the text`);
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response;
}
