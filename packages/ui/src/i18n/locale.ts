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

/** Reads the sources from the running browser; safe where storage throws or `navigator` is absent. */
export function detectLocale(): Locale {
  let stored: string | null;
  try {
    stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    stored = null; // storage disabled or partitioned: fall back to the browser
  }
  const nav = globalThis.navigator;
  const browser = nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [];
  return resolveLocale({ stored, browser });
}
