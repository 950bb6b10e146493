/**
 * 经营主体 (issue 21) against the reference server in Chromium: an admin creates a department entity,
 * binds departments and a member to it, renames it, switches department entities off and on, and
 * finds it all after a reload; the page is axe-clean in Chinese on light and English on dark.
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

const PATH = '/system_manage/business_entity';
const BRAND = '星河美妆';

const entity = (name: string) =>
  e2e.query<{ id: number; type: number }>(
    'SELECT id, type FROM business_entities WHERE brand_id = 13 AND name = ?',
    name,
  )[0];
const bound = (id: number) => ({
  depts: e2e
    .query<{ name: string }>(
      'SELECT d.name FROM business_entity_depts b JOIN departments d ON d.id = b.dept_id WHERE b.entity_id = ? ORDER BY d.id',
      id,
    )
    .map((r) => r.name),
  users: e2e
    .query<{ phone: string }>(
      'SELECT u.phone FROM business_entity_users b JOIN users u ON u.id = b.user_id WHERE b.entity_id = ? ORDER BY u.id',
      id,
    )
    .map((r) => r.phone),
});
const departmentsOpen = () =>
  e2e.query<{ isOpen: number }>(
    'SELECT is_open AS isOpen FROM business_entity_types WHERE brand_id = 13 AND type = 1',
  )[0]?.isOpen;

async function open(page: Page) {
  await page.goto(`${e2e.url}${PATH}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/** The list's row of the entity named `name`. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('经营主体', () => {
  it('creates an entity, binds departments and a member, renames it, switches its type off and on, and keeps it after a reload', async () => {
    const staff = e2e.query<{ name: string }>(
      'SELECT ub.user_brand_name AS name FROM user_brands ub JOIN users u ON u.id = ub.user_id WHERE ub.brand_id = 13 AND u.phone = ?',
      PHONES.staff,
    )[0]!.name;
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await open(page);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('经营主体');
        await page.getByRole('cell', { name: '华东运营主体', exact: true }).waitFor();
        await page.getByText('经营主体已开启').waitFor();

        // Create: the name is required, then a department entity is created.
        await page.getByRole('button', { name: '新建经营主体' }).click();
        const add = dialog(page, '新建经营主体');
        await add.getByRole('button', { name: '创建' }).click();
        await expect(add.getByRole('textbox', { name: /主体名称/ }).getAttribute('aria-invalid')).resolves.toBe('true');
        await add.getByRole('textbox', { name: /主体名称/ }).fill(' 华北运营 ');
        await add.getByRole('button', { name: '创建' }).click();
        await add.waitFor({ state: 'detached' });
        const created = entity('华北运营')!;
        expect(created.type).toBe(1);
        await page.getByRole('cell', { name: '华北运营', exact: true }).waitFor();

        // A taken name is refused next to the field, keeping what was typed.
        await page.getByRole('button', { name: '新建经营主体' }).click();
        const again = dialog(page, '新建经营主体');
        await again.getByRole('textbox', { name: /主体名称/ }).fill('华东运营主体');
        await again.getByRole('button', { name: '创建' }).click();
        await again.getByText('已有名为「华东运营主体」的经营主体').first().waitFor();
        await expect(again.getByRole('textbox', { name: /主体名称/ }).inputValue()).resolves.toBe('华东运营主体');
        await page.keyboard.press('Escape');
        const discard = page.getByRole('button', { name: '放弃', exact: true });
        if (await discard.isVisible().catch(() => false)) await discard.click();
        await again.waitFor({ state: 'detached' });

        // Bind two departments and a member.
        await rowOf(page, '华北运营').getByRole('button', { name: '关联' }).click();
        const bind = dialog(page, '“华北运营”的关联');
        await bind.getByRole('combobox', { name: /关联部门/ }).click();
        await page.keyboard.type('大区');
        await page.getByRole('treeitem', { name: '华东大区' }).click();
        await page.getByRole('treeitem', { name: '华南大区' }).click();
        await page.keyboard.press('Escape');
        await bind.getByRole('combobox', { name: /关联账号/ }).click();
        await page.getByRole('option', { name: `${staff} ${PHONES.staff}` }).click();
        await page.keyboard.press('Escape');
        await bind.getByRole('button', { name: '保存' }).click();
        await bind.waitFor({ state: 'detached' });
        expect(bound(created.id)).toEqual({ depts: ['华东大区', '华南大区'], users: [PHONES.staff] });

        // Rename.
        await rowOf(page, '华北运营').getByRole('button', { name: '重命名' }).click();
        const rename = dialog(page, '重命名“华北运营”');
        await rename.getByRole('textbox', { name: /主体名称/ }).fill('华北运营主体');
        await rename.getByRole('button', { name: '保存' }).click();
        await rename.waitFor({ state: 'detached' });
        expect(entity('华北运营')).toBeUndefined();
        expect(entity('华北运营主体')!.id).toBe(created.id);

        // Department entities off, then on again.
        const toggle = page.getByRole('switch', { name: '部门主体已开启' });
        await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
        await toggle.click();
        await page.getByText('经营主体未开启').waitFor();
        expect(departmentsOpen()).toBe(0);
        await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
        await toggle.click();
        await page.getByText('经营主体已开启').waitFor();
        expect(departmentsOpen()).toBe(1);

        // After a reload: the entity, its state and its bindings as the server has them.
        await page.reload();
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: '华北运营主体', exact: true }) });
        await row.waitFor();
        await row.getByText('已开启').waitFor();
        await rowOf(page, '华北运营主体').getByRole('button', { name: '关联' }).click();
        const reopened = dialog(page, '“华北运营主体”的关联');
        await reopened.getByText('华东大区').first().waitFor();
        await reopened.getByText(staff).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await reopened.getByRole('button', { name: '取消' }).click();
        await reopened.waitFor({ state: 'detached' });

        expect(await axeViolations(page)).toEqual([]);
      },
      BRAND,
    );
  }, 120_000);

  it('speaks English and is axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        // Signed in from an English login page, so the menu (and the page's title) is English.
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await open(page);
        await page.getByRole('heading', { level: 1, name: 'Business entities' }).waitFor();
        await page.getByRole('switch', { name: 'Group entities open' }).waitFor();
        await page.getByRole('cell', { name: 'Department entities' }).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'New business entity' }).click();
        await page.getByRole('dialog', { name: 'New business entity' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
