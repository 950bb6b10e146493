import { z } from 'zod';
import { code, empty, flag, id, list, page, text } from './fields';

/** Longest MCN institution name. */
export const MCN_NAME_MAX = 50;

/** A platform of the dictionary `PLATFORMS`: 1 dy, 2 wx, 3 xhs, 4 ks. */
const platform = () => code([1, 2, 3, 4]);

/** Requests of the platform authorisation pages (designed, issue 22). */
export const platformsRequests = {
  '/v1/system/platformAuth/listAccount': z.object({
    ...page(),
    platform: platform(),
    /** `PLATFORM_AUTH_STATUSES`. */
    status: code([1, 2, 3, 4]).optional(),
    /** Part of the account's name or platform id. */
    name: text(50).optional(),
    /** The owner's department at authorisation. */
    deptId: id().optional(),
  }),
  '/v1/system/platformAuth/getAuthMode': z.object({ platform: platform() }),
  /** A new account, or `id`: authorise that account again. */
  '/v1/system/platformAuth/authorize': z.object({ platform: platform(), id: id().optional() }),
  '/v1/system/platformAuth/authResult': z.object({ state: text(200).min(16) }),
  '/v1/system/platformAuth/refreshAuth': z.object({ id: id() }),
  '/v1/system/platformAuth/revokeAuth': z.object({ id: id() }),
  '/v1/system/platformAuth/setCluesAuth': z.object({ id: id(), enabled: flag() }),
  '/v1/system/wxThird/miniprogram/authorize': empty(),
  '/v1/system/wxThird/miniprogram/authResult': z.object({ state: text(200).min(16) }),
  '/v1/system/wxThird/miniprogram/revoke': empty(),
  '/v1/system/mcn/list': z.object({ ...page(), name: text(50).optional() }),
  /** A new institution, or `id`: rename and edit it. */
  '/v1/system/mcn/save': z.object({
    id: id().optional(),
    name: text().trim().min(1, '请输入机构名称').max(MCN_NAME_MAX, `机构名称最多 ${MCN_NAME_MAX} 个字`),
    contactName: text().trim().max(30, '联系人最多 30 个字').optional(),
    contactPhone: text()
      .trim()
      .max(20, '联系电话最多 20 位')
      .regex(/^[\d+\- ]*$/, '联系电话只能包含数字、+、- 和空格')
      .optional(),
    remark: text().max(200, '备注最多 200 个字').optional(),
  }),
  '/v1/system/mcn/delete': z.object({ id: id() }),
  '/v1/system/mcn/listAccount': z.object({
    ...page(),
    mcnId: id().optional(),
    /** 1: only the accounts in no institution (to add to one). */
    unbound: flag().optional(),
    name: text(50).optional(),
  }),
  '/v1/system/mcn/bindAccounts': z.object({
    mcnId: id(),
    accountIds: list(id(), 100).refine((ids) => ids.length > 0, '请选择账号'),
  }),
  '/v1/system/mcn/unbindAccount': z.object({ accountId: id() }),
  '/v1/system/mcn/authorize': z.object({ mcnId: id() }),
} satisfies Record<string, z.ZodType>;
