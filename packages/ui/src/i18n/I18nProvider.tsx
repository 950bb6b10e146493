import { createContext, use, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { createTranslator, type Catalogues, type Translate } from './translate';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export interface I18nProviderProps {
  /** The language to render in. Detect it with `detectLocale()`.
   * @default 'zh-CN' */
  locale?: Locale;
  children?: ReactNode;
}

/** Sets the language for every component below it (and `lang` on nothing: the host owns `<html lang>`). */
export function I18nProvider({ locale = DEFAULT_LOCALE, children }: I18nProviderProps) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The current language. */
export function useLocale(): Locale {
  return use(LocaleContext);
}

/** A translator for the given catalogues in the current language. */
export function useTranslate<K extends string>(catalogues: Catalogues<K>): Translate<K> {
  const locale = useLocale();
  return useMemo(() => createTranslator(catalogues, locale), [catalogues, locale]);
}

/**
 * Internal: a translator for the UI package's own strings of one area (`commonCatalogues`,
 * `formsCatalogues`, …, from `i18n/messages/<area>.ts`). Each component imports only its area, so
 * importing one component does not bundle every string of the package.
 */
export function useUiTranslate<K extends string>(catalogues: Catalogues<K>): Translate<K> {
  return useTranslate(catalogues);
}
