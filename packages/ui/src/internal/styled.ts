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

/**
 * A borderless square icon button (close, clear, previous and next, a layer's eye): muted until
 * hovered. The caller sets its width, height and any margin.
 */
export const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.muted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.neutral.bgHover};
    color: ${vars.color.fg.default};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
