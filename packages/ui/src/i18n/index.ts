export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  isEnglishTag,
  resolveLocale,
  detectLocale,
  readStoredLocale,
  storeLocale,
} from './locale';
export type { Locale, LocaleSources, LocaleStorage } from './locale';
export { interpolate, createTranslator, catalogueKeyMismatches } from './translate';
export type { Catalogue, Catalogues, MessageParams, Translate } from './translate';
export { I18nProvider, useLocale, useTranslate } from './I18nProvider';
export type { I18nProviderProps } from './I18nProvider';
export { uiCatalogues } from './messages';
export type { UiMessageKey } from './messages';
