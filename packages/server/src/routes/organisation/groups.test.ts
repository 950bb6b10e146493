import { isApiError, NO_PERMISSION_CODE } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDeptGroupNames } from '../../seed/business';
import { createHarness, rejection, type Harness } from '../../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const ADMIN = '13800000001';
/** Brand 13's seeded groups, newest first. */
const SEEDED_GROUPS = [seedDeptGroupNames.retail, seedDeptGroupNames.regions];
const STAFF = '13800000002';
const brandDepts = (brandId: number) =>
  (
    h.services.db.prepare('SELECT id FROM departments WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{
      id: number;
    }>
  ).map((row) => row.id);

describe('department groups', () => {
  it('are created with departments, listed newest first by name, renamed, given other departments and deleted', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [a, b, c] = brandDepts(13);
    await api.request('/v1/system/dept/group/createDeptGroup', { groupName: ' 直营渠道 ', deptIds: [a!, b!, a!] });
    await api.request('/v1/system/dept/group/createDeptGroup', { groupName: '加盟渠道' });
    const page = await api.request('/v1/system/dept/group/listGroup', { pageNo: 1, pageSize: 10 });
    // The seed's two groups come after these (newest first).
    expect(page.total).toBe(4);
    expect(page.records.map((g) => g.groupName)).toEqual(['加盟渠道', '直营渠道', ...SEEDED_GROUPS]);
    const direct = page.records[1]!;
    expect(direct.deptIds).toEqual([a, b]);
    expect(
      (await api.request('/v1/system/dept/group/listGroup', { pageNo: 1, pageSize: 10, groupName: '直营' })).total,
    ).toBe(1);
    expect(
      (await api.request('/v1/system/dept/group/listGroup', { pageNo: 1, pageSize: 10, groupName: '%' })).total,
    ).toBe(0);

    const clash = await rejection(
      api.request('/v1/system/dept/group/updateDeptGroup', { groupId: direct.groupId, groupName: '加盟渠道' }),
    );
    expect(clash.message).toBe('已有名为「加盟渠道」的分组');
    await api.request('/v1/system/dept/group/updateDeptGroup', { groupId: direct.groupId, groupName: '直营门店' });
    await api.request('/v1/system/dept/group/moveGroupDepts', { groupId: direct.groupId, deptIds: [c!] });
    const all = await api.request('/v1/system/dept/group/listAllGroup');
    expect(all.find((g) => g.groupId === direct.groupId)).toMatchObject({ groupName: '直营门店', deptIds: [c] });

    // A department deleted from the tree leaves its groups.
    const { deptId } = await api.request('/v1/system/dept/addDept', { deptName: '临时' });
    await api.request('/v1/system/dept/group/moveGroupDepts', { groupId: direct.groupId, deptIds: [c!, deptId] });
    await api.request('/v1/system/dept/deleteDept', { deptId });
    expect(
      (await api.request('/v1/system/dept/group/listAllGroup')).find((g) => g.groupId === direct.groupId)!.deptIds,
    ).toEqual([c]);

    await api.request('/v1/system/dept/group/deleteDeptGroup', { groupId: direct.groupId });
    expect((await api.request('/v1/system/dept/group/listAllGroup')).map((g) => g.groupName).sort()).toEqual(
      ['加盟渠道', ...SEEDED_GROUPS].sort(),
    );
  });

  it('refuse another brand’s departments and groups, long or taken names, and members without the organisation', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const foreign = brandDepts(14)[0]!;
    const before = () =>
      JSON.stringify([
        h.services.db.prepare('SELECT * FROM dept_groups').all(),
        h.services.db.prepare('SELECT * FROM dept_group_depts').all(),
      ]);
    const start = before();
    expect(
      (await rejection(api.request('/v1/system/dept/group/createDeptGroup', { groupName: '越界', deptIds: [foreign] })))
        .message,
    ).toBe('部门不存在');
    expect(
      (await rejection(api.request('/v1/system/dept/group/createDeptGroup', { groupName: 'x'.repeat(51) }))).message,
    ).toBe('分组名称最多 50 个字');
    expect(before()).toBe(start);
    // Brand 14's group is not found from brand 13.
    h.services.db
      .prepare("INSERT INTO dept_groups (brand_id, name, created_at) VALUES (14, '别家', '2026-11-24 08:00:00')")
      .run();
    const theirs = (h.services.db.prepare("SELECT id FROM dept_groups WHERE name = '别家'").get() as { id: number }).id;
    for (const call of [
      api.request('/v1/system/dept/group/updateDeptGroup', { groupId: theirs, groupName: '改名' }),
      api.request('/v1/system/dept/group/moveGroupDepts', { groupId: theirs, deptIds: brandDepts(13).slice(0, 1) }),
      api.request('/v1/system/dept/group/deleteDeptGroup', { groupId: theirs }),
    ]) {
      expect((await rejection(call)).message).toBe('分组不存在');
    }
    expect(
      (h.services.db.prepare('SELECT name FROM dept_groups WHERE id = ?').get(theirs) as { name: string }).name,
    ).toBe('别家');
    expect((await api.request('/v1/system/dept/group/listAllGroup')).map((g) => g.groupId)).not.toContain(theirs);
    const staff = await h.signedInClient(STAFF, 13);
    const refused = await rejection(staff.request('/v1/system/dept/group/createDeptGroup', { groupName: '无权' }));
    expect(isApiError(refused) && refused.code).toBe(NO_PERMISSION_CODE);
  });
});
