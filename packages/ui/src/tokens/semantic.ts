import { palette } from './primitives';

/**
 * Semantic colour tokens. Each role has a light and a dark value; backgrounds and foregrounds
 * come in pairs (`*.bg` / `*.fg`) so that contrast is designed once, not per component.
 */
export interface ColorScheme {
  bg: { canvas: string; surface: string; subtle: string; muted: string; inset: string; overlay: string };
  fg: { default: string; muted: string; subtle: string; disabled: string; onEmphasis: string; link: string };
  border: { default: string; muted: string; strong: string };
  accent: { bg: string; bgHover: string; bgActive: string; fg: string; subtleBg: string; subtleFg: string };
  danger: { bg: string; bgHover: string; bgActive: string; fg: string; subtleBg: string; subtleFg: string };
  warning: { bg: string; fg: string; subtleBg: string; subtleFg: string };
  success: { bg: string; fg: string; subtleBg: string; subtleFg: string };
  neutral: { bg: string; bgHover: string; fg: string; subtleBg: string; subtleFg: string };
  focus: { ring: string };
  /**
   * Categorical palette for chart series, in order. Every colour keeps at least 3:1 against
   * `bg.surface` and `bg.canvas` of its scheme (WCAG 1.4.11, graphical objects); neighbours differ in hue.
   */
  chart: { 1: string; 2: string; 3: string; 4: string; 5: string; 6: string; 7: string; 8: string };
}

export const light: ColorScheme = {
  bg: {
    canvas: palette.gray[0],
    surface: palette.white,
    subtle: palette.gray[1],
    muted: palette.gray[2],
    inset: palette.gray[1],
    overlay: 'rgba(18, 21, 25, 0.45)',
  },
  fg: {
    default: palette.gray[9],
    muted: palette.gray[6],
    subtle: palette.gray[6],
    disabled: palette.gray[5],
    onEmphasis: palette.white,
    link: palette.blue[5],
  },
  border: { default: palette.gray[3], muted: palette.gray[2], strong: palette.gray[5] },
  accent: {
    bg: palette.blue[5],
    bgHover: palette.blue[6],
    bgActive: palette.blue[7],
    fg: palette.blue[5],
    subtleBg: palette.blue[1],
    subtleFg: palette.blue[6],
  },
  danger: {
    bg: palette.red[5],
    bgHover: palette.red[6],
    bgActive: palette.red[6],
    fg: palette.red[5],
    subtleBg: palette.red[1],
    subtleFg: palette.red[6],
  },
  warning: { bg: palette.orange[4], fg: palette.orange[5], subtleBg: palette.orange[1], subtleFg: palette.orange[6] },
  success: { bg: palette.green[5], fg: palette.green[5], subtleBg: palette.green[1], subtleFg: palette.green[6] },
  neutral: {
    bg: palette.white,
    bgHover: palette.gray[1],
    fg: palette.gray[9],
    subtleBg: palette.gray[1],
    subtleFg: palette.gray[7],
  },
  focus: { ring: palette.blue[4] },
  chart: {
    1: palette.blue[5],
    2: '#d9620b',
    3: '#0f8a7e',
    4: '#7a4fd6',
    5: '#a87a00',
    6: '#c2407a',
    7: '#2f8a3e',
    8: '#1a83b5',
  },
};

export const dark: ColorScheme = {
  bg: {
    canvas: palette.gray[10],
    surface: palette.gray[9],
    subtle: palette.gray[8],
    muted: palette.gray[7],
    inset: '#0c0e11',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  fg: {
    default: palette.gray[1],
    muted: palette.gray[4],
    subtle: palette.gray[4],
    disabled: palette.gray[5],
    onEmphasis: palette.white,
    link: palette.blue[3],
  },
  border: { default: palette.gray[7], muted: palette.gray[8], strong: palette.gray[5] },
  accent: {
    bg: palette.blue[5],
    bgHover: palette.blue[4],
    bgActive: palette.blue[6],
    fg: palette.blue[3],
    subtleBg: '#13284a',
    subtleFg: palette.blue[2],
  },
  danger: {
    bg: palette.red[5],
    bgHover: palette.red[4],
    bgActive: palette.red[6],
    fg: palette.red[3],
    subtleBg: '#3a1416',
    subtleFg: palette.red[3],
  },
  warning: { bg: palette.orange[4], fg: palette.orange[3], subtleBg: '#3a2608', subtleFg: palette.orange[3] },
  success: { bg: palette.green[5], fg: palette.green[3], subtleBg: '#0f2e1c', subtleFg: palette.green[3] },
  neutral: {
    bg: palette.gray[8],
    bgHover: palette.gray[7],
    fg: palette.gray[1],
    subtleBg: palette.gray[8],
    subtleFg: palette.gray[3],
  },
  focus: { ring: palette.blue[3] },
  chart: {
    1: '#5b9bff',
    2: '#f59a4a',
    3: '#36c2b0',
    4: '#a98bff',
    5: '#e3bd45',
    6: '#f07aa8',
    7: '#6fcf7f',
    8: '#4fc0ec',
  },
};

export const shadowsLight = {
  sm: '0 1px 2px rgba(18, 21, 25, 0.08)',
  md: '0 4px 12px rgba(18, 21, 25, 0.12)',
  lg: '0 12px 32px rgba(18, 21, 25, 0.18)',
} as const;

export const shadowsDark = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
} as const;

export const colorSchemes = { light, dark } as const;
export type ColorSchemeName = keyof typeof colorSchemes;
