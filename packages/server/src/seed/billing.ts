import { hashToken, newToken } from '../auth/tokens';
import { addGoods, addUsageRecord, cancelByToken, goodsById, payByToken, placeOrder } from '../db/billing';
import type { Database } from '../db/database';
import { formatDateTime } from '../lib/time';

const DAY = 24 * 3600_000;
const MINUTE = 60_000;

/** The catalogue: top-ups (fen), then packages as [product type, quantity, days, price in fen]. */
const TOP_UPS = [10_000, 50_000, 100_000, 500_000];
const PACKAGES: Array<[1 | 2 | 3 | 4 | 5 | 6, number, number, number]> = [
  [1, 100, 30, 29_900],
  [1, 500, 90, 129_900],
  [1, 2000, 365, 459_900],
  [2, 10, 365, 199_900],
  [2, 50, 365, 899_900],
  [3, 20, 30, 39_900],
  [3, 100, 90, 169_900],
  [4, 1000, 30, 19_900],
  [4, 5000, 90, 89_900],
  [5, 200, 30, 19_900],
  [5, 1000, 90, 79_900],
  [6, 500, 30, 14_900],
  [6, 3000, 90, 69_900],
];

/**
 * What each brand bought, days before the seed's time: a top-up (`topUp`: its index), or a package
 * (`pkg`: its index in `PACKAGES`) paid on the payment page or from the balance; then left unpaid,
 * cancelled or expired. Written through the same functions the routes use, so the balance, its log and
 * the grants add up as they would.
 */
type Purchase = { daysAgo: number; num?: number } & (
  { topUp: number; pay: 'page' | 'cancel' | 'leave' } | { pkg: number; pay: 'page' | 'balance' | 'cancel' | 'leave' }
);

const PURCHASES: Record<number, Purchase[]> = {
  13: [
    { topUp: 3, pay: 'page', daysAgo: 75 },
    { pkg: 0, pay: 'balance', daysAgo: 74 }, // short videos, 30 days: long expired
    { pkg: 1, pay: 'balance', daysAgo: 40 },
    { pkg: 3, pay: 'balance', daysAgo: 39 },
    { topUp: 2, pay: 'page', daysAgo: 21 },
    { pkg: 5, pay: 'page', daysAgo: 12 },
    { pkg: 7, pay: 'balance', daysAgo: 11, num: 2 },
    { pkg: 9, pay: 'page', daysAgo: 9 },
    { pkg: 11, pay: 'balance', daysAgo: 8 },
    { topUp: 1, pay: 'cancel', daysAgo: 6 },
    { pkg: 2, pay: 'leave', daysAgo: 4 }, // expired unpaid
    { topUp: 0, pay: 'page', daysAgo: 2 },
    { pkg: 6, pay: 'cancel', daysAgo: 1 },
    { topUp: 0, pay: 'leave', daysAgo: 0 }, // unpaid, 5 minutes old at the seed
  ],
  14: [
    { topUp: 3, pay: 'page', daysAgo: 50 },
    { pkg: 1, pay: 'balance', daysAgo: 49 },
    { pkg: 3, pay: 'page', daysAgo: 30 },
    { pkg: 8, pay: 'balance', daysAgo: 15 },
    { topUp: 0, pay: 'cancel', daysAgo: 10 },
    { pkg: 10, pay: 'leave', daysAgo: 3 },
    { pkg: 12, pay: 'page', daysAgo: 2 },
  ],
};

/** Ledger rows per brand: [product type, source, quantity, days ago, what for]. */
const USES: Array<[3 | 4 | 5 | 6, 4 | 5 | 6 | 7, number, number, string]> = [
  [3, 4, 2, 11, '双十一美妆节直播'],
  [3, 4, 3, 8, '新品口红试色直播'],
  [3, 4, 1, 5, '门店探访直播'],
  [3, 4, 2, 1, '周末粉丝福利直播'],
  [4, 5, 40, 10, '短视频标题生成'],
  [4, 5, 120, 7, '图文笔记生成'],
  [4, 5, 25, 4, '标题仿写'],
  [4, 5, 60, 2, '笔记仿写'],
  [4, 5, 15, 0.5, '短视频标题生成'],
  [5, 6, 1, 8, '秋冬通勤妆容分享'],
  [5, 6, 1, 6, '五款平价粉底测评'],
  [5, 6, 1, 3, '门店新品上架'],
  [5, 6, 1, 1, '会员日活动预告'],
  [6, 7, 30, 7, '短视频发布前审核'],
  [6, 7, 45, 3, '直播话术审核'],
  [6, 7, 12, 1, '图文笔记审核'],
];

/**
 * Billing demo data (issue 22, ADR 0025): the catalogue, and for brands 13 and 14 orders in every
 * status (paid on the page and from the balance, cancelled, expired, one still unpaid), the balance
 * log they wrote, package grants (one long expired), and usage records in the ledger by the brands'
 * members. Runs after the accounts (the buyer is the main account, user 1).
 */
export function seedBilling(db: Database, now: number): void {
  const goodsIds = [
    ...TOP_UPS.map((price, sort) => addGoods(db, { kind: 1, price, sort })),
    ...PACKAGES.map(([productType, quantity, validityDays, price], sort) =>
      addGoods(db, { kind: 2, productType, quantity, validityDays, price, sort }),
    ),
  ];
  for (const [brandId, purchases] of Object.entries(PURCHASES)) {
    for (const purchase of purchases) {
      const at = purchase.daysAgo === 0 ? now - 5 * MINUTE : now - purchase.daysAgo * DAY;
      const goods = goodsById(db, goodsIds['topUp' in purchase ? purchase.topUp : TOP_UPS.length + purchase.pkg]!)!;
      const token = hashToken(newToken());
      const placed = placeOrder(db, {
        brandId: Number(brandId),
        userId: 1,
        goods,
        num: purchase.num ?? 1,
        payMethod: purchase.pay === 'balance' ? 2 : 1,
        tokenHash: purchase.pay === 'balance' ? null : token,
        nowMs: at,
      });
      if (!placed.ok) throw new Error(`seed: brand ${brandId} cannot pay ${goods.goodsId} from its balance`);
      if (purchase.pay === 'page') payByToken(db, token, at + 2 * MINUTE);
      if (purchase.pay === 'cancel') cancelByToken(db, token, formatDateTime(at + MINUTE));
    }
  }
  for (const brandId of [13, 14]) {
    const members = (
      db
        .prepare('SELECT user_id FROM user_brands WHERE brand_id = ? AND is_valid = 1 ORDER BY user_id LIMIT 6')
        .all(brandId) as Array<{ user_id: number }>
    ).map((row) => row.user_id);
    USES.forEach(([productType, source, quantity, daysAgo, detail], index) => {
      addUsageRecord(db, brandId, {
        productType,
        source,
        quantity: brandId === 13 ? quantity : Math.max(1, Math.round(quantity / 2)),
        userId: members[index % members.length] ?? null,
        detail,
        at: formatDateTime(now - daysAgo * DAY),
      });
    });
  }
}
