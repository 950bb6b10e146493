import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, axeViolations, openE2E, PHONES, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const count = (sql: string) => e2e.query<{ n: number }>(sql)[0]!.n;
const grouped = (n: number) => n.toLocaleString('en-US');
/** The last 30 days in UTC+8, as the server counts them. */
const LAST_30_DAYS = `create_time >= date('now', '+8 hours', '-29 days') || ' 00:00:00'`;

describe('the home overview against the reference server', () => {
  it('shows the brand’s own figures and charts, with the numbers behind each chart as a table', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/home`);
      await page.getByRole('heading', { level: 1, name: '首页' }).waitFor();
      const figures = page.getByRole('list', { name: '品牌概览' });
      const card = (label: string) => figures.getByRole('listitem').filter({ hasText: label });

      const materials = count('SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0');
      await expect.poll(() => card('素材总数').innerText()).toContain(grouped(materials));
      const added = count(
        `SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0 AND ${LAST_30_DAYS}`,
      );
      await expect.poll(() => card('近 30 天新增素材').innerText()).toContain(grouped(added));
      const members = count('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13');
      await expect.poll(() => card('成员').innerText()).toContain(grouped(members));

      // The materials chart's table adds up to the figure.
      const chart = page.getByRole('figure', { name: '每日新增素材（按类型）' });
      await chart.getByRole('button', { name: '查看数据表' }).click();
      const table = chart.getByRole('table');
      await table.waitFor();
      const cells = await table.locator('tbody td').allInnerTexts();
      const sum = cells.map((text) => Number(text.replace(/,/g, ''))).filter(Number.isFinite);
      expect(sum.reduce((a, b) => a + b, 0)).toBe(added);

      // The jobs chart counts the task centre's jobs of the period.
      const jobs =
        count(
          `SELECT count(*) AS n FROM download_tasks WHERE brand_id = 13 AND ${LAST_30_DAYS.replace('create_time', 'created_at')}`,
        ) +
        count(
          `SELECT count(*) AS n FROM mark_tag_tasks WHERE brand_id = 13 AND ${LAST_30_DAYS.replace('create_time', 'created_at')}`,
        ) +
        count(
          `SELECT count(*) AS n FROM material_operations WHERE brand_id = 13 AND ${LAST_30_DAYS.replace('create_time', 'created_at')}`,
        ) +
        count(
          `SELECT count(*) AS n FROM caption_tasks WHERE brand_id = 13 AND ${LAST_30_DAYS.replace('create_time', 'created_at')}`,
        );
      await expect.poll(() => card('近 30 天任务').innerText()).toContain(grouped(jobs));

      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('keeps its period in the address and reads in English on a dark system', async () => {
    await asSignedIn(
      e2e,
      PHONES.staff,
      async (page) => {
        // The language stored in the browser wins over the page's (README: Languages).
        await page.evaluate(() => localStorage.setItem('lang', 'en'));
        await page.goto(`${e2e.url}/home?range=2026-01-01~2026-01-31`);
        await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
        const added = count(
          "SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0 AND create_time BETWEEN '2026-01-01 00:00:00' AND '2026-01-31 23:59:59'",
        );
        const card = page.getByRole('list', { name: 'Brand overview' }).getByRole('listitem').filter({
          hasText: 'New materials, last 31 days',
        });
        await expect.poll(() => card.innerText()).toContain(grouped(added));
        expect(await page.locator('html').getAttribute('data-bc-theme')).toBe('dark');
        expect(await axeViolations(page)).toEqual([]);
      },
      undefined,
      { colorScheme: 'dark' },
    );
  });
});
