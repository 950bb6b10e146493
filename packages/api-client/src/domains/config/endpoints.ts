import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { ClientDownloadConfig, SupportedPublishWays } from './types';

/** Config (spec section 7). The spec's `api/config/...` lives under `/v1/system/config/` (ADR 0005). */
export const configEndpoints = {
  '/v1/system/config/getSumvideoClientDownloadUrl': endpoint<ClientDownloadConfig>(),
  /** Not shown: the reference server answers a boolean (the show-employee-id feature flag). */
  '/mission/common/isShowEmployeeId': endpoint<boolean>(),
  '/mission/common/getSupportedPublishWays': endpoint<SupportedPublishWays>(),
} satisfies EndpointMap;
