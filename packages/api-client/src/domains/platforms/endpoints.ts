import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { DouyinAuthMode } from '../../dictionaries/brandSettings';
import type { Done, PageResult } from '../common';
import type { McnInstitution, PlatformAccount, PlatformAuthResult, PlatformAuthStart } from './types';

/**
 * Platform authorisation (系统管理: 抖音授权, 快手授权, 小红书授权, 视频号授权; issue 22, ADR 0023). The
 * spec lists the screens without calls; these are designed in its style under
 * `/v1/system/platformAuth/`. Each is granted by the page of the platform it concerns.
 */
export const platformsEndpoints = {
  '/v1/system/platformAuth/listAccount': endpoint<PageResult<PlatformAccount>>(),
  /** How the page authorises on the platform: 1 scan a QR code (Douyin, by the brand's setting), 2 web. */
  '/v1/system/platformAuth/getAuthMode': endpoint<{ mode: DouyinAuthMode }>(),
  '/v1/system/platformAuth/authorize': endpoint<PlatformAuthStart>(),
  '/v1/system/platformAuth/authResult': endpoint<PlatformAuthResult>(),
  '/v1/system/platformAuth/refreshAuth': endpoint<Done>(),
  '/v1/system/platformAuth/revokeAuth': endpoint<Done>(),
  /** Douyin: let the brand read an account's clues, or stop (when the brand allows clue authorisation). */
  '/v1/system/platformAuth/setCluesAuth': endpoint<Done>(),

  // 小程序授权: the KOC mini-programme through WeChat's third-party platform (its state: getBrandKOCMinigram).
  '/v1/system/wxThird/miniprogram/authorize': endpoint<PlatformAuthStart>(),
  '/v1/system/wxThird/miniprogram/authResult': endpoint<PlatformAuthResult>(),
  '/v1/system/wxThird/miniprogram/revoke': endpoint<Done>(),

  // MCN管理: institutions and their Douyin accounts (when the brand allows MCN authorisation).
  '/v1/system/mcn/list': endpoint<PageResult<McnInstitution>>(),
  '/v1/system/mcn/save': endpoint<{ id: number }>(),
  '/v1/system/mcn/delete': endpoint<Done>(),
  /** The brand's Douyin accounts in an institution, or (`unbound`) in none. */
  '/v1/system/mcn/listAccount': endpoint<PageResult<PlatformAccount>>(),
  '/v1/system/mcn/bindAccounts': endpoint<Done>(),
  '/v1/system/mcn/unbindAccount': endpoint<Done>(),
  /** Authorise a Douyin account into an institution (then poll platformAuth/authResult). */
  '/v1/system/mcn/authorize': endpoint<PlatformAuthStart>(),
} satisfies EndpointMap;
