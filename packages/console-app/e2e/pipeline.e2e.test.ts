import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright';
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
  uploadMaterials,
  withPage,
  type E2E,
} from './harness';

/**
 * 流水线 (issue 23, ADR 0031): a pipeline of two material groups made in the browser runs into two
 * videos of different combinations, which finish in its product list, play, and are what ffprobe
 * says. 傻瓜模式: materials and a style, one button, a video that plays. Axe-clean in zh/light (pipeline
 * editor, products) and en/dark (foolish mode).
 */
let e2e: E2E;
const PIPELINES = '/sumwhy_video/Assemblyline';
const FOOLISH = '/sumwhy_video/foolish_mode';

const FFPROBE = (
  createRequire(join(ROOT, 'packages/server/package.json'))('@ffprobe-installer/ffprobe') as { path: string }
).path;

beforeAll(async () => {
  e2e = await openE2E({ jobStepMs: 500 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

function probe(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'bc-e2e-pipeline-'));
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

/** Plays a video element muted and answers what the browser read of it. */
async function play(player: Locator) {
  return player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.preload = 'auto';
    element.load();
    await new Promise<void>((resolve, reject) => {
      element.addEventListener('canplay', () => resolve(), { once: true });
      element.addEventListener('error', () => reject(new Error(`media error ${element.error?.code}`)), { once: true });
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
}

/** Picks a material of the library into the open picker named `title` (switching to images first when asked). */
async function pick(page: Page, title: string, name: string, image = false) {
  const dialog = page.getByRole('dialog', { name: title });
  if (image) await dialog.getByRole('radio', { name: '图片' }).click();
  await dialog.getByRole('button', { name: `选择 ${name}` }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('pipelines', () => {
  it('makes a pipeline of two groups in the browser, runs it for two videos and plays one when they finish', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      const { video, image } = await makeMedia(page, { videoMs: 2_000 });
      await uploadMaterials(page, [
        { name: 'E2E流水线视频.mp4', mimeType: 'video/mp4', buffer: video },
        { name: 'E2E流水线图A.png', mimeType: 'image/png', buffer: image },
        { name: 'E2E流水线图B.png', mimeType: 'image/png', buffer: image },
      ]);

      await page.goto(`${e2e.url}${PIPELINES}`);
      await page.getByRole('button', { name: '新建流水线' }).click();
      await page.getByRole('heading', { level: 1, name: '新建流水线' }).waitFor();
      await page.getByRole('textbox', { name: '流水线名称' }).fill('E2E 流水线');
      // Group 1: the video and one image; group 2: the other image. One shot of a second each.
      await page.getByRole('button', { name: '添加素材到“素材组 1”' }).click();
      await pick(page, '为“素材组 1”选择视频或图片', 'E2E流水线视频');
      await page.getByRole('button', { name: '添加素材到“素材组 1”' }).click();
      await pick(page, '为“素材组 1”选择视频或图片', 'E2E流水线图A', true);
      await page.getByRole('button', { name: '添加素材到“素材组 2”' }).click();
      await pick(page, '为“素材组 2”选择视频或图片', 'E2E流水线图B', true);
      // Group 2 first, by keyboard (Alt+↑ on its handle): the group order is the shot order.
      await page.getByRole('button', { name: /^拖动排序：素材组 2/ }).focus();
      await page.keyboard.press('Alt+ArrowUp');
      await page.getByRole('button', { name: /^拖动排序：素材组 1：素材组 2/ }).waitFor();
      const seconds = page.getByRole('spinbutton', { name: '每个镜头时长（秒）' });
      for (const i of [0, 1]) await seconds.nth(i).fill('1');
      await page.getByRole('spinbutton', { name: '每次运行生成视频数' }).fill('2');
      // The live count: 2 × 1 combinations.
      await expect
        .poll(() => page.getByTestId('combination-count').textContent())
        .toContain('这些素材组可以组合出 2 个不同的视频');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/assemblyline_details\?id=\d+/);
      const id = Number(new URL(page.url()).searchParams.get('id'));
      const saved = e2e.query<{ name: string; material_ids: string }>(
        'SELECT name, material_ids FROM pipeline_groups WHERE pipeline_id = ? ORDER BY position',
        id,
      );
      expect(saved.map((g) => [g.name, (JSON.parse(g.material_ids) as number[]).length])).toEqual([
        ['素材组 2', 1],
        ['素材组 1', 2],
      ]);

      // Run from the list (confirmed): the products page follows the two renders.
      await page.goto(`${e2e.url}${PIPELINES}?name=${encodeURIComponent('E2E 流水线')}`);
      await page.getByRole('button', { name: '运行 E2E 流水线' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '运行' }).click();
      await page.waitForURL(/Assemblyline\/productList\?id=\d+/);
      await page.getByRole('heading', { level: 1, name: '成品：E2E 流水线' }).waitFor();
      const players = page.getByLabel(/^E2E 流水线(-2)? 的视频$/);
      await expect.poll(() => players.count(), { timeout: 90_000, interval: 500 }).toBe(2);
      const tasks = e2e.query<{ mode: number; status: number; spec: string }>(
        "SELECT mode, status, spec FROM synthesis_tasks WHERE name LIKE 'E2E 流水线%' ORDER BY id",
      );
      expect(tasks.map((t) => [t.mode, t.status])).toEqual([
        [1, 2],
        [1, 2],
      ]);
      const combos = tasks.map((t) =>
        (JSON.parse(t.spec) as { shots: Array<{ materialId: number }> }).shots.map((s) => s.materialId).join(','),
      );
      expect(new Set(combos).size).toBe(2);

      const played = await play(players.first());
      expect(played.readyState).toBeGreaterThanOrEqual(3);
      expect(played.time).toBeGreaterThan(0);
      const file = await page.request.get(played.src);
      const facts = probe(Buffer.from(await file.body()));
      expect(facts.streams.find((s) => s.codec_type === 'video')).toMatchObject({
        codec_name: 'h264',
        width: 720,
        height: 1280,
      });
      expect(Math.abs(Number(facts.format.duration) * 1000 - 2000)).toBeLessThanOrEqual(150);
      await page.getByRole('link', { name: '查看合成任务：E2E 流水线', exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }, 180_000);

  it('傻瓜模式 in English on dark: materials and a style, one button, and the video plays', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.staff);
        await page.goto(`${e2e.url}/sumwhy_video/material_library`);
        await dismissNotices(page);
        const { image } = await makeMedia(page, { videoMs: 500 });
        await page.getByRole('button', { name: 'Upload', exact: true }).click();
        const upload = page.getByRole('dialog', { name: 'Upload materials' });
        await upload
          .locator('input[type=file]')
          .setInputFiles([{ name: 'E2E傻瓜图.png', mimeType: 'image/png', buffer: image }]);
        await upload.getByRole('button', { name: 'Start upload' }).click();
        await page.getByText('1 materials uploaded').first().waitFor({ timeout: 20_000 });
        await upload.getByRole('button', { name: 'Done' }).click();

        await page.goto(`${e2e.url}${FOOLISH}`);
        await page.getByRole('button', { name: 'Add material' }).click();
        const picker = page.getByRole('dialog', { name: 'Choose a video or image' });
        await picker.getByRole('radio', { name: 'Image' }).click();
        await picker.getByRole('button', { name: 'Choose E2E傻瓜图' }).click();
        await picker.waitFor({ state: 'hidden' });
        await page.getByRole('radio', { name: /Plain square/ }).click();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Make video' }).click();
        const player = page.getByLabel('The video made');
        await player.waitFor({ timeout: 60_000 });
        const played = await play(player);
        expect(played.readyState).toBeGreaterThanOrEqual(3);
        expect(Math.abs(played.duration * 1000 - 3000)).toBeLessThanOrEqual(200);
        // The pointer off the button it pressed (its hover colour is not what is checked).
        await page.mouse.move(0, 0);
        expect(await axeViolations(page)).toEqual([]);
        const [task] = e2e.query<{ mode: number }>(
          "SELECT mode FROM synthesis_tasks WHERE source_name LIKE '简洁方屏%'",
        );
        expect(task!.mode).toBe(4);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
