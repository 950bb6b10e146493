/**
 * 员工运营分析 (issue 21) against the reference server in Chromium: the admin of brand 13 sees the
 * core targets of the last 30 days as the database holds them, the daily chart with its table, the
 * task data tab with the tasks of the period, and exports it by task and by department (each file
 * downloaded at once, tracked as 115 and 116, and finished in the task centre); a reversed period in
 * the address is refused with the server's message in English; axe-clean in zh/light and en/dark.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, axeViolations, openE2E, PHONES, signInWithPasswordInEnglish, withPage, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const PATH = '/system_manage/employee_analysis';
const BRAND = '星河美妆';
const grouped = (n: number) => n.toLocaleString('en-US');
const one = (sql: string) => e2e.query<{ n: number }>(sql)[0]!.n;
/** The page's default period, the last 30 days in UTC+8, as stored-text bounds. */
const FROM = `date('now', '+8 hours', '-29 days') || ' 00:00:00'`;
const TO = `date('now', '+8 hours') || ' 23:59:59'`;

/** The member participations begun in the period, and of those the ones completed by its end. */
const participation = () =>
  e2e.query<{ joins: number; done: number }>(
    `SELECT count(*) AS joins, coalesce(sum(p.completed_at <= ${TO}), 0) AS done
       FROM marketing_task_members p JOIN marketing_tasks t ON t.id = p.task_id
       JOIN user_brands ub ON ub.brand_id = t.brand_id AND ub.user_id = p.user_id
      WHERE t.brand_id = 13 AND p.joined_at BETWEEN ${FROM} AND ${TO}`,
  )[0]!;

async function downloadBy(page: Page, button: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return download;
}

describe('员工运营分析', () => {
  it('shows the stored figures as cards and a chart, lists the tasks of the period and exports them by task and by department', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page, context) => {
        await page.goto(`${e2e.url}${PATH}`);
        await page.getByRole('heading', { level: 1, name: '员工运营分析' }).waitFor();

        // The cards hold what the database holds for the last 30 days.
        const card = (label: string) =>
          page.getByRole('list', { name: '核心指标' }).getByRole('listitem').filter({ hasText: label });
        const members = one(
          `SELECT count(*) AS n FROM user_brands WHERE brand_id = 13 AND (joined_at IS NULL OR joined_at <= ${TO})`,
        );
        await expect.poll(() => card('成员数').locator('[data-part="Figure"]').innerText()).toBe(grouped(members));
        const materials = one(
          `SELECT count(*) AS n FROM materials m JOIN user_brands ub ON ub.brand_id = 13 AND ub.user_id = m.user_id
            WHERE m.brand_id = 13 AND m.is_delete = 0 AND m.create_time BETWEEN ${FROM} AND ${TO}`,
        );
        await expect.poll(() => card('上传素材').locator('[data-part="Figure"]').innerText()).toBe(grouped(materials));
        const { joins, done } = participation();
        expect(joins).toBeGreaterThan(0);
        const rate = Number((await card('任务完成率').locator('[data-part="Figure"]').innerText()).replace('%', ''));
        expect(rate).toBeCloseTo((done / joins) * 100, 1);

        // The chart draws, and its table has a row per day whose participations add up.
        const chart = page.getByRole('figure', { name: '每日运营趋势' });
        await chart.locator('canvas').first().waitFor();
        await chart.getByRole('button', { name: '查看数据表' }).click();
        const rows = chart.getByRole('table').locator('tbody tr');
        await expect.poll(() => rows.count()).toBe(30);
        const participations = await rows.evaluateAll((trs) =>
          trs.reduce((sum, tr) => sum + Number(tr.querySelectorAll('td')[1]?.textContent?.replace(/,/g, '') ?? 0), 0),
        );
        expect(participations).toBe(joins);

        // The task tab: the brand's tasks of the period, newest first, with their counts.
        await page.getByRole('tab', { name: '任务数据' }).click();
        const table = page.getByRole('table', { name: '任务数据' });
        const [newest] = e2e.query<{ id: number; name: string }>(
          `SELECT id, name FROM marketing_tasks WHERE brand_id = 13 AND start_time <= ${TO} AND end_time >= ${FROM}
            ORDER BY start_time DESC, id DESC LIMIT 1`,
        );
        const newestJoins = one(
          `SELECT count(*) AS n FROM marketing_task_members p JOIN user_brands ub ON ub.brand_id = 13 AND ub.user_id = p.user_id
            WHERE p.task_id = ${newest!.id} AND p.joined_at BETWEEN ${FROM} AND ${TO}`,
        );
        const first = table.locator('tbody tr').first();
        await expect.poll(() => first.innerText()).toContain(newest!.name);
        expect((await first.locator('td').nth(4).innerText()).trim()).toBe(grouped(newestJoins));
        expect(new URL(page.url()).searchParams.get('tab')).toBe('tasks');
        expect(await axeViolations(page)).toEqual([]);

        // Searched by name: only live tasks.
        await page.getByRole('textbox', { name: '任务名称' }).fill('直播');
        await page.getByRole('button', { name: '查询' }).click();
        await expect
          .poll(async () =>
            (await table.locator('tbody tr td:first-child').allInnerTexts()).every((n) => n.includes('直播')),
          )
          .toBe(true);

        // Exported by task, then by department: each file at once, tracked, and finished in the task centre.
        const byTask = await downloadBy(page, '导出任务数据');
        expect(byTask.suggestedFilename()).toMatch(/^任务数据\d{14}\.xlsx$/);
        expect(
          readFileSync(await byTask.path())
            .subarray(0, 2)
            .toString('latin1'),
        ).toBe('PK');
        const byDept = await downloadBy(page, '导出部门数据');
        expect(byDept.suggestedFilename()).toMatch(/^部门任务数据\d{14}\.xlsx$/);
        await expect
          .poll(() =>
            e2e
              .query<{ event_id: number }>(
                'SELECT event_id FROM tracking_events WHERE event_id IN (115, 116) ORDER BY id',
              )
              .map((r) => r.event_id),
          )
          .toEqual([115, 116]);
        const [kept] = e2e.query<{ status: number; export_json: string }>(
          'SELECT status, export_json FROM download_tasks WHERE file_name = ?',
          byTask.suggestedFilename(),
        );
        expect(kept!.status).toBe(3);
        expect(JSON.parse(kept!.export_json)).toMatchObject({ taskName: '直播' });

        await page.getByRole('button', { name: '在任务中心查看' }).click();
        const centre = page.getByRole('dialog', { name: '任务中心' });
        const row = centre.getByRole('row', { name: new RegExp(byDept.suggestedFilename()) });
        await row.getByRole('button', { name: '下载' }).waitFor();
        const again = new Promise<Download>((resolve) => {
          page.on('download', resolve);
          context.on('page', (popup) => popup.on('download', resolve));
        });
        await row.getByRole('button', { name: '下载' }).click();
        expect(readFileSync(await (await again).path())).toEqual(readFileSync(await byDept.path()));
      },
      BRAND,
    );
  }, 180_000);

  it('reads in English on a dark system and says why a reversed period is refused', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await page.goto(`${e2e.url}${PATH}?tab=tasks`);
        await page.getByRole('heading', { level: 1, name: 'Employee analysis' }).waitFor();
        const members = page
          .getByRole('list', { name: 'Core targets' })
          .getByRole('listitem')
          .filter({ hasText: 'Members' });
        await expect.poll(() => members.first().locator('[data-part="Figure"]').count()).toBe(1);
        await page.getByRole('figure', { name: 'Daily activity' }).locator('canvas').first().waitFor();
        await page.getByRole('table', { name: 'Task data' }).locator('tbody tr').first().waitFor();
        expect(await page.locator('html').getAttribute('data-bc-theme')).toBe('dark');
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`${e2e.url}${PATH}?period=2026-11-10~2026-11-01`);
        await page.getByText('The start date cannot be after the end date').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
