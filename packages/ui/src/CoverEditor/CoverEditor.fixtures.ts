/**
 * A real brand font for stories and browser tests: ZCOOL KuaiLe (SIL OFL) from @fontsource,
 * served by Vite as its unicode-range subset files, with a stylesheet built here that names them,
 * exactly like the reference server's `/fonts/<key>/index.css`.
 */
import css from '@fontsource/zcool-kuaile/index.css?raw';
import type { CoverFont } from './model';

const files = import.meta.glob<string>('../../node_modules/@fontsource/zcool-kuaile/files/*.woff2', {
  query: '?url',
  import: 'default',
  eager: true,
});

function stylesheetUrl(): string {
  const byName = new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));
  const sheet = css.replace(/url\(\.\/files\/([^)]+)\)/g, (whole, name: string) => {
    const url = byName.get(name);
    return url ? `url(${new URL(url, globalThis.location.href).href})` : whole;
  });
  return URL.createObjectURL(new Blob([sheet], { type: 'text/css' }));
}

let url: string | undefined;

/** The font list entry, as the API gives it. */
export function storyFonts(): CoverFont[] {
  url ??= stylesheetUrl();
  return [{ fontKey: 'zcool-kuaile', fontName: '站酷快乐体', fontUrl: url }];
}

/** A font entry whose stylesheet cannot be fetched (the failed state). */
export const brokenFont: CoverFont = {
  fontKey: 'missing-font',
  fontName: '不存在的字体',
  fontUrl: '/no-such-font/index.css',
};
