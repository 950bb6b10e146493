import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/tokens';
import { migrate, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { DEMO_PASSWORD, seedAccounts, seedBrands, seedStaff, seedUsers } from './accounts';
import { allCodes, seedMenus } from './menus';

const seeded = () => {
  const db = openDatabase(':memory:');
  migrate(db, migrations);
  seedAccounts(db, new Date('2026-11-01T00:00:00Z'));
  return db;
};

describe('account seed', () => {
  it('has at least three brands, one disabled', () => {
    expect(seedBrands.length).toBeGreaterThanOrEqual(3);
    expect(seedBrands.some((b) => b.isValid === 0)).toBe(true);
  });

  it('covers every situation the console handles', () => {
    const kinds = seedUsers.map((u) => ({
      brands: u.brands.length,
      main: u.brands.some(([, , isMain]) => isMain === 0),
      v2: u.systemVersion === 2 && u.isInitPwd === 1,
      publicOnly: u.brands.length > 0 && u.brands.every(([, , , role]) => role === 'public_only'),
    }));
    expect(kinds.some((k) => k.brands > 1)).toBe(true);
    expect(kinds.some((k) => k.brands === 1)).toBe(true);
    expect(kinds.some((k) => k.brands === 0)).toBe(true);
    expect(kinds.some((k) => k.main)).toBe(true);
    expect(kinds.some((k) => k.v2)).toBe(true);
    expect(kinds.some((k) => k.publicOnly)).toBe(true);
  });

  it('stores the whole menu tree with unique codes and grants admins every node', () => {
    const db = seeded();
    const codes = allCodes(seedMenus);
    expect(new Set(codes).size).toBe(codes.length);
    expect(db.prepare('SELECT count(*) AS n FROM menus').get()).toEqual({ n: codes.length });
    const adminMenus = db
      .prepare(
        `SELECT count(*) AS n FROM role_menus rm JOIN roles r ON r.id = rm.role_id WHERE r.brand_id = 13 AND r.role_code = 'admin'`,
      )
      .get();
    expect(adminMenus).toEqual({ n: codes.length });
    db.close();
  });

  it('stores passwords hashed, never in clear', async () => {
    const db = seeded();
    const row = db.prepare('SELECT password_hash FROM users WHERE id = 1').get() as { password_hash: string };
    expect(row.password_hash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
    db.close();
  });

  it('gives brand 13 over forty staff in every state, apart from the demo accounts', () => {
    const db = seeded();
    const phones = [...seedUsers, ...seedStaff].map((u) => u.phone);
    expect(new Set(phones).size).toBe(phones.length);
    expect(seedStaff.every((s) => s.phone.startsWith('1390013') && s.name.length <= 10)).toBe(true);
    const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(n('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13')).toBeGreaterThanOrEqual(40);
    expect(n('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13 AND is_valid = 0')).toBeGreaterThan(0);
    expect(
      n(
        'SELECT count(*) AS n FROM users u JOIN user_brands ub ON ub.user_id = u.id WHERE ub.brand_id = 13 AND u.is_init_pwd = 1',
      ),
    ).toBeGreaterThan(1);
    expect(
      n(
        'SELECT count(*) AS n FROM (SELECT user_id FROM user_roles WHERE brand_id = 13 GROUP BY user_id HAVING count(*) > 1)',
      ),
    ).toBeGreaterThan(0);
    expect(n('SELECT count(DISTINCT dept_id) AS n FROM user_departments WHERE brand_id = 13')).toBe(
      n('SELECT count(*) AS n FROM departments WHERE brand_id = 13'),
    );
    // The seeded sign-ins are over: none of them is a live session.
    expect(n('SELECT count(*) AS n FROM sessions WHERE revoked_at IS NULL')).toBe(0);
    // The demo accounts keep their phones, names and roles.
    const demo = db.prepare('SELECT id, phone, name FROM users WHERE id <= 6 ORDER BY id').all();
    expect(demo).toEqual(seedUsers.map((u) => ({ id: u.id, phone: u.phone, name: u.name })));
    db.close();
  });
});
