import { transaction, type Database } from '../db/database';
import { saveGrant } from '../db/platforms';
import { PLATFORM_CODES, type PlatformCode } from '../platforms/adapter';
import { addSimItem } from '../platforms/simContent';
import { addSimUser, issueSimGrant, PLATFORM_KEYS } from '../platforms/simulated';

const DAY_MS = 24 * 3600 * 1000;

/** The simulated platforms' accounts: [name, followers]; uids are `<key>_<n>` in this order. */
const SIM_ACCOUNTS: Record<PlatformCode, Array<[string, number]>> = {
  1: [
    ['星河美妆官方旗舰店', 1_286_000],
    ['星河彩妆研究所', 356_400],
    ['星河美妆上海门店', 48_210],
    ['星河美妆广州门店', 31_870],
    ['星河护肤小课堂', 92_035],
    ['青禾食品官方', 812_300],
    ['青禾厨房', 126_800],
    ['青禾零食铺', 9_860],
    ['新开的抖音号', 120],
    ['美妆探店日记', 5_430],
    ['每日好物分享', 74_100],
  ],
  2: [
    ['星河美妆视频号', 215_000],
    ['星河直播间', 66_420],
    ['星河美妆会员中心', 12_800],
    ['青禾食品视频号', 98_300],
    ['青禾早餐铺', 4_200],
    ['新开的视频号', 36],
  ],
  3: [
    ['星河美妆', 432_000],
    ['星河成分党', 58_900],
    ['星河妆容灵感', 21_340],
    ['青禾食品', 150_600],
    ['青禾减脂餐', 27_700],
    ['新开的小红书', 8],
  ],
  4: [
    ['星河美妆快手号', 655_000],
    ['星河美妆直播', 88_000],
    ['星河美妆福利社', 17_230],
    ['青禾食品快手号', 301_900],
    ['青禾农场直供', 45_120],
    ['新开的快手号', 52],
  ],
};

type SeedState = 'authorised' | 'expiring' | 'expired' | 'revoked';

/** Titles of the items each authorised account has published (newest first, five days apart). */
const SEED_TITLES = ['秋冬护肤三步走', '新品试色｜柔雾唇釉', '门店探店：周末限定活动', '成分党看过来'];

/**
 * Which simulated accounts each demo brand has authorised and in what state: every platform has
 * every state on brands 13 and 14; brand 13's Douyin has enough to page. Indexes into SIM_ACCOUNTS;
 * the rest of each platform's accounts are left for the consent page.
 */
const BRAND_ACCOUNTS: Record<number, Record<PlatformCode, Array<[number, SeedState]>>> = {
  13: {
    1: [
      [0, 'authorised'],
      [1, 'authorised'],
      [2, 'expiring'],
      [3, 'expired'],
      [4, 'revoked'],
      [9, 'authorised'],
      [10, 'expiring'],
    ],
    2: [
      [0, 'authorised'],
      [1, 'expiring'],
      [2, 'expired'],
      [4, 'revoked'],
    ],
    3: [
      [0, 'authorised'],
      [1, 'expiring'],
      [2, 'expired'],
      [4, 'revoked'],
    ],
    4: [
      [0, 'authorised'],
      [1, 'expiring'],
      [2, 'expired'],
      [4, 'revoked'],
    ],
  },
  14: {
    1: [
      [5, 'authorised'],
      [6, 'expiring'],
      [7, 'expired'],
      [10, 'revoked'],
    ],
    2: [
      [3, 'authorised'],
      [4, 'expiring'],
      [1, 'expired'],
      [2, 'revoked'],
    ],
    3: [
      [3, 'authorised'],
      [4, 'expiring'],
      [1, 'expired'],
      [2, 'revoked'],
    ],
    4: [
      [3, 'authorised'],
      [4, 'expiring'],
      [1, 'expired'],
      [2, 'revoked'],
    ],
  },
};

/** When a seeded grant was issued (days before now) and how long it lasts, for each state. */
const ISSUED: Record<SeedState, { daysAgo: number; days: number }> = {
  authorised: { daysAgo: 3, days: 30 },
  expiring: { daysAgo: 26, days: 30 },
  expired: { daysAgo: 40, days: 30 },
  revoked: { daysAgo: 12, days: 30 },
};

export const simUid = (platform: PlatformCode, index: number) => `${PLATFORM_KEYS[platform]}_${1001 + index}`;

/**
 * The simulated platforms' accounts, and brands 13 and 14's authorised accounts on all four
 * platforms in every state (authorised, expiring, expired, revoked), each through a grant the
 * simulated platform issued, owned by the brand's members in turn. Runs after the accounts.
 */
export function seedPlatformAccounts(db: Database, now: number): void {
  transaction(db, () => {
    for (const platform of PLATFORM_CODES) {
      SIM_ACCOUNTS[platform].forEach(([name, followerCount], index) =>
        addSimUser(db, platform, { uid: simUid(platform, index), name, followerCount }),
      );
    }
    for (const [brand, platforms] of Object.entries(BRAND_ACCOUNTS)) {
      const brandId = Number(brand);
      const members = (
        db
          .prepare(
            `SELECT ub.user_id FROM user_brands ub WHERE ub.brand_id = ? AND ub.is_valid = 1
             AND EXISTS (SELECT 1 FROM user_departments ud WHERE ud.user_id = ub.user_id AND ud.brand_id = ub.brand_id)
             ORDER BY ub.is_main DESC, ub.user_id LIMIT 5`,
          )
          .all(brandId) as Array<{ user_id: number }>
      ).map((row) => row.user_id);
      if (members.length === 0) continue;
      let turn = 0;
      for (const platform of PLATFORM_CODES) {
        for (const [index, state] of platforms[platform]) {
          const { daysAgo, days } = ISSUED[state];
          const issuedAt = now - daysAgo * DAY_MS - turn * 3600 * 1000;
          const grant = issueSimGrant(db, platform, simUid(platform, index), days, issuedAt);
          const id = saveGrant(db, brandId, members[turn % members.length]!, platform, grant, issuedAt);
          // What the account has published lately: the figures accrue from these times.
          if (state === 'authorised' || state === 'expiring') {
            for (let n = 0; n < SEED_TITLES.length; n += 1) {
              addSimItem(db, platform, simUid(platform, index), {
                itemId: `${PLATFORM_KEYS[platform]}_seed_${index}_${n}`,
                kind: platform === 3 && n % 2 === 1 ? 'note' : 'video',
                title: SEED_TITLES[n]!,
                at: now - (2 + n * 5) * DAY_MS - turn * 3600 * 1000,
              });
            }
          }
          if (state === 'revoked') {
            const revokedAt = issuedAt + 5 * DAY_MS;
            db.prepare(
              'UPDATE sim_platform_grants SET revoked = 1 WHERE platform = ? AND expires_at = ? AND platform_uid = ?',
            ).run(platform, grant.expiresAt, grant.profile.platformUid);
            db.prepare('UPDATE platform_accounts SET revoked_at = ? WHERE id = ?').run(revokedAt, id);
          }
          turn += 1;
        }
      }
    }
  });
}
