import { LIBRARY } from '../http/access';
import type { RouteTable } from '../http/routes';
import { searchMembers } from '../db/audit';

/** How many members a search answers at most: it feeds a picker, not a report. */
export const MEMBER_SEARCH_LIMIT = 50;

/**
 * The member search of spec section 7 (`/mission/audit/video/listUserInfo {userBrandName,
 * staffStatus 1, isValid 1}`), used by the audit centre and by the material library's exclusive
 * members. Only the caller's brand's members are searched, by their name in the brand; `isValid 1`
 * keeps enabled members only. Every member the reference server stores is on staff, so
 * `staffStatus 1` matches all of them. The other audit-centre calls are not served yet.
 */
export const auditRoutes: RouteTable = {
  '/mission/audit/video/listUserInfo': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      return searchMembers(
        services.db,
        auth.brandId,
        params.userBrandName?.trim() ?? '',
        params.isValid,
        MEMBER_SEARCH_LIMIT,
      );
    },
  },
};
