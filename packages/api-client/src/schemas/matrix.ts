import { z } from 'zod';
import { MATRIX_LIMITS } from '../domains/matrix/limits';
import { array, code, id, int, text } from './fields';

/** A platform of the dictionary `PLATFORMS`: 1 dy, 2 wx, 3 xhs, 4 ks. */
const platform = () => code([1, 2, 3, 4]);

/** The account list's filters (also the export's). */
const accountFilters = () => ({
  platform: platform().optional(),
  /** A group of the brand, or 0: the accounts in no group. */
  groupId: id().optional(),
  /** The owner's department at authorisation. */
  deptId: id().optional(),
  /** `PLATFORM_AUTH_STATUSES`: 1 authorised, 2 expiring, 3 expired, 4 revoked. */
  status: code([1, 2, 3, 4]).optional(),
  /** Part of the account's name or platform id. */
  keyword: text(MATRIX_LIMITS.keyword).optional(),
});

const accountIds = () => array(id(), MATRIX_LIMITS.accounts);

/** A group's name as the form sends it (trimmed, then 1 to `MATRIX_LIMITS.groupName` characters). */
export const matrixGroupNameSchema = z.string().trim().min(1).max(MATRIX_LIMITS.groupName);

/** The form of 新建分组 / 编辑分组: the name and the accounts chosen for the group. */
export const matrixGroupFormSchema = z.object({
  name: matrixGroupNameSchema,
  accountIds: array(id(), MATRIX_LIMITS.accounts),
});

/** Requests of 矩阵账号 (designed, issue 24, ADR 0036). */
export const matrixRequests = {
  '/v1/matrix/account/list': z.object({
    pageNo: int().min(1),
    pageSize: int().min(1).max(MATRIX_LIMITS.pageSize),
    ...accountFilters(),
  }),
  '/v1/matrix/account/export': z.object(accountFilters()),
  '/v1/matrix/group/list': z.object({}),
  /** JSON body. */
  '/v1/matrix/group/save': z.object({
    id: id().optional(),
    name: matrixGroupNameSchema,
    accountIds: accountIds().optional(),
  }),
  '/v1/matrix/group/delete': z.object({ id: id() }),
  /** JSON body. `groupId` 0: out of their groups. */
  '/v1/matrix/group/moveAccounts': z.object({
    groupId: id(),
    accountIds: accountIds().min(1),
  }),
} satisfies Record<string, z.ZodType>;
