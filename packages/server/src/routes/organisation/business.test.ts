import { isApiError, NO_PERMISSION_CODE } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedBusinessEntityNames } from '../../seed/business';
import { createHarness, rejection, type Harness } from '../../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const ADMIN = '13800000001';
const STAFF = '13800000002';
const ids = (sql: string, ...args: number[]) =>
  (h.services.db.prepare(sql).all(...args) as Array<{ id: number }>).map((row) => row.id);
const brandDepts = (brandId: number) => ids('SELECT id FROM departments WHERE brand_id = ? ORDER BY id', brandId);
const brandMembers = (brandId: number) =>
  ids('SELECT user_id AS id FROM user_brands WHERE brand_id = ? ORDER BY user_id', brandId);
const addGroup = (brandId: number, name: string) =>
  Number(
    h.services.db
      .prepare("INSERT INTO dept_groups (brand_id, name, created_at) VALUES (?, ?, '2026-11-24 08:00:00')")
      .run(brandId, name).lastInsertRowid,
  );
const addEntity = (brandId: number, name: string, type: 1 | 2) =>
  Number(
    h.services.db
      .prepare(
        "INSERT INTO business_entities (brand_id, name, type, created_at) VALUES (?, ?, ?, '2026-11-24 08:00:00')",
      )
      .run(brandId, name, type).lastInsertRowid,
  );
const codeOf = async (call: Promise<unknown>) => {
  const error = await rejection(call);
  return isApiError(error) ? `${error.code} ${error.message}` : error.message;
};
const snapshot = () =>
  JSON.stringify(
    [
      'business_entities',
      'business_entity_types',
      'business_entity_depts',
      'business_entity_groups',
      'business_entity_users',
    ].map((table) => h.services.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()),
  );

describe('business entities', () => {
  it('are seeded for brand 13 with their bindings, department entities open and group entities closed', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    expect(await api.request('/v1/system/business/principalData')).toEqual({
      isOpen: true,
      types: [
        { type: 1, isOpen: true },
        { type: 2, isOpen: false },
      ],
    });
    expect(await api.request('/v1/system/dept/group/principalStatus')).toEqual({ isOpen: false });
    const page = await api.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.records.map((e) => [e.name, e.type, e.isOpen, e.bodyCount, e.userCount])).toEqual([
      [seedBusinessEntityNames.group, 2, false, 1, 1],
      [seedBusinessEntityNames.department, 1, true, 2, 2],
    ]);
  });

  it('are created, listed newest first by name, renamed, bound and found by department and group', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [, , east, south] = brandDepts(13);
    const group = addGroup(13, '加盟门店');
    await api.request('/v1/system/business/createPrincipal', { name: ' 华南运营 ', type: 1 });
    await api.request('/v1/system/business/createPrincipal', { name: '加盟主体', type: 2 });
    const page = await api.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 2 });
    expect(page.total).toBe(4);
    expect(page.records.map((e) => e.name)).toEqual(['加盟主体', '华南运营']);
    const [byGroup, byDept] = page.records as [(typeof page.records)[0], (typeof page.records)[0]];
    expect(byDept).toMatchObject({ type: 1, isOpen: true, bodyCount: 0, userCount: 0 });
    expect(
      (await api.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 10, name: '华南' })).records,
    ).toHaveLength(1);
    expect((await api.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 10, name: '%' })).total).toBe(
      0,
    );

    const clash = await rejection(
      api.request('/v1/system/business/principalRename', { id: byDept.id, name: '加盟主体' }),
    );
    expect(clash.message).toBe('已有名为「加盟主体」的经营主体');
    await api.request('/v1/system/business/principalRename', { id: byDept.id, name: '华南运营主体' });

    const [first, second] = brandMembers(13);
    await api.request('/v1/system/business/bindPrincipalDepts', { id: byDept.id, deptIds: [south!, south!] });
    await api.request('/v1/system/business/bindPrincipalUsers', { id: byDept.id, userIds: [second!, first!] });
    await api.request('/v1/system/business/bindPrincipalGroups', { id: byGroup.id, groupIds: [group] });
    const bindings = await api.request('/v1/system/business/principalBindings', { id: byDept.id });
    expect(bindings.depts.map((d) => d.deptId)).toEqual([south]);
    expect(bindings.groups).toEqual([]);
    expect(bindings.users.map((u) => u.userId).sort()).toEqual([first, second].sort());
    expect(bindings.users[0]!.phone).toMatch(/^1\d{10}$/);
    expect((await api.request('/v1/system/business/principalBindings', { id: byGroup.id })).groups).toEqual([
      { groupId: group, groupName: '加盟门店' },
    ]);

    // A department belongs to every entity bound to it; without one, all department entities.
    const ofSouth = await api.request('/v1/system/business/listBusinessBody', { deptId: south! });
    expect(ofSouth.map((e) => e.name).sort()).toEqual(['华南运营主体', seedBusinessEntityNames.department].sort());
    expect((await api.request('/v1/system/business/listBusinessBody', { deptId: east! })).map((e) => e.name)).toEqual([
      seedBusinessEntityNames.department,
    ]);
    expect((await api.request('/v1/system/business/listBusinessBody')).every((e) => e.type === 1)).toBe(true);
    expect(
      (await api.request('/v1/system/business/listBusinessGroupBody', { groupId: group })).map((e) => e.name),
    ).toEqual(['加盟主体']);
    expect((await api.request('/v1/system/business/listBusinessGroupBody')).map((e) => e.type)).toEqual([2, 2]);

    // Lists replace: an empty list unbinds everything.
    await api.request('/v1/system/business/bindPrincipalUsers', { id: byDept.id, userIds: [] });
    expect((await api.request('/v1/system/business/principalBindings', { id: byDept.id })).users).toEqual([]);
  });

  it('open and close each type for the whole brand', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    await api.request('/v1/system/business/openOrClosePrincipalByType', { type: 2, isOpen: 1 });
    expect(await api.request('/v1/system/dept/group/principalStatus')).toEqual({ isOpen: true });
    await api.request('/v1/system/business/openOrClosePrincipalByType', { type: 1, isOpen: 0 });
    await api.request('/v1/system/business/openOrClosePrincipalByType', { type: 2, isOpen: 0 });
    expect(await api.request('/v1/system/business/principalData')).toEqual({
      isOpen: false,
      types: [
        { type: 1, isOpen: false },
        { type: 2, isOpen: false },
      ],
    });
    const page = await api.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 10 });
    expect(page.records.every((e) => !e.isOpen)).toBe(true);
    // Brand 14 is untouched and starts closed.
    const other = await h.signedInClient(ADMIN, 14);
    expect((await other.request('/v1/system/business/principalData')).isOpen).toBe(false);
    expect((await other.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 10 })).total).toBe(0);
  });

  it('refuse bad names, the wrong kind of binding, and members without the page', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const start = snapshot();
    const tooLong = await codeOf(api.request('/v1/system/business/createPrincipal', { name: 'x'.repeat(51), type: 1 }));
    expect(tooLong).toBe('400 参数错误：name 超出上限（最多 50 个字符）');
    expect(await codeOf(api.request('/v1/system/business/createPrincipal', { name: '  ', type: 1 }))).toBe(
      '400 参数错误：name Too small: expected string to have >=1 characters',
    );
    expect(await codeOf(api.request('/v1/system/business/createPrincipal', { name: '主体', type: 3 as 1 }))).toBe(
      '400 参数错误：type Invalid option: expected one of 1|2',
    );
    expect(
      (
        await rejection(
          api.request('/v1/system/business/createPrincipal', { name: seedBusinessEntityNames.group, type: 1 }),
        )
      ).message,
    ).toBe(`已有名为「${seedBusinessEntityNames.group}」的经营主体`);
    const tooMany = await codeOf(
      api.request('/v1/system/business/bindPrincipalUsers', {
        id: 1,
        userIds: Array.from({ length: 501 }, (_, i) => i),
      }),
    );
    expect(tooMany).toBe('400 参数错误：userIds 超出上限（最多 500 项）');
    const page = await api.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 10 });
    const byDept = page.records.find((e) => e.type === 1)!;
    const byGroup = page.records.find((e) => e.type === 2)!;
    expect(
      (await rejection(api.request('/v1/system/business/bindPrincipalGroups', { id: byDept.id, groupIds: [] })))
        .message,
    ).toBe('部门主体只能关联部门');
    expect(
      (await rejection(api.request('/v1/system/business/bindPrincipalDepts', { id: byGroup.id, deptIds: [] }))).message,
    ).toBe('分组主体只能关联部门分组');
    expect(snapshot()).toBe(start);

    const staff = await h.signedInClient(STAFF, 13);
    for (const call of [
      staff.request('/v1/system/business/principalData'),
      staff.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 10 }),
      staff.request('/v1/system/business/createPrincipal', { name: '无权', type: 1 }),
      staff.request('/v1/system/business/openOrClosePrincipalByType', { type: 1, isOpen: 0 }),
      staff.request('/v1/system/business/bindPrincipalUsers', { id: byDept.id, userIds: [] }),
    ]) {
      const refused = await rejection(call);
      expect(isApiError(refused) && refused.code).toBe(NO_PERMISSION_CODE);
    }
    expect(snapshot()).toBe(start);

    // A role with this page only: the page's own calls, the tree and the choices to bind from.
    const staffRole = (
      h.services.db.prepare("SELECT id FROM roles WHERE brand_id = 13 AND role_code = 'staff'").get() as { id: number }
    ).id;
    const menu = (
      h.services.db.prepare("SELECT id FROM menus WHERE scope_code = 'business_entity'").get() as { id: number }
    ).id;
    h.services.db.prepare('INSERT INTO role_menus (role_id, menu_id) VALUES (?, ?)').run(staffRole, menu);
    expect((await staff.request('/v1/system/dept/getDeptTree')).length).toBeGreaterThan(0);
    const choices = await staff.request('/v1/system/business/bindingChoices');
    expect(choices.users.map((u) => u.userId).sort()).toEqual(brandMembers(13).sort());
    await staff.request('/v1/system/business/bindPrincipalUsers', { id: byDept.id, userIds: [staff.userId] });
    expect((await staff.request('/v1/system/business/principalBindings', { id: byDept.id })).users).toEqual([
      expect.objectContaining({ userId: staff.userId, phone: STAFF }),
    ]);
  });

  it('refuse another brand’s entities, departments, groups and members, leaving them unchanged', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const theirs = addEntity(14, '别家主体', 1);
    const theirGroup = addGroup(14, '别家分组');
    const start = snapshot();
    for (const call of [
      api.request('/v1/system/business/principalRename', { id: theirs, name: '改名' }),
      api.request('/v1/system/business/principalBindings', { id: theirs }),
      api.request('/v1/system/business/bindPrincipalDepts', { id: theirs, deptIds: brandDepts(13).slice(0, 1) }),
      api.request('/v1/system/business/bindPrincipalUsers', { id: theirs, userIds: [] }),
    ]) {
      expect((await rejection(call)).message).toBe('经营主体不存在');
    }
    const page = await api.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 10 });
    expect(page.records.map((e) => e.id)).not.toContain(theirs);
    const mine = page.records.find((e) => e.type === 1)!;
    const mineByGroup = page.records.find((e) => e.type === 2)!;
    const strangers = brandMembers(14).filter((id) => !brandMembers(13).includes(id));
    expect(strangers.length).toBeGreaterThan(0);
    expect(
      (await rejection(api.request('/v1/system/business/bindPrincipalDepts', { id: mine.id, deptIds: brandDepts(14) })))
        .message,
    ).toBe('部门不存在');
    expect(
      (await rejection(api.request('/v1/system/business/bindPrincipalUsers', { id: mine.id, userIds: strangers })))
        .message,
    ).toBe('成员不存在');
    expect(
      (
        await rejection(
          api.request('/v1/system/business/bindPrincipalGroups', { id: mineByGroup.id, groupIds: [theirGroup] }),
        )
      ).message,
    ).toBe('分组不存在');
    expect(
      (await rejection(api.request('/v1/system/business/listBusinessBody', { deptId: brandDepts(14)[0]! }))).message,
    ).toBe('部门不存在');
    expect(
      (await rejection(api.request('/v1/system/business/listBusinessGroupBody', { groupId: theirGroup }))).message,
    ).toBe('分组不存在');
    expect(snapshot()).toBe(start);
    expect(
      (h.services.db.prepare('SELECT name FROM business_entities WHERE id = ?').get(theirs) as { name: string }).name,
    ).toBe('别家主体');
  });
});
