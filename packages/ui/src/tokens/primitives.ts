/**
 * Primitive design tokens: raw values with no meaning attached. Components never use these
 * directly; they use the semantic tokens (`semantic.ts`), which map onto these per theme.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    0: '#f7f8fa',
    1: '#f0f2f5',
    2: '#e5e8ed',
    3: '#d3d8e0',
    4: '#aab2bf',
    5: '#7d8797',
    6: '#5b6474',
    7: '#3f4756',
    8: '#2a303b',
    9: '#1c2028',
    10: '#121519',
  },
  blue: {
    1: '#e8f1ff',
    2: '#bcd6ff',
    3: '#7fb0ff',
    4: '#3d86f5',
    5: '#1a66dd',
    6: '#0f4fb3',
    7: '#0b3a85',
  },
  red: { 1: '#fdecec', 3: '#f3a1a1', 4: '#e5484d', 5: '#c62a2f', 6: '#a11b20' },
  orange: { 1: '#fff3e6', 3: '#ffc078', 4: '#f08c00', 5: '#b35c00', 6: '#8a4600' },
  green: { 1: '#e9f7ef', 3: '#86d0a3', 4: '#2f9e5b', 5: '#1f7a43', 6: '#165c32' },
} as const;

export const fontFamilies = {
  sans: "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** Type scale in px; line heights are unitless ratios. */
export const fontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '18px',
  '2xl': '22px',
  '3xl': '28px',
} as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600' } as const;

export const lineHeights = { tight: '1.25', normal: '1.5715', relaxed: '1.75' } as const;

/** 4 px spacing grid. */
export const space = {
  0: '0px',
  0.5: '2px',
  1: '4px',
  1.5: '6px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
} as const;

export const radii = { none: '0px', sm: '4px', md: '6px', lg: '8px', xl: '12px', full: '9999px' } as const;

export const zIndices = {
  base: '0',
  sticky: '100',
  header: '200',
  dropdown: '1000',
  overlay: '1100',
  modal: '1200',
  popover: '1300',
  toast: '1400',
  tooltip: '1500',
} as const;

export const durations = { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' } as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;
