/**
 * 矩阵账号 (issue 24, part A) against the reference server in Chromium: the admin creates a group,
 * moves two ungrouped accounts into it by a batch 移动分组, sees their figures read from the simulated
 * platform, renames the group, is refused deleting it while it has accounts, and exports the list
 * (tracking 204). Axe-clean in Chinese on light and in English on dark.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  openE2E,
  PHONES,
  signInWithPasswordInEnglish,
  unzipTexts,
  withPage,
  type E2E,
} from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const BRAND = '星河美妆';
const LIST = '/matrix/matrix_manage';
const GROUP = '/matrix/matrix_manage/add_grouping';
/** Two of brand 13's Douyin accounts in no group (seed): authorised and expiring, both with works. */
const ACCOUNTS = [
  { name: '美妆探店日记', uid: 'dy_1010' },
  { name: '每日好物分享', uid: 'dy_1011' },
];

async function open(page: Page, path: string) {
  await page.goto(`${e2e.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const groupsNav = (page: Page, name = '账号分组') => page.getByRole('navigation', { name });

describe('矩阵账号', () => {
  it('creates a group, moves two accounts into it, shows their figures, renames it, refuses deleting it and exports', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await open(page, LIST);
        await page.getByText(/^共 \d+ 个账号$/).waitFor();
        await groupsNav(page)
          .getByRole('button', { name: /^官方账号 · 4$/ })
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // 新建分组: an empty group first (a duplicate name is refused beside the field).
        await page.getByRole('button', { name: '新建分组' }).click();
        await page.getByRole('heading', { level: 1, name: '新建账号分组' }).waitFor();
        await page.getByRole('textbox', { name: '分组名称' }).fill('官方账号');
        await page.getByRole('button', { name: '保存' }).click();
        await page.getByText('分组名称已存在').waitFor();
        await page.getByRole('textbox', { name: '分组名称' }).fill('直播矩阵');
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: '保存' }).click();
        await page.getByText('已创建分组“直播矩阵”').first().waitFor();
        await groupsNav(page)
          .getByRole('button', { name: /^直播矩阵 · 0$/, pressed: true })
          .waitFor();

        // Batch 移动分组 from all accounts: the two ungrouped accounts into the new group.
        await groupsNav(page)
          .getByRole('button', { name: /^全部账号/ })
          .click();
        for (const { name } of ACCOUNTS) await page.getByRole('checkbox', { name: `选择 ${name}` }).check();
        await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '移动分组' }).click();
        const move = page.getByRole('dialog', { name: '移动分组' });
        await move.getByText('将 2 个账号移到所选分组').waitFor();
        await move.getByRole('combobox').click();
        await page.getByRole('option', { name: '直播矩阵' }).click();
        expect(await axeViolations(page)).toEqual([]);
        await move.getByRole('button', { name: '确定' }).click();
        await move.waitFor({ state: 'detached' });
        await page.getByText('已将 2 个账号移到“直播矩阵”').first().waitFor();
        const stored = e2e.query<{ uid: string; group: string }>(
          `SELECT a.platform_uid AS uid, g.name AS "group" FROM platform_accounts a JOIN matrix_groups g ON g.id = a.matrix_group_id
           WHERE a.brand_id = 13 AND g.name = '直播矩阵' ORDER BY a.platform_uid`,
        );
        expect(stored).toEqual(ACCOUNTS.map(({ uid }) => ({ uid, group: '直播矩阵' })));

        // The group's accounts with their figures as the platform has them.
        await groupsNav(page)
          .getByRole('button', { name: /^直播矩阵 · 2$/ })
          .click();
        await page.getByText('共 2 个账号').waitFor();
        for (const { name, uid } of ACCOUNTS) {
          const row = rowOf(page, name);
          await row.getByRole('cell', { name: '直播矩阵', exact: true }).waitFor();
          const [{ works }] = e2e.query<{ works: number }>(
            `SELECT count(*) AS works FROM sim_platform_items WHERE platform = 1 AND platform_uid = ?`,
            uid,
          ) as [{ works: number }];
          expect(works).toBeGreaterThan(0);
          await row.getByRole('cell', { name: String(works), exact: true }).waitFor();
          const [{ read }] = e2e.query<{ read: number }>(
            `SELECT count(*) AS read FROM matrix_account_figures f JOIN platform_accounts a ON a.id = f.account_id
             WHERE a.brand_id = 13 AND a.platform_uid = ? AND f.works_count = ? AND f.recent_plays > 0`,
            uid,
            works,
          ) as [{ read: number }];
          expect(read).toBe(1);
        }
        expect(await axeViolations(page)).toEqual([]);

        // Rename, then the refusal to delete a group that still has accounts.
        await page.getByRole('button', { name: '编辑分组' }).click();
        await page.getByRole('heading', { level: 1, name: '编辑账号分组' }).waitFor();
        for (const { name } of ACCOUNTS) {
          expect(await page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).isChecked()).toBe(true);
        }
        await page.getByRole('textbox', { name: '分组名称' }).fill('直播矩阵二组');
        await page.getByRole('button', { name: '保存' }).click();
        await page.getByText('已保存分组“直播矩阵二组”').first().waitFor();
        await groupsNav(page)
          .getByRole('button', { name: /^直播矩阵二组 · 2$/, pressed: true })
          .waitFor();
        await page.getByRole('button', { name: '编辑分组' }).click();
        await page.getByRole('button', { name: '删除分组' }).click();
        const confirm = page.getByRole('alertdialog', { name: '删除分组“直播矩阵二组”？' });
        await confirm.getByRole('button', { name: '删除分组' }).click();
        await confirm.getByText('分组下还有 2 个账号，请先移出').waitFor();
        expect(e2e.query('SELECT id FROM matrix_groups WHERE brand_id = 13 AND name = ?', '直播矩阵二组')).toHaveLength(
          1,
        );
        await confirm.getByRole('button', { name: '取消' }).click();

        // 导出: the group's accounts as an xlsx, kept in the task centre, tracked as 204.
        await page.getByRole('link', { name: '返回矩阵账号' }).click();
        await groupsNav(page)
          .getByRole('button', { name: /^直播矩阵二组 · 2$/ })
          .click();
        await page.getByText('共 2 个账号').waitFor();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: '导出', exact: true }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^矩阵账号\d{14}\.xlsx$/);
        const sheet = [...unzipTexts(readFileSync(await download.path())).values()].join('\n');
        for (const { name } of ACCOUNTS) expect(sheet).toContain(name);
        expect(sheet).toContain('直播矩阵二组');
        expect(sheet).not.toContain('星河美妆官方旗舰店');
        const [kept] = e2e.query<{ exporter_type: string }>(
          'SELECT exporter_type FROM download_tasks WHERE file_name = ?',
          download.suggestedFilename(),
        );
        expect(kept).toEqual({ exporter_type: 'matrixAccounts' });
        await expect
          .poll(() => e2e.query<{ n: number }>('SELECT count(*) AS n FROM tracking_events WHERE event_id = 204')[0]!.n)
          .toBe(1);
      },
      BRAND,
    );
  }, 180_000);

  it('is axe-clean in English on dark, lapsed grants showing no figures', async () => {
    const [group] = e2e.query<{ id: number }>("SELECT id FROM matrix_groups WHERE brand_id = 13 AND name = '官方账号'");
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await page.goto(`${e2e.url}${LIST}?status=3`);
        await page.getByRole('heading', { level: 1, name: 'Matrix accounts' }).waitFor();
        await groupsNav(page, 'Account groups')
          .getByRole('button', { name: /^All accounts/ })
          .waitFor();
        await page.getByText(/^\d+ accounts$/).waitFor();
        const expired = page.getByRole('row').filter({ hasText: 'Expired' }).first();
        await expired.waitFor();
        expect(await expired.getByRole('cell', { name: '—', exact: true }).count()).toBe(2);
        expect(await axeViolations(page)).toEqual([]);
        // By keyboard: a group chosen from the list, then 移动分组 opened and a group picked.
        const ungrouped = groupsNav(page, 'Account groups').getByRole('button', { name: /^Ungrouped · \d+$/ });
        await ungrouped.focus();
        await page.keyboard.press('Enter');
        await groupsNav(page, 'Account groups')
          .getByRole('button', { name: /^Ungrouped · \d+$/, pressed: true })
          .waitFor();
        // The filtered list answers after the filter shows pressed; a row replaced meanwhile takes
        // the focus with it, so the key is pressed again until the dialog opens.
        await page.waitForLoadState('networkidle');
        const move = page.getByRole('dialog', { name: 'Move to group' });
        for (let attempt = 0; attempt < 5 && (await move.count()) === 0; attempt += 1) {
          await page
            .getByRole('button', { name: /^Move to group / })
            .first()
            .focus();
          await page.keyboard.press('Enter');
          await move.waitFor({ timeout: 3_000 }).catch(() => {});
        }
        await move.getByRole('combobox').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await move.getByRole('combobox').focus();
        await page.keyboard.press('Enter');
        await page.getByRole('option').first().waitFor();
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await move.waitFor({ state: 'detached' });
        await page.goto(`${e2e.url}${GROUP}?id=${group!.id}`);
        await page.getByRole('heading', { level: 1, name: 'Edit account group' }).waitFor();
        await page.getByRole('textbox', { name: 'Group name' }).waitFor();
        await page.getByText('4 accounts chosen', { exact: false }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
