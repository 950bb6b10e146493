import type { RouteTable } from '../../http/routes';
import { businessRoutes } from './business';
import { departmentRoutes } from './departments';
import { groupRoutes } from './groups';
import { orgSyncRoutes } from './sync';

/**
 * The organisation domain: the department tree, level names, member limits and a member's
 * departments (`departments.ts`); department groups (`groups.ts`); business entities (`business.ts`);
 * sync from the enterprise directory and the organisation settings (`sync.ts`).
 */
export const organisationRoutes: RouteTable = {
  ...departmentRoutes,
  ...groupRoutes,
  ...businessRoutes,
  ...orgSyncRoutes,
};
