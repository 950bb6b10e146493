import { readFileSync } from 'node:fs';
import type { Download } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  dismissNotices,
  makeMedia,
  moreAction,
  openE2E,
  PHONES,
  unzipTexts,
  uploadMaterials,
  type E2E,
} from './harness';

let e2e: E2E;
beforeAll(async () => {
  // Jobs move a step every 2.5 s here, so progress can be watched.
  e2e = await openE2E({ jobStepMs: 2500 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

describe('background jobs seen from the task centre', () => {
  it('starts an export from the employee analysis page, shows it moving to done in the task centre, and downloads the file with the data', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page, context) => {
        // Through the menu: the administration module opens its first page, in the same group as ours.
        await page.getByRole('navigation', { name: '模块' }).getByRole('link', { name: '系统管理' }).click();
        await page.getByRole('treeitem', { name: '员工运营分析' }).click();
        const table = page.getByRole('table', { name: '员工运营分析' });
        await table.getByRole('row', { name: /周运营/ }).waitFor();
        // The members of brand 13 are listed with masked phones; search narrows them.
        expect(await table.getByText('138****0002').count()).toBe(1);
        await page.getByRole('textbox', { name: '显示名称' }).fill('周运');
        await page.getByRole('button', { name: '查询' }).click();
        await expect.poll(() => table.getByRole('row').count()).toBe(2);

        const before = e2e.query<{ n: number }>('SELECT count(*) AS n FROM download_tasks')[0]!.n;
        await page.getByRole('button', { name: '导出', exact: true }).click();
        await page.getByText('导出任务已创建，可在任务中心查看进度并下载').first().waitFor();
        expect(e2e.query<{ n: number }>('SELECT count(*) AS n FROM download_tasks')[0]!.n).toBe(before + 1);
        const [{ id, file_name: fileName, export_json: filters }] = e2e.query<{
          id: number;
          file_name: string;
          export_json: string;
        }>('SELECT id, file_name, export_json FROM download_tasks ORDER BY id DESC LIMIT 1') as [
          { id: number; file_name: string; export_json: string },
        ];
        // The export writes what the list shows.
        expect(JSON.parse(filters)).toMatchObject({ userBrandName: '周运' });
        // Tracking event 114 (member data export), from the page it happened on.
        await expect
          .poll(() =>
            e2e.query<{ page_name: string; active_type: number }>(
              'SELECT page_name, active_type FROM tracking_events WHERE event_id = 114',
            ),
          )
          .toEqual([{ page_name: new URL(page.url()).pathname, active_type: 1 }]);

        await page.getByRole('button', { name: '在任务中心查看' }).click();
        const row = page.getByRole('dialog', { name: '任务中心' }).getByRole('row', { name: new RegExp(fileName) });
        await row.waitFor();
        const progress = () => row.getByRole('progressbar').getAttribute('aria-valuenow');
        const seen = new Set<string | null>([await progress()]);
        await expect
          .poll(
            async () => {
              seen.add(await progress());
              return row.getByRole('button', { name: '下载' }).count();
            },
            { timeout: 30_000, interval: 500 },
          )
          .toBe(1);
        seen.add(await progress());
        // It moved through the spec's steps (polling every 4 s may skip one) and reached 100 %.
        expect(seen.has('100')).toBe(true);
        expect(seen.size).toBeGreaterThanOrEqual(2);

        // 下载 opens the file in a new window, which downloads it.
        const downloaded = new Promise<Download>((resolve) => {
          page.on('download', resolve);
          context.on('page', (popup) => popup.on('download', resolve));
        });
        await row.getByRole('button', { name: '下载' }).click();
        const download = await downloaded;
        expect(download.suggestedFilename()).toBe(fileName);
        const saved = await download.path();
        const bytes = readFileSync(saved);
        expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
        // The sheet holds the header and the one member the search kept.
        const text = [...unzipTexts(bytes).values()].join('\n');
        expect(text).toContain('显示名称');
        expect(text).toContain('周运营');
        expect(text).toContain('138****0002');
        expect(text).not.toContain('林管理');
        expect(e2e.query<{ status: number }>('SELECT status FROM download_tasks WHERE id = ?', id)[0]!.status).toBe(3);
      },
      '星河美妆',
    );
  });

  it('uploads an image and a 10 s video, finds them, sets an expiry, splits the video, follows the finished split back from the task centre, and deletes a piece after confirming', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      // A real MP4 long enough to split (spec: at least 10,000 ms), recorded by Chromium.
      const { video, image } = await makeMedia(page, { videoMs: 10_800 });
      await uploadMaterials(page, [
        { name: '全流程探店长视频.mp4', mimeType: 'video/mp4', buffer: video },
        { name: '全流程探店海报.png', mimeType: 'image/png', buffer: image },
      ]);
      const [saved] = e2e.query<{ id: number; duration: number }>(
        "SELECT id, duration FROM materials WHERE name = '全流程探店长视频'",
      );
      expect(saved!.duration).toBeGreaterThanOrEqual(10_000);

      // Found by name: both uploads, nothing else.
      await page.getByRole('textbox', { name: '素材名称' }).fill('全流程');
      await page.getByRole('button', { name: '查询' }).click();
      const table = page.getByRole('table', { name: '素材库' });
      const videoRow = table.getByRole('row', { name: /全流程探店长视频/ });
      const imageRow = table.getByRole('row', { name: /全流程探店海报/ });
      await videoRow.waitFor();
      await imageRow.waitFor();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(2);

      // The detail shows the video's measured duration.
      await videoRow.getByRole('button', { name: '详情', exact: true }).click();
      const detail = page.getByRole('dialog', { name: '全流程探店长视频' });
      await detail.getByText('时长').first().waitFor();
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });

      // An expiry on the image.
      await moreAction(page, imageRow, '设置到期时间');
      const expiry = page.getByRole('dialog', { name: '为 1 个素材设置到期时间' });
      const field = expiry.getByRole('textbox').first();
      await field.fill('2099-06-30 18:00:00');
      // 确定 takes the typed time (the field commits it on blur) and saves it.
      await expiry.getByRole('button', { name: '确定' }).click();
      await page.getByText('设置成功').first().waitFor();
      await imageRow.getByText('2099-06-30 18:00:00').waitFor();

      // Split into 5 s pieces; the job runs on the server's worker and the task centre follows it.
      await moreAction(page, videoRow, '拆分');
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('按每段 5 秒拆分为 3 段').waitFor();
      await confirm.getByRole('button', { name: '确认' }).click();
      const centre = page.getByRole('dialog', { name: '任务中心' });
      await centre.getByRole('tab', { name: '素材拆分' }).click();
      const record = centre
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: '查看源素材：全流程探店长视频' }) })
        .first();
      await record.getByText('已完成').waitFor({ timeout: 30_000 });
      const pieces = e2e.query<{ name: string; source: number; duration: number }>(
        "SELECT name, source, duration FROM materials WHERE name LIKE '全流程探店长视频\\_%' ESCAPE '\\' ORDER BY name",
      );
      expect(pieces.map((p) => [p.name, p.source])).toEqual([
        ['全流程探店长视频_片段1', 31],
        ['全流程探店长视频_片段2', 31],
        ['全流程探店长视频_片段3', 31],
      ]);
      // Each piece is re-encoded from its exact start and measured by ffprobe: together they last as long
      // as the source to within a few frames (container durations round to frames and audio packets).
      const total = pieces.reduce((sum, p) => sum + p.duration, 0);
      expect(Math.abs(total - saved!.duration)).toBeLessThanOrEqual(200);

      // 查看 leads back to the library, filtered by the source's name: the video and its pieces.
      await record.getByRole('button', { name: '查看', exact: true }).click();
      // The library keeps its own filters in the address too: wait for the record's.
      await page.waitForURL(/\/sumwhy_video\/material_library\?.*from=record/);
      expect(new URL(page.url()).searchParams.get('name')).toBe('全流程探店长视频');
      const filtered = page.getByRole('table', { name: '素材库' });
      await filtered.getByRole('row', { name: /全流程探店长视频_片段3/ }).waitFor();
      await expect.poll(() => filtered.locator('tbody tr').count()).toBe(4);

      // Delete a piece after confirming.
      await moreAction(page, filtered.getByRole('row', { name: /全流程探店长视频_片段3/ }), '删除');
      const remove = page.getByRole('alertdialog');
      await remove.getByText('删除后不可恢复，是否确认?').waitFor();
      await remove.getByRole('button', { name: '确认' }).click();
      await page.getByText('删除成功').first().waitFor();
      await expect.poll(() => filtered.locator('tbody tr').count()).toBe(3);
      expect(
        e2e.query<{ is_delete: number }>("SELECT is_delete FROM materials WHERE name = '全流程探店长视频_片段3'"),
      ).toEqual([{ is_delete: 1 }]);
    });
  }, 120_000);
});
