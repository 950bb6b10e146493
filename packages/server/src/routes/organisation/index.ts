import type { RouteTable } from '../../http/routes';
import { businessRoutes } from './business';
import { departmentRoutes } from './departments';
import { groupRoutes } from './groups';

/**
 * The organisation domain: the department tree, level names, member limits and a member's
 * departments (`departments.ts`); department groups (`groups.ts`); business entities (`business.ts`).
 */
export const organisationRoutes: RouteTable = { ...departmentRoutes, ...groupRoutes, ...businessRoutes };
