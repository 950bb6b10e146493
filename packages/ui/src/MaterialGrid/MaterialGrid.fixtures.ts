/**
 * Deterministic materials for MaterialGrid stories, tests and the performance test.
 * No clock and no randomness: the same materials every run. Expiry is judged against `NOW`.
 */
import type { MaterialGridItem } from './MaterialGrid';

export { NOW } from '../MaterialDetail/MaterialDetail.fixtures';

const picture = (from: string, to: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="96" cy="63" r="22" fill="#fff"/></svg>`,
  );

/** A few shared pictures, so 10,000 materials do not hold 10,000 data URLs. */
const PICTURES = [
  picture('#93c5fd', '#1d4ed8'),
  picture('#fcd34d', '#c2410c'),
  picture('#86efac', '#15803d'),
  picture('#f9a8d4', '#be185d'),
  picture('#c4b5fd', '#6d28d9'),
];

const NAMES = ['春季新品口播', '门店陈列图', '轻快背景音乐', '双十一口播文案', '品牌标题字体', '直播切片', '商品主图'];
/** Type and specific type of each name above. */
const KINDS: ReadonlyArray<[type: number, specificType: number | null]> = [
  [1, null],
  [2, null],
  [3, 4],
  [4, null],
  [6, null],
  [1, null],
  [2, 3],
];

/** Before `NOW` (expired), after it, or no expiry. */
const EXPIRED = '2026-01-01 00:00:00';
const LATER = '2027-06-30 23:59:59';

/** `count` materials with ids from `start + 1`; material i is always the same. */
export function makeMaterials(count: number, start = 0): MaterialGridItem[] {
  const materials: MaterialGridItem[] = [];
  for (let i = start; i < start + count; i += 1) {
    const kind = i % NAMES.length;
    const [type, specificType] = KINDS[kind] ?? [5, null];
    const cover = PICTURES[i % PICTURES.length] ?? null;
    materials.push({
      id: i + 1,
      name: `${NAMES[kind]}_${String(i + 1).padStart(5, '0')}`,
      type,
      specificType,
      coverUrl: type === 1 ? cover : null,
      url: type === 2 ? cover : `/media/material-${i + 1}`,
      duration: type === 1 ? 5_000 + ((i * 7_919) % 180_000) : type === 3 ? 1_000 + ((i * 3_571) % 240_000) : null,
      size: 1_024 * (40 + ((i * 104_729) % 90_000)),
      expireTime: i % 9 === 4 ? EXPIRED : i % 3 === 0 ? LATER : null,
    });
  }
  return materials;
}

/** A dozen materials of every type, two expired (a font and a video), one with a very long name. */
export const mixedMaterials: MaterialGridItem[] = makeMaterials(12).map((m, i) => {
  if (i === 5) return { ...m, name: '直播切片：春季新品发布会全程高光片段合集（含主持人口播与产品特写镜头）_00006' };
  if (i === 7) return { ...m, expireTime: EXPIRED };
  return m;
});
