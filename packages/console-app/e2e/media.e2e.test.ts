import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, dismissNotices, moreAction, openE2E, PHONES, ROOT, uploadMaterials, type E2E } from './harness';

/**
 * The media engine end to end (issue 23): a real video uploaded through the library, measured by
 * the server, split by the render worker into pieces of the length the member chose, and each
 * piece played by Chromium from the material detail's player.
 */
let e2e: E2E;
let clip: Buffer;

/** A 10.4 s 160×120 clip with a tone, made by the server's own ffmpeg package. */
function makeClip(): Buffer {
  const ffmpeg = (
    createRequire(join(ROOT, 'packages/server/package.json'))('@ffmpeg-installer/ffmpeg') as {
      path: string;
    }
  ).path;
  const dir = mkdtempSync(join(tmpdir(), 'bc-e2e-clip-'));
  try {
    const out = join(dir, 'clip.mp4');
    const run = spawnSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=25:duration=10.4',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=10.4',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      '-movflags',
      '+faststart',
      out,
    ]);
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr.toString()}`);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  clip = makeClip();
  // The worker runs every half second, so the split renders while the test waits.
  e2e = await openE2E({ jobStepMs: 500 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

describe('the media engine', () => {
  it('splits an uploaded video into 2 s pieces that play in the browser', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      await uploadMaterials(page, [{ name: '门店口播原片.mp4', mimeType: 'video/mp4', buffer: clip }]);
      // The server measured the file: its duration and size, not the browser's word for them.
      const [saved] = e2e.query<{ id: number; duration: number; size: number; width: number; cover_url: string }>(
        "SELECT id, duration, size, width, cover_url FROM materials WHERE name = '门店口播原片'",
      );
      expect(saved!.size).toBe(clip.length);
      expect(Math.abs(saved!.duration - 10_400)).toBeLessThanOrEqual(100);
      expect(saved!.width).toBe(160);
      expect(saved!.cover_url).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);

      await page.getByRole('textbox', { name: '素材名称' }).fill('门店口播原片');
      await page.getByRole('button', { name: '查询' }).click();
      const table = page.getByRole('table', { name: '素材库' });
      const row = table.getByRole('row', { name: /门店口播原片/ }).first();
      await row.waitFor();
      await moreAction(page, row, '拆分');
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('radio', { name: '2 秒' }).click();
      await confirm.getByText('将“门店口播原片”按每段 2 秒拆分为 6 段').waitFor();
      await confirm.getByRole('button', { name: '确认' }).click();
      await page.getByText('拆分任务已创建，可在任务中心查看进度').first().waitFor();

      // The worker renders it: the record completes with six pieces.
      const status = () =>
        e2e.query<{ status: number; split_duration: number }>(
          'SELECT status, split_duration FROM material_operations ORDER BY id DESC LIMIT 1',
        )[0]!;
      await expect.poll(() => status().status, { timeout: 60_000, interval: 500 }).toBe(2);
      expect(status().split_duration).toBe(2000);
      const pieces = e2e.query<{ name: string; duration: number }>(
        "SELECT name, duration FROM materials WHERE name LIKE '门店口播原片_片段%' AND source = 31 ORDER BY id",
      );
      expect(pieces.map((p) => p.name)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `门店口播原片_片段${i}`));

      // Piece 2 plays in the material detail's player, as long as it says.
      const centre = page.getByRole('dialog', { name: '任务中心' });
      if (await centre.isVisible()) await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: '素材名称' }).fill('门店口播原片_片段2');
      await page.getByRole('button', { name: '查询' }).click();
      const pieceRow = table.getByRole('row', { name: /门店口播原片_片段2/ }).first();
      await pieceRow.waitFor();
      await pieceRow.getByRole('button', { name: '详情', exact: true }).click();
      const detail = page.getByRole('dialog', { name: '门店口播原片_片段2' });
      const video = detail.locator('video');
      await video.waitFor();
      const played = await video.evaluate(async (element: HTMLVideoElement) => {
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
        return { readyState: element.readyState, duration: element.duration, time: element.currentTime };
      });
      expect(played.readyState).toBeGreaterThanOrEqual(3);
      expect(Math.abs(played.duration - 2)).toBeLessThanOrEqual(0.2);
      expect(played.time).toBeGreaterThan(0);
      expect(Math.abs(pieces[1]!.duration - 2000)).toBeLessThanOrEqual(100);
    });
  }, 120_000);
});
