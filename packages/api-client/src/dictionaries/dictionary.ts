import type { ApiLocale } from '../client/messages';

/** One coded value with its labels in both languages. */
export interface DictionaryEntry<V extends number | string = number> {
  readonly value: V;
  /** Stable English identifier for code (`'video'`, `'inProgress'`). */
  readonly key: string;
  readonly zh: string;
  readonly en: string;
}

/** A dictionary: an ordered list of entries. */
export type Dictionary<V extends number | string = number> = readonly DictionaryEntry<V>[];

/** The value union of a dictionary. */
export type DictionaryValue<D extends Dictionary<number | string>> = D[number]['value'];

/** The entry for `value`, if the dictionary has one. */
export function dictionaryEntry<D extends Dictionary<number | string>>(
  dictionary: D,
  value: unknown,
): D[number] | undefined {
  return dictionary.find((entry) => entry.value === value);
}

/** The label of `value` in `locale`; `fallback` (default: the value as text) when unknown. */
export function dictionaryLabel(
  dictionary: Dictionary<number | string>,
  value: unknown,
  locale: ApiLocale,
  fallback?: string,
): string {
  const entry = dictionaryEntry(dictionary, value);
  return entry ? entry[locale] : (fallback ?? String(value ?? ''));
}

/** A dictionary's codes by key: `{ video: 1, image: 2, … }` for `MATERIAL_TYPES`, each typed as its literal. */
export type DictionaryCodes<D extends Dictionary<number | string>> = {
  readonly [E in D[number] as E['key']]: E['value'];
};

/**
 * The codes of a dictionary by key, for code that compares or stores codes (a server, a filter):
 * `codesOf(MATERIAL_TYPES).video` is `1`, typed `1`, and a key the dictionary lacks does not compile.
 */
export function codesOf<D extends Dictionary<number | string>>(dictionary: D): DictionaryCodes<D> {
  return Object.freeze(Object.fromEntries(dictionary.map((entry) => [entry.key, entry.value]))) as DictionaryCodes<D>;
}
