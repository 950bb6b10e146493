import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { CurrentGoldDetail, GoldRecord, KosKocUser } from './types';

/**
 * Employees and gold (spec section 7). The bare `user/listKosOrKocUser` and
 * `employee/exportKosOrKocUserList` live under `/v1/system/` (ADR 0005).
 */
export const employeesEndpoints = {
  '/mission/employee/updateGold': endpoint<Done>(),
  /** xlsx template (binary). */
  '/mission/employee/exportModifyCoinsTemplate': binaryEndpoint(),
  '/mission/employee/goldRecordManuallyListV2': endpoint<PageResult<GoldRecord>>(),
  '/mission/miniApp/gold/getCurrentGoldDetail': endpoint<CurrentGoldDetail>(),
  '/v1/system/user/listKosOrKocUser': endpoint<PageResult<KosKocUser>>(),
  /** Excel export (binary). */
  '/v1/system/employee/exportKosOrKocUserList': binaryEndpoint(),
} satisfies EndpointMap;
