import { isApiError, pipelineCombinationCount, type PipelineSpec } from '@brand-console/api-client';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertMaterial } from '../../db/materialLibrary';
import { comboKey, insertPipeline } from '../../db/pipelines';
import { quotaPeriod, videosProduced } from '../../db/videoQuotas';
import { Codes } from '../../http/errors';
import { runFfmpeg } from '../../media/ffmpeg';
import { generatedName } from '../../media/output';
import { probeVideo } from '../../media/probe';
import { makeTestClip } from '../../media/render';
import { createHarness, rejection, type Harness } from '../../testing/harness';
import { combinationsLeft, pickCombinations } from './pipelines';

/** Pipelines (流水线) and foolish mode (傻瓜模式), ADR 0031. Renders are real and short (1 s shots, 1:1). */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

let clips: string;
let clip: string;
let still: string;
beforeAll(async () => {
  clips = mkdtempSync(join(tmpdir(), 'bc-pipeline-clips-'));
  clip = join(clips, 'clip.mp4');
  still = join(clips, 'still.png');
  await Promise.all([
    makeTestClip(clip, { durationMs: 1200, width: 160, height: 120 }),
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=120x90:rate=1', '-frames:v', '1', still]),
  ]);
}, 30_000);
afterAll(() => rmSync(clips, { recursive: true, force: true }));

const BRAND = 13;
const OTHER_BRAND = 14;
const admin = () => h.signedInClient('13800000001', BRAND);

function material(brandId: number, userId: number, type: 1 | 2 | 3, name: string): number {
  const source = type === 2 ? still : clip;
  const storedName = generatedName(type === 2 ? 'png' : 'mp4');
  copyFileSync(source, join(h.services.filesDir, storedName));
  h.services.db
    .prepare(
      `INSERT INTO uploads (brand_id, user_id, stored_name, original_name, mime, size, created_at)
       VALUES (?, ?, ?, ?, ?, 0, '2026-11-20 10:00:00')`,
    )
    .run(brandId, userId, storedName, name, type === 2 ? 'image/png' : 'video/mp4');
  return insertMaterial(h.services.db, brandId, {
    name,
    type,
    url: `/files/${storedName}`,
    createTime: '2026-11-20 10:00:00',
    source: 3,
    userId,
    duration: type === 2 ? null : 1200,
  });
}

const spec = (groups: PipelineSpec['groups'], rules: Partial<PipelineSpec> = {}): PipelineSpec => ({
  ratio: '1:1',
  groups,
  strategy: 1,
  videoCount: 2,
  narration: null,
  subtitles: false,
  musicMaterialId: null,
  ...rules,
});
const group = (name: string, materialIds: number[], shots = 1) => ({ name, materialIds, shots, shotMs: 1000 });
/** A refusal's text without the validation prefix (`参数错误：path `) the server puts before a schema's message. */
const message = (error: unknown) => (isApiError(error) ? error.msg : String(error)).replace(/^参数错误：\S+ /, '');
const codeOf = (error: unknown) => (isApiError(error) ? error.code : null);
const fileOf = (url: string) => join(h.services.filesDir, url.replace(/^\/files\//, '').replace(/\?.*$/, ''));

describe('the combination generator', () => {
  const groups = [group('开场', [1, 2, 3], 2), group('产品', [4, 5], 1), group('结尾', [6, 7, 8, 9], 1)];
  it('counts the product of C(materials, shots) and every strategy makes that many distinct, then stops', () => {
    const total = pipelineCombinationCount(groups);
    expect(total).toBe(3 * 2 * 4);
    for (const strategy of [1, 2, 3] as const) {
      const all = pickCombinations(groups, strategy, 100, new Set(), () => 0.42);
      expect(all).toHaveLength(total);
      expect(new Set(all.map(comboKey)).size).toBe(total);
      for (const combo of all) {
        combo.forEach((ids, gi) => {
          expect(ids).toHaveLength(groups[gi]!.shots);
          expect(ids.every((id) => groups[gi]!.materialIds.includes(id))).toBe(true);
        });
      }
    }
  });

  it('never repeats a combination already made, and counts what is left', () => {
    const made = new Set(pickCombinations(groups, 3, 20, new Set()).map(comboKey));
    expect(combinationsLeft(groups, made)).toBe(4);
    const rest = pickCombinations(groups, 1, 10, made);
    expect(rest).toHaveLength(4);
    expect(rest.some((c) => made.has(comboKey(c)))).toBe(false);
    // A made combination the groups can no longer make (a material removed) does not count.
    expect(combinationsLeft([group('开场', [1, 2], 2), groups[1]!, groups[2]!], made)).toBe(0);
  });

  it('takes turns through each group in order', () => {
    const turns = pickCombinations([group('a', [1, 2, 3]), group('b', [4, 5, 6])], 2, 3, new Set());
    expect(turns).toEqual([
      [[1], [4]],
      [[2], [5]],
      [[3], [6]],
    ]);
  });
});

describe('pipelines', () => {
  it('are saved with their groups, refused with clear reasons, listed and deleted', async () => {
    const api = await admin();
    const [v1, v2, i1] = [
      material(BRAND, api.userId, 1, '开场A'),
      material(BRAND, api.userId, 1, '开场B'),
      material(BRAND, api.userId, 2, '海报'),
    ];
    const audio = material(BRAND, api.userId, 3, '配乐');
    const save = (s: PipelineSpec, name = '春季流水线', id?: number) =>
      api.request('/v1/sumvideo/sv/pipeline/save', { ...(id ? { id } : {}), name, spec: s });

    // Validation: no groups, more shots than materials, too many videos, a group of 9 groups, an audio in a group.
    const refusals = await Promise.all([
      rejection(save(spec([]))),
      rejection(save(spec([group('开场', [v1], 2)]))),
      rejection(save(spec([group('开场', [v1])], { videoCount: 21 }))),
      rejection(save(spec(Array.from({ length: 9 }, (_, i) => group(`组${i}`, [v1]))))),
      rejection(save(spec([group('开场', [audio])]))),
      rejection(save(spec([group('开场', [v1])], { musicMaterialId: i1 }))),
      rejection(save(spec([group('开场', [v1])]), '')),
    ]);
    expect(refusals.map(codeOf)).toEqual(Array(7).fill(Codes.badRequest));
    expect(refusals.map(message)).toEqual([
      '至少需要一个素材组',
      '抽取的镜头数不能多于素材组的素材数',
      '每次生成的视频数须在 1–20 之间',
      '超出上限（最多 8 项）',
      '素材组「开场」只能放视频或图片素材',
      '背景音乐须为音频或视频素材',
      '请输入流水线名称',
    ]);

    const { id } = await save(
      spec([group('开场', [v1, v2, v1]), group('产品', [i1, v2], 2)], { musicMaterialId: audio }),
    );
    const detail = await api.request('/v1/sumvideo/sv/pipeline/detail', { id });
    // Duplicates in a group are dropped; groups keep their order.
    expect(detail.spec.groups.map((g) => [g.name, g.materialIds, g.shots])).toEqual([
      ['开场', [v1, v2], 1],
      ['产品', [i1, v2], 2],
    ]);
    expect(detail).toMatchObject({ combinations: 2, madeCombinations: 0, videoCount: 0, groupNames: ['开场', '产品'] });
    expect(detail.materials.map((m) => m.id).sort()).toEqual([v1, v2, i1, audio].sort());
    const groups = await api.request('/v1/sumvideo/sv/creative/group/list', { creativeId: id });
    expect(groups.map((g) => [g.position, g.name, g.materials.length])).toEqual([
      [1, '开场', 2],
      [2, '产品', 2],
    ]);
    const strategies = await api.request('/v1/sumvideo/sv/creative/strategy/list', { creativeId: id });
    expect(strategies.map((s) => [s.id, s.name, s.available])).toEqual([
      [1, '随机抽取', 2],
      [2, '顺序轮换', 2],
      [3, '全部组合', 2],
    ]);

    await save(spec([group('开场', [v1, v2])], { strategy: 3 }), '改名流水线', id);
    const page = await api.request('/v1/sumvideo/sv/pipeline/page', { pageNo: 1, pageSize: 10 });
    expect(page.records[0]).toMatchObject({ id, name: '改名流水线', groupNames: ['开场'] });
    await api.request('/v1/sumvideo/sv/pipeline/remove', { ids: [id] });
    const gone = await rejection(api.request('/v1/sumvideo/sv/pipeline/detail', { id }));
    expect([codeOf(gone), message(gone)]).toEqual([Codes.notFound, '流水线不存在或已删除']);
  });

  it('runs into N distinct synthesis tasks of mode 1, never the same combination twice, and lists its products', async () => {
    const api = await admin();
    const a = [material(BRAND, api.userId, 1, '开场A'), material(BRAND, api.userId, 2, '开场B')];
    const b = [material(BRAND, api.userId, 2, '结尾A'), material(BRAND, api.userId, 1, '结尾B')];
    const { id } = await api.request('/v1/sumvideo/sv/pipeline/save', {
      name: '门店流水线',
      spec: spec([group('开场', a), group('结尾', b)], { videoCount: 3, strategy: 1 }),
    });
    const { taskIds } = await api.request('/v1/sumvideo/sv/pipeline/run', { id });
    expect(taskIds).toHaveLength(3);
    const tasks = await Promise.all(taskIds.map((t) => api.request('/v1/sumvideo/sv/synthesis/detail', { id: t })));
    expect(tasks.map((t) => [t.mode, t.status, t.sourceId, t.sourceName])).toEqual(
      Array(3).fill([1, 0, id, '门店流水线']),
    );
    expect(tasks.map((t) => t.name)).toEqual(['门店流水线', '门店流水线-2', '门店流水线-3']);
    const combos = tasks.map((t) => t.spec.shots.map((s) => s.materialId).join(','));
    expect(new Set(combos).size).toBe(3);
    for (const t of tasks) {
      expect(a).toContain(t.spec.shots[0]!.materialId);
      expect(b).toContain(t.spec.shots[1]!.materialId);
      expect(t.spec.shots.map((s) => s.slot)).toEqual(
        t.spec.shots.map((s) => (s.materialId === a[1] || s.materialId === b[0] ? 'image' : 'video')),
      );
    }
    // One combination is left: a run of 3 is refused, nothing queued.
    const short = await rejection(api.request('/v1/sumvideo/sv/pipeline/run', { id }));
    expect(message(short)).toBe('只剩 1 种新的组合，请减少生成数量或添加素材');
    const detail = await api.request('/v1/sumvideo/sv/pipeline/detail', { id });
    expect(detail).toMatchObject({ videoCount: 3, finishedCount: 0, madeCombinations: 3, combinations: 4 });

    // The products as they finish: the first render, measured by ffprobe.
    await h.tick(2);
    const { records } = await api.request('/v1/sumvideo/sv/pipeline/productList', { id, pageNo: 1, pageSize: 10 });
    expect(records.map((r) => r.taskId)).toEqual([...taskIds].reverse());
    const finished = records.filter((r) => r.status === 2);
    expect(finished.length).toBeGreaterThan(0);
    const video = finished[0]!.creation!;
    const probe = await probeVideo(fileOf(video.url!));
    expect(Math.abs(probe.durationMs - 2000)).toBeLessThanOrEqual(100);
    expect(probe).toMatchObject({ width: 720, height: 720 });
    expect(video.duration).toBe(probe.durationMs);
    // A pipeline's video is in the creation library under the pipeline source.
    const library = await api.request('/cgp/web/media/creation/productList', { pageNo: 1, pageSize: 10, source: 2 });
    expect(library.records.map((c) => c.id)).toContain(video.id);
  }, 60_000);

  it('counts a run against the quota and refuses it whole when too few videos are left', async () => {
    const api = await admin();
    const a = [
      material(BRAND, api.userId, 1, 'A'),
      material(BRAND, api.userId, 2, 'B'),
      material(BRAND, api.userId, 2, 'C'),
    ];
    const { id } = await api.request('/v1/sumvideo/sv/pipeline/save', {
      name: '额度',
      spec: spec([group('唯一', a)], { videoCount: 3 }),
    });
    const db = h.services.db;
    const used = (
      db.prepare('SELECT count(*) AS n FROM synthesis_tasks WHERE brand_id = ?').get(BRAND) as { n: number }
    ).n;
    // Room for two more videos this month: a run of three is refused whole.
    const produced = videosProduced(db, BRAND, [api.userId], quotaPeriod(h.services.now())).get(api.userId) ?? 0;
    db.prepare(
      `INSERT INTO video_quotas (brand_id, user_id, limit_num, updated_at, updated_by) VALUES (?, ?, ?, '2026-11-20 10:00:00', ?)
       ON CONFLICT (brand_id, user_id) DO UPDATE SET limit_num = excluded.limit_num`,
    ).run(BRAND, api.userId, produced + 2, api.userId);
    const refusal = await rejection(api.request('/v1/sumvideo/sv/pipeline/run', { id }));
    expect(message(refusal)).toMatch(/额度/);
    expect(
      (db.prepare('SELECT count(*) AS n FROM synthesis_tasks WHERE brand_id = ?').get(BRAND) as { n: number }).n,
    ).toBe(used);
  });

  it('are seeded for the brand with two groups and two finished products', async () => {
    const api = await admin();
    const { records } = await api.request('/v1/sumvideo/sv/pipeline/page', { pageNo: 1, pageSize: 10 });
    const seeded = records.find((p) => p.name === '新品种草流水线')!;
    expect(seeded).toMatchObject({ groupNames: ['开场图片', '产品图片'], videoCount: 2, finishedCount: 2 });
    const products = await api.request('/v1/sumvideo/sv/pipeline/productList', {
      id: seeded.id,
      pageNo: 1,
      pageSize: 10,
    });
    expect(products.records.map((p) => [p.status, p.creation !== null, p.materialIds.length])).toEqual([
      [2, true, 2],
      [2, true, 2],
    ]);
    const detail = await api.request('/v1/sumvideo/sv/pipeline/detail', { id: seeded.id });
    expect(detail.madeCombinations).toBe(2);
    expect(detail.combinations).toBe(4);
    // Its materials have files: a run makes the two combinations left.
    const { taskIds } = await api.request('/v1/sumvideo/sv/pipeline/run', { id: seeded.id });
    expect(taskIds).toHaveLength(2);
  });

  it("another brand's pipeline is not found", async () => {
    const api = await admin();
    const other = material(OTHER_BRAND, 3, 1, '别家视频');
    const theirs = insertPipeline(h.services.db, OTHER_BRAND, {
      userId: 3,
      name: '别家的流水线',
      spec: spec([group('组', [other])]),
      at: '2026-11-20 10:00:00',
    });
    const calls = [
      api.request('/v1/sumvideo/sv/pipeline/detail', { id: theirs }),
      api.request('/v1/sumvideo/sv/pipeline/run', { id: theirs }),
      api.request('/v1/sumvideo/sv/pipeline/productList', { id: theirs, pageNo: 1, pageSize: 10 }),
      api.request('/v1/sumvideo/sv/pipeline/remove', { ids: [theirs] }),
      api.request('/v1/sumvideo/sv/creative/group/list', { creativeId: theirs }),
      api.request('/v1/sumvideo/sv/pipeline/save', { id: theirs, name: 'x', spec: spec([group('组', [other])]) }),
    ];
    const refusals = await Promise.all(calls.map(rejection));
    expect(refusals.map(codeOf)).toEqual([...Array(5).fill(Codes.notFound), Codes.notFound]);
    // Another brand's material cannot go in a group.
    const foreign = await rejection(
      api.request('/v1/sumvideo/sv/pipeline/save', { name: 'x', spec: spec([group('组', [other])]) }),
    );
    expect(message(foreign)).toBe('素材组「组」中有素材不存在或已删除');
    expect(
      (await api.request('/v1/sumvideo/sv/pipeline/page', { pageNo: 1, pageSize: 50 })).records.map((r) => r.id),
    ).not.toContain(theirs);
  });
});

describe('foolish mode', () => {
  it('makes one smart-mix task from the materials in a style and renders it', async () => {
    const api = await admin();
    const video = material(BRAND, api.userId, 1, '门店.mp4');
    const image = material(BRAND, api.userId, 2, '海报');
    const { taskIds } = await api.request('/v1/sumvideo/sv/foolish/create', {
      materialIds: [video, image],
      style: 'plain',
      name: '一键成片',
    });
    expect(taskIds).toHaveLength(1);
    const task = await api.request('/v1/sumvideo/sv/synthesis/detail', { id: taskIds[0]! });
    expect(task).toMatchObject({ mode: 4, name: '一键成片', status: 0, sourceName: '简洁方屏（无音乐）' });
    expect(task.spec).toMatchObject({ ratio: '1:1', musicMaterialId: null, narration: null });
    expect(task.spec.shots.map((s) => [s.materialId, s.slot, s.durationMs, s.transition])).toEqual([
      [video, 'video', 3000, 'fade'],
      [image, 'image', 3000, 'fade'],
    ]);
    const lively = await api.request('/v1/sumvideo/sv/foolish/create', { materialIds: [video], style: 'lively' });
    const livelyTask = await api.request('/v1/sumvideo/sv/synthesis/detail', { id: lively.taskIds[0]! });
    // The caption is the material's name without its extension.
    expect(livelyTask.spec.shots[0]!.texts.map((t) => t.content)).toEqual(['门店']);
    expect(livelyTask.spec.ratio).toBe('9:16');

    const refusals = await Promise.all([
      rejection(api.request('/v1/sumvideo/sv/foolish/create', { materialIds: [], style: 'plain' })),
      rejection(api.request('/v1/sumvideo/sv/foolish/create', { materialIds: [video], style: 'nope' })),
      rejection(
        api.request('/v1/sumvideo/sv/foolish/create', {
          materialIds: [video, material(OTHER_BRAND, 3, 1, '别家')],
          style: 'plain',
        }),
      ),
    ]);
    expect(refusals.map(codeOf)).toEqual([Codes.badRequest, Codes.badRequest, Codes.badRequest]);
    expect(message(refusals[0])).toBe('请选择素材');
    expect(message(refusals[2])).toBe('第 2 个素材不存在或已删除');

    await h.tick(3);
    const done = await api.request('/v1/sumvideo/sv/synthesis/detail', { id: taskIds[0]! });
    expect(done.status).toBe(2);
    const probe = await probeVideo(fileOf(done.creation!.url!));
    expect(Math.abs(probe.durationMs - 6000)).toBeLessThanOrEqual(700);
  }, 90_000);
});
