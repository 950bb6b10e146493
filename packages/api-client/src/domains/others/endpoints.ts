import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { HomePageData, KocMiniProgram, LiveRecordLog, ShopAccount, UserGroup } from './types';

/**
 * Others (spec section 7). Bare `wxThird/...`, `auth/...` and `liveRecord/...` live under
 * `/v1/system/` (ADR 0005). The live record and extra-info controls (self-handled, spec
 * section 8) have paths the spec does not name.
 */
export const othersEndpoints = {
  '/v1/system/wxThird/miniprogram/getBrandKOCMinigram': endpoint<KocMiniProgram>(),
  '/v1/system/auth/getShopAccount': endpoint<ShopAccount[]>(),
  '/v1/system/liveRecord/listLog': endpoint<PageResult<LiveRecordLog>>(),
  '/v1/system/liveRecord/recordControl': endpoint<Done>({ selfHandled: true }),
  '/v1/system/extraInfo/pullControl': endpoint<Done>({ selfHandled: true }),
  '/cgp/web/big-screen/homePageData': endpoint<HomePageData>(),
  '/cgp/web/xUserGroup/list': endpoint<UserGroup[]>(),
  /** The web auth link: self-handled; answers the URL. */
  '/v1/auth/center/dyShop/getQyQuickLoginUrl': endpoint<string>({ selfHandled: true }),
} satisfies EndpointMap;
