import type { ScriptSpec } from '@brand-console/api-client';
import type { Database } from '../db/database';
import { transaction } from '../db/database';
import { insertScript, binScripts } from '../db/scripts';
import { formatDateTime } from '../lib/time';
import { DEFAULT_SUBTITLE_STYLE } from '../media/subtitles';

/**
 * Seeded scripts (脚本创作, ADR 0030): for brands 13 and 14, a narrated storyboard over the brand's
 * own seeded videos and images, a short one with empty shots, and one in the recycle bin.
 */
export function seedScripts(db: Database, now: number): void {
  const day = 24 * 3600_000;
  const at = (daysAgo: number) => formatDateTime(now - daysAgo * day);
  transaction(db, () => {
    for (const brandId of [13, 14]) {
      const owner = db
        .prepare('SELECT user_id FROM user_brands WHERE brand_id = ? ORDER BY is_main DESC, user_id')
        .get(brandId) as { user_id: number } | undefined;
      if (!owner) continue;
      const pick = (type: number) =>
        db
          .prepare(
            'SELECT id, cover_url FROM materials WHERE brand_id = ? AND type = ? AND is_delete = 0 ORDER BY id LIMIT 2',
          )
          .all(brandId, type) as Array<{ id: number; cover_url: string | null }>;
      const [video1, video2] = pick(1);
      const [image] = pick(2);
      const style = { ...DEFAULT_SUBTITLE_STYLE };
      const narrated: ScriptSpec = {
        ratio: '9:16',
        shots: [
          {
            durationMs: null,
            slot: 'video',
            materialId: video1?.id ?? null,
            narration: '新品上市，先看质地。',
            texts: [{ content: '新品上市', position: 'top', fontSize: 72, color: '#ffffff' }],
            transition: 'fade',
          },
          {
            durationMs: 3000,
            slot: 'image',
            materialId: image?.id ?? null,
            narration: '轻薄不黏腻，一抹就化开。',
            texts: [],
            transition: 'fade',
          },
          {
            durationMs: null,
            slot: 'video',
            materialId: video2?.id ?? video1?.id ?? null,
            narration: '到店体验，还有限时礼赠。',
            texts: [{ content: '限时礼赠', position: 'bottom', fontSize: 64, color: '#ffd54f' }],
            transition: 'none',
          },
        ],
        voice: 'zh-female',
        musicMaterialId: null,
        musicVolume: 30,
        subtitles: { enabled: true, style },
      };
      const short: ScriptSpec = {
        ratio: '1:1',
        shots: [0, 1].map(() => ({
          durationMs: 2000,
          slot: 'video' as const,
          materialId: null,
          narration: '',
          texts: [],
          transition: 'none' as const,
        })),
        voice: 'en-us-female',
        musicMaterialId: null,
        musicVolume: 30,
        subtitles: { enabled: false, style },
      };
      const base = { userId: owner.user_id, templateId: null };
      insertScript(db, brandId, {
        ...base,
        name: '新品口播分镜',
        spec: narrated,
        coverUrl: video1?.cover_url ?? null,
        at: at(2),
      });
      insertScript(db, brandId, { ...base, name: '待补素材的短脚本', spec: short, coverUrl: null, at: at(5) });
      const binned = insertScript(db, brandId, {
        ...base,
        name: '旧版门店脚本',
        spec: short,
        coverUrl: null,
        at: at(20),
      });
      binScripts(db, brandId, [binned], 'remove', at(10));
    }
  });
}
