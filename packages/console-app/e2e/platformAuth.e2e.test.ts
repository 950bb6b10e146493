/**
 * 抖音授权 (issue 22) against the reference server in Chromium: the admin authorises a Douyin account
 * through the simulated platform's consent page in a new window and sees it listed once the page
 * learns the outcome; revokes another after a confirmation; the page is axe-clean in Chinese on
 * light and English on dark.
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

const PATH = '/system_manage/douyin_auth';
const BRAND = '星河美妆';

const account = (uid: string) =>
  e2e.query<{ id: number; name: string; revokedAt: number | null; ownerId: number }>(
    'SELECT id, name, revoked_at AS revokedAt, owner_id AS ownerId FROM platform_accounts WHERE brand_id = 13 AND platform = 1 AND platform_uid = ?',
    uid,
  )[0];

async function open(page: Page) {
  await page.goto(`${e2e.url}${PATH}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('抖音授权', () => {
  it('authorises a Douyin account through the consent page in a new window, lists it, and revokes another', async () => {
    expect(account('dy_1006'), 'not authorised by brand 13 before').toBeUndefined();
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page, context) => {
        await open(page);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('抖音授权');
        await rowOf(page, '星河美妆官方旗舰店').waitFor();
        await rowOf(page, '星河美妆上海门店').getByText('即将过期').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // Authorise: brand 13 authorises Douyin by scanning (设置 › 抖音授权方式), so the dialog shows the
        // consent page's QR code; here the page is opened on this device instead, in a new window.
        await page.getByRole('button', { name: '授权抖音账号' }).click();
        const waiting = page.getByRole('dialog', { name: '正在授权抖音账号' });
        const code = waiting.getByRole('img', { name: '扫码授权抖音账号' });
        await code.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const [popup] = await Promise.all([
          context.waitForEvent('page'),
          waiting.getByRole('link', { name: '在此设备上打开授权页面' }).click(),
        ]);
        await popup.waitForURL(/\/platform\/stand-in\/dy\/authorize\?/);
        await popup.getByRole('heading', { name: '授权抖音账号' }).waitFor();
        await popup.getByRole('radio', { name: /青禾食品官方/ }).check();
        await popup.getByRole('radio', { name: /90 天/ }).check();
        await popup.getByRole('button', { name: '同意授权' }).click();
        await popup.getByRole('heading', { name: '授权成功' }).waitFor();
        await popup.close();

        // The page learns it by polling, closes its dialog and lists the account.
        await page.getByRole('dialog', { name: '正在授权抖音账号' }).waitFor({ state: 'detached' });
        const added = rowOf(page, '青禾食品官方');
        await added.waitFor();
        await added.getByText('已授权').waitFor();
        await added.getByText('林管理').waitFor();
        const stored = account('dy_1006')!;
        expect(stored.name).toBe('青禾食品官方');
        expect(stored.revokedAt).toBeNull();

        // Revoke another, after a confirmation.
        const flagship = rowOf(page, '星河美妆官方旗舰店');
        await flagship.getByRole('button', { name: '取消授权 星河美妆官方旗舰店' }).click();
        const confirm = page.getByRole('alertdialog', { name: '取消授权“星河美妆官方旗舰店”？' });
        await confirm.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await confirm.getByRole('button', { name: '取消授权', exact: true }).click();
        await confirm.waitFor({ state: 'detached' });
        await flagship.getByText('已取消授权').waitFor();
        expect(account('dy_1001')!.revokedAt).not.toBeNull();

        // Filters live in the address: revoked accounts only, after a reload.
        await page.goto(`${e2e.url}${PATH}?status=4`);
        await rowOf(page, '星河美妆官方旗舰店').waitFor();
        await expect(rowOf(page, '青禾食品官方').count()).resolves.toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        // By the owner's department (and those under it): the rows the database holds for 华东大区.
        const east = e2e.query<{ id: number }>(
          "SELECT id FROM departments WHERE brand_id = 13 AND name = '华东大区'",
        )[0]!.id;
        const inEast = e2e.query<{ name: string }>(
          `SELECT name FROM platform_accounts WHERE brand_id = 13 AND platform = 1 AND dept_id IN
             (WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT d.id FROM departments d JOIN sub ON d.parent_id = sub.id)
              SELECT id FROM sub)`,
          east,
        );
        await page.goto(`${e2e.url}${PATH}?deptId=${east}`);
        await page.getByRole('combobox', { name: '所属部门' }).getByText('华东大区').waitFor();
        if (inEast.length > 0) await rowOf(page, inEast[0]!.name).waitFor();
        await expect
          .poll(() =>
            page
              .getByRole('row')
              .filter({ has: page.getByRole('cell') })
              .count(),
          )
          .toBe(inEast.length);
      },
      BRAND,
    );
  }, 120_000);

  it('speaks English and is axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await open(page);
        await page.getByRole('button', { name: 'Authorise a Douyin account' }).waitFor();
        await rowOf(page, '星河美妆上海门店').getByText('Expiring').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const row = rowOf(page, '星河美妆快手号').or(rowOf(page, '星河彩妆研究所'));
        await row
          .first()
          .getByRole('button', { name: /^Revoke / })
          .click();
        await page.getByRole('alertdialog', { name: /^Revoke “/ }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
