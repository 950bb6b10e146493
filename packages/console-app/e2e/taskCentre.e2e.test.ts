import type { Page } from 'playwright';
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
      // Cancelling asks first, naming the file; nothing is cancelled until the user confirms.
      const confirm = page.getByRole('alertdialog', { name: '提示' });
      await confirm.getByText('确定取消导出「员工运营分析_11月第4周.xlsx」吗？取消后需重新导出。').waitFor();
      expect(
        e2e.query<{ status: number }>(
          "SELECT status FROM download_tasks WHERE file_name = '员工运营分析_11月第4周.xlsx'",
        )[0],
      ).toEqual({ status: 1 });
      await confirm.getByRole('button', { name: '确认' }).click();
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
      await confirm.getByRole('button', { name: '确认' }).click();
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

/** Records uncaught errors and unhandled rejections of the page (Playwright's pageerror sees both). */
function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('a cancel the server refuses because the job finished meanwhile', () => {
  let moving: E2E;
  beforeAll(async () => {
    // Jobs move a step every 2 s here: a new export finishes about 10 s after it is created.
    moving = await openE2E({ jobStepMs: 2000 });
  }, 60_000);
  afterAll(async () => {
    await moving?.close();
  });

  it('shows the server’s message as an error toast and the list as it now stands, with no uncaught error', async () => {
    await asSignedIn(
      moving,
      PHONES.admin,
      async (page) => {
        const errors = uncaughtErrors(page);
        // A new export from the employee analysis page (status 1, waiting).
        await page.getByRole('navigation', { name: '模块' }).getByRole('link', { name: '系统管理' }).click();
        await page.getByRole('treeitem', { name: '员工运营分析' }).click();
        await page.getByRole('table', { name: '员工运营分析' }).getByRole('row').nth(1).waitFor();
        await page.getByRole('button', { name: '导出', exact: true }).click();
        await page.getByRole('button', { name: '在任务中心查看' }).click();
        const [{ id, file_name: fileName }] = moving.query<{ id: number; file_name: string }>(
          'SELECT id, file_name FROM download_tasks ORDER BY id DESC LIMIT 1',
        ) as [{ id: number; file_name: string }];
        const centre = page.getByRole('dialog', { name: '任务中心' });
        const row = centre.getByRole('row', { name: new RegExp(fileName) }).first();

        // The user asks to cancel while it runs, and hesitates at the confirmation until it has finished.
        await row.getByRole('button', { name: '取消' }).click();
        const confirm = page.getByRole('alertdialog', { name: '提示' });
        await confirm.getByText(`确定取消导出「${fileName}」吗？取消后需重新导出。`).waitFor();
        await expect
          .poll(
            () => moving.query<{ status: number }>('SELECT status FROM download_tasks WHERE id = ?', id)[0]!.status,
            {
              timeout: 30_000,
              interval: 500,
            },
          )
          .toBe(3);
        await confirm.getByRole('button', { name: '确认' }).click();

        // The refusal is the server's own message, as an error toast (spec section 8) …
        await page
          .locator('[data-component="Toast"][data-tone="error"]', { hasText: '只有进行中的任务可以取消' })
          .waitFor();
        // … the confirmation closes, the list is loaded again and shows the job as it ended, with its download …
        await confirm.waitFor({ state: 'hidden' });
        await row.getByText('已完成').waitFor();
        await row.getByRole('button', { name: '下载' }).waitFor();
        // … the focus stays in the task centre, the job is untouched, and nothing was thrown.
        expect(await centre.evaluate((node) => node.contains(document.activeElement))).toBe(true);
        expect(moving.query<{ status: number }>('SELECT status FROM download_tasks WHERE id = ?', id)[0]!.status).toBe(
          3,
        );
        expect(errors).toEqual([]);
      },
      '星河美妆',
    );
  });
});
