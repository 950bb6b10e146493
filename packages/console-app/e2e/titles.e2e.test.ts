import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, axeViolations, openE2E, PHONES, type E2E } from './harness';

/**
 * 标题库 and batch captions (issue 23, ADR 0034) against the reference server in Chromium: titles
 * written by the built-in generator for a seeded finished work, two of them saved and listed with
 * the generator that wrote them; a caption batch started on 成品库 runs as a job and its results
 * open from the task centre's 批量文案 tab. Axe-clean pages and dialogs.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E({ jobStepMs: 300 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const BRAND = '星河美妆';
const WORK = '双十一口红种草';

describe('the title library', () => {
  it('generates titles for a finished work with the built-in generator, saves two and lists them with their generator', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await page.goto(`${e2e.url}/sumwhy_video/template_space/titleLibrary`);
        await page.getByRole('heading', { level: 1, name: '标题库' }).waitFor();
        await page.getByRole('cell', { name: '直播预告：今晚 8 点不见不散', exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'AI 生成' }).click();
        const dialog = page.getByRole('dialog', { name: 'AI 生成标题' });
        await dialog.getByRole('combobox', { name: '成品' }).click();
        await page.getByRole('option', { name: WORK, exact: true }).click();
        await dialog.getByRole('button', { name: '生成' }).click();
        await dialog.getByText('生成方：内置规则（builtin-rules-v1）').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const results = dialog.getByRole('region', { name: '生成结果（勾选要保存的）' });
        const boxes = results.getByRole('checkbox');
        expect(await boxes.count()).toBe(5);
        const texts = (await results.getByRole('listitem').allInnerTexts()).slice(0, 2).map((t) => t.trim());
        await boxes.nth(0).click();
        await boxes.nth(1).click();
        await dialog.getByRole('button', { name: '保存选中的 2 个' }).click();
        await dialog.waitFor({ state: 'detached' });

        const work = e2e.query<{ id: number }>('SELECT id FROM creations WHERE brand_id = 13 AND name = ?', WORK)[0]!;
        const stored = e2e.query<{ text: string; generator: string; model: string; creation_id: number }>(
          `SELECT text, generator, model, creation_id FROM titles WHERE brand_id = 13 AND text IN (?, ?)`,
          texts[0]!,
          texts[1]!,
        );
        expect(stored).toHaveLength(2);
        for (const row of stored) {
          expect(row).toMatchObject({ generator: 'builtin', model: 'builtin-rules-v1', creation_id: work.id });
        }
        for (const text of texts) {
          const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
          await row.getByRole('cell', { name: '内置规则 · builtin-rules-v1' }).waitFor();
        }
      },
      BRAND,
    );
  });

  it('runs a caption batch started on 成品库 as a job whose results open from the task centre', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await page.goto(`${e2e.url}/sumwhy_video/finish_product_store`);
        await page.getByRole('heading', { level: 1, name: '成品库' }).waitFor();
        await page.getByRole('button', { name: '批量生成文案' }).click();
        const dialog = page.getByRole('dialog', { name: '批量生成文案' });
        await dialog.getByRole('checkbox', { name: WORK, exact: true }).click();
        await dialog.getByRole('checkbox', { name: '门店探店 · 周末篇', exact: true }).click();
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: '开始生成' }).click();
        await dialog.waitFor({ state: 'detached' });

        // The job writes each work's titles with the built-in rules, one work per step.
        const batch = () =>
          e2e.query<{ id: number; status: number; complete_number: number; total_number: number }>(
            `SELECT id, status, complete_number, total_number FROM caption_tasks WHERE brand_id = 13 ORDER BY id DESC LIMIT 1`,
          )[0]!;
        await expect.poll(() => batch().status, { timeout: 20_000 }).toBe(2);
        expect(batch()).toMatchObject({ complete_number: 2, total_number: 2 });
        const results = e2e.query<{ creation_name: string; texts: string; generator: string }>(
          'SELECT creation_name, texts, generator FROM caption_results WHERE task_id = ? ORDER BY position',
          batch().id,
        );
        expect(results.map((r) => r.generator)).toEqual(['builtin', 'builtin']);
        const first = (JSON.parse(results[0]!.texts) as string[])[0]!;

        await page.getByRole('button', { name: '任务中心' }).click();
        const centre = page.getByRole('dialog', { name: '任务中心' });
        await centre.getByRole('tab', { name: '批量文案' }).click();
        await centre.getByRole('button', { name: '查看', exact: true }).first().click();
        const shown = page.getByRole('dialog', { name: '批量文案结果' });
        await shown.getByText(first, { exact: true }).waitFor();
        await shown.getByRole('heading', { name: results[1]!.creation_name }).waitFor();
        expect(await shown.getByText('内置规则 · builtin-rules-v1').count()).toBe(2);
        expect(await axeViolations(page)).toEqual([]);
      },
      BRAND,
    );
  });
});
