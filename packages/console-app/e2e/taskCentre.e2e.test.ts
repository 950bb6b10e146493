import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, openE2E, PHONES, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

describe('the task centre against the reference server', () => {
  it('lists the exports, cancels one in progress and downloads a finished file', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.getByRole('button', { name: '任务中心' }).click();
      const dialog = page.getByRole('dialog', { name: '任务中心' });
      await dialog.getByText('员工运营分析_11月第4周.xlsx').waitFor();
      const waiting = dialog.getByRole('row', { name: /员工运营分析_11月第4周/ });
      await waiting.getByRole('button', { name: '取消' }).click();
      await waiting.getByText('已取消').waitFor();
      expect(
        e2e.query<{ status: number }>(
          "SELECT status FROM download_tasks WHERE file_name = '员工运营分析_11月第4周.xlsx'",
        )[0],
      ).toEqual({ status: 4 });
      // And one that is exporting (status 2, 33 %): cancelled too, and its file is never written.
      const exporting = dialog.getByRole('row', { name: /门店员工数据_华东/ });
      expect(await exporting.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
      await exporting.getByRole('button', { name: '取消' }).click();
      await exporting.getByText('已取消').waitFor();
      expect(
        e2e.query<{ status: number; download_token: string | null }>(
          "SELECT status, download_token FROM download_tasks WHERE file_name = '门店员工数据_华东.xlsx'",
        )[0],
      ).toEqual({ status: 4, download_token: null });

      // Record what "download" opens (a new window with noopener), then fetch it as the browser would.
      await page.evaluate(() => {
        const opened: string[] = [];
        (window as unknown as { opened: string[] }).opened = opened;
        window.open = (url?: string | URL) => {
          opened.push(String(url));
          return null;
        };
      });
      const finished = dialog.getByRole('row', { name: /员工运营分析_11月第3周/ });
      await finished.getByRole('button', { name: '下载' }).click();
      const [opened] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
      const fileUrl = new URL(opened!, e2e.url).toString();
      expect(new URL(fileUrl).pathname).toMatch(/^\/exports\/[0-9a-f]{32}$/);
      const response = await page.request.get(fileUrl);
      expect(response.status()).toBe(200);
      expect((await response.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    });
  });

  it('opens the element detail of a merge record’s source thumbnail above the task centre', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.getByRole('button', { name: '任务中心' }).click();
      const centre = page.getByRole('dialog', { name: '任务中心' });
      await centre.getByRole('tab', { name: '素材合并' }).click();
      const thumbnail = centre.getByRole('button', { name: /^查看源素材：/ }).first();
      const label = (await thumbnail.getAttribute('aria-label'))!;
      const name = label.replace('查看源素材：', '');
      await thumbnail.click();
      const detail = page.getByRole('dialog', { name });
      await detail.getByText('来源').waitFor();
      // The fields come from the database row of that material.
      const [row] = e2e.query<{ batch_number: string | null; type: number }>(
        'SELECT batch_number, type FROM materials WHERE name = ? AND brand_id = 13',
        name,
      );
      expect(row!.type).toBe(1);
      expect(await detail.getByText('视频', { exact: true }).count()).toBe(1);
      await detail.getByRole('table', { name: '使用记录' }).waitFor();
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });
      // The task centre is still open underneath.
      await centre.getByRole('tab', { name: '素材合并' }).waitFor();
    });
  });

  it('sends nothing once the dialog is closed', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      let lists = 0;
      page.on('request', (request) => {
        if (request.url().includes('listDownloadTaskV2')) lists += 1;
      });
      await page.getByRole('button', { name: '任务中心' }).click();
      await page.getByRole('dialog', { name: '任务中心' }).getByRole('row').nth(1).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      const afterClose = lists;
      expect(afterClose).toBeGreaterThanOrEqual(1);
      await page.waitForTimeout(9000);
      expect(lists).toBe(afterClose);
    });
  });
});
