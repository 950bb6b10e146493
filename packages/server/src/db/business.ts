import type { BusinessBindingChoices, BusinessEntity, BusinessEntityBindings } from '@brand-console/api-client';
import { transaction, type Database } from './database';
import { likePattern } from './query';

/** Data access of business entities (经营主体, migration 008): a brand's entities and their bindings. */

export type EntityType = 1 | 2;

interface EntityRow {
  id: number;
  name: string;
  type: EntityType;
  created_at: string;
}

/** Whether each type is open on the brand (closed until opened). */
export function typeStates(db: Database, brandId: number): Array<{ type: EntityType; isOpen: boolean }> {
  const rows = db.prepare('SELECT type, is_open FROM business_entity_types WHERE brand_id = ?').all(brandId) as Array<{
    type: number;
    is_open: number;
  }>;
  return ([1, 2] as const).map((type) => ({
    type,
    isOpen: rows.some((row) => row.type === type && row.is_open === 1),
  }));
}

export function setTypeOpen(db: Database, brandId: number, type: EntityType, isOpen: boolean) {
  db.prepare(
    `INSERT INTO business_entity_types (brand_id, type, is_open) VALUES (?, ?, ?)
     ON CONFLICT (brand_id, type) DO UPDATE SET is_open = excluded.is_open`,
  ).run(brandId, type, isOpen ? 1 : 0);
}

function toEntities(db: Database, brandId: number, rows: readonly EntityRow[]): BusinessEntity[] {
  if (rows.length === 0) return [];
  const open = new Map(typeStates(db, brandId).map((state) => [state.type, state.isOpen]));
  const ids = rows.map((row) => row.id);
  const marks = ids.map(() => '?').join(', ');
  const counts = (sql: string) =>
    new Map(
      (db.prepare(sql.replace('$IDS', marks)).all(...ids) as Array<{ id: number; n: number }>).map((r) => [r.id, r.n]),
    );
  const depts = counts(
    'SELECT entity_id AS id, count(*) AS n FROM business_entity_depts WHERE entity_id IN ($IDS) GROUP BY 1',
  );
  const groups = counts(
    'SELECT entity_id AS id, count(*) AS n FROM business_entity_groups WHERE entity_id IN ($IDS) GROUP BY 1',
  );
  const users = counts(
    'SELECT entity_id AS id, count(*) AS n FROM business_entity_users WHERE entity_id IN ($IDS) GROUP BY 1',
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    isOpen: open.get(row.type) ?? false,
    bodyCount: (row.type === 1 ? depts : groups).get(row.id) ?? 0,
    userCount: users.get(row.id) ?? 0,
    createTime: row.created_at,
  }));
}

/** The brand's entities, newest first, by name (a typed `%` is literal), one page of them. */
export function listEntities(
  db: Database,
  brandId: number,
  name: string,
  page: { limit: number; offset: number },
): { rows: BusinessEntity[]; total: number } {
  const where = name ? `brand_id = ? AND name LIKE ? ESCAPE '\\'` : 'brand_id = ?';
  const args = name ? [brandId, likePattern(name)] : [brandId];
  const total = (db.prepare(`SELECT count(*) AS n FROM business_entities WHERE ${where}`).get(...args) as { n: number })
    .n;
  const rows = db
    .prepare(
      `SELECT id, name, type, created_at FROM business_entities WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.limit, page.offset) as unknown as EntityRow[];
  return { rows: toEntities(db, brandId, rows), total };
}

/** The brand's department entities bound to `deptId`, or all of them without one. */
export function entitiesOfDepartment(db: Database, brandId: number, deptId?: number): BusinessEntity[] {
  const rows = (deptId === undefined
    ? db
        .prepare('SELECT id, name, type, created_at FROM business_entities WHERE brand_id = ? AND type = 1 ORDER BY id')
        .all(brandId)
    : db
        .prepare(
          `SELECT e.id, e.name, e.type, e.created_at FROM business_entities e
             JOIN business_entity_depts d ON d.entity_id = e.id
             WHERE e.brand_id = ? AND e.type = 1 AND d.dept_id = ? ORDER BY e.id`,
        )
        .all(brandId, deptId)) as unknown as EntityRow[];
  return toEntities(db, brandId, rows);
}

/** The brand's group entities bound to `groupId`, or all of them without one. */
export function entitiesOfGroup(db: Database, brandId: number, groupId?: number): BusinessEntity[] {
  const rows = (groupId === undefined
    ? db
        .prepare('SELECT id, name, type, created_at FROM business_entities WHERE brand_id = ? AND type = 2 ORDER BY id')
        .all(brandId)
    : db
        .prepare(
          `SELECT e.id, e.name, e.type, e.created_at FROM business_entities e
             JOIN business_entity_groups g ON g.entity_id = e.id
             WHERE e.brand_id = ? AND e.type = 2 AND g.group_id = ? ORDER BY e.id`,
        )
        .all(brandId, groupId)) as unknown as EntityRow[];
  return toEntities(db, brandId, rows);
}

/** The brand's entity, or undefined when the id is not one of the brand's. */
export function brandEntity(db: Database, brandId: number, id: number): { id: number; type: EntityType } | undefined {
  return db.prepare('SELECT id, type FROM business_entities WHERE brand_id = ? AND id = ?').get(brandId, id) as
    { id: number; type: EntityType } | undefined;
}

/** True when another entity of the brand has this name. */
export function entityNameTaken(db: Database, brandId: number, name: string, except?: number): boolean {
  return !!db
    .prepare('SELECT 1 FROM business_entities WHERE brand_id = ? AND name = ? AND id IS NOT ?')
    .get(brandId, name, except ?? null);
}

export function createEntity(db: Database, brandId: number, name: string, type: EntityType, createdAt: string): number {
  return Number(
    db
      .prepare('INSERT INTO business_entities (brand_id, name, type, created_at) VALUES (?, ?, ?, ?)')
      .run(brandId, name, type, createdAt).lastInsertRowid,
  );
}

export function renameEntity(db: Database, brandId: number, id: number, name: string) {
  db.prepare('UPDATE business_entities SET name = ? WHERE brand_id = ? AND id = ?').run(name, brandId, id);
}

/** What the entity is bound to: departments, groups and member accounts (by name). */
export function entityBindings(db: Database, brandId: number, id: number, type: EntityType): BusinessEntityBindings {
  return {
    id,
    type,
    depts: db
      .prepare(
        `SELECT d.id AS deptId, d.name AS deptName FROM business_entity_depts b JOIN departments d ON d.id = b.dept_id
         WHERE b.entity_id = ? ORDER BY d.id`,
      )
      .all(id) as unknown as BusinessEntityBindings['depts'],
    groups: db
      .prepare(
        `SELECT g.id AS groupId, g.name AS groupName FROM business_entity_groups b JOIN dept_groups g ON g.id = b.group_id
         WHERE b.entity_id = ? ORDER BY g.name, g.id`,
      )
      .all(id) as unknown as BusinessEntityBindings['groups'],
    users: db
      .prepare(
        `SELECT u.id AS userId, ub.user_brand_name AS userName, u.phone FROM business_entity_users b
         JOIN users u ON u.id = b.user_id JOIN user_brands ub ON ub.user_id = u.id AND ub.brand_id = ?
         WHERE b.entity_id = ? ORDER BY ub.user_brand_name, u.id`,
      )
      .all(brandId, id) as unknown as BusinessEntityBindings['users'],
  };
}

const BINDING_TABLES = {
  depts: ['business_entity_depts', 'dept_id'],
  groups: ['business_entity_groups', 'group_id'],
  users: ['business_entity_users', 'user_id'],
} as const;

/** Binds exactly these departments, groups or accounts to the entity. */
export function setBindings(db: Database, id: number, kind: keyof typeof BINDING_TABLES, ids: readonly number[]) {
  const [table, column] = BINDING_TABLES[kind];
  transaction(db, () => {
    db.prepare(`DELETE FROM ${table} WHERE entity_id = ?`).run(id);
    const insert = db.prepare(`INSERT INTO ${table} (entity_id, ${column}) VALUES (?, ?)`);
    for (const other of new Set(ids)) insert.run(id, other);
  });
}

/** How many of `ids` are the brand's department groups, and how many are the brand's members. */
export function countBrandGroups(db: Database, brandId: number, ids: readonly number[]): number {
  if (ids.length === 0) return 0;
  return (
    db
      .prepare(`SELECT count(*) AS n FROM dept_groups WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
      .get(brandId, ...ids) as { n: number }
  ).n;
}

export function countBrandMembers(db: Database, brandId: number, ids: readonly number[]): number {
  if (ids.length === 0) return 0;
  return (
    db
      .prepare(
        `SELECT count(*) AS n FROM user_brands WHERE brand_id = ? AND user_id IN (${ids.map(() => '?').join(', ')})`,
      )
      .get(brandId, ...ids) as { n: number }
  ).n;
}

/** The brand's department groups (by name) and members (by name), for an entity's bindings. */
export function bindingChoices(db: Database, brandId: number): BusinessBindingChoices {
  return {
    groups: db
      .prepare('SELECT id AS groupId, name AS groupName FROM dept_groups WHERE brand_id = ? ORDER BY name, id')
      .all(brandId) as unknown as BusinessBindingChoices['groups'],
    users: db
      .prepare(
        `SELECT u.id AS userId, ub.user_brand_name AS userName, u.phone FROM user_brands ub JOIN users u ON u.id = ub.user_id
         WHERE ub.brand_id = ? ORDER BY ub.user_brand_name, u.id`,
      )
      .all(brandId) as unknown as BusinessBindingChoices['users'],
  };
}
