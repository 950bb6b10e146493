import { z } from 'zod';
import { code, id, page, text } from './fields';

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
  /** A new account, or `id`: authorise that account again. */
  '/v1/system/platformAuth/authorize': z.object({ platform: platform(), id: id().optional() }),
  '/v1/system/platformAuth/authResult': z.object({ state: text(200).min(16) }),
  '/v1/system/platformAuth/refreshAuth': z.object({ id: id() }),
  '/v1/system/platformAuth/revokeAuth': z.object({ id: id() }),
} satisfies Record<string, z.ZodType>;
