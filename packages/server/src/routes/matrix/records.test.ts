import { isApiError, PUBLISH_ACCOUNT_REFUSALS, type Publication } from '@brand-console/api-client';
import readXlsxFile from 'read-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tickJobs } from '../../jobs/worker';
import { createHarness, rejection, type Harness } from '../../testing/harness';
import { RECORD_REFUSALS } from './records';

/** 发布记录 (records_publish, ADR 0036 part D) over the seeded publications of brands 13 and 14. */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const admin = (brand = 13) => h.signedInClient('13800000001', brand);
const page = { pageNo: 1, pageSize: 100 };
type Api = Awaited<ReturnType<typeof admin>>;
const all = async (api: Api, filters: Record<string, unknown> = {}) =>
  (await api.request('/v1/matrix/record/page', { ...page, ...filters })).records;
const message = (error: unknown) => (isApiError(error) ? error.message : String(error));
const itemPage = async (url: string) => (await h.app.fetch(new Request(`http://console.test${url}`))).text();
const byStatus = (rows: Publication[], status: number) => rows.filter((p) => p.status === status);

describe('the list', () => {
  it("holds the brand's publications in every status, none of another brand's, with the filters", async () => {
    const api = await admin();
    const rows = await all(api);
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    const brand13 = (
      h.services.db.prepare('SELECT id FROM publications WHERE brand_id = 13').all() as Array<{
        id: number;
      }>
    ).map((r) => r.id);
    expect(rows.map((p) => p.id).sort()).toEqual(brand13.sort());
    const other = await all(await admin(14));
    expect(other.length).toBeGreaterThan(0);
    expect(other.filter((p) => brand13.includes(p.id))).toEqual([]);

    // Failures carry the platform's or the grant's words; successes a link to the simulated item.
    const reasons = byStatus(rows, 4).map((p) => p.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        '视频号标题最多 16 个字',
        PUBLISH_ACCOUNT_REFUSALS.expired,
        PUBLISH_ACCOUNT_REFUSALS.revoked,
        '发布超时，请重试',
      ]),
    );
    for (const p of byStatus(rows, 3)) {
      expect(p.itemUrl).toMatch(/^\/platform\/stand-in\/(dy|wx|xhs|ks)\/item\//);
      expect(await itemPage(p.itemUrl!)).toContain(p.title);
    }

    const dyFailed = await all(api, { platform: 1, status: 4 });
    expect(dyFailed.length).toBeGreaterThan(0);
    expect(dyFailed.every((p) => p.platform === 1 && p.status === 4)).toBe(true);
    expect(await all(api, { source: 2 })).toEqual(rows.filter((p) => p.source === 2));
    const one = rows.find((p) => p.accountId !== null)!;
    expect((await all(api, { account: String(one.accountId) })).every((p) => p.accountId === one.accountId)).toBe(true);
    const byName = await all(api, { account: one.accountName.slice(0, 4) });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((p) => p.accountName.includes(one.accountName.slice(0, 4)))).toBe(true);
    const named = await all(api, { workName: one.workName });
    expect(named.every((p) => p.workName.includes(one.workName))).toBe(true);
    // Published in the last two days: the store-visit batch, not the launch three days ago.
    const today = new Date(h.clock.now + 8 * 3600_000).toISOString().slice(0, 10);
    const twoDaysAgo = new Date(h.clock.now + 8 * 3600_000 - 2 * 86400_000).toISOString().slice(0, 10);
    const recent = await all(api, { publishStart: twoDaysAgo, publishEnd: today });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(byStatus(rows, 3).length);
    expect(recent.every((p) => p.status === 3 && p.publishTime! >= twoDaysAgo)).toBe(true);
    const reversed = await rejection(
      api.request('/v1/matrix/record/page', { ...page, startTime: today, endTime: twoDaysAgo }),
    );
    expect(message(reversed)).toBe('开始时间不能晚于结束时间');
  });
});

describe('figures', () => {
  it('are read from the platform for successful rows, grow with time, and give the reason when the grant ended', async () => {
    const api = await admin();
    const rows = await all(api);
    const ids = rows.map((p) => p.id);
    const first = await api.request('/v1/matrix/record/figures', { ids });
    // One entry per successful publication only: figures for the brand's accounts; a QR-code scan
    // published with the visitor's own account, whose grant the brand never held, says so.
    expect(first.map((f) => f.id).sort()).toEqual(
      byStatus(rows, 3)
        .map((p) => p.id)
        .sort(),
    );
    const own = new Set(
      byStatus(rows, 3)
        .filter((p) => p.accountId !== null)
        .map((p) => p.id),
    );
    expect(own.size).toBeGreaterThan(0);
    for (const f of first) {
      if (own.has(f.id)) expect(f.figures !== null && f.figures.plays > 0 && f.reason === null).toBe(true);
      else expect(f).toEqual({ id: f.id, figures: null, reason: RECORD_REFUSALS.noAccount });
    }
    h.clock.now += 3600_000;
    const later = await api.request('/v1/matrix/record/figures', { ids });
    for (const f of later.filter((x) => own.has(x.id))) {
      expect(f.figures!.plays).toBeGreaterThan(first.find((x) => x.id === f.id)!.figures!.plays);
    }
    // The grant of one account ends: its rows say so, the others still answer.
    const gone = byStatus(rows, 3).find((p) => own.has(p.id))!;
    h.services.db
      .prepare('UPDATE platform_accounts SET expires_at = ? WHERE id = ?')
      .run(h.clock.now - 1, gone.accountId);
    const after = await api.request('/v1/matrix/record/figures', { ids });
    expect(after.find((f) => f.id === gone.id)).toEqual({
      id: gone.id,
      figures: null,
      reason: PUBLISH_ACCOUNT_REFUSALS.expired,
    });
    expect(after.filter((f) => f.figures !== null).length).toBeGreaterThan(0);
    // Another brand's ids answer nothing.
    expect(await (await admin(14)).request('/v1/matrix/record/figures', { ids })).toEqual([]);
  });
});

describe('retry', () => {
  it('queues a failed publication again and the worker publishes it; success and foreign rows are refused', async () => {
    const api = await admin();
    const rows = await all(api);
    const timedOut = rows.find((p) => p.reason === '发布超时，请重试')!;
    expect(await api.request('/v1/matrix/record/retry', { ids: [timedOut.id] })).toEqual({ retried: 1 });
    expect((await all(api, { status: 1 })).map((p) => p.id)).toContain(timedOut.id);
    await tickJobs(h.services);
    const done = (await all(api)).find((p) => p.id === timedOut.id)!;
    expect(done).toMatchObject({ status: 3, reason: null, attempts: 2 });
    expect(await itemPage(done.itemUrl!)).toContain(done.title);

    const success = byStatus(rows, 3)[0]!;
    expect(message(await rejection(api.request('/v1/matrix/record/retry', { ids: [success.id] })))).toBe(
      RECORD_REFUSALS.noneRetryable,
    );
    const failed = byStatus(rows, 4).find((p) => p.id !== timedOut.id)!;
    const foreign = await rejection((await admin(14)).request('/v1/matrix/record/retry', { ids: [failed.id] }));
    expect(message(foreign)).toBe(RECORD_REFUSALS.notFound);
    expect((await all(api)).find((p) => p.id === failed.id)!.status).toBe(4);
  });
});

describe('mounts', () => {
  it("attach the account's goods or a mini-programme page where the platform allows, shown on the item's page", async () => {
    const api = await admin();
    const rows = await all(api);
    // The Douyin flagship account has a shop: its goods, and one already mounted by the seed.
    const dy = byStatus(rows, 3).find((p) => p.platform === 1 && p.mount === null && p.accountId !== null)!;
    const goods = await api.request('/v1/matrix/record/goods', { id: dy.id });
    expect(goods.length).toBeGreaterThan(0);
    const chosen = goods[1]!;
    const mounted = await api.request('/v1/matrix/record/mount', { id: dy.id, kind: 1, goodsId: chosen.goodsId });
    expect(mounted.mount).toEqual({ kind: 1, target: chosen.goodsId, label: chosen.title });
    expect(await itemPage(dy.itemUrl!)).toContain(chosen.title);
    // Goods of another account are not this one's.
    const foreignGoods = await rejection(
      api.request('/v1/matrix/record/mount', { id: dy.id, kind: 1, goodsId: 'dy_1099_g0' }),
    );
    expect(message(foreignGoods)).toBe(RECORD_REFUSALS.goodsNotOwn);
    // A mini-programme page replaces the product; unmount takes it off.
    const mini = await api.request('/v1/matrix/record/mount', {
      id: dy.id,
      kind: 2,
      path: 'pages/goods/detail?id=12',
      label: '门店预约',
    });
    expect(mini.mount).toEqual({ kind: 2, target: 'pages/goods/detail?id=12', label: '门店预约' });
    const shown = await itemPage(dy.itemUrl!);
    expect(shown).toContain('门店预约');
    expect(shown).not.toContain(chosen.title);
    expect((await api.request('/v1/matrix/record/unmount', { id: dy.id })).mount).toBeNull();
    expect(await itemPage(dy.itemUrl!)).not.toContain('门店预约');

    // 视频号 takes no goods, 小红书 no mini-programme; a waiting publication has nothing to mount on.
    const wx = byStatus(rows, 3).find((p) => p.platform === 2 && p.accountId !== null)!;
    expect(message(await rejection(api.request('/v1/matrix/record/mount', { id: wx.id, kind: 1, goodsId: 'x' })))).toBe(
      '视频号不支持挂载商品',
    );
    const xhs = byStatus(rows, 3).find((p) => p.platform === 3 && p.accountId !== null)!;
    const noMini = await rejection(
      api.request('/v1/matrix/record/mount', { id: xhs.id, kind: 2, path: 'pages/index', label: '首页' }),
    );
    expect(message(noMini)).toBe('小红书不支持挂载小程序');
    const waiting = byStatus(rows, 1)[0]!;
    expect(message(await rejection(api.request('/v1/matrix/record/goods', { id: waiting.id })))).toBe(
      RECORD_REFUSALS.notPublished,
    );
    // Another brand cannot reach it.
    const other = await admin(14);
    expect(message(await rejection(other.request('/v1/matrix/record/unmount', { id: dy.id })))).toBe(
      RECORD_REFUSALS.notFound,
    );
    expect(
      message(
        await rejection(other.request('/v1/matrix/record/mount', { id: dy.id, kind: 2, path: 'pages/a', label: 'a' })),
      ),
    ).toBe(RECORD_REFUSALS.notFound);
  });
});

describe('export', () => {
  it('writes the filtered publications as xlsx, kept in the task centre', async () => {
    const api = await admin();
    const failed = await all(api, { status: 4 });
    const file = await api.download('/v1/matrix/record/export', { status: 4 });
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data;
    expect(rows[0]![0]).toBe('记录ID');
    expect(
      rows
        .slice(1)
        .map((r) => Number(r[0]))
        .sort(),
    ).toEqual(failed.map((p) => p.id).sort());
    expect(rows.slice(1).every((r) => r[7] === '发布失败')).toBe(true);
    const kept = h.services.db
      .prepare("SELECT file_name FROM download_tasks WHERE exporter_type = 'publishRecords' AND user_id = ?")
      .all(api.userId) as Array<{ file_name: string }>;
    expect(kept).toHaveLength(1);
    expect(kept[0]!.file_name).toMatch(/^发布记录\d{14}\.xlsx$/);
  });
});
