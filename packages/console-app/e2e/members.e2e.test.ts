/**
 * 子账号 and the member detail (issue 21) against the reference server in Chromium: an admin adds a
 * member, who signs in with the initial password shown once; the admin moves them between
 * departments and disables them, and their open session ends at once; the pages are axe-clean in
 * Chinese on light and English on dark.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  dismissNotices,
  openE2E,
  PHONES,
  signInWithPasswordInEnglish,
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

const LIST = '/system_manage/child_account';
const BRAND = '星河美妆';
const NEW_PHONE = '13912340001';

const memberOf = (phone: string) =>
  e2e.query<{ userId: number; name: string; isValid: number }>(
    `SELECT u.id AS userId, ub.user_brand_name AS name, ub.is_valid AS isValid
       FROM users u JOIN user_brands ub ON ub.user_id = u.id AND ub.brand_id = 13 WHERE u.phone = ?`,
    phone,
  )[0];
const deptNamesOf = (userId: number) =>
  e2e
    .query<{ name: string }>(
      `SELECT d.name FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
        WHERE ud.brand_id = 13 AND ud.user_id = ? ORDER BY d.name`,
      userId,
    )
    .map((row) => row.name);

async function signInWith(page: Page, phone: string, password: string) {
  await page.goto(`${e2e.url}/login`);
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: /手机号/ }).fill(phone);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

describe('子账号', () => {
  it('adds a member who signs in with the initial password, moves and disables them, and their session ends', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await page.goto(`${e2e.url}${LIST}`);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('子账号');
        const members = e2e.query<{ n: number }>('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13')[0]!.n;
        await page
          .getByText(new RegExp(`共 ${members} 条`))
          .first()
          .waitFor();

        // A new account: wrong input is refused beside its field, then the password is shown once.
        await page.getByRole('button', { name: '新建成员' }).click();
        const add = page.getByRole('dialog', { name: '新建成员' });
        await add.getByRole('textbox', { name: /手机号/ }).fill('12345');
        await add.getByRole('textbox', { name: /显示名称/ }).fill('林新人');
        await add.getByRole('button', { name: '创建' }).click();
        await add.getByText('请输入正确的手机号').waitFor();
        await add.getByRole('textbox', { name: /手机号/ }).fill(NEW_PHONE);
        await add.getByRole('combobox', { name: /角色/ }).click();
        await page.getByRole('option', { name: '运营' }).click();
        await page.keyboard.press('Escape');
        await add.getByRole('button', { name: '创建' }).click();
        const shown = page.getByRole('dialog', { name: '初始密码' });
        const password = (await shown.locator('output').textContent())!.trim();
        expect(password.length).toBeGreaterThanOrEqual(8);
        await shown.getByRole('button', { name: '我已记下' }).click();
        const added = memberOf(NEW_PHONE)!;
        expect(added).toMatchObject({ name: '林新人', isValid: 1 });

        // The new member signs in with it, in a browser of their own.
        const row = page.getByRole('row', { name: /林新人/ });
        const { context: theirs, page: their } = await e2e.newPage();
        try {
          await signInWith(their, NEW_PHONE, password);
          await dismissNotices(their);
          await their.locator('[data-component="Header"]').waitFor();

          // Departments: the admin puts them in two, from the list's row actions.
          await page
            .getByRole('textbox', { name: /显示名称/ })
            .first()
            .fill('林新人');
          await page.keyboard.press('Enter');
          await row.waitFor();
          await row.getByRole('button', { name: '更多' }).click();
          await page.getByRole('menuitem', { name: '调整部门' }).click();
          const depts = page.getByRole('dialog', { name: /调整部门/ });
          await depts.getByRole('combobox').click();
          await page.getByRole('treeitem', { name: '事业部' }).first().click();
          await page.keyboard.press('Escape');
          await depts.getByRole('button', { name: '保存' }).click();
          await depts.waitFor({ state: 'detached' });
          expect(deptNamesOf(added.userId)).toEqual(['事业部']);

          // Disabled: their open session ends at their next call.
          await row.getByRole('button', { name: '更多' }).click();
          await page.getByRole('menuitem', { name: '停用' }).click();
          const confirm = page.getByRole('alertdialog');
          await confirm.getByRole('button', { name: '停用' }).click();
          await confirm.waitFor({ state: 'detached' });
          expect(memberOf(NEW_PHONE)!.isValid).toBe(0);
          await row.getByText('停用').waitFor();
          await their.reload();
          await their.waitForURL(/\/login/);
        } finally {
          await theirs.close();
        }

        // The detail page, from the name's link.
        await row.getByRole('link', { name: '林新人' }).click();
        await page.getByRole('heading', { level: 1, name: '林新人' }).waitFor();
        await page.getByRole('heading', { level: 2, name: '最近登录记录' }).waitFor();
        expect(await page.getByRole('table').last().getByRole('row').count()).toBeGreaterThanOrEqual(2);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: '子账号' }).click();
        await page.getByRole('heading', { level: 1, name: '子账号' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      BRAND,
    );
  }, 180_000);

  it('speaks English and is axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await page.goto(`${e2e.url}${LIST}`);
        await page.getByRole('heading', { level: 1, name: 'Child accounts' }).waitFor();
        await page.getByRole('columnheader', { name: 'Last sign-in' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const first = page.getByRole('table').getByRole('link').first();
        await first.click();
        await page.getByRole('heading', { level: 2, name: 'Recent sign-ins' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
