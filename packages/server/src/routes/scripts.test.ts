import { estimatedShotMs, isApiError, type ScriptSpec, type TemplateSpec } from '@brand-console/api-client';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertMaterial } from '../db/materialLibrary';
import { insertTemplate } from '../db/templates';
import { Codes } from '../http/errors';
import { runFfmpeg } from '../media/ffmpeg';
import { generatedName } from '../media/output';
import { probeVideo } from '../media/probe';
import { makeTestClip } from '../media/render';
import { SHOT_PAUSE_MS, synthesise } from '../media/speech';
import { DEFAULT_SUBTITLE_STYLE } from '../media/subtitles';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';
import { scriptFromTemplate } from './scripts';

/** Scripts (脚本创作, ADR 0030): storyboards with a narration per shot, rendered as synthesis tasks of mode 3. */
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

let clips: string;
let clip: string;
let still: string;
beforeAll(async () => {
  clips = mkdtempSync(join(tmpdir(), 'bc-script-clips-'));
  clip = join(clips, 'clip.mp4');
  still = join(clips, 'still.png');
  await Promise.all([
    makeTestClip(clip, { durationMs: 1200, width: 160, height: 120 }),
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=120x90:rate=1', '-frames:v', '1', still]),
  ]);
}, 30_000);
afterAll(() => rmSync(clips, { recursive: true, force: true }));

const BRAND = 13;
const admin = () => h.signedInClient('13800000001', BRAND);

/** A material of the brand whose file is a copy of `source`. */
function material(userId: number, type: 1 | 2, source: string, name: string): number {
  const storedName = generatedName(type === 1 ? 'mp4' : 'png');
  copyFileSync(source, join(h.services.filesDir, storedName));
  h.services.db
    .prepare(
      `INSERT INTO uploads (brand_id, user_id, stored_name, original_name, mime, size, created_at)
       VALUES (?, ?, ?, ?, ?, 0, '2026-11-20 10:00:00')`,
    )
    .run(BRAND, userId, storedName, name, type === 1 ? 'video/mp4' : 'image/png');
  return insertMaterial(h.services.db, BRAND, {
    name,
    type,
    url: `/files/${storedName}`,
    createTime: '2026-11-20 10:00:00',
    source: 3,
    userId,
    duration: type === 1 ? 1200 : null,
  });
}

const detail = (api: SignedInClient, projectId: number) =>
  api.request('/v1/sumvideo/sv/editing/project/detail', { projectId });
const list = (api: SignedInClient, recycled: 0 | 1 = 0) =>
  api.request('/v1/sumvideo/sv/editing/project/page', { pageNo: 1, pageSize: 50, recycled });

describe('scripts', () => {
  it('are made from materials, edited, binned, restored and deleted for good', async () => {
    const api = await admin();
    const video = material(api.userId, 1, clip, '口播');
    const image = material(api.userId, 2, still, '海报');
    const { projectId } = await api.request('/v1/sumvideo/sv/editing/project/addEditingProject', {
      name: '门店探店',
      materialIds: [video, image],
    });
    const made = await detail(api, projectId);
    expect(made.spec.shots.map((s) => [s.slot, s.materialId])).toEqual([
      ['video', video],
      ['image', image],
    ]);
    expect(made.materials.map((m) => m.id).sort()).toEqual([video, image].sort());

    const spec: ScriptSpec = {
      ...made.spec,
      shots: [
        { ...made.spec.shots[0]!, narration: '欢迎来到星河美妆。' },
        { ...made.spec.shots[1]!, narration: '新品八折。', durationMs: null },
      ],
    };
    await api.request('/v1/sumvideo/sv/editing/project/save', { projectId, name: '门店探店（改）', spec });
    const saved = await detail(api, projectId);
    expect(saved).toMatchObject({ name: '门店探店（改）', shotCount: 2, narrationLength: 14 });
    expect(saved.spec.shots[1]!.durationMs).toBeNull();
    expect((await list(api)).records[0]!.projectId).toBe(projectId);

    // A shot's material must be the slot's kind, as a template's.
    const wrong = await rejection(
      api.request('/v1/sumvideo/sv/editing/project/save', {
        projectId,
        name: 'x',
        spec: { ...spec, shots: [{ ...spec.shots[0]!, materialId: image }] },
      }),
    );
    expect(isApiError(wrong) && wrong.msg).toBe('镜头 1：只能放视频素材');

    const purgeLive = await rejection(api.request('/v1/sumvideo/sv/editing/project/purge', { ids: [projectId] }));
    expect(isApiError(purgeLive) && purgeLive.msg).toBe('只能永久删除回收站中的脚本');
    await api.request('/v1/sumvideo/sv/editing/project/remove', { ids: [projectId] });
    expect((await list(api)).records.map((r) => r.projectId)).not.toContain(projectId);
    expect((await list(api, 1)).records.map((r) => r.projectId)).toContain(projectId);
    const binned = await rejection(api.request('/v1/sumvideo/sv/editing/project/save', { projectId, name: 'x', spec }));
    expect(isApiError(binned) && binned.msg).toBe('脚本在回收站中，请先恢复');
    await api.request('/v1/sumvideo/sv/editing/project/restore', { ids: [projectId] });
    expect((await list(api)).records.map((r) => r.projectId)).toContain(projectId);
    await api.request('/v1/sumvideo/sv/editing/project/remove', { ids: [projectId] });
    await api.request('/v1/sumvideo/sv/editing/project/purge', { ids: [projectId] });
    const gone = await rejection(detail(api, projectId));
    expect(isApiError(gone) && gone.code).toBe(Codes.notFound);
  });

  it('are made from a template, its narration shared out over the shots in order', async () => {
    const api = await admin();
    const template: TemplateSpec = {
      ratio: '16:9',
      shots: [1500, 2000].map((durationMs) => ({
        durationMs,
        slot: 'video' as const,
        materialId: null,
        texts: [],
        transition: 'fade' as const,
      })),
      musicMaterialId: null,
      musicVolume: 40,
      narration: { text: '第一句。第二句。第三句。', voice: 'zh-male' },
      subtitles: { enabled: true, style: { ...DEFAULT_SUBTITLE_STYLE } },
    };
    const templateId = insertTemplate(h.services.db, BRAND, {
      name: '三句话模板',
      categoryId: null,
      spec: template,
      coverUrl: null,
      userId: null,
      at: '2026-11-20 10:00:00',
    });
    const { projectId } = await api.request('/v1/sumvideo/sv/creative/templateToProject', { templateId });
    const script = await detail(api, projectId);
    expect(script).toMatchObject({ name: '三句话模板', templateId, ratio: '16:9' });
    expect(script.spec.voice).toBe('zh-male');
    expect(script.spec.shots.map((s) => [s.durationMs, s.narration, s.transition])).toEqual([
      [1500, '第一句。第二句。', 'fade'],
      [2000, '第三句。', 'fade'],
    ]);
    // The same sharing for any count: the first shots take the extra sentences.
    expect(scriptFromTemplate(template, ['a', 'b', 'c', 'd', 'e']).shots.map((s) => s.narration)).toEqual([
      'abc',
      'de',
    ]);
    expect(estimatedShotMs({ durationMs: null, narration: '' })).toBe(1000);
    expect(estimatedShotMs({ durationMs: 5000, narration: '短句。' })).toBe(5000);
  });

  it('are saved as a template of the space, each shot as long as the script expects it, narration joined', async () => {
    const api = await admin();
    const video = material(api.userId, 1, clip, '口播');
    const { projectId } = await api.request('/v1/sumvideo/sv/editing/project/addEditingProject', {
      name: '新品脚本',
      materialIds: [video],
    });
    const made = await detail(api, projectId);
    const spec: ScriptSpec = {
      ...made.spec,
      voice: 'zh-male',
      shots: [
        { ...made.spec.shots[0]!, narration: '欢迎来到星河美妆。', durationMs: null },
        { ...made.spec.shots[0]!, materialId: null, narration: '', durationMs: 2500 },
        { ...made.spec.shots[0]!, materialId: null, narration: '新品八折。', durationMs: 45_000 },
      ],
    };
    await api.request('/v1/sumvideo/sv/editing/project/save', { projectId, name: '新品脚本', spec });
    const { id } = await api.request('/v1/sumvideo/sv/editing/project/toTemplate', { projectId, name: '新品模板' });
    const template = await api.request('/v1/sumvideo/sv/template/detail', { id });
    expect(template.name).toBe('新品模板');
    expect(template.spec.narration).toEqual({ text: '欢迎来到星河美妆。\n新品八折。', voice: 'zh-male' });
    expect(template.spec.shots.map((shot) => [shot.materialId, shot.durationMs])).toEqual([
      [video, estimatedShotMs(spec.shots[0]!)],
      [null, 2500],
      // A template shot is at most 30 s: the longer one keeps its narration, which the video outlasts.
      [null, 30_000],
    ]);

    // More shots than a template holds: refused, nothing made.
    const many = { ...spec, shots: Array.from({ length: 21 }, () => ({ ...spec.shots[1]! })) };
    await api.request('/v1/sumvideo/sv/editing/project/save', { projectId, name: '新品脚本', spec: many });
    const tooMany = await rejection(api.request('/v1/sumvideo/sv/editing/project/toTemplate', { projectId }));
    expect(isApiError(tooMany) && tooMany.msg).toBe('模板最多 20 个分镜，请先删减分镜');

    // 模板空间 is needed as well: a member with only 脚本创作 is told so.
    h.services.db
      .prepare(`DELETE FROM role_menus WHERE menu_id IN (SELECT id FROM menus WHERE scope_code = 'template_space')`)
      .run();
    const noSpace = await rejection(api.request('/v1/sumvideo/sv/editing/project/toTemplate', { projectId }));
    expect(isApiError(noSpace) && noSpace.code).toBe(Codes.noPermission);
  });

  it('render into a video whose shots last as long as their narration takes, with speech and subtitles', async () => {
    const api = await admin();
    const video = material(api.userId, 1, clip, '口播');
    const { projectId } = await api.request('/v1/sumvideo/sv/editing/project/addEditingProject', {
      name: '口播脚本',
      materialIds: [video],
    });
    const made = await detail(api, projectId);
    const narration = '欢迎光临，今天上新。';
    const spec: ScriptSpec = {
      ...made.spec,
      ratio: '1:1',
      shots: [
        { ...made.spec.shots[0]!, durationMs: null, narration },
        { durationMs: 1500, slot: 'image', materialId: null, narration: '', texts: [], transition: 'none' },
      ],
    };
    await api.request('/v1/sumvideo/sv/editing/project/save', { projectId, name: '口播脚本', spec });
    const { taskIds } = await api.request('/v1/sumvideo/sv/editing/project/render', { projectId });
    expect(taskIds).toHaveLength(1);
    await h.tick(2);
    const task = h.services.db
      .prepare('SELECT mode, status, template_id, creation_id FROM synthesis_tasks WHERE id = ?')
      .get(taskIds[0]!) as { mode: number; status: number; template_id: number; creation_id: number };
    expect(task).toMatchObject({ mode: 3, status: 2, template_id: projectId });
    const creation = h.services.db.prepare('SELECT url, source FROM creations WHERE id = ?').get(task.creation_id) as {
      url: string;
      source: number;
    };
    expect(creation.source).toBe(12);
    const probe = await probeVideo(join(h.services.filesDir, creation.url.replace(/^\/files\//, '')));
    const speech = await synthesise(narration, made.spec.voice);
    // Shot 1 lasts its narration and the pause; shot 2 its own 1.5 s.
    expect(Math.abs(probe.durationMs - (speech.durationMs + SHOT_PAUSE_MS + 1500))).toBeLessThanOrEqual(150);
    expect(probe).toMatchObject({ width: 720, height: 720, audioCodec: 'aac' });
  }, 60_000);
});
