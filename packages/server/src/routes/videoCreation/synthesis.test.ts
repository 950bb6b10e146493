import { isApiError, type TemplateSpec } from '@brand-console/api-client';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertMaterial } from '../../db/materialLibrary';
import { requeueRunningRenders } from '../../db/renderJobs';
import { insertTemplate } from '../../db/templates';
import { quotaPeriod, videosProduced } from '../../db/videoQuotas';
import { Codes } from '../../http/errors';
import { tickJobs } from '../../jobs/worker';
import { runFfmpeg } from '../../media/ffmpeg';
import { generatedName } from '../../media/output';
import { probeVideo } from '../../media/probe';
import { makeTestClip } from '../../media/render';
import { RenderQueue } from '../../media/renderQueue';
import { createHarness, rejection, type Harness, type SignedInClient } from '../../testing/harness';

/**
 * Making videos from templates (ADR 0028). Renders are real and short (1:1 at 720×720, two shots
 * of 1 s) because the machines have two cores.
 */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

let clips: string;
let clip: string;
let still: string;
beforeAll(async () => {
  clips = mkdtempSync(join(tmpdir(), 'bc-synthesis-clips-'));
  clip = join(clips, 'clip.mp4');
  still = join(clips, 'still.png');
  await Promise.all([
    makeTestClip(clip, { durationMs: 1500, width: 160, height: 120 }),
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=120x90:rate=1', '-frames:v', '1', still]),
  ]);
}, 30_000);
afterAll(() => rmSync(clips, { recursive: true, force: true }));

const BRAND = 13;
const OTHER_BRAND = 14;
const staff = () => h.signedInClient('13800000002', BRAND);

/** A material of `brandId` whose file is a copy of `source`, stored as the brand's file. */
function material(brandId: number, userId: number, type: 1 | 2, source: string, name: string): number {
  const storedName = generatedName(type === 1 ? 'mp4' : 'png');
  copyFileSync(source, join(h.services.filesDir, storedName));
  h.services.db
    .prepare(
      `INSERT INTO uploads (brand_id, user_id, stored_name, original_name, mime, size, created_at)
       VALUES (?, ?, ?, ?, ?, 0, '2026-11-20 10:00:00')`,
    )
    .run(brandId, userId, storedName, name, type === 1 ? 'video/mp4' : 'image/png');
  return insertMaterial(h.services.db, brandId, {
    name,
    type,
    url: `/files/${storedName}`,
    createTime: '2026-11-20 10:00:00',
    source: 3,
    userId,
    duration: type === 1 ? 1500 : null,
  });
}

const SPEC: TemplateSpec = {
  ratio: '1:1',
  shots: [
    {
      durationMs: 1000,
      slot: 'video',
      materialId: null,
      texts: [{ content: '新品', position: 'top', fontSize: 64, color: '#ffffff' }],
      transition: 'fade',
    },
    { durationMs: 1000, slot: 'image', materialId: null, texts: [], transition: 'none' },
  ],
  musicMaterialId: null,
  musicVolume: 40,
  narration: null,
  subtitles: {
    enabled: false,
    style: {
      fontKey: 'zcool-kuaile',
      fontSize: 40,
      color: '#ffffff',
      strokeColor: '#000000',
      strokeWidth: 2,
      position: 'bottom',
    },
  },
};

function template(brandId: number | null, name = '测试模板', spec: TemplateSpec = SPEC): number {
  return insertTemplate(h.services.db, brandId, {
    name,
    categoryId: null,
    spec,
    coverUrl: null,
    userId: null,
    at: '2026-11-20 10:00:00',
  });
}

/** The member's video and image, and a template of the brand's space. */
async function setUp(api: SignedInClient) {
  return {
    video: material(BRAND, api.userId, 1, clip, '测试视频'),
    image: material(BRAND, api.userId, 2, still, '测试图片'),
    templateId: template(BRAND),
  };
}

const task = (api: SignedInClient, id: number) => api.request('/v1/sumvideo/sv/synthesis/detail', { id });
const fileOf = (url: string) => join(h.services.filesDir, url.replace(/^\/files\//, '').replace(/\?.*$/, ''));
const partials = () => readdirSync(h.services.filesDir).filter((name) => name.includes('.part.'));

describe('synthesis from a template', () => {
  it('renders each variant into a finished video that ffprobe measures, listed in the creation library', async () => {
    const api = await staff();
    const { video, image, templateId } = await setUp(api);
    const { taskIds } = await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
      templateId,
      name: '春季上新',
      variants: [
        { slots: [video, image], narration: null },
        { slots: [video], narration: null },
      ],
    });
    expect(taskIds).toHaveLength(2);
    const [first, second] = await Promise.all(taskIds.map((id) => task(api, id)));
    expect(first).toMatchObject({ name: '春季上新', mode: 2, status: 0, progress: 0, sourceId: templateId });
    expect(first!.sourceName).toBe('测试模板');
    expect(second!.name).toBe('春季上新-2');
    // The spec as it will be rendered: the member's materials in the slots (the second keeps the image slot empty).
    expect(first!.spec.shots.map((s) => s.materialId)).toEqual([video, image]);
    expect(second!.spec.shots.map((s) => s.materialId)).toEqual([video, null]);
    expect(first!.materials.map((m) => m.id).sort()).toEqual([video, image].sort());

    await tickJobs(h.services);
    expect((await task(api, taskIds[0]!)).status).toBe(1);
    await h.tick(2);
    const done = await task(api, taskIds[0]!);
    expect(done).toMatchObject({ status: 2, progress: 100, failReason: null });
    expect(done.finishTime).not.toBeNull();
    const creation = done.creation!;
    const probe = await probeVideo(fileOf(creation.url!));
    expect(Math.abs(probe.durationMs - 2000)).toBeLessThanOrEqual(100);
    expect(probe).toMatchObject({ width: 720, height: 720, fps: 30, videoCodec: 'h264', audioCodec: 'aac' });
    expect(creation).toMatchObject({ duration: probe.durationMs, size: probe.size, width: 720, height: 720 });
    expect(creation.coverUrl).toMatch(/^\/files\//);
    expect((await task(api, taskIds[1]!)).status).toBe(2);
    expect(partials()).toEqual([]);

    const page = await api.request('/v1/sumvideo/sv/synthesis/page', { pageNo: 1, pageSize: 10, onlyMine: 1 });
    // Newest first: the batch's tasks before the seeded ones.
    expect(page.records.slice(0, 2).map((r) => r.id)).toEqual([...taskIds].reverse());
    expect(page.records[0]).toMatchObject({ userName: '周运营', coverUrl: expect.stringMatching(/^\/files\//) });
    const completed = await api.request('/v1/sumvideo/sv/synthesis/page', { pageNo: 1, pageSize: 100, status: 2 });
    expect(completed.records.every((r) => r.status === 2)).toBe(true);

    const library = await api.request('/cgp/web/media/creation/productList', { pageNo: 1, pageSize: 10, source: 11 });
    const listed = library.records.find((c) => c.id === creation.id);
    expect(listed).toMatchObject({ name: '春季上新', source: 11, taskId: taskIds[0], creationType: 0 });
    const detail = await api.request('/cgp/web/media/creation/detail', { id: creation.id });
    expect(detail).toMatchObject({ duration: probe.durationMs, width: 720, height: 720, taskId: taskIds[0] });
  }, 60_000);

  it('cancels a render (ffmpeg stopped, nothing kept, closed) and retries it with the same spec', async () => {
    const api = await staff();
    const { video, image, templateId } = await setUp(api);
    const before = readdirSync(h.services.filesDir).sort();
    const {
      taskIds: [id],
    } = await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
      templateId,
      name: '取消的视频',
      variants: [{ slots: [video, image], narration: null }],
    });
    await tickJobs(h.services);
    expect((await task(api, id!)).status).toBe(1);
    await api.request('/v1/sumvideo/sv/synthesis/cancel', { id: id! });
    await h.services.renders.idle();
    expect(await task(api, id!)).toMatchObject({ status: 5, failReason: 'cancelled', creation: null });
    expect(readdirSync(h.services.filesDir).sort()).toEqual(before);
    const again = await rejection(api.request('/v1/sumvideo/sv/synthesis/cancel', { id: id! }));
    expect(isApiError(again) && again.msg).toBe('任务已结束，不能取消');
    // A completed or waiting task cannot be retried; a closed one can, and renders whole.
    await api.request('/v1/sumvideo/sv/synthesis/retry', { id: id! });
    expect(await task(api, id!)).toMatchObject({ status: 0, progress: 0, failReason: null });
    const twice = await rejection(api.request('/v1/sumvideo/sv/synthesis/retry', { id: id! }));
    expect(isApiError(twice) && twice.msg).toBe('只能重试失败或已关闭的任务');
    await h.tick(2);
    const done = await task(api, id!);
    expect(done.status).toBe(2);
    expect(done.spec.shots.map((s) => s.materialId)).toEqual([video, image]);
  }, 60_000);

  it('renders a task cut short by a stop again at the next start, from the beginning', async () => {
    const api = await staff();
    const { video, image, templateId } = await setUp(api);
    const {
      taskIds: [id],
    } = await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
      templateId,
      name: '重启的视频',
      variants: [{ slots: [video, image], narration: null }],
    });
    await tickJobs(h.services);
    // The server stops: ffmpeg is killed, nothing it wrote stays, the task is left processing.
    await h.services.renders.stop();
    expect((await task(api, id!)).status).toBe(1);
    expect(partials()).toEqual([]);
    // The next start puts it back in the queue (as openServices does) and a new queue renders it whole.
    expect(requeueRunningRenders(h.services.db)).toBe(1);
    expect(await task(api, id!)).toMatchObject({ status: 0, progress: 0 });
    h.services.renders = new RenderQueue(1);
    await h.tick(2);
    expect(await task(api, id!)).toMatchObject({ status: 2, progress: 100 });
  }, 60_000);

  it('fails with its reason when a material was deleted after the task was queued', async () => {
    const api = await staff();
    const { video, image, templateId } = await setUp(api);
    const {
      taskIds: [id],
    } = await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
      templateId,
      name: '素材被删',
      variants: [{ slots: [video, image], narration: null }],
    });
    h.services.db.prepare('UPDATE materials SET is_delete = 1 WHERE id = ?').run(image);
    await h.tick(2);
    expect(await task(api, id!)).toMatchObject({ status: 3, failReason: 'sourceDeleted', creation: null });
  });

  it('refuses slots of the wrong kind, too many slots, and another brand’s template or material', async () => {
    const api = await staff();
    const { video, image, templateId } = await setUp(api);
    const create = (body: Record<string, unknown>) =>
      rejection(
        api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
          templateId,
          name: '拒绝',
          variants: [{ slots: [video, image], narration: null }],
          ...body,
        } as never),
      );
    const tasks = () => h.services.db.prepare('SELECT count(*) AS n FROM synthesis_tasks').get();
    const count = tasks();
    const wrongKind = await create({ variants: [{ slots: [image, image], narration: null }] });
    expect(isApiError(wrongKind) && wrongKind.msg).toBe('第 1 个视频第 1 个镜头只能放视频素材');
    const tooMany = await create({ variants: [{ slots: [video, image, video], narration: null }] });
    expect(isApiError(tooMany) && tooMany.msg).toBe('第 1 个视频填充的镜头多于模板的镜头');
    const foreignMaterial = material(OTHER_BRAND, api.userId, 1, clip, '别人的视频');
    const theirs = await create({
      variants: [
        { slots: [video, image], narration: null },
        { slots: [foreignMaterial], narration: null },
      ],
    });
    expect(isApiError(theirs) && theirs.msg).toBe('第 2 个视频第 1 个镜头的素材不存在或已删除');
    const foreignTemplate = await create({ templateId: template(OTHER_BRAND, '别人的模板') });
    expect(isApiError(foreignTemplate) && foreignTemplate.code).toBe(Codes.notFound);
    expect(tasks()).toEqual(count);
    // A cloud template is the brand's to use.
    const cloud = await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
      templateId: template(null, '云模板'),
      name: '云模板视频',
      variants: [{ slots: [video], narration: null }],
    });
    expect(cloud.taskIds).toHaveLength(1);
  });

  it('counts one video per variant against the member’s monthly quota', async () => {
    const api = await staff();
    const { video, image, templateId } = await setUp(api);
    const db = h.services.db;
    db.prepare(
      `INSERT INTO video_quotas (brand_id, user_id, limit_num, updated_at, updated_by) VALUES (?, ?, 1, '2026-11-20 10:00:00', ?)
       ON CONFLICT (brand_id, user_id) DO UPDATE SET limit_num = 1`,
    ).run(BRAND, api.userId, api.userId);
    // What the member produced this month already counts: make room for exactly one more.
    const usedNum = videosProduced(db, BRAND, [api.userId], quotaPeriod(h.services.now())).get(api.userId) ?? 0;
    db.prepare('UPDATE video_quotas SET limit_num = ? WHERE brand_id = ? AND user_id = ?').run(
      usedNum + 1,
      BRAND,
      api.userId,
    );
    const variants = [
      { slots: [video, image], narration: null },
      { slots: [video, image], narration: null },
    ];
    const refusal = await rejection(
      api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', { templateId, name: '超额', variants }),
    );
    expect(isApiError(refusal) && refusal.msg).toBe('本月短视频额度不足：还可生成 1 个，本次将生成 2 个');
    await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
      templateId,
      name: '刚好',
      variants: variants.slice(0, 1),
    });
    const none = await rejection(
      api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
        templateId,
        name: '用完',
        variants: variants.slice(0, 1),
      }),
    );
    expect(isApiError(none) && none.msg).toMatch(/^本月短视频额度已用完/);
  });

  it('seeds tasks in every status, each completed one with its finished video', async () => {
    const api = await staff();
    const { records } = await api.request('/v1/sumvideo/sv/synthesis/page', { pageNo: 1, pageSize: 100 });
    expect(new Set(records.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 5]));
    for (const r of records.filter((t) => t.status === 2)) expect(r.creationId).not.toBeNull();
    expect(records.filter((r) => r.status === 3).map((r) => r.failReason)).toEqual(['speechFailed', 'sourceDeleted']);
    // A seeded waiting task has no render: cancelling closes it at once.
    const waiting = records.find((r) => r.status === 0)!;
    await api.request('/v1/sumvideo/sv/synthesis/cancel', { id: waiting.id });
    expect((await task(api, waiting.id)).status).toBe(5);
    const videos = await api.request('/cgp/web/media/creation/list', { pageNo: 1, pageSize: 100 });
    const completed = (mode: number) => records.filter((r) => r.status === 2 && r.mode === mode).length;
    expect(videos.records.filter((c) => c.source === 11).length).toBe(completed(2));
    // The seeded pipelines' finished products (ADR 0031) are pipeline videos (source 2).
    expect(videos.records.filter((c) => c.source === 2).length).toBe(completed(1));
  });

  it('exports the filtered tasks as xlsx, kept in the task centre', async () => {
    const api = await staff();
    const { video, image, templateId } = await setUp(api);
    await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
      templateId,
      name: '导出的视频',
      variants: [{ slots: [video, image], narration: null }],
    });
    const file = await api.download('/v1/sumvideo/sv/synthesis/export', {
      pageNo: 1,
      pageSize: 10,
      name: '导出的视频',
    });
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data;
    expect(rows[0]![1]).toBe('视频名称');
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4]])).toEqual([['导出的视频', '模板', '测试模板', '等待中']]);
    const kept = h.services.db
      .prepare("SELECT file_name, status FROM download_tasks WHERE exporter_type = 'synthesisTasks' AND user_id = ?")
      .all(api.userId) as Array<{ file_name: string; status: number }>;
    expect(kept).toHaveLength(1);
    expect(kept[0]!.file_name).toMatch(/^合成任务\d{14}\.xlsx$/);
  });
});
