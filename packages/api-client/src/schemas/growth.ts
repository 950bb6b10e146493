import { z } from 'zod';
import { array, dateBound, empty, flag, id, int, text } from './fields';

/** Requests of the growth system (`/mission/user/growth/...`); payloads not shown except `isDetail`. */
export const growthRequests = {
  '/mission/user/growth/userOverview': empty(),
  '/mission/user/growth/userJoinChart': z.object({
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
  }),
  '/mission/user/growth/userLevelDistributed': empty(),
  '/mission/user/growth/isEnableGrowth': empty(),
  '/mission/user/growth/enableUserGrowth': z.object({ enable: flag() }),
  '/mission/user/growth/growthTasks': empty(),
  /** JSON body: the whole level ladder. */
  '/mission/user/growth/saveUserGrowthLevelConfig': z.object({
    levels: array(
      z.object({
        id: id().optional(),
        level: int().min(1),
        levelName: text().trim().min(1),
        minGrowth: int().min(0),
        rights: array(text()).optional(),
      }),
    ).min(1),
  }),
  '/mission/user/growth/userGrowthLevel': z.object({ isDetail: flag() }),
  '/mission/user/growth/deleteGrowthLevel': z.object({ id: id() }),
} satisfies Record<string, z.ZodType>;
