import { DIGITAL_MODEL_LIMITS, isApiError, REPLACE_LIMITS, type TemplateSpec } from '@brand-console/api-client';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertMaterial } from '../../db/materialLibrary';
import { insertTemplate } from '../../db/templates';
import { Codes } from '../../http/errors';
import { runFfmpeg } from '../../media/ffmpeg';
import { generatedName } from '../../media/output';
import { probeVideo } from '../../media/probe';
import { makeTestClip } from '../../media/render';
import { synthesise } from '../../media/speech';
import { figurePng } from '../../seed/digitalModels';
import { createHarness, rejection, type Harness, type SignedInClient } from '../../testing/harness';

/**
 * Digital models, presenters in renders and replacement rules (ADR 0035). Renders are real and
 * short (1:1 at 720×720) because the machines have two cores.
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
let figure: string;
beforeAll(async () => {
  clips = mkdtempSync(join(tmpdir(), 'bc-digital-model-clips-'));
  clip = join(clips, 'clip.mp4');
  still = join(clips, 'still.png');
  figure = join(clips, 'figure.png');
  // A pure red figure on a transparent background: where it stands is red, elsewhere the shot shows.
  writeFileSync(figure, figurePng(120, 240, [255, 0, 0], [255, 0, 0], [255, 0, 0]));
  await Promise.all([
    makeTestClip(clip, { durationMs: 1500, width: 160, height: 120 }),
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=120x90:rate=1', '-frames:v', '1', still]),
  ]);
}, 30_000);
afterAll(() => rmSync(clips, { recursive: true, force: true }));

const BRAND = 13;
const OTHER_BRAND = 14;
const staff = () => h.signedInClient('13800000002', BRAND);
const other = () => h.signedInClient('13800000003', OTHER_BRAND);

function material(brandId: number, userId: number, type: 1 | 2, source: string, name: string): number {
  const storedName = generatedName(type === 1 ? 'mp4' : 'png');
  copyFileSync(source, join(h.services.filesDir, storedName));
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
      texts: [{ content: '开场', position: 'top', fontSize: 64, color: '#ffffff' }],
      transition: 'none',
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

const template = (brandId: number, spec: TemplateSpec = SPEC, name = '测试模板') =>
  insertTemplate(h.services.db, brandId, {
    name,
    categoryId: null,
    spec,
    coverUrl: null,
    userId: null,
    at: '2026-11-20 10:00:00',
  });

const fileOf = (url: string) => join(h.services.filesDir, url.replace(/^\/files\//, '').replace(/\?.*$/, ''));

/** The RGB of one pixel of a video's frame at `seconds`. */
async function pixel(file: string, seconds: number, x: number, y: number): Promise<[number, number, number]> {
  const out = join(clips, `${generatedName('rgb')}`);
  await runFfmpeg([
    '-ss',
    seconds.toFixed(2),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    `crop=2:2:${x}:${y},format=rgb24`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    out,
  ]);
  const bytes = readFileSync(out);
  rmSync(out);
  return [bytes[0]!, bytes[1]!, bytes[2]!];
}

async function newModel(api: SignedInClient, body: Record<string, unknown> = {}) {
  const figureMaterialId = material(BRAND, api.userId, 2, figure, '红色形象');
  const { id } = await api.request('/v1/sumvideo/sv/digitalModel/save', {
    name: '红衣主播',
    figureMaterialId,
    voice: 'zh-female',
    position: 'center',
    scale: 50,
    ...body,
  } as never);
  return { id, figureMaterialId };
}

describe('digital models', () => {
  it('lists the seeded library and the brand’s own, copies from the library, saves and removes', async () => {
    const api = await staff();
    const library = await api.request('/v1/sumvideo/sv/digitalModel/library/list', { pageNo: 1, pageSize: 10 });
    expect(library.total).toBe(3);
    expect(library.records.every((m) => m.source === 2 && m.figureKind === 'image')).toBe(true);
    // The seeded figure is a real PNG with an alpha channel (colour type 6) and transparent corners.
    const png = readFileSync(fileOf(library.records[0]!.figureUrl));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png[25]).toBe(6);
    const own = await api.request('/v1/sumvideo/sv/digitalModel/page', { pageNo: 1, pageSize: 10 });
    expect(own.records.map((m) => m.name)).toEqual(['品牌主播小安']);

    const { id: copyId } = await api.request('/v1/sumvideo/sv/digitalModel/copy', { id: library.records[2]!.id });
    const copy = await api.request('/v1/sumvideo/sv/digitalModel/detail', { id: copyId });
    expect(copy).toMatchObject({ source: 1, libraryId: library.records[2]!.id, voice: 'en-us-female' });
    // The copy is the brand's to change: a new voice keeps its figure.
    await api.request('/v1/sumvideo/sv/digitalModel/save', {
      id: copyId,
      name: copy.name,
      figureMaterialId: null,
      voice: 'en-gb-male',
      position: 'left',
      scale: 70,
    });
    const changed = await api.request('/v1/sumvideo/sv/digitalModel/detail', { id: copyId });
    expect(changed).toMatchObject({ voice: 'en-gb-male', position: 'left', scale: 70 });
    expect(fileOf(changed.figureUrl)).toBe(fileOf(copy.figureUrl));
    // The library is read-only and copies only from itself.
    const readOnly = await rejection(
      api.request('/v1/sumvideo/sv/digitalModel/save', {
        id: library.records[0]!.id,
        name: 'x',
        figureMaterialId: null,
        voice: 'zh-male',
        position: 'left',
        scale: 50,
      }),
    );
    expect(isApiError(readOnly) && readOnly.msg).toBe('虚拟模特库的模特不能修改，请先复制');
    const notLibrary = await rejection(api.request('/v1/sumvideo/sv/digitalModel/copy', { id: copyId }));
    expect(isApiError(notLibrary) && notLibrary.code).toBe(Codes.notFound);

    const { id } = await newModel(api);
    expect((await api.request('/v1/sumvideo/sv/digitalModel/page', { pageNo: 1, pageSize: 10 })).total).toBe(3);
    const filtered = await api.request('/v1/sumvideo/sv/digitalModel/page', { pageNo: 1, pageSize: 10, name: '红衣' });
    expect(filtered.records.map((m) => m.id)).toEqual([id]);
    await api.request('/v1/sumvideo/sv/digitalModel/remove', { ids: [id, copyId] });
    expect((await api.request('/v1/sumvideo/sv/digitalModel/page', { pageNo: 1, pageSize: 10 })).total).toBe(1);
  });

  it('refuses a missing figure, text over its maximum, an audio figure and another brand’s models', async () => {
    const api = await staff();
    const noFigure = await rejection(
      api.request('/v1/sumvideo/sv/digitalModel/save', {
        name: '无形象',
        figureMaterialId: null,
        voice: 'zh-male',
        position: 'left',
        scale: 50,
      }),
    );
    expect(isApiError(noFigure) && noFigure.msg).toBe('请选择形象素材');
    const long = await rejection(newModel(api, { name: 'x'.repeat(DIGITAL_MODEL_LIMITS.name + 1) }));
    expect(isApiError(long) && long.code).toBe(Codes.badRequest);
    const huge = await rejection(newModel(api, { description: 'x'.repeat(DIGITAL_MODEL_LIMITS.description + 1) }));
    expect(isApiError(huge) && huge.code).toBe(Codes.badRequest);
    const tiny = await rejection(newModel(api, { scale: DIGITAL_MODEL_LIMITS.scale.min - 1 }));
    expect(isApiError(tiny) && tiny.code).toBe(Codes.badRequest);

    const { id } = await newModel(api);
    const them = await other();
    const foreignDetail = await rejection(them.request('/v1/sumvideo/sv/digitalModel/detail', { id }));
    expect(isApiError(foreignDetail) && foreignDetail.code).toBe(Codes.notFound);
    const foreignRemove = await rejection(them.request('/v1/sumvideo/sv/digitalModel/remove', { ids: [id] }));
    expect(isApiError(foreignRemove) && foreignRemove.code).toBe(Codes.notFound);
    // Their figure from our library: not theirs.
    const ourMaterial = material(BRAND, api.userId, 2, figure, '我们的形象');
    const foreignFigure = await rejection(
      them.request('/v1/sumvideo/sv/digitalModel/save', {
        name: '借用',
        figureMaterialId: ourMaterial,
        voice: 'zh-male',
        position: 'left',
        scale: 50,
      }),
    );
    expect(isApiError(foreignFigure) && foreignFigure.msg).toBe('形象素材不存在或已删除');
    // A template of theirs cannot name our model as its presenter.
    const foreignPresenter = await rejection(
      them.request('/v1/sumvideo/sv/template/save', {
        name: '借用主播',
        categoryId: null,
        spec: { ...SPEC, presenter: { modelId: id, position: 'left', scale: 50 } },
      }),
    );
    expect(isApiError(foreignPresenter) && foreignPresenter.msg).toBe('数字人不存在或已删除');
  });

  it('renders a template with a presenter: the figure over the shots and the narration in its voice', async () => {
    const api = await staff();
    const { id: modelId } = await newModel(api, { voice: 'zh-female' });
    const text = '大家好，欢迎来到直播间。今天给大家介绍三款新品，每一款都经过了严格的测试。';
    const [modelVoice, templateVoice] = await Promise.all([
      synthesise(text, 'zh-female'),
      synthesise(text, 'en-us-male'),
    ]);
    // The two voices take clearly different times over the text: the video's length tells which spoke.
    expect(Math.abs(modelVoice.durationMs - templateVoice.durationMs)).toBeGreaterThan(400);
    const { id: templateId } = await api.request('/v1/sumvideo/sv/template/save', {
      name: '数字人口播',
      categoryId: null,
      spec: {
        ...SPEC,
        narration: { text, voice: 'en-us-male' },
        presenter: { modelId, position: 'center', scale: 50 },
      },
    });
    expect((await api.request('/v1/sumvideo/sv/template/detail', { id: templateId })).spec.presenter).toEqual({
      modelId,
      position: 'center',
      scale: 50,
    });
    const { taskIds } = await api.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
      templateId,
      name: '数字人视频',
      variants: [{ slots: [], narration: null }],
    });
    await h.tick(3);
    const done = await api.request('/v1/sumvideo/sv/synthesis/detail', { id: taskIds[0]! });
    expect(done.status).toBe(2);
    const file = fileOf(done.creation!.url!);
    const probe = await probeVideo(file);
    expect(probe.audioCodec).toBe('aac');
    expect(Math.abs(probe.durationMs - (modelVoice.durationMs + 500))).toBeLessThanOrEqual(150);
    // 720×720, the figure 360 high standing centred on the bottom edge: red there, the dark empty slot above it.
    const [r, g, b] = await pixel(file, 0.5, 360, 640);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(120);
    const above = await pixel(file, 0.5, 360, 200);
    expect(Math.max(...above)).toBeLessThan(60);
    // Beside the figure (its transparent corner) the shot shows, not the figure.
    const beside = await pixel(file, 0.5, 250, 700);
    expect(beside[0]).toBeLessThan(60);
  }, 90_000);
});

describe('a storyboard’s presenter', () => {
  it('is stored with the script and carried into the render’s spec', async () => {
    const api = await staff();
    const { id: modelId } = await newModel(api, { voice: 'en-gb-male' });
    const { projectId } = await api.request('/v1/sumvideo/sv/editing/project/addEditingProject', { name: '主播脚本' });
    const presenter = { modelId, position: 'left' as const, scale: 40 };
    await api.request('/v1/sumvideo/sv/editing/project/save', {
      projectId,
      name: '主播脚本',
      spec: {
        ratio: '1:1',
        shots: [
          {
            durationMs: null,
            slot: 'video',
            materialId: null,
            narration: 'Hello there.',
            texts: [],
            transition: 'none',
          },
        ],
        voice: 'en-us-male',
        musicMaterialId: null,
        musicVolume: 40,
        subtitles: SPEC.subtitles,
        presenter,
      },
    });
    const detail = await api.request('/v1/sumvideo/sv/editing/project/detail', { projectId });
    expect(detail.spec.presenter).toEqual(presenter);
    const { taskIds } = await api.request('/v1/sumvideo/sv/editing/project/render', { projectId });
    const task = await api.request('/v1/sumvideo/sv/synthesis/detail', { id: taskIds[0]! });
    expect(task.spec.presenter).toEqual(presenter);
    // Another brand's model is refused as a storyboard's presenter.
    const them = await other();
    const mine = await them.request('/v1/sumvideo/sv/editing/project/addEditingProject', { name: '借用' });
    const refusal = await rejection(
      them.request('/v1/sumvideo/sv/editing/project/save', {
        projectId: mine.projectId,
        name: '借用',
        spec: { ...detail.spec, presenter },
      }),
    );
    expect(isApiError(refusal) && refusal.msg).toBe('数字人不存在或已删除');
  });
});

describe('a pipeline’s presenter (流水线 → 数字人)', () => {
  it('is set, read, cleared, and put into every video its runs make', async () => {
    const api = await staff();
    const { id: modelId } = await newModel(api);
    const { id: pipelineId } = h.services.db
      .prepare('SELECT id FROM pipelines WHERE brand_id = ? ORDER BY id')
      .get(BRAND) as { id: number };
    expect(await api.request('/v1/sumvideo/sv/digitalModel/pipelinePresenter', { pipelineId })).toMatchObject({
      pipelineId,
      presenter: null,
    });
    const presenter = { modelId, position: 'right' as const, scale: 55 };
    await api.request('/v1/sumvideo/sv/digitalModel/setPipelinePresenter', { pipelineId, presenter });
    expect((await api.request('/v1/sumvideo/sv/digitalModel/pipelinePresenter', { pipelineId })).presenter).toEqual(
      presenter,
    );
    const { taskIds } = await api.request('/v1/sumvideo/sv/pipeline/run', { id: pipelineId });
    expect(taskIds.length).toBeGreaterThan(0);
    for (const id of taskIds) {
      expect((await api.request('/v1/sumvideo/sv/synthesis/detail', { id })).spec.presenter).toEqual(presenter);
    }
    // Another brand's model is refused; null clears.
    const them = await other();
    const theirs = await rejection(
      them.request('/v1/sumvideo/sv/digitalModel/setPipelinePresenter', { pipelineId, presenter }),
    );
    expect(isApiError(theirs) && theirs.code).toBe(Codes.notFound);
    await api.request('/v1/sumvideo/sv/digitalModel/setPipelinePresenter', { pipelineId, presenter: null });
    expect((await api.request('/v1/sumvideo/sv/digitalModel/pipelinePresenter', { pipelineId })).presenter).toBeNull();
  });
});

describe('replacement rules', () => {
  it('keeps a template’s rules and runs them: one synthesis task per combination', async () => {
    const api = await staff();
    const videoA = material(BRAND, api.userId, 1, clip, '视频A');
    const videoB = material(BRAND, api.userId, 1, clip, '视频B');
    const templateId = template(BRAND);
    const { id: textRule } = await api.request('/v1/sumvideo/sv/creativeReplace/setReplaceRule', {
      creativeId: templateId,
      replaceName: '标题',
      target: 'text',
      shotIndex: 0,
      layerIndex: 0,
      materialIds: [],
      texts: ['标题一', '标题二'],
    });
    const { id: slotRule } = await api.request('/v1/sumvideo/sv/creativeReplace/setReplaceRule', {
      creativeId: templateId,
      replaceName: '开场视频',
      remark: '两条素材',
      target: 'slot',
      shotIndex: 0,
      materialIds: [videoA, videoB],
      texts: [],
    });
    await api.request('/v1/sumvideo/sv/creativeReplace/modifyReplaceName', { id: textRule, replaceName: '开场标题' });
    await api.request('/v1/sumvideo/sv/creativeReplace/modifyRemark', { id: textRule, remark: '比较完播率' });
    const rules = await api.request('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId', {
      creativeId: templateId,
    });
    expect(rules.map((r) => [r.replaceName, r.remark, r.target])).toEqual([
      ['开场标题', '比较完播率', 'text'],
      ['开场视频', '两条素材', 'slot'],
    ]);
    expect(rules[1]!.materials.map((m) => m.id)).toEqual([videoA, videoB]);
    expect(await api.request('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById', { id: slotRule })).toMatchObject({
      materialIds: [videoA, videoB],
      texts: [],
    });

    const every = await api.request('/v1/sumvideo/sv/creativeReplace/replace', {
      creativeId: templateId,
      ruleIds: [textRule, slotRule],
      mode: 1,
      count: 10,
      name: '替换',
    });
    expect(every.taskIds).toHaveLength(4);
    const specs = await Promise.all(every.taskIds.map((id) => api.request('/v1/sumvideo/sv/synthesis/detail', { id })));
    expect(specs.map((t) => [t.name, t.mode, t.status])).toEqual([
      ['替换', 2, 0],
      ['替换-2', 2, 0],
      ['替换-3', 2, 0],
      ['替换-4', 2, 0],
    ]);
    expect(specs.map((t) => [t.spec.shots[0]!.texts[0]!.content, t.spec.shots[0]!.materialId])).toEqual([
      ['标题一', videoA],
      ['标题一', videoB],
      ['标题二', videoA],
      ['标题二', videoB],
    ]);
    const zipped = await api.request('/v1/sumvideo/sv/creativeReplace/replace', {
      creativeId: templateId,
      ruleIds: [textRule, slotRule],
      mode: 2,
      count: 10,
      name: '对应',
    });
    expect(zipped.taskIds).toHaveLength(2);
    const capped = await api.request('/v1/sumvideo/sv/creativeReplace/replace', {
      creativeId: templateId,
      ruleIds: [textRule, slotRule],
      mode: 1,
      count: 3,
      name: '上限',
    });
    expect(capped.taskIds).toHaveLength(3);
    await api.request('/v1/sumvideo/sv/creativeReplace/remove', { id: slotRule });
    expect(
      await api.request('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId', { creativeId: templateId }),
    ).toHaveLength(1);
  });

  it('refuses rules beyond the maxima, wrong targets and kinds, and another brand’s rules', async () => {
    const api = await staff();
    const image = material(BRAND, api.userId, 2, still, '图片');
    const templateId = template(BRAND);
    const set = (body: Record<string, unknown>) =>
      rejection(
        api.request('/v1/sumvideo/sv/creativeReplace/setReplaceRule', {
          creativeId: templateId,
          replaceName: '规则',
          target: 'text',
          shotIndex: 0,
          layerIndex: 0,
          materialIds: [],
          texts: ['a'],
          ...body,
        } as never),
      );
    const tooMany = await set({ texts: Array.from({ length: REPLACE_LIMITS.itemsPerRule + 1 }, (_, i) => `t${i}`) });
    expect(isApiError(tooMany) && tooMany.code).toBe(Codes.badRequest);
    const longName = await set({ replaceName: 'x'.repeat(REPLACE_LIMITS.name + 1) });
    expect(isApiError(longName) && longName.code).toBe(Codes.badRequest);
    const noShot = await set({ shotIndex: 5 });
    expect(isApiError(noShot) && noShot.msg).toBe('模板没有第 6 个镜头');
    const noLayer = await set({ shotIndex: 1 });
    expect(isApiError(noLayer) && noLayer.msg).toBe('第 2 个镜头没有这段文字');
    const wrongKind = await set({ target: 'slot', materialIds: [image], texts: [] });
    expect(isApiError(wrongKind) && wrongKind.msg).toBe('第 1 个镜头只能放视频素材');
    const empty = await set({ texts: [] });
    expect(isApiError(empty) && empty.code).toBe(Codes.badRequest);

    const { id } = await api.request('/v1/sumvideo/sv/creativeReplace/setReplaceRule', {
      creativeId: templateId,
      replaceName: '规则',
      target: 'text',
      shotIndex: 0,
      layerIndex: 0,
      materialIds: [],
      texts: ['a', 'b'],
    });
    const them = await other();
    const count = () => h.services.db.prepare('SELECT count(*) AS n FROM synthesis_tasks').get();
    const before = count();
    for (const call of [
      them.request('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById', { id }),
      them.request('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId', { creativeId: templateId }),
      them.request('/v1/sumvideo/sv/creativeReplace/modifyRemark', { id, remark: 'x' }),
      them.request('/v1/sumvideo/sv/creativeReplace/remove', { id }),
      them.request('/v1/sumvideo/sv/creativeReplace/replace', {
        creativeId: templateId,
        ruleIds: [id],
        mode: 1,
        count: 2,
        name: 'x',
      }),
    ]) {
      const refusal = await rejection(call);
      expect(isApiError(refusal) && refusal.code).toBe(Codes.notFound);
    }
    expect(count()).toEqual(before);
  });

  it('seeds a rule on brand 13’s template 双十一主推款口播', async () => {
    const api = await staff();
    const row = h.services.db
      .prepare("SELECT id FROM video_templates WHERE brand_id = 13 AND name = '双十一主推款口播'")
      .get() as { id: number };
    const rules = await api.request('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId', {
      creativeId: row.id,
    });
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ target: 'text', shotIndex: 0, layerIndex: 0 });
    expect(rules[0]!.texts).toHaveLength(3);
  });
});
