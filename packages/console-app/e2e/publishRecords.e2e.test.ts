import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  dismissNotices,
  openE2E,
  PHONES,
  signInWithPasswordInEnglish,
  unzipTexts,
  withPage,
  type E2E,
} from './harness';

/**
 * 发布记录 (records_publish, issue 24 part D, ADR 0036) against the reference server in Chromium, on
 * the seeded publications: filtered by platform and status, figures read from the simulated
 * platform, a product of the account's shop mounted on a published Douyin item and shown on the
 * item's own page (opened in a new tab); in English on dark, a timed-out publication retried until
 * the worker publishes it, and the export (tracking 210). Axe-clean page and dialog.
 */
let e2e: E2E;
beforeAll(async () => {
  // The worker moves, so a retried publication is published again.
  e2e = await openE2E({ jobStepMs: 400 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const BRAND = '星河美妆';
const PAGE = '/matrix/records_publish';
/** The seeded Douyin publication that carries nothing yet (the first work's already has a product). */
const TITLE = '柔雾唇釉试色：一支搞定通勤与约会妆容';

describe('发布记录', () => {
  it('filters by platform and status, shows figures, and mounts a product on a Douyin item, shown on its page', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page, context) => {
        await page.goto(`${e2e.url}${PAGE}`);
        await page.getByRole('heading', { level: 1, name: '发布记录' }).waitFor();
        const table = page.getByRole('table', { name: '发布记录' });
        await table.getByText('发布失败').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('combobox', { name: '平台' }).click();
        await page.getByRole('option', { name: '抖音', exact: true }).click();
        await page.getByRole('combobox', { name: '状态' }).click();
        await page.getByRole('option', { name: '发布成功', exact: true }).click();
        await page.getByRole('button', { name: '查询' }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('3');
        expect(new URL(page.url()).searchParams.get('platform')).toBe('1');
        const expected = e2e.query<{ n: number }>(
          'SELECT count(*) AS n FROM publications WHERE brand_id = 13 AND platform = 1 AND status = 3',
        )[0]!.n;
        await page.getByText(`共 ${expected} 条发布记录`).waitFor();
        const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
        await expect.poll(() => rows.count()).toBe(expected);
        expect(await table.getByText('发布失败').count()).toBe(0);

        // Figures from the platform fill in after the list.
        const row = rows.filter({ hasText: TITLE });
        const figures = row.locator('[data-figure="plays"]');
        await figures.waitFor();
        expect(Number((await figures.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);

        // 挂载, by keyboard: one of the account's products.
        await row.getByRole('button', { name: new RegExp(`^挂载 ${TITLE}`) }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: `挂载到“${TITLE}”` });
        await dialog.getByRole('radio', { name: '商品' }).waitFor();
        const combo = dialog.getByRole('combobox', { name: '商品' });
        await combo.and(page.locator(':enabled')).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await combo.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('option').first().waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect.poll(() => combo.innerText()).toMatch(/（¥/);
        const chosen = (await combo.innerText()).replace(/（.*$/s, '').trim();
        await dialog.getByRole('button', { name: '挂载', exact: true }).focus();
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await row.getByText(`已挂载商品：${chosen}`).waitFor();
        const stored = e2e.query<{ mount: string; item_id: string }>(
          'SELECT mount, item_id FROM publications WHERE brand_id = 13 AND platform = 1 AND title = ? AND status = 3',
          TITLE,
        )[0]!;
        expect(JSON.parse(stored.mount)).toMatchObject({ kind: 1, label: chosen });
        const atPlatform = e2e.query<{ mount: string }>(
          'SELECT mount FROM sim_platform_items WHERE item_id = ?',
          stored.item_id,
        )[0]!;
        expect(JSON.parse(atPlatform.mount)).toMatchObject({ kind: 'goods', title: chosen });

        // The item's page on the simulated platform, in a new tab, shows the product.
        const link = row.getByRole('link', { name: `在抖音查看“${TITLE}”（新窗口）` });
        expect(await link.getAttribute('rel')).toContain('noopener');
        const [item] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await item.waitForLoadState();
        await item.getByText(TITLE).first().waitFor();
        await item.getByText(`挂载商品: ${chosen}`).waitFor();
        await item.close();
      },
      BRAND,
    );
  }, 120_000);

  it('retries a timed-out publication until the worker publishes it, and exports, in English on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await dismissNotices(page);
        await page.goto(`${e2e.url}${PAGE}?status=4`);
        await page.getByRole('heading', { level: 1, name: 'Publish records' }).waitFor();
        const table = page.getByRole('table', { name: 'Publish records' });
        const row = table.getByRole('row').filter({ hasText: 'Publishing timed out; retry' });
        await row.waitFor();
        await table.getByText("The account's authorisation has expired; authorise it again").first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const [timedOut] = e2e.query<{ id: number; title: string }>(
          "SELECT id, title FROM publications WHERE brand_id = 13 AND reason = '发布超时，请重试'",
        );
        // By keyboard.
        await row.getByRole('button', { name: new RegExp(`^Retry ${timedOut!.title}`) }).focus();
        await page.keyboard.press('Enter');
        await page.getByText('Queued again; it will be published shortly').first().waitFor();
        // The worker publishes it: the list (polling while it is due) no longer holds it among the failed.
        await expect
          .poll(
            () =>
              e2e.query<{ status: number }>('SELECT status FROM publications WHERE id = ?', timedOut!.id)[0]!.status,
            {
              timeout: 20_000,
            },
          )
          .toBe(3);
        await page.goto(
          `${e2e.url}${PAGE}?status=3&workName=${encodeURIComponent(
            e2e.query<{ work_name: string }>('SELECT work_name FROM publications WHERE id = ?', timedOut!.id)[0]!
              .work_name,
          )}`,
        );
        await table
          .getByRole('link', { name: new RegExp(`^View “${timedOut!.title}” on Douyin`) })
          .first()
          .waitFor();

        // Export: the failed ones as xlsx, kept in the task centre, tracked as 210.
        await page.goto(`${e2e.url}${PAGE}?status=4`);
        await table.getByText('Failed').first().waitFor();
        await page.getByRole('button', { name: 'Export', exact: true }).focus();
        const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
        expect(download.suggestedFilename()).toMatch(/^发布记录\d{14}\.xlsx$/);
        const sheet = [...unzipTexts(readFileSync(await download.path())).values()].join('\n');
        expect(sheet).toContain('发布失败');
        expect(sheet).not.toContain('发布成功');
        const [kept] = e2e.query<{ export_json: string }>(
          "SELECT export_json FROM download_tasks WHERE exporter_type = 'publishRecords' AND file_name = ?",
          download.suggestedFilename(),
        );
        expect(JSON.parse(kept!.export_json)).toMatchObject({ status: 4 });
        await expect
          .poll(() => e2e.query<{ n: number }>('SELECT count(*) AS n FROM tracking_events WHERE event_id = 210')[0]!.n)
          .toBe(1);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
