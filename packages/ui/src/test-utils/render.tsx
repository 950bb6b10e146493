import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locale';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ToastProvider } from '../Toast/Toast';
import type { Toaster } from '../Toast/toaster';

export interface ProvidersOptions {
  locale?: Locale;
  toaster?: Toaster;
}

export function Providers({ locale = 'zh-CN', toaster, children }: ProvidersOptions & { children?: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nProvider locale={locale}>
        <ToastProvider {...(toaster ? { toaster } : {})}>{children}</ToastProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

/** Renders inside the theme, i18n and toast providers. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { locale, toaster, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers locale={locale ?? 'zh-CN'} {...(toaster ? { toaster } : {})}>
        {children}
      </Providers>
    ),
    ...rest,
  });
}
