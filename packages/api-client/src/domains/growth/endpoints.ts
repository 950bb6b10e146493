import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done } from '../common';
import type { GrowthJoinPoint, GrowthLevel, GrowthLevelCount, GrowthOverview, GrowthTask } from './types';

/** Growth system (`/mission/user/growth/...`, spec section 7). */
export const growthEndpoints = {
  '/mission/user/growth/userOverview': endpoint<GrowthOverview>(),
  '/mission/user/growth/userJoinChart': endpoint<GrowthJoinPoint[]>(),
  '/mission/user/growth/userLevelDistributed': endpoint<GrowthLevelCount[]>(),
  /** The employee-growth feature flag. */
  '/mission/user/growth/isEnableGrowth': endpoint<boolean>(),
  '/mission/user/growth/enableUserGrowth': endpoint<Done>(),
  '/mission/user/growth/growthTasks': endpoint<GrowthTask[]>(),
  '/mission/user/growth/saveUserGrowthLevelConfig': endpoint<Done>({ encoding: 'json' }),
  '/mission/user/growth/userGrowthLevel': endpoint<GrowthLevel[]>(),
  '/mission/user/growth/deleteGrowthLevel': endpoint<Done>(),
} satisfies EndpointMap;
