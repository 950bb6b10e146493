import { DEPT_LEVEL_ALIASES, type DeptLevelAlias, type DeptNode } from '@brand-console/api-client';
import { transaction, type Database } from './database';
import { likePattern } from './query';

/** Data access of the organisation: the brand's department tree, level names and member limits. */

interface DeptRow {
  id: number;
  parent_id: number | null;
  name: string;
  account_limit_num: number;
  members: number;
}

/** Every department of the brand with its direct member count, in a stable order. */
function brandDepartments(db: Database, brandId: number): DeptRow[] {
  return db
    .prepare(
      `SELECT d.id, d.parent_id, d.name, d.account_limit_num,
              (SELECT count(*) FROM user_departments ud WHERE ud.brand_id = d.brand_id AND ud.dept_id = d.id) AS members
       FROM departments d WHERE d.brand_id = ? ORDER BY d.id`,
    )
    .all(brandId) as unknown as DeptRow[];
}

const toNode = (row: DeptRow, level: number): DeptNode => ({
  deptId: row.id,
  deptName: row.name,
  parentId: row.parent_id,
  accountLimitNum: row.account_limit_num,
  level,
  memberCount: row.members,
  children: [],
});

/** The brand's departments as a tree (roots first, children in creation order), each with its level. */
export function departmentTree(db: Database, brandId: number): DeptNode[] {
  const rows = brandDepartments(db, brandId);
  const byParent = new Map<number | null, DeptRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parent: number | null, level: number): DeptNode[] =>
    (byParent.get(parent) ?? []).map((row) => ({ ...toNode(row, level), children: build(row.id, level + 1) }));
  return build(null, 1);
}

/** Levels of the brand's departments by id (1 at the top). */
function levelsOf(rows: readonly DeptRow[]): Map<number, number> {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const levels = new Map<number, number>();
  const levelOf = (id: number): number => {
    const known = levels.get(id);
    if (known !== undefined) return known;
    const parent = parentOf.get(id) ?? null;
    const level = parent === null ? 1 : levelOf(parent) + 1;
    levels.set(id, level);
    return level;
  };
  for (const row of rows) levelOf(row.id);
  return levels;
}

/**
 * Departments of the brand, flat (no children): by name (a typed `%` is literal) and/or direct
 * parent; with neither, every department.
 */
export function queryDepartments(
  db: Database,
  brandId: number,
  filters: { deptName?: string; parentId?: number },
): DeptNode[] {
  const rows = brandDepartments(db, brandId);
  const levels = levelsOf(rows);
  const name = filters.deptName?.trim() ?? '';
  const matchingIds = name
    ? new Set(
        (
          db
            .prepare(`SELECT id FROM departments WHERE brand_id = ? AND name LIKE ? ESCAPE '\\'`)
            .all(brandId, likePattern(name)) as Array<{ id: number }>
        ).map((row) => row.id),
      )
    : null;
  return rows
    .filter((row) => (matchingIds ? matchingIds.has(row.id) : true))
    .filter((row) => (filters.parentId === undefined ? true : row.parent_id === filters.parentId))
    .map((row) => toNode(row, levels.get(row.id) ?? 1));
}

/** True when the department is the brand's. */
export function isBrandDepartment(db: Database, brandId: number, deptId: number): boolean {
  return !!db.prepare('SELECT 1 FROM departments WHERE brand_id = ? AND id = ?').get(brandId, deptId);
}

/** Ids of every department under `deptId` (not itself), at any depth, in tree order. */
export function descendantIds(db: Database, brandId: number, deptId: number): number[] {
  return (
    db
      .prepare(
        `WITH RECURSIVE under(id, path) AS (
           SELECT id, printf('%010d', id) FROM departments WHERE brand_id = ? AND parent_id = ?
           UNION ALL
           SELECT d.id, under.path || '/' || printf('%010d', d.id)
           FROM departments d JOIN under ON d.parent_id = under.id WHERE d.brand_id = ?
         )
         SELECT id FROM under ORDER BY path`,
      )
      .all(brandId, deptId, brandId) as Array<{ id: number }>
  ).map((row) => row.id);
}

/** The names of the tree's levels: the brand's own where it named them, else the defaults. */
export function levelAliases(db: Database, brandId: number): DeptLevelAlias[] {
  const own = new Map(
    (
      db
        .prepare('SELECT level, alias FROM dept_level_aliases WHERE brand_id = ? ORDER BY level')
        .all(brandId) as Array<{
        level: number;
        alias: string;
      }>
    ).map((row) => [row.level, row.alias]),
  );
  const deepest = Math.max(
    DEPT_LEVEL_ALIASES.length,
    ...own.keys(),
    ...[...levelsOf(brandDepartments(db, brandId)).values()],
  );
  return Array.from({ length: deepest }, (_, i) => {
    const level = i + 1;
    const alias = own.get(level);
    if (alias !== undefined) return { level, alias, custom: true };
    const fallback = DEPT_LEVEL_ALIASES.find((entry) => entry.value === level);
    return { level, alias: fallback?.zh ?? `${level}级部门`, custom: false };
  });
}

/** Names levels of the brand's tree; a level named the same as its default goes back to the default. */
export function saveLevelAliases(
  db: Database,
  brandId: number,
  aliases: ReadonlyArray<{ level: number; alias: string }>,
) {
  const upsert = db.prepare(
    `INSERT INTO dept_level_aliases (brand_id, level, alias) VALUES (?, ?, ?)
     ON CONFLICT (brand_id, level) DO UPDATE SET alias = excluded.alias`,
  );
  const remove = db.prepare('DELETE FROM dept_level_aliases WHERE brand_id = ? AND level = ?');
  transaction(db, () => {
    for (const { level, alias } of aliases) {
      const fallback = DEPT_LEVEL_ALIASES.find((entry) => entry.value === level)?.zh;
      if (alias === fallback) remove.run(brandId, level);
      else upsert.run(brandId, level, alias);
    }
  });
}

/** Members of the brand in the department itself. */
export function departmentMemberCount(db: Database, brandId: number, deptId: number): number {
  return (
    db
      .prepare('SELECT count(*) AS n FROM user_departments WHERE brand_id = ? AND dept_id = ?')
      .get(brandId, deptId) as { n: number }
  ).n;
}

/** Sets a department's member limit (0: none). */
export function setAccountLimit(db: Database, brandId: number, deptId: number, limit: number) {
  db.prepare('UPDATE departments SET account_limit_num = ? WHERE brand_id = ? AND id = ?').run(limit, brandId, deptId);
}

/** True when a sibling under `parentId` (the top level for null) already has this name; `except` is left out. */
export function siblingNameTaken(
  db: Database,
  brandId: number,
  parentId: number | null,
  name: string,
  except?: number,
): boolean {
  return !!db
    .prepare(`SELECT 1 FROM departments WHERE brand_id = ? AND parent_id IS ? AND name = ? AND id IS NOT ?`)
    .get(brandId, parentId, name, except ?? null);
}

/** Adds a department under `parentId` (the top level for null); answers its id. */
export function createDepartment(db: Database, brandId: number, parentId: number | null, name: string): number {
  return Number(
    db.prepare('INSERT INTO departments (brand_id, parent_id, name) VALUES (?, ?, ?)').run(brandId, parentId, name)
      .lastInsertRowid,
  );
}

/** The department's parent (null at the top), or undefined when it is not the brand's. */
export function parentOf(db: Database, brandId: number, deptId: number): number | null | undefined {
  const row = db.prepare('SELECT parent_id FROM departments WHERE brand_id = ? AND id = ?').get(brandId, deptId) as
    { parent_id: number | null } | undefined;
  return row?.parent_id;
}

export function renameDepartment(db: Database, brandId: number, deptId: number, name: string) {
  db.prepare('UPDATE departments SET name = ? WHERE brand_id = ? AND id = ?').run(name, brandId, deptId);
}

export function moveDepartment(db: Database, brandId: number, deptId: number, parentId: number | null) {
  db.prepare('UPDATE departments SET parent_id = ? WHERE brand_id = ? AND id = ?').run(parentId, brandId, deptId);
}

/** Members of the brand in the department or any department under it. */
export function subtreeMemberCount(db: Database, brandId: number, deptId: number): number {
  const ids = [deptId, ...descendantIds(db, brandId, deptId)];
  return (
    db
      .prepare(
        `SELECT count(DISTINCT user_id) AS n FROM user_departments
         WHERE brand_id = ? AND dept_id IN (${ids.map(() => '?').join(', ')})`,
      )
      .get(brandId, ...ids) as { n: number }
  ).n;
}

/** Deletes the department and every department under it (their rows go with the parent's). */
export function deleteDepartment(db: Database, brandId: number, deptId: number) {
  const ids = [deptId, ...descendantIds(db, brandId, deptId)];
  db.prepare(`DELETE FROM departments WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(', ')})`).run(
    brandId,
    ...ids,
  );
}

/** The department's name ('' when it is not the brand's). */
export function departmentName(db: Database, brandId: number, deptId: number): string {
  const row = db.prepare('SELECT name FROM departments WHERE brand_id = ? AND id = ?').get(brandId, deptId) as
    { name: string } | undefined;
  return row?.name ?? '';
}

/** True when the user is a member of the brand. */
export function isBrandMember(db: Database, brandId: number, userId: number): boolean {
  return !!db.prepare('SELECT 1 FROM user_brands WHERE brand_id = ? AND user_id = ?').get(brandId, userId);
}

/** Ids of the departments the member belongs to on the brand. */
export function memberDepartmentIds(db: Database, brandId: number, userId: number): number[] {
  return (
    db
      .prepare('SELECT dept_id FROM user_departments WHERE brand_id = ? AND user_id = ? ORDER BY dept_id')
      .all(brandId, userId) as Array<{ dept_id: number }>
  ).map((row) => row.dept_id);
}

/** The first of `deptIds` that is full (its limit reached), with its name and limit; none when all have room. */
export function fullDepartment(
  db: Database,
  brandId: number,
  deptIds: readonly number[],
): { name: string; limit: number } | undefined {
  for (const deptId of deptIds) {
    const row = db
      .prepare(
        `SELECT d.name, d.account_limit_num AS "limit",
                (SELECT count(*) FROM user_departments ud WHERE ud.brand_id = d.brand_id AND ud.dept_id = d.id) AS members
         FROM departments d WHERE d.brand_id = ? AND d.id = ?`,
      )
      .get(brandId, deptId) as { name: string; limit: number; members: number } | undefined;
    if (row && row.limit > 0 && row.members >= row.limit) return { name: row.name, limit: row.limit };
  }
  return undefined;
}

/** Puts the member in exactly these departments of the brand. */
export function setMemberDepartments(db: Database, brandId: number, userId: number, deptIds: readonly number[]) {
  transaction(db, () => {
    db.prepare('DELETE FROM user_departments WHERE brand_id = ? AND user_id = ?').run(brandId, userId);
    const insert = db.prepare('INSERT INTO user_departments (user_id, brand_id, dept_id) VALUES (?, ?, ?)');
    for (const deptId of new Set(deptIds)) insert.run(userId, brandId, deptId);
  });
}

/** Takes the member out of one department. */
export function removeMemberDepartment(db: Database, brandId: number, userId: number, deptId: number) {
  db.prepare('DELETE FROM user_departments WHERE brand_id = ? AND user_id = ? AND dept_id = ?').run(
    brandId,
    userId,
    deptId,
  );
}
