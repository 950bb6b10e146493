import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../http/errors';
import { createHarness, rejection, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const STAFF = '13800000002';
const n = (sql: string, ...args: (string | number)[]) => (h.services.db.prepare(sql).get(...args) as { n: number }).n;

describe('the brand overview (/cgp/web/big-screen/homePageData)', () => {
  it('counts the library, the members and the jobs from the database, for the last 30 days by default', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const data = await api.request('/cgp/web/big-screen/homePageData', {});
    // The harness clock stands at 2026-11-20 10:00 in UTC+8.
    expect([data.startDay, data.endDay]).toEqual(['2026-10-22', '2026-11-20']);
    expect(data.figures.materials).toBe(n('SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0'));
    expect(data.figures.members).toBe(n('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13'));
    expect(data.figures.newMaterials).toBe(
      n(
        "SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0 AND create_time BETWEEN '2026-10-22 00:00:00' AND '2026-11-20 23:59:59'",
      ),
    );
    // The chart's points add up to the figure.
    expect(data.materialsByDay.reduce((sum, p) => sum + p.count, 0)).toBe(data.figures.newMaterials);
    expect(data.jobsByStatus.reduce((sum, p) => sum + p.count, 0)).toBe(data.figures.jobs);
    const exports = n(
      "SELECT count(*) AS n FROM download_tasks WHERE brand_id = 13 AND created_at BETWEEN '2026-10-22 00:00:00' AND '2026-11-20 23:59:59'",
    );
    expect(data.jobsByStatus.filter((p) => p.kind === 'export').reduce((sum, p) => sum + p.count, 0)).toBe(exports);
    expect(data.figures.jobsRunning).toBeGreaterThan(0);
  });

  it('moves with stored data: a new material counts at once, on its day and type', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const before = await api.request('/cgp/web/big-screen/homePageData', {
      startTime: '2026-11-20',
      endTime: '2026-11-20',
    });
    h.services.db
      .prepare(
        "INSERT INTO materials (brand_id, name, type, create_time, source, user_id) VALUES (13, '概览测试', 3, '2026-11-20 09:00:00', 3, 2)",
      )
      .run();
    const after = await api.request('/cgp/web/big-screen/homePageData', {
      startTime: '2026-11-20',
      endTime: '2026-11-20',
    });
    expect(after.figures.newMaterials).toBe(before.figures.newMaterials + 1);
    expect(after.figures.materials).toBe(before.figures.materials + 1);
    const audio = (d: typeof after) => d.materialsByDay.find((p) => p.day === '2026-11-20' && p.type === 3)?.count ?? 0;
    expect(audio(after)).toBe(audio(before) + 1);
  });

  it('keeps to the session’s brand', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const ours = await api.request('/cgp/web/big-screen/homePageData', {});
    const other = n('SELECT count(*) AS n FROM materials WHERE brand_id <> 13 AND is_delete = 0');
    expect(other).toBeGreaterThan(0);
    expect(ours.figures.materials).toBe(n('SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0'));
  });

  it('refuses a reversed or too long range with a 400 that says why', async () => {
    const api = await h.signedInClient(STAFF, 13);
    const reversed = await rejection(
      api.request('/cgp/web/big-screen/homePageData', { startTime: '2026-11-20', endTime: '2026-11-01' }),
    );
    expect(reversed).toMatchObject({ code: Codes.badRequest, message: '开始时间不能晚于结束时间' });
    const long = await rejection(
      api.request('/cgp/web/big-screen/homePageData', { startTime: '2024-01-01', endTime: '2026-11-01' }),
    );
    expect(long).toMatchObject({ code: Codes.badRequest, message: '统计时间最长 366 天' });
  });
});
