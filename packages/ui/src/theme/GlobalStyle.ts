import type { NamedExoticComponent } from 'react';
import { createGlobalStyle } from '../internal/styled';
import { tokensStylesheet, vars } from '../tokens/cssVars';

const stylesheet = tokensStylesheet();

/**
 * Emits every design token once as `--bc-*` custom properties, plus a small base style.
 * Rendered by `ThemeProvider`; render it yourself only if you skip the provider.
 */
export const GlobalStyle: NamedExoticComponent<object> = createGlobalStyle`
  ${stylesheet}

  *, *::before, *::after { box-sizing: border-box; }

  body {
    margin: 0;
    font-family: ${vars.font.family.sans};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    color: ${vars.color.fg.default};
    background: ${vars.color.bg.canvas};
    -webkit-font-smoothing: antialiased;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 1ms !important;
      transition-duration: 1ms !important;
    }
  }
`;
