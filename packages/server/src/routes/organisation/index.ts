import type { RouteTable } from '../../http/routes';
import { departmentRoutes } from './departments';

/**
 * The organisation domain: the department tree, level names, member limits and a member's
 * departments (`departments.ts`).
 */
export const organisationRoutes: RouteTable = { ...departmentRoutes };
