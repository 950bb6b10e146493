import { useEffect, useMemo, useState } from 'react';
import { coverFontFamily, loadCoverFont, type CoverDocument, type CoverFont, type CoverFontStatus } from './model';

/**
 * Loads the brand fonts the document's texts use, with the glyphs those texts need (Chinese fonts
 * come in unicode-range subsets), and reports each font's status. `families` holds only loaded
 * fonts, so the canvas draws with the fallback until a font is ready and then redraws.
 */
export function useCoverFonts(fonts: readonly CoverFont[], document: CoverDocument) {
  /** Outcomes of finished loads; a wanted font without one is still loading. */
  const [results, setResults] = useState<Record<string, 'loaded' | 'failed'>>({});
  /** fontKey → all text drawn in it (sorted unique characters, so typing one more letter of a word rarely refetches). */
  const wanted = useMemo(() => {
    const byKey = new Map<string, Set<string>>();
    for (const o of document.objects) {
      if (o.type !== 'text' || !o.fontKey) continue;
      const chars = byKey.get(o.fontKey) ?? new Set<string>();
      for (const c of o.text) chars.add(c);
      byKey.set(o.fontKey, chars);
    }
    return [...byKey].map(([key, chars]) => [key, [...chars].sort().join('')] as const);
  }, [document.objects]);
  const wantedKey = JSON.stringify(wanted);

  useEffect(() => {
    let active = true;
    for (const [key, text] of JSON.parse(wantedKey) as Array<[string, string]>) {
      const font = fonts.find((f) => f.fontKey === key);
      if (!font) continue;
      // Each finished load gives a new object, so the canvas redraws with newly fetched glyphs.
      loadCoverFont(font, text).then(
        () => active && setResults((r) => ({ ...r, [key]: 'loaded' })),
        () => active && setResults((r) => ({ ...r, [key]: 'failed' })),
      );
    }
    return () => {
      active = false;
    };
  }, [wantedKey, fonts]);

  const status = useMemo(() => {
    const all: Record<string, CoverFontStatus> = { ...results };
    for (const [key] of wanted) {
      if (!all[key] && fonts.some((f) => f.fontKey === key)) all[key] = 'loading';
    }
    return all;
  }, [results, wanted, fonts]);
  const families = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(results)
          .filter(([, r]) => r === 'loaded')
          .map(([key]) => [key, coverFontFamily(key)]),
      ),
    [results],
  );
  return { status, families };
}
