/** Languages the console ships. Chinese is the default. */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** localStorage key holding the user's chosen language. */
export const LOCALE_STORAGE_KEY = 'lang';

const EN = /(^|[-_\s])en([-_\s]|$)/i;

/** True when a language tag names English (`en`, `en-US`, `EN_gb`); not for tags that merely contain the letters. */
export function isEnglishTag(tag: string | null | undefined): boolean {
  return !!tag && EN.test(tag.trim());
}

export interface LocaleSources {
  /** The stored language, if the user chose one. */
  stored?: string | null;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browser?: readonly string[];
}

/**
 * English when the stored language, or else the browser's preferred language, contains "en";
 * Chinese otherwise. A stored choice wins over the browser (see docs/adr/0003-i18n.md).
 */
export function resolveLocale({ stored, browser = [] }: LocaleSources): Locale {
  if (stored && stored.trim()) return isEnglishTag(stored) ? 'en' : 'zh-CN';
  return isEnglishTag(browser[0]) ? 'en' : 'zh-CN';
}

/** Where the language is kept: `localStorage`, or anything with its two methods (a host's safe storage). */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

const pageStorage = (): LocaleStorage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // access itself throws where storage is disabled
  }
};

/**
 * The stored language (`localStorage.lang`, {@link LOCALE_STORAGE_KEY}), or null when none is
 * stored or storage cannot be read. This module is the one place the key is read and written: the
 * console app, the kit and the API client's own messages all go through it.
 */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = pageStorage()): string | null {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
    return stored && stored.trim() ? stored : null;
  } catch {
    return null; // storage disabled or partitioned: fall back to the browser
  }
}

/** Stores the user's language under {@link LOCALE_STORAGE_KEY}; false when storage refused it. */
export function storeLocale(locale: Locale, storage: LocaleStorage | undefined = pageStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(LOCALE_STORAGE_KEY, locale);
    return true;
  } catch {
    return false;
  }
}

/**
 * The language to show: the stored one (see {@link readStoredLocale}), else the browser's preferred
 * language; safe where storage throws or `navigator` is absent.
 *
 * @param storage Where the language is stored. @default localStorage
 */
export function detectLocale(storage?: Pick<Storage, 'getItem'>): Locale {
  const stored = readStoredLocale(storage ?? pageStorage());
  const nav = globalThis.navigator;
  const browser = nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [];
  return resolveLocale({ stored, browser });
}
