import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  dismissNotices,
  makeMedia,
  openE2E,
  PHONES,
  signInWithPasswordInEnglish,
  withPage,
  type E2E,
} from './harness';

/**
 * 成品库's writes (issue 23, ADR 0032): a video recorded by Chromium is uploaded and shows the length
 * the server measured; its QR code's link, opened in a second browser context with no session,
 * plays it. In English on dark: an import from the design tool runs as a job until its record says
 * imported with its counts, and 媒资库 lists the imported works beside the materials. Pages are
 * axe-clean.
 */
let e2e: E2E;
const WORKS = '/sumwhy_video/finish_product_store';
const MEDIA = '/sumwhy_video/media_resource_library';

beforeAll(async () => {
  // The worker moves an import one video a step.
  e2e = await openE2E({ jobStepMs: 400 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

describe('成品库', () => {
  it('uploads a real video, shows its measured length, and its QR code plays it in another context', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}${WORKS}`);
      await page.getByRole('heading', { level: 1, name: '成品库' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const { video } = await makeMedia(page, { videoMs: 3000 });
      await page.getByRole('button', { name: '上传成品' }).click();
      const dialog = page.getByRole('dialog', { name: '上传成品视频' });
      await dialog
        .locator('input[type=file]')
        .setInputFiles([{ name: 'e2e上传.mp4', mimeType: 'video/mp4', buffer: video }]);
      await dialog.getByRole('button', { name: '开始上传' }).click();
      await page.getByText('已上传 1 个成品').first().waitFor({ timeout: 30_000 });
      await dialog.getByRole('button', { name: '完成' }).click();

      // The length is the server's (ffprobe), not the browser's.
      const [row] = e2e.query<{ id: number; duration: number; source: number }>(
        "SELECT id, duration, source FROM creations WHERE name = 'e2e上传'",
      );
      expect(row!.source).toBe(17);
      expect(row!.duration).toBeGreaterThan(2000);
      expect(row!.duration).toBeLessThan(4000);
      const clock = `00:${String(Math.round(row!.duration / 1000)).padStart(2, '0')}`;
      await page.getByRole('button', { name: '查看成品：e2e上传' }).click();
      await page.getByRole('heading', { level: 1, name: 'e2e上传' }).waitFor();
      await expect.poll(() => page.getByText(clock, { exact: true }).count()).toBeGreaterThan(0);

      // Its QR code: the image, and a link that plays the work without a session.
      await page.getByRole('button', { name: '二维码' }).click();
      const qr = page.getByRole('dialog', { name: '“e2e上传”的二维码' });
      await qr.getByRole('img', { name: '“e2e上传”的播放二维码' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const link = (await qr.getByRole('link', { name: /\/w\// }).textContent())!.trim();
      expect(link).toMatch(/\/w\/[A-Za-z0-9_-]{24}$/);
      const png = await page.evaluate(
        async (src) => {
          const answer = await fetch(src);
          return { type: answer.headers.get('content-type'), size: (await answer.arrayBuffer()).byteLength };
        },
        (await qr.getByRole('img').getAttribute('src'))!,
      );
      expect(png.type).toBe('image/png');
      expect(png.size).toBeGreaterThan(500);

      await withPage(e2e, async (phone) => {
        await phone.goto(link);
        await phone.getByRole('heading', { level: 1, name: 'e2e上传' }).waitFor();
        const played = await phone.locator('video').evaluate(async (player: HTMLVideoElement) => {
          player.muted = true;
          await player.play();
          await new Promise((resolve) => setTimeout(resolve, 800));
          return { time: player.currentTime, duration: player.duration };
        });
        expect(played.time).toBeGreaterThan(0);
        expect(Math.abs(played.duration * 1000 - row!.duration)).toBeLessThan(200);
      });

      // Disabled: the same link no longer plays.
      await qr.getByRole('button', { name: '停用' }).click();
      await qr.getByText('未启用', { exact: true }).waitFor();
      await withPage(e2e, async (phone) => {
        await phone.goto(link);
        await phone.getByRole('heading', { level: 1, name: '二维码未启用' }).waitFor();
        expect(await phone.locator('video').count()).toBe(0);
      });
      // The scan was logged in the work's use log.
      await qr.getByRole('button', { name: '关闭' }).first().click();
      await page.getByRole('cell', { name: '扫码访客' }).first().waitFor();
    });
  }, 120_000);

  it('imports from the design tool as a job and finds the works in 媒资库 (English, dark)', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.staff);
        await dismissNotices(page);
        await page.goto(`${e2e.url}${WORKS}`);
        await page.getByRole('heading', { level: 1, name: 'Finished products' }).waitFor();
        await page.getByRole('button', { name: 'Import', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Import from the design tool' });
        await dialog.getByRole('checkbox', { name: /KJL-LR-001/ }).click();
        await dialog.getByRole('checkbox', { name: /KJL-EN-007/ }).click();
        await dialog.getByRole('button', { name: 'Start import' }).click();

        // The record page polls while the job runs: one imported, one withdrawn by the tool.
        await page.getByRole('heading', { level: 1, name: 'Finished work imports' }).waitFor();
        await page.getByText('Imported', { exact: true }).first().waitFor({ timeout: 30_000 });
        const record = page.getByRole('row').filter({ hasText: 'KJL-EN-007' });
        await expect
          .poll(() => record.getByRole('cell').allTextContents())
          .toEqual(expect.arrayContaining(['2', '1', '100%']));
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`${e2e.url}${MEDIA}?library=2&name=${encodeURIComponent('北欧客厅漫游')}`);
        await page.getByRole('heading', { level: 1, name: 'Media resources' }).waitFor();
        await page.getByRole('button', { name: 'Open: 北欧客厅漫游' }).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Open: 北欧客厅漫游' }).first().click();
        await page.getByRole('heading', { level: 1, name: '北欧客厅漫游' }).waitFor();
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
