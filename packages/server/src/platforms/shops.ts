import type { Hono } from 'hono';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from '../db/database';
import type { AppEnv, Services } from '../http/context';
import { Codes } from '../http/errors';
import { newNonce } from '../http/securityHeaders';
import { escapeHtml, prefersEnglish, standInHeaders, standInHtml } from '../http/standInPage';
import type { PlatformCode, PlatformShop } from './adapter';

/**
 * The simulated platforms' shops (抖店 on Douyin; migration 016): a platform account may own a shop,
 * and the shop's back office signs its owner in through a one-time quick-login ticket that the
 * console obtains with the account's grant (`getQyQuickLoginUrl`). The ticket lives a minute and
 * works once; the address carries it, never the account's token.
 */

export const SHOP_PATH = '/platform/stand-in/shop';
const TICKET_TTL_MS = 60 * 1000;
const TICKET = /^[\w-]{16,200}$/;

/** Gives a simulated platform account a shop (seed and tests). */
export function addSimShop(db: Database, platform: PlatformCode, uid: string, shop: { id: string; name: string }) {
  db.prepare(
    `INSERT INTO sim_platform_shops (platform, platform_uid, shop_id, shop_name) VALUES (?, ?, ?, ?)
     ON CONFLICT (platform, platform_uid) DO UPDATE SET shop_id = excluded.shop_id, shop_name = excluded.shop_name`,
  ).run(platform, uid, shop.id, shop.name);
}

/** The shop of a simulated platform account, if it has one. */
export function simShopOf(db: Database, platform: PlatformCode, uid: string): PlatformShop | null {
  const row = db
    .prepare('SELECT shop_id, shop_name FROM sim_platform_shops WHERE platform = ? AND platform_uid = ?')
    .get(platform, uid) as { shop_id: string; shop_name: string } | undefined;
  return row ? { shopId: row.shop_id, shopName: row.shop_name } : null;
}

/** A one-time quick-login address of a shop's back office. */
export function simShopLoginUrl(db: Database, shopId: string, now: number): string {
  const ticket = newToken() + newToken();
  db.prepare('DELETE FROM sim_shop_tickets WHERE expires_at < ?').run(now);
  db.prepare('INSERT INTO sim_shop_tickets (ticket_hash, shop_id, expires_at) VALUES (?, ?, ?)').run(
    hashToken(ticket),
    shopId,
    now + TICKET_TTL_MS,
  );
  return `${SHOP_PATH}/login?${new URLSearchParams({ ticket })}`;
}

/** The simulated shop back office's quick-login page: spends the ticket and shows whose shop is open. */
export function registerSimulatedShops(app: Hono<AppEnv>, services: Services): void {
  app.get(`${SHOP_PATH}/login`, (c) => {
    const english = prefersEnglish(c);
    const nonce = newNonce();
    const ticket = c.req.query('ticket') ?? '';
    const row = TICKET.test(ticket)
      ? (services.db
          .prepare(
            `DELETE FROM sim_shop_tickets WHERE ticket_hash = ?
             RETURNING shop_id, expires_at`,
          )
          .get(hashToken(ticket)) as { shop_id: string; expires_at: number } | undefined)
      : undefined;
    const shop =
      row && row.expires_at > services.now()
        ? (services.db
            .prepare(
              `SELECT s.shop_id, s.shop_name, u.name AS owner FROM sim_platform_shops s
               JOIN sim_platform_users u ON u.platform = s.platform AND u.platform_uid = s.platform_uid
               WHERE s.shop_id = ?`,
            )
            .get(row.shop_id) as { shop_id: string; shop_name: string; owner: string } | undefined)
        : undefined;
    if (!shop) {
      const title = english ? 'This sign-in link is no longer valid' : '登录链接已失效';
      const note = english
        ? 'Quick-login links work once, within a minute. Open the shop from the console again.'
        : '快捷登录链接只能使用一次，一分钟内有效。请回到控制台重新进入抖店。';
      return c.html(
        standInHtml({ english, nonce, title, body: `<p>${escapeHtml(note)}</p>` }),
        400,
        standInHeaders(nonce),
      );
    }
    const text = english
      ? {
          title: 'Shop back office',
          signedIn: 'Signed in to',
          owner: 'Account',
          id: 'Shop id',
          note: 'Simulated Douyin shop back office of the Brand Console reference server.',
        }
      : {
          title: '抖店后台',
          signedIn: '已登录店铺',
          owner: '所属账号',
          id: '店铺 ID',
          note: '品牌内容营销平台参考服务器的模拟抖店后台。',
        };
    const body = `<p>${escapeHtml(text.note)}</p>
<dl>
<dt>${escapeHtml(text.signedIn)}</dt><dd>${escapeHtml(shop.shop_name)}</dd>
<dt>${escapeHtml(text.owner)}</dt><dd>${escapeHtml(shop.owner)}</dd>
<dt>${escapeHtml(text.id)}</dt><dd>${escapeHtml(shop.shop_id)}</dd>
</dl>`;
    return c.html(
      standInHtml({
        english,
        nonce,
        title: text.title,
        accent: '#161823',
        body,
        css: 'dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0}dt{color:#4e5969}dd{margin:0}',
      }),
      200,
      standInHeaders(nonce),
    );
  });

  // Unknown quick-login paths answer as every unknown path does.
  app.all(`${SHOP_PATH}/*`, (c) => c.json({ code: Codes.notFound, msg: '页面不存在' }, 404));
}
