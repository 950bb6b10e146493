/**
 * The single doorway to styled-components inside the package. Nothing here is exported from
 * the package entry: consumers style through `data-*` attributes and `--bc-*` variables, so a
 * later move to static CSS is an internal change.
 */
import styledDefault, { createGlobalStyle, css, keyframes, ThemeProvider as SCThemeProvider } from 'styled-components';
import { vars, type ThemeVars } from '../tokens/cssVars';

export const styled = styledDefault;
export { createGlobalStyle, css, keyframes, SCThemeProvider };
/** Typed `var(--bc-…)` references; interpolating these keeps templates static (no per-render work). */
export { vars };

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ThemeVars {}
}

/** Visible focus ring used by every interactive element. */
export const focusRing = css`
  outline: 2px solid ${vars.color.focus.ring};
  outline-offset: 2px;
`;
