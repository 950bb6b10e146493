import { isApiError, NO_PERMISSION_CODE } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../lib/time';
import { SEED_ANNOUNCEMENT } from '../seed/accounts';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const ADMIN = '13800000001';
/** 周运营: brand 13 staff without 公告管理, in 华东大区 (under 零售中心). */
const STAFF = '13800000002';

/** Brand 13's departments: 0 事业部, 1 零售中心 (under it), 2 华东大区 and 3 华南大区 (under 零售中心). */
const depts = (brandId: number) =>
  (
    h.services.db.prepare('SELECT id FROM departments WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{
      id: number;
    }>
  ).map((row) => row.id);

/** Phones of the brand's enabled members whose only department is `deptId`. */
function membersOnlyIn(brandId: number, deptId: number): string[] {
  return (
    h.services.db
      .prepare(
        `SELECT u.phone FROM users u JOIN user_brands ub ON ub.user_id = u.id AND ub.brand_id = ? AND ub.is_valid = 1
         WHERE (SELECT group_concat(dept_id) FROM user_departments ud WHERE ud.user_id = u.id AND ud.brand_id = ?) = ?
         ORDER BY u.id`,
      )
      .all(brandId, brandId, String(deptId)) as Array<{ phone: string }>
  ).map((r) => r.phone);
}

/** How many enabled members of brand 13 are in one of `deptIds` (counted in SQL without the notice code). */
function enabledIn(deptIds: number[]): number {
  return (
    h.services.db
      .prepare(
        `SELECT count(DISTINCT ub.user_id) AS n FROM user_brands ub JOIN user_departments ud
           ON ud.user_id = ub.user_id AND ud.brand_id = ub.brand_id
         WHERE ub.brand_id = 13 AND ub.is_valid = 1 AND ud.dept_id IN (${deptIds.join(',')})`,
      )
      .get() as { n: number }
  ).n;
}

const titles = async (api: SignedInClient, msgType: 1 | 2 = 1) =>
  (await api.request('/v1/system/account/userMessage/unReadMsgList', { msgType })).map((m) => m.msgText.split('\n')[0]);

async function publishTo(api: SignedInClient, title: string, deptIds: number[], publishTime?: string) {
  const { id } = await api.request('/v1/system/notice/createNotice', {
    msgType: 1,
    title,
    body: '第一段\n第二段 <b>不是标签</b>',
    audience: deptIds.length ? 2 : 1,
    deptIds,
  });
  await api.request('/v1/system/notice/publishNotice', { id, ...(publishTime ? { publishTime } : {}) });
  return id;
}

describe('notices', () => {
  it('reach the members of the chosen departments and of their sub-departments, and no one else', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const [, retail, east, south] = depts(13);
    const eastPhone = membersOnlyIn(13, east!)[0]!;
    const southPhone = membersOnlyIn(13, south!)[0]!;
    const rootPhone = membersOnlyIn(13, depts(13)[0]!)[0]!;

    const toEast = await publishTo(admin, '华东门店盘点', [east!]);
    const toRetail = await publishTo(admin, '零售中心例会', [retail!]);

    const eastMember = await h.signedInClient(eastPhone, 13);
    const southMember = await h.signedInClient(southPhone, 13);
    const rootMember = await h.signedInClient(rootPhone, 13);
    expect(await titles(eastMember)).toEqual(expect.arrayContaining(['华东门店盘点', '零售中心例会']));
    const eastUnread = await eastMember.request('/v1/system/account/userMessage/unReadMsgList', { msgType: 1 });
    // Shown as written: title, then the body's lines; no markup is made of it.
    expect(eastUnread.find((m) => m.id === toEast)!.msgText).toBe('华东门店盘点\n第一段\n第二段 <b>不是标签</b>');
    expect(await titles(southMember)).toContain('零售中心例会');
    expect(await titles(southMember)).not.toContain('华东门店盘点');
    expect(await titles(rootMember)).not.toContain('零售中心例会');
    expect(await titles(eastMember, 2)).not.toContain('华东门店盘点');

    const list = await admin.request('/v1/system/notice/listNotice', { pageNo: 1, pageSize: 10, status: 3 });
    const east1 = list.records.find((n) => n.id === toEast)!;
    expect(east1).toMatchObject({
      status: 3,
      audience: 2,
      depts: [{ deptId: east, deptName: '华东大区' }],
      readers: 0,
    });
    expect(east1.authorName).toBe('林管理');
    expect(east1.recipients).toBe(enabledIn([east!]));
    expect(list.records.find((n) => n.id === toRetail)!.recipients).toBe(enabledIn([retail!, east!, south!]));

    // Reading: marked for the reader only, counted, listed with its time; then not shown again.
    await eastMember.request('/v1/system/account/userMessage/readMsg', { ids: [toEast, toRetail] });
    // Marking a notice not addressed to the member (the east one, from the south) reads nothing.
    await southMember.request('/v1/system/account/userMessage/readMsg', { ids: [toEast] });
    expect(await titles(eastMember)).not.toContain('华东门店盘点');
    expect(await titles(southMember)).toContain('零售中心例会');
    const detail = await admin.request('/v1/system/notice/noticeDetail', { id: toEast });
    expect([detail.readers, detail.recipients]).toEqual([1, enabledIn([east!])]);
    const readers = await admin.request('/v1/system/notice/noticeReaders', {
      id: toEast,
      read: 1,
      pageNo: 1,
      pageSize: 10,
    });
    expect(readers.records).toEqual([
      { userId: eastMember.userId, userBrandName: expect.any(String), readTime: formatDateTime(h.clock.now) },
    ]);
    const unread = await admin.request('/v1/system/notice/noticeReaders', {
      id: toEast,
      read: 0,
      pageNo: 1,
      pageSize: 100,
    });
    expect(unread.total).toBe(enabledIn([east!]) - 1);
    expect(unread.records.every((r) => r.readTime === null)).toBe(true);
  });

  it('scheduled show from their time; withdrawn stop showing; only drafts and scheduled ones are edited', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const staff = await h.signedInClient(STAFF, 13);
    const inAnHour = formatDateTime(h.clock.now + 3_600_000);
    const id = await publishTo(admin, '晚间升级', [], inAnHour);
    expect(await admin.request('/v1/system/notice/noticeDetail', { id })).toMatchObject({
      status: 2,
      publishTime: inAnHour,
    });
    expect(await titles(staff)).not.toContain('晚间升级');
    // Marking it read before it shows does nothing.
    await staff.request('/v1/system/account/userMessage/readMsg', { ids: [id] });
    await admin.request('/v1/system/notice/updateNotice', {
      id,
      msgType: 1,
      title: '今晚升级',
      body: '内容',
      audience: 1,
    });

    h.clock.now += 3_600_000;
    expect(await titles(staff)).toContain('今晚升级');
    expect((await admin.request('/v1/system/notice/noticeDetail', { id })).status).toBe(3);
    const edit = await rejection(
      admin.request('/v1/system/notice/updateNotice', { id, msgType: 1, title: '再改', body: '内容', audience: 1 }),
    );
    expect(edit.message).toBe('已发布或已撤回的公告不能修改');
    expect((await rejection(admin.request('/v1/system/notice/deleteNotice', { id }))).message).toBe('只有草稿可以删除');

    await admin.request('/v1/system/notice/withdrawNotice', { id });
    expect(await titles(staff)).not.toContain('今晚升级');
    expect((await admin.request('/v1/system/notice/noticeDetail', { id })).status).toBe(4);
    expect((await rejection(admin.request('/v1/system/notice/withdrawNotice', { id }))).message).toBe(
      '只有已发布或待发布的公告可以撤回',
    );
    const withdrawn = await admin.request('/v1/system/notice/listNotice', { pageNo: 1, pageSize: 10, status: 4 });
    expect(withdrawn.records.map((n) => n.id)).toContain(id);

    // A time already past is refused rather than published now; a draft is deleted.
    const { id: draft } = await admin.request('/v1/system/notice/createNotice', {
      msgType: 2,
      title: '草稿',
      body: '内容',
      audience: 1,
    });
    const past = await rejection(
      admin.request('/v1/system/notice/publishNotice', {
        id: draft,
        publishTime: formatDateTime(h.clock.now - 3_600_000),
      }),
    );
    expect(past.message).toBe('发布时间不能早于现在');
    await admin.request('/v1/system/notice/deleteNotice', { id: draft });
    expect((await rejection(admin.request('/v1/system/notice/noticeDetail', { id: draft }))).message).toBe(
      '公告不存在',
    );
  });

  it('keep the seeded messages working: each seeded member has them unread until read', async () => {
    const staff = await h.signedInClient(STAFF, 13);
    expect(await titles(staff)).toEqual([SEED_ANNOUNCEMENT]);
    const admin = await h.signedInClient(ADMIN, 13);
    const seeded = (
      await admin.request('/v1/system/notice/listNotice', { pageNo: 1, pageSize: 100, msgType: 1 })
    ).records.find((n) => n.title === SEED_ANNOUNCEMENT)!;
    expect(seeded).toMatchObject({ audience: 3, status: 3, readers: 0 });
    await staff.request('/v1/system/account/userMessage/readMsg', { ids: [seeded.id] });
    expect(await titles(staff)).toEqual([]);
    expect((await admin.request('/v1/system/notice/noticeDetail', { id: seeded.id })).readers).toBe(1);
    // The seed's draft, scheduled and withdrawn notices are listed and shown to no one.
    const statuses = (await admin.request('/v1/system/notice/listNotice', { pageNo: 1, pageSize: 100 })).records.map(
      (n) => n.status,
    );
    expect(new Set(statuses)).toEqual(new Set([1, 2, 3, 4]));
  });

  it('refuse what is not the brand’s or not valid, and members without 公告管理', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const other = await h.signedInClient(ADMIN, 14);
    const id = await publishTo(admin, '仅品牌 13', []);
    // Brand 14 sees none of brand 13's notices, cannot read or change them, nor mark them read.
    const theirs = await other.request('/v1/system/notice/listNotice', { pageNo: 1, pageSize: 100 });
    expect(theirs.records.map((n) => n.title)).not.toContain('仅品牌 13');
    for (const call of [
      other.request('/v1/system/notice/noticeDetail', { id }),
      other.request('/v1/system/notice/withdrawNotice', { id }),
      other.request('/v1/system/notice/noticeReaders', { id, pageNo: 1, pageSize: 10 }),
    ]) {
      expect((await rejection(call)).message).toBe('公告不存在');
    }
    await other.request('/v1/system/account/userMessage/readMsg', { ids: [id] });
    expect((await admin.request('/v1/system/notice/noticeDetail', { id })).readers).toBe(0);
    expect(await titles(other)).not.toContain('仅品牌 13');

    const foreignDept = depts(14)[0]!;
    const refusedDept = await rejection(
      admin.request('/v1/system/notice/createNotice', {
        msgType: 1,
        title: 't',
        body: 'b',
        audience: 2,
        deptIds: [foreignDept],
      }),
    );
    expect(refusedDept.message).toBe('部门不存在');
    const noDepts = await rejection(
      admin.request('/v1/system/notice/createNotice', { msgType: 1, title: 't', body: 'b', audience: 2 }),
    );
    expect(noDepts.message).toContain('请选择部门');
    const long = await rejection(
      admin.request('/v1/system/notice/createNotice', { msgType: 1, title: 'x'.repeat(101), body: 'b', audience: 1 }),
    );
    expect(long.message).toContain('最多 100 个字');

    const staff = await h.signedInClient(STAFF, 13);
    const denied = await rejection(staff.request('/v1/system/notice/listNotice', { pageNo: 1, pageSize: 10 }));
    expect(isApiError(denied) && denied.code).toBe(NO_PERMISSION_CODE);
  });
});
