import { PUBLISH_MOUNT_PLATFORMS, PUBLISH_PLATFORM_LIMITS } from '@brand-console/api-client';
import { newToken } from '../auth/tokens';
import type { Database } from '../db/database';
import {
  PlatformError,
  type PlatformCode,
  type PlatformComment,
  type PlatformContent,
  type PlatformFan,
  type PlatformGoods,
  type PlatformLive,
  type PlatformMessage,
  type PlatformMount,
  type PlatformOrder,
  type PlatformPage,
  type PublishInput,
  type PublishResult,
} from './adapter';

/**
 * What the simulated platforms hold beyond authorisation (ADR 0023): published items and their
 * figures, lives, comments, direct messages, fans, goods and orders of an account.
 *
 * Only what an account does is stored (items it published, replies, messages it sent; migration
 * 018). The rest is derived from the account, a seed of its id and the clock, so every read says the
 * same thing and figures only grow: an item's plays follow a curve of its age and the account's
 * followers, lives happen on a weekly schedule from a fixed start, comments and fans come from word
 * lists in a stable order. A real adapter answers the same calls from the platform's open API.
 */

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** Where the derived schedules (lives, orders) start. */
const EPOCH = Date.parse('2026-09-01T12:00:00Z');
const PAGE = 20;

/** A stable 32-bit hash of `text` (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) fixed by `seed` (one step of mulberry32). */
function unit(seed: string): number {
  let t = (hash(seed) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const pick = <T>(list: readonly T[], seed: string): T => list[Math.floor(unit(seed) * list.length)]!;

const SURNAMES = ['林', '王', '陈', '张', '李', '赵', '周', '吴', '郑', '孙', '何', '许'];
const GIVEN = ['小鱼', '晓晴', '一一', '安安', '子墨', '可可', '阿杰', '雨桐', '木木', '星星', '橙子', '阿宁'];
const COMMENTS = [
  '这个颜色好好看！',
  '求链接～',
  '已经下单了，期待',
  '上次买的很好用，回购',
  '请问敏感肌能用吗？',
  '门店在哪里呀',
  '主播讲得好清楚',
  '价格什么时候有优惠？',
  '收藏了，周末去试试',
  '包装太精致了',
];
const MESSAGES = ['你好，想咨询一下', '这款还有货吗？', '可以开发票吗', '什么时候发货呀', '谢谢，已经收到了'];
const GOODS_WORDS = ['水润精华', '轻薄粉底', '柔雾唇釉', '修护面霜', '清透防晒', '卸妆油', '眼影盘', '气垫'];

const nameOf = (seed: string) => `${pick(SURNAMES, `${seed}:s`)}${pick(GIVEN, `${seed}:g`)}`;

interface ItemRow {
  item_id: string;
  platform: PlatformCode;
  platform_uid: string;
  kind: 'video' | 'note';
  title: string;
  published_at: number;
}

/** The address of an item on the simulated platform (its page is `simulated.ts`'s). */
export const simItemUrl = (key: string, itemId: string) =>
  `/platform/stand-in/${key}/item/${encodeURIComponent(itemId)}`;

/**
 * Figures of an item at `now`: plays rise quickly in the first two days and keep growing slowly,
 * scaled by the account's followers and a per-item factor; the others are shares of the plays.
 */
export function figuresAt(itemId: string, followers: number, publishedAt: number, now: number) {
  const hours = Math.max(0, (now - publishedAt) / HOUR);
  const reach = Math.max(200, followers * 0.08) * (0.4 + unit(`${itemId}:reach`) * 1.2);
  const plays = Math.floor(reach * (1 - Math.exp(-hours / 36)) + reach * 0.02 * Math.sqrt(hours));
  const share = (key: string, base: number) => Math.floor(plays * base * (0.6 + unit(`${itemId}:${key}`) * 0.8));
  return {
    plays,
    likes: share('likes', 0.06),
    comments: share('comments', 0.006),
    shares: share('shares', 0.003),
    collects: share('collects', 0.012),
  };
}

export interface SimContext {
  db: Database;
  platform: PlatformCode;
  key: string;
  uid: string;
  followers: number;
  now: number;
}

function itemRow(ctx: SimContext, itemId: string): ItemRow | undefined {
  return ctx.db
    .prepare(
      `SELECT item_id, platform, platform_uid, kind, title, published_at FROM sim_platform_items
       WHERE item_id = ? AND platform = ? AND platform_uid = ?`,
    )
    .get(itemId, ctx.platform, ctx.uid) as ItemRow | undefined;
}

const toContent = (ctx: SimContext, row: ItemRow): PlatformContent => ({
  itemId: row.item_id,
  kind: row.kind,
  title: row.title,
  url: simItemUrl(ctx.key, row.item_id),
  publishedAt: row.published_at,
  ...figuresAt(row.item_id, ctx.followers, row.published_at, ctx.now),
});

/** A page of `all` from `cursor` (an offset), with the next cursor while more remain. */
function pageOf<T>(all: readonly T[], cursor: string | null | undefined): PlatformPage<T> {
  const start = Math.max(0, Number.parseInt(cursor ?? '0', 10) || 0);
  const items = all.slice(start, start + PAGE);
  return { items, cursor: start + PAGE < all.length ? String(start + PAGE) : null };
}

/** Longest title and text each platform takes, and most images of a note. */
export function publishItem(ctx: SimContext, input: PublishInput, platformName: string): PublishResult {
  const limits = PUBLISH_PLATFORM_LIMITS[ctx.platform];
  const title = input.title.trim();
  if (!title) throw new PlatformError('refused', '标题不能为空');
  if ([...title].length > limits.title)
    throw new PlatformError('refused', `${platformName}标题最多 ${limits.title} 个字`);
  if ([...input.text].length > limits.text)
    throw new PlatformError('refused', `${platformName}正文最多 ${limits.text} 个字`);
  if (input.kind === 'video' && input.files.length !== 1)
    throw new PlatformError('refused', '视频作品需要一个视频文件');
  if (input.kind === 'note' && (input.files.length === 0 || input.files.length > limits.images)) {
    throw new PlatformError('refused', `图文作品需要 1–${limits.images} 张图片`);
  }
  const itemId = `${ctx.key}_${newToken().slice(0, 16)}`;
  ctx.db
    .prepare(
      `INSERT INTO sim_platform_items (item_id, platform, platform_uid, kind, title, text, files, goods, published_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      itemId,
      ctx.platform,
      ctx.uid,
      input.kind,
      title,
      input.text,
      JSON.stringify(input.files),
      JSON.stringify(input.goodsIds ?? []),
      ctx.now,
    );
  return { itemId, url: simItemUrl(ctx.key, itemId) };
}

/** Seeds an item as if published at `at` (the demo accounts' history). */
export function addSimItem(
  db: Database,
  platform: PlatformCode,
  uid: string,
  item: { itemId: string; kind: 'video' | 'note'; title: string; at: number },
) {
  db.prepare(
    `INSERT OR IGNORE INTO sim_platform_items (item_id, platform, platform_uid, kind, title, published_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(item.itemId, platform, uid, item.kind, item.title, item.at);
}

export function listItems(ctx: SimContext, cursor?: string | null): PlatformPage<PlatformContent> {
  const rows = ctx.db
    .prepare(
      `SELECT item_id, platform, platform_uid, kind, title, published_at FROM sim_platform_items
       WHERE platform = ? AND platform_uid = ? AND published_at <= ? ORDER BY published_at DESC, item_id`,
    )
    .all(ctx.platform, ctx.uid, ctx.now) as unknown as ItemRow[];
  return pageOf(
    rows.map((row) => toContent(ctx, row)),
    cursor,
  );
}

export function itemContent(ctx: SimContext, itemId: string): PlatformContent {
  const row = itemRow(ctx, itemId);
  if (!row) throw new PlatformError('refused', '作品不存在');
  return toContent(ctx, row);
}

const MOUNT_NAMES = { goods: '商品', miniProgram: '小程序' } as const;

/**
 * Attaches a product or a mini-programme page to one of the account's items (null takes it off),
 * under the platform's rules (`PUBLISH_MOUNT_PLATFORMS`): goods only of the account's own shop.
 */
export function mountItem(
  ctx: SimContext,
  itemId: string,
  mount: PlatformMount | null,
  hasShop: boolean,
  platformName: string,
): void {
  if (!itemRow(ctx, itemId)) throw new PlatformError('refused', '作品不存在');
  if (mount) {
    const kind = mount.kind === 'goods' ? 1 : 2;
    if (!PUBLISH_MOUNT_PLATFORMS[kind].includes(ctx.platform)) {
      throw new PlatformError('refused', `${platformName}不支持挂载${MOUNT_NAMES[mount.kind]}`);
    }
    if (mount.kind === 'goods') {
      const { goodsId } = mount;
      const goods = listGoodsAll(ctx, hasShop).find((g) => g.goodsId === goodsId);
      if (!goods) throw new PlatformError('refused', '商品不属于该账号');
      mount = { kind: 'goods', goodsId: goods.goodsId, title: goods.title };
    }
  }
  ctx.db
    .prepare('UPDATE sim_platform_items SET mount = ? WHERE item_id = ? AND platform = ? AND platform_uid = ?')
    .run(mount ? JSON.stringify(mount) : null, itemId, ctx.platform, ctx.uid);
}

/** Lives: at most one a week, at 20:00 (UTC+8), from the schedule's start; past ones have ended. */
export function listLives(ctx: SimContext, cursor?: string | null): PlatformPage<PlatformLive> {
  const lives: PlatformLive[] = [];
  const weeks = Math.floor((ctx.now - EPOCH) / (7 * DAY));
  for (let week = weeks; week >= 0; week -= 1) {
    const liveId = `${ctx.uid}_live_${week}`;
    if (unit(`${liveId}:on`) < 0.45) continue;
    const startedAt = EPOCH + week * 7 * DAY + Math.floor(unit(`${liveId}:day`) * 7) * DAY;
    if (startedAt > ctx.now) continue;
    const length = (1 + unit(`${liveId}:len`) * 2) * HOUR;
    const scale = Math.max(50, ctx.followers * 0.01) * (0.5 + unit(`${liveId}:scale`));
    const ended = startedAt + length <= ctx.now;
    lives.push({
      liveId,
      title: `${pick(GOODS_WORDS, `${liveId}:t`)}专场直播`,
      startedAt,
      endedAt: ended ? startedAt + length : null,
      viewers: Math.floor(scale * 3),
      peakViewers: Math.floor(scale * 0.4),
      likes: Math.floor(scale * 12),
      comments: Math.floor(scale * 0.9),
    });
  }
  return pageOf(lives, cursor);
}

/** Comments on an item: as many as its figures say, at most 200 listed, newest first, and the account's replies. */
export function listComments(ctx: SimContext, itemId: string, cursor?: string | null): PlatformPage<PlatformComment> {
  const row = itemRow(ctx, itemId);
  if (!row) throw new PlatformError('refused', '作品不存在');
  const count = Math.min(200, figuresAt(itemId, ctx.followers, row.published_at, ctx.now).comments);
  const comments: PlatformComment[] = [];
  for (let i = 0; i < count; i += 1) {
    const commentId = `${itemId}_c${i}`;
    comments.push({
      commentId,
      itemId,
      author: nameOf(commentId),
      text: pick(COMMENTS, commentId),
      // Spread over the item's life so far, the first ones soonest.
      createdAt: row.published_at + Math.floor(((ctx.now - row.published_at) * (i + 1)) / (count + 1)),
      replyTo: null,
    });
  }
  const replies = ctx.db
    .prepare('SELECT comment_id, reply_to, text, created_at FROM sim_platform_replies WHERE item_id = ?')
    .all(itemId) as Array<{ comment_id: string; reply_to: string; text: string; created_at: number }>;
  for (const reply of replies) {
    comments.push({
      commentId: reply.comment_id,
      itemId,
      author: '',
      text: reply.text,
      createdAt: reply.created_at,
      replyTo: reply.reply_to,
    });
  }
  comments.sort((a, b) => b.createdAt - a.createdAt || a.commentId.localeCompare(b.commentId));
  return pageOf(comments, cursor);
}

export function replyComment(ctx: SimContext, itemId: string, commentId: string, text: string): PlatformComment {
  if (!itemRow(ctx, itemId)) throw new PlatformError('refused', '作品不存在');
  const body = text.trim();
  if (!body || [...body].length > 500) throw new PlatformError('refused', '回复需要 1–500 个字');
  const replyId = `${itemId}_r${newToken().slice(0, 12)}`;
  ctx.db
    .prepare(
      'INSERT INTO sim_platform_replies (comment_id, item_id, reply_to, text, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(replyId, itemId, commentId, body, ctx.now);
  return { commentId: replyId, itemId, author: '', text: body, createdAt: ctx.now, replyTo: commentId };
}

/** Direct messages: a few conversations a week from fans, and what the account sent. */
export function listMessages(ctx: SimContext, cursor?: string | null): PlatformPage<PlatformMessage> {
  const messages: PlatformMessage[] = [];
  const days = Math.floor((ctx.now - EPOCH) / DAY);
  for (let day = days; day >= 0 && messages.length < 200; day -= 1) {
    const messageId = `${ctx.uid}_m${day}`;
    if (unit(`${messageId}:on`) < 0.5) continue;
    const createdAt = EPOCH + day * DAY + Math.floor(unit(`${messageId}:at`) * DAY);
    if (createdAt > ctx.now) continue;
    const peer = nameOf(`${messageId}:peer`);
    messages.push({
      messageId,
      conversationId: `${ctx.uid}_conv_${hash(peer) % 1000}`,
      fromAccount: false,
      peer,
      text: pick(MESSAGES, messageId),
      createdAt,
    });
  }
  const sent = ctx.db
    .prepare(
      'SELECT message_id, conversation_id, text, created_at FROM sim_platform_sent WHERE platform = ? AND platform_uid = ?',
    )
    .all(ctx.platform, ctx.uid) as Array<{
    message_id: string;
    conversation_id: string;
    text: string;
    created_at: number;
  }>;
  for (const row of sent) {
    messages.push({
      messageId: row.message_id,
      conversationId: row.conversation_id,
      fromAccount: true,
      peer: '',
      text: row.text,
      createdAt: row.created_at,
    });
  }
  messages.sort((a, b) => b.createdAt - a.createdAt || a.messageId.localeCompare(b.messageId));
  return pageOf(messages, cursor);
}

export function sendMessage(ctx: SimContext, conversationId: string, text: string): PlatformMessage {
  const body = text.trim();
  if (!body || [...body].length > 500) throw new PlatformError('refused', '消息需要 1–500 个字');
  if (!conversationId.startsWith(`${ctx.uid}_conv_`)) throw new PlatformError('refused', '会话不存在');
  const messageId = `${ctx.uid}_s${newToken().slice(0, 12)}`;
  ctx.db
    .prepare(
      `INSERT INTO sim_platform_sent (message_id, platform, platform_uid, conversation_id, text, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(messageId, ctx.platform, ctx.uid, conversationId, body, ctx.now);
  return { messageId, conversationId, fromAccount: true, peer: '', text: body, createdAt: ctx.now };
}

/** Fans, newest first: the account's follower count, of which the latest 500 are listed. */
export function listFans(ctx: SimContext, cursor?: string | null): PlatformPage<PlatformFan> {
  const fans: PlatformFan[] = [];
  const listed = Math.min(500, ctx.followers);
  for (let i = 0; i < listed; i += 1) {
    const fanId = `${ctx.uid}_fan_${ctx.followers - i}`;
    fans.push({ fanId, name: nameOf(fanId), followedAt: ctx.now - Math.floor((i + unit(fanId)) * 6 * HOUR) });
  }
  return pageOf(fans, cursor);
}

/** Goods of the account's shop (none without one). */
export function listGoods(ctx: SimContext, hasShop: boolean, cursor?: string | null): PlatformPage<PlatformGoods> {
  return pageOf(listGoodsAll(ctx, hasShop), cursor);
}

function listGoodsAll(ctx: Pick<SimContext, 'uid'>, hasShop: boolean): PlatformGoods[] {
  if (!hasShop) return [];
  return GOODS_WORDS.map((word, i) => {
    const goodsId = `${ctx.uid}_g${i}`;
    return {
      goodsId,
      title: `${word}${pick(['', ' 礼盒装', ' 旅行装', ' 升级版'], goodsId)}`,
      price: (49 + Math.floor(unit(`${goodsId}:p`) * 40) * 10) * 100,
      stock: Math.floor(unit(`${goodsId}:s`) * 500),
    };
  });
}

/** Orders of the shop: a few a day from the schedule's start, older ones further along. */
export function listOrders(ctx: SimContext, hasShop: boolean, cursor?: string | null): PlatformPage<PlatformOrder> {
  if (!hasShop) return { items: [], cursor: null };
  const goods = listGoods(ctx, true).items;
  const orders: PlatformOrder[] = [];
  const days = Math.floor((ctx.now - EPOCH) / DAY);
  for (let day = days; day >= 0 && orders.length < 500; day -= 1) {
    const perDay = Math.floor(unit(`${ctx.uid}_d${day}`) * 5);
    for (let n = 0; n < perDay; n += 1) {
      const orderId = `${ctx.uid}_o${day}_${n}`;
      const createdAt = EPOCH + day * DAY + Math.floor(unit(`${orderId}:at`) * DAY);
      if (createdAt > ctx.now) continue;
      const item = pick(goods, orderId);
      const age = ctx.now - createdAt;
      const status: PlatformOrder['status'] =
        unit(`${orderId}:r`) < 0.05 ? 'refunded' : age < DAY ? 'paid' : age < 3 * DAY ? 'shipped' : 'finished';
      orders.push({ orderId, goodsId: item.goodsId, amount: item.price, status, createdAt });
    }
  }
  return pageOf(orders, cursor);
}
