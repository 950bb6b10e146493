import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  makeMedia,
  openE2E,
  PHONES,
  signInWithPasswordInEnglish,
  withPage,
  type E2E,
} from './harness';

/**
 * 批量发布 (issue 24 part B, ADR 0036): two finished videos, recorded by Chromium and uploaded to
 * 成品库 here, are published through the step form to three accounts on two platforms (小红书 and
 * 快手) with an AI title; a Kuaishou account whose grant expired is shown disabled with the reason
 * in the select-account dialog; the result page follows the six jobs to success through the
 * simulated platforms, each with a link to its item, and 发布记录 lists them with their figures.
 * In English on dark: the batch list, the form and the select-account dialog (the expired account's
 * reason in English), the result page, all axe-clean, and the export (tracking 209).
 */
let e2e: E2E;
const BRAND = '星河美妆';
const WORKS = '/sumwhy_video/finish_product_store';
const LIST = '/matrix/matrix_distribute';
const CREATE = '/matrix/matrix_distribute/create';
const RECORDS = '/matrix/records_publish';

beforeAll(async () => {
  // The worker publishes due publications at each step.
  e2e = await openE2E({ jobStepMs: 500 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

/** Brand 13's simulated account of `platform_uid`: its name. */
const accountName = (uid: string) =>
  e2e.query<{ name: string }>(`SELECT name FROM platform_accounts WHERE brand_id = 13 AND platform_uid = ?`, uid)[0]!
    .name;

async function tickAccount(page: Page, name: string, platform: string) {
  const dialog = page.getByRole('dialog', { name: '选择账号' });
  await dialog.getByRole('textbox', { name: '账号名称' }).fill(name);
  const box = dialog.getByRole('checkbox', { name: `${name}（${platform}）` });
  await box.waitFor();
  return box;
}

describe('批量发布', () => {
  it('publishes two uploaded videos to three accounts on two platforms with an AI title and follows them to success', async () => {
    const xhs = accountName('xhs_1001');
    const ks = accountName('ks_1001');
    const ksExpiring = accountName('ks_1002');
    const ksExpired = accountName('ks_1003');
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        // Two real videos in 成品库.
        await page.goto(`${e2e.url}${WORKS}`);
        await page.getByRole('heading', { level: 1, name: '成品库' }).waitFor();
        const first = await makeMedia(page, { videoMs: 1500 });
        const second = await makeMedia(page, { videoMs: 1500 });
        await page.getByRole('button', { name: '上传成品' }).click();
        const upload = page.getByRole('dialog', { name: '上传成品视频' });
        await upload.locator('input[type=file]').setInputFiles([
          { name: 'e2e发布一.mp4', mimeType: 'video/mp4', buffer: first.video },
          { name: 'e2e发布二.mp4', mimeType: 'video/mp4', buffer: second.video },
        ]);
        await upload.getByRole('button', { name: '开始上传' }).click();
        await page.getByText('已上传 2 个成品').first().waitFor({ timeout: 30_000 });
        await upload.getByRole('button', { name: '完成' }).click();

        // Step 1: the works, from 成品库 with their covers.
        await page.goto(`${e2e.url}${CREATE}`);
        await page.getByRole('heading', { level: 1, name: '批量发布' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('textbox', { name: '批次名称' }).fill('e2e双平台批次');
        await page.getByRole('button', { name: '从成品库选择' }).click();
        const works = page.getByRole('dialog', { name: '选择作品：成品库' });
        await works.getByRole('checkbox', { name: 'e2e发布一' }).click();
        await works.getByRole('checkbox', { name: 'e2e发布二' }).click();
        expect(await axeViolations(page)).toEqual([]);
        await works.getByRole('button', { name: '确定（已选 2 个）' }).click();
        await page.getByRole('list', { name: '选择作品' }).getByText('e2e发布二').waitFor();
        await page.getByRole('button', { name: '下一步' }).click();

        // Step 2: three accounts on two platforms; the expired one is refused up front, with the reason.
        await page.getByRole('button', { name: '选择账号' }).click();
        const accounts = page.getByRole('dialog', { name: '选择账号' });
        const expired = await tickAccount(page, ksExpired, '快手');
        expect(await expired.isDisabled()).toBe(true);
        await accounts.getByText('账号授权已过期，请重新授权').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        for (const [name, platform] of [
          [xhs, '小红书'],
          [ks, '快手'],
          [ksExpiring, '快手'],
        ] as const) {
          await (await tickAccount(page, name, platform)).click();
        }
        await accounts.getByText(/已选 3 个$/).waitFor();
        await accounts.getByRole('button', { name: '确定（已选 3 个）' }).click();
        await page.getByText('已选 3 个账号，共 6 条发布（最多 200 条）').waitFor();
        await page.getByRole('button', { name: '下一步' }).click();

        // Step 3: an AI title for the first work (the dialog says which generator wrote it).
        await page.getByRole('textbox', { name: '“e2e发布一”的标题' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'AI 标题' }).first().click();
        const help = page.getByRole('dialog', { name: '选择标题：e2e发布一' });
        await help.getByRole('button', { name: '生成标题' }).click();
        await expect.poll(() => help.getByTestId('title-generated-by').textContent()).toMatch(/^由 .+ 生成/);
        const offered = await help
          .getByRole('button', { name: /^使用标题：/ })
          .evaluateAll((buttons) =>
            buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^使用标题：/, '')),
          );
        // 小红书 takes 20 characters: the first generated title that fits.
        const aiTitle = offered.find((text) => [...text].length <= 20)!;
        expect(aiTitle).toBeTruthy();
        expect(await axeViolations(page)).toEqual([]);
        await help.getByRole('button', { name: `使用标题：${aiTitle}` }).click();
        await expect.poll(() => page.getByRole('textbox', { name: '“e2e发布一”的标题' }).inputValue()).toBe(aiTitle);
        await page.getByRole('textbox', { name: '位置' }).fill('上海');
        await page.getByRole('button', { name: '下一步' }).click();

        // Step 4: the preview per platform, within each platform's limits; publish now.
        await page.getByTestId('preview-3').getByText('符合小红书的限制').waitFor();
        await page.getByTestId('preview-4').getByText('符合快手的限制').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: '发布', exact: true }).click();

        // The result page follows the six jobs to success, each with its item's link.
        await page.getByRole('heading', { level: 1, name: '发布结果：e2e双平台批次' }).waitFor();
        const rows = page.getByTestId('publish-row');
        await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(6);
        await expect
          .poll(() => page.locator('[data-testid="publish-row"][data-status="3"]').count(), { timeout: 30_000 })
          .toBe(6);
        expect(await page.getByText('正在发布，结果会自动刷新').count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        const stored = e2e.query<{ title: string; status: number; platform: number; item_url: string }>(
          `SELECT p.title, p.status, p.platform, p.item_url FROM publications p JOIN publish_tasks t ON t.id = p.task_id
           WHERE t.name = 'e2e双平台批次' ORDER BY p.work_name, p.platform`,
        );
        expect(stored).toHaveLength(6);
        expect(stored.filter((p) => p.title === aiTitle)).toHaveLength(3);
        expect(stored.filter((p) => p.title === 'e2e发布二')).toHaveLength(3);
        expect(new Set(stored.map((p) => p.platform))).toEqual(new Set([3, 4]));
        // The item is on the simulated platform under its title.
        const link = page.getByRole('link', { name: `在小红书打开“${aiTitle}”` });
        const href = (await link.getAttribute('href'))!;
        const item = await page.evaluate(async (url) => (await fetch(url)).text(), href);
        expect(item).toContain(aiTitle);

        // 发布记录 lists them, with figures as the platform reports them.
        await page.goto(`${e2e.url}${RECORDS}`);
        await page.getByRole('heading', { level: 1, name: '发布记录' }).waitFor();
        const published = page.getByRole('row').filter({ hasText: aiTitle });
        await published.first().waitFor();
        expect(await published.count()).toBe(3);
        // The figures are the platform's, read after the list (a new item starts from what it has accrued).
        for (const row of await published.all()) {
          const plays = row.locator('[data-figure="plays"]');
          await plays.waitFor();
          expect((await plays.innerText()).trim()).toMatch(/^\d/);
        }
      },
      BRAND,
    );
  }, 180_000);

  it('lists the batch with its counts and exports the list, in English on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await page.goto(`${e2e.url}${LIST}`);
        await page.getByRole('heading', { level: 1, name: 'Batch publish' }).waitFor();
        const row = page.getByRole('row').filter({ hasText: 'e2e双平台批次' });
        await row.waitFor();
        expect(await axeViolations(page)).toEqual([]);

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export', exact: true }).click();
        expect((await download).suggestedFilename()).toMatch(/^批量发布\d{14}\.xlsx$/);
        await expect
          .poll(() => e2e.query<{ n: number }>(`SELECT count(*) AS n FROM tracking_events WHERE event_id = 209`)[0]!.n)
          .toBeGreaterThan(0);

        // The form and the select-account dialog in English on dark, the expired account's reason included.
        await page.getByRole('button', { name: 'Batch publish', exact: true }).click();
        await page.getByRole('textbox', { name: /Batch name/ }).waitFor();
        // The page's heading in the accessibility tree: nothing (the export's notice) hides the page any more.
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('textbox', { name: /Batch name/ }).fill('dark');
        await page.getByRole('button', { name: 'From finished products' }).click();
        const works = page.getByRole('dialog', { name: 'Choose works: Finished products' });
        await works.getByRole('checkbox', { name: 'e2e发布一' }).click();
        await works.getByRole('button', { name: 'OK (1 chosen)' }).click();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Choose accounts' }).click();
        const accounts = page.getByRole('dialog', { name: 'Choose accounts' });
        await accounts.getByRole('textbox', { name: 'Account name' }).fill(accountName('ks_1003'));
        // One account left by the name (and the page's select-all box).
        await expect.poll(() => accounts.getByRole('checkbox').count()).toBe(2);
        await accounts.getByText('The account’s authorisation expired; authorise it again').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await accounts.getByRole('button', { name: 'Cancel' }).click();

        await page.goto(`${e2e.url}${LIST}`);
        await row.getByRole('button', { name: 'View e2e双平台批次' }).click();
        await page.getByRole('heading', { level: 1, name: 'Publish results: e2e双平台批次' }).waitFor();
        await expect.poll(() => page.locator('[data-testid="publish-row"][data-status="3"]').count()).toBe(6);
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
