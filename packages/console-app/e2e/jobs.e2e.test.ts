import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotices, openE2E, PHONES, signInWithPassword, unzipTexts, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  // Jobs move a step every 2.5 s here, so progress can be watched.
  e2e = await openE2E({ jobStepMs: 2500 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

describe('background jobs seen from the task centre', () => {
  it('shows an export moving to done while the dialog is open, then its file downloads with the data', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.staff);
      await dismissNotices(page);
      // Start an export as a list page does (the V2 export queues a task in the task centre).
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const started = await page.request.post(`${e2e.url}/api/mission/operationalAnalysis/exportEmployeeDataListV2`, {
        headers: { token: token!, brandId: '13', userId: '2', 'content-type': 'application/x-www-form-urlencoded' },
        data: '',
      });
      expect((await started.json()).code).toBe(0);
      const [{ id, file_name: fileName }] = e2e.query<{ id: number; file_name: string }>(
        'SELECT id, file_name FROM download_tasks ORDER BY id DESC LIMIT 1',
      ) as [{ id: number; file_name: string }];
      await page.getByRole('button', { name: '任务中心' }).click();
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

      const download = e2e.query<{ download_token: string }>(
        'SELECT download_token FROM download_tasks WHERE id = ?',
        id,
      )[0]!.download_token;
      const file = await page.request.get(`${e2e.url}/exports/${download}`);
      expect(file.status()).toBe(200);
      const bytes = await file.body();
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      // The sheet holds the brand's employees: the header, and the signed-in member among them.
      const text = [...unzipTexts(bytes).values()].join('\n');
      expect(text).toContain('显示名称');
      expect(text).toContain('周运营');
      expect(text).toContain('138****0002');
    } finally {
      await context.close();
    }
  });
});
