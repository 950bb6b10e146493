import readXlsxFile from 'read-excel-file/node';
import { NO_PERMISSION_CODE, isApiError, type MenuNode } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../http/errors';
import { createHarness, rejection, type Harness } from '../testing/harness';
import { LOCKOUT_MESSAGE, initialPassword } from './members';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

/** 林管理: brand 13's main account, admin. */
const ADMIN = '13800000001';
/** 周运营: staff of brand 13 (no system administration). */
const STAFF = '13800000002';
/** 吴创作: brand 14's main account only. */
const OUTSIDER = '13800000003';
/** 郑剪影: staff of brands 13 and 14. */
const TWO_BRANDS = '13800000004';
/** 陈子涵: seeded staff of brand 13 with the admin role, not the main account. */
const SECOND_ADMIN = '13900130001';

const db = () => h.services.db;
const count = (sql: string, ...args: Array<string | number>) =>
  (
    db()
      .prepare(sql)
      .get(...args) as { n: number }
  ).n;
const userIdOf = (phone: string) =>
  (db().prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number }).id;
const roleId = (brandId: number, code: string) =>
  (db().prepare('SELECT id FROM roles WHERE brand_id = ? AND role_code = ?').get(brandId, code) as { id: number }).id;
const deptsOf = (brandId: number) =>
  (
    db().prepare('SELECT id, name FROM departments WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{
      id: number;
      name: string;
    }>
  ).map((d) => ({ id: d.id, name: d.name }));
const membership = (userId: number, brandId: number) =>
  db().prepare('SELECT * FROM user_brands WHERE user_id = ? AND brand_id = ?').get(userId, brandId) as
    { user_brand_name: string; is_valid: number; employee_id: string | null } | undefined;
const rolesHeld = (userId: number, brandId: number) =>
  (
    db()
      .prepare('SELECT role_id FROM user_roles WHERE user_id = ? AND brand_id = ? ORDER BY role_id')
      .all(userId, brandId) as Array<{ role_id: number }>
  ).map((r) => r.role_id);
const codesIn = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.scopeCode, ...codesIn(n.childrenMenuList)]);

async function expectRefusal(call: Promise<unknown>, code: number, message?: string) {
  const error = await rejection(call);
  expect(isApiError(error) && error.code, error.message).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
}

describe('the member list', () => {
  it('pages the brand’s members, main account first, with full phones, departments, roles and states', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const total = count('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13');
    expect(total).toBeGreaterThanOrEqual(40);
    const first = await api.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 20 });
    expect(first.total).toBe(total);
    expect(first.records).toHaveLength(20);
    expect(first.records[0]).toMatchObject({ userId: 1, isMain: 1, phone: ADMIN, status: 1 });
    const pages = [first];
    for (let pageNo = 2; pageNo <= Math.ceil(total / 20); pageNo += 1) {
      pages.push(await api.request('/v1/system/user/listBrandUser', { pageNo, pageSize: 20 }));
    }
    const all = pages.flatMap((p) => p.records);
    expect(new Set(all.map((r) => r.userId)).size).toBe(total);
    const staff = all.find((r) => r.userId === 2)!;
    expect(staff).toMatchObject({ userBrandName: '周运营', phone: STAFF, isMain: 0, status: 1 });
    expect(staff.roles).toEqual([{ roleId: roleId(13, 'staff'), roleName: '运营', roleCode: 'staff' }]);
    const dept = db().prepare('SELECT dept_id FROM user_departments WHERE brand_id = 13 AND user_id = 2').get() as {
      dept_id: number;
    };
    expect(staff.departments.map((d) => d.deptId)).toEqual([dept.dept_id]);
    // Brand 13 shows employee ids; every state is seeded.
    expect(all.every((r) => 'employeeId' in r)).toBe(true);
    expect(all.some((r) => r.employeeId === null) && all.some((r) => typeof r.employeeId === 'string')).toBe(true);
    expect(all.some((r) => r.status === 0)).toBe(true);
    expect(all.some((r) => r.roles.length > 1)).toBe(true);
    expect(all.some((r) => r.lastLoginTime === null)).toBe(true);
    expect(all.every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(r.createdAt))).toBe(true);
    // The admin just signed in: that is their last sign-in.
    expect(all.find((r) => r.userId === 1)!.lastLoginTime).toBe('2026-11-20 10:01:01');
  });

  it('filters by name and phone (a typed % is literal), status, role, and a department with those under it', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const list = (params: Record<string, unknown>) =>
      api.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 100, ...params });
    expect((await list({ userBrandName: ' 周运 ' })).records.map((r) => r.userId)).toEqual([2]);
    expect((await list({ userBrandName: '%' })).total).toBe(0);
    expect((await list({ phone: '0013000' })).records.map((r) => r.phone).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `1390013000${i + 1}`),
    );
    const disabled = await list({ status: 0 });
    expect(disabled.total).toBe(count('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13 AND is_valid = 0'));
    expect(disabled.total).toBeGreaterThan(0);
    expect(disabled.records.every((r) => r.status === 0)).toBe(true);
    const creators = await list({ roleId: roleId(13, 'creator') });
    expect(creators.total).toBe(
      count('SELECT count(*) AS n FROM user_roles WHERE brand_id = 13 AND role_id = ?', roleId(13, 'creator')),
    );
    expect(creators.records.every((r) => r.roles.some((role) => role.roleCode === 'creator'))).toBe(true);
    const [root, retail, east, south] = deptsOf(13);
    const underRetail = count(
      'SELECT count(DISTINCT user_id) AS n FROM user_departments WHERE brand_id = 13 AND dept_id IN (?, ?, ?)',
      retail!.id,
      east!.id,
      south!.id,
    );
    expect((await list({ deptId: retail!.id })).total).toBe(underRetail);
    expect((await list({ deptId: root!.id })).total).toBe(
      count('SELECT count(DISTINCT user_id) AS n FROM user_departments WHERE brand_id = 13'),
    );
    expect(
      (await list({ deptId: east!.id })).records.every((r) => r.departments.some((d) => d.deptId === east!.id)),
    ).toBe(true);
  });

  it('refuses another brand’s department or role as a filter, and leaves out employee ids where the brand hides them', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    await expectRefusal(
      api.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 10, deptId: deptsOf(14)[0]!.id }),
      Codes.badRequest,
      '部门不存在',
    );
    await expectRefusal(
      api.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 10, roleId: roleId(14, 'staff') }),
      Codes.badRequest,
      '角色不存在',
    );
    const other = await h.signedInClient(ADMIN, 14);
    const page = await other.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 100 });
    expect(page.total).toBe(count('SELECT count(*) AS n FROM user_brands WHERE brand_id = 14'));
    expect(page.records.some((r) => 'employeeId' in r)).toBe(false);
  });
});

describe('the member list export', () => {
  it('queues a task-centre export of what the list shows, written by the worker', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [, retail] = deptsOf(13);
    const filters = { deptId: retail!.id, status: 1 as const, roleId: roleId(13, 'staff') };
    const shown = await api.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 100, ...filters });
    expect(shown.total).toBeGreaterThan(1);
    await api.request('/v1/system/user/exportBrandUser', filters);
    const task = db()
      .prepare('SELECT id, file_name, exporter_type FROM download_tasks WHERE brand_id = 13 ORDER BY id DESC LIMIT 1')
      .get() as { id: number; file_name: string; exporter_type: string };
    expect(task.file_name).toMatch(/^用户管理_\d{14}\.xlsx$/);
    expect(task.exporter_type).toBe('brandUsers');
    await h.tick(5);
    const { download_token: token } = db()
      .prepare('SELECT download_token FROM download_tasks WHERE id = ?')
      .get(task.id) as { download_token: string };
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const file = await h.app.fetch(new Request(`http://console.test${h.link(`/exports/${token}`, api.auth.token!)}`));
    const rows = (await readXlsxFile(Buffer.from(await file.arrayBuffer())))[0]!.data;
    expect(rows[0]).toEqual([
      '用户ID',
      '显示名称',
      '手机号',
      '工号',
      '主账号',
      '状态',
      '部门',
      '角色',
      '加入时间',
      '最近登录',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(shown.records.map((r) => r.userId));
    expect(rows.slice(1).map((r) => r[2])).toEqual(shown.records.map((r) => r.phone));
    expect(rows.slice(1).every((r) => r[5] === '启用')).toBe(true);
  });

  it('refuses another brand’s department, queueing nothing', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const tasks = () => count('SELECT count(*) AS n FROM download_tasks');
    const before = tasks();
    await expectRefusal(
      api.request('/v1/system/user/exportBrandUser', { deptId: deptsOf(14)[0]!.id }),
      Codes.badRequest,
      '部门不存在',
    );
    expect(tasks()).toBe(before);
  });
});

describe('a member’s detail', () => {
  it('shows roles, departments, platform identities and the last ten sign-ins to this brand', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    for (let i = 0; i < 11; i += 1) {
      h.clock.now += 60_000;
      await h.signIn(STAFF, 13);
    }
    await h.signIn(TWO_BRANDS, 14);
    const detail = await api.request('/v1/system/user/brandUserDetail', { userId: 2 });
    expect(detail).toMatchObject({ userId: 2, userBrandName: '周运营', phone: STAFF, isInitPwd: 0, status: 1 });
    expect(detail.identities).toEqual([
      { platform: 'feishu', identity: 'ou_3c5e9b2a7f1d4e60' },
      { platform: 'wecom', identity: 'zhouyunying' },
      { platform: 'hwork', identity: 'hw_2b7e0c4d9a61f8e3' },
    ]);
    expect(detail.signIns).toHaveLength(10);
    expect(detail.signIns.every((s) => s.loginType === 'phone')).toBe(true);
    const times = detail.signIns.map((s) => s.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(detail.lastLoginTime).toBe(times[0]);
    // 郑剪影 signed in to brand 14 only: brand 13 sees none of it.
    const both = await api.request('/v1/system/user/brandUserDetail', { userId: 4 });
    expect(both.signIns).toEqual([]);
    expect(both.isInitPwd).toBe(1);
  });

  it('is not found for someone who is not a member of the brand', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    await expectRefusal(
      api.request('/v1/system/user/brandUserDetail', { userId: userIdOf(OUTSIDER) }),
      Codes.notFound,
      '成员不存在',
    );
  });
});

describe('adding a member', () => {
  it('creates an account with an initial password shown once, which signs in and meets the password prompt', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [, , east] = deptsOf(13);
    const added = await api.request('/v1/system/user/addBrandUser', {
      phone: '13700000077',
      userBrandName: ' 新同事 ',
      deptIds: [east!.id],
      roleIds: [roleId(13, 'staff'), roleId(13, 'creator')],
      employeeId: 'XH9001',
    });
    expect(added.initialPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    const member = await api.request('/v1/system/user/brandUserDetail', { userId: added.userId });
    expect(member).toMatchObject({ userBrandName: '新同事', phone: '13700000077', isMain: 0, status: 1, isInitPwd: 1 });
    expect(member.employeeId).toBe('XH9001');
    expect(member.departments).toEqual([{ deptId: east!.id, deptName: east!.name }]);
    expect(member.roles.map((r) => r.roleCode)).toEqual(['staff', 'creator']);
    // The password is stored hashed and signs the new member in.
    const stored = db().prepare('SELECT password_hash FROM users WHERE id = ?').get(added.userId) as {
      password_hash: string;
    };
    expect(stored.password_hash).not.toContain(added.initialPassword!);
    const login = await h
      .client()
      .request('/v1/system/account/loginByPhone', { phone: '13700000077', password: added.initialPassword! });
    expect(login.opCode).toBe(0);
    const newcomer = h.client({ token: login.tokenValue, userId: added.userId, brandId: 13 });
    const info = await newcomer.request('/v1/system/account/user/selectUserInfo', { userId: added.userId });
    expect(info).toMatchObject({ isInitPwd: 1, userBrandName: '新同事' });
  });

  it('adds an existing account by phone to the brand, keeping its password', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const outsider = userIdOf(OUTSIDER);
    const before = db().prepare('SELECT password_hash, is_init_pwd FROM users WHERE id = ?').get(outsider);
    const added = await api.request('/v1/system/user/addBrandUser', {
      phone: OUTSIDER,
      userBrandName: '吴老师',
      roleIds: [roleId(13, 'creator')],
    });
    expect(added).toEqual({ userId: outsider, initialPassword: null });
    expect(db().prepare('SELECT password_hash, is_init_pwd FROM users WHERE id = ?').get(outsider)).toEqual(before);
    expect(membership(outsider, 13)).toMatchObject({ user_brand_name: '吴老师', is_valid: 1 });
    // Their own brand is untouched.
    expect(membership(outsider, 14)).toMatchObject({ user_brand_name: '吴创作' });
    await expectRefusal(
      api.request('/v1/system/user/addBrandUser', { phone: OUTSIDER, userBrandName: '又一次', roleIds: [2] }),
      Codes.badRequest,
      '该手机号已是本品牌成员',
    );
  });

  it('refuses a full department by name, another brand’s roles or departments, and a taken employee id, storing nothing', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [, , east] = deptsOf(13);
    const inEast = count('SELECT count(*) AS n FROM user_departments WHERE brand_id = 13 AND dept_id = ?', east!.id);
    await api.request('/v1/system/dept/updateDeptAccountLimitNum', { deptId: east!.id, limitNum: inEast });
    const users = count('SELECT count(*) AS n FROM users');
    const staffRole = roleId(13, 'staff');
    const add = (params: Record<string, unknown>) =>
      api.request('/v1/system/user/addBrandUser', {
        phone: '13700000088',
        userBrandName: '候补',
        roleIds: [staffRole],
        ...params,
      });
    await expectRefusal(
      add({ deptIds: [east!.id] }),
      Codes.badRequest,
      `部门「${east!.name}」已满 ${inEast} 人，无法加入`,
    );
    await expectRefusal(add({ deptIds: [deptsOf(14)[0]!.id] }), Codes.badRequest, '部门不存在');
    await expectRefusal(add({ roleIds: [roleId(14, 'admin')] }), Codes.badRequest, '角色不存在');
    await expectRefusal(add({ employeeId: 'XH1002' }), Codes.badRequest, '该工号已被其他成员使用');
    await expectRefusal(add({ roleIds: [] }), Codes.badRequest);
    await expectRefusal(add({ phone: '1380000000' }), Codes.badRequest);
    await expectRefusal(add({ userBrandName: '一二三四五六七八九十十一' }), Codes.badRequest);
    expect(count('SELECT count(*) AS n FROM users')).toBe(users);
    // Lifting the limit (0) lets the member in.
    await api.request('/v1/system/dept/updateDeptAccountLimitNum', { deptId: east!.id, limitNum: 0 });
    await add({ deptIds: [east!.id] });
    expect(count('SELECT count(*) AS n FROM users')).toBe(users + 1);
  });
});

describe('adding members at the same time', () => {
  it('answers the later of two adds racing for one phone or employee id with a refusal, never a server error', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const staffRole = roleId(13, 'staff');
    const add = (phone: string, employeeId: string) =>
      api.request('/v1/system/user/addBrandUser', { phone, userBrandName: '并发', roleIds: [staffRole], employeeId });
    // Either may finish its password hash first: one is added, the other refused.
    for (const [race, message] of [
      [() => [add('13700000101', 'RACE-1'), add('13700000101', 'RACE-2')], '该手机号刚被注册，请重试'],
      [() => [add('13700000102', 'RACE-3'), add('13700000103', 'RACE-3')], '该工号已被其他成员使用'],
    ] as const) {
      const settled = await Promise.allSettled(race());
      expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [refused] = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      const error = refused?.reason as unknown;
      expect(isApiError(error) && [error.code, error.message]).toEqual([Codes.badRequest, message]);
    }
    expect(count("SELECT count(*) AS n FROM user_brands WHERE brand_id = 13 AND employee_id LIKE 'RACE-%'")).toBe(2);
  });
});

describe('editing a member', () => {
  it('changes the display name, roles and employee id on this brand only', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const userId = 4;
    await api.request('/v1/system/user/updateBrandUser', {
      userId,
      userBrandName: ' 小郑 ',
      roleIds: [roleId(13, 'creator')],
      employeeId: 'XH7777',
    });
    expect(membership(userId, 13)).toMatchObject({ user_brand_name: '小郑', employee_id: 'XH7777' });
    expect(rolesHeld(userId, 13)).toEqual([roleId(13, 'creator')]);
    expect(membership(userId, 14)).toMatchObject({ user_brand_name: '郑剪影' });
    expect(rolesHeld(userId, 14)).toEqual([roleId(14, 'staff')]);
    // Left out, the employee id stays; blank clears it.
    await api.request('/v1/system/user/updateBrandUser', {
      userId,
      userBrandName: '小郑',
      roleIds: [roleId(13, 'creator')],
    });
    expect(membership(userId, 13)?.employee_id).toBe('XH7777');
    await api.request('/v1/system/user/updateBrandUser', {
      userId,
      userBrandName: '小郑',
      roleIds: [roleId(13, 'creator')],
      employeeId: '',
    });
    expect(membership(userId, 13)?.employee_id).toBeNull();
  });

  it('refuses someone outside the brand and another brand’s roles, changing nothing', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    await expectRefusal(
      api.request('/v1/system/user/updateBrandUser', {
        userId: userIdOf(OUTSIDER),
        userBrandName: '改名',
        roleIds: [roleId(13, 'staff')],
      }),
      Codes.notFound,
      '成员不存在',
    );
    await expectRefusal(
      api.request('/v1/system/user/updateBrandUser', {
        userId: 2,
        userBrandName: '改名',
        roleIds: [roleId(14, 'admin')],
      }),
      Codes.badRequest,
      '角色不存在',
    );
    expect(membership(2, 13)?.user_brand_name).toBe('周运营');
    expect(membership(userIdOf(OUTSIDER), 14)?.user_brand_name).toBe('吴创作');
  });
});

describe('disabling a member', () => {
  it('signs them out of this brand at once, and enabling lets them back in', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const staff = await h.signedInClient(TWO_BRANDS, 13);
    const onOtherBrand = await h.signedInClient(TWO_BRANDS, 14);
    await staff.request('/v1/system/account/user/selectUserInfo', { userId: staff.userId });
    await api.request('/v1/system/user/updateBrandUserStatus', { userId: staff.userId, status: 0 });
    expect(membership(staff.userId, 13)?.is_valid).toBe(0);
    await expectRefusal(
      staff.request('/v1/system/account/user/selectUserInfo', { userId: staff.userId }),
      Codes.tokenInvalid,
    );
    // Their session on another brand goes on.
    await onOtherBrand.request('/v1/system/account/user/selectUserInfo', { userId: staff.userId });
    const listed = await api.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 100, status: 0 });
    expect(listed.records.map((r) => r.userId)).toContain(staff.userId);

    await api.request('/v1/system/user/updateBrandUserStatus', { userId: staff.userId, status: 1 });
    const back = await h.signedInClient(TWO_BRANDS, 13);
    await back.request('/v1/system/account/user/selectUserInfo', { userId: back.userId });
  });

  it('refuses disabling oneself and the main account', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    await expectRefusal(
      api.request('/v1/system/user/updateBrandUserStatus', { userId: api.userId, status: 0 }),
      Codes.badRequest,
      '不能禁用自己的账号',
    );
    const second = await h.signedInClient(SECOND_ADMIN, 13);
    await expectRefusal(
      second.request('/v1/system/user/updateBrandUserStatus', { userId: api.userId, status: 0 }),
      Codes.badRequest,
      '主账号不能禁用',
    );
    expect(membership(api.userId, 13)?.is_valid).toBe(1);
  });
});

describe('resetting a member’s password', () => {
  it('sets a new initial password shown once, ends their sessions, and the old password stops working', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const member = await h.signedInClient(SECOND_ADMIN, 13);
    const { initialPassword: password } = await api.request('/v1/system/user/resetBrandUserPassword', {
      userId: member.userId,
    });
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    await expectRefusal(
      member.request('/v1/system/account/user/selectUserInfo', { userId: member.userId }),
      Codes.tokenInvalid,
    );
    const old = await rejection(
      h.client().request('/v1/system/account/loginByPhone', { phone: SECOND_ADMIN, password: 'Demo@2026' }),
    );
    expect(isApiError(old)).toBe(true);
    const login = await h.client().request('/v1/system/account/loginByPhone', { phone: SECOND_ADMIN, password });
    const again = h.client({ token: login.tokenValue, userId: member.userId, brandId: 13 });
    expect(await again.request('/v1/system/account/user/selectUserInfo', { userId: member.userId })).toMatchObject({
      isInitPwd: 1,
    });
  });

  it('refuses oneself, the main account, and a member who belongs to other brands too', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const second = await h.signedInClient(SECOND_ADMIN, 13);
    const hashes = () => JSON.stringify(db().prepare('SELECT id, password_hash, is_init_pwd FROM users').all());
    const before = hashes();
    await expectRefusal(
      api.request('/v1/system/user/resetBrandUserPassword', { userId: api.userId }),
      Codes.badRequest,
      '不能重置自己的密码，请在个人中心修改密码',
    );
    await expectRefusal(
      second.request('/v1/system/user/resetBrandUserPassword', { userId: api.userId }),
      Codes.badRequest,
      '主账号的密码只能由本人修改',
    );
    await expectRefusal(
      api.request('/v1/system/user/resetBrandUserPassword', { userId: 4 }),
      Codes.badRequest,
      '该成员还属于其他品牌，密码只能由本人通过短信验证码重置',
    );
    await expectRefusal(
      api.request('/v1/system/user/resetBrandUserPassword', { userId: userIdOf(OUTSIDER) }),
      Codes.notFound,
      '成员不存在',
    );
    expect(hashes()).toBe(before);
  });

  it('generates passwords of letters and digits without look-alikes, different each time', () => {
    const seen = new Set(Array.from({ length: 200 }, initialPassword));
    expect(seen.size).toBe(200);
    for (const password of seen) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[A-Za-z]/);
    }
  });
});

describe('roles', () => {
  it('lists the brand’s roles with member counts, and adds, renames and deletes them', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const roles = await api.request('/v1/system/role/listRole', {});
    expect(roles.map((r) => r.roleCode)).toEqual(['admin', 'staff', 'creator', 'public_only']);
    for (const role of roles) {
      expect(role.memberCount).toBe(
        count('SELECT count(*) AS n FROM user_roles WHERE brand_id = 13 AND role_id = ?', role.roleId),
      );
    }
    expect(roles.find((r) => r.roleCode === 'admin')).toMatchObject({ isAdmin: true, roleName: '管理员' });
    expect(await api.request('/v1/system/role/listRole', { roleName: '运' })).toHaveLength(1);

    const { roleId: created } = await api.request('/v1/system/role/addRole', {
      roleName: ' 审核员 ',
      roleCode: 'auditor',
    });
    await expectRefusal(
      api.request('/v1/system/role/addRole', { roleName: '审核员二', roleCode: 'auditor' }),
      Codes.badRequest,
      '角色编码已存在',
    );
    await expectRefusal(
      api.request('/v1/system/role/addRole', { roleName: '审核员', roleCode: 'auditor2' }),
      Codes.badRequest,
      '角色名称已存在',
    );
    await expectRefusal(
      api.request('/v1/system/role/addRole', { roleName: 'X', roleCode: 'Bad Code' }),
      Codes.badRequest,
    );
    // Another brand may use the same code.
    const other = await h.signedInClient(ADMIN, 14);
    await other.request('/v1/system/role/addRole', { roleName: '审核员', roleCode: 'auditor' });

    await api.request('/v1/system/role/updateRole', { roleId: created, roleName: '内容审核' });
    await expectRefusal(
      api.request('/v1/system/role/updateRole', { roleId: created, roleName: '运营' }),
      Codes.badRequest,
      '角色名称已存在',
    );
    expect((await api.request('/v1/system/role/listRole', {})).find((r) => r.roleId === created)).toEqual({
      roleId: created,
      roleName: '内容审核',
      roleCode: 'auditor',
      isAdmin: false,
      memberCount: 0,
    });

    const held = roles.find((r) => r.roleCode === 'creator')!;
    await expectRefusal(
      api.request('/v1/system/role/deleteRole', { roleId: held.roleId }),
      Codes.badRequest,
      `该角色仍有 ${held.memberCount} 名成员，请先为他们更换角色`,
    );
    await expectRefusal(
      api.request('/v1/system/role/deleteRole', { roleId: roles[0]!.roleId }),
      Codes.badRequest,
      '管理员角色不能删除',
    );
    await api.request('/v1/system/role/deleteRole', { roleId: created });
    expect(count('SELECT count(*) AS n FROM roles WHERE id = ?', created)).toBe(0);
    await expectRefusal(api.request('/v1/system/role/deleteRole', { roleId: created }), Codes.notFound, '角色不存在');
  });

  it('reads the whole menu tree with the role’s grants, and saves grants with their ancestors', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const creator = roleId(13, 'creator');
    const { menus, menuIds } = await api.request('/v1/system/role/getRoleMenus', { roleId: creator });
    const flat: Array<{ scopeId: number; scopeCode: string; parent: number | null }> = [];
    const walk = (nodes: typeof menus, parent: number | null) =>
      nodes.forEach(
        (n) => (flat.push({ scopeId: n.scopeId, scopeCode: n.scopeCode, parent }), walk(n.children, n.scopeId)),
      );
    walk(menus, null);
    expect(flat).toHaveLength(count('SELECT count(*) AS n FROM menus'));
    expect([...menuIds].sort((a, b) => a - b)).toEqual(
      (
        db().prepare('SELECT menu_id FROM role_menus WHERE role_id = ? ORDER BY menu_id').all(creator) as Array<{
          menu_id: number;
        }>
      ).map((r) => r.menu_id),
    );
    const page = flat.find((m) => m.scopeCode === 'employee_analysis')!;
    const group = flat.find((m) => m.scopeId === page.parent)!;
    const module = flat.find((m) => m.scopeId === group.parent)!;
    await api.request('/v1/system/role/saveRoleMenus', { roleId: creator, menuIds: [page.scopeId] });
    expect(
      (await api.request('/v1/system/role/getRoleMenus', { roleId: creator })).menuIds.sort((a, b) => a - b),
    ).toEqual([module.scopeId, group.scopeId, page.scopeId].sort((a, b) => a - b));
    await expectRefusal(
      api.request('/v1/system/role/saveRoleMenus', { roleId: creator, menuIds: [999_999] }),
      Codes.badRequest,
      '菜单不存在',
    );
    await expectRefusal(
      api.request('/v1/system/role/getRoleMenus', { roleId: roleId(14, 'creator') }),
      Codes.notFound,
      '角色不存在',
    );
    const english = await h.app.fetch(
      new Request('http://console.test/api/v1/system/role/getRoleMenus', {
        method: 'POST',
        headers: {
          token: api.auth.token!,
          'accept-language': 'en-GB,en;q=0.9',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `roleId=${creator}`,
      }),
    );
    const { data } = (await english.json()) as { data: { menus: Array<{ scopeName: string }> } };
    expect(data.menus.map((m) => m.scopeName)).toContain('Advertising');
  });

  it('changes at once what members with the role see and may call', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const staff = await h.signedInClient(STAFF, 13);
    const menu = () =>
      staff.request('/v1/system/account/permission/selectUserPermission', { userId: staff.userId, brandId: 13 });
    expect(codesIn(await menu())).toContain('material_library');
    await staff.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 5 });
    await staff.request('/cgp/web/media/material/batch/number', {});

    const staffRole = roleId(13, 'staff');
    const menuId = (code: string) =>
      (db().prepare('SELECT id FROM menus WHERE scope_code = ?').get(code) as { id: number }).id;
    const { menuIds } = await api.request('/v1/system/role/getRoleMenus', { roleId: staffRole });
    const without = (codes: string[]) => menuIds.filter((id) => !codes.map(menuId).includes(id));
    await api.request('/v1/system/role/saveRoleMenus', { roleId: staffRole, menuIds: without(['material_library']) });

    // The library's own calls are refused at once, and the page leaves the menu.
    await expectRefusal(staff.request('/cgp/web/media/material/batch/number', {}), NO_PERMISSION_CODE);
    const after = codesIn(await menu());
    expect(after).not.toContain('material_library');
    expect(after).toContain('cover_management');
    // The material list also serves the cover pages and the template pages' pickers (ADR 0028),
    // which the role still grants …
    await staff.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 5 });
    // … until they go too.
    await api.request('/v1/system/role/saveRoleMenus', {
      roleId: staffRole,
      menuIds: without([
        'material_library',
        'cover_management',
        'cloud_cover_management',
        'template_space',
        'create_by_template',
        'creative_script',
        'template_imgText',
        'Assemblyline',
        'foolish_mode',
        'digital_model',
      ]),
    });
    await expectRefusal(staff.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 5 }), NO_PERMISSION_CODE);
    expect(codesIn(await menu())).not.toContain('cover_management');
  });
});

describe('a brand cannot lock itself out', () => {
  it('refuses grants, role changes and disabling that leave no enabled member able to manage roles', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const admin = roleId(13, 'admin');
    const staffRole = roleId(13, 'staff');
    const grants = () => JSON.stringify(db().prepare('SELECT * FROM role_menus ORDER BY 1, 2').all());
    const before = grants();
    const { menuIds } = await api.request('/v1/system/role/getRoleMenus', { roleId: admin });
    const rolePage = (db().prepare("SELECT id FROM menus WHERE scope_code = 'role'").get() as { id: number }).id;
    await expectRefusal(
      api.request('/v1/system/role/saveRoleMenus', { roleId: admin, menuIds: menuIds.filter((id) => id !== rolePage) }),
      Codes.badRequest,
      LOCKOUT_MESSAGE,
    );
    await expectRefusal(
      api.request('/v1/system/role/saveRoleMenus', { roleId: admin, menuIds: [] }),
      Codes.badRequest,
      LOCKOUT_MESSAGE,
    );
    expect(grants()).toBe(before);

    // Two admins: one may step down; the last one may not.
    const second = userIdOf(SECOND_ADMIN);
    const secondApi = await h.signedInClient(SECOND_ADMIN, 13);
    await api.request('/v1/system/user/updateBrandUser', {
      userId: api.userId,
      userBrandName: '林管理',
      roleIds: [staffRole],
    });
    await expectRefusal(
      secondApi.request('/v1/system/user/updateBrandUser', {
        userId: second,
        userBrandName: '陈子涵',
        roleIds: [staffRole],
      }),
      Codes.badRequest,
      LOCKOUT_MESSAGE,
    );
    expect(rolesHeld(second, 13)).toEqual([admin]);
    await secondApi.request('/v1/system/user/updateBrandUser', {
      userId: api.userId,
      userBrandName: '林管理',
      roleIds: [admin],
    });
    await api.request('/v1/system/user/updateBrandUser', {
      userId: second,
      userBrandName: '陈子涵',
      roleIds: [staffRole],
    });
    // Another role granting the roles page lets the admin role lose it; then that role may not.
    const { menuIds: staffMenus } = await api.request('/v1/system/role/getRoleMenus', { roleId: staffRole });
    await api.request('/v1/system/role/saveRoleMenus', { roleId: staffRole, menuIds: [...staffMenus, rolePage] });
    await api.request('/v1/system/role/saveRoleMenus', {
      roleId: admin,
      menuIds: menuIds.filter((id) => id !== rolePage),
    });
    const staff = await h.signedInClient(STAFF, 13);
    await expectRefusal(
      staff.request('/v1/system/role/saveRoleMenus', { roleId: staffRole, menuIds: staffMenus }),
      Codes.badRequest,
      LOCKOUT_MESSAGE,
    );
    expect(await staff.request('/v1/system/role/listRole', {})).toHaveLength(4);
  });

  it('refuses disabling the last enabled role manager who is not the main account', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const second = userIdOf(SECOND_ADMIN);
    const staffRole = roleId(13, 'staff');
    const secondApi = await h.signedInClient(SECOND_ADMIN, 13);
    // The main account steps down (the second admin is left), then the second admin may not be disabled.
    await secondApi.request('/v1/system/user/updateBrandUser', {
      userId: api.userId,
      userBrandName: '林管理',
      roleIds: [staffRole, roleId(13, 'public_only')],
    });
    const childAccounts = (
      db().prepare("SELECT id FROM menus WHERE scope_code = 'child_account'").get() as { id: number }
    ).id;
    const { menuIds } = await secondApi.request('/v1/system/role/getRoleMenus', { roleId: staffRole });
    await secondApi.request('/v1/system/role/saveRoleMenus', {
      roleId: staffRole,
      menuIds: [...menuIds, childAccounts],
    });
    await expectRefusal(
      api.request('/v1/system/user/updateBrandUserStatus', { userId: second, status: 0 }),
      Codes.badRequest,
      LOCKOUT_MESSAGE,
    );
    expect(membership(second, 13)?.is_valid).toBe(1);
  });
});

describe('who may call', () => {
  it('refuses members whose roles grant neither page, and the role pages to those with child accounts only', async () => {
    const staff = await h.signedInClient(STAFF, 13);
    for (const call of [
      staff.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 10 }),
      staff.request('/v1/system/user/updateBrandUserStatus', { userId: 4, status: 0 }),
      staff.request('/v1/system/role/listRole', {}),
      staff.request('/v1/system/role/saveRoleMenus', { roleId: roleId(13, 'staff'), menuIds: [] }),
    ]) {
      await expectRefusal(call, NO_PERMISSION_CODE);
    }
    expect(membership(4, 13)?.is_valid).toBe(1);

    // A role with the child-account page only: members yes, the role list to pick from yes, role changes no.
    const staffRole = roleId(13, 'staff');
    const childAccounts = (
      db().prepare("SELECT id FROM menus WHERE scope_code = 'child_account'").get() as { id: number }
    ).id;
    db().prepare('INSERT INTO role_menus (role_id, menu_id) VALUES (?, ?)').run(staffRole, childAccounts);
    await staff.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 10 });
    await staff.request('/v1/system/role/listRole', {});
    await expectRefusal(
      staff.request('/v1/system/role/addRole', { roleName: '新角色', roleCode: 'fresh' }),
      NO_PERMISSION_CODE,
    );
    await expectRefusal(staff.request('/v1/system/role/getRoleMenus', { roleId: staffRole }), NO_PERMISSION_CODE);
  });
});
