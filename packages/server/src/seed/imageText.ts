import type { ImageTextTemplateSpec, ImageTextTextRole } from '@brand-console/api-client';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transaction, type Database } from '../db/database';
import { insertImageTextTemplate, insertNote } from '../db/imageText';
import { encodePng, type Rgb } from '../lib/media';
import { formatDateTime } from '../lib/time';

/**
 * Seeded image-text notes (图文创作, ADR 0033): for brands 13 and 14, two templates of 3:4 pages
 * (an image slot filled from the library and title/body text blocks on each page) whose covers are
 * real PNGs written to the data folder, and one composed note in the creation library (成品库) whose
 * pages are real PNGs of the note's size. Runs after `seedMaterials`.
 */

const WIDTH = 1080;
const HEIGHT = 1440;

/** A PNG written to the data folder; its address and measured facts. */
function png(filesDir: string, width: number, height: number, from: Rgb, to: Rgb) {
  const bytes = encodePng(width, height, from, to);
  const name = `${randomBytes(16).toString('hex')}.png`;
  writeFileSync(join(filesDir, name), bytes);
  return { url: `/files/${name}`, width, height, size: bytes.length };
}

const base = { rotation: 0, opacity: 1, visible: true, locked: false };

function textObject(id: string, name: string, text: string, y: number, fontSize: number, color: string) {
  return {
    ...base,
    id,
    name,
    type: 'text' as const,
    x: 80,
    y,
    width: WIDTH - 160,
    height: Math.round(fontSize * 2.6),
    text,
    fontKey: null,
    fontSize,
    color,
    fontWeight: 'bold' as const,
    italic: false,
    align: 'center' as const,
    lineHeight: 1.25,
    letterSpacing: 0,
    stroke: null,
    shadow: null,
  };
}

/** One page: a background colour, an image slot and a title or body text block. */
function page(
  background: string,
  image: { src: string; materialId: number } | null,
  text: { role: ImageTextTextRole; content: string; color: string },
) {
  const objects = [
    ...(image
      ? [
          {
            ...base,
            id: 'image-1',
            name: '图片',
            type: 'image' as const,
            x: 120,
            y: 120,
            width: WIDTH - 240,
            height: 900,
            src: image.src,
            materialId: image.materialId,
            crop: null,
            flipX: false,
            flipY: false,
          },
        ]
      : []),
    textObject(
      'text-1',
      text.role === 'title' ? '标题' : '正文',
      text.content,
      1080,
      text.role === 'title' ? 72 : 48,
      text.color,
    ),
  ];
  return {
    document: JSON.stringify({
      version: 1,
      width: WIDTH,
      height: HEIGHT,
      background: { kind: 'color', color: background },
      objects,
    }),
    imageSlots: image ? ['image-1'] : [],
    textSlots: [{ objectId: 'text-1', role: text.role }],
  };
}

export function seedImageText(db: Database, filesDir: string, now: number): void {
  const day = 24 * 3600_000;
  const at = (daysAgo: number) => formatDateTime(now - daysAgo * day);
  transaction(db, () => {
    for (const brandId of [13, 14]) {
      const owner = db
        .prepare('SELECT user_id FROM user_brands WHERE brand_id = ? ORDER BY is_main DESC, user_id')
        .get(brandId) as { user_id: number } | undefined;
      if (!owner) continue;
      const images = db
        .prepare(
          'SELECT id, url FROM materials WHERE brand_id = ? AND type = 2 AND is_delete = 0 AND url IS NOT NULL ORDER BY id LIMIT 2',
        )
        .all(brandId) as Array<{ id: number; url: string }>;
      const slot = (i: number) => (images[i] ? { src: images[i].url, materialId: images[i].id } : null);

      const picks: ImageTextTemplateSpec = {
        pages: [
          page('#fff1f0', slot(0), { role: 'title', content: '本周好物推荐', color: '#cf1322' }),
          page('#fff7e6', slot(1), { role: 'body', content: '质地轻薄，一抹就开', color: '#262626' }),
          page('#f9f0ff', slot(0), { role: 'body', content: '点击收藏，下次不迷路', color: '#531dab' }),
        ],
      };
      const visit: ImageTextTemplateSpec = {
        pages: [
          page('#e6f4ff', slot(1), { role: 'title', content: '周末探店打卡', color: '#0958d9' }),
          page('#f6ffed', slot(0), { role: 'body', content: '招牌单品人气很高', color: '#237804' }),
        ],
      };
      const picksCover = png(filesDir, 270, 360, [255, 241, 240], [207, 19, 34]);
      insertImageTextTemplate(db, brandId, {
        userId: owner.user_id,
        name: '好物种草 · 三页图文',
        category: 1,
        spec: picks,
        coverUrl: picksCover.url,
        at: at(6),
      });
      const visitCover = png(filesDir, 270, 360, [230, 244, 255], [9, 88, 217]);
      const visitId = insertImageTextTemplate(db, brandId, {
        userId: owner.user_id,
        name: '探店打卡 · 两页图文',
        category: 2,
        spec: visit,
        coverUrl: visitCover.url,
        at: at(4),
      });
      // A note composed from the store-visit template: each page a real PNG of the note's size.
      insertNote(db, brandId, {
        userId: owner.user_id,
        title: '周末探店打卡',
        text: '周末来探店啦！招牌单品人气很高，记得提前排队。#探店 #周末去哪儿',
        pages: [
          png(filesDir, WIDTH, HEIGHT, [230, 244, 255], [9, 88, 217]),
          png(filesDir, WIDTH, HEIGHT, [246, 255, 237], [35, 120, 4]),
        ],
        templateId: visitId,
        templateName: '探店打卡 · 两页图文',
        at: at(2),
      });
    }
  });
}
