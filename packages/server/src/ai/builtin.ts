import { BUILTIN_MODEL, TITLE_LIMITS } from '@brand-console/api-client';
import type { TextProvider, TextRequest, TextResult, WorkContext } from './provider';

/**
 * The built-in generator (ADR 0034): writes titles, notes and imitations from the brand's own data
 * by stated rules, with no model and no network. Deterministic: the same request always gives the
 * same texts; a different work, brand, kind or example gives different ones, because the order the
 * rules are tried in starts at a hash of the request.
 *
 * Titles (videos): every rule below that has its data makes one candidate; candidates are trimmed,
 * those longer than `TITLE_LIMITS.text` cut at a clause or shortened, duplicates dropped.
 * Notes (image-text works): an opening line naming the work and the brand, the work's own texts
 * and narration as the body, one line per tag, and the tags as hashtags at the end.
 * Imitations: the example's clauses kept in order, with words from a fixed table of equivalents
 * swapped, the subject replaced by the work's name when there is a work, a hook added or moved.
 */
export const builtinProvider: TextProvider = {
  generate(request: TextRequest): Promise<TextResult> {
    return Promise.resolve({ generator: 'builtin', model: BUILTIN_MODEL, items: builtinTexts(request) });
  },
};

/** FNV-1a over the text: the start of the rule rotation. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The work's name without copy and numbering suffixes (`（副本）`, `_2`, ` #3`). */
export function cleanName(name: string): string {
  return name
    .replace(/（副本）|\(copy\)/gi, '')
    .replace(/[\s_#-]*\d+$/, '')
    .trim();
}

/** The first sentence of a text (up to its first 。！？!?; or line end). */
export function firstSentence(text: string): string {
  return (text.split(/[。！？!?\n；;]/)[0] ?? '').trim();
}

/** `text` within `max` characters: cut at the last clause mark before it, else shortened with …. */
export function fit(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const head = t.slice(0, max);
  const cut = Math.max(...['，', ',', '：', ':', '｜', '|', ' '].map((mark) => head.lastIndexOf(mark)));
  return cut >= max / 2 ? head.slice(0, cut).trim() : `${t.slice(0, max - 1).trim()}…`;
}

/** `items` from position `start`, wrapping around. */
function rotate<T>(items: readonly T[], start: number): T[] {
  if (items.length === 0) return [];
  const at = start % items.length;
  return [...items.slice(at), ...items.slice(0, at)];
}

/** The first `count` distinct non-empty texts of `candidates`. */
function pick(candidates: readonly string[], count: number, max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const candidate of candidates) {
    const text = fit(candidate, max);
    if (!text || seen.has(text)) continue;
    seen.add(text);
    out.push(text);
    if (out.length === count) break;
  }
  return out;
}

/** Hooks the rules close or open a title with (they make titles of the same work differ). */
const HOOKS = ['看完就懂', '建议收藏', '一次讲清楚', '新手也能上手', '看到最后有惊喜', '真实体验分享', '别再错过了'];

/** The subject of a work: its cleaned name, else its template's, else the brand's. */
function subjectOf(context: WorkContext): string {
  return cleanName(context.workName) || cleanName(context.templateName) || context.brandName;
}

/**
 * Title rules, each used when its data exists:
 * 1. 品牌｜作品名;  2. 「标签」必看：作品名 (per tag);  3. the narration's first sentence;
 * 4. a text layer + "，品牌告诉你";  5. 作品名，标签·标签一次看懂;  6. 关于作品名，品牌想说的都在这里;
 * 7. 作品名｜hook (per hook);  8. #标签 作品名;  9. the extra words given, + 作品名.
 */
export function titleCandidates(context: WorkContext, extra?: string): string[] {
  const subject = subjectOf(context);
  const brand = context.brandName;
  const narration = firstSentence(context.narration);
  const texts = context.texts.map((t) => t.trim()).filter(Boolean);
  const tags = context.tags.filter(Boolean);
  const candidates = [
    brand && subject !== brand ? `${brand}｜${subject}` : '',
    ...tags.map((tag) => `「${tag}」必看：${subject}`),
    narration,
    ...texts.map((t) => (brand ? `${t}，${brand}告诉你` : t)),
    tags.length ? `${subject}，${tags.slice(0, 3).join('·')}一次看懂` : '',
    brand && subject !== brand ? `关于${subject}，${brand}想说的都在这里` : '',
    ...HOOKS.map((hook) => `${subject}｜${hook}`),
    ...tags.map((tag) => `#${tag} ${subject}`),
    extra ? `${extra.trim()}：${subject}` : '',
  ];
  return candidates.filter(Boolean);
}

function titles(context: WorkContext, count: number, extra?: string): string[] {
  const start = hashOf(`title|${context.brandName}|${context.workName}|${context.tags.join(',')}|${extra ?? ''}`);
  return pick(rotate(titleCandidates(context, extra), start), count, TITLE_LIMITS.text);
}

const OPENERS = [
  (s: string, b: string) => `今天想和大家聊聊「${s}」${b ? `，来自${b}` : ''}。`,
  (s: string, b: string) => `${b ? `${b}的` : ''}${s}，终于整理好了！`,
  (s: string, b: string) => `最近被问得最多的就是${s}${b ? `，${b}这次一次说清` : ''}。`,
  (s: string) => `关于${s}，这篇笔记请收好。`,
];
const CLOSERS = ['有问题欢迎在评论区留言～', '觉得有用就点个收藏吧！', '你最喜欢哪一点？评论区告诉我。', '下期见！'];

/**
 * Note rules: opener (one of four, rotated) naming the work and brand; then the work's text layers
 * and narration sentences, one per line; then "✓ 标签" lines; then a closer; then the tags as
 * #hashtags. Each note differs from the next by its opener, closer and the order of the body lines.
 */
function notes(context: WorkContext, count: number, extra?: string): string[] {
  const subject = subjectOf(context);
  const start = hashOf(`note|${context.brandName}|${context.workName}|${context.tags.join(',')}|${extra ?? ''}`);
  const body = [
    ...context.texts.map((t) => t.trim()),
    ...context.narration
      .split(/[。！？!?\n]/)
      .map((s) => s.trim())
      .filter((s) => s.length > 1),
    ...(extra ? [extra.trim()] : []),
  ].filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const opener = OPENERS[(start + i) % OPENERS.length]!(subject, context.brandName);
    const lines = rotate(body, i).map((line) => (/[。！？!?]$/.test(line) ? line : `${line}。`));
    const tagLines = context.tags.map((tag) => `✓ ${tag}`);
    const closer = CLOSERS[(start + i * 3) % CLOSERS.length]!;
    const hashtags = [...context.tags, context.brandName].filter(Boolean).map((t) => `#${t}`);
    const note = [opener, ...lines, ...tagLines, closer, hashtags.join(' ')].filter(Boolean).join('\n');
    out.push(fit(note, TITLE_LIMITS.note));
  }
  return [...new Set(out)];
}

/** Words the imitation rules swap for an equivalent (either way). */
const EQUIVALENTS: ReadonlyArray<readonly [string, string]> = [
  ['必囤', '必入'],
  ['回购', '再入手'],
  ['分享', '安利'],
  ['推荐', '种草'],
  ['好用', '好上手'],
  ['超级', '特别'],
  ['一定要', '千万要'],
  ['秘诀', '小技巧'],
  ['攻略', '指南'],
  ['干货', '实用经验'],
  ['新手', '小白'],
  ['宝藏', '小众好物'],
];

/** The example with every word of the table swapped for its equivalent. */
function swapWords(text: string): string {
  let out = text;
  for (const [a, b] of EQUIVALENTS) {
    if (out.includes(a)) out = out.split(a).join(`\uE000${b}\uE000`);
    else if (out.includes(b)) out = out.split(b).join(`\uE000${a}\uE000`);
  }
  return out.replace(/\uE000/g, '');
}

/**
 * Imitation rules (the example's shape kept): A. words swapped by the table; B. clauses (split at
 * ，！？｜) in reverse order; C. the first clause's subject replaced by the work's name (when there
 * is a work); D. a hook added at the end; E. the numbers changed (5 → 6…); F. A and D together.
 * Variants equal to the example are dropped.
 */
function imitations(example: string, context: WorkContext, count: number): string[] {
  const base = example.trim();
  if (!base) return [];
  const clauses = base.split(/(?<=[，,！!？?｜|])/).filter(Boolean);
  const subject = context.workName ? cleanName(context.workName) : '';
  const start = hashOf(`imitate|${base}|${context.workName}`);
  const hook = (i: number) => HOOKS[(start + i) % HOOKS.length]!;
  const strip = (s: string) => s.replace(/[，,！!？?｜|。]+$/, '');
  const candidates = [
    swapWords(base),
    clauses.length > 1 ? `${clauses.slice(1).map(strip).join('，')}，${strip(clauses[0]!)}` : '',
    subject && clauses.length > 1 ? `${subject}，${clauses.slice(1).join('')}` : subject ? `${subject}：${base}` : '',
    `${strip(base)}｜${hook(0)}`,
    /\d/.test(base) ? base.replace(/\d+/g, (n) => String(Number(n) + 1)) : '',
    `${strip(swapWords(base))}，${hook(1)}`,
    `${hook(2)}！${strip(base)}`,
    ...HOOKS.map((h) => `${strip(swapWords(base))}｜${h}`),
  ].filter((c) => c && c !== base);
  const max = context.creationType === 99 && base.length > TITLE_LIMITS.text ? TITLE_LIMITS.note : TITLE_LIMITS.text;
  return pick(rotate(candidates, start % 3), count, max);
}

/** The built-in generator's texts at once (the seed writes its demo batches with it). */
export function builtinTexts(request: TextRequest): string[] {
  if (request.kind === 'note') return notes(request.context, request.count, request.example);
  if (request.kind === 'imitate') return imitations(request.example ?? '', request.context, request.count);
  return titles(request.context, request.count, request.example);
}
