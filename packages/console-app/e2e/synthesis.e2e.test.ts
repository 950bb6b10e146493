import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  dismissNotices,
  makeMedia,
  openE2E,
  PHONES,
  ROOT,
  signInWithPasswordInEnglish,
  unzipTexts,
  uploadMaterials,
  withPage,
  type E2E,
} from './harness';

/**
 * 模板创作 → 合成任务 → 成品库 (issue 23's Done-when): two real library materials and narration make a
 * video from a two-shot template; the task moves through its statuses in 合成任务; the finished file
 * lasts what the template and the speech say and has an audio track (ffprobe), and plays in the
 * task's detail. A render is cancelled from the list. The pages are axe-clean in zh/light and en/dark.
 */
let e2e: E2E;
const CREATE = '/sumwhy_video/create_by_template';
const TASKS = '/sumwhy_video/synthesis_task';
const WORKS = '/sumwhy_video/finish_product_store';
const NARRATION = '新品上市';
/** The template made for this file: its id and the length its video should have. */
let template: { id: number; expectedMs: number } | null = null;

const FFPROBE = (
  createRequire(join(ROOT, 'packages/server/package.json'))('@ffprobe-installer/ffprobe') as { path: string }
).path;

beforeAll(async () => {
  // The worker looks for queued renders every half second.
  e2e = await openE2E({ jobStepMs: 500 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

/** Calls the API as the signed-in page does (its session headers), answering `data`. */
async function call<T>(page: Page, path: string, body: Record<string, unknown>, json = false): Promise<T> {
  return page.evaluate(
    async ({ path, body, json }) => {
      const headers: Record<string, string> = {
        token: localStorage.getItem('token') ?? '',
        userId: localStorage.getItem('userId') ?? '',
        brandId: String((JSON.parse(localStorage.getItem('brandInfo') ?? '{}') as { brandId?: number }).brandId ?? ''),
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      };
      const encoded = json
        ? JSON.stringify(body)
        : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
      const answer = await fetch(`/api${path}`, { method: 'POST', headers, body: encoded });
      const parsed = (await answer.json()) as { code: number; msg: string; data: unknown };
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${parsed.msg}`);
      return parsed.data as never;
    },
    { path, body, json },
  );
}

/** A template of two 2 s shots (a video slot, then an image slot) with narration and subtitles. */
async function makeTemplate(page: Page): Promise<{ id: number; expectedMs: number }> {
  const { id } = await call<{ id: number }>(
    page,
    '/v1/sumvideo/sv/template/save',
    {
      name: 'E2E 两镜头模板',
      categoryId: null,
      spec: {
        ratio: '9:16',
        shots: [
          {
            durationMs: 2000,
            slot: 'video',
            materialId: null,
            texts: [{ content: '新品上市', position: 'top', fontSize: 64, color: '#ffffff' }],
            transition: 'fade',
          },
          { durationMs: 2000, slot: 'image', materialId: null, texts: [], transition: 'none' },
        ],
        musicMaterialId: null,
        musicVolume: 40,
        narration: { text: NARRATION, voice: 'zh-female' },
        subtitles: {
          enabled: true,
          style: {
            fontKey: 'zcool-kuaile',
            fontSize: 44,
            color: '#ffffff',
            strokeColor: '#1f1f1f',
            strokeWidth: 3,
            position: 'bottom',
          },
        },
      },
    },
    true,
  );
  // The same synthesiser speaks the preview: the video lasts the shots, or the speech + 0.5 s when longer.
  const speech = await call<{ durationMs: number }>(page, '/v1/sumvideo/sv/speech/preview', {
    voice: 'zh-female',
    text: NARRATION,
  });
  return { id, expectedMs: Math.max(4000, speech.durationMs + 500) };
}

/** ffprobe's account of a file: its length and streams. */
function probe(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'bc-e2e-synthesis-'));
  try {
    const file = join(dir, 'video.mp4');
    writeFileSync(file, bytes);
    const run = spawnSync(FFPROBE, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]);
    if (run.status !== 0) throw new Error(`ffprobe failed: ${run.stderr.toString()}`);
    return JSON.parse(run.stdout.toString()) as {
      format: { duration: string };
      streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('making videos from a template', () => {
  it('fills a template with two uploaded materials and narration, follows the render to completed, and finds the promised video in the file and the player', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      const { video, image } = await makeMedia(page, { videoMs: 2_500 });
      await uploadMaterials(page, [
        { name: 'E2E口播素材.mp4', mimeType: 'video/mp4', buffer: video },
        { name: 'E2E产品图.png', mimeType: 'image/png', buffer: image },
      ]);
      template = await makeTemplate(page);

      await page.goto(`${e2e.url}${CREATE}?templateId=${template.id}`);
      await page.getByRole('heading', { level: 1, name: '模板创作' }).waitFor();
      await page.getByRole('textbox', { name: '视频名称' }).fill('E2E 新品视频');
      // Each slot from the library, through the picker of its kind.
      await page.getByRole('button', { name: '选择视频（视频 1 · 镜头 1）' }).click();
      const videos = page.getByRole('dialog', { name: '从素材库选择视频' });
      await videos.getByRole('button', { name: '选择 E2E口播素材' }).click();
      await videos.waitFor({ state: 'hidden' });
      await page.getByText('已选：E2E口播素材').waitFor();
      await page.getByRole('button', { name: '选择图片（视频 1 · 镜头 2）' }).click();
      const images = page.getByRole('dialog', { name: '从素材库选择图片' });
      await images.getByRole('button', { name: '选择 E2E产品图' }).click();
      await page.getByText('已选：E2E产品图').waitFor();
      // The template's narration is there to keep or reword.
      expect(await page.getByRole('textbox', { name: '旁白文案' }).inputValue()).toBe(NARRATION);
      await page.getByRole('button', { name: '开始生成' }).click();
      await page.getByText('已提交 1 个合成任务').waitFor();

      // 合成任务, filtered to the new task: it moves from waiting or processing to completed.
      await page.getByRole('link', { name: '查看合成任务' }).click();
      await page.waitForURL(/\/sumwhy_video\/synthesis_task\?/);
      const table = page.getByRole('table', { name: '合成任务列表' });
      const row = table.getByRole('row', { name: /E2E 新品视频/ });
      await row.waitFor();
      const seen = new Set<string>();
      await expect
        .poll(
          async () => {
            const text = (await row.textContent()) ?? '';
            for (const label of ['等待中', '处理中', '已完成', '异常']) if (text.includes(label)) seen.add(label);
            return seen.has('已完成') || seen.has('异常');
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
      expect(seen.has('异常')).toBe(false);
      expect(seen.has('等待中') || seen.has('处理中')).toBe(true);

      // The task's creation in the database: what the render measured.
      const [task] = e2e.query<{ id: number; status: number; creation_id: number }>(
        "SELECT id, status, creation_id FROM synthesis_tasks WHERE name = 'E2E 新品视频'",
      );
      expect(task!.status).toBe(2);
      const [creation] = e2e.query<{ duration: number; width: number; height: number; source: number }>(
        'SELECT duration, width, height, source FROM creations WHERE id = ?',
        task!.creation_id,
      );
      expect(creation).toMatchObject({ width: 720, height: 1280, source: 11 });

      // Its detail plays the video, as long as promised.
      await row.getByRole('button', { name: '详情 E2E 新品视频' }).click();
      await page.getByRole('heading', { level: 1, name: 'E2E 新品视频' }).waitFor();
      const player = page.getByLabel('成片播放：E2E 新品视频');
      await player.waitFor();
      const played = await player.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        element.preload = 'auto';
        element.load();
        await new Promise<void>((resolve, reject) => {
          element.addEventListener('canplay', () => resolve(), { once: true });
          element.addEventListener('error', () => reject(new Error(`media error ${element.error?.code}`)), {
            once: true,
          });
        });
        await element.play();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return {
          readyState: element.readyState,
          duration: element.duration,
          time: element.currentTime,
          src: element.currentSrc,
        };
      });
      expect(played.readyState).toBeGreaterThanOrEqual(3);
      expect(played.time).toBeGreaterThan(0);
      expect(Math.abs(played.duration * 1000 - template.expectedMs)).toBeLessThanOrEqual(200);
      // The parameters that made it: the two chosen materials.
      await page.getByRole('cell', { name: 'E2E口播素材' }).waitFor();
      await page.getByRole('cell', { name: 'E2E产品图' }).waitFor();

      // The file itself: H.264 720×1280 with an AAC track, as long as the shots or the speech + 0.5 s.
      const file = await page.request.get(played.src);
      expect(file.status()).toBe(200);
      const facts = probe(Buffer.from(await file.body()));
      const videoStream = facts.streams.find((s) => s.codec_type === 'video');
      expect(videoStream).toMatchObject({ codec_name: 'h264', width: 720, height: 1280 });
      expect(facts.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);
      const probedMs = Number(facts.format.duration) * 1000;
      expect(Math.abs(probedMs - template.expectedMs)).toBeLessThanOrEqual(150);
      expect(Math.abs(creation!.duration - probedMs)).toBeLessThanOrEqual(100);

      // 成品库 lists it; its detail links back to the task.
      await page.goto(`${e2e.url}${WORKS}?name=${encodeURIComponent('E2E 新品视频')}`);
      await page.getByRole('button', { name: '查看成品：E2E 新品视频' }).click();
      await page.getByRole('heading', { level: 1, name: 'E2E 新品视频' }).waitFor();
      await page.getByRole('link', { name: `查看生成它的合成任务 #${task!.id}` }).waitFor();
    });
  }, 180_000);

  it('cancels a waiting render from 合成任务 after confirming (已关闭), and exports the filtered tasks', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      // The template of the test above (or its own, when this test runs alone).
      template ??= await makeTemplate(page);
      await page.goto(`${e2e.url}${CREATE}?templateId=${template.id}`);
      await page.getByRole('textbox', { name: '视频名称' }).fill('E2E 取消视频');
      // Two videos in one batch: the render queue takes one at a time, so the second waits.
      await page.getByRole('button', { name: '添加一个视频' }).click();
      await page.getByRole('heading', { name: '视频 2' }).waitFor();
      await page.getByRole('button', { name: '开始生成' }).click();
      await page.getByText('已提交 2 个合成任务').waitFor();

      await page.goto(`${e2e.url}${TASKS}?name=${encodeURIComponent('E2E 取消视频')}`);
      const table = page.getByRole('table', { name: '合成任务列表' });
      const second = table.getByRole('row', { name: /E2E 取消视频-2/ });
      await second.getByRole('button', { name: '取消 E2E 取消视频-2' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('任务将停止渲染并关闭，已做的部分不会保留。').waitFor();
      await confirm.getByRole('button', { name: '取消任务' }).click();
      await page.getByText('任务已关闭').first().waitFor();
      await second.getByText('已关闭').waitFor();
      expect(
        e2e.query<{ status: number; creation_id: number | null }>(
          "SELECT status, creation_id FROM synthesis_tasks WHERE name = 'E2E 取消视频-2'",
        ),
      ).toEqual([{ status: 5, creation_id: null }]);
      // A closed task can be queued again.
      await second.getByRole('button', { name: '重试 E2E 取消视频-2' }).waitFor();

      // 导出: the filtered tasks as an xlsx, also kept in the task centre, tracked as 212.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^合成任务\d{14}\.xlsx$/);
      const sheet = [...unzipTexts(readFileSync(await download.path())).values()].join('\n');
      expect(sheet).toContain('E2E 取消视频-2');
      expect(sheet).not.toContain('E2E 新品视频');
      const [kept] = e2e.query<{ export_json: string }>(
        'SELECT export_json FROM download_tasks WHERE file_name = ?',
        download.suggestedFilename(),
      );
      expect(JSON.parse(kept!.export_json)).toMatchObject({ name: 'E2E 取消视频' });
      await expect
        .poll(() => e2e.query<{ n: number }>('SELECT count(*) AS n FROM tracking_events WHERE event_id = 212')[0]!.n)
        .toBe(1);
    });
  }, 120_000);

  it('is axe-clean in Chinese on light and in English on dark', async () => {
    const [task] = e2e.query<{ id: number; creation_id: number }>(
      'SELECT id, creation_id FROM synthesis_tasks WHERE brand_id = 13 AND status = 2 AND creation_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    // The template made above, or (this test alone) one of the brand's seeded ones.
    const templateId =
      template?.id ??
      e2e.query<{ id: number }>(
        'SELECT id FROM video_templates WHERE brand_id = 13 AND deleted_at IS NULL ORDER BY id LIMIT 1',
      )[0]!.id;
    const pages: Array<[string, RegExp]> = [
      [CREATE, /模板空间|Template space/],
      [`${CREATE}?templateId=${templateId}`, /视频名称|Video name/],
      [TASKS, /共 \d+ 个任务|\d+ tasks/],
      [`${TASKS}/detail?id=${task!.id}`, /生成参数|Parameters/],
      [WORKS, /共 \d+ 个成品|\d+ finished products/],
      [`${WORKS}/works_detail?id=${task!.creation_id}`, /成品信息|Details/],
    ];
    const check = async (page: Page) => {
      const found: string[] = [];
      for (const [path, ready] of pages) {
        await page.goto(`${e2e.url}${path}`);
        await page.getByText(ready).first().waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
        found.push(...(await axeViolations(page)).map((violation) => `${path} ${violation}`));
      }
      expect(found).toEqual([]);
    };
    await asSignedIn(e2e, PHONES.staff, check);
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.staff);
        await check(page);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 180_000);
});
