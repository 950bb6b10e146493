import { PUBLISH_ACCOUNT_REFUSALS, PUBLISH_PLATFORM_LIMITS, isApiError } from '@brand-console/api-client';
import readXlsxFile from 'read-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountByUid } from '../../db/platforms';
import { tickJobs } from '../../jobs/worker';
import { formatDateTime } from '../../lib/time';
import { simUid } from '../../seed/platforms';
import { createHarness, rejection, type Harness } from '../../testing/harness';
import { PUBLISH_REFUSALS } from './publish';

/** 批量发布 (ADR 0036 part B): validation before queuing, tenancy, the worker's results, retry and close. */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const admin = (brand = 13) => h.signedInClient('13800000001', brand);
const account = (platform: 1 | 2 | 3 | 4, index: number, brand = 13) =>
  accountByUid(h.services.db, brand, platform, simUid(platform, index))!.id;
/** A 成品库 video of `brand`, given a file (seeded works have theirs only once rendered). */
const work = (brand = 13) => {
  const { db } = h.services;
  const row = db
    .prepare(
      `SELECT id, name FROM creations WHERE brand_id = ? AND creation_type = 0 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    )
    .get(brand) as { id: number; name: string };
  db.prepare(`UPDATE creations SET url = coalesce(url, '/files/seeded-work.mp4') WHERE id = ?`).run(row.id);
  return row;
};
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await rejection(promise);
  return isApiError(error) ? error.message : String(error);
};

describe('creating a batch', () => {
  it('refuses what cannot be published, with the reason, and writes nothing', async () => {
    const api = await admin();
    const w = work();
    const ok = {
      name: '新品批次',
      works: [{ source: 1 as const, id: w.id, title: '新品上市' }],
      accountIds: [account(3, 0)],
    };
    const count = () => (h.services.db.prepare('SELECT count(*) AS n FROM publications').get() as { n: number }).n;
    const before = count();

    // An expired and a revoked grant, by the account's name.
    expect(await refusalOf(api.request('/v1/matrix/publish/create', { ...ok, accountIds: [account(2, 2)] }))).toMatch(
      new RegExp(`^账号「.+」：${PUBLISH_ACCOUNT_REFUSALS.expired}$`),
    );
    expect(await refusalOf(api.request('/v1/matrix/publish/create', { ...ok, accountIds: [account(4, 4)] }))).toMatch(
      new RegExp(`^账号「.+」：${PUBLISH_ACCOUNT_REFUSALS.revoked}$`),
    );
    // Another brand's account and work read as missing.
    expect(await refusalOf(api.request('/v1/matrix/publish/create', { ...ok, accountIds: [account(3, 3, 14)] }))).toBe(
      PUBLISH_REFUSALS.accountMissing,
    );
    expect(
      await refusalOf(
        api.request('/v1/matrix/publish/create', { ...ok, works: [{ source: 1, id: work(14).id, title: '借用' }] }),
      ),
    ).toBe(PUBLISH_REFUSALS.workMissing);
    // 视频号 titles hold 16 characters: refused up front, naming the work, the account and the platform.
    expect(
      await refusalOf(
        api.request('/v1/matrix/publish/create', {
          ...ok,
          accountIds: [account(3, 0), account(2, 0)],
          works: [{ source: 1, id: w.id, title: '这是一个超过十六个字的视频号标题一定会被拒绝' }],
        }),
      ),
    ).toMatch(new RegExp(`^「${w.name}」发布到「.+」的标题超过视频号的 ${PUBLISH_PLATFORM_LIMITS[2].title} 字限制$`));
    // Topics: 视频号 takes 3.
    expect(
      await refusalOf(
        api.request('/v1/matrix/publish/create', {
          ...ok,
          accountIds: [account(2, 0)],
          topics: ['一', '二', '三', '四'],
        }),
      ),
    ).toBe(PUBLISH_REFUSALS.topics(2, 3));
    // The time: not in the past, at most 30 days ahead.
    expect(
      await refusalOf(
        api.request('/v1/matrix/publish/create', { ...ok, scheduledTime: formatDateTime(h.clock.now - 60_000) }),
      ),
    ).toBe(PUBLISH_REFUSALS.schedulePast);
    expect(
      await refusalOf(
        api.request('/v1/matrix/publish/create', {
          ...ok,
          scheduledTime: formatDateTime(h.clock.now + 31 * 86_400_000),
        }),
      ),
    ).toBe(PUBLISH_REFUSALS.scheduleFar);
    // The same work twice; a title for an account not chosen; a location over its limit (the schema's 400).
    expect(
      await refusalOf(api.request('/v1/matrix/publish/create', { ...ok, works: [ok.works[0]!, ok.works[0]!] })),
    ).toBe(PUBLISH_REFUSALS.duplicateWork);
    expect(
      await refusalOf(
        api.request('/v1/matrix/publish/create', {
          ...ok,
          works: [{ ...ok.works[0]!, overrides: [{ accountId: account(4, 0), title: '快手' }] }],
        }),
      ),
    ).toBe(PUBLISH_REFUSALS.overrideAccount);
    const long = await rejection(api.request('/v1/matrix/publish/create', { ...ok, location: '地'.repeat(51) }));
    expect(isApiError(long) && long.code).toBe(400);
    expect(count()).toBe(before);
  });

  it('refuses Douyin accounts when the brand does not publish to Douyin', async () => {
    const api = await admin(14);
    const refusal = await refusalOf(
      api.request('/v1/matrix/publish/create', {
        name: '抖音批次',
        works: [{ source: 1, id: work(14).id, title: '新品' }],
        accountIds: [account(1, 5, 14)],
      }),
    );
    expect(refusal).toBe(PUBLISH_REFUSALS.douyin);
  });

  it('queues one publication per work and account; the worker publishes them and records the platform’s reason', async () => {
    const api = await admin();
    const w = work();
    const { id: titleId } = await api.request('/v1/sumvideo/sv/title/save', { text: '库里的标题' });
    const accounts: [number, number, number] = [account(3, 0), account(4, 0), account(2, 1)];
    const { id, count } = await api.request('/v1/matrix/publish/create', {
      name: '三个账号',
      works: [
        {
          source: 1,
          id: w.id,
          title: '库里的标题',
          titleId,
          overrides: [{ accountId: accounts[1], title: '快手专属标题' }],
        },
      ],
      accountIds: accounts,
      topics: ['#新品', '上市'],
      mentions: ['@品牌官方'],
      location: '上海',
      industry: '零售',
    });
    expect(count).toBe(3);
    // The expiring 视频号 account's grant runs out between queuing and the worker's run.
    h.services.db.prepare('UPDATE platform_accounts SET expires_at = ? WHERE id = ?').run(h.clock.now - 1, accounts[2]);

    let detail = await api.request('/v1/matrix/publish/task/detail', { id });
    expect(detail).toMatchObject({ total: 3, worksCount: 1, accountsCount: 3, topics: ['新品', '上市'] });
    expect(detail.counts.waiting).toBe(3);
    expect(detail.publications.find((p) => p.accountId === accounts[1])!.title).toBe('快手专属标题');

    await tickJobs(h.services);
    detail = await api.request('/v1/matrix/publish/task/detail', { id });
    expect(detail.counts).toEqual({ waiting: 0, publishing: 0, success: 2, failed: 1, closed: 0 });
    const failed = detail.publications.find((p) => p.status === 4)!;
    expect(failed).toMatchObject({ accountId: accounts[2], reason: PUBLISH_ACCOUNT_REFUSALS.expired });
    const published = detail.publications.filter((p) => p.status === 3);
    expect(published.every((p) => p.itemUrl?.startsWith('/platform/stand-in/'))).toBe(true);
    // The library title is marked used by its success.
    const used = (await api.request('/v1/sumvideo/sv/title/page', { pageNo: 1, pageSize: 10, keyword: '库里的标题' }))
      .records[0]!;
    expect(used.usedCount).toBeGreaterThan(0);
    // The item is on the platform, under its title.
    const item = await h.app.fetch(new Request(`http://console.test${published[0]!.itemUrl!}`));
    expect(await item.text()).toContain('<h1>库里的标题</h1>');

    // Retry after re-authorising: the failed one is queued again and succeeds.
    h.services.db
      .prepare('UPDATE platform_accounts SET expires_at = ? WHERE id = ?')
      .run(h.clock.now + 86_400_000, accounts[2]);
    expect(await api.request('/v1/matrix/publish/retry', { taskId: id })).toEqual({ count: 1 });
    expect(await refusalOf(api.request('/v1/matrix/publish/retry', { taskId: id }))).toBe(
      PUBLISH_REFUSALS.nothingToRetry,
    );
    await tickJobs(h.services);
    detail = await api.request('/v1/matrix/publish/task/detail', { id });
    expect(detail.counts.success).toBe(3);

    const page = await api.request('/v1/matrix/publish/task/page', { pageNo: 1, pageSize: 10, status: 3 });
    expect(page.records.find((t) => t.id === id)).toMatchObject({ name: '三个账号', total: 3 });
  });

  it('closes a scheduled batch’s waiting publications, and only a scheduled one', async () => {
    const api = await admin();
    const at = formatDateTime(h.clock.now + 3_600_000);
    const scheduled = await api.request('/v1/matrix/publish/create', {
      name: '定时',
      works: [{ source: 1, id: work().id, title: '定时发布' }],
      accountIds: [account(3, 0), account(4, 0)],
      scheduledTime: at,
    });
    await tickJobs(h.services);
    const waiting = await api.request('/v1/matrix/publish/task/detail', { id: scheduled.id });
    expect(waiting).toMatchObject({ scheduledTime: at, counts: { waiting: 2 } });
    expect(await api.request('/v1/matrix/publish/close', { taskId: scheduled.id })).toEqual({ count: 2 });
    h.clock.now += 3_600_000;
    await tickJobs(h.services);
    expect((await api.request('/v1/matrix/publish/task/detail', { id: scheduled.id })).counts.closed).toBe(2);

    const now = await api.request('/v1/matrix/publish/create', {
      name: '立即',
      works: [{ source: 1, id: work().id, title: '立即发布' }],
      accountIds: [account(3, 0)],
    });
    expect(await refusalOf(api.request('/v1/matrix/publish/close', { taskId: now.id }))).toBe(
      PUBLISH_REFUSALS.notScheduled,
    );
  });

  it('keeps each brand’s batches to itself, and exports them into the task centre', async () => {
    const api = await admin();
    const { id } = await api.request('/v1/matrix/publish/create', {
      name: '甲的批次',
      works: [{ source: 1, id: work().id, title: '甲' }],
      accountIds: [account(3, 0)],
    });
    // The admin is a member of both brands: on brand 14, brand 13's batch is not there.
    const other = await h.signedInClient('13800000001', 14);
    expect(await refusalOf(other.request('/v1/matrix/publish/task/detail', { id }))).toBe(PUBLISH_REFUSALS.taskMissing);
    expect(await refusalOf(other.request('/v1/matrix/publish/retry', { taskId: id }))).toBe(
      PUBLISH_REFUSALS.taskMissing,
    );
    const theirs = await other.request('/v1/matrix/publish/task/page', { pageNo: 1, pageSize: 100 });
    expect(theirs.records.map((t) => t.id)).not.toContain(id);
    const works = await other.request('/v1/matrix/publish/works', { source: 1 });
    expect(works.some((w) => w.id === work().id)).toBe(false);

    const file = await api.download('/v1/matrix/publish/export', {});
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data;
    expect(rows[0]![1]).toBe('批次名称');
    expect(rows.some((r) => r[1] === '甲的批次')).toBe(true);
  });
});
