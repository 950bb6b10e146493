import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Brand fonts are open-licensed webfonts shipped by `@fontsource/*` packages (SIL Open Font
 * License), split by unicode range so a Chinese font loads only the glyphs a text uses. Each is
 * served as its stylesheet (`fontUrl`) plus the woff2/woff files the stylesheet names.
 */
export const FONT_PACKAGES = {
  'zcool-kuaile': { family: 'ZCOOL KuaiLe', name: '站酷快乐体', packageName: '@fontsource/zcool-kuaile' },
  'ma-shan-zheng': { family: 'Ma Shan Zheng', name: '马善政毛笔楷书', packageName: '@fontsource/ma-shan-zheng' },
} as const;

export type FontKey = keyof typeof FONT_PACKAGES;

const require = createRequire(import.meta.url);

/** The folder a font package is installed in. */
export function fontPackageDir(key: FontKey): string {
  return dirname(require.resolve(`${FONT_PACKAGES[key].packageName}/package.json`));
}

/** The file of a font's stylesheet or of one of its subsets, or null for anything else. */
export function fontFilePath(key: string, file: string): { path: string; type: string } | null {
  if (!Object.hasOwn(FONT_PACKAGES, key)) return null;
  const dir = fontPackageDir(key as FontKey);
  if (file === 'index.css') return { path: join(dir, 'index.css'), type: 'text/css; charset=utf-8' };
  const match = /^files\/([a-z0-9-]+\.(woff2?))$/.exec(file);
  if (!match) return null;
  return { path: join(dir, 'files', match[1]!), type: match[2] === 'woff2' ? 'font/woff2' : 'font/woff' };
}

/** The URL of a font's stylesheet. */
export const fontUrl = (key: string) => `/fonts/${key}/index.css`;
