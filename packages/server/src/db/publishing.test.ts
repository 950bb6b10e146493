import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tickJobs } from '../jobs/worker';
import { simUid } from '../seed/platforms';
import { createHarness, type Harness } from '../testing/harness';
import { accountByUid } from './platforms';
import { insertPublication, insertPublishTask, publicationById, retryPublications, toPublication } from './publishing';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const BRAND = 13;
const accountOf = (platform: 1 | 2 | 3 | 4, index: number) =>
  accountByUid(h.services.db, BRAND, platform, simUid(platform, index))!;

function queue(platform: 1 | 2 | 3 | 4, index: number, title: string, scheduledAt: number | null = null) {
  const { db } = h.services;
  const account = accountOf(platform, index);
  const taskId = insertPublishTask(db, BRAND, {
    userId: null,
    name: '测试批次',
    scheduledAt,
    options: {},
    now: h.clock.now,
  });
  return insertPublication(
    db,
    BRAND,
    {
      source: 1,
      taskId,
      workSource: 2,
      workId: 1,
      workName: '新品视频',
      files: ['/files/new.mp4'],
      coverUrl: null,
      platform,
      accountId: account.id,
      platformUid: account.platform_uid,
      accountName: '账号',
      accountAvatar: null,
      title,
      topics: ['新品'],
      scheduledAt,
      userId: null,
    },
    h.clock.now,
  );
}

const stored = (id: number) => toPublication(publicationById(h.services.db, BRAND, id)!);

describe('publications', () => {
  it('are published by the worker through the platform adapter, with the platform’s link', async () => {
    const id = queue(1, 0, '新品上市');
    expect(stored(id).status).toBe(1);
    await tickJobs(h.services);
    const done = stored(id);
    expect(done).toMatchObject({ status: 3, reason: null, attempts: 1, topics: ['新品'] });
    expect(done.itemUrl).toMatch(/^\/platform\/stand-in\/dy\/item\//);
    // The simulated platform holds the item, the topics in its text.
    const page = await h.app.fetch(new Request(`http://console.test${done.itemUrl!}`));
    expect(await page.text()).toContain('新品上市');
  });

  it('wait for their time when scheduled', async () => {
    const id = queue(3, 0, '周末上新', h.clock.now + 3_600_000);
    await tickJobs(h.services);
    expect(stored(id).status).toBe(1);
    h.clock.now += 3_600_000;
    await tickJobs(h.services);
    expect(stored(id).status).toBe(3);
  });

  it('fail with the platform’s reason, and with the grant’s when it expired before they ran; retry queues them again', async () => {
    // 视频号 titles hold 16 characters: the platform refuses, in its words.
    const tooLong = queue(2, 0, '一'.repeat(17));
    const expired = queue(4, 0, '快手上新');
    h.services.db
      .prepare('UPDATE platform_accounts SET expires_at = ? WHERE id = ?')
      .run(h.clock.now - 1, accountOf(4, 0).id);
    await tickJobs(h.services);
    expect(stored(tooLong)).toMatchObject({ status: 4, reason: '视频号标题最多 16 个字' });
    expect(stored(expired)).toMatchObject({ status: 4, reason: '账号授权已过期，请重新授权' });
    // Another brand cannot retry them; this one can, and they run again.
    expect(retryPublications(h.services.db, 14, [tooLong, expired], h.clock.now)).toBe(0);
    expect(retryPublications(h.services.db, BRAND, [tooLong, expired, 999_999], h.clock.now)).toBe(2);
    expect(stored(expired)).toMatchObject({ status: 1, reason: null });
    h.services.db
      .prepare('UPDATE platform_accounts SET expires_at = ? WHERE id = ?')
      .run(h.clock.now + 86_400_000, accountOf(4, 0).id);
    await tickJobs(h.services);
    expect(stored(expired)).toMatchObject({ status: 3, attempts: 2 });
    expect(stored(tooLong).status).toBe(4);
  });
});
