import type { DeptGroup } from '@brand-console/api-client';
import { transaction, type Database } from './database';
import { likePattern } from './query';

/** Data access of department groups: a brand's named sets of departments (migration 007). */

interface GroupRow {
  id: number;
  name: string;
}

/** The groups' departments (ids and names, in tree-creation order), by group. */
function departmentsOf(db: Database, groupIds: readonly number[]): Map<number, Array<{ id: number; name: string }>> {
  const byGroup = new Map<number, Array<{ id: number; name: string }>>();
  if (groupIds.length === 0) return byGroup;
  const rows = db
    .prepare(
      `SELECT gd.group_id, d.id, d.name FROM dept_group_depts gd JOIN departments d ON d.id = gd.dept_id
       WHERE gd.group_id IN (${groupIds.map(() => '?').join(', ')}) ORDER BY d.id`,
    )
    .all(...groupIds) as Array<{ group_id: number; id: number; name: string }>;
  for (const row of rows) byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row]);
  return byGroup;
}

const toGroups = (db: Database, rows: readonly GroupRow[]): DeptGroup[] => {
  const depts = departmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const members = depts.get(row.id) ?? [];
    return {
      groupId: row.id,
      groupName: row.name,
      deptIds: members.map((d) => d.id),
      deptNames: members.map((d) => d.name),
    };
  });
};

/** The brand's groups, newest first, by name (a typed `%` is literal), one page of them. */
export function listGroups(
  db: Database,
  brandId: number,
  name: string,
  page: { limit: number; offset: number },
): { rows: DeptGroup[]; total: number } {
  const where = name ? `brand_id = ? AND name LIKE ? ESCAPE '\\'` : 'brand_id = ?';
  const args = name ? [brandId, likePattern(name)] : [brandId];
  const total = (db.prepare(`SELECT count(*) AS n FROM dept_groups WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = db
    .prepare(`SELECT id, name FROM dept_groups WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, page.limit, page.offset) as unknown as GroupRow[];
  return { rows: toGroups(db, rows), total };
}

/** Every group of the brand, by name. */
export function allGroups(db: Database, brandId: number): DeptGroup[] {
  const rows = db
    .prepare('SELECT id, name FROM dept_groups WHERE brand_id = ? ORDER BY name, id')
    .all(brandId) as unknown as GroupRow[];
  return toGroups(db, rows);
}

export function isBrandGroup(db: Database, brandId: number, groupId: number): boolean {
  return !!db.prepare('SELECT 1 FROM dept_groups WHERE brand_id = ? AND id = ?').get(brandId, groupId);
}

/** True when another group of the brand has this name. */
export function groupNameTaken(db: Database, brandId: number, name: string, except?: number): boolean {
  return !!db
    .prepare('SELECT 1 FROM dept_groups WHERE brand_id = ? AND name = ? AND id IS NOT ?')
    .get(brandId, name, except ?? null);
}

/** Puts exactly these departments in the group. */
export function setGroupDepartments(db: Database, groupId: number, deptIds: readonly number[]) {
  transaction(db, () => {
    db.prepare('DELETE FROM dept_group_depts WHERE group_id = ?').run(groupId);
    const insert = db.prepare('INSERT INTO dept_group_depts (group_id, dept_id) VALUES (?, ?)');
    for (const deptId of new Set(deptIds)) insert.run(groupId, deptId);
  });
}

export function createGroup(
  db: Database,
  brandId: number,
  name: string,
  deptIds: readonly number[],
  createdAt: string,
): number {
  return transaction(db, () => {
    const id = Number(
      db.prepare('INSERT INTO dept_groups (brand_id, name, created_at) VALUES (?, ?, ?)').run(brandId, name, createdAt)
        .lastInsertRowid,
    );
    setGroupDepartments(db, id, deptIds);
    return id;
  });
}

export function renameGroup(db: Database, brandId: number, groupId: number, name: string) {
  db.prepare('UPDATE dept_groups SET name = ? WHERE brand_id = ? AND id = ?').run(name, brandId, groupId);
}

export function deleteGroup(db: Database, brandId: number, groupId: number) {
  db.prepare('DELETE FROM dept_groups WHERE brand_id = ? AND id = ?').run(brandId, groupId);
}
