import { z } from 'zod';
import { code, dateBound, id, int, list, page, text } from './fields';

/** Requests of employees and gold; payloads not shown (reference server). */
export const employeesRequests = {
  /** `type` 1 adds, 2 deducts `goldNum` coins. */
  '/mission/employee/updateGold': z.object({
    userIds: list(id()).pipe(z.array(z.number()).min(1)),
    goldNum: int().min(1),
    type: code([1, 2]),
    remark: text().max(200).optional(),
  }),
  '/mission/employee/exportModifyCoinsTemplate': z.object({}),
  '/mission/employee/goldRecordManuallyListV2': z.object({
    ...page(),
    userBrandName: text().optional(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
  }),
  '/mission/miniApp/gold/getCurrentGoldDetail': z.object({ userId: id() }),
  /** `userType` 1 KOS, 2 KOC. */
  '/v1/system/user/listKosOrKocUser': z.object({ ...page(), userType: code([1, 2]), userBrandName: text().optional() }),
  '/v1/system/employee/exportKosOrKocUserList': z.object({ userType: code([1, 2]), userBrandName: text().optional() }),
} satisfies Record<string, z.ZodType>;
