export {
  palette,
  fontFamilies,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  zIndices,
  durations,
  easings,
} from './primitives';
export { colorSchemes, light, dark, shadowsLight, shadowsDark } from './semantic';
export type { ColorScheme, ColorSchemeName } from './semantic';
export { layout } from './layout';
export {
  CSS_VAR_PREFIX,
  THEME_ATTRIBUTE,
  vars,
  tokensStylesheet,
  staticCssDeclarations,
  schemeCssDeclarations,
  cssVarName,
} from './cssVars';
export type { ThemeVars, VarTree } from './cssVars';
