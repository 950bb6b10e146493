import { NO_PERMISSION_CODE, isApiError } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
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

const deptsOf = (brandId: number) =>
  h.services.db
    .prepare('SELECT id, parent_id AS parentId, name FROM departments WHERE brand_id = ? ORDER BY id')
    .all(brandId) as Array<{ id: number; parentId: number | null; name: string }>;
const otherBrandDept = () =>
  (h.services.db.prepare('SELECT id FROM departments WHERE brand_id <> 13 ORDER BY id LIMIT 1').get() as { id: number })
    .id;

describe('the department tree', () => {
  it('is the brand’s departments nested by parent, with level, limit and direct member counts', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const tree = await api.request('/v1/system/dept/getDeptTree');
    const stored = deptsOf(13);
    const flat: Array<{ deptId: number; level?: number; memberCount?: number; parentId: number | null }> = [];
    const walk = (nodes: typeof tree) =>
      nodes.forEach((node) => {
        flat.push(node);
        for (const child of node.children) expect(child.parentId).toBe(node.deptId);
        walk(node.children);
      });
    walk(tree);
    expect(flat.map((n) => n.deptId).sort((a, b) => a - b)).toEqual(stored.map((d) => d.id));
    expect(tree.every((root) => root.parentId === null && root.level === 1)).toBe(true);
    const deepest = Math.max(...flat.map((n) => n.level ?? 0));
    expect(deepest).toBeGreaterThanOrEqual(3);
    const members = (id: number) =>
      (
        h.services.db
          .prepare('SELECT count(*) AS n FROM user_departments WHERE brand_id = 13 AND dept_id = ?')
          .get(id) as { n: number }
      ).n;
    for (const node of flat) expect(node.memberCount).toBe(members(node.deptId));
  });

  it('finds departments by name (a typed % is literal) and by parent, and lists every descendant id, paged', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [root] = await api.request('/v1/system/dept/getDeptTree');
    const byName = await api.request('/v1/system/dept/queryDepartment', { deptName: ' 华东 ' });
    expect(byName.map((d) => d.deptName)).toEqual(['华东大区']);
    expect(await api.request('/v1/system/dept/queryDepartment', { deptName: '%' })).toEqual([]);
    const children = await api.request('/v1/system/dept/queryDepartment', { parentId: root!.deptId });
    expect(children.map((d) => d.deptId)).toEqual(root!.children.map((c) => c.deptId));
    const under = deptsOf(13).filter((d) => d.id !== root!.deptId);
    const first = await api.request('/v1/system/dept/queryChildrenDeptIdsPage', {
      deptId: root!.deptId,
      pageNo: 1,
      pageSize: 2,
    });
    expect(first.total).toBe(under.length);
    expect(first.records).toHaveLength(2);
    const rest = await api.request('/v1/system/dept/queryChildrenDeptIdsPage', {
      deptId: root!.deptId,
      pageNo: 2,
      pageSize: 2,
    });
    expect([...first.records, ...rest.records].sort((a, b) => a - b)).toEqual(under.map((d) => d.id));
  });

  it('refuses another brand’s department, and members whose roles do not grant the organisation', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const foreign = otherBrandDept();
    for (const call of [
      api.request('/v1/system/dept/queryDepartment', { parentId: foreign }),
      api.request('/v1/system/dept/queryChildrenDeptIdsPage', { deptId: foreign, pageNo: 1, pageSize: 10 }),
      api.request('/v1/system/dept/updateDeptAccountLimitNum', { deptId: foreign, limitNum: 5 }),
    ]) {
      const error = await rejection(call);
      expect(isApiError(error) && error.code).toBe(Codes.badRequest);
      expect(error.message).toBe('部门不存在');
    }
    // The staff role reads the tree through the department filters of 矩阵账号 and 批量发布; without them it cannot.
    h.services.db
      .prepare(
        `DELETE FROM role_menus WHERE role_id IN (SELECT id FROM roles WHERE brand_id = 13 AND role_code = 'staff')
         AND menu_id IN (SELECT id FROM menus WHERE scope_code IN ('matrix_manage', 'matrix_distribute'))`,
      )
      .run();
    const staff = await h.signedInClient(STAFF, 13);
    const refused = await rejection(staff.request('/v1/system/dept/getDeptTree'));
    expect(isApiError(refused) && refused.code).toBe(NO_PERMISSION_CODE);
    const before = h.services.db.prepare('SELECT * FROM dept_level_aliases').all();
    const aliasRefused = await rejection(
      staff.request('/v1/system/dept/alias/add', { aliasList: [{ level: 1, alias: '集团' }] }),
    );
    expect(isApiError(aliasRefused) && aliasRefused.code).toBe(NO_PERMISSION_CODE);
    expect(h.services.db.prepare('SELECT * FROM dept_level_aliases').all()).toEqual(before);
  });
});

describe('level names', () => {
  it('read the defaults until the brand names a level, and go back to the default when named as it', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const defaults = await api.request('/v1/system/dept/alias/list');
    expect(defaults.slice(0, 3)).toEqual([
      { level: 1, alias: '事业部', custom: false },
      { level: 2, alias: '零售中心', custom: false },
      { level: 3, alias: '大区', custom: false },
    ]);
    await api.request('/v1/system/dept/alias/add', {
      aliasList: [
        { level: 1, alias: ' 集团 ' },
        { level: 4, alias: '门店' },
      ],
    });
    const named = await api.request('/v1/system/dept/alias/list');
    expect(named.slice(0, 4)).toEqual([
      { level: 1, alias: '集团', custom: true },
      { level: 2, alias: '零售中心', custom: false },
      { level: 3, alias: '大区', custom: false },
      { level: 4, alias: '门店', custom: true },
    ]);
    await api.request('/v1/system/dept/alias/add', { aliasList: [{ level: 1, alias: '事业部' }] });
    expect((await api.request('/v1/system/dept/alias/list'))[0]).toEqual({ level: 1, alias: '事业部', custom: false });
    // Another brand's names are its own.
    expect(h.services.db.prepare('SELECT count(*) AS n FROM dept_level_aliases WHERE brand_id <> 13').get()).toEqual({
      n: 0,
    });
  });

  it('refuses a level twice in one request, levels past the tenth, and empty names', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const twice = await rejection(
      api.request('/v1/system/dept/alias/add', {
        aliasList: [
          { level: 2, alias: 'A' },
          { level: 2, alias: 'B' },
        ],
      }),
    );
    expect(twice.message).toBe('同一级部门只能有一个名称');
    expect(
      (await rejection(api.request('/v1/system/dept/alias/add', { aliasList: [{ level: 11, alias: 'X' }] }))).message,
    ).toBe('最多可命名 10 级部门');
    const empty = await rejection(api.request('/v1/system/dept/alias/add', { aliasList: [{ level: 1, alias: '  ' }] }));
    expect(isApiError(empty) && empty.code).toBe(Codes.badRequest);
    expect(h.services.db.prepare('SELECT count(*) AS n FROM dept_level_aliases').get()).toEqual({ n: 0 });
  });
});

describe('a department’s member limit', () => {
  it('is stored, may be lifted with 0, and cannot be set below the members it already has', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const tree = await api.request('/v1/system/dept/getDeptTree');
    const all: Array<{ deptId: number; memberCount?: number }> = [];
    const walk = (nodes: typeof tree) => nodes.forEach((n) => (all.push(n), walk(n.children)));
    walk(tree);
    const busy = all.find((n) => (n.memberCount ?? 0) >= 1)!;
    await api.request('/v1/system/dept/updateDeptAccountLimitNum', { deptId: busy.deptId, limitNum: 50 });
    const limitOf = (id: number) =>
      (h.services.db.prepare('SELECT account_limit_num AS n FROM departments WHERE id = ?').get(id) as { n: number }).n;
    expect(limitOf(busy.deptId)).toBe(50);
    const members = busy.memberCount!;
    if (members >= 2) {
      const below = await rejection(
        api.request('/v1/system/dept/updateDeptAccountLimitNum', { deptId: busy.deptId, limitNum: members - 1 }),
      );
      expect(below.message).toBe(`该部门已有 ${members} 人，人数上限不能少于现有人数`);
      expect(limitOf(busy.deptId)).toBe(50);
    }
    await api.request('/v1/system/dept/updateDeptAccountLimitNum', { deptId: busy.deptId, limitNum: 0 });
    expect(limitOf(busy.deptId)).toBe(0);
  });
});

describe('editing the tree', () => {
  const node = (id: number) =>
    h.services.db.prepare('SELECT id, parent_id AS parentId, name FROM departments WHERE id = ?').get(id) as
      { id: number; parentId: number | null; name: string } | undefined;

  it('adds at the top or under a department, renames and moves, refusing a name its new siblings have', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [root] = await api.request('/v1/system/dept/getDeptTree');
    const { deptId: top } = await api.request('/v1/system/dept/addDept', { deptName: ' 海外事业部 ' });
    expect(node(top)).toEqual({ id: top, parentId: null, name: '海外事业部' });
    const { deptId: child } = await api.request('/v1/system/dept/addDept', { deptName: '新加坡', parentId: top });
    expect(node(child)!.parentId).toBe(top);
    const twice = await rejection(api.request('/v1/system/dept/addDept', { deptName: '新加坡', parentId: top }));
    expect(twice.message).toBe('同级已有名为「新加坡」的部门');
    await api.request('/v1/system/dept/renameDept', { deptId: child, deptName: '东南亚' });
    expect(node(child)!.name).toBe('东南亚');
    // Renaming to its own name is no clash with itself.
    await api.request('/v1/system/dept/renameDept', { deptId: child, deptName: '东南亚' });
    await api.request('/v1/system/dept/moveDept', { deptId: child, parentId: root!.deptId });
    expect(node(child)!.parentId).toBe(root!.deptId);
    await api.request('/v1/system/dept/moveDept', { deptId: child });
    expect(node(child)!.parentId).toBeNull();
    const clash = await api.request('/v1/system/dept/addDept', { deptName: '东南亚', parentId: top });
    const blocked = await rejection(api.request('/v1/system/dept/moveDept', { deptId: clash.deptId }));
    expect(blocked.message).toBe('同级已有名为「东南亚」的部门');
    expect(node(clash.deptId)!.parentId).toBe(top);
  });

  it('never moves a department under itself or its own sub-departments', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [root] = await api.request('/v1/system/dept/getDeptTree');
    const grandchild = root!.children[0]!.children[0]!;
    for (const parentId of [root!.deptId, grandchild.deptId]) {
      const error = await rejection(api.request('/v1/system/dept/moveDept', { deptId: root!.deptId, parentId }));
      expect(error.message).toBe('不能移动到自身或其下级部门');
    }
    expect(node(root!.deptId)!.parentId).toBeNull();
  });

  it('deletes a department with its empty sub-departments, and refuses while any of them has members', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const { deptId: top } = await api.request('/v1/system/dept/addDept', { deptName: '临时项目组' });
    const { deptId: child } = await api.request('/v1/system/dept/addDept', { deptName: '一组', parentId: top });
    h.services.db.prepare('INSERT INTO user_departments (user_id, brand_id, dept_id) VALUES (2, 13, ?)').run(child);
    const refused = await rejection(api.request('/v1/system/dept/deleteDept', { deptId: top }));
    expect(refused.message).toBe('该部门及其下级部门还有 1 名成员，请先移出成员再删除');
    expect(node(top)).toBeDefined();
    h.services.db.prepare('DELETE FROM user_departments WHERE dept_id = ?').run(child);
    await api.request('/v1/system/dept/deleteDept', { deptId: top });
    expect(node(top)).toBeUndefined();
    expect(node(child)).toBeUndefined();
  });

  it('refuses names that are blank or over 50 characters, and departments of another brand', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    for (const deptName of ['   ', 'x'.repeat(51)]) {
      const error = await rejection(api.request('/v1/system/dept/addDept', { deptName }));
      expect(isApiError(error) && error.code).toBe(Codes.badRequest);
    }
    const foreign = otherBrandDept();
    const before = h.services.db.prepare('SELECT * FROM departments ORDER BY id').all();
    for (const call of [
      api.request('/v1/system/dept/addDept', { deptName: '渗透', parentId: foreign }),
      api.request('/v1/system/dept/renameDept', { deptId: foreign, deptName: '渗透' }),
      api.request('/v1/system/dept/moveDept', { deptId: foreign }),
      api.request('/v1/system/dept/deleteDept', { deptId: foreign }),
    ]) {
      expect((await rejection(call)).message).toBe('部门不存在');
    }
    expect(h.services.db.prepare('SELECT * FROM departments ORDER BY id').all()).toEqual(before);
  });
});

describe('a member’s departments', () => {
  const deptsOfUser = (userId: number) =>
    (
      h.services.db
        .prepare('SELECT dept_id FROM user_departments WHERE brand_id = 13 AND user_id = ? ORDER BY dept_id')
        .all(userId) as Array<{ dept_id: number }>
    ).map((row) => row.dept_id);

  it('are replaced at once, refusing a full department by name and keeping the member where they were', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const other = (
      h.services.db
        .prepare(
          'SELECT user_id AS id FROM user_brands WHERE brand_id = 13 AND user_id NOT IN (1, 2) ORDER BY user_id LIMIT 1',
        )
        .get() as { id: number }
    ).id;
    const { deptId: a } = await api.request('/v1/system/dept/addDept', { deptName: '甲组' });
    const { deptId: b } = await api.request('/v1/system/dept/addDept', { deptName: '乙组' });
    await api.request('/v1/system/staff/udpateStaffDepart', { userId: 2, deptIds: [a, b, a] });
    expect(deptsOfUser(2)).toEqual([a, b]);
    // A full department takes no one new; one the member is already in does not count against it.
    await api.request('/v1/system/staff/udpateStaffDepart', { userId: other, deptIds: [a] });
    await api.request('/v1/system/dept/updateDeptAccountLimitNum', { deptId: a, limitNum: 2 });
    const { deptId: c } = await api.request('/v1/system/dept/addDept', { deptName: '丙组' });
    await api.request('/v1/system/staff/udpateStaffDepart', { userId: 2, deptIds: [a, c] });
    expect(deptsOfUser(2)).toEqual([a, c]);
    const before = deptsOfUser(1);
    const full = await rejection(api.request('/v1/system/staff/udpateStaffDepart', { userId: 1, deptIds: [a] }));
    expect(full.message).toBe('部门「甲组」已满 2 人，无法加入');
    expect(deptsOfUser(1)).toEqual(before);
    await api.request('/v1/system/dept/relation/delete', { userId: 2, deptId: c });
    expect(deptsOfUser(2)).toEqual([a]);
  });

  it('refuse another brand’s departments and people who are not members of the brand', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const before = h.services.db.prepare('SELECT * FROM user_departments ORDER BY 1, 2, 3').all();
    const foreign = otherBrandDept();
    expect(
      (await rejection(api.request('/v1/system/staff/udpateStaffDepart', { userId: 2, deptIds: [foreign] }))).message,
    ).toBe('部门不存在');
    const stranger = (
      h.services.db
        .prepare('SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM user_brands WHERE brand_id = 13) LIMIT 1')
        .get() as { id: number }
    ).id;
    const [root] = await api.request('/v1/system/dept/getDeptTree');
    expect(
      (
        await rejection(
          api.request('/v1/system/staff/udpateStaffDepart', { userId: stranger, deptIds: [root!.deptId] }),
        )
      ).message,
    ).toBe('成员不存在');
    expect(
      (await rejection(api.request('/v1/system/dept/relation/delete', { userId: stranger, deptId: root!.deptId })))
        .message,
    ).toBe('成员不存在');
    expect(h.services.db.prepare('SELECT * FROM user_departments ORDER BY 1, 2, 3').all()).toEqual(before);
  });
});
