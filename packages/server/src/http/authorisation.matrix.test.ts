/**
 * The authorisation matrix: generated from the registered route tables, like the tenancy matrix,
 * so a route added later is tried the same way. For every distinct set of menu scopes a route
 * declares, a member of the same brand is given a role that grants every menu entry except those
 * scopes; every route with that set must refuse them with `NO_PERMISSION_CODE` (never 403 or
 * 200002, which would force a re-login) and leave the database exactly as it was. Then one of the
 * scopes is granted and the same calls get past the check. Routes open to every member are called
 * by a member with no grants at all and are not refused. Guard tests fail when a route's access is
 * malformed or names a scope that is not a page of the menu tree.
 */
import { endpoints, NO_PERMISSION_CODE, type ApiPath } from '@brand-console/api-client';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { seedMenus, type SeedMenu } from '../seed/menus';
import { createHarness, type Harness } from '../testing/harness';
import { Scope, type Access } from './access';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const BRAND = 13;
/** 赵无菜单: a member of brand 13 whose only role grants the public entries. */
const MEMBER_PHONE = '13800000006';

const sessionRoutes = Object.entries(routes.session) as Array<[ApiPath, { access: Access }]>;
const scoped = sessionRoutes.filter(([, route]) => Array.isArray(route.access)) as Array<
  [ApiPath, { access: readonly string[] }]
>;
const bySet = new Map<string, ApiPath[]>();
for (const [path, { access }] of scoped) {
  const key = [...access].sort().join(',');
  bySet.set(key, [...(bySet.get(key) ?? []), path]);
}

function pageCodes(menus: readonly SeedMenu[]): string[] {
  return menus.flatMap((m) => [...(m.key ? [m.code] : []), ...pageCodes(m.children ?? [])]);
}

/** Every row of every table except the sessions' own bookkeeping (last use), as one digest. */
function databaseDigest(): string {
  const db = h.services.db;
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as Array<{
      name: string;
    }>
  )
    .map((t) => t.name)
    .filter((name) => name !== 'sessions');
  const hash = createHash('sha256');
  for (const table of tables) {
    hash.update(table);
    for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

/** Gives the member exactly one role on the brand, granting every menu entry but `except`. */
function grantAllBut(userId: number, except: readonly string[]): number {
  const db = h.services.db;
  const role = Number(
    db
      .prepare('INSERT INTO roles (brand_id, role_name, role_code, is_admin) VALUES (?, ?, ?, 0)')
      .run(BRAND, 'matrix', `matrix_${except.join('_')}`).lastInsertRowid,
  );
  const menus = db.prepare('SELECT id, scope_code FROM menus').all() as Array<{ id: number; scope_code: string }>;
  const grant = db.prepare('INSERT INTO role_menus (role_id, menu_id) VALUES (?, ?)');
  for (const menu of menus) if (!except.includes(menu.scope_code)) grant.run(role, menu.id);
  db.prepare('DELETE FROM user_roles WHERE user_id = ? AND brand_id = ?').run(userId, BRAND);
  db.prepare('INSERT INTO user_roles (user_id, brand_id, role_id) VALUES (?, ?, ?)').run(userId, BRAND, role);
  return role;
}

async function call(path: ApiPath, session: { token: string; userId: number }) {
  const definition = endpoints[path];
  const url = `http://console.test/api${path.replace(/\{\w+\}/, 'video-title')}`;
  const response = await h.app.fetch(
    new Request(url, {
      method: definition.method,
      headers: {
        token: session.token,
        userId: String(session.userId),
        brandId: String(BRAND),
        'content-type': definition.encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      ...(definition.method === 'GET' ? {} : { body: definition.encoding === 'json' ? '{}' : '' }),
    }),
  );
  const text = await response.text();
  const envelope = response.headers.get('content-type')?.includes('json')
    ? (JSON.parse(text) as { code: number; msg: string })
    : null;
  return { status: response.status, envelope };
}

describe('the authorisation matrix', () => {
  it('declares access on every route: public sign-in routes, and scopes that are pages of the menu', () => {
    const pages = new Set(pageCodes(seedMenus));
    for (const scope of Object.values(Scope)) expect(pages, scope).toContain(scope);
    for (const [path, { access }] of sessionRoutes) {
      expect(access === 'member' || (Array.isArray(access) && access.length > 0), path).toBe(true);
    }
    for (const [path, route] of Object.entries(routes.public)) expect(route.access, path).toBe('public');
    expect(scoped.length).toBeGreaterThan(20);
  });

  for (const [key, paths] of bySet) {
    const scopes = key.split(',');
    it(`refuses a member whose role lacks ${scopes.join(' / ')} on ${paths.length} routes, changing nothing`, async () => {
      const { token, userId } = await h.signIn(MEMBER_PHONE, BRAND);
      const role = grantAllBut(userId, scopes);
      for (const path of paths) {
        const before = databaseDigest();
        const { status, envelope } = await call(path, { token, userId });
        expect(status, path).toBe(200);
        expect(envelope?.code, path).toBe(NO_PERMISSION_CODE);
        expect(databaseDigest(), `${path} changed the database while refusing`).toBe(before);
      }
      // Granted one of the scopes, the same member gets past the check (to the parameters' judgement).
      const menu = h.services.db.prepare('SELECT id FROM menus WHERE scope_code = ?').get(scopes[0]!) as { id: number };
      h.services.db.prepare('INSERT INTO role_menus (role_id, menu_id) VALUES (?, ?)').run(role, menu.id);
      for (const path of paths) {
        const { envelope } = await call(path, { token, userId });
        expect(envelope?.code, path).not.toBe(NO_PERMISSION_CODE);
      }
    });
  }

  it('lets a member without any page call the routes open to every member', async () => {
    const { token, userId } = await h.signIn(MEMBER_PHONE, BRAND);
    h.services.db.prepare('DELETE FROM user_roles WHERE user_id = ? AND brand_id = ?').run(userId, BRAND);
    const open = sessionRoutes.filter(([, route]) => route.access === 'member').map(([path]) => path);
    expect(open.length).toBeGreaterThan(10);
    for (const path of open) {
      if (path === '/v1/system/account/loginout') continue; // ends the session the rest use
      const { envelope } = await call(path, { token, userId });
      expect(envelope?.code, path).not.toBe(NO_PERMISSION_CODE);
    }
  });
});
