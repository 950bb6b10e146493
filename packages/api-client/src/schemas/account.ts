import { z } from 'zod';
import { code, empty, file, id, int, LIMITS, list, text } from './fields';

/** Longest brand name (the header and brand switcher show it in one line). */
export const BRAND_NAME_MAX = 30;

/** Requests of the account and user domain (`/v1/system/account/...`). */
export const accountRequests = {
  '/v1/system/account/sendCheckCode': z.object({ phone: text().min(1) }),
  /**
   * Not shown in the spec: phone with either a password or an SMS code. When the first call
   * answers opCode 1, the second call sends `brandId` with the `loginCode` ticket it returned.
   */
  '/v1/system/account/loginByPhone': z.object({
    phone: text().min(1),
    password: text().optional(),
    checkCode: text().optional(),
    brandId: id().optional(),
    loginCode: text(LIMITS.token).optional(),
  }),
  '/v1/system/account/loginByHaier': z.object({ loginType: int(), hworkToken: text(LIMITS.token).min(1) }),
  '/v1/system/account/loginout': empty(),
  /** `password` is already encoded by the caller. */
  '/v1/system/account/updatePasswordByPhone': z.object({
    checkCode: text().min(1),
    phone: text().min(1),
    password: text().min(1),
  }),
  '/v1/system/account/user/selectUserInfo': z.object({ userId: id() }),
  '/v1/system/account/user/selectUserInfoData': empty(),
  '/v1/system/account/user/userInfoEditData': empty(),
  '/v1/system/account/permission/selectUserPermission': z.object({ userId: id(), brandId: id() }),
  '/v1/system/account/getUserBrandInfo': z.object({ brandId: id(), userId: id() }),
  '/v1/system/account/brand/selectBrand': empty(),
  '/v1/system/account/brand/brandInfo': empty(),
  /** A logo is a link to an image the brand uploaded (`uploadImage`); empty removes it. */
  '/v1/system/account/brand/updateBrandInfo': z.object({
    brandName: text().trim().min(1).max(BRAND_NAME_MAX),
    logo: text(LIMITS.url),
    retainLogo: text(LIMITS.url),
  }),
  /**
   * Clears the initial-password flag; with `password` (encoded like updatePasswordByPhone's) it
   * also sets the signed-in user's new password — the set-password dialog of the password prompt
   * (spec section 2), which asks for no SMS code. The `password` field is this project's (ADR 0005).
   */
  '/v1/system/account/updateInitPwdStatus': z.object({ password: text().optional() }),
  '/v1/system/account/user/uptUserPhoto': z.object({ userPhoto: text(LIMITS.url).min(1), userId: id() }),
  /** Display name: trimmed, 1 to 10 characters (spec section 5). */
  '/v1/system/account/user/uptUserBrandName': z.object({ userId: id(), userBrandName: text().trim().min(1).max(10) }),
  /** Multipart; jpeg, jpg or png (spec section 5). */
  '/v1/system/account/uploadImage': z.object({ file: file() }),
  /** Not shown: add (1) or remove (2) tags on media. */
  '/v1/system/account/media/tag/relate/operator': z.object({
    tagIds: list(id()),
    mediaIds: list(id()),
    operatorType: code([1, 2]),
  }),
  '/v1/system/account/userMessage/unReadMsgList': z.object({ msgType: int() }),
  '/v1/system/account/userMessage/readMsg': z.object({ ids: list(id()) }),
  /** Tracking event (spec section 3); pages without a module carry no module fields. */
  '/v1/system/account/buriedPoint/add': z.object({
    eventId: int(),
    eventName: text(),
    eventExplain: text(LIMITS.description).optional(),
    isMobile: code([0]),
    osType: text(),
    osVersion: text(),
    stayTime: int().min(0).max(86400).optional(),
    isActive: code([1]),
    activeType: code([1, 2]),
    pageName: text(LIMITS.url),
    moduleRoot: text().optional(),
    moduleFirst: text().optional(),
    moduleSecond: text().optional(),
  }),
  /** Brand switch; the spec leaves the path unnamed (ADR 0005). */
  '/v1/system/account/switchBrand': z.object({ brandId: id(), userId: id(), loginType: code([1]) }),
} satisfies Record<string, z.ZodType>;
