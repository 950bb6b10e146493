import { TITLE_LIMITS, isApiError } from '@brand-console/api-client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleCaptions } from '../ai/captionJob';
import { tickJobs } from '../jobs/worker';
import { createHarness, rejection, type Harness } from '../testing/harness';
import { TITLE_REFUSALS } from './titles';

/** The title library, generation through the brand's provider, and caption batches (ADR 0034). */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const admin = (brand = 13) => h.signedInClient('13800000001', brand);
const page = { pageNo: 1, pageSize: 50 };
const firstWork = (brand = 13) =>
  (
    h.services.db
      .prepare(
        `SELECT id FROM creations WHERE brand_id = ? AND creation_type = 0 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      )
      .get(brand) as { id: number }
  ).id;

let fake: Server;
let base: string;
let answer: { status: number; body: unknown } = { status: 200, body: null };
beforeAll(async () => {
  fake = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  fake.closeAllConnections();
  fake.close();
});

describe('the title library', () => {
  it('adds, searches, edits and deletes titles, refusing duplicates and texts over the limit', async () => {
    const api = await admin();
    const { id } = await api.request('/v1/sumvideo/sv/title/save', {
      text: '周末探店 vlog',
      category: '探店',
      tags: ['门店'],
    });
    const found = await api.request('/v1/sumvideo/sv/title/page', { ...page, keyword: '探店 vlog' });
    expect(found.records.map((t) => t.text)).toEqual(['周末探店 vlog']);
    expect(found.records[0]).toMatchObject({ category: '探店', tags: ['门店'], generator: null, usedCount: 0 });
    const duplicate = await rejection(api.request('/v1/sumvideo/sv/title/save', { text: '周末探店 vlog' }));
    expect(isApiError(duplicate) && duplicate.message).toBe(TITLE_REFUSALS.duplicate);
    const tooLong = await rejection(
      api.request('/v1/sumvideo/sv/title/save', { text: 'a'.repeat(TITLE_LIMITS.text + 1) }),
    );
    expect(isApiError(tooLong) && tooLong.code).toBe(400);
    await api.request('/v1/sumvideo/sv/title/save', { id, text: '周末探店 vlog（改）' });
    expect((await api.request('/v1/sumvideo/sv/title/page', { ...page, keyword: '（改）' })).total).toBe(1);
    await api.request('/v1/sumvideo/sv/title/remove', { ids: [id] });
    expect((await api.request('/v1/sumvideo/sv/title/page', { ...page, keyword: '探店 vlog' })).total).toBe(0);
  });

  it('keeps each brand’s titles to itself', async () => {
    const ours = await admin(13);
    const theirs = await admin(14);
    const { id } = await ours.request('/v1/sumvideo/sv/title/save', { text: '只属于品牌 13' });
    expect((await theirs.request('/v1/sumvideo/sv/title/page', { ...page, keyword: '只属于' })).total).toBe(0);
    expect(isApiError(await rejection(theirs.request('/v1/sumvideo/sv/title/remove', { ids: [id] })))).toBe(true);
    expect(isApiError(await rejection(theirs.request('/v1/sumvideo/sv/title/save', { id, text: '改掉' })))).toBe(true);
    // A work of brand 13 is not brand 14's to write about.
    const work = firstWork(13);
    expect(
      isApiError(
        await rejection(
          theirs.request('/v1/sumvideo/sv/title/generate', { kind: 'title', creationId: work, count: 2 }),
        ),
      ),
    ).toBe(true);
    expect((await ours.request('/v1/sumvideo/sv/title/page', { ...page, keyword: '只属于' })).total).toBe(1);
  });

  it('has seeded titles for brands 13 and 14, some written by the built-in generator', async () => {
    const api = await admin(13);
    const all = await api.request('/v1/sumvideo/sv/title/page', page);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.records.some((t) => t.generator === 'builtin' && t.creationId !== null)).toBe(true);
    expect((await (await admin(14)).request('/v1/sumvideo/sv/title/page', page)).total).toBeGreaterThanOrEqual(3);
  });

  it('imports the title template’s rows, and imitates them when asked', async () => {
    const api = await admin();
    const sheet = [
      ['原标题（必填）', '仿写数量（1-10）', '风格说明'],
      ['夏日清爽妆容，三步就好', 2, ''],
      ['', 1, ''],
      ['双十一必囤！这支口红我回购了 5 次', 1, ''],
    ].map((row) => row.map((value) => ({ value })));
    const bytes = await writeXlsxFile(sheet).toBuffer();
    const file = new File([new Uint8Array(bytes)], '视频标题仿写模板.xlsx');
    const result = await api.request('/v1/sumvideo/sv/title/import', { file, imitate: 1, category: '导入' });
    // The second title is a seeded one already: skipped; its imitation is new.
    expect(result).toEqual({
      imported: 1,
      skipped: 1,
      generated: 3,
      generatedBy: { generator: 'builtin', model: 'builtin-rules-v1' },
    });
    const imported = await api.request('/v1/sumvideo/sv/title/page', { ...page, category: '导入' });
    expect(imported.total).toBe(4);
    expect(imported.records.filter((t) => t.generator === 'builtin')).toHaveLength(3);
    const notXlsx = await rejection(
      api.request('/v1/sumvideo/sv/title/import', { file: new File(['hello'], 'a.xlsx') }),
    );
    expect(isApiError(notXlsx) && notXlsx.message).toBe(TITLE_REFUSALS.fileUnreadable);
  });
});

describe('generation through the brand’s provider', () => {
  it('writes with the built-in rules until the brand sets an endpoint, then with that endpoint; its failures are 502s', async () => {
    const api = await admin();
    const creationId = firstWork();
    const builtin = await api.request('/v1/sumvideo/sv/title/generate', { kind: 'title', creationId, count: 4 });
    expect(builtin).toMatchObject({ generator: 'builtin', model: 'builtin-rules-v1', creationId });
    expect(builtin.items).toHaveLength(4);

    const noKey = await rejection(api.request('/v1/sumvideo/sv/ai/setting/save', { baseUrl: base, model: 'fake' }));
    expect(isApiError(noKey) && noKey.message).toBe(TITLE_REFUSALS.noKey);
    const setting = await api.request('/v1/sumvideo/sv/ai/setting/save', {
      baseUrl: base,
      model: 'fake',
      apiKey: 'sk-abcdefgh12345678',
    });
    expect(setting).toMatchObject({ configured: true, baseUrl: base, model: 'fake', keyHint: 'sk-…5678' });
    expect(JSON.stringify(await api.request('/v1/sumvideo/sv/ai/setting/detail', {}))).not.toContain('abcdefgh');

    answer = { status: 200, body: { choices: [{ message: { content: '["来自接口的标题"]' } }] } };
    const remote = await api.request('/v1/sumvideo/sv/title/generate', { kind: 'title', creationId, count: 1 });
    expect(remote).toEqual({ generator: 'openai-compatible', model: 'fake', items: ['来自接口的标题'], creationId });

    answer = { status: 500, body: { error: { message: 'overloaded' } } };
    const failed = await rejection(
      api.request('/v1/sumvideo/sv/title/generate', { kind: 'title', creationId, count: 1 }),
    );
    expect(isApiError(failed) && failed.code).toBe(502);
    expect(isApiError(failed) && failed.message).toContain('500');
    expect(h.log.join('\n')).not.toContain('abcdefgh');

    // Saving keeps the key when none is sent; removing goes back to the built-in rules.
    await api.request('/v1/sumvideo/sv/ai/setting/save', { baseUrl: base, model: 'fake-2' });
    expect((await api.request('/v1/sumvideo/sv/ai/setting/detail', {})).keyHint).toBe('sk-…5678');
    await api.request('/v1/sumvideo/sv/ai/setting/remove', {});
    const again = await api.request('/v1/sumvideo/sv/title/generate', { kind: 'title', creationId, count: 4 });
    expect(again).toEqual(builtin);

    const saved = await api.request('/v1/sumvideo/sv/title/saveBatch', {
      texts: again.items.slice(0, 2),
      creationId,
      generator: again.generator,
      model: again.model,
    });
    expect(saved.ids.length).toBeLessThanOrEqual(2);
    const listed = await api.request('/v1/sumvideo/sv/title/page', { ...page, keyword: again.items[2]! });
    expect(listed.records.every((t) => t.text !== again.items[2])).toBe(true);
  });
});

describe('caption batches', () => {
  it('write titles for each chosen work as a job, listed in the task centre with results to view', async () => {
    const api = await admin();
    const works = (
      h.services.db
        .prepare(
          `SELECT id FROM creations WHERE brand_id = 13 AND creation_type = 0 AND deleted_at IS NULL ORDER BY id LIMIT 2`,
        )
        .all() as Array<{ id: number }>
    ).map((w) => w.id);
    const mismatch = await rejection(
      api.request('/cgp/web/creation/caption/saveCreationCaptionTask', {
        creationIds: works,
        type: 1,
        creationType: 0,
        totalNumber: 5,
      }),
    );
    expect(isApiError(mismatch)).toBe(true);
    const notes = await rejection(
      api.request('/cgp/web/creation/caption/saveCreationCaptionBatch', {
        creationIds: works,
        type: 1,
        creationType: 99,
      }),
    );
    expect(isApiError(notes)).toBe(true);
    const { id } = await api.request('/cgp/web/creation/caption/saveCreationCaptionTask', {
      creationIds: works,
      type: 1,
      creationType: 0,
      totalNumber: 2,
      count: 2,
    });
    const listed = async () =>
      (await api.request('/cgp/web/creation/caption/listCreationCaptionTask', page)).records.find((r) => r.id === id)!;
    expect(await listed()).toMatchObject({ status: 1, totalNumber: 2, completeNumber: 0 });
    await tickJobs(h.services);
    await settleCaptions(h.services);
    expect(await listed()).toMatchObject({ status: 1, completeNumber: 1 });
    await tickJobs(h.services);
    await settleCaptions(h.services);
    await tickJobs(h.services);
    expect(await listed()).toMatchObject({ status: 2, completeNumber: 2 });
    const detail = await api.request('/v1/sumvideo/sv/caption/task/detail', { id });
    expect(detail.results.map((r) => r.creationId)).toEqual(works);
    for (const r of detail.results) {
      expect(r).toMatchObject({ status: 1, generator: 'builtin', error: null });
      expect(r.texts).toHaveLength(2);
    }
    // Another brand cannot see it, nor start a batch over these works.
    const other = await admin(14);
    expect(isApiError(await rejection(other.request('/v1/sumvideo/sv/caption/task/detail', { id })))).toBe(true);
    expect(
      isApiError(
        await rejection(
          other.request('/cgp/web/creation/caption/saveCreationCaptionBatch', {
            creationIds: works,
            type: 1,
            creationType: 0,
          }),
        ),
      ),
    ).toBe(true);
  });

  it('fail when the brand’s endpoint fails for every work, each result saying why', async () => {
    const api = await admin();
    await api.request('/v1/sumvideo/sv/ai/setting/save', { baseUrl: base, model: 'fake', apiKey: 'sk-1' });
    answer = { status: 503, body: {} };
    const { id } = await api.request('/cgp/web/creation/caption/saveCreationCaptionBatch', {
      creationIds: [firstWork()],
      type: 2,
      creationType: 0,
      prompt: '双十一必囤！',
    });
    for (let i = 0; i < 3; i += 1) {
      await tickJobs(h.services);
      await settleCaptions(h.services);
    }
    const detail = await api.request('/v1/sumvideo/sv/caption/task/detail', { id });
    expect(detail.status).toBe(3);
    expect(detail.results[0]!.error).toContain('503');
  });
});

describe('the works to write for', () => {
  it('lists the brand’s finished works by name, newest first, for a member of 模板空间', async () => {
    const api = await admin();
    const works = await api.request('/v1/sumvideo/sv/title/works', { name: '口红' });
    expect(works.length).toBeGreaterThan(0);
    expect(works.every((w) => w.name.includes('口红'))).toBe(true);
    const stored = h.services.db
      .prepare(`SELECT count(*) AS n FROM creations WHERE brand_id = 13 AND deleted_at IS NULL AND name LIKE '%口红%'`)
      .get() as { n: number };
    expect(works).toHaveLength(Math.min(stored.n, 100));
  });
});
