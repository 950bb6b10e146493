import { z } from 'zod';
import { code, dateBound, empty, flag, id, page } from './fields';

/** Requests of the remaining calls of spec section 7 ("Others") and the self-handled controls. */
export const othersRequests = {
  '/v1/system/wxThird/miniprogram/getBrandKOCMinigram': empty(),
  '/v1/system/auth/getShopAccount': empty(),
  '/v1/system/liveRecord/listLog': z.object({
    ...page(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
  }),
  /** Self-handled live record control: 1 start, 2 stop (path not named by the spec). */
  '/v1/system/liveRecord/recordControl': z.object({ accountId: id(), action: code([1, 2]) }),
  /** Self-handled extra-info pull control (path not named by the spec). */
  '/v1/system/extraInfo/pullControl': z.object({ accountId: id(), enable: flag() }),
  /** The overview's days (`YYYY-MM-DD`); by default the last 30 days up to today, at most 366 days. */
  '/cgp/web/big-screen/homePageData': z.object({
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
  }),
  '/cgp/web/xUserGroup/list': empty(),
  /** Self-handled "web auth link": a one-time quick-login address of the shop of the brand's Douyin account. */
  '/v1/auth/center/dyShop/getQyQuickLoginUrl': z.object({ accountId: id() }),
} satisfies Record<string, z.ZodType>;
