import type { EmployeeDataRow } from '@brand-console/api-client';
import type { Database } from './database';
import { likePattern } from './query';

/** Data access of operational analysis: the brand's members with their activity, and its structure. */

/** Filters of the employee list and its export (operational analysis). */
export interface EmployeeFilters {
  userBrandName?: string;
  deptIds?: number[];
  /** Activity (materials uploaded, page visits) counted from this time, `YYYY-MM-DD HH:mm:ss`. */
  from?: string;
  /** …up to this time. */
  to?: string;
}

/** Phone numbers are masked wherever employee data leaves the server: 138****0002. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/**
 * Employee data of a brand (operational analysis): one row per member with their departments,
 * roles and activity in the period. `page` limits the rows (the list); without it, every row (the export).
 */
export function queryEmployeeData(
  db: Database,
  brandId: number,
  filters: EmployeeFilters,
  page?: { limit: number; offset: number },
): { rows: EmployeeDataRow[]; total: number } {
  const name = filters.userBrandName?.trim() ?? '';
  const deptIds = filters.deptIds ?? [];
  const from = filters.from ?? '0000';
  const to = filters.to ?? '9999';
  const where = `ub.brand_id = ? AND (? = '' OR ub.user_brand_name LIKE ? ESCAPE '\\')${
    deptIds.length
      ? ` AND EXISTS (SELECT 1 FROM user_departments f WHERE f.user_id = u.id AND f.brand_id = ub.brand_id
            AND f.dept_id IN (${deptIds.map(() => '?').join(', ')}))`
      : ''
  }`;
  const args = [brandId, name, likePattern(name), ...deptIds];
  const total = (
    db
      .prepare(`SELECT count(*) AS n FROM user_brands ub JOIN users u ON u.id = ub.user_id WHERE ${where}`)
      .get(...args) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT u.id, ub.user_brand_name, u.phone, ub.is_main,
         (SELECT group_concat(d.name, '、') FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
            WHERE ud.user_id = u.id AND ud.brand_id = ub.brand_id) AS depts,
         (SELECT group_concat(r.role_name, '、') FROM user_roles ur JOIN roles r ON r.id = ur.role_id
            WHERE ur.user_id = u.id AND ur.brand_id = ub.brand_id) AS roles,
         (SELECT count(*) FROM materials m WHERE m.brand_id = ub.brand_id AND m.user_id = u.id AND m.is_delete = 0
            AND m.create_time BETWEEN ? AND ?) AS materials,
         (SELECT count(*) FROM tracking_events t WHERE t.brand_id = ub.brand_id AND t.user_id = u.id AND t.event_id = 101
            AND t.created_at BETWEEN ? AND ?) AS visits
       FROM user_brands ub JOIN users u ON u.id = ub.user_id
       WHERE ${where}
       ORDER BY u.id
       LIMIT ? OFFSET ?`,
    )
    .all(from, to, from, to, ...args, page?.limit ?? -1, page?.offset ?? 0) as Array<{
    id: number;
    user_brand_name: string;
    phone: string;
    is_main: number;
    depts: string | null;
    roles: string | null;
    materials: number;
    visits: number;
  }>;
  return {
    total,
    rows: rows.map((r) => ({
      userId: r.id,
      userBrandName: r.user_brand_name,
      phone: maskPhone(r.phone),
      isMain: r.is_main ? 1 : 0,
      deptName: r.depts ?? '',
      roleNames: r.roles ?? '',
      materialCount: r.materials,
      visitCount: r.visits,
    })),
  };
}

/** How many of `ids` (distinct) are departments of the brand. */
export function countBrandDepartments(db: Database, brandId: number, ids: readonly number[]): number {
  if (ids.length === 0) return 0;
  return (
    db
      .prepare(`SELECT count(*) AS n FROM departments WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
      .get(brandId, ...ids) as { n: number }
  ).n;
}

/** The brand's numbers of departments and members. */
export function structureCounts(db: Database, brandId: number): { deptCount: number; employeeCount: number } {
  const count = (sql: string) => (db.prepare(sql).get(brandId) as { n: number }).n;
  return {
    deptCount: count('SELECT count(*) AS n FROM departments WHERE brand_id = ?'),
    employeeCount: count('SELECT count(*) AS n FROM user_brands WHERE brand_id = ?'),
  };
}
