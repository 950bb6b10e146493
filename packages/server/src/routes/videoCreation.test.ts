import { isApiError, type Material } from '@brand-console/api-client';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requeueRunningRenders } from '../db/renderJobs';
import { Codes } from '../http/errors';
import { tickJobs } from '../jobs/worker';
import { probeVideo } from '../media/probe';
import { makeTestClip } from '../media/render';
import { RenderQueue } from '../media/renderQueue';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

/** Real clips, made once for the file: 10.4 s 96×64 with a tone, and 2 s 64×48 without audio. */
let clips: string;
let long: Uint8Array;
let short: Uint8Array;
beforeAll(async () => {
  clips = mkdtempSync(join(tmpdir(), 'bc-clips-'));
  await Promise.all([
    makeTestClip(join(clips, 'long.mp4'), { durationMs: 10_400, width: 96, height: 64 }),
    makeTestClip(join(clips, 'short.mp4'), { durationMs: 2000, width: 64, height: 48, audio: false }),
  ]);
  long = readFileSync(join(clips, 'long.mp4'));
  short = readFileSync(join(clips, 'short.mp4'));
}, 30_000);
afterAll(() => rmSync(clips, { recursive: true, force: true }));

const staff = () => h.signedInClient('13800000002', 13);

/** Uploads bytes through a grant as the console does (getSts, then POST /upload); returns the stored URL. */
async function upload(api: SignedInClient, bytes: Uint8Array, name: string, type = 'video/mp4'): Promise<string> {
  const grant = await api.request('/cgp/web/oss/ali/getSts', {});
  const answer = await h.app.fetch(
    new Request(`http://console.test${grant.bucket}`, {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-bc-access-key-id': grant.accessKeyId,
        'x-bc-access-key-secret': grant.accessKeySecret,
        'x-bc-security-token': grant.securityToken,
        'x-bc-file-name': encodeURIComponent(name),
      },
      body: bytes,
    }),
  );
  return ((await answer.json()) as { data: { url: string } }).data.url;
}

/** Uploads and saves a video as the library's upload dialog does, claiming a wrong duration and size. */
async function saveVideo(api: SignedInClient, bytes: Uint8Array, name: string): Promise<Material> {
  const url = await upload(api, bytes, `${name}.mp4`);
  const { id } = await api.request('/cgp/web/media/material/save', {
    name,
    type: 1,
    url,
    duration: 99_000,
    wight: 1920,
    height: 1080,
  });
  return api.request('/cgp/web/media/material/detail', { id });
}

/** A stored file's path on disk, from a (signed) link. */
const fileOf = (url: string) => join(h.services.filesDir, url.replace(/^\/files\//, '').replace(/\?.*$/, ''));
/** Temporary render outputs left in the files folder (there must be none). */
const partials = () => readdirSync(h.services.filesDir).filter((name) => name.includes('.part.'));

const records = async (api: SignedInClient, operationType: 1 | 2) =>
  (
    await api.request('/v1/sumvideo/sv/material/operation/listOperationRecords', {
      operationType,
      pageNo: 1,
      pageSize: 5,
    })
  ).records;

describe('uploaded videos', () => {
  it('are measured by mediaInfoParam: the brand’s own files only, audio or video, never another brand’s', async () => {
    const api = await staff();
    const url = await upload(api, long, 'clip.mp4');
    const info = await api.request('/v1/sumvideoup/sv/material/mediaInfoParam', { url });
    expect(info).toMatchObject({ width: 96, height: 64, size: long.length });
    expect(Math.abs(info.duration - 10_400)).toBeLessThan(100);
    const fake = await upload(
      api,
      new Uint8Array(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(200, 7)])),
      'fake.mp4',
    );
    const notMedia = await rejection(api.request('/v1/sumvideoup/sv/material/mediaInfoParam', { url: fake }));
    expect(isApiError(notMedia) && notMedia.msg).toBe('文件不是可读取的音视频');
    const other = await h.signedInClient('13800000003', 14);
    const foreign = await rejection(other.request('/v1/sumvideoup/sv/material/mediaInfoParam', { url }));
    expect(isApiError(foreign) && foreign.msg).toBe('请先上传文件');
  });

  it('are measured by the server: duration, size, dimensions and a cover frame, whatever the client said', async () => {
    const api = await staff();
    const video = await saveVideo(api, long, '上新口播');
    expect(video.duration).toBeGreaterThanOrEqual(10_350);
    expect(video.duration).toBeLessThanOrEqual(10_500);
    expect(video).toMatchObject({ wight: 96, height: 64, size: long.length });
    const cover = await h.app.fetch(new Request(`http://console.test${video.coverUrl}`));
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await cover.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('refuses a file named .mp4 that is not a video, with the reason', async () => {
    const api = await staff();
    // Starts like an MP4 (ftyp), so the upload takes it; ffprobe then finds no video in it.
    const fake = new Uint8Array(
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(200, 7)]),
    );
    const url = await upload(api, fake, 'fake.mp4');
    const error = await rejection(api.request('/cgp/web/media/material/save', { name: 'fake', type: 1, url }));
    expect(isApiError(error) && error.code).toBe(Codes.badRequest);
    expect(isApiError(error) && error.msg).toBe('文件不是可读取的视频，请检查后重新上传');
  });
});

describe('merge and split', () => {
  it('refuses to split a video shorter than 10 s, and an expired one', async () => {
    const api = await staff();
    const videos = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, type: 1 })).records;
    const tooShort = videos.find((v) => (v.duration ?? 0) < 10_000)!;
    const error = await rejection(
      api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
        operationType: 2,
        materialIds: [tooShort.id],
      }),
    );
    expect(isApiError(error) && error.msg).toBe('视频时长不符合拆分要求');
    const expired = videos.find((v) => v.expireTime && v.expireTime < '2026-11-20')!;
    const old = await rejection(
      api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
        operationType: 2,
        materialIds: [expired.id],
      }),
    );
    expect(isApiError(old) && old.msg).toBe('素材已过期，不能拆分');
  });

  it('splits a video into playable pieces of the chosen length, each with its cover, duration and size', async () => {
    const api = await staff();
    const video = await saveVideo(api, long, '门店探访');
    await api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
      operationType: 2,
      materialIds: [video.id],
      splitDuration: 4000,
    });
    expect((await records(api, 2))[0]).toMatchObject({ status: 1, progress: 0, failReason: null });
    await h.tick();
    const done = (await records(api, 2))[0]!;
    expect(done).toMatchObject({ status: 2, progress: 100, failReason: null });
    const pieces = (
      await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 10, name: '门店探访_片段', source: 31 })
    ).records.sort((a, b) => a.name.localeCompare(b.name));
    expect(pieces.map((p) => p.name)).toEqual(['门店探访_片段1', '门店探访_片段2', '门店探访_片段3']);
    const expected = [4000, 4000, video.duration! - 8000];
    for (const [i, piece] of pieces.entries()) {
      const probe = await probeVideo(fileOf(piece.url!));
      expect(Math.abs(probe.durationMs - expected[i]!)).toBeLessThanOrEqual(100);
      expect(piece).toMatchObject({ duration: probe.durationMs, size: probe.size, wight: 96, height: 64 });
      expect(piece.coverUrl).not.toBe(video.coverUrl);
      const served = await h.app.fetch(new Request(`http://console.test${piece.url}`));
      expect(served.headers.get('content-type')).toBe('video/mp4');
      expect(served.headers.get('content-disposition')).toBe('inline');
    }
    expect(partials()).toEqual([]);
  });

  it('merges two videos of different sizes into one of the first one’s size, with the chosen tags', async () => {
    const api = await staff();
    const a = await saveVideo(api, long, '片头');
    const b = await saveVideo(api, short, '片尾');
    const { tags } = await api.request('/cgp/web/media/material/tag/list', { name: '爆款' });
    await api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
      operationType: 1,
      materialIds: [a.id, b.id],
      targetName: '双十一合集',
      tagIds: [tags[0]!.id],
    });
    await h.tick();
    const done = (await records(api, 1))[0]!;
    expect(done.status).toBe(2);
    expect(done.sourceMaterials.map((m) => m.id)).toEqual([a.id, b.id]);
    const [merged] = (
      await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 5, name: '双十一合集_合并' })
    ).records;
    const probe = await probeVideo(fileOf(merged!.url!));
    expect(probe).toMatchObject({ width: 96, height: 64, audioCodec: 'aac' });
    expect(Math.abs(probe.durationMs - (a.duration! + b.duration!))).toBeLessThanOrEqual(150);
    expect(merged).toMatchObject({
      source: 30,
      duration: probe.durationMs,
      size: probe.size,
      tagList: [{ name: '爆款' }],
    });
  });

  it('cancels a running render: ffmpeg stops, nothing it wrote stays, the record says cancelled', async () => {
    const api = await staff();
    const a = await saveVideo(api, long, '长片A');
    const b = await saveVideo(api, long, '长片B');
    const before = readdirSync(h.services.filesDir).sort();
    await api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
      operationType: 1,
      materialIds: [a.id, b.id],
    });
    await tickJobs(h.services);
    const [running] = await records(api, 1);
    expect(running).toMatchObject({ status: 4 });
    await api.request('/v1/sumvideo/sv/material/operation/cancelOperation', { id: running!.id });
    await h.services.renders.idle();
    expect((await records(api, 1))[0]).toMatchObject({ status: 3, failReason: 'cancelled' });
    expect(readdirSync(h.services.filesDir).sort()).toEqual(before);
    const again = await rejection(
      api.request('/v1/sumvideo/sv/material/operation/cancelOperation', { id: running!.id }),
    );
    expect(isApiError(again) && again.msg).toBe('任务已结束，不能取消');
    // Another member cannot cancel it (nor see it).
    const admin = await h.signedInClient('13800000001', 13);
    const foreign = await rejection(
      admin.request('/v1/sumvideo/sv/material/operation/cancelOperation', { id: running!.id }),
    );
    expect(isApiError(foreign) && foreign.code).toBe(Codes.notFound);
  });

  it('starts a render cut short by a stop again at the next start, from the beginning', async () => {
    const api = await staff();
    const video = await saveVideo(api, long, '重启片');
    await api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
      operationType: 2,
      materialIds: [video.id],
      splitDuration: 5000,
    });
    await tickJobs(h.services);
    // The server stops: ffmpeg is killed, nothing it wrote stays, the row is left running.
    await h.services.renders.stop();
    const job = () =>
      h.services.db
        .prepare('SELECT status FROM render_jobs WHERE operation_id = (SELECT max(id) FROM material_operations)')
        .get();
    expect(job()).toEqual({ status: 1 });
    expect(partials()).toEqual([]);
    // The next start requeues it (as openServices does) and a new queue renders it whole.
    expect(requeueRunningRenders(h.services.db)).toBe(1);
    h.services.renders = new RenderQueue(1);
    await h.tick();
    expect((await records(api, 2))[0]).toMatchObject({ status: 2, progress: 100 });
    const pieces = (
      await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 10, name: '重启片_片段', source: 31 })
    ).records;
    expect(pieces).toHaveLength(3);
  });

  it('fails with a reason when a source has no file', async () => {
    const api = await staff();
    // Seeded videos have a cover but no file.
    const seeded = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, type: 1 })).records;
    const [a, b] = seeded.filter((v) => !v.url && v.source !== 30 && v.source !== 31);
    await api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
      operationType: 1,
      materialIds: [a!.id, b!.id],
    });
    await h.tick();
    expect((await records(api, 1))[0]).toMatchObject({ status: 3, failReason: 'sourceMissing' });
    expect(h.log.some((line) => line.includes('sourceMissing'))).toBe(true);
  });
});

describe('speech', () => {
  it('lists voices in both languages and previews one as a playable, cached WAV', async () => {
    const api = await staff();
    const voices = await api.request('/v1/sumvideo/sv/speech/voiceList', {});
    expect(voices.length).toBeGreaterThanOrEqual(6);
    expect(voices.filter((v) => v.language === 'zh').length).toBeGreaterThanOrEqual(3);
    expect(voices.filter((v) => v.language === 'en').length).toBeGreaterThanOrEqual(3);
    expect(voices[0]).toMatchObject({ voice: 'zh-male', name: '普通话 · 男声', nameEn: 'Mandarin · male' });
    const preview = await api.request('/v1/sumvideo/sv/speech/preview', { voice: 'zh-female', text: '今天上新三款。' });
    expect(preview.durationMs).toBeGreaterThan(500);
    const served = await h.app.fetch(new Request(`http://console.test${preview.url}`));
    expect(served.headers.get('content-type')).toBe('audio/wav');
    const again = await api.request('/v1/sumvideo/sv/speech/preview', { voice: 'zh-female', text: '今天上新三款。' });
    expect(again).toEqual(preview);
    const error = await rejection(api.request('/v1/sumvideo/sv/speech/preview', { voice: 'zh-female', text: '。' }));
    expect(isApiError(error) && error.code).toBe(Codes.badRequest);
  });
});
