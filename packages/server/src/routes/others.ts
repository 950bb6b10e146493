import type { HomePageData, ShopAccount } from '@brand-console/api-client';
import type { Database } from '../db/database';
import { overviewFigures } from '../db/others';
import { brandAccount, liveAccounts, statusAt } from '../db/platforms';
import { badRequest } from '../http/errors';
import { Scope } from '../http/access';
import type { RouteTable } from '../http/routes';
import { currentMiniProgram } from '../platforms/miniProgram';
import { PlatformError } from '../platforms/adapter';
import { formatDateTime, parseDateTime } from '../lib/time';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The default overview: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
/** The longest range an overview may cover. */
const MAX_DAYS = 366;

/** The overview's days from `startTime` / `endTime` (either may be missing), checked. */
function overviewDays(now: number, startTime?: string, endTime?: string) {
  const today = formatDateTime(now).slice(0, 10);
  const endDay = (endTime ?? today).slice(0, 10);
  const end = parseDateTime(endDay);
  const start = startTime ? parseDateTime(startTime.slice(0, 10)) : end - (DEFAULT_DAYS - 1) * DAY_MS;
  if (Number.isNaN(start) || Number.isNaN(end)) throw badRequest('时间格式错误');
  if (start > end) throw badRequest('开始时间不能晚于结束时间');
  const days = Math.round((end - start) / DAY_MS) + 1;
  if (days > MAX_DAYS) throw badRequest(`统计时间最长 ${MAX_DAYS} 天`);
  return { start, end, days, startDay: formatDateTime(start).slice(0, 10), endDay };
}

/** The stored-text bounds of `days` days starting at `start` (UTC+8 day starts). */
const bounds = (start: number, days: number) =>
  [formatDateTime(start), formatDateTime(start + days * DAY_MS - 1000)] as const;

/** The brand's overview (home page, data screen): every figure counted from the database. */
function homePageData(db: Database, brandId: number, now: number, startTime?: string, endTime?: string): HomePageData {
  const { start, days, startDay, endDay } = overviewDays(now, startTime, endTime);
  return {
    startDay,
    endDay,
    ...overviewFigures(db, brandId, bounds(start, days), bounds(start - days * DAY_MS, days)),
  };
}

/**
 * The remaining calls of spec section 7 ("Others"): the brand's overview, its KOC mini-programme,
 * the shops of its Douyin accounts and the shop's quick login.
 */
export const othersRoutes: RouteTable = {
  '/v1/system/wxThird/miniprogram/getBrandKOCMinigram': {
    access: [Scope.miniProgrammeAuth],
    handler: ({ auth, services }) => currentMiniProgram(services, auth.brandId),
  },

  /** The shops (抖店) of the brand's Douyin accounts whose grant is in force, asked of the platform. */
  '/v1/system/auth/getShopAccount': {
    access: [Scope.douyinAuth],
    handler: async ({ auth, services }) => {
      const shops: ShopAccount[] = [];
      for (const account of liveAccounts(services.db, auth.brandId, 1, services.now())) {
        try {
          const shop = await services.platforms[1].shop(account.access_token);
          if (shop) shops.push({ accountId: account.id, accountName: account.name, platform: 1, ...shop });
        } catch (error) {
          // A grant the platform no longer honours has no shop to show; anything else is the server's fault.
          if (!(error instanceof PlatformError)) throw error;
        }
      }
      return shops;
    },
  },

  /** Self-handled: a one-time address that signs the member in to the shop of one of the brand's Douyin accounts. */
  '/v1/auth/center/dyShop/getQyQuickLoginUrl': {
    access: [Scope.douyinAuth],
    handler: async ({ params, auth, services }) => {
      const account = brandAccount(services.db, auth.brandId, params.accountId);
      if (!account || account.platform !== 1) throw badRequest('账号不存在');
      if (statusAt(account, services.now()) > 2) throw badRequest('账号授权已失效，请先重新授权');
      try {
        return await services.platforms[1].shopLoginUrl(account.access_token);
      } catch (error) {
        if (error instanceof PlatformError) throw badRequest(error.message);
        throw error;
      }
    },
  },

  '/cgp/web/big-screen/homePageData': {
    // The home page and the data screen both show the brand's overview.
    access: [Scope.home, Scope.bigScreen],
    handler: ({ params, auth, services }) =>
      homePageData(services.db, auth.brandId, services.now(), params.startTime, params.endTime),
  },
};
