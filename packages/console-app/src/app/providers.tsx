import {
  detectLocale,
  I18nProvider,
  ThemeProvider,
  ToastProvider,
  type ColorSchemeName,
  type Locale,
  type Toaster,
} from '@brand-console/ui';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

export interface AppProvidersProps {
  /** Language; detected from the stored language (`lang`) and the browser when omitted. */
  locale?: Locale;
  /** Colour scheme; follows the system's (light or dark) when omitted. */
  colorScheme?: ColorSchemeName;
  /** Toast queue shared with the API client's error hook. */
  toaster?: Toaster;
  children?: ReactNode;
}

const DARK = '(prefers-color-scheme: dark)';
const subscribe = (onChange: () => void) => {
  const query = globalThis.matchMedia?.(DARK);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const systemScheme = (): ColorSchemeName => (globalThis.matchMedia?.(DARK).matches ? 'dark' : 'light');

/** The system's colour scheme, followed as it changes. */
function useSystemColorScheme(): ColorSchemeName {
  return useSyncExternalStore(subscribe, systemScheme, () => 'light');
}

/** Theme (the system's light or dark), language and toasts for the whole console. */
export function AppProviders({ locale, colorScheme, toaster, children }: AppProvidersProps) {
  const system = useSystemColorScheme();
  const language = locale ?? detectLocale();
  // The document's language follows the console's, for screen readers, hyphenation and fonts.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <ThemeProvider colorScheme={colorScheme ?? system}>
      <I18nProvider locale={language}>
        <ToastProvider {...(toaster ? { toaster } : {})}>{children}</ToastProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
