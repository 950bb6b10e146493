import type { AuditUser } from '@brand-console/api-client';
import { LIBRARY } from '../http/access';
import type { RouteTable } from '../http/routes';
import { likePattern } from '../db/query';

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
      const name = params.userBrandName?.trim() ?? '';
      const rows = services.db
        .prepare(
          `SELECT ub.user_id, ub.user_brand_name, u.photo,
           (SELECT group_concat(name, '、') FROM (
              SELECT d.name FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
              WHERE ud.user_id = ub.user_id AND ud.brand_id = ub.brand_id ORDER BY d.id)) AS dept_name
         FROM user_brands ub JOIN users u ON u.id = ub.user_id
         WHERE ub.brand_id = ? AND ub.is_valid = ? AND ub.user_brand_name LIKE ? ESCAPE '\\'
         ORDER BY ub.sort, ub.user_id LIMIT ?`,
        )
        .all(auth.brandId, params.isValid, likePattern(name), MEMBER_SEARCH_LIMIT) as Array<{
        user_id: number;
        user_brand_name: string;
        photo: string | null;
        dept_name: string | null;
      }>;
      return rows.map((r): AuditUser => ({
        userId: r.user_id,
        userBrandName: r.user_brand_name,
        userPhoto: r.photo,
        deptName: r.dept_name,
      }));
    },
  },
};
