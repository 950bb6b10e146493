import type { ApiLocale } from '@brand-console/api-client';
import {
  detectLocale,
  readStoredLocale,
  resolveLocale,
  storeLocale,
  type Locale,
  type LocaleStorage,
} from '@brand-console/ui';
import type { SafeStorage } from './storage';

/**
 * The key this app used to keep the language under, before it took the kit's `lang`
 * (`LOCALE_STORAGE_KEY`); read once, on start, and moved.
 */
export const LEGACY_LOCALE_KEY = 'locale';

/** The safe storage in the shape the kit's i18n reads and writes. */
const asLocaleStorage = (local: SafeStorage): LocaleStorage => ({
  getItem: (key) => local.get(key),
  setItem: (key, value) => local.set(key, value),
});

/**
 * Moves a language stored under the old key to the kit's key, unless one is already there, and
 * drops the old key, so the app, the kit and the API client's messages read the same one.
 */
export function migrateLegacyLocale(local: SafeStorage): void {
  const legacy = local.get(LEGACY_LOCALE_KEY);
  if (legacy === null) return;
  const storage = asLocaleStorage(local);
  if (readStoredLocale(storage) === null && legacy.trim()) storeLocale(resolveLocale({ stored: legacy }), storage);
  local.remove(LEGACY_LOCALE_KEY);
}

/** The console's language: the stored one, else the browser's (the kit's `detectLocale`). */
export function appLocale(local: SafeStorage): Locale {
  return detectLocale(asLocaleStorage(local));
}

/** The same language in the API client's terms, for its own messages (network failure, time-out, …). */
export function apiLocale(local: SafeStorage): ApiLocale {
  return appLocale(local) === 'en' ? 'en' : 'zh';
}
