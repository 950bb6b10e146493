import { CREATION_IMPORT_MAX, CREATION_LIMITS, isApiError } from '@brand-console/api-client';
import jsQR from 'jsqr';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../http/errors';
import { tickJobs } from '../jobs/worker';
import { runFfmpeg } from '../media/ffmpeg';
import { probeVideo } from '../media/probe';
import { makeTestClip } from '../media/render';
import { createHarness, rejection, type Harness } from '../testing/harness';

/**
 * The creation library's writes (成品库, ADR 0032): uploads measured by ffprobe, tags, the shared
 * pool, use logs, imports from the design tool as a job that writes real files, QR codes whose PNG
 * decodes to a public play page that plays the work, and 媒资库's list across libraries.
 */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

let clips: string;
let clipBytes: Uint8Array;
beforeAll(async () => {
  clips = mkdtempSync(join(tmpdir(), 'bc-creation-clips-'));
  await makeTestClip(join(clips, 'clip.mp4'), { durationMs: 1800, width: 96, height: 64, fps: 10 });
  clipBytes = new Uint8Array(readFileSync(join(clips, 'clip.mp4')));
}, 30_000);
afterAll(() => rmSync(clips, { recursive: true, force: true }));

const BRAND = 13;
const staff = () => h.signedInClient('13800000002', BRAND);
const mp4 = (name: string, bytes: Uint8Array = clipBytes) => new File([bytes], name, { type: 'video/mp4' });
const worksOf = (brandId: number) =>
  (
    h.services.db
      .prepare('SELECT id FROM creations WHERE brand_id = ? AND creation_type = 0 AND deleted_at IS NULL ORDER BY id')
      .all(brandId) as Array<{ id: number }>
  ).map((r) => r.id);

describe('upload', () => {
  it('stores an MP4 as a work whose duration, size, dimensions and cover the server measured', async () => {
    const api = await staff();
    const work = await api.request('/cgp/web/media/creation/v2/upload', { file: mp4('客厅.mp4') });
    expect(work).toMatchObject({ name: '客厅', creationType: 0, source: 17, width: 96, height: 64 });
    expect(work.duration).toBeGreaterThan(1700);
    expect(work.duration).toBeLessThan(1900);
    expect(work.size).toBe(clipBytes.length);
    const file = work.url!.split('?')[0]!.slice('/files/'.length);
    const probe = await probeVideo(join(h.services.filesDir, file));
    expect(probe.durationMs).toBe(work.duration);
    expect(work.coverUrl).toMatch(/^\/files\/[0-9a-f]{32}\.jpg\?/);
    const listed = await api.request('/cgp/web/media/creation/list', { pageNo: 1, pageSize: 5, source: 17 });
    expect(listed.records[0]!.id).toBe(work.id);
  });

  it('refuses a file that is not a readable video, and keeps nothing of it', async () => {
    const api = await staff();
    const before = worksOf(BRAND).length;
    const fake = new Uint8Array(64);
    fake.set([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70], 0); // an ftyp box, then nothing playable
    const error = await rejection(api.request('/cgp/web/media/creation/v2/upload', { file: mp4('坏.mp4', fake) }));
    expect(isApiError(error) && error.code).toBe(Codes.badRequest);
    expect(error.message).toMatch(/重新上传/);
    const png = await rejection(
      api.request('/cgp/web/media/creation/v2/upload', {
        file: new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
          type: 'image/png',
        }),
      }),
    );
    expect(png.message).toMatch(/不支持的文件类型/);
    expect(worksOf(BRAND).length).toBe(before);
  });

  it('saves each file of a batch or refuses it on its own, and caps the batch', async () => {
    const api = await staff();
    const outcomes = await api.request('/cgp/web/media/creation/v2/batchUpload', {
      files: [mp4('一.mp4'), new File([new Uint8Array(10)], '二.txt', { type: 'text/plain' }), mp4('三.mp4')],
    });
    expect(outcomes.map((o) => [o.fileName, o.creation?.name ?? null, o.msg === null])).toEqual([
      ['一.mp4', '一', true],
      ['二.txt', null, false],
      ['三.mp4', '三', true],
    ]);
    expect(outcomes[1]!.msg).toMatch(/不支持的文件类型/);
    const tooMany = Array.from({ length: CREATION_LIMITS.uploadFiles + 1 }, (_, i) =>
      mp4(`${i}.mp4`, new Uint8Array(8)),
    );
    const error = await rejection(api.request('/cgp/web/media/creation/v2/batchUpload', { files: tooMany }));
    expect(isApiError(error) && error.code).toBe(Codes.badRequest);
  });

  it('saves a work from a stored file, renames it and replaces its tags', async () => {
    const api = await staff();
    const uploaded = await api.request('/cgp/web/media/creation/v2/upload', { file: mp4('原名.mp4') });
    const url = uploaded.url!.split('?')[0]!;
    const { id } = await api.request('/cgp/web/media/creation/save', { name: '另存', creationType: 0, url });
    const saved = await api.request('/cgp/web/media/creation/detail', { id });
    expect(saved).toMatchObject({ name: '另存', duration: uploaded.duration, width: 96 });
    const tag = h.services.db.prepare('SELECT id FROM tags WHERE brand_id = ? ORDER BY id').get(BRAND) as {
      id: number;
    };
    await api.request('/cgp/web/media/creation/save', { id, name: '改名', creationType: 0, url, tagIds: [tag.id] });
    const renamed = await api.request('/cgp/web/media/creation/detail', { id });
    expect(renamed.name).toBe('改名');
    expect(renamed.tagList.map((t) => t.id)).toEqual([tag.id]);
    const foreign = await rejection(
      api.request('/cgp/web/media/creation/save', {
        name: 'x',
        creationType: 0,
        url: '/files/' + 'a'.repeat(32) + '.mp4',
      }),
    );
    expect(foreign.message).toMatch(/请先上传文件/);
    const long = await rejection(
      api.request('/cgp/web/media/creation/save', { name: 'x'.repeat(CREATION_LIMITS.name + 1), creationType: 0, url }),
    );
    expect(isApiError(long) && long.code).toBe(Codes.badRequest);
  });
});

describe('tags, shared pool and uses', () => {
  it('adds and removes tags over a selection, filters by them, and deletes a tag from the library only', async () => {
    const api = await staff();
    const [first, second] = worksOf(BRAND);
    await api.request('/cgp/web/media/creation/tag/group/add', { groupName: '样板间' });
    const tag = (await api.request('/cgp/web/media/creation/tag/list', { name: '样板间' }))[0]!;
    expect(tag).toMatchObject({ name: '样板间', creationCount: 0 });
    await api.request('/cgp/web/media/creation/batchAddTagOrDel', {
      ids: [first!, second!],
      tagIds: [tag.id],
      operateType: 1,
    });
    const tagged = await api.request('/cgp/web/media/creation/list', { pageNo: 1, pageSize: 50, tagIds: [tag.id] });
    expect(tagged.records.map((w) => w.id).sort()).toEqual([first, second].sort());
    await api.request('/cgp/web/media/creation/tag/relate/operator', {
      creationIds: [second!],
      tagIds: [tag.id],
      operatorType: 2,
    });
    expect((await api.request('/cgp/web/media/creation/tag/list', { name: '样板间' }))[0]!.creationCount).toBe(1);
    // A material keeps the brand's tag when the library deletes it.
    const material = h.services.db.prepare('SELECT id FROM materials WHERE brand_id = ? LIMIT 1').get(BRAND) as {
      id: number;
    };
    h.services.db.prepare('INSERT INTO material_tags (material_id, tag_id) VALUES (?, ?)').run(material.id, tag.id);
    await api.request('/cgp/web/media/creation/tag/delete', { id: tag.id });
    expect((await api.request('/cgp/web/media/creation/tag/list', { name: '样板间' }))[0]!.creationCount).toBe(0);
    expect(h.services.db.prepare('SELECT 1 FROM material_tags WHERE tag_id = ?').get(tag.id)).toBeTruthy();
    const dup = await rejection(api.request('/cgp/web/media/creation/tag/group/add', { groupName: '样板间' }));
    expect(isApiError(dup) && dup.code).toBe(Codes.conflict);
    const none = await rejection(
      api.request('/cgp/web/media/creation/batchAddTagOrDel', { ids: [first!], tagIds: [], operateType: 1 }),
    );
    expect(isApiError(none) && none.code).toBe(Codes.badRequest);
    const longName = await rejection(
      api.request('/cgp/web/media/creation/tag/group/add', { groupName: '长'.repeat(CREATION_LIMITS.tagName + 1) }),
    );
    expect(isApiError(longName) && longName.code).toBe(Codes.badRequest);
  });

  it('opens works to the shared pool under one of the brand industries and closes them again', async () => {
    const api = await staff();
    const trades = await api.request('/cgp/web/brandCreation/listBrandTrade');
    expect(trades.map((t) => t.name)).toEqual(['美妆个护', '服饰鞋包', '食品饮料', '家居家装']);
    const [, work] = worksOf(BRAND);
    await api.request('/cgp/web/brandCreation/open2Omg', { ids: [work!], isOpen: 1, tradeId: trades[3]!.id });
    expect(await api.request('/cgp/web/media/creation/detail', { id: work! })).toMatchObject({
      isOpen: 1,
      tradeId: trades[3]!.id,
    });
    const otherTrade = h.services.db.prepare('SELECT id FROM brand_trades WHERE brand_id = 14').get() as { id: number };
    const foreign = await rejection(
      api.request('/cgp/web/brandCreation/open2Omg', { ids: [work!], isOpen: 1, tradeId: otherTrade.id }),
    );
    expect(isApiError(foreign) && foreign.code).toBe(Codes.notFound);
    await api.request('/cgp/web/brandCreation/open2Omg', { ids: [work!], isOpen: 0 });
    expect(await api.request('/cgp/web/media/creation/detail', { id: work! })).toMatchObject({
      isOpen: 0,
      tradeId: null,
    });
    const tooMany = await rejection(
      api.request('/cgp/web/brandCreation/open2Omg', {
        ids: Array.from({ length: CREATION_LIMITS.batch + 1 }, (_, i) => i + 1),
        isOpen: 1,
      }),
    );
    expect(isApiError(tooMany) && tooMany.code).toBe(Codes.badRequest);
  });

  it('logs uses one at a time and in a batch, newest first, with who used it', async () => {
    const api = await staff();
    const [first, second] = worksOf(BRAND);
    const before = (await api.request('/cgp/web/media/creation/use/log/list', { id: first!, pageNo: 1, pageSize: 50 }))
      .total;
    h.clock.now += 60_000;
    await api.request('/cgp/web/media/creation/use/log/save', { id: first!, useType: 2 });
    h.clock.now += 60_000;
    await api.request('/cgp/web/media/creation/use/log/saveBatch', { ids: [first!, second!] });
    const log = await api.request('/cgp/web/media/creation/use/log/list', { id: first!, pageNo: 1, pageSize: 50 });
    expect(log.total).toBe(before + 2);
    expect(log.records.slice(0, 2).map((l) => l.useType)).toEqual([1, 2]);
    expect(log.records[0]!.userBrandName).toBeTruthy();
    const qr = await rejection(api.request('/cgp/web/media/creation/use/log/save', { id: first!, useType: 3 as 1 }));
    expect(isApiError(qr) && qr.code).toBe(Codes.badRequest);
  });
});

describe('import from the design tool', () => {
  it('runs as a job that writes real files, counts successes and failures and shows progress', async () => {
    const api = await staff();
    const catalogue = await api.request('/cgp/web/kujialeVideo/list');
    expect(catalogue.length).toBeGreaterThan(5);
    const withdrawn = catalogue.find((v) => !v.available)!;
    const videoIds = ['KJL-LR-001', withdrawn.videoId, 'KJL-NOPE-9', 'KJL-BR-002'];
    const { id } = await api.request('/cgp/web/kujialeVideo/import', { videoIds });
    const record = async () =>
      (await api.request('/cgp/web/kujialeVideo/importRecordList', { pageNo: 1, pageSize: 10 })).records.find(
        (r) => r.id === id,
      )!;
    expect(await record()).toMatchObject({ status: 0, totalNumber: 4, successNumber: 0, progress: 0 });
    await tickJobs(h.services);
    expect((await record()).status).toBe(1);
    await tickJobs(h.services);
    expect(await record()).toMatchObject({ status: 1, successNumber: 1, failNumber: 0, progress: 25 });
    for (let i = 0; i < 3; i += 1) await tickJobs(h.services);
    const done = await record();
    expect(done).toMatchObject({ status: 2, successNumber: 2, failNumber: 2, progress: 100 });
    expect(done.failReasons).toEqual([
      `${withdrawn.videoId}：视频已被设计工具下架`,
      'KJL-NOPE-9：设计工具中不存在该视频',
    ]);
    expect(done.finishTime).toBeTruthy();
    const imported = await api.request('/cgp/web/media/creation/list', { pageNo: 1, pageSize: 10, source: 26 });
    expect(imported.records.map((w) => w.name).sort()).toEqual(['北欧客厅漫游', '原木风卧室'].sort());
    const bedroom = imported.records.find((w) => w.name === '原木风卧室')!;
    expect(bedroom).toMatchObject({ width: 270, height: 480 });
    const probe = await probeVideo(join(h.services.filesDir, bedroom.url!.split('?')[0]!.slice('/files/'.length)));
    expect(probe.durationMs).toBe(bedroom.duration);
    expect(Math.abs(probe.durationMs - 2500)).toBeLessThan(150);
  }, 60_000);

  it('fails an import none of whose videos the tool has, and validates the ids', async () => {
    const api = await staff();
    const { id } = await api.request('/cgp/web/kujialeVideo/import', { videoIds: ['KJL-EN-007'] });
    await tickJobs(h.services);
    await tickJobs(h.services);
    const page = await api.request('/cgp/web/kujialeVideo/importRecordList', { pageNo: 1, pageSize: 10 });
    expect(page.records.find((r) => r.id === id)).toMatchObject({ status: 3, successNumber: 0, failNumber: 1 });
    const bad = await rejection(api.request('/cgp/web/kujialeVideo/import', { videoIds: ['<script>'] }));
    expect(isApiError(bad) && bad.code).toBe(Codes.badRequest);
    const tooMany = await rejection(
      api.request('/cgp/web/kujialeVideo/import', {
        videoIds: Array.from({ length: CREATION_IMPORT_MAX + 1 }, (_, i) => `KJL-${i}`),
      }),
    );
    expect(isApiError(tooMany) && tooMany.code).toBe(Codes.badRequest);
    const none = await rejection(api.request('/cgp/web/kujialeVideo/import', { videoIds: [] }));
    expect(isApiError(none) && none.code).toBe(Codes.badRequest);
  });
});

describe('QR code', () => {
  /** The link a QR code's PNG encodes, decoded by jsQR from the pixels ffmpeg reads out of it. */
  async function decode(pngPath: string): Promise<string | null> {
    const raw = join(clips, `qr-${Date.now()}.rgba`);
    await runFfmpeg(['-i', pngPath, '-f', 'rawvideo', '-pix_fmt', 'rgba', raw]);
    const pixels = new Uint8ClampedArray(readFileSync(raw));
    const side = Math.sqrt(pixels.length / 4);
    return jsQR(pixels, side, side)?.data ?? null;
  }

  it('makes a PNG that decodes to a public page that plays the work, then disables and renews it', async () => {
    const api = await staff();
    const work = await api.request('/cgp/web/media/creation/v2/upload', { file: mp4('扫码看.mp4') });
    const code = await api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: work.id });
    expect(code).toMatchObject({ materialId: work.id, status: 2, expireTime: null });
    const png = join(h.services.filesDir, code.qrCodeUrl.split('?')[0]!.slice('/files/'.length));
    const link = await decode(png);
    expect(link).toBe(code.link);
    const path = new URL(link!).pathname;
    expect(path).toMatch(/^\/w\/[A-Za-z0-9_-]{24}$/);
    // No session: the token is the permission.
    const page = await h.app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>扫码看</h1>');
    expect(html).toContain(`src="${path}/video"`);
    const video = await h.app.request(`${path}/video`, { headers: { range: 'bytes=0-99' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const whole = await h.app.request(`${path}/video`);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(clipBytes);
    const log = await api.request('/cgp/web/media/creation/use/log/list', { id: work.id, pageNo: 1, pageSize: 5 });
    expect(log.records[0]).toMatchObject({ useType: 3, userBrandName: null });

    // Asked again: the same code. Not enabled: the page says so and the video is refused.
    const again = await api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: work.id });
    expect(again.link).toBe(code.link);
    await api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: work.id, status: 1 });
    const off = await h.app.request(path);
    expect(off.status).toBe(410);
    expect(await off.text()).toContain('二维码未启用');
    expect((await h.app.request(`${path}/video`)).status).toBe(404);

    // Invalid, then publishing again: a new link, the old one stays dead.
    await api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: work.id, status: 3 });
    expect(await (await h.app.request(path, { headers: { 'accept-language': 'en' } })).text()).toContain(
      'QR code no longer valid',
    );
    const renewed = await api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', {
      materialId: work.id,
      status: 2,
    });
    expect(renewed.link).not.toBe(code.link);
    expect((await h.app.request(path)).status).toBe(404);
    const renewedPath = new URL(renewed.link).pathname;
    expect((await h.app.request(renewedPath)).status).toBe(200);
    expect(await decode(join(h.services.filesDir, renewed.qrCodeUrl.split('?')[0]!.slice('/files/'.length)))).toBe(
      renewed.link,
    );

    // An end time: invalid once it has passed.
    await api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', {
      materialId: work.id,
      expireTime: '2099-01-01 00:00:00',
    });
    // Its end time passes (set in the past directly: moving the clock would end the session too).
    h.services.db
      .prepare("UPDATE creation_qr_codes SET expire_time = '2000-01-01 00:00:00' WHERE creation_id = ?")
      .run(work.id);
    const expired = await api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: work.id });
    expect(expired.status).toBe(3);
    expect((await h.app.request(renewedPath)).status).toBe(410);
    expect((await h.app.request('/w/not-a-token-of-any-code-1')).status).toBe(404);
  }, 60_000);

  it('refuses a code for a note, a past end time and another brand work', async () => {
    const api = await staff();
    const note = h.services.db
      .prepare('SELECT id FROM creations WHERE brand_id = ? AND creation_type = 99')
      .get(BRAND) as { id: number } | undefined;
    if (note) {
      const error = await rejection(
        api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: note.id }),
      );
      expect(error.message).toBe('该成品没有可播放的视频');
    }
    const work = await api.request('/cgp/web/media/creation/v2/upload', { file: mp4('过期.mp4') });
    const past = await rejection(
      api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: work.id, expireTime: '2000-01-01' }),
    );
    expect(past.message).toBe('失效时间需晚于当前时间');
    const [foreign] = worksOf(14);
    const error = await rejection(
      api.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: foreign! }),
    );
    expect(isApiError(error) && error.code).toBe(Codes.notFound);
  });
});

describe('媒资库', () => {
  it('lists materials and works of the brand in one list, filtered by library, kind, name, tag and sharing', async () => {
    const api = await h.signedInClient('13800000001', BRAND);
    const list = (q: Record<string, unknown>) =>
      api.request('/cgp/web/media/resource/list', { pageNo: 1, pageSize: 100, ...q });
    const all = await list({});
    const materials = (
      h.services.db.prepare('SELECT count(*) AS n FROM materials WHERE brand_id = ? AND is_delete = 0').get(BRAND) as {
        n: number;
      }
    ).n;
    const works = (
      h.services.db
        .prepare('SELECT count(*) AS n FROM creations WHERE brand_id = ? AND deleted_at IS NULL')
        .get(BRAND) as { n: number }
    ).n;
    expect(all.total).toBe(materials + works);
    const times = all.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list({ library: 2 })).total).toBe(works);
    expect((await list({ library: 1, type: 1 })).records.every((r) => r.library === 1 && r.type === 1)).toBe(true);
    const videos = await list({ type: 1 });
    expect(new Set(videos.records.map((r) => r.library))).toEqual(new Set([1, 2]));
    const shared = await list({ isOpen: 1, library: 2 });
    expect(shared.total).toBe(1);
    const tag = h.services.db.prepare("SELECT id FROM tags WHERE brand_id = ? AND name = '口播'").get(BRAND) as {
      id: number;
    };
    const tagged = await list({ tagId: tag.id });
    expect(tagged.records.length).toBeGreaterThan(0);
    expect(tagged.records.every((r) => r.tagList.some((t) => t.id === tag.id))).toBe(true);
    expect(new Set(tagged.records.map((r) => r.library))).toEqual(new Set([1, 2]));
    const named = await list({ name: all.records[0]!.name });
    expect(named.records.some((r) => r.id === all.records[0]!.id)).toBe(true);
    const error = await rejection(list({ name: 'x'.repeat(201) }));
    expect(isApiError(error) && error.code).toBe(Codes.badRequest);
  });
});
