import { randomBytes } from 'node:crypto';
import { transaction, type Database } from '../db/database';
import { insertPublication } from '../db/publishing';
import { insertQrcode } from '../db/publishQrcodes';
import type { PlatformCode } from '../platforms/adapter';
import { addSimItem, simItemUrl } from '../platforms/simContent';
import { PLATFORM_KEYS } from '../platforms/simulated';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The demo codes of each brand: name, platforms, when they run, disabled or not, and their scans. */
interface SeedScan {
  platform: PlatformCode;
  /** Index of the simulated platform's user (the visitor's own account). */
  user: number;
  hoursAgo: number;
  /** The work published (index into the code's works) and how it went; none: authorised, nothing published. */
  publish?: { work: number; title: string; topics: string[]; reason?: string };
}
interface SeedCode {
  name: string;
  platforms: PlatformCode[];
  title: string;
  topics: string[];
  startDays: number;
  endDays: number;
  disabledDaysAgo?: number;
  scans: SeedScan[];
}

const CODES: Record<number, SeedCode[]> = {
  13: [
    {
      name: '门店扫码发布·秋冬新品',
      platforms: [1, 3, 4],
      title: '到店打卡｜秋冬新品',
      topics: ['秋冬护肤', '探店'],
      startDays: -3,
      endDays: 30,
      scans: [
        { platform: 1, user: 3, hoursAgo: 30, publish: { work: 0, title: '到店打卡｜秋冬新品', topics: ['探店'] } },
        {
          platform: 3,
          user: 2,
          hoursAgo: 6,
          publish: {
            work: 1,
            title: '到店打卡｜秋冬新品真的太好用了姐妹们快冲',
            topics: ['秋冬护肤'],
            reason: '小红书标题最多 20 个字',
          },
        },
        { platform: 4, user: 1, hoursAgo: 2 },
      ],
    },
    { name: '双十二预热扫码', platforms: [1, 2], title: '', topics: [], startDays: 2, endDays: 20, scans: [] },
    {
      name: '国庆活动扫码（已停用）',
      platforms: [1],
      title: '国庆限定',
      topics: [],
      startDays: -40,
      endDays: 10,
      disabledDaysAgo: 25,
      scans: [{ platform: 1, user: 4, hoursAgo: 27 * 24, publish: { work: 0, title: '国庆限定', topics: [] } }],
    },
    { name: '夏季门店扫码', platforms: [3], title: '', topics: ['夏日'], startDays: -90, endDays: -60, scans: [] },
  ],
  14: [
    {
      name: '青禾新品扫码',
      platforms: [1, 3],
      title: '青禾新品｜方形包',
      topics: ['新品'],
      startDays: -1,
      endDays: 14,
      scans: [{ platform: 3, user: 1, hoursAgo: 5, publish: { work: 0, title: '青禾新品', topics: ['新品'] } }],
    },
    { name: '青禾会员日扫码', platforms: [1], title: '', topics: [], startDays: 5, endDays: 12, scans: [] },
    {
      name: '青禾夏季扫码（已结束）',
      platforms: [1, 4],
      title: '',
      topics: [],
      startDays: -60,
      endDays: -30,
      scans: [{ platform: 4, user: 2, hoursAgo: 40 * 24 }],
    },
  ],
};

/**
 * 扫码发布's demo (issue 24 part C, ADR 0036): codes of brands 13 and 14 in every status (publishing,
 * not enabled yet, disabled, ended) with scans: a visitor's publication that succeeded (an item on
 * the simulated platform), one the platform refused (its title limit), one who authorised and
 * published nothing. Their PNG and link are made on the first read (the server's address is known
 * then). Runs after the platform accounts and 成品库's works.
 */
export function seedPublishQrcodes(db: Database, now: number): void {
  transaction(db, () => {
    for (const [brand, codes] of Object.entries(CODES)) seedBrand(db, Number(brand), codes, now);
  });
}

function seedBrand(db: Database, brandId: number, codes: SeedCode[], now: number): void {
  const works = db
    .prepare(
      `SELECT id, name, url, cover_url FROM creations WHERE brand_id = ? AND deleted_at IS NULL AND creation_type = 0
       ORDER BY id LIMIT 3`,
    )
    .all(brandId) as unknown as Array<{ id: number; name: string; url: string | null; cover_url: string | null }>;
  const member = db
    .prepare(
      'SELECT user_id FROM user_brands WHERE brand_id = ? AND is_valid = 1 ORDER BY is_main DESC, user_id LIMIT 1',
    )
    .get(brandId) as { user_id: number } | undefined;
  if (works.length === 0 || !member) return;
  codes.forEach((code, i) => {
    const createdAt = Math.min(now + code.startDays * DAY, now) - (i + 1) * HOUR;
    const id = insertQrcode(
      db,
      brandId,
      {
        userId: member.user_id,
        name: code.name,
        platforms: code.platforms,
        title: code.title,
        topics: code.topics,
        token: randomBytes(18).toString('base64url'),
        link: '',
        imageUrl: '',
        startAt: now + code.startDays * DAY,
        endAt: now + code.endDays * DAY,
        workIds: works.slice(0, 2).map((w) => w.id),
      },
      createdAt,
    );
    if (code.disabledDaysAgo !== undefined) {
      db.prepare('UPDATE publish_qrcodes SET status = 3, disabled_at = ? WHERE id = ?').run(
        now - code.disabledDaysAgo * DAY,
        id,
      );
    }
    for (const scan of code.scans) {
      const user = db
        .prepare(
          'SELECT platform_uid, name, avatar FROM sim_platform_users WHERE platform = ? ORDER BY platform_uid LIMIT 1 OFFSET ?',
        )
        .get(scan.platform, scan.user) as { platform_uid: string; name: string; avatar: string | null } | undefined;
      if (!user) continue;
      const at = now - scan.hoursAgo * HOUR;
      const scanId = Number(
        db
          .prepare(
            `INSERT INTO publish_qrcode_scans (brand_id, qrcode_id, platform, platform_uid, account_name, account_avatar, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(brandId, id, scan.platform, user.platform_uid, user.name, user.avatar, at).lastInsertRowid,
      );
      if (!scan.publish) continue;
      const work = works[scan.publish.work % works.length]!;
      const publicationId = insertPublication(
        db,
        brandId,
        {
          source: 2,
          qrcodeId: id,
          scanId,
          workSource: 1,
          workId: work.id,
          workName: work.name,
          files: work.url ? [work.url] : [],
          coverUrl: work.cover_url,
          platform: scan.platform,
          accountId: null,
          platformUid: user.platform_uid,
          accountName: user.name,
          accountAvatar: user.avatar,
          title: scan.publish.title,
          topics: scan.publish.topics,
          scheduledAt: null,
          status: 2,
          userId: null,
        },
        at + 2 * 60_000,
      );
      const published = at + 3 * 60_000;
      if (scan.publish.reason) {
        db.prepare('UPDATE publications SET status = 4, reason = ?, attempts = 1, updated_at = ? WHERE id = ?').run(
          scan.publish.reason,
          published,
          publicationId,
        );
        continue;
      }
      // Published on the simulated platform as the visitor's page would have: the link opens the item.
      const itemId = `${PLATFORM_KEYS[scan.platform]}_${randomBytes(8).toString('hex')}`;
      addSimItem(db, scan.platform, user.platform_uid, {
        itemId,
        kind: 'video',
        title: scan.publish.title,
        at: published,
      });
      db.prepare(
        `UPDATE publications SET status = 3, item_id = ?, item_url = ?, published_at = ?, attempts = 1, updated_at = ?
         WHERE id = ?`,
      ).run(itemId, simItemUrl(PLATFORM_KEYS[scan.platform], itemId), published, published, publicationId);
    }
  });
}
