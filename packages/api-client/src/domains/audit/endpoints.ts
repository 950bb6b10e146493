import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done } from '../common';
import type { AuditNode, AuditUser } from './types';

/** Audit centre (`/mission/audit/video/...`, spec section 7). */
export const auditEndpoints = {
  '/mission/audit/video/listUserInfo': endpoint<AuditUser[]>(),
  '/mission/audit/video/addAuditTaskUser': endpoint<Done>(),
  '/mission/audit/video/deleteAuditTaskUser': endpoint<Done>(),
  '/mission/audit/video/getAuditTaskUser': endpoint<AuditUser[]>(),
  '/mission/audit/video/deleteAuditNode': endpoint<Done>(),
  '/mission/audit/video/listAuditNode': endpoint<AuditNode[]>(),
} satisfies EndpointMap;
