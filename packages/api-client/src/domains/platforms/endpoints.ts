import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { PlatformAccount, PlatformAuthResult, PlatformAuthStart } from './types';

/**
 * Platform authorisation (系统管理: 抖音授权, 快手授权, 小红书授权, 视频号授权; issue 22, ADR 0023). The
 * spec lists the screens without calls; these are designed in its style under
 * `/v1/system/platformAuth/`. Each is granted by the page of the platform it concerns.
 */
export const platformsEndpoints = {
  '/v1/system/platformAuth/listAccount': endpoint<PageResult<PlatformAccount>>(),
  '/v1/system/platformAuth/authorize': endpoint<PlatformAuthStart>(),
  '/v1/system/platformAuth/authResult': endpoint<PlatformAuthResult>(),
  '/v1/system/platformAuth/refreshAuth': endpoint<Done>(),
  '/v1/system/platformAuth/revokeAuth': endpoint<Done>(),
} satisfies EndpointMap;
