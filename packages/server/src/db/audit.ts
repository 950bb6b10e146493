import type { AuditUser } from '@brand-console/api-client';
import type { Database } from './database';
import { likePattern } from './query';

/** Data access of the audit centre. */

/** Members of the brand whose name in the brand contains `name`, enabled (`isValid` 1) or not, at most `limit`. */
export function searchMembers(
  db: Database,
  brandId: number,
  name: string,
  isValid: number,
  limit: number,
): AuditUser[] {
  const rows = db
    .prepare(
      `SELECT ub.user_id, ub.user_brand_name, u.photo,
       (SELECT group_concat(name, '、') FROM (
          SELECT d.name FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
          WHERE ud.user_id = ub.user_id AND ud.brand_id = ub.brand_id ORDER BY d.id)) AS dept_name
     FROM user_brands ub JOIN users u ON u.id = ub.user_id
     WHERE ub.brand_id = ? AND ub.is_valid = ? AND ub.user_brand_name LIKE ? ESCAPE '\\'
     ORDER BY ub.sort, ub.user_id LIMIT ?`,
    )
    .all(brandId, isValid, likePattern(name), limit) as Array<{
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
}
