import type { TemplateShot, TemplateSpec, TemplateSubtitleStyle } from '@brand-console/api-client';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transaction, type Database } from '../db/database';
import { materialsByIds } from '../db/materialLibrary';
import { insertCategory, insertTemplate, removeTemplates } from '../db/templates';
import { encodePng, type Rgb } from '../lib/media';
import { formatDateTime } from '../lib/time';

/**
 * Demo templates (issue 23, ADR 0028): the shared categories (two levels), four cloud templates a
 * designer made (each shape, 3–5 shots, empty slots, text layers, fades, narration in Chinese and
 * in English), and for brands 13 and 14 a few templates of their space that use the brand's
 * seeded library (videos, images, background music) plus one in the recycle bin. Runs after
 * `seedMaterials`. A cloud template's cover is a PNG in its shape written to the data folder (the
 * catalogue's own file: no brand's upload row); a space template's is its first shot's material cover.
 */

/** Pixel size of a cloud template's cover, by ratio. */
const COVER_SIZES: Record<TemplateSpec['ratio'], [number, number]> = {
  '9:16': [180, 320],
  '16:9': [320, 180],
  '1:1': [240, 240],
};

const SUBTITLES: TemplateSubtitleStyle = {
  fontKey: 'zcool-kuaile',
  fontSize: 44,
  color: '#ffffff',
  strokeColor: '#1f1f1f',
  strokeWidth: 3,
  position: 'bottom',
};

type Text = TemplateShot['texts'][number];
const title = (content: string, position: Text['position'] = 'top', fontSize = 64, color = '#ffffff'): Text => ({
  content,
  position,
  fontSize,
  color,
});

const shotOf = (
  durationMs: number,
  slot: TemplateShot['slot'],
  texts: Text[] = [],
  transition: TemplateShot['transition'] = 'fade',
  materialId: number | null = null,
): TemplateShot => ({ durationMs, slot, materialId, texts, transition });

const specOf = (
  ratio: TemplateSpec['ratio'],
  shots: TemplateShot[],
  extra: Partial<TemplateSpec> = {},
): TemplateSpec => ({
  ratio,
  shots,
  musicMaterialId: null,
  musicVolume: 40,
  narration: null,
  subtitles: { enabled: false, style: SUBTITLES },
  ...extra,
});

export function seedTemplates(db: Database, filesDir: string, now: number): void {
  const day = 24 * 3600_000;
  const at = (daysAgo: number, minutes = 0) => formatDateTime(now - daysAgo * day + minutes * 60_000);

  transaction(db, () => {
    const category = (name: string, nameEn: string, sort: number, parentId: number | null = null) =>
      insertCategory(db, { parentId, name, nameEn, sort });
    const seeding = category('产品种草', 'Product seeding', 1);
    const beauty = category('美妆', 'Beauty', 1, seeding);
    const food = category('食品', 'Food', 2, seeding);
    const store = category('门店探店', 'Store visits', 2);
    const festival = category('节日营销', 'Festival marketing', 3);
    const double11 = category('双十一', 'Double 11', 1, festival);
    const knowledge = category('知识科普', 'Explainers', 4);
    const story = category('品牌故事', 'Brand story', 5);

    // The cloud catalogue: empty slots only (materials belong to brands), a generated cover each.
    const cloud = (name: string, categoryId: number, spec: TemplateSpec, daysAgo: number, colours: [Rgb, Rgb]) => {
      const [width, height] = COVER_SIZES[spec.ratio];
      const file = `${randomBytes(16).toString('hex')}.png`;
      writeFileSync(join(filesDir, file), encodePng(width, height, ...colours));
      return insertTemplate(db, null, {
        name,
        categoryId,
        spec,
        coverUrl: `/files/${file}`,
        userId: null,
        at: at(daysAgo),
      });
    };
    cloud(
      '美妆新品种草 · 竖屏三镜',
      beauty,
      specOf('9:16', [
        shotOf(3_000, 'video', [title('新品上市'), title('限时尝鲜价', 'bottom', 48, '#ffd666')]),
        shotOf(2_500, 'image', [title('质地细腻 · 一抹就开', 'bottom', 44)]),
        shotOf(3_000, 'video', [title('点击下方链接购买', 'middle', 56, '#ff85c0')], 'none'),
      ]),
      40,
      [
        [255, 133, 192],
        [114, 46, 209],
      ],
    );
    cloud(
      '门店探店 Vlog 开场',
      store,
      specOf(
        '16:9',
        [
          shotOf(3_000, 'video', [title('周末探店')]),
          shotOf(3_000, 'image', [title('人气招牌', 'bottom', 48)]),
          shotOf(3_000, 'video', [], 'fade'),
          shotOf(3_000, 'image', [title('地址见评论区', 'bottom', 44, '#ffe58f')], 'none'),
        ],
        {
          narration: {
            text: '周末来探店啦！一进门就被温暖的灯光和香气包围。招牌单品人气很高，记得提前排队。地址放在评论区，快约上朋友一起来吧。',
            voice: 'zh-female',
          },
          subtitles: { enabled: true, style: SUBTITLES },
        },
      ),
      35,
      [
        [255, 197, 61],
        [212, 107, 8],
      ],
    );
    cloud(
      '双十一倒计时 · 方形快闪',
      double11,
      specOf(
        '1:1',
        [
          shotOf(1_500, 'image', [title('双十一', 'middle', 96, '#ff4d4f')], 'none'),
          shotOf(1_500, 'image', [title('倒计时 3 天', 'middle', 80)], 'none'),
          shotOf(1_500, 'image', [title('全场满减', 'middle', 80, '#ffd666')], 'none'),
          shotOf(1_500, 'image', [title('前 100 名赠礼', 'middle', 72)], 'none'),
          shotOf(2_000, 'image', [title('立即抢购', 'middle', 96, '#ff4d4f')], 'none'),
        ],
        { musicVolume: 60 },
      ),
      20,
      [
        [255, 77, 79],
        [250, 173, 20],
      ],
    );
    cloud(
      '品牌故事 · 英文旁白竖版',
      story,
      specOf(
        '9:16',
        [
          shotOf(4_000, 'video', [title('Our Story')]),
          shotOf(4_000, 'image', [title('Made with care', 'bottom', 48)]),
          shotOf(4_000, 'video', [title('Since 2016', 'bottom', 48, '#ffe58f')], 'none'),
        ],
        {
          narration: {
            text: 'It started in a small workshop with one simple idea: make products people love to use every day. Ten years on, we still test every batch by hand.',
            voice: 'en-us-female',
          },
          subtitles: { enabled: true, style: { ...SUBTITLES, fontSize: 40 } },
        },
      ),
      12,
      [
        [54, 207, 201],
        [9, 88, 217],
      ],
    );

    // Each brand's space, made of its own seeded materials.
    for (const brandId of [13, 14]) {
      const userId = brandId === 13 ? 2 : 3;
      const pick = (sql: string, ...args: Array<string | number>) =>
        (
          db
            .prepare(
              `SELECT id FROM materials WHERE brand_id = ? AND is_delete = 0 AND expire_time IS NULL AND ${sql} ORDER BY id`,
            )
            .all(brandId, ...args) as Array<{ id: number }>
        ).map((r) => r.id);
      const videos = pick('type = 1');
      const image = (name: string) => pick('type = 2 AND name = ?', name)[0]!;
      const music = pick('type = 3 AND specific_type = 4')[0]!;
      const poster = image('主视觉海报');
      const packshot = image('产品白底图');
      const shop = image('门店实拍');
      const space = (name: string, categoryId: number | null, spec: TemplateSpec, daysAgo: number) => {
        const first = spec.shots[0]!.materialId;
        const coverUrl = first === null ? null : (materialsByIds(db, brandId, [first])[0]?.cover_url ?? null);
        return insertTemplate(db, brandId, { name, categoryId, spec, coverUrl, userId, at: at(daysAgo, brandId) });
      };
      space(
        '双十一主推款口播',
        double11,
        specOf(
          '9:16',
          [
            shotOf(4_000, 'video', [title('双十一主推款')], 'fade', videos[0]!),
            shotOf(3_000, 'image', [title('到手价更低', 'bottom', 56, '#ffd666')], 'fade', poster),
            shotOf(3_000, 'video', [title('点击购物车下单', 'bottom', 48)], 'none'),
          ],
          { musicMaterialId: music, musicVolume: 35 },
        ),
        9,
      );
      space(
        '门店实拍探店',
        store,
        specOf(
          '16:9',
          [
            shotOf(3_000, 'image', [title('欢迎光临')], 'fade', shop),
            shotOf(4_000, 'video', [], 'fade', videos[1]!),
            shotOf(3_000, 'video', [title('期待您的到来', 'bottom', 48)], 'none'),
          ],
          {
            narration: {
              text: '欢迎来到我们的门店。新品已经到店，欢迎到店体验，现场还有专属福利等你来拿。',
              voice: 'zh-male',
            },
            subtitles: { enabled: true, style: SUBTITLES },
          },
        ),
        6,
      );
      space(
        '产品白底图轮播',
        brandId === 13 ? beauty : food,
        specOf('1:1', [
          shotOf(2_000, 'image', [title('新品', 'top', 72, '#ff4d4f')], 'fade', packshot),
          shotOf(2_000, 'image', [], 'fade', poster),
          shotOf(2_000, 'image', [title('更多细节见详情页', 'bottom', 44)], 'none'),
        ]),
        3,
      );
      const old = space(
        '旧版开场（已弃用）',
        knowledge,
        specOf('9:16', [shotOf(3_000, 'video', [title('旧版开场')], 'none', videos[2]!)]),
        30,
      );
      removeTemplates(db, brandId, [old], at(2, brandId));
    }
  });
}
