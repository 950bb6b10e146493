import { transaction, type Database } from '../db/database';
import { createEntity, setBindings, setTypeOpen } from '../db/business';
import { createGroup } from '../db/deptGroups';
import { formatDateTime } from '../lib/time';

/** Brand 13's demo business entities (经营主体): one bound to departments, one to a department group. */
export const SEED_BUSINESS_BRAND = 13;
export const seedBusinessEntityNames = { department: '华东运营主体', group: '直营渠道主体' } as const;
/** Brand 13's demo department groups (组织架构). */
export const seedDeptGroupNames = { regions: '大区联营组', retail: '零售中心组' } as const;

/**
 * Brand 13: two department groups (the regions; the retail centre); department entities open, group
 * entities closed (the page shows both states); the department entity holds the East and South
 * regions and two members, the group entity the regions' group and one member. Runs after the accounts (it needs their departments and members).
 */
export function seedBusinessEntities(db: Database, now: Date): void {
  const brandId = SEED_BUSINESS_BRAND;
  const createdAt = formatDateTime(now.getTime());
  transaction(db, () => {
    const depts = (
      db.prepare('SELECT id FROM departments WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{ id: number }>
    ).map((row) => row.id);
    const members = (
      db
        .prepare('SELECT user_id FROM user_brands WHERE brand_id = ? AND is_valid = 1 ORDER BY user_id LIMIT 3')
        .all(brandId) as Array<{ user_id: number }>
    ).map((row) => row.user_id);
    // The brand's department groups: the regions together, and the retail centre on its own.
    const regions = createGroup(db, brandId, seedDeptGroupNames.regions, depts.slice(2, 4), createdAt);
    createGroup(db, brandId, seedDeptGroupNames.retail, depts.slice(1, 2), createdAt);
    const group = { id: regions };

    const department = createEntity(db, brandId, seedBusinessEntityNames.department, 1, createdAt);
    setBindings(db, department, 'depts', depts.slice(2, 4));
    setBindings(db, department, 'users', members.slice(1, 3));
    const byGroup = createEntity(db, brandId, seedBusinessEntityNames.group, 2, createdAt);
    if (group) setBindings(db, byGroup, 'groups', [group.id]);
    setBindings(db, byGroup, 'users', members.slice(0, 1));
    setTypeOpen(db, brandId, 1, true);
    setTypeOpen(db, brandId, 2, false);
  });
}
