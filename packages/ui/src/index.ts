// Theme and tokens
export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { vars, layout, THEME_ATTRIBUTE, CSS_VAR_PREFIX, tokensStylesheet } from './tokens';
export type { ThemeVars, ColorSchemeName } from './tokens';

// Internationalisation
export { I18nProvider, useLocale, useTranslate, detectLocale, resolveLocale, DEFAULT_LOCALE, LOCALES } from './i18n';
export type { Locale, Catalogues, Translate } from './i18n';

// Hooks
export { useControllableState } from './hooks/useControllableState';
export type { UseControllableStateOptions } from './hooks/useControllableState';

// Components
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Dialog } from './Dialog';
export type { DialogRootProps, DialogTriggerProps, DialogContentProps, DialogCloseProps, DialogSize } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmTone } from './ConfirmDialog';
export { ToastProvider, useToast, createToaster, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './Toast';
export type { ToastProviderProps, Toaster, ToastItem, ToastOptions, ToastTone } from './Toast';

// ── Forms (issue 3): inputs, select, choice controls, date pickers, FormField, SearchForm ──
// (forms: add exports below this line)

// ── Data display (issue 3): DataTable, Pagination, Tag, Badge, StatusTag, Progress, Avatar, Thumbnail, … ──
// (data: add exports below this line)

// ── Upload, formatting helpers and shared hooks (issue 3) ──
// (upload: add exports below this line)
