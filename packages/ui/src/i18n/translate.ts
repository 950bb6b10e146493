import type { Locale } from './locale';

/** A flat message catalogue: key → template with `{name}` placeholders. */
export type Catalogue = Readonly<Record<string, string>>;

/** One catalogue per locale, all with exactly the same keys. */
export type Catalogues<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

export type MessageParams = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders; unknown placeholders are left visible so they get noticed. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export type Translate<K extends string> = (key: K, params?: MessageParams) => string;

export function createTranslator<K extends string>(catalogues: Catalogues<K>, locale: Locale): Translate<K> {
  const messages = catalogues[locale];
  return (key, params) => interpolate(messages[key], params);
}

/**
 * Lists keys present in one catalogue but not in another. Empty when the catalogues agree;
 * tests assert that it is empty so a missing translation fails the build.
 */
export function catalogueKeyMismatches(catalogues: Readonly<Record<string, Catalogue>>): string[] {
  const entries = Object.entries(catalogues);
  const all = new Set(entries.flatMap(([, c]) => Object.keys(c)));
  const problems: string[] = [];
  for (const [locale, catalogue] of entries) {
    for (const key of all) {
      if (!Object.hasOwn(catalogue, key)) problems.push(`${locale} lacks "${key}"`);
      else if (!catalogue[key]?.trim()) problems.push(`${locale} has an empty "${key}"`);
    }
  }
  return problems;
}
