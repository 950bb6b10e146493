import type { Context, Hono } from 'hono';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from '../db/database';
import type { AppEnv, Services } from '../http/context';
import { Codes } from '../http/errors';
import { newNonce } from '../http/securityHeaders';
import { formatDateTime } from '../lib/time';
import {
  figuresAt,
  itemContent,
  listComments as listSimComments,
  listFans as listSimFans,
  listGoods as listSimGoods,
  listItems,
  listLives as listSimLives,
  listMessages as listSimMessages,
  listOrders as listSimOrders,
  mountItem,
  publishItem,
  replyComment as replySimComment,
  sendMessage as sendSimMessage,
  type SimContext,
} from './simContent';
import { simShopLoginUrl, simShopOf } from './shops';
import {
  allowedCallback,
  consentForm,
  escapeHtml,
  prefersEnglish,
  standInHeaders,
  standInHtml,
  withQuery,
} from '../http/standInPage';
import {
  PLATFORM_CODES,
  PlatformError,
  type PlatformAdapter,
  type PlatformAdapters,
  type PlatformCode,
  type PlatformGrant,
  type PlatformMount,
  type PlatformProfile,
} from './adapter';

/**
 * The built-in simulated platforms (ADR 0023): Douyin, WeChat Channels, Xiaohongshu and Kuaishou as
 * the reference server's own stand-ins, with their state in the database (`sim_platform_*`,
 * migration 012). Each has a consent page (`/platform/stand-in/<key>/authorize`) where a member
 * chooses one of the platform's accounts and how long the grant lasts, one-time codes (five
 * minutes), grants with an access token that expires after the chosen days and a refresh token that
 * lives 30 days longer, refresh and revoke; and avatars of its accounts as SVG.
 */

export const SIM_PATH = '/platform/stand-in';
/** The console's callback page of every platform (`platforms/authorisation.ts`). */
export const CALLBACK_PATH = '/platform/callback';
/** 扫码发布's visitor callback (ADR 0036 part C): the consent page also answers there. */
export const QR_PUBLISH_CALLBACK_PATH = '/p/callback';
export const SIM_CODE_TTL_MS = 5 * 60 * 1000;
/** A refresh token outlives its access token by this long. */
export const REFRESH_EXTRA_MS = 30 * 24 * 3600 * 1000;
/** Grant lengths the consent page offers, in days (the first is the default). */
export const GRANT_DAYS = [30, 7, 90] as const;
const DAY_MS = 24 * 3600 * 1000;
const STATE = /^[\w-]{16,200}$/;
const UID = /^[\w-]{1,64}$/;
const MAX_FIELD = 2048;

export const PLATFORM_KEYS: Record<PlatformCode, string> = { 1: 'dy', 2: 'wx', 3: 'xhs', 4: 'ks' };
const NAMES: Record<PlatformCode, { zh: string; en: string; colour: string }> = {
  1: { zh: '抖音', en: 'Douyin', colour: '#161823' },
  2: { zh: '视频号', en: 'WeChat Channels', colour: '#07a35a' },
  3: { zh: '小红书', en: 'Xiaohongshu', colour: '#d6002f' },
  4: { zh: '快手', en: 'Kuaishou', colour: '#c63f00' },
};

const codeOfKey = (key: string | undefined): PlatformCode | null =>
  PLATFORM_CODES.find((code) => PLATFORM_KEYS[code] === key) ?? null;

export const simAvatarUrl = (platform: PlatformCode, uid: string) =>
  `${SIM_PATH}/${PLATFORM_KEYS[platform]}/avatar/${encodeURIComponent(uid)}.svg`;

interface SimUser {
  platform_uid: string;
  name: string;
  avatar: string;
  follower_count: number;
}

const profileOf = (platform: PlatformCode, user: SimUser): PlatformProfile => ({
  platformUid: user.platform_uid,
  name: user.name,
  avatar: user.avatar || simAvatarUrl(platform, user.platform_uid),
  followerCount: user.follower_count,
});

function simUser(db: Database, platform: PlatformCode, uid: string): SimUser | undefined {
  return db
    .prepare(
      'SELECT platform_uid, name, avatar, follower_count FROM sim_platform_users WHERE platform = ? AND platform_uid = ?',
    )
    .get(platform, uid) as SimUser | undefined;
}

/** The simulated platform's accounts a person can consent for (seeded; tests add their own). */
export function simUsers(db: Database, platform: PlatformCode): SimUser[] {
  return db
    .prepare(
      'SELECT platform_uid, name, avatar, follower_count FROM sim_platform_users WHERE platform = ? ORDER BY platform_uid',
    )
    .all(platform) as unknown as SimUser[];
}

export function addSimUser(
  db: Database,
  platform: PlatformCode,
  user: { uid: string; name: string; followerCount: number; avatar?: string },
) {
  db.prepare(
    `INSERT INTO sim_platform_users (platform, platform_uid, name, avatar, follower_count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (platform, platform_uid) DO UPDATE SET name = excluded.name, follower_count = excluded.follower_count`,
  ).run(platform, user.uid, user.name, user.avatar ?? '', user.followerCount);
}

/** Issues a grant at the simulated platform (the exchange, refresh, and the seed's grants). */
export function issueSimGrant(
  db: Database,
  platform: PlatformCode,
  uid: string,
  grantDays: number,
  now: number,
): PlatformGrant {
  const user = simUser(db, platform, uid);
  if (!user) throw new PlatformError('invalid_grant', '平台账号不存在');
  const accessToken = newToken();
  const refreshToken = newToken();
  const expiresAt = now + grantDays * DAY_MS;
  const refreshExpiresAt = expiresAt + REFRESH_EXTRA_MS;
  db.prepare(
    `INSERT INTO sim_platform_grants (platform, platform_uid, access_hash, refresh_hash, grant_days, expires_at, refresh_expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(platform, uid, hashToken(accessToken), hashToken(refreshToken), grantDays, expiresAt, refreshExpiresAt);
  return { profile: profileOf(platform, user), accessToken, refreshToken, expiresAt, refreshExpiresAt };
}

/** The simulated adapter of one platform, over the server's database and clock. */
export function simulatedAdapter(db: Database, platform: PlatformCode, now: () => number): PlatformAdapter {
  const grantBy = (column: 'access_hash' | 'refresh_hash', token: string) =>
    db
      .prepare(
        `SELECT id, platform_uid, grant_days, expires_at, refresh_expires_at, revoked FROM sim_platform_grants
         WHERE platform = ? AND ${column} = ?`,
      )
      .get(platform, hashToken(token)) as
      | {
          id: number;
          platform_uid: string;
          grant_days: number;
          expires_at: number;
          refresh_expires_at: number;
          revoked: number;
        }
      | undefined;
  /** The account a live grant is for, as the content calls see it. */
  const context = (accessToken: string): Promise<SimContext> => {
    const grant = grantBy('access_hash', accessToken);
    const user = grant && simUser(db, platform, grant.platform_uid);
    if (!grant || !user || grant.revoked || grant.expires_at <= now()) {
      return Promise.reject(new PlatformError('invalid_grant', '授权已失效，请重新授权'));
    }
    return Promise.resolve({
      db,
      platform,
      key: PLATFORM_KEYS[platform],
      uid: user.platform_uid,
      followers: user.follower_count,
      now: now(),
    });
  };
  return {
    platform,
    authorizeUrl: (state, redirectUri) =>
      `${SIM_PATH}/${PLATFORM_KEYS[platform]}/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri })}`,

    exchangeCode(code, redirectUri) {
      const row = db
        .prepare(
          `DELETE FROM sim_platform_codes WHERE code_hash = ? AND platform = ? RETURNING platform_uid, redirect_uri, grant_days, expires_at`,
        )
        .get(hashToken(code), platform) as
        { platform_uid: string; redirect_uri: string; grant_days: number; expires_at: number } | undefined;
      if (!row || row.expires_at <= now() || row.redirect_uri !== redirectUri) return Promise.resolve(null);
      return Promise.resolve(issueSimGrant(db, platform, row.platform_uid, row.grant_days, now()));
    },

    refresh(refreshToken) {
      const grant = grantBy('refresh_hash', refreshToken);
      if (!grant || grant.revoked || grant.refresh_expires_at <= now()) {
        return Promise.reject(new PlatformError('invalid_grant', '授权已失效，请重新授权'));
      }
      const user = simUser(db, platform, grant.platform_uid);
      if (!user) return Promise.reject(new PlatformError('invalid_grant', '平台账号不存在'));
      const accessToken = newToken();
      const nextRefresh = newToken();
      const expiresAt = now() + grant.grant_days * DAY_MS;
      const refreshExpiresAt = expiresAt + REFRESH_EXTRA_MS;
      db.prepare(
        'UPDATE sim_platform_grants SET access_hash = ?, refresh_hash = ?, expires_at = ?, refresh_expires_at = ? WHERE id = ?',
      ).run(hashToken(accessToken), hashToken(nextRefresh), expiresAt, refreshExpiresAt, grant.id);
      return Promise.resolve({
        profile: profileOf(platform, user),
        accessToken,
        refreshToken: nextRefresh,
        expiresAt,
        refreshExpiresAt,
      });
    },

    revoke(accessToken) {
      db.prepare('UPDATE sim_platform_grants SET revoked = 1 WHERE platform = ? AND access_hash = ?').run(
        platform,
        hashToken(accessToken),
      );
      return Promise.resolve();
    },

    shop(accessToken) {
      const grant = grantBy('access_hash', accessToken);
      if (!grant || grant.revoked || grant.expires_at <= now()) {
        return Promise.reject(new PlatformError('invalid_grant', '授权已失效，请重新授权'));
      }
      return Promise.resolve(simShopOf(db, platform, grant.platform_uid));
    },

    shopLoginUrl(accessToken) {
      const grant = grantBy('access_hash', accessToken);
      if (!grant || grant.revoked || grant.expires_at <= now()) {
        return Promise.reject(new PlatformError('invalid_grant', '授权已失效，请重新授权'));
      }
      const shop = simShopOf(db, platform, grant.platform_uid);
      if (!shop) return Promise.reject(new PlatformError('refused', '该账号没有店铺'));
      return Promise.resolve(simShopLoginUrl(db, shop.shopId, now()));
    },

    profile(accessToken) {
      const grant = grantBy('access_hash', accessToken);
      const user = grant && simUser(db, platform, grant.platform_uid);
      if (!grant || !user || grant.revoked || grant.expires_at <= now()) {
        return Promise.reject(new PlatformError('invalid_grant', '授权已失效，请重新授权'));
      }
      return Promise.resolve(profileOf(platform, user));
    },

    // Content, interaction and commerce (simContent.ts): derived from the account and the clock.
    publish: async (accessToken, input) => publishItem(await context(accessToken), input, NAMES[platform].zh),
    listContent: async (accessToken, cursor) => listItems(await context(accessToken), cursor),
    contentFigures: async (accessToken, itemId) => itemContent(await context(accessToken), itemId),
    mount: async (accessToken, itemId, mount) => {
      const ctx = await context(accessToken);
      mountItem(ctx, itemId, mount, simShopOf(db, platform, ctx.uid) !== null, NAMES[platform].zh);
    },
    listLives: async (accessToken, cursor) => listSimLives(await context(accessToken), cursor),
    listComments: async (accessToken, itemId, cursor) => listSimComments(await context(accessToken), itemId, cursor),
    replyComment: async (accessToken, itemId, commentId, text) =>
      replySimComment(await context(accessToken), itemId, commentId, text),
    listMessages: async (accessToken, cursor) => listSimMessages(await context(accessToken), cursor),
    sendMessage: async (accessToken, conversationId, text) =>
      sendSimMessage(await context(accessToken), conversationId, text),
    listFans: async (accessToken, cursor) => listSimFans(await context(accessToken), cursor),
    listGoods: async (accessToken, cursor) => {
      const ctx = await context(accessToken);
      return listSimGoods(ctx, simShopOf(db, platform, ctx.uid) !== null, cursor);
    },
    listOrders: async (accessToken, cursor) => {
      const ctx = await context(accessToken);
      return listSimOrders(ctx, simShopOf(db, platform, ctx.uid) !== null, cursor);
    },
  };
}

/** The four simulated adapters. */
export function simulatedAdapters(db: Database, now: () => number): PlatformAdapters {
  return {
    1: simulatedAdapter(db, 1, now),
    2: simulatedAdapter(db, 2, now),
    3: simulatedAdapter(db, 3, now),
    4: simulatedAdapter(db, 4, now),
  };
}

/** A stored item's mount (`sim_platform_items.mount`), or null when none or unreadable. */
function mountOf(json: string | null): PlatformMount | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as PlatformMount;
    return value.kind === 'goods' || value.kind === 'miniProgram' ? value : null;
  } catch {
    return null;
  }
}

const refuse = (c: Context, msg: string) => c.json({ code: Codes.badRequest, msg }, 400);

const compact = (count: number, english: boolean) => {
  if (english) return count >= 10_000 ? `${(count / 1000).toFixed(1)}k` : String(count);
  return count >= 10_000 ? `${(count / 10_000).toFixed(1)}万` : String(count);
};

function consentPage(
  platform: PlatformCode,
  users: readonly SimUser[],
  redirect: URL,
  state: string,
  english: boolean,
  nonce: string,
): string {
  const name = NAMES[platform][english ? 'en' : 'zh'];
  const text = english
    ? {
        title: `Authorise a ${name} account`,
        note: `Simulated ${name} of the Brand Console reference server: choose the account to authorise and how long the grant lasts.`,
        account: 'Account',
        days: 'Grant lasts',
        day: (n: number) => `${n} days`,
        followers: 'followers',
        allow: 'Authorise',
        deny: 'Deny',
        none: 'This platform has no accounts.',
      }
    : {
        title: `授权${name}账号`,
        note: `品牌内容营销平台参考服务器的模拟${name}：选择要授权的账号和授权有效期。`,
        account: '授权账号',
        days: '授权有效期',
        day: (n: number) => `${n} 天`,
        followers: '粉丝',
        allow: '同意授权',
        deny: '拒绝',
        none: '该平台暂无账号。',
      };
  const accounts = users.map(
    (user, index) =>
      `<label><input type="radio" name="uid" value="${escapeHtml(user.platform_uid)}" required${
        index === 0 ? ' checked' : ''
      }> <img src="${escapeHtml(user.avatar || simAvatarUrl(platform, user.platform_uid))}" alt="" width="28" height="28"> ${escapeHtml(
        user.name,
      )} <small>${escapeHtml(user.platform_uid)} · ${escapeHtml(compact(user.follower_count, english))} ${escapeHtml(
        text.followers,
      )}</small></label>`,
  );
  const days = GRANT_DAYS.map(
    (n, index) =>
      `<label><input type="radio" name="days" value="${n}"${index === 0 ? ' checked' : ''}> ${escapeHtml(text.day(n))}</label>`,
  );
  return standInHtml({
    english,
    nonce,
    title: text.title,
    accent: NAMES[platform].colour,
    width: 460,
    body: `<p>${escapeHtml(text.note)}</p>
${consentForm({
  action: `${SIM_PATH}/${PLATFORM_KEYS[platform]}/authorize`,
  hidden: { redirect_uri: redirect.toString(), state },
  groups: [
    { legend: text.account, options: accounts, empty: text.none },
    { legend: text.days, options: days },
  ],
  allow: text.allow,
  deny: text.deny,
})}`,
  });
}

function avatarSvg(platform: PlatformCode, name: string): string {
  const initial = escapeHtml([...name.trim()][0] ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${NAMES[platform].colour}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
}

/** The simulated platforms' pages: consent (GET and its POST) and account avatars. */
export function registerSimulatedPlatforms(app: Hono<AppEnv>, services: Services): void {
  app.use(`${SIM_PATH}/*`, async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });

  app.get(`${SIM_PATH}/:key/authorize`, (c) => {
    const platform = codeOfKey(c.req.param('key'));
    if (!platform) return c.json({ code: Codes.notFound, msg: '平台不存在' }, 404);
    const redirect =
      allowedCallback(c.req.query('redirect_uri'), c.req.url, CALLBACK_PATH) ??
      allowedCallback(c.req.query('redirect_uri'), c.req.url, QR_PUBLISH_CALLBACK_PATH);
    if (!redirect) return refuse(c, '参数错误：redirect_uri');
    const state = c.req.query('state') ?? '';
    if (!STATE.test(state)) return refuse(c, '参数错误：state');
    const nonce = newNonce();
    const html = consentPage(platform, simUsers(services.db, platform), redirect, state, prefersEnglish(c), nonce);
    return c.html(html, 200, standInHeaders(nonce, { images: true, formTo: redirect.origin }));
  });

  app.post(`${SIM_PATH}/:key/authorize`, async (c) => {
    const platform = codeOfKey(c.req.param('key'));
    if (!platform) return c.json({ code: Codes.notFound, msg: '平台不存在' }, 404);
    const form = await c.req.parseBody();
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' && value.length <= MAX_FIELD ? value : undefined;
    };
    const redirect =
      allowedCallback(field('redirect_uri'), c.req.url, CALLBACK_PATH) ??
      allowedCallback(field('redirect_uri'), c.req.url, QR_PUBLISH_CALLBACK_PATH);
    if (!redirect) return refuse(c, '参数错误：redirect_uri');
    const state = field('state') ?? '';
    if (!STATE.test(state)) return refuse(c, '参数错误：state');
    c.header('Cache-Control', 'no-store');
    if (field('decision') !== 'allow') return c.redirect(withQuery(redirect, { error: 'access_denied', state }), 302);
    const uid = field('uid') ?? '';
    if (!UID.test(uid) || !simUser(services.db, platform, uid)) return refuse(c, '请选择授权的账号');
    const days = Number(field('days') ?? GRANT_DAYS[0]);
    if (!(GRANT_DAYS as readonly number[]).includes(days)) return refuse(c, '参数错误：days');
    const code = newToken();
    services.db
      .prepare(
        `INSERT INTO sim_platform_codes (code_hash, platform, platform_uid, redirect_uri, grant_days, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(hashToken(code), platform, uid, redirect.toString(), days, services.now() + SIM_CODE_TTL_MS);
    return c.redirect(withQuery(redirect, { code, state }), 302);
  });

  // A published item on the simulated platform: what its link shows (title and figures now).
  app.get(`${SIM_PATH}/:key/item/:itemId`, (c) => {
    const platform = codeOfKey(c.req.param('key'));
    const row = platform
      ? (services.db
          .prepare(
            `SELECT i.item_id, i.kind, i.title, i.published_at, i.mount, u.name, u.follower_count FROM sim_platform_items i
             JOIN sim_platform_users u ON u.platform = i.platform AND u.platform_uid = i.platform_uid
             WHERE i.platform = ? AND i.item_id = ?`,
          )
          .get(platform, c.req.param('itemId')) as
          | {
              item_id: string;
              kind: string;
              title: string;
              published_at: number;
              mount: string | null;
              name: string;
              follower_count: number;
            }
          | undefined)
      : undefined;
    if (!platform || !row) return c.json({ code: Codes.notFound, msg: '作品不存在' }, 404);
    const english = prefersEnglish(c);
    const nonce = newNonce();
    const figures = figuresAt(row.item_id, row.follower_count, row.published_at, services.now());
    const labels = english
      ? { plays: 'Plays', likes: 'Likes', comments: 'Comments', shares: 'Shares', collects: 'Saves', by: 'By' }
      : { plays: '播放', likes: '点赞', comments: '评论', shares: '分享', collects: '收藏', by: '发布者' };
    const rows = (['plays', 'likes', 'comments', 'shares', 'collects'] as const)
      .map((k) => `<dt>${escapeHtml(labels[k])}</dt><dd>${figures[k]}</dd>`)
      .join('');
    // What the item carries (发布记录's mount dialog): a product of the shop or a mini-programme page.
    const mount = mountOf(row.mount);
    const carried = !mount
      ? ''
      : mount.kind === 'goods'
        ? `<p data-mount="goods">${escapeHtml(english ? 'Product' : '挂载商品')}: ${escapeHtml(mount.title)}</p>`
        : `<p data-mount="miniProgram">${escapeHtml(english ? 'Mini programme' : '小程序')}: ${escapeHtml(
            mount.label,
          )} <small>${escapeHtml(mount.path)}</small></p>`;
    return c.html(
      standInHtml({
        english,
        nonce,
        title: row.title,
        accent: NAMES[platform].colour,
        body: `<p>${escapeHtml(labels.by)} ${escapeHtml(row.name)} · ${escapeHtml(formatDateTime(row.published_at))}</p><dl>${rows}</dl>${carried}`,
        css: 'dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0}dt{color:#4e5969}dd{margin:0}',
      }),
      200,
      standInHeaders(nonce),
    );
  });

  app.get(`${SIM_PATH}/:key/avatar/:file`, (c) => {
    const platform = codeOfKey(c.req.param('key'));
    const file = /^([\w-]{1,64})\.svg$/.exec(c.req.param('file'));
    const user = platform && file ? simUser(services.db, platform, file[1]!) : undefined;
    if (!platform || !user) return c.json({ code: Codes.notFound, msg: '头像不存在' }, 404);
    return c.body(avatarSvg(platform, user.name), 200, {
      'Content-Type': 'image/svg+xml',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'public, max-age=3600',
    });
  });
}
