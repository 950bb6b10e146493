import type { Dictionary, DictionaryValue } from './dictionary';

/**
 * Digital models (数字人) and template replacement rules (替换规则), issue 23, ADR 0035. The server
 * and the console read these one set of codes and bounds.
 */

/** Where a presenter stands on the picture. */
export const PRESENTER_POSITIONS = [
  { value: 'left', key: 'left', zh: '左侧', en: 'Left' },
  { value: 'center', key: 'center', zh: '居中', en: 'Centre' },
  { value: 'right', key: 'right', zh: '右侧', en: 'Right' },
] as const satisfies Dictionary<string>;
export type PresenterPosition = DictionaryValue<typeof PRESENTER_POSITIONS>;

/** What a presenter's figure is: a still image (a PNG with transparency keeps its outline) or a short video, looped. */
export const FIGURE_KINDS = [
  { value: 'image', key: 'image', zh: '静态形象', en: 'Still figure' },
  { value: 'video', key: 'video', zh: '循环视频', en: 'Looping video' },
] as const satisfies Dictionary<string>;
export type FigureKind = DictionaryValue<typeof FIGURE_KINDS>;

/** Where a digital model comes from: the brand's own, or the shared virtual model library (read-only, copied into the brand). */
export const DIGITAL_MODEL_SOURCES = [
  { value: 1, key: 'own', zh: '我的数字人', en: 'My digital models' },
  { value: 2, key: 'library', zh: '虚拟模特库', en: 'Virtual model library' },
] as const satisfies Dictionary;
export type DigitalModelSourceCode = DictionaryValue<typeof DIGITAL_MODEL_SOURCES>;

/** Bounds of digital models and presenters (the forms and the server check the same). */
export const DIGITAL_MODEL_LIMITS = {
  name: 40,
  description: 200,
  /** A presenter's height, in percent of the picture's height. */
  scale: { min: 20, max: 100, default: 60 },
  /** Models one brand keeps. */
  perBrand: 200,
} as const;

/** How the replacement rules of one run combine into videos. */
export const REPLACE_MODES = [
  { value: 1, key: 'cartesian', zh: '全部组合', en: 'Every combination' },
  { value: 2, key: 'zipped', zh: '逐项对应', en: 'Item by item' },
] as const satisfies Dictionary;
export type ReplaceModeCode = DictionaryValue<typeof REPLACE_MODES>;

/** Bounds of replacement rules. */
export const REPLACE_LIMITS = {
  name: 40,
  remark: 200,
  /** Rules one template keeps. */
  rulesPerTemplate: 10,
  /** Replacements one rule lists. */
  itemsPerRule: 10,
  /** Videos one run makes at most (each its own synthesis task): the template batch's maximum. */
  variants: 10,
} as const;

/**
 * The variants a run makes from rules with `lengths` replacements each, as one index per rule:
 * `cartesian` (1) every combination, the first rule changing slowest; `zipped` (2) the i-th
 * replacement of every rule together, as many videos as the longest rule, a shorter rule starting
 * again from its first. At most `max` variants, in that order. A rule without replacements is
 * left out of the count (its index is always 0).
 */
export function replaceVariants(lengths: readonly number[], mode: ReplaceModeCode, max: number): number[][] {
  const sizes = lengths.map((n) => Math.max(1, Math.floor(n)));
  const limit = Math.max(0, Math.floor(max));
  if (sizes.length === 0 || limit === 0) return [];
  if (mode === 2) {
    const count = Math.min(limit, Math.max(...sizes));
    return Array.from({ length: count }, (_, i) => sizes.map((n) => i % n));
  }
  const out: number[][] = [];
  const index = sizes.map(() => 0);
  while (out.length < limit) {
    out.push([...index]);
    let r = sizes.length - 1;
    while (r >= 0) {
      index[r] = index[r]! + 1;
      if (index[r]! < sizes[r]!) break;
      index[r] = 0;
      r -= 1;
    }
    if (r < 0) break;
  }
  return out;
}

/** How many videos rules with `lengths` replacements would make in `mode` before any cap. */
export function replaceVariantTotal(lengths: readonly number[], mode: ReplaceModeCode): number {
  if (lengths.length === 0) return 0;
  const sizes = lengths.map((n) => Math.max(1, Math.floor(n)));
  return mode === 2 ? Math.max(...sizes) : sizes.reduce((a, b) => a * b, 1);
}
