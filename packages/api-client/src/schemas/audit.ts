import { z } from 'zod';
import { code, empty, id, list, text } from './fields';

/** Requests of the audit centre (`/mission/audit/video/...`). */
export const auditRequests = {
  /** Active (staffStatus 1), valid (isValid 1) members matching a name. */
  '/mission/audit/video/listUserInfo': z.object({
    userBrandName: text().optional(),
    staffStatus: code([1]),
    isValid: code([1]),
  }),
  '/mission/audit/video/addAuditTaskUser': z.object({ nodeId: id().optional(), userIds: list(id()) }),
  '/mission/audit/video/deleteAuditTaskUser': z.object({ nodeId: id().optional(), userId: id() }),
  '/mission/audit/video/getAuditTaskUser': z.object({ nodeId: id().optional() }),
  '/mission/audit/video/deleteAuditNode': z.object({ nodeId: id() }),
  '/mission/audit/video/listAuditNode': empty(),
} satisfies Record<string, z.ZodType>;
