import { cssVarName, THEME_ATTRIBUTE, vars } from '../tokens/cssVars';
import { colorSchemes } from '../tokens/semantic';
import { fontFamilies } from '../tokens/primitives';
import type { ChartTheme } from './chartOption';

const PALETTE = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * The chart colours of the scheme in force at `element`, read from the `--bc-*` custom properties
 * (a canvas cannot draw `var(--…)`). Where a variable is not defined (no token stylesheet on the
 * page) the token's own value for the `data-bc-theme` scheme is used.
 */
export function readChartTheme(element: Element): ChartTheme {
  const computed = getComputedStyle(element);
  const schemeName = document.documentElement.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
  const scheme = colorSchemes[schemeName];
  const read = (ref: string, fallback: string) => computed.getPropertyValue(cssVarName(ref)).trim() || fallback;
  return {
    text: read(vars.color.fg.muted, scheme.fg.muted),
    textStrong: read(vars.color.fg.default, scheme.fg.default),
    axisLine: read(vars.color.border.default, scheme.border.default),
    splitLine: read(vars.color.border.muted, scheme.border.muted),
    surface: read(vars.color.bg.surface, scheme.bg.surface),
    accent: read(vars.color.accent.fg, scheme.accent.fg),
    disabled: read(vars.color.fg.disabled, scheme.fg.disabled),
    fontFamily: read(vars.font.family.sans, fontFamilies.sans),
    palette: PALETTE.map((n) => read(vars.color.chart[n], scheme.chart[n])),
  };
}
