import type { Dictionary, DictionaryValue } from './dictionary';
import { TEMPLATE_LIMITS, type SubtitlePosition, type TemplateRatioCode } from './media';

/**
 * Pipelines (流水线, issue 23, ADR 0031): bounds the editor and the server check alike. A pipeline's
 * groups in order make a video's shots in order, so all groups' shots together stay within a
 * template's shot limit.
 */
export const PIPELINE_LIMITS = {
  groups: 8,
  materialsPerGroup: 30,
  /** Shots one group gives each video. */
  shotsPerGroup: 5,
  /** All groups' shots together: one video's shots. */
  shots: TEMPLATE_LIMITS.shots,
  shotMs: TEMPLATE_LIMITS.shotMs,
  narration: TEMPLATE_LIMITS.narration,
  /** Videos one run makes (each its own synthesis task of mode 1). */
  videosPerRun: 20,
} as const;

/**
 * How a run combines the groups' materials (`creative/strategy/list`). Every strategy makes only
 * combinations the pipeline has not made before, and never the same one twice.
 * - random: each video draws its shots from each group at random;
 * - inOrder: combinations taken in turn, rotating through each group's materials in their order;
 * - everyCombination: every combination in order (the first group's last shot changes slowest).
 */
export const PIPELINE_STRATEGIES = [
  { value: 1, key: 'random', zh: '随机抽取', en: 'Random draw' },
  { value: 2, key: 'inOrder', zh: '顺序轮换', en: 'In turn' },
  { value: 3, key: 'everyCombination', zh: '全部组合', en: 'Every combination' },
] as const satisfies Dictionary;
export type PipelineStrategyCode = DictionaryValue<typeof PIPELINE_STRATEGIES>;

/** C(n, k): the ways to choose k of n (0 when k > n). Exact up to 2^53. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i += 1) result = (result * (n - m + i)) / i;
  return Math.round(result);
}

/**
 * How many distinct videos the groups allow: a video takes `shots` different materials of each
 * group (shown in the group's order), so the count is the product of C(materials, shots). Groups
 * with fewer materials than shots allow none.
 */
export function pipelineCombinationCount(
  groups: ReadonlyArray<{ materialIds: readonly unknown[]; shots: number }>,
): number {
  if (groups.length === 0) return 0;
  return groups.reduce((total, g) => total * choose(new Set(g.materialIds).size, g.shots), 1);
}

/**
 * Styles of 傻瓜模式 (foolish mode): everything a video needs besides its materials, in one place.
 * `music` 'brand' plays the brand's newest background-music (or other audio) material, 'none' is
 * silence. Foolish mode speaks no narration, so its subtitles are `text`: each shot captioned with
 * its material's name (or none).
 */
export interface FoolishStyle {
  key: string;
  zh: string;
  en: string;
  ratio: TemplateRatioCode;
  /** Milliseconds each material shows. */
  shotMs: number;
  transition: 'none' | 'fade';
  /** The caption over each shot (its material's name), or none. */
  text: { position: SubtitlePosition; fontSize: number; color: string } | null;
  music: 'brand' | 'none';
  /** 0–100. */
  musicVolume: number;
}

export const FOOLISH_STYLES = [
  {
    key: 'lively',
    zh: '轻快竖屏',
    en: 'Lively portrait',
    ratio: '9:16',
    shotMs: 2_000,
    transition: 'none',
    text: { position: 'bottom', fontSize: 56, color: '#ffffff' },
    music: 'brand',
    musicVolume: 80,
  },
  {
    key: 'calm',
    zh: '舒缓横屏',
    en: 'Calm landscape',
    ratio: '16:9',
    shotMs: 4_000,
    transition: 'fade',
    text: { position: 'top', fontSize: 44, color: '#ffe27a' },
    music: 'brand',
    musicVolume: 50,
  },
  {
    key: 'plain',
    zh: '简洁方屏（无音乐）',
    en: 'Plain square (silent)',
    ratio: '1:1',
    shotMs: 3_000,
    transition: 'fade',
    text: null,
    music: 'none',
    musicVolume: 0,
  },
] as const satisfies readonly FoolishStyle[];
export type FoolishStyleKey = (typeof FOOLISH_STYLES)[number]['key'];

/** Materials one foolish-mode video takes. */
export const FOOLISH_LIMITS = { materials: 15 } as const;
