import { useLayoutEffect, type ReactNode } from 'react';
import { SCThemeProvider } from '../internal/styled';
import { THEME_ATTRIBUTE, vars } from '../tokens/cssVars';
import type { ColorSchemeName } from '../tokens/semantic';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps {
  /** Colour scheme; switching it flips `data-bc-theme` on the document element, nothing re-renders.
   * @default 'light' */
  colorScheme?: ColorSchemeName;
  /** Emit the token stylesheet and base styles. Turn off when a host already renders `GlobalStyle`.
   * @default true */
  withGlobalStyle?: boolean;
  /** The application. */
  children?: ReactNode;
}

/** Provides the design tokens as CSS variables and a typed theme of `var(--bc-…)` strings. */
export function ThemeProvider({ colorScheme = 'light', withGlobalStyle = true, children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute(THEME_ATTRIBUTE);
    root.setAttribute(THEME_ATTRIBUTE, colorScheme);
    return () => {
      if (previous === null) root.removeAttribute(THEME_ATTRIBUTE);
      else root.setAttribute(THEME_ATTRIBUTE, previous);
    };
  }, [colorScheme]);

  return (
    <SCThemeProvider theme={vars}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </SCThemeProvider>
  );
}
