import { detectLocale, I18nProvider, ThemeProvider, ToastProvider, type Locale, type Toaster } from '@brand-console/ui';
import type { ReactNode } from 'react';

export interface AppProvidersProps {
  /** Language; detected from storage and the browser when omitted. */
  locale?: Locale;
  /** Toast queue shared with the API client's error hook. */
  toaster?: Toaster;
  children?: ReactNode;
}

/** Theme, language and toasts for the whole console. */
export function AppProviders({ locale, toaster, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <I18nProvider locale={locale ?? detectLocale()}>
        <ToastProvider {...(toaster ? { toaster } : {})}>{children}</ToastProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
