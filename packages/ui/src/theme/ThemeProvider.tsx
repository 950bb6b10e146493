import { useLayoutEffect, type ReactNode } from 'react';
import { SCThemeProvider, styled } from '../internal/styled';
import { THEME_ATTRIBUTE, vars } from '../tokens/cssVars';
import type { ColorSchemeName } from '../tokens/semantic';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps {
  /** Colour scheme; switching it flips `data-bc-theme` on the document element (on the wrapper when
   * `scoped`), nothing re-renders.
   * @default 'light' */
  colorScheme?: ColorSchemeName;
  /**
   * Put the colour scheme on a wrapping `<div data-bc-theme>` around `children` instead of the
   * document element, so that one region shows another scheme than the page around it (a dark
   * preview on a light page; Storybook's docs pages, where many stories share one document). The
   * wrapper paints the scheme's canvas and text colours. Content portalled out of it to
   * `document.body` (dialogs, drawers, popovers, menus, tooltips) keeps the document's scheme, and a
   * `Chart` re-reads its colours only when the document's scheme flips.
   * @default false */
  scoped?: boolean;
  /** Emit the token stylesheet and base styles. Turn off when a host already renders `GlobalStyle`.
   * @default true */
  withGlobalStyle?: boolean;
  /** The application. */
  children?: ReactNode;
}

const Scope = styled.div`
  color: ${vars.color.fg.default};
  background: ${vars.color.bg.canvas};
`;

/** Provides the design tokens as CSS variables and a typed theme of `var(--bc-…)` strings. */
export function ThemeProvider({
  colorScheme = 'light',
  scoped = false,
  withGlobalStyle = true,
  children,
}: ThemeProviderProps) {
  useLayoutEffect(() => {
    if (scoped) return;
    const root = document.documentElement;
    const previous = root.getAttribute(THEME_ATTRIBUTE);
    root.setAttribute(THEME_ATTRIBUTE, colorScheme);
    return () => {
      if (previous === null) root.removeAttribute(THEME_ATTRIBUTE);
      else root.setAttribute(THEME_ATTRIBUTE, previous);
    };
  }, [colorScheme, scoped]);

  return (
    <SCThemeProvider theme={vars}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {scoped ? (
        <Scope data-component="ThemeProvider.Scope" {...{ [THEME_ATTRIBUTE]: colorScheme }}>
          {children}
        </Scope>
      ) : (
        children
      )}
    </SCThemeProvider>
  );
}
