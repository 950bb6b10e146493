import type {
  DataOverviewDay,
  DataOverviewFigures,
  EmployeeDataRow,
  TaskDataRow,
  TaskTypeCode,
} from '@brand-console/api-client';
import type { Database } from './database';
import { taskTagLabels } from './dictionaries';
import { likePattern } from './query';

/** Data access of operational analysis: the brand's members with their activity, tasks and figures, and its structure. */

/**
 * A tracking event's time as the server's stored text (`YYYY-MM-DD HH:mm:ss`, UTC+8): events are
 * written with an ISO time in UTC (`…T…Z`), which would neither compare with the other tables'
 * times nor fall on the right day.
 */
const TRACKED_AT = `(CASE WHEN instr(t.created_at, 'T') > 0 THEN datetime(t.created_at, '+8 hours') ELSE t.created_at END)`;

/** The brand's members, as a subquery of user ids. */
const MEMBER_IDS = 'SELECT user_id FROM user_brands WHERE brand_id = ?';

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
            AND ${TRACKED_AT} BETWEEN ? AND ?) AS visits
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

/** Filters of the task data list and its exports; participation is counted within `from`..`to`. */
export interface TaskFilters {
  taskName?: string | undefined;
  taskType?: number | undefined;
  /** Task tags (items of the brand's `taskTags` dictionary): tasks carrying any of them. */
  tagIds?: readonly number[] | undefined;
  /** `YYYY-MM-DD HH:mm:ss`; open when left out. */
  from?: string | undefined;
  to?: string | undefined;
}

const OPEN_FROM = '0000-01-01 00:00:00';
const OPEN_TO = '9999-12-31 23:59:59';

/** The tasks a filter names: the brand's, by name and type, running in the period or joined in it. */
function taskWhere(brandId: number, filters: TaskFilters) {
  const name = filters.taskName?.trim() ?? '';
  const from = filters.from ?? OPEN_FROM;
  const to = filters.to ?? OPEN_TO;
  return {
    sql: `t.brand_id = ? AND (? = '' OR t.name LIKE ? ESCAPE '\\') AND (? = 0 OR t.type = ?)
      AND (? = 0 OR EXISTS (SELECT 1 FROM marketing_task_tags tt WHERE tt.task_id = t.id
        AND tt.item_id IN (SELECT value FROM json_each(?))))
      AND ((t.start_time <= ? AND t.end_time >= ?)
        OR EXISTS (SELECT 1 FROM marketing_task_members p WHERE p.task_id = t.id AND p.joined_at BETWEEN ? AND ?))`,
    args: [
      brandId,
      name,
      likePattern(name),
      filters.taskType ?? 0,
      filters.taskType ?? 0,
      filters.tagIds?.length ?? 0,
      JSON.stringify(filters.tagIds ?? []),
      to,
      from,
      from,
      to,
    ],
  };
}

/**
 * The brand's tasks with their members' participation in the period, newest first: members who
 * joined within it, and of those, who completed by its end. `page` limits the rows (the list).
 */
export function queryTaskData(
  db: Database,
  brandId: number,
  filters: TaskFilters,
  page?: { limit: number; offset: number },
): { rows: TaskDataRow[]; total: number } {
  const where = taskWhere(brandId, filters);
  const from = filters.from ?? OPEN_FROM;
  const to = filters.to ?? OPEN_TO;
  const total = (
    db.prepare(`SELECT count(*) AS n FROM marketing_tasks t WHERE ${where.sql}`).get(...where.args) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT t.id, t.name, t.type, t.start_time, t.end_time,
         (SELECT count(*) FROM marketing_task_members p
           WHERE p.task_id = t.id AND p.joined_at BETWEEN ? AND ? AND p.user_id IN (${MEMBER_IDS})) AS joins,
         (SELECT count(*) FROM marketing_task_members p
           WHERE p.task_id = t.id AND p.joined_at BETWEEN ? AND ? AND p.completed_at <= ?
             AND p.user_id IN (${MEMBER_IDS})) AS completes
       FROM marketing_tasks t
       WHERE ${where.sql}
       ORDER BY t.start_time DESC, t.id DESC
       LIMIT ? OFFSET ?`,
    )
    .all(from, to, brandId, from, to, to, brandId, ...where.args, page?.limit ?? -1, page?.offset ?? 0) as Array<{
    id: number;
    name: string;
    type: TaskTypeCode;
    start_time: string;
    end_time: string;
    joins: number;
    completes: number;
  }>;
  return {
    total,
    rows: rows.map((r) => ({
      taskId: r.id,
      taskName: r.name,
      taskType: r.type,
      tags: taskTagLabels(db, r.id),
      startTime: r.start_time,
      endTime: r.end_time,
      joinCount: r.joins,
      completeCount: r.completes,
    })),
  };
}

/** Task participation of one department (or of the members in none) for the department export. */
export interface DepartmentTaskData {
  deptId: number | null;
  /** The department's path from the top (`事业部 / 零售中心 / 华东大区`); empty for the members in none. */
  deptPath: string;
  members: number;
  /** Members who joined at least one of the tasks in the period. */
  participants: number;
  participations: number;
  completions: number;
}

/**
 * Task participation by department: each of the brand's departments (a member in two counts in
 * both), then the members in no department when there are any; over the tasks `filters` names.
 */
export function queryDepartmentTaskData(db: Database, brandId: number, filters: TaskFilters): DepartmentTaskData[] {
  const where = taskWhere(brandId, filters);
  const from = filters.from ?? OPEN_FROM;
  const to = filters.to ?? OPEN_TO;
  const joins = db
    .prepare(
      `SELECT p.user_id, p.completed_at <= ? AS done
         FROM marketing_task_members p JOIN marketing_tasks t ON t.id = p.task_id
        WHERE ${where.sql} AND p.joined_at BETWEEN ? AND ? AND p.user_id IN (${MEMBER_IDS})`,
    )
    .all(to, ...where.args, from, to, brandId) as Array<{ user_id: number; done: number | null }>;
  const departments = db
    .prepare('SELECT id, parent_id, name FROM departments WHERE brand_id = ? ORDER BY id')
    .all(brandId) as Array<{ id: number; parent_id: number | null; name: string }>;
  const memberships = db
    .prepare(
      `SELECT ub.user_id, ud.dept_id FROM user_brands ub
         LEFT JOIN user_departments ud ON ud.user_id = ub.user_id AND ud.brand_id = ub.brand_id
        WHERE ub.brand_id = ?`,
    )
    .all(brandId) as Array<{ user_id: number; dept_id: number | null }>;

  const byId = new Map(departments.map((d) => [d.id, d]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    for (
      let d = byId.get(id);
      d && names.length <= departments.length;
      d = d.parent_id ? byId.get(d.parent_id) : undefined
    ) {
      names.unshift(d.name);
    }
    return names.join(' / ');
  };
  const membersOf = new Map<number | null, Set<number>>();
  for (const m of memberships) {
    const set = membersOf.get(m.dept_id) ?? new Set<number>();
    set.add(m.user_id);
    membersOf.set(m.dept_id, set);
  }
  const figures = (deptId: number | null, deptPath: string): DepartmentTaskData => {
    const members = membersOf.get(deptId) ?? new Set<number>();
    const mine = joins.filter((j) => members.has(j.user_id));
    return {
      deptId,
      deptPath,
      members: members.size,
      participants: new Set(mine.map((j) => j.user_id)).size,
      participations: mine.length,
      completions: mine.filter((j) => j.done === 1).length,
    };
  };
  return [...departments.map((d) => figures(d.id, pathOf(d.id))), ...(membersOf.has(null) ? [figures(null, '')] : [])];
}

/** A period as stored-text bounds, inclusive. */
export type Bounds = readonly [from: string, to: string];

/** Members of the brand at `at` (joined by then; members without a join time count always). */
function membersAt(db: Database, brandId: number, at: string): number {
  return (
    db
      .prepare('SELECT count(*) AS n FROM user_brands WHERE brand_id = ? AND (joined_at IS NULL OR joined_at <= ?)')
      .get(brandId, at) as { n: number }
  ).n;
}

/**
 * Every activity of the brand's members in the period, one row per (day, member, kind): page
 * visits, materials uploaded (not deleted), tasks joined and tasks completed.
 */
function activitySql(): string {
  return `
    SELECT substr(${TRACKED_AT}, 1, 10) AS day, t.user_id, 'visit' AS kind FROM tracking_events t
     WHERE t.brand_id = ? AND t.event_id = 101 AND ${TRACKED_AT} BETWEEN ? AND ?
    UNION ALL
    SELECT substr(m.create_time, 1, 10), m.user_id, 'material' FROM materials m
     WHERE m.brand_id = ? AND m.is_delete = 0 AND m.user_id IS NOT NULL AND m.create_time BETWEEN ? AND ?
    UNION ALL
    SELECT substr(p.joined_at, 1, 10), p.user_id, 'join' FROM marketing_task_members p
      JOIN marketing_tasks k ON k.id = p.task_id
     WHERE k.brand_id = ? AND p.joined_at BETWEEN ? AND ?
    UNION ALL
    SELECT substr(p.completed_at, 1, 10), p.user_id, 'complete' FROM marketing_task_members p
      JOIN marketing_tasks k ON k.id = p.task_id
     WHERE k.brand_id = ? AND p.completed_at BETWEEN ? AND ?`;
}

/**
 * The period's figures (`allDataOverview`, `coreTargets`): counted from the members' stored
 * activity. Participations are those begun in the period; completions, those of them completed by
 * its end, so both add up with the task list's counts for the same period.
 */
export function overviewFiguresOf(db: Database, brandId: number, [from, to]: Bounds): DataOverviewFigures {
  const activity = activitySql();
  const activityArgs = [brandId, from, to, brandId, from, to, brandId, from, to, brandId, from, to];
  const one = <T>(sql: string, ...args: (string | number)[]) => db.prepare(sql).get(...args) as T;
  const counts = one<{ active: number; materials: number; visits: number }>(
    `SELECT count(DISTINCT user_id) AS active,
            sum(kind = 'material') AS materials,
            sum(kind = 'visit') AS visits
       FROM (${activity}) a WHERE a.user_id IN (${MEMBER_IDS})`,
    ...activityArgs,
    brandId,
  );
  const tasks = one<{ participants: number; participations: number; completions: number }>(
    `SELECT count(DISTINCT CASE WHEN ub.joined_at IS NULL OR ub.joined_at <= ? THEN p.user_id END) AS participants,
            count(*) AS participations, coalesce(sum(p.completed_at <= ?), 0) AS completions
       FROM marketing_task_members p JOIN marketing_tasks k ON k.id = p.task_id
       JOIN user_brands ub ON ub.brand_id = k.brand_id AND ub.user_id = p.user_id
      WHERE k.brand_id = ? AND p.joined_at BETWEEN ? AND ?`,
    to,
    to,
    brandId,
    from,
    to,
  );
  return {
    members: membersAt(db, brandId, to),
    activeMembers: counts.active,
    participants: tasks.participants,
    participations: tasks.participations,
    completions: tasks.completions,
    materials: counts.materials ?? 0,
    visits: counts.visits ?? 0,
  };
}

/**
 * The period's daily series, one entry per day of `days` (every day, zeros included): active
 * members, participations begun, completions of those, materials uploaded and page visits.
 */
export function overviewDaily(
  db: Database,
  brandId: number,
  [from, to]: Bounds,
  days: readonly string[],
): DataOverviewDay[] {
  const activity = activitySql();
  const rows = db
    .prepare(
      `SELECT day, count(DISTINCT user_id) AS active,
              sum(kind = 'join') AS joins, sum(kind = 'material') AS materials, sum(kind = 'visit') AS visits
         FROM (${activity}) a WHERE a.user_id IN (${MEMBER_IDS})
        GROUP BY day`,
    )
    .all(brandId, from, to, brandId, from, to, brandId, from, to, brandId, from, to, brandId) as Array<{
    day: string;
    active: number;
    joins: number;
    materials: number;
    visits: number;
  }>;
  // Completions of the participations begun in the period, on the day each was completed.
  const completions = db
    .prepare(
      `SELECT substr(p.completed_at, 1, 10) AS day, count(*) AS n
         FROM marketing_task_members p JOIN marketing_tasks k ON k.id = p.task_id
        WHERE k.brand_id = ? AND p.joined_at BETWEEN ? AND ? AND p.completed_at <= ? AND p.user_id IN (${MEMBER_IDS})
        GROUP BY day`,
    )
    .all(brandId, from, to, to, brandId) as Array<{ day: string; n: number }>;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const completedByDay = new Map(completions.map((r) => [r.day, r.n]));
  return days.map((day) => {
    const row = byDay.get(day);
    return {
      day,
      activeMembers: row?.active ?? 0,
      participations: row?.joins ?? 0,
      completions: completedByDay.get(day) ?? 0,
      materials: row?.materials ?? 0,
      visits: row?.visits ?? 0,
    };
  });
}
