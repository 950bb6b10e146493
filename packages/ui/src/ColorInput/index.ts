export { ColorInput, DEFAULT_COLOR_SWATCHES } from './ColorInput';
export type { ColorInputProps, ColorSwatch } from './ColorInput';
