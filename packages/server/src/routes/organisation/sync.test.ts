import { isApiError, NO_PERMISSION_CODE } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeInDirectory } from '../../db/orgSync';
import { seedStaff, seedUsers } from '../../seed/accounts';
import { SEED_DIRECTORY_LEFT, SEED_DIRECTORY_MOVED, seedDirectoryNewcomers } from '../../seed/directory';
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
const ORIGIN = 'http://console.test';
const [newcomer, south, noPhone] = seedDirectoryNewcomers;
const moved = seedStaff[SEED_DIRECTORY_MOVED]!;
const left = seedStaff[SEED_DIRECTORY_LEFT]!;

const db = () => h.services.db;
const member = (brandId: number, userId: number) =>
  db()
    .prepare(
      `SELECT ub.is_valid AS isValid, ub.directory_identity AS identity,
         (SELECT group_concat(d.name) FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
          WHERE ud.user_id = ub.user_id AND ud.brand_id = ub.brand_id) AS depts,
         (SELECT group_concat(r.role_code) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
          WHERE ur.user_id = ub.user_id AND ur.brand_id = ub.brand_id) AS roles
       FROM user_brands ub WHERE ub.brand_id = ? AND ub.user_id = ?`,
    )
    .get(brandId, userId) as { isValid: number; identity: string | null; depts: string; roles: string } | undefined;
const userIdOf = (phone: string) =>
  (db().prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined)?.id;

/** Through the stand-in's consent page as `identity`: the sign-in answer (or its refusal). */
async function signInWithFeishu(identity: string) {
  const start = await h.app.fetch(new Request(`${ORIGIN}/sso/authorize?provider=feishu&state=s-0123456789abcdef`));
  const authorize = new URL(start.headers.get('location')!, ORIGIN);
  const answer = await h.app.fetch(
    new Request(`${ORIGIN}/sso/stand-in/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        provider: 'feishu',
        redirect_uri: authorize.searchParams.get('redirect_uri')!,
        state: 's-0123456789abcdef',
        identity,
        decision: 'allow',
      }),
    }),
  );
  const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
  return h.client().request('/v1/system/account/loginByHaier', { loginType: 2, hworkToken: code });
}

describe('organisation sync from the brand directory', () => {
  it('queues a run that adds, links, moves and disables members, reports it, and changes nothing the second time', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const leaver = await h.signedInClient(left.phone, 13);
    const before = await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO');
    expect(before).toMatchObject({ architectureMode: 1, lastSync: null, lastSyncTime: null, directorySize: 25 });
    expect(userIdOf(newcomer.phone)).toBeUndefined();

    await api.request('/v1/system/orgSyncConfig/syncOrg');
    expect((await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO')).lastSync).toMatchObject({
      status: 1,
      source: 'feishu',
    });
    const twice = await rejection(api.request('/v1/system/orgSyncConfig/syncOrg'));
    expect(isApiError(twice) && twice.msg).toBe('组织架构正在同步，请稍候');

    await h.tick();
    const info = await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO');
    const run = info.lastSync!;
    expect(run).toMatchObject({
      status: 2,
      added: 2,
      moved: 1,
      disabled: 1,
      skipped: 1,
      createdDepts: 1,
      reason: null,
    });
    // Both demo members with a Feishu identity and the 18 staff found by phone and left in place.
    expect(run.linked).toBe(20);
    expect(info.lastSyncTime).toBe(run.finishTime);
    expect(run.changes.filter((c) => c.kind !== 'linked')).toEqual(
      expect.arrayContaining([
        { kind: 'added', name: newcomer.name, detail: newcomer.deptPath },
        { kind: 'added', name: south.name, detail: south.deptPath },
        { kind: 'skipped', name: noPhone.name, detail: '目录中没有手机号' },
        { kind: 'moved', name: moved.name, detail: '事业部/零售中心/华东大区' },
        { kind: 'disabled', name: left.name, detail: '' },
      ]),
    );

    // The newcomer is a member with the default role in a store the tree now has.
    const added = userIdOf(newcomer.phone)!;
    expect(member(13, added)).toEqual({ isValid: 1, identity: newcomer.identity, depts: '杭州门店', roles: 'staff' });
    const tree = await api.request('/v1/system/dept/getDeptTree');
    expect(JSON.stringify(tree)).toContain('"deptName":"杭州门店"');
    expect(member(13, moved.id)!.depts).toBe('华东大区');
    // The member who left is disabled and signed out at once.
    expect(member(13, left.id)!.isValid).toBe(0);
    const out = await rejection(leaver.request('/v1/system/account/user/selectUserInfo', { userId: left.id }));
    expect(isApiError(out) && out.code).toBe(200002);

    await api.request('/v1/system/orgSyncConfig/syncOrg');
    await h.tick();
    expect((await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO')).lastSync).toMatchObject({
      status: 2,
      added: 0,
      linked: 0,
      moved: 0,
      disabled: 0,
      changes: [{ kind: 'skipped', name: noPhone.name, detail: '目录中没有手机号' }],
    });

    // Someone removed from the directory after being linked is disabled by the next sync.
    db().prepare('DELETE FROM idp_people WHERE identity = ?').run(south.identity);
    await api.request('/v1/system/orgSyncConfig/syncOrg');
    await h.tick();
    expect((await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO')).lastSync).toMatchObject({ disabled: 1 });
    expect(member(13, userIdOf(south.phone)!)!.isValid).toBe(0);
  });

  it('lets a synced newcomer sign in through Feishu, and a directory person before the sync only when the brand auto-registers', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const before = await rejection(signInWithFeishu(newcomer.identity));
    expect(isApiError(before) && before.msg).toBe('该身份未绑定本平台账号，请联系管理员开通');
    await api.request('/v1/system/orgSyncConfig/syncOrg');
    await h.tick();
    const result = await signInWithFeishu(newcomer.identity);
    expect(result.opCode).toBe(0);
    expect(result.loginBrandVos?.map((b) => b.brandId)).toEqual([13]);

    // South joined the directory but the brand has not synced since: auto-registration admits her at sign-in.
    placeInDirectory(db(), 'feishu', south.identity, { brandId: 13, deptPath: '事业部/零售中心/华东大区' });
    db().prepare('DELETE FROM user_brands WHERE user_id = ?').run(userIdOf(south.phone)!);
    db().prepare('DELETE FROM users WHERE phone = ?').run(south.phone);
    const off = await rejection(signInWithFeishu(south.identity));
    expect(isApiError(off) && off.code).toBe(200002);
    await api.request('/v1/system/orgSyncConfig/updateAutoRegisterStatus', { autoRegisterStatus: 1 });
    expect((await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO')).autoRegisterStatus).toBe(1);
    const registered = await signInWithFeishu(south.identity);
    expect(registered.opCode).toBe(0);
    expect(member(13, userIdOf(south.phone)!)).toMatchObject({ isValid: 1, depts: '华东大区', roles: 'staff' });
    // A stranger listed in no brand's directory is still refused.
    const stranger = seedUsers.find((u) => u.phone === '13800000005')!;
    const none = await rejection(signInWithFeishu(stranger.sso!.feishu!));
    expect(isApiError(none) && none.msg).toBe('该账号未开通权限');
  });

  it('refuses a sync without a default role or without a directory, and settings outside the brand', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const roles = await api.request('/v1/system/role/listRole', {});
    const creator = roles.find((r) => r.roleCode === 'creator')!;
    await api.request('/v1/system/orgSyncConfig/setDefaultRole', { roleId: creator.roleId });
    expect((await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO')).defaultRoleId).toBe(creator.roleId);
    const otherBrandRole = (
      db().prepare("SELECT id FROM roles WHERE brand_id = 14 AND role_code = 'staff'").get() as { id: number }
    ).id;
    const foreign = await rejection(api.request('/v1/system/orgSyncConfig/setDefaultRole', { roleId: otherBrandRole }));
    expect(isApiError(foreign) && [foreign.code, foreign.msg]).toEqual([400, '角色不存在']);

    // The default role deleted (unused roles can be): no sync until another is chosen.
    const { roleId } = await api.request('/v1/system/role/addRole', { roleName: '临时同步角色', roleCode: 'tmp_sync' });
    await api.request('/v1/system/orgSyncConfig/setDefaultRole', { roleId });
    await api.request('/v1/system/role/deleteRole', { roleId });
    expect((await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO')).defaultRoleId).toBeNull();
    const noRole = await rejection(api.request('/v1/system/orgSyncConfig/syncOrg'));
    expect(isApiError(noRole) && noRole.msg).toBe('请先设置同步成员的默认角色');

    await api.request('/v1/system/orgSyncConfig/setDefaultRole', { roleId: creator.roleId });
    db().prepare('UPDATE brands SET architecture_mode = 5 WHERE id = 13').run();
    const wechat = await rejection(api.request('/v1/system/orgSyncConfig/syncOrg'));
    expect(isApiError(wechat) && wechat.msg).toBe('微信模式的品牌没有企业通讯录，无法同步组织架构');
    expect((await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO')).directorySize).toBe(0);
  });

  it('keeps the brand’s switches: employee ids shown, growth, outsiders; a member without the page cannot change them', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const staff = await h.signedInClient(STAFF, 13);
    expect(await staff.request('/mission/common/isShowEmployeeId')).toBe(true);
    await api.request('/v1/system/orgSyncConfig/updateDisplayId', { displayId: 0 });
    expect(await staff.request('/mission/common/isShowEmployeeId')).toBe(false);
    expect((await api.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO')).displayId).toBe(0);

    expect(await staff.request('/mission/user/growth/isEnableGrowth')).toBe(false);
    await api.request('/mission/user/growth/enableUserGrowth', { enable: 1 });
    expect(await staff.request('/mission/user/growth/isEnableGrowth')).toBe(true);

    expect(await staff.request('/v1/system/orgSyncConfig/getOutsiderConfig')).toEqual({ outsiderState: 0 });
    await api.request('/v1/system/orgSyncConfig/updateOutsiderConfig', { outsiderState: 1 });
    expect(await staff.request('/v1/system/orgSyncConfig/getOutsiderConfig')).toEqual({ outsiderState: 1 });
    // Brand 14 keeps its own.
    const other = await h.signedInClient(ADMIN, 14);
    expect(await other.request('/v1/system/orgSyncConfig/getOutsiderConfig')).toEqual({ outsiderState: 0 });

    for (const call of [
      staff.request('/v1/system/orgSyncConfig/syncOrg'),
      staff.request('/v1/system/orgSyncConfig/updateDisplayId', { displayId: 1 }),
      staff.request('/mission/user/growth/enableUserGrowth', { enable: 0 }),
      staff.request('/v1/system/orgSyncConfig/getOrgSyncInfoVO'),
    ]) {
      const refused = await rejection(call);
      expect(isApiError(refused) && refused.code).toBe(NO_PERMISSION_CODE);
    }
  });
});
