import { layout } from './layout';
import {
  durations,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  space,
  zIndices,
} from './primitives';
import { colorSchemes, shadowsDark, shadowsLight, type ColorScheme, type ColorSchemeName } from './semantic';

/** Every CSS custom property the design system emits starts with this prefix. */
export const CSS_VAR_PREFIX = 'bc';

type Tree = { readonly [key: string]: string | Tree };

/** Maps a token tree onto the same shape holding `var(--bc-…)` strings. */
export type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const keyPart = (key: string) => String(key).replace('.', '_');

function flatten(tree: Tree, path: string[], out: Array<[string, string]>): Array<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, keyPart(key)];
    if (typeof value === 'string') out.push([`--${CSS_VAR_PREFIX}-${next.join('-')}`, value]);
    else flatten(value, next, out);
  }
  return out;
}

function toVars<T extends Tree>(tree: T, path: string[]): VarTree<T> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const next = [...path, keyPart(key)];
    result[key] = typeof value === 'string' ? `var(--${CSS_VAR_PREFIX}-${next.join('-')})` : toVars(value, next);
  }
  return result as VarTree<T>;
}

/** Tokens that do not change between colour schemes. */
const staticTokens = {
  font: { family: fontFamilies, size: fontSizes, weight: fontWeights, lineHeight: lineHeights },
  space,
  radius: radii,
  z: zIndices,
  motion: { duration: durations, easing: easings },
  layout,
} as const satisfies Tree;

type SchemeTokens = { color: ColorScheme; shadow: Record<keyof typeof shadowsLight, string> };
const schemeTokens = (name: ColorSchemeName): SchemeTokens => ({
  color: colorSchemes[name],
  shadow: name === 'dark' ? shadowsDark : shadowsLight,
});

/**
 * The theme object handed to styled-components: every leaf is a `var(--bc-…)` string, so
 * switching theme or density never re-renders a React tree; it only flips an attribute.
 */
export const vars = {
  ...toVars(staticTokens, []),
  ...toVars(schemeTokens('light') as unknown as Tree, []),
} as VarTree<typeof staticTokens> & VarTree<SchemeTokens>;

export type ThemeVars = typeof vars;

const declarations = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => `${k}: ${v};`).join('\n  ');

/** Declarations for the tokens shared by every scheme. */
export function staticCssDeclarations(): string {
  return declarations(flatten(staticTokens, [], []));
}

/** Declarations for one colour scheme. */
export function schemeCssDeclarations(name: ColorSchemeName): string {
  return declarations(flatten(schemeTokens(name) as unknown as Tree, [], []));
}

/** The attribute, set on the document element, that selects the colour scheme. */
export const THEME_ATTRIBUTE = 'data-bc-theme';

/** A complete stylesheet of every token, light by default and dark under `[data-bc-theme='dark']`. */
export function tokensStylesheet(): string {
  return [
    `:root {\n  ${staticCssDeclarations()}\n}`,
    `:root, [${THEME_ATTRIBUTE}='light'] {\n  color-scheme: light;\n  ${schemeCssDeclarations('light')}\n}`,
    `[${THEME_ATTRIBUTE}='dark'] {\n  color-scheme: dark;\n  ${schemeCssDeclarations('dark')}\n}`,
  ].join('\n');
}

/** Resolves a `var(--bc-x)` string to its custom property name `--bc-x`. */
export function cssVarName(ref: string): string {
  const match = /^var\((--[^)]+)\)$/.exec(ref);
  if (!match?.[1]) throw new Error(`Not a CSS variable reference: ${ref}`);
  return match[1];
}
