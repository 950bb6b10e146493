import { MATERIAL_SOURCES } from '@brand-console/api-client';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transaction, type Database } from '../db/database';
import { encodePng, encodeWav, type Rgb } from '../lib/media';
import { formatDateTime } from '../lib/time';
import { FONT_PACKAGES } from '../storage/fonts';

/**
 * Demo materials for brands 13 and 14: every type (video, image, audio, text, unknown, font),
 * every source of spec section 3, the specific types (sticker, sound effect, BGM), folders with
 * paths, tags with descriptions, expired materials and materials without a URL.
 *
 * What is real: images are PNGs generated here with their true dimensions, audio is WAV tones of
 * their stated duration, text materials carry their content, and every file is in the data
 * folder and served from /files. What is not: the server cannot encode video, so seeded videos
 * have a generated cover image and their stated size and duration but no playable file (their
 * URL is empty, and the console says no download link was found); uploaded videos are real.
 */
export function seedMaterials(db: Database, filesDir: string, now: number): void {
  const store = (bytes: Uint8Array, extension: string, brandId: number, userId: number, mime: string, at: string) => {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    writeFileSync(join(filesDir, name), bytes);
    db.prepare(
      `INSERT INTO uploads (brand_id, user_id, stored_name, original_name, mime, size, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(brandId, userId, name, `seed.${extension}`, mime, bytes.length, at);
    return { url: `/files/${name}`, size: bytes.length };
  };

  transaction(db, () => {
    // Fonts every brand can use (served from @fontsource packages; storage/fonts.ts).
    const font = db.prepare('INSERT INTO fonts (brand_id, font_key, name, file_name) VALUES (NULL, ?, ?, ?)');
    for (const [key, f] of Object.entries(FONT_PACKAGES)) font.run(key, f.name, f.packageName);

    const folder = db.prepare('INSERT INTO folders (brand_id, parent_id, name) VALUES (?, ?, ?)');
    const tag = db.prepare('INSERT INTO tags (brand_id, name, description, tag_type) VALUES (?, ?, ?, 1)');
    const material = db.prepare(
      `INSERT INTO materials (brand_id, name, type, specific_type, url, cover_url, content, size, duration, width, height,
         create_time, expire_time, source, user_id, batch_number, folder_id, business_names, is_open)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const tagOf = db.prepare('INSERT INTO material_tags (material_id, tag_id) VALUES (?, ?)');

    for (const brandId of [13, 14]) {
      const owner = brandId === 13 ? 2 : 3;
      const other = brandId === 13 ? 1 : 3;
      const root = Number(folder.run(brandId, null, brandId === 13 ? '品牌素材' : '青禾素材').lastInsertRowid);
      const campaign = Number(folder.run(brandId, root, '双十一活动').lastInsertRowid);
      const shots = Number(folder.run(brandId, campaign, '口播镜头').lastInsertRowid);
      const audioFolder = Number(folder.run(brandId, root, '音频').lastInsertRowid);
      const tagIds = [
        ['口播', '主播面对镜头讲解产品'],
        ['产品特写', '近景展示产品细节'],
        ['门店', '门店环境与陈列'],
        ['节日', '节日营销主题'],
        ['爆款', '近期转化较高的素材'],
      ].map(([name, description]) => Number(tag.run(brandId, name!, description!).lastInsertRowid));

      let minute = 0;
      const at = () => formatDateTime(now - 30 * 24 * 3600 * 1000 + (minute += 97) * 60 * 1000);
      const expired = formatDateTime(now - 2 * 24 * 3600 * 1000);
      const later = formatDateTime(now + 60 * 24 * 3600 * 1000);
      const palette: Rgb[] = [
        [244, 114, 182],
        [96, 165, 250],
        [52, 211, 153],
        [251, 191, 36],
        [167, 139, 250],
        [248, 113, 113],
      ];
      const add = (
        m: {
          name: string;
          type: number;
          specific?: number;
          url?: string | null;
          cover?: string | null;
          content?: string | null;
          size?: number | null;
          duration?: number | null;
          width?: number | null;
          height?: number | null;
          expire?: string | null;
          source: number;
          folderId?: number | null;
          business?: string[];
          tags?: number[];
        },
        userId = owner,
      ) => {
        const id = Number(
          material.run(
            brandId,
            m.name,
            m.type,
            m.specific ?? null,
            m.url ?? null,
            m.cover ?? null,
            m.content ?? null,
            m.size ?? null,
            m.duration ?? null,
            m.width ?? null,
            m.height ?? null,
            at(),
            m.expire ?? null,
            m.source,
            userId,
            `PC2026110${brandId % 10}0001`,
            m.folderId ?? null,
            JSON.stringify(m.business ?? []),
            1,
          ).lastInsertRowid,
        );
        for (const t of new Set(m.tags ?? [])) tagOf.run(id, t);
        return id;
      };

      // Videos: one per source, with generated covers (see the note above).
      MATERIAL_SOURCES.forEach((source, i) => {
        const portrait = i % 2 === 0;
        const [w, h] = portrait ? [1080, 1920] : [1920, 1080];
        const cover = store(
          encodePng(portrait ? 90 : 160, portrait ? 160 : 90, palette[i % 6]!, palette[(i + 2) % 6]!),
          'png',
          brandId,
          owner,
          'image/png',
          at(),
        );
        add(
          {
            name: `${source.zh}视频_${String(i + 1).padStart(2, '0')}`,
            type: 1,
            url: null,
            cover: cover.url,
            size: 8_000_000 + i * 1_250_000,
            duration: i === 0 ? 8_000 : 12_000 + i * 4_500,
            width: w,
            height: h,
            expire: i === 3 ? expired : i === 4 ? later : null,
            source: source.value,
            folderId: i % 3 === 0 ? shots : campaign,
            business: i % 4 === 0 ? ['双十一大促'] : [],
            tags: [tagIds[i % 5]!, ...(i % 3 === 0 ? [tagIds[4]!] : [])],
          },
          i % 5 === 0 ? other : owner,
        );
      });

      // Images, a sticker and an expired poster.
      const images: Array<[string, number, number, number | undefined, string | null]> = [
        ['主视觉海报', 360, 480, undefined, null],
        ['产品白底图', 400, 400, undefined, null],
        ['门店实拍', 480, 270, undefined, null],
        ['节日贴纸', 200, 200, 3, null],
        ['旧版海报（已过期）', 300, 400, undefined, expired],
      ];
      images.forEach(([name, w, h, specific, expire], i) => {
        const png = encodePng(w, h, palette[i % 6]!, palette[(i + 3) % 6]!);
        const file = store(png, 'png', brandId, owner, 'image/png', at());
        add({
          name,
          type: 2,
          specific,
          url: file.url,
          cover: file.url,
          size: file.size,
          width: w,
          height: h,
          expire,
          source: [3, 10, 17, 6, 25][i]!,
          folderId: campaign,
          tags: [tagIds[(i + 1) % 5]!],
        });
      });

      // Audio: plain, sound effect, BGM.
      const sounds: Array<[string, number, number | undefined, number]> = [
        ['门店环境音', 4_000, undefined, 330],
        ['转场音效', 1_000, 2, 880],
        ['轻快背景音乐', 6_000, 4, 440],
      ];
      for (const [name, ms, specific, frequency] of sounds) {
        const file = store(encodeWav(ms, frequency), 'wav', brandId, owner, 'audio/wav', at());
        add({
          name,
          type: 3,
          specific,
          url: file.url,
          size: file.size,
          duration: ms,
          source: 3,
          folderId: audioFolder,
        });
      }

      // Text, unknown and font materials.
      const script = '开场：大家好，欢迎来到星河美妆直播间！\n今天给大家带来双十一限定礼盒……';
      add({ name: '口播脚本', type: 4, content: script, size: Buffer.byteLength(script), source: 12, folderId: shots });
      add({ name: '未识别文件', type: 5, url: null, size: 2048, source: 50 });
      add({ name: '品牌标题字体', type: 6, url: null, size: 1_800_000, source: 3 });
    }
  });
}

/** Brand of the load seed: the staff member's brand, where the e2e tests and benchmarks sign in. */
export const LOAD_BRAND = 13;

/**
 * `count` generated materials for brand 13, for load tests: every type, a spread of sizes,
 * durations and upload times over the past year, some expired, some tagged, with the brand's
 * seeded covers reused (no new files are written, so 10,000 rows seed in well under a second).
 * Names are `负载素材_00001` and on, so a test can find any one of them.
 */
export function seedLoadMaterials(db: Database, count: number, now: number): void {
  const covers = (
    db
      .prepare('SELECT cover_url FROM materials WHERE brand_id = ? AND cover_url IS NOT NULL ORDER BY id LIMIT 12')
      .all(LOAD_BRAND) as Array<{ cover_url: string }>
  ).map((r) => r.cover_url);
  const images = db
    .prepare(
      'SELECT url, size, width, height FROM materials WHERE brand_id = ? AND type = 2 AND url IS NOT NULL LIMIT 6',
    )
    .all(LOAD_BRAND) as Array<{ url: string; size: number; width: number; height: number }>;
  const tags = (
    db.prepare('SELECT id FROM tags WHERE brand_id = ? ORDER BY id').all(LOAD_BRAND) as Array<{ id: number }>
  ).map((r) => r.id);
  const insert = db.prepare(
    `INSERT INTO materials (brand_id, name, type, url, cover_url, size, duration, width, height, create_time, expire_time,
       source, user_id, batch_number, business_names, is_open)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?)`,
  );
  const tagOf = db.prepare('INSERT INTO material_tags (material_id, tag_id) VALUES (?, ?)');
  const year = 365 * 24 * 3600 * 1000;
  transaction(db, () => {
    for (let i = 1; i <= count; i += 1) {
      // Types cycle video, image, image, audio, video, text: the mix a short-video team stores.
      const type = [1, 2, 2, 3, 1, 4][i % 6]!;
      const image = images.length ? images[i % images.length]! : null;
      const id = Number(
        insert.run(
          LOAD_BRAND,
          `负载素材_${String(i).padStart(5, '0')}`,
          type,
          type === 2 ? (image?.url ?? null) : null,
          type === 1 ? (covers[i % Math.max(1, covers.length)] ?? null) : null,
          type === 2 ? (image?.size ?? 20_000) : 50_000 + ((i * 7919) % 40_000_000),
          type === 1 || type === 3 ? 3_000 + ((i * 104_729) % 180_000) : null,
          type === 2 ? (image?.width ?? 1080) : type === 1 ? 1080 : null,
          type === 2 ? (image?.height ?? 1920) : type === 1 ? 1920 : null,
          formatDateTime(now - year + Math.floor((i / count) * (year - 24 * 3600 * 1000))),
          i % 17 === 0 ? formatDateTime(now - 24 * 3600 * 1000) : null,
          3,
          i % 3 === 0 ? 1 : 2,
          `PC_LOAD_${String(Math.ceil(i / 100)).padStart(3, '0')}`,
          i % 2,
        ).lastInsertRowid,
      );
      if (tags.length && i % 4 === 0) tagOf.run(id, tags[i % tags.length]!);
    }
  });
}
