import { isApiError, NO_PERMISSION_CODE, type Material } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quotaPeriod } from '../db/videoQuotas';
import { Codes } from '../http/errors';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';
import { attachVideoFiles } from '../testing/media';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

/** 林管理: brand 13's admin. */
const ADMIN = '13800000001';
/** 周运营: staff of brand 13 with the material library (merges and splits), no member pages. */
const STAFF = '13800000002';
const STAFF_ID = 2;
/** 吴创作: brand 14's main account only. */
const OUTSIDER_ID = 3;

const LIST = '/v1/system/brandUser/listUsersSumvideoConfig';
const UPDATE = '/v1/system/brandUser/updateUserSumvideoConfig';
const OPERATE = '/v1/sumvideo/sv/material/operation/operateMaterials';

/** Moves the harness's clock to a moment given in UTC+8 (`YYYY-MM-DD HH:mm:ss`). */
const setClock = (beijing: string) => {
  h.clock.now = Date.parse(`${beijing.replace(' ', 'T')}+08:00`);
};

const operationCount = () =>
  (h.services.db.prepare('SELECT count(*) AS n FROM material_operations').get() as { n: number }).n;

async function quotaOf(api: SignedInClient, userId: number) {
  const { records, total } = await api.request(LIST, { pageNo: 1, pageSize: 10, userId });
  expect(total).toBe(1);
  return records[0]!;
}

/** Brand 13's videos the staff member may merge, and one long enough to split into pieces. */
async function videosOf(api: SignedInClient) {
  const videos = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, type: 1 })).records;
  const mergeable = videos.filter((v) => v.source !== 30 && v.source !== 31);
  const long = videos.find((v) => (v.duration ?? 0) >= 20_000 && !(v.expireTime && v.expireTime < '2026-12-01'));
  expect(mergeable.length).toBeGreaterThanOrEqual(4);
  expect(long).toBeDefined();
  // Seeded videos have no file: give these real ones, so the render worker can make their merges and splits.
  await attachVideoFiles(h, [...mergeable.slice(0, 4).map((v) => v.id), long!.id]);
  return { mergeable, long: long! };
}

/** A split of `video` into exactly `pieces` pieces. */
const splitInto = (video: Material, pieces: number) => ({
  operationType: 2 as const,
  materialIds: [video.id],
  splitDuration: Math.ceil((video.duration ?? 0) / pieces),
});

async function expectRefusal(call: Promise<unknown>, code: number, message?: string | RegExp) {
  const error = await rejection(call);
  expect(isApiError(error) && error.code, error.message).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
}

describe('the quota period', () => {
  it('is the calendar month in UTC+8, across the turn of a month and a year', () => {
    expect(quotaPeriod(Date.parse('2026-11-30T15:59:59Z'))).toEqual({
      month: '2026-11',
      start: '2026-11-01 00:00:00',
      end: '2026-12-01 00:00:00',
    });
    // 16:00 UTC on 30 November is already 1 December in Beijing.
    expect(quotaPeriod(Date.parse('2026-11-30T16:00:00Z')).month).toBe('2026-12');
    expect(quotaPeriod(Date.parse('2026-12-31T16:00:00Z'))).toEqual({
      month: '2027-01',
      start: '2027-01-01 00:00:00',
      end: '2027-02-01 00:00:00',
    });
  });
});

describe('listUsersSumvideoConfig', () => {
  it('pages the brand’s members with their quota (0: no limit) and this month’s videos', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const members = (
      h.services.db.prepare('SELECT user_id FROM user_brands WHERE brand_id = 13').all() as Array<{ user_id: number }>
    ).map((r) => r.user_id);
    const first = await admin.request(LIST, { pageNo: 1, pageSize: 20 });
    expect(first.total).toBe(members.length);
    expect(first.records).toHaveLength(20);
    expect(first.records[0]).toMatchObject({ userId: 1, userBrandName: '林管理', period: '2026-11' });
    expect(first.records.every((r) => members.includes(r.userId))).toBe(true);
    // Searched by name; another brand's member is not there.
    const named = await admin.request(LIST, { pageNo: 1, pageSize: 20, userBrandName: '周运' });
    expect(named.records.map((r) => r.userId)).toEqual([STAFF_ID]);
    expect((await admin.request(LIST, { pageNo: 1, pageSize: 20, userId: OUTSIDER_ID })).total).toBe(0);
    // The seed gives 周运营 50 a month and, in the last 60 hours (all November), two merges of one
    // video (one running, one done), two splits of three pieces (likewise) and a failed merge and
    // split: 8 videos; and, this month, eight synthesis tasks of which three completed, one renders
    // and one waits (the failed and closed ones count nothing): 5 more. The admin has no limit.
    expect(await quotaOf(admin, STAFF_ID)).toMatchObject({ limitNum: 50, usedNum: 13 });
    expect((await quotaOf(admin, 1)).limitNum).toBe(0);
  });

  it('counts one video per merge and one per piece of a split, not failed ones, in the current month only', async () => {
    setClock('2026-12-01 00:00:05');
    const admin = await h.signedInClient(ADMIN, 13);
    const staff = await h.signedInClient(STAFF, 13);
    // November's operations are left behind: December starts at 0.
    expect(await quotaOf(admin, STAFF_ID)).toMatchObject({ usedNum: 0, period: '2026-12' });
    const { mergeable, long } = await videosOf(staff);

    await staff.request(OPERATE, { operationType: 1, materialIds: [mergeable[0]!.id, mergeable[1]!.id] });
    expect((await quotaOf(admin, STAFF_ID)).usedNum).toBe(1);
    await staff.request(OPERATE, splitInto(long, 4));
    expect((await quotaOf(admin, STAFF_ID)).usedNum).toBe(5);
    // Still counted once the worker has made the videos.
    await h.tick(2);
    expect((await quotaOf(admin, STAFF_ID)).usedNum).toBe(5);
    // …and that is what the worker made for the two operations started in December.
    const made = h.services.db
      .prepare(
        `SELECT sum(json_array_length(target_ids)) AS n FROM material_operations
         WHERE brand_id = 13 AND user_id = ? AND created_at >= '2026-12-01' AND status = 2`,
      )
      .get(STAFF_ID) as { n: number };
    expect(made.n).toBe(5);

    // A merge whose source is deleted before the worker reaches it fails, and gives its video back.
    await staff.request(OPERATE, { operationType: 1, materialIds: [mergeable[2]!.id, mergeable[3]!.id] });
    expect((await quotaOf(admin, STAFF_ID)).usedNum).toBe(6);
    await staff.request('/cgp/web/media/material/batch/delete', { ids: [mergeable[3]!.id] });
    await h.tick(2);
    expect(h.services.db.prepare('SELECT status FROM material_operations ORDER BY id DESC LIMIT 1').get()).toEqual({
      status: 3,
    });
    expect((await quotaOf(admin, STAFF_ID)).usedNum).toBe(5);

    // Another member's count is their own; January starts again.
    expect((await quotaOf(admin, 1)).usedNum).toBe(0);
    setClock('2027-01-01 00:00:00');
    const january = await h.signedInClient(ADMIN, 13);
    expect(await quotaOf(january, STAFF_ID)).toMatchObject({ usedNum: 0, period: '2027-01' });
  }, 30_000);
});

describe('updateUserSumvideoConfig', () => {
  it('sets a member’s quota, which refuses merges and splits beyond it until it is raised or lifted', async () => {
    setClock('2026-12-10 09:00:00');
    const admin = await h.signedInClient(ADMIN, 13);
    const staff = await h.signedInClient(STAFF, 13);
    const { mergeable, long } = await videosOf(staff);

    await admin.request(UPDATE, { userId: STAFF_ID, limitNum: 3 });
    expect(await quotaOf(admin, STAFF_ID)).toMatchObject({ limitNum: 3, usedNum: 0 });
    const stored = h.services.db.prepare('SELECT * FROM video_quotas WHERE user_id = ?').get(STAFF_ID);
    expect(stored).toMatchObject({ brand_id: 13, limit_num: 3, updated_by: 1 });
    expect((stored as { updated_at: string }).updated_at).toMatch(/^2026-12-10 09:0\d:\d\d$/);

    // A split into 4 would go beyond 3: refused, nothing queued.
    const before = operationCount();
    await expectRefusal(
      staff.request(OPERATE, splitInto(long, 4)),
      Codes.badRequest,
      '本月短视频额度不足：还可生成 3 个，本次将生成 4 个',
    );
    expect(operationCount()).toBe(before);
    // Into 3 fits exactly; then even one merge is refused.
    await staff.request(OPERATE, splitInto(long, 3));
    expect((await quotaOf(admin, STAFF_ID)).usedNum).toBe(3);
    const merge = { operationType: 1 as const, materialIds: [mergeable[0]!.id, mergeable[1]!.id] };
    // Answered as a client's mistake: HTTP 400 with {code, msg}.
    const answer = await h.app.fetch(
      new Request(`http://console.test/api${OPERATE}`, {
        method: 'POST',
        headers: {
          token: staff.auth.token!,
          userId: String(STAFF_ID),
          brandId: '13',
          'content-type': 'application/json',
        },
        body: JSON.stringify(merge),
      }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: Codes.badRequest,
      msg: '本月短视频额度已用完（已用 3 个，上限 3 个），请联系管理员调整',
    });
    expect(operationCount()).toBe(before + 1);

    // Raised: one more merge fits. Set below what was used: nothing more, nothing undone.
    await admin.request(UPDATE, { userId: STAFF_ID, limitNum: 4 });
    await staff.request(OPERATE, merge);
    await admin.request(UPDATE, { userId: STAFF_ID, limitNum: 1 });
    expect(await quotaOf(admin, STAFF_ID)).toMatchObject({ limitNum: 1, usedNum: 4 });
    await expectRefusal(staff.request(OPERATE, merge), Codes.badRequest, /已用完（已用 4 个，上限 1 个）/);
    // 0 lifts the limit.
    await admin.request(UPDATE, { userId: STAFF_ID, limitNum: 0 });
    await staff.request(OPERATE, merge);
    expect(await quotaOf(admin, STAFF_ID)).toMatchObject({ limitNum: 0, usedNum: 5 });

    // A quota is per member: the admin's own limit counts only the admin's videos.
    await admin.request(UPDATE, { userId: 1, limitNum: 1 });
    await admin.request(OPERATE, merge);
    await expectRefusal(admin.request(OPERATE, merge), Codes.badRequest, /已用完（已用 1 个，上限 1 个）/);
    await staff.request(OPERATE, merge);
    expect(await quotaOf(admin, STAFF_ID)).toMatchObject({ limitNum: 0, usedNum: 6 });
  }, 30_000);

  it('refuses a member of another brand, an unknown user and a limit out of range, changing nothing', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const quotas = () => h.services.db.prepare('SELECT * FROM video_quotas ORDER BY brand_id, user_id').all();
    const before = quotas();
    await expectRefusal(admin.request(UPDATE, { userId: OUTSIDER_ID, limitNum: 5 }), Codes.notFound, '成员不存在');
    await expectRefusal(admin.request(UPDATE, { userId: 999_999, limitNum: 5 }), Codes.notFound, '成员不存在');
    await expectRefusal(admin.request(UPDATE, { userId: STAFF_ID, limitNum: -1 }), Codes.badRequest);
    await expectRefusal(admin.request(UPDATE, { userId: STAFF_ID, limitNum: 100_001 }), Codes.badRequest);
    await expectRefusal(admin.request(UPDATE, { userId: STAFF_ID, limitNum: 1.5 }), Codes.badRequest);
    expect(quotas()).toEqual(before);
    // 郑剪影 belongs to brands 13 and 14: each brand's quota is its own.
    await admin.request(UPDATE, { userId: 4, limitNum: 7 });
    const of4 = () => h.services.db.prepare('SELECT brand_id, limit_num FROM video_quotas WHERE user_id = 4').all();
    expect(of4()).toEqual([{ brand_id: 13, limit_num: 7 }]);
    const onBrand14 = await h.signedInClient(ADMIN, 14);
    expect(await quotaOf(onBrand14, 4)).toMatchObject({ limitNum: 0 });
    await onBrand14.request(UPDATE, { userId: 4, limitNum: 2 });
    expect(of4()).toEqual([
      { brand_id: 13, limit_num: 7 },
      { brand_id: 14, limit_num: 2 },
    ]);
  });

  it('is the member pages’ to set: a member without 子账号 may not, nor read the list', async () => {
    const staff = await h.signedInClient(STAFF, 13);
    await expectRefusal(staff.request(UPDATE, { userId: STAFF_ID, limitNum: 100 }), NO_PERMISSION_CODE);
    await expectRefusal(staff.request(LIST, { pageNo: 1, pageSize: 10 }), NO_PERMISSION_CODE);
  });
});
