import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { insertReplaceRule } from '../db/creativeReplace';
import { transaction, type Database } from '../db/database';
import { insertDigitalModel } from '../db/digitalModels';
import { formatDateTime } from '../lib/time';

/**
 * Demo digital models (ADR 0035): three presenters of the shared virtual model library, each a
 * real PNG with transparency (a figure drawn on a clear background, written to the data folder:
 * the library's own file, no brand's upload row); for brands 13 and 14 one model of their own,
 * copied from the library; and on brand 13's template 双十一主推款口播 one replacement rule (its
 * opening title, three ways). Runs after `seedTemplates`.
 */

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
  return out;
}

/**
 * A figure `width` × `height` as an RGBA PNG: a head and shoulders in `clothes` and `skin` over
 * fully transparent pixels (alpha 0), edges softened over a pixel.
 */
export function figurePng(width: number, height: number, skin: Rgb, clothes: Rgb, hair: Rgb): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  const cx = width / 2;
  const headR = width * 0.2;
  const headY = height * 0.22;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x += 1) {
      const px = x + 0.5;
      const py = y + 0.5;
      const head = headR - Math.hypot(px - cx, py - headY);
      const hairTop = headR * 1.05 - Math.hypot(px - cx, py - (headY - headR * 0.25));
      // Shoulders and body: an ellipse whose top sits under the chin, cut by the bottom edge.
      const bodyTop = headY + headR * 1.15;
      const bw = width * 0.46;
      const bh = height - bodyTop;
      const body = 1 - Math.hypot((px - cx) / bw, (py - height) / bh);
      let colour: Rgb | null = null;
      let edge = 0;
      if (head > 0) {
        colour = py < headY - headR * 0.35 && hairTop > 0 ? hair : skin;
        edge = head;
      } else if (body > 0 && py >= bodyTop - 2) {
        colour = clothes;
        edge = body * Math.min(bw, bh);
      }
      const o = row + 1 + x * 4;
      if (colour) {
        raw[o] = colour[0];
        raw[o + 1] = colour[1];
        raw[o + 2] = colour[2];
        raw[o + 3] = Math.round(255 * Math.min(1, edge));
      }
    }
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

const LIBRARY = [
  {
    name: '小安 · 知性主播',
    description: '普通话女声，适合产品讲解与门店介绍',
    voice: 'zh-female',
    position: 'right',
    colours: [
      [241, 200, 170],
      [47, 84, 235],
      [40, 30, 30],
    ],
  },
  {
    name: '阿杰 · 活力导购',
    description: '普通话男声，适合促销口播',
    voice: 'zh-male',
    position: 'left',
    colours: [
      [226, 182, 150],
      [250, 84, 28],
      [20, 20, 20],
    ],
  },
  {
    name: 'Emma · English host',
    description: 'American English, female: for overseas channels',
    voice: 'en-us-female',
    position: 'center',
    colours: [
      [250, 214, 190],
      [19, 194, 194],
      [173, 104, 0],
    ],
  },
] as const;

export function seedDigitalModels(db: Database, filesDir: string, now: number): void {
  const day = 24 * 3600_000;
  const at = (daysAgo: number) => formatDateTime(now - daysAgo * day);
  transaction(db, () => {
    const library = LIBRARY.map((model, i) => {
      const file = `${randomBytes(16).toString('hex')}.png`;
      writeFileSync(join(filesDir, file), figurePng(240, 480, model.colours[0], model.colours[1], model.colours[2]));
      const values = {
        name: model.name,
        figureKind: 'image' as const,
        figureUrl: `/files/${file}`,
        coverUrl: `/files/${file}`,
        figureMaterialId: null,
        voice: model.voice,
        position: model.position,
        scale: 60,
        description: model.description,
      };
      return { id: insertDigitalModel(db, null, { ...values, libraryId: null, userId: null, at: at(60 - i) }), values };
    });
    for (const brandId of [13, 14]) {
      const userId = brandId === 13 ? 2 : 3;
      const from = library[brandId === 13 ? 0 : 1]!;
      insertDigitalModel(db, brandId, {
        ...from.values,
        name: brandId === 13 ? '品牌主播小安' : '门店导购阿杰',
        libraryId: from.id,
        userId,
        at: at(5),
      });
    }
    const template = db
      .prepare("SELECT id FROM video_templates WHERE brand_id = 13 AND name = '双十一主推款口播'")
      .get() as { id: number } | undefined;
    if (template) {
      insertReplaceRule(db, 13, {
        templateId: template.id,
        name: '开场标题三选一',
        remark: '同一条视频配三种开场标题，投放后比较完播率',
        target: 'text',
        shotIndex: 0,
        layerIndex: 0,
        materialIds: [],
        texts: ['双十一主推款', '限时五折 只此一天', '买一送一 手慢无'],
        userId: 2,
        at: at(4),
      });
    }
  });
}
