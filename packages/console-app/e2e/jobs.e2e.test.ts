import { readFileSync } from 'node:fs';
import type { Download } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, openE2E, PHONES, unzipTexts, type E2E } from './harness';

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
        await page.getByRole('button', { name: '系统管理' }).click();
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
});
