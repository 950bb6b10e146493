import { isApiError, MATRIX_LIMITS, PUBLISH_ACCOUNT_REFUSALS } from '@brand-console/api-client';
import readXlsxFile from 'read-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addSimItem } from '../../platforms/simContent';
import { createHarness, rejection, type Harness } from '../../testing/harness';
import { MATRIX_REFUSALS } from './accounts';

/** 矩阵账号: the accounts with their figures, groups and moves (issue 24, ADR 0036 part A). */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const ADMIN = '13800000001';
const STAFF = '13800000002';
const page = { pageNo: 1, pageSize: 100 };
const DAY = 24 * 3600 * 1000;
const message = (error: unknown) => (isApiError(error) ? error.message : String(error));

const accountsOf = (brandId: number) =>
  h.services.db
    .prepare(
      'SELECT id, platform, platform_uid, name, matrix_group_id FROM platform_accounts WHERE brand_id = ? ORDER BY id',
    )
    .all(brandId) as Array<{
    id: number;
    platform: 1 | 2 | 3 | 4;
    platform_uid: string;
    name: string;
    matrix_group_id: number | null;
  }>;

/** Grants the staff role of brand 13 one page. */
function grantStaff(scope: string) {
  h.services.db
    .prepare(
      `INSERT INTO role_menus (role_id, menu_id) SELECT r.id, m.id FROM roles r, menus m
       WHERE r.brand_id = 13 AND r.role_code = 'staff' AND m.scope_code = ?`,
    )
    .run(scope);
}

describe('the matrix account list', () => {
  it('lists every platform with groups, figures read from the platform, grant status and refusal', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const { records, total } = await api.request('/v1/matrix/account/list', page);
    expect(total).toBe(accountsOf(13).length);
    expect(new Set(records.map((a) => a.platform))).toEqual(new Set([1, 2, 3, 4]));
    const official = records.find((a) => a.name === '星河美妆官方旗舰店')!;
    expect(official).toMatchObject({ groupName: '官方账号', status: 1, publishRefusal: null });
    // Seeded items are 2, 7, 12 and 17 days old: two count towards the last 7 days.
    const items = await h.services.platforms[1].listContent(
      (
        h.services.db.prepare('SELECT access_token FROM platform_accounts WHERE id = ?').get(official.id) as {
          access_token: string;
        }
      ).access_token,
    );
    const now = h.clock.now;
    expect(official.worksCount).toBe(items.items.length);
    expect(official.recentPlays).toBe(
      items.items.filter((i) => i.publishedAt > now - 7 * DAY).reduce((sum, i) => sum + i.plays, 0),
    );
    expect(official.recentPlays).toBeGreaterThan(0);
    expect(official.figuresTime).not.toBeNull();
    // A new item published today adds to both figures.
    addSimItem(h.services.db, 1, official.platformUid, {
      itemId: 'dy_matrix_new',
      kind: 'video',
      title: '新作品',
      at: now - 3600_000,
    });
    h.clock.now += 3 * 3600_000;
    const again = (await api.request('/v1/matrix/account/list', { ...page, keyword: '官方旗舰店' })).records[0]!;
    expect(again.worksCount).toBe(official.worksCount + 1);
    expect(again.recentPlays).toBeGreaterThan(official.recentPlays);
    // Expired and revoked grants: status and refusal, no figures, and the list does not fail.
    const expired = records.filter((a) => a.status === 3);
    const revoked = records.filter((a) => a.status === 4);
    expect(expired.length).toBeGreaterThan(0);
    expect(revoked.length).toBeGreaterThan(0);
    for (const a of expired)
      expect(a).toMatchObject({ publishRefusal: PUBLISH_ACCOUNT_REFUSALS.expired, figuresTime: null, worksCount: 0 });
    for (const a of revoked)
      expect(a).toMatchObject({ publishRefusal: PUBLISH_ACCOUNT_REFUSALS.revoked, figuresTime: null });
    // Revoked on the platform's side only: the platform refuses the token, the list still answers.
    h.services.db
      .prepare('UPDATE sim_platform_grants SET revoked = 1 WHERE platform = 1 AND platform_uid = ?')
      .run(official.platformUid);
    const refused = (await api.request('/v1/matrix/account/list', { ...page, keyword: '官方旗舰店' })).records[0]!;
    expect(refused).toMatchObject({ status: 1, figuresTime: null, worksCount: 0, recentPlays: 0 });
  });

  it('filters by platform, group, ungrouped, status, department and keyword, bounded', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const all = accountsOf(13);
    const groups = await api.request('/v1/matrix/group/list', {});
    const official = groups.find((g) => g.name === '官方账号')!;
    expect(official.accountCount).toBe(4);
    const inGroup = await api.request('/v1/matrix/account/list', { ...page, groupId: official.id });
    expect(inGroup.records.map((a) => a.groupId)).toEqual([official.id, official.id, official.id, official.id]);
    const none = await api.request('/v1/matrix/account/list', { ...page, groupId: 0 });
    expect(none.total).toBe(all.filter((a) => a.matrix_group_id === null).length);
    expect(none.total).toBeGreaterThan(0);
    expect(none.records.every((a) => a.groupId === null)).toBe(true);
    const ks = await api.request('/v1/matrix/account/list', { ...page, platform: 4 });
    expect(ks.total).toBe(all.filter((a) => a.platform === 4).length);
    const expired = await api.request('/v1/matrix/account/list', { ...page, status: 3 });
    expect(expired.records.every((a) => a.status === 3)).toBe(true);
    const dept = (await api.request('/v1/matrix/account/list', page)).records.find((a) => a.deptId !== null)!;
    const byDept = await api.request('/v1/matrix/account/list', { ...page, deptId: dept.deptId! });
    expect(byDept.records.every((a) => a.deptId === dept.deptId)).toBe(true);
    // Brand 14's accounts are never found on brand 13.
    const keyword = await api.request('/v1/matrix/account/list', { ...page, keyword: '青禾食品官方' });
    expect(keyword.records.map((a) => a.name)).toEqual([]);
    const byName = await api.request('/v1/matrix/account/list', { ...page, keyword: '星河彩妆' });
    expect(byName.records.map((a) => a.name)).toEqual(['星河彩妆研究所']);
    expect(
      await rejection(api.request('/v1/matrix/account/list', { pageNo: 1, pageSize: MATRIX_LIMITS.pageSize + 1 })),
    ).toBeTruthy();
  });
});

describe('groups', () => {
  it('creates with accounts, renames, moves in and out, refuses duplicates and deleting a non-empty group', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [a1, a2, a3] = accountsOf(13).filter((a) => a.matrix_group_id === null);
    const { id } = await api.request('/v1/matrix/group/save', { name: ' 直播号 ', accountIds: [a1!.id, a2!.id] });
    let group = (await api.request('/v1/matrix/group/list', {})).find((g) => g.id === id)!;
    expect(group).toMatchObject({ name: '直播号', accountCount: 2 });
    expect(message(await rejection(api.request('/v1/matrix/group/save', { name: '官方账号' })))).toBe(
      MATRIX_REFUSALS.nameTaken,
    );
    expect(message(await rejection(api.request('/v1/matrix/group/save', { id, name: '门店账号' })))).toBe(
      MATRIX_REFUSALS.nameTaken,
    );
    const tooLong = await rejection(
      api.request('/v1/matrix/group/save', { name: '长'.repeat(MATRIX_LIMITS.groupName + 1) }),
    );
    expect(message(tooLong)).toContain(`${MATRIX_LIMITS.groupName}`);
    // Renamed, its accounts exactly the ones sent (a1 leaves, a3 joins).
    await api.request('/v1/matrix/group/save', { id, name: '直播矩阵', accountIds: [a2!.id, a3!.id] });
    group = (await api.request('/v1/matrix/group/list', {})).find((g) => g.id === id)!;
    expect(group).toMatchObject({ name: '直播矩阵', accountCount: 2 });
    expect(accountsOf(13).find((a) => a.id === a1!.id)!.matrix_group_id).toBeNull();
    // Renaming alone keeps the accounts.
    await api.request('/v1/matrix/group/save', { id, name: '直播矩阵2' });
    expect((await api.request('/v1/matrix/group/list', {})).find((g) => g.id === id)!.accountCount).toBe(2);
    // Moving an account of another group here takes it out of that one (at most one group).
    const official = (await api.request('/v1/matrix/group/list', {})).find((g) => g.name === '官方账号')!;
    const officialAccount = accountsOf(13).find((a) => a.matrix_group_id === official.id)!;
    await api.request('/v1/matrix/group/moveAccounts', { groupId: id, accountIds: [officialAccount.id] });
    const groups = await api.request('/v1/matrix/group/list', {});
    expect(groups.find((g) => g.id === id)!.accountCount).toBe(3);
    expect(groups.find((g) => g.id === official.id)!.accountCount).toBe(official.accountCount - 1);
    const refused = await rejection(api.request('/v1/matrix/group/delete', { id }));
    expect(message(refused)).toBe(MATRIX_REFUSALS.notEmpty(3));
    // Out of groups, then deleted.
    await api.request('/v1/matrix/group/moveAccounts', {
      groupId: 0,
      accountIds: [a2!.id, a3!.id, officialAccount.id],
    });
    await api.request('/v1/matrix/group/delete', { id });
    expect((await api.request('/v1/matrix/group/list', {})).some((g) => g.id === id)).toBe(false);
    expect(
      accountsOf(13)
        .filter((a) => [a2!.id, a3!.id].includes(a.id))
        .every((a) => a.matrix_group_id === null),
    ).toBe(true);
    // Unknown group, unknown accounts, too many accounts.
    expect(message(await rejection(api.request('/v1/matrix/group/delete', { id })))).toBe(MATRIX_REFUSALS.groupMissing);
    expect(
      message(
        await rejection(api.request('/v1/matrix/group/moveAccounts', { groupId: official.id, accountIds: [999_999] })),
      ),
    ).toBe(MATRIX_REFUSALS.accountsMissing);
    const many = Array.from({ length: MATRIX_LIMITS.accounts + 1 }, (_, i) => i + 1);
    expect(
      await rejection(api.request('/v1/matrix/group/moveAccounts', { groupId: 0, accountIds: many })),
    ).toBeTruthy();
  });

  it('keeps groups and accounts within the brand', async () => {
    const a = await h.signedInClient(ADMIN, 13);
    const b = await h.signedInClient(ADMIN, 14);
    const aGroups = await a.request('/v1/matrix/group/list', {});
    const bGroups = await b.request('/v1/matrix/group/list', {});
    expect(bGroups.length).toBeGreaterThan(0);
    expect(bGroups.filter((g) => aGroups.some((x) => x.id === g.id))).toEqual([]);
    const aAccounts = accountsOf(13).map((r) => r.id);
    const bList = await b.request('/v1/matrix/account/list', page);
    expect(bList.records.filter((r) => aAccounts.includes(r.id))).toEqual([]);
    // Brand B cannot move brand A's accounts into its group, nor touch brand A's groups.
    const before = JSON.stringify(accountsOf(13));
    expect(
      message(
        await rejection(
          b.request('/v1/matrix/group/moveAccounts', { groupId: bGroups[0]!.id, accountIds: [aAccounts[0]!] }),
        ),
      ),
    ).toBe(MATRIX_REFUSALS.accountsMissing);
    expect(
      message(
        await rejection(
          b.request('/v1/matrix/group/moveAccounts', { groupId: aGroups[0]!.id, accountIds: [bList.records[0]!.id] }),
        ),
      ),
    ).toBe(MATRIX_REFUSALS.groupMissing);
    expect(message(await rejection(b.request('/v1/matrix/group/save', { id: aGroups[0]!.id, name: '乙的' })))).toBe(
      MATRIX_REFUSALS.groupMissing,
    );
    expect(message(await rejection(b.request('/v1/matrix/group/delete', { id: aGroups[0]!.id })))).toBe(
      MATRIX_REFUSALS.groupMissing,
    );
    expect(message(await rejection(b.request('/v1/matrix/account/list', { ...page, groupId: aGroups[0]!.id })))).toBe(
      MATRIX_REFUSALS.groupMissing,
    );
    // Names are unique per brand only: brand B may name a group as brand A's.
    await b.request('/v1/matrix/group/save', { name: aGroups[0]!.name });
    expect(JSON.stringify(accountsOf(13))).toBe(before);
  });

  it('reads with any of the three publishing pages, writes with 矩阵账号 only', async () => {
    // The staff role's 矩阵发布 pages taken away, then given one by one.
    h.services.db
      .prepare(
        `DELETE FROM role_menus WHERE role_id IN (SELECT id FROM roles WHERE brand_id = 13 AND role_code = 'staff')
         AND menu_id IN (SELECT id FROM menus WHERE scope_code IN ('matrix_manage', 'matrix_distribute', 'qrcode_publish', 'records_publish'))`,
      )
      .run();
    const staff = await h.signedInClient(STAFF, 13);
    const noPage = await rejection(staff.request('/v1/matrix/group/list', {}));
    expect(message(noPage)).toBe('暂无该页面的权限，请联系管理员');
    grantStaff('matrix_distribute');
    expect((await staff.request('/v1/matrix/account/list', page)).total).toBeGreaterThan(0);
    const groups = await staff.request('/v1/matrix/group/list', {});
    const write = await rejection(staff.request('/v1/matrix/group/save', { name: '员工的分组' }));
    expect(message(write)).toBe('暂无该页面的权限，请联系管理员');
    expect(message(await rejection(staff.request('/v1/matrix/group/delete', { id: groups[0]!.id })))).toBe(
      '暂无该页面的权限，请联系管理员',
    );
    expect(message(await rejection(staff.download('/v1/matrix/account/export', {})))).toBe(
      '暂无该页面的权限，请联系管理员',
    );
    grantStaff('matrix_manage');
    expect((await staff.request('/v1/matrix/group/save', { name: '员工的分组' })).id).toBeGreaterThan(0);
  });
});

describe('the export', () => {
  it('writes the filtered accounts with the figures read for it and keeps the file in the task centre', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const list = await api.request('/v1/matrix/account/list', { ...page, platform: 1 });
    const file = await api.download('/v1/matrix/account/export', { platform: 1 });
    expect(file.fileName).toMatch(/^矩阵账号\d{14}\.xlsx$/);
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data;
    expect(rows[0]).toEqual([
      '账号',
      '平台',
      '平台账号ID',
      '分组',
      '部门',
      '粉丝数',
      '作品数',
      '近7天播放',
      '授权状态',
      '授权到期',
      '数据读取时间',
    ]);
    expect(rows.length - 1).toBe(list.total);
    for (const account of list.records) {
      const row = rows.find((r) => r[2] === account.platformUid)!;
      expect(row[0]).toBe(account.name);
      expect(row[3]).toBe(account.groupName ?? '未分组');
      expect(Number(row[5])).toBe(account.followerCount);
      if (account.figuresTime) {
        expect(Number(row[6])).toBe(account.worksCount);
        expect(Number(row[7])).toBe(account.recentPlays);
      } else {
        expect(row[6] ?? null).toBeNull();
      }
    }
    const tasks = h.services.db
      .prepare("SELECT file_name FROM download_tasks WHERE brand_id = 13 AND exporter_type = 'matrixAccounts'")
      .all() as Array<{ file_name: string }>;
    expect(tasks.map((t) => t.file_name)).toEqual([file.fileName]);
  });
});
