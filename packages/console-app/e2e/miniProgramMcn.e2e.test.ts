/**
 * 小程序授权, MCN管理, and the Douyin page's shops and clues (issue 22) against the reference server in
 * Chromium: the admin authorises another mini-programme on the simulated WeChat page without a
 * required permission set and sees why it cannot be used, then cancels it; opens a Douyin account's
 * shop through its one-time quick-login address; authorises an account's clues; adds an MCN
 * institution and one of the brand's Douyin accounts to it. Axe-clean in Chinese on light and in
 * English on dark.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, axeViolations, openE2E, PHONES, signInWithPasswordInEnglish, withPage, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const BRAND = '星河美妆';
const MINI = '/system_manage/mini_programme_auth';
const MCN = '/system_manage/mcn_management';
const DOUYIN = '/system_manage/douyin_auth';

async function open(page: Page, path: string) {
  await page.goto(`${e2e.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('小程序授权, MCN管理, shops and clues', () => {
  it('authorises a mini-programme on WeChat’s page, shows what it lacks, and cancels it', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page, context) => {
        await open(page, MINI);
        await page.getByRole('heading', { level: 1, name: '星河美妆会员中心' }).waitFor();
        await page.getByText('已授权', { exact: true }).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        const [popup] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('button', { name: '重新授权' }).click(),
        ]);
        await popup.waitForURL(/\/platform\/stand-in\/wx-third\/authorize\?/);
        await page.getByRole('dialog', { name: '正在授权小程序' }).waitFor();
        await popup.getByRole('radio', { name: /星河美妆门店预约/ }).check();
        await popup.getByRole('checkbox', { name: '开发管理与数据分析权限' }).uncheck();
        await popup.getByRole('button', { name: '同意授权' }).click();
        await popup.getByRole('heading', { name: '授权成功' }).waitFor();
        await popup.close();

        await page.getByRole('dialog', { name: '正在授权小程序' }).waitFor({ state: 'detached' });
        await page.getByRole('heading', { level: 1, name: '星河美妆门店预约' }).waitFor();
        await page.getByText('小程序授权不可用：权限集不完整').waitFor();
        await page.getByText(/开发管理与数据分析权限。请重新授权并勾选/).waitFor();
        const stored = e2e.query<{ appId: string; scopes: string }>(
          'SELECT app_id AS appId, func_scopes AS scopes FROM brand_mini_programs WHERE brand_id = 13',
        )[0]!;
        expect(stored).toEqual({ appId: 'wx0c5d2e8f91a47b63', scopes: '[17,19,30,40]' });
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: '解除授权' }).click();
        const confirm = page.getByRole('alertdialog', { name: '解除小程序“星河美妆门店预约”的授权？' });
        await confirm.waitFor();
        await confirm.getByRole('button', { name: '解除授权' }).click();
        await confirm.waitFor({ state: 'detached' });
        await page.getByText('小程序授权不可用：已取消授权').waitFor();
        expect(
          e2e.query<{ revoked: number | null }>(
            'SELECT revoked_at AS revoked FROM brand_mini_programs WHERE brand_id = 13',
          )[0]!.revoked,
        ).not.toBeNull();
      },
      BRAND,
    );
  }, 120_000);

  it('opens a Douyin account’s shop by quick login and authorises an account’s clues', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page, context) => {
        await open(page, DOUYIN);
        const [shop] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('button', { name: '进入抖店 星河美妆上海门店小店' }).click(),
        ]);
        await shop.waitForURL(/\/platform\/stand-in\/shop\/login\?ticket=/);
        await shop.getByRole('heading', { name: '抖店后台' }).waitFor();
        await shop.getByText('星河美妆上海门店小店').waitFor();
        // The address works once.
        await shop.reload();
        await shop.getByRole('heading', { name: '登录链接已失效' }).waitFor();
        await shop.close();

        const row = rowOf(page, '星河彩妆研究所');
        await row.getByRole('cell', { name: '未授权', exact: true }).waitFor();
        await row.getByRole('button', { name: '授权线索 星河彩妆研究所' }).click();
        // The clue cell turns from 未授权 to 已授权 (the grant's own cell already says 已授权).
        await row.getByRole('cell', { name: '未授权', exact: true }).waitFor({ state: 'detached' });
        expect(await row.getByRole('cell', { name: '已授权', exact: true }).count()).toBe(2);
        expect(
          e2e.query<{ at: number | null }>(
            "SELECT clues_authorised_at AS at FROM platform_accounts WHERE brand_id = 13 AND platform_uid = 'dy_1002'",
          )[0]!.at,
        ).not.toBeNull();
        expect(await axeViolations(page)).toEqual([]);
      },
      BRAND,
    );
  }, 120_000);

  it('adds an MCN institution and one of the brand’s Douyin accounts to it', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await open(page, MCN);
        await rowOf(page, '星火文化传媒').getByRole('cell', { name: '2', exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: '新增机构' }).click();
        const form = page.getByRole('dialog', { name: '新增机构' });
        await form.getByRole('textbox', { name: '机构名称' }).fill('星火文化传媒');
        await form.getByRole('button', { name: '保存' }).click();
        await form.getByText('机构名称已存在').waitFor();
        await form.getByRole('textbox', { name: '机构名称' }).fill('新星传媒');
        await form.getByRole('textbox', { name: '联系人' }).fill('王新');
        await form.getByRole('button', { name: '保存' }).click();
        await form.waitFor({ state: 'detached' });
        const added = rowOf(page, '新星传媒');
        await added.waitFor();

        await added.getByRole('button', { name: '账号 新星传媒' }).click();
        const drawer = page.getByRole('dialog', { name: '“新星传媒”的账号' });
        await drawer.getByText('该机构还没有账号').waitFor();
        await drawer.getByRole('button', { name: '添加账号' }).click();
        const picker = page.getByRole('dialog', { name: '添加抖音账号到“新星传媒”' });
        await picker.getByRole('checkbox', { name: /^星河彩妆研究所/ }).check();
        expect(await axeViolations(page)).toEqual([]);
        await picker.getByRole('button', { name: '添加 1 个账号' }).click();
        await picker.waitFor({ state: 'detached' });
        await drawer.getByRole('button', { name: '移出 星河彩妆研究所' }).waitFor();
        const inside = e2e.query<{ name: string }>(
          `SELECT m.name FROM platform_accounts a JOIN mcn_institutions m ON m.id = a.mcn_id
           WHERE a.brand_id = 13 AND a.platform_uid = 'dy_1002'`,
        );
        expect(inside).toEqual([{ name: '新星传媒' }]);
        expect(await axeViolations(page)).toEqual([]);
        // The keyboard stays in the drawer after the checklist closes: Escape closes the newest layer,
        // the 已添加 toast while it shows, then the drawer.
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('添加账号');
        await page.keyboard.press('Escape');
        if (await drawer.isVisible()) await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
        await rowOf(page, '新星传媒').getByRole('cell', { name: '1', exact: true }).waitFor();
      },
      BRAND,
    );
  }, 120_000);

  it('speaks English and is axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await open(page, MINI);
        await page.getByRole('button', { name: 'Re-authorise' }).waitFor();
        await page.getByRole('heading', { name: 'Permission sets' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await open(page, MCN);
        await page.getByRole('button', { name: 'Add institution' }).waitFor();
        await rowOf(page, '星火文化传媒').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Accounts 星火文化传媒' }).click();
        await page
          .getByRole('dialog', { name: 'Accounts of “星火文化传媒”' })
          .getByRole('button', { name: /^Take out / })
          .first()
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
