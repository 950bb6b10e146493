import { PUBLISH_ACCOUNT_REFUSALS } from '@brand-console/api-client';
import { transaction, type Database } from '../db/database';
import { statusAt } from '../db/platforms';
import { insertPublication, insertPublishTask } from '../db/publishing';
import { PLATFORM_CODES, PlatformError, type PlatformCode } from '../platforms/adapter';
import { addSimItem, mountItem, publishItem, simItemUrl } from '../platforms/simContent';
import { simShopOf } from '../platforms/shops';
import { PLATFORM_KEYS } from '../platforms/simulated';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PLATFORM_NAMES: Record<PlatformCode, string> = { 1: '抖音', 2: '视频号', 3: '小红书', 4: '快手' };

/** What each seeded work is published with: its title (the second is too long for 视频号's 16) and topics. */
const POSTS = [
  { title: '秋冬新品｜水润精华上市', topics: ['秋冬护肤', '新品'] },
  { title: '柔雾唇釉试色：一支搞定通勤与约会妆容', topics: ['唇釉试色', '通勤妆'] },
  { title: '门店探店：周末限定活动', topics: ['探店'] },
] as const;

interface SeedAccount {
  id: number;
  platform: PlatformCode;
  platform_uid: string;
  name: string;
  avatar: string;
  revoked_at: number | null;
  expires_at: number;
  follower_count: number;
}

interface SeedWork {
  id: number;
  name: string;
  url: string | null;
  cover_url: string | null;
  /** 1 a 成品库 video, 2 a library image published as a one-image note. */
  source: 1 | 2;
}

const NOT_YET_RENDERED = '视频作品需要一个视频文件';

/**
 * 发布记录's demo (issue 24 part D, ADR 0036): for brands 13 and 14, batches of 批量发布 with
 * publications in every status: successes really published on the simulated platform (their links
 * open the item, their figures accrue from the publish time; one Douyin item carries a product of
 * the account's shop), failures with the platform's words (视频号's title limit), the grant's
 * (expired, revoked) or a timeout that a retry cures, a publication still publishing, scheduled ones
 * waiting and a cancelled schedule closed. Runs after the platform accounts, shops and 成品库's works.
 */
export function seedPublications(db: Database, now: number): void {
  transaction(db, () => {
    for (const brandId of [13, 14]) seedBrand(db, brandId, now);
  });
}

function seedBrand(db: Database, brandId: number, now: number): void {
  // 成品库's seeded videos have no file until `pnpm start` renders them (ADR 0029): their publications
  // are history (published days ago). What the worker will run (a schedule, a retry) is a library image
  // published as a note, whose file is real.
  const works = (
    db
      .prepare(
        `SELECT id, name, url, cover_url, 1 AS source FROM creations
         WHERE brand_id = ? AND deleted_at IS NULL AND creation_type = 0 ORDER BY id LIMIT 3`,
      )
      .all(brandId) as unknown as SeedWork[]
  ).concat(
    db
      .prepare(
        `SELECT id, name, url, url AS cover_url, 2 AS source FROM materials
         WHERE brand_id = ? AND type = 2 AND url IS NOT NULL AND is_delete = 0 ORDER BY id LIMIT 2`,
      )
      .all(brandId) as unknown as SeedWork[],
  );
  const videos = works.filter((w) => w.source === 1);
  const notes = works.filter((w) => w.source === 2);
  const member = db
    .prepare(
      'SELECT user_id FROM user_brands WHERE brand_id = ? AND is_valid = 1 ORDER BY is_main DESC, user_id LIMIT 1',
    )
    .get(brandId) as { user_id: number } | undefined;
  if (videos.length === 0 || notes.length === 0 || !member) return;
  /** The n-th post's work: a video (0–2), or a note of a library image (`note`). */
  const work = (n: number, note: boolean) => (note ? notes[n % notes.length]! : videos[n % videos.length]!);
  const accounts = db
    .prepare(
      `SELECT a.id, a.platform, a.platform_uid, a.name, a.avatar, a.revoked_at, a.expires_at, u.follower_count
       FROM platform_accounts a JOIN sim_platform_users u ON u.platform = a.platform AND u.platform_uid = a.platform_uid
       WHERE a.brand_id = ? ORDER BY a.id`,
    )
    .all(brandId) as unknown as SeedAccount[];
  /** The brand's first account on `platform` in `status` (1 authorised, 2 expiring, 3 expired, 4 revoked). */
  const account = (platform: PlatformCode, ...statuses: number[]) =>
    statuses
      .map((status) => accounts.find((a) => a.platform === platform && statusAt(a, now) === status))
      .find(Boolean);
  const live = (platform: PlatformCode) => account(platform, 1, 2);

  const batch = (name: string, createdAt: number, scheduledAt: number | null) =>
    insertPublishTask(db, brandId, { userId: member.user_id, name, scheduledAt, options: {}, now: createdAt });

  /** Queues one publication as the batch form would, then gives it `outcome`. */
  const publication = (
    taskId: number,
    n: number,
    to: SeedAccount,
    createdAt: number,
    note: boolean,
    outcome:
      | { status: 3; at: number; mountGoods?: boolean }
      | { status: 4; reason?: string; at: number }
      | { status: 1 | 5; scheduledAt: number }
      | { status: 2; at: number },
  ) => {
    const w = work(n, note);
    const post = POSTS[n % POSTS.length]!;
    const files = w.url ? [w.url] : [];
    const kind = w.source === 2 ? ('note' as const) : ('video' as const);
    const id = insertPublication(
      db,
      brandId,
      {
        source: 1,
        taskId,
        workSource: w.source,
        workId: w.id,
        workName: w.name,
        kind,
        files,
        coverUrl: w.cover_url,
        platform: to.platform,
        accountId: to.id,
        platformUid: to.platform_uid,
        accountName: to.name,
        accountAvatar: to.avatar || null,
        title: post.title,
        topics: [...post.topics],
        scheduledAt: 'scheduledAt' in outcome ? outcome.scheduledAt : null,
        userId: member.user_id,
      },
      createdAt,
    );
    const set = (sql: string, ...args: Array<string | number | null>) =>
      db.prepare(`UPDATE publications SET ${sql} WHERE id = ?`).run(...args, id);
    if ('scheduledAt' in outcome) {
      if (outcome.status === 5) set('status = 5, updated_at = ?', createdAt + HOUR);
      return;
    }
    if (outcome.status === 2)
      return set('status = 2, started_at = ?, attempts = 1, updated_at = ?', outcome.at, outcome.at);
    // Success or failure: published on the simulated platform when the grant allows, as the worker would.
    let reason = outcome.status === 4 ? (outcome.reason ?? null) : null;
    const state = statusAt(to, outcome.at);
    if (!reason && state === 4) reason = PUBLISH_ACCOUNT_REFUSALS.revoked;
    if (!reason && state === 3) reason = PUBLISH_ACCOUNT_REFUSALS.expired;
    if (!reason) {
      const text = post.topics.map((t) => `#${t}`).join(' ');
      try {
        const ctx = {
          db,
          platform: to.platform,
          key: PLATFORM_KEYS[to.platform],
          uid: to.platform_uid,
          followers: to.follower_count,
          now: outcome.at,
        };
        let item: { itemId: string; url: string };
        try {
          item = publishItem(
            ctx,
            { kind, title: post.title, text, files, ...(w.cover_url ? { coverFile: w.cover_url } : {}) },
            PLATFORM_NAMES[to.platform],
          );
        } catch (error) {
          // The platform checked the title and text first; a video not rendered yet is seeded as the
          // account's history instead (the simulated platform's own helper for it).
          if (!(error instanceof PlatformError) || error.message !== NOT_YET_RENDERED || files.length > 0) throw error;
          const itemId = `${PLATFORM_KEYS[to.platform]}_pub_${taskId}_${n}_${to.id}`;
          addSimItem(db, to.platform, to.platform_uid, { itemId, kind, title: post.title, at: outcome.at });
          item = { itemId, url: simItemUrl(PLATFORM_KEYS[to.platform], itemId) };
        }
        let mount: string | null = null;
        if (outcome.status === 3 && outcome.mountGoods && simShopOf(db, to.platform, to.platform_uid)) {
          const goodsId = `${to.platform_uid}_g0`;
          mountItem(
            { ...ctx, now },
            item.itemId,
            { kind: 'goods', goodsId, title: '' },
            true,
            PLATFORM_NAMES[to.platform],
          );
          const stored = db.prepare('SELECT mount FROM sim_platform_items WHERE item_id = ?').get(item.itemId) as {
            mount: string;
          };
          const { title } = JSON.parse(stored.mount) as { title: string };
          mount = JSON.stringify({ kind: 1, target: goodsId, label: title });
        }
        return set(
          `status = 3, item_id = ?, item_url = ?, published_at = ?, started_at = ?, attempts = 1, mount = ?, updated_at = ?`,
          item.itemId,
          item.url,
          outcome.at,
          outcome.at,
          mount,
          outcome.at,
        );
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        reason = error.message;
      }
    }
    return set('status = 4, reason = ?, started_at = ?, attempts = 1, updated_at = ?', reason, outcome.at, outcome.at);
  };

  // 1. Three days ago: two works to every platform's live account, and to an expired and a revoked one.
  const launched = now - 3 * DAY - 2 * HOUR;
  const first = batch('秋冬新品矩阵发布', launched, null);
  const targets = [
    ...PLATFORM_CODES.map((p) => live(p)),
    account(1, 3), // expired: refused by the grant
    account(2, 4), // revoked
  ].filter((a): a is SeedAccount => a !== undefined);
  let minute = 1;
  for (const n of [0, 1]) {
    for (const to of targets) {
      // The second work's title is longer than 视频号 takes: the platform refuses it, in its words.
      publication(first, n, to, launched, false, {
        status: 3,
        at: launched + minute * MINUTE,
        mountGoods: n === 0 && to.platform === 1,
      });
      minute += 1;
    }
  }

  // 2. Yesterday: the store visit to Douyin and Xiaohongshu; one Douyin publication timed out (retry cures it).
  const visited = now - DAY - 5 * HOUR;
  const second = batch('门店探店合集', visited, null);
  const dy = live(1);
  const xhs = live(3);
  // Notes of a library image: the timed-out one really publishes when retried.
  if (dy)
    publication(second, 2, dy, visited, true, { status: 4, reason: '发布超时，请重试', at: visited + 2 * MINUTE });
  if (xhs) publication(second, 2, xhs, visited, true, { status: 3, at: visited + 3 * MINUTE });
  const ks = live(4);
  if (ks) publication(second, 2, ks, visited, false, { status: 3, at: visited + 4 * MINUTE });

  // 3. Scheduled for the day after tomorrow: waiting.
  const planned = now - 2 * HOUR;
  const third = batch('周末预约发布', planned, now + 2 * DAY);
  for (const p of [1, 4] as const) {
    const to = live(p);
    if (to) publication(third, 0, to, planned, true, { status: 1, scheduledAt: now + 2 * DAY });
  }

  // 4. A schedule cancelled: closed.
  const cancelled = now - 2 * DAY;
  const fourth = batch('已取消的预约发布', cancelled, now + DAY);
  for (const p of [2, 3] as const) {
    const to = live(p);
    if (to) publication(fourth, 1, to, cancelled, false, { status: 5, scheduledAt: now + DAY });
  }

  // 5. Just started: publishing (the worker's ten-minute limit fails it if it never answers).
  const started = now - MINUTE;
  const fifth = batch('新品短视频补发', started, null);
  const wx = live(2);
  if (wx) publication(fifth, 0, wx, started, true, { status: 2, at: started });
}
