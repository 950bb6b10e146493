/**
 * 组织架构 (issue 21) against the reference server in Chromium: an admin builds, edits and deletes
 * departments, names the levels, and meets the server's refusals; the page is axe-clean in
 * Chinese on light and English on dark.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, axeViolations, openE2E, PHONES, signInWithPasswordInEnglish, withPage, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  // The job worker moves every second: the organisation sync is a job.
  e2e = await openE2E({ jobStepMs: 1000 });
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const PATH = '/system_manage/organization_framework';
const BRAND = '星河美妆';

interface Dept {
  id: number;
  parentId: number | null;
  name: string;
  limit: number;
}
const dept = (name: string) =>
  e2e.query<Dept>(
    'SELECT id, parent_id AS parentId, name, account_limit_num AS "limit" FROM departments WHERE brand_id = 13 AND name = ?',
    name,
  )[0];

async function open(page: Page) {
  await page.goto(`${e2e.url}${PATH}`);
  await page.getByRole('tree').first().waitFor();
}
const tree = (page: Page) => page.getByRole('tree', { name: /^(部门|Departments)$/ });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

describe('组织架构', () => {
  it('adds a department and a sub-department, limits, renames and moves them, names a level and deletes', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await open(page);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('组织架构');
        const departments = e2e.query<{ n: number }>('SELECT count(*) AS n FROM departments WHERE brand_id = 13')[0]!.n;
        await page.getByText(`共 ${departments} 个部门`).waitFor();

        // A top-level department: the name is required, then created and chosen.
        await page.getByRole('button', { name: '新建部门' }).first().click();
        const add = dialog(page, '新建部门');
        await add.getByRole('button', { name: '创建' }).click();
        await expect(add.getByRole('textbox', { name: /部门名称/ }).getAttribute('aria-invalid')).resolves.toBe('true');
        await add.getByRole('textbox', { name: /部门名称/ }).fill('  海外事业部 ');
        await add.getByRole('button', { name: '创建' }).click();
        await add.waitFor({ state: 'detached' });
        const overseas = dept('海外事业部')!;
        expect(overseas.parentId).toBeNull();
        await tree(page).getByRole('treeitem', { name: '海外事业部' }).waitFor();
        await page.getByRole('heading', { level: 2, name: '海外事业部' }).waitFor();

        // Under it: a sub-department, then its member limit.
        await page.getByRole('button', { name: '新建下级部门' }).click();
        const child = dialog(page, '新建下级部门');
        await child.getByText('上级部门：海外事业部').waitFor();
        await child.getByRole('textbox', { name: /部门名称/ }).fill('新加坡');
        await child.getByRole('button', { name: '创建' }).click();
        await child.waitFor({ state: 'detached' });
        expect(dept('新加坡')!.parentId).toBe(overseas.id);
        await page.getByRole('heading', { level: 2, name: '新加坡' }).waitFor();
        await page.getByRole('button', { name: '人数上限', exact: true }).click();
        const limit = dialog(page, /人数上限/);
        await limit.getByRole('spinbutton').fill('12');
        await limit.getByRole('button', { name: '保存' }).click();
        await limit.waitFor({ state: 'detached' });
        expect(dept('新加坡')!.limit).toBe(12);

        // A sibling with the same name is refused where it was typed, keeping what was typed.
        await tree(page).getByRole('treeitem', { name: '海外事业部' }).click();
        await page.getByRole('button', { name: '新建下级部门' }).click();
        const again = dialog(page, '新建下级部门');
        await again.getByRole('textbox', { name: /部门名称/ }).fill('新加坡');
        await again.getByRole('button', { name: '创建' }).click();
        await again.getByText('同级已有名为「新加坡」的部门').first().waitFor();
        await expect(again.getByRole('textbox', { name: /部门名称/ }).inputValue()).resolves.toBe('新加坡');
        await again.getByRole('button', { name: '取消' }).click();
        // It holds typed changes, so closing asks first.
        await page.getByRole('button', { name: '放弃', exact: true }).click();
        await again.waitFor({ state: 'detached' });

        // Rename and move the sub-department to the top level.
        await tree(page).getByRole('treeitem', { name: '新加坡' }).click();
        await page.getByRole('button', { name: '重命名', exact: true }).click();
        const rename = dialog(page, '重命名');
        await rename.getByRole('textbox', { name: /部门名称/ }).fill('东南亚');
        await rename.getByRole('button', { name: '保存' }).click();
        await rename.waitFor({ state: 'detached' });
        expect(dept('新加坡')).toBeUndefined();
        expect(dept('东南亚')!.parentId).toBe(overseas.id);
        await page.getByRole('button', { name: '移动', exact: true }).click();
        const move = dialog(page, /移动/);
        await move.getByRole('combobox').click();
        await page.getByRole('treeitem', { name: '最上级（无上级部门）' }).click();
        await move.getByRole('button', { name: '保存' }).click();
        await move.waitFor({ state: 'detached' });
        expect(dept('东南亚')!.parentId).toBeNull();

        // The first level's name.
        await page.getByRole('button', { name: '层级名称' }).click();
        const levels = dialog(page, '层级名称');
        await levels.getByRole('textbox', { name: /第 1 级/ }).fill('集团');
        await levels.getByRole('button', { name: '保存' }).click();
        await levels.waitFor({ state: 'detached' });
        expect(
          e2e.query<{ alias: string }>('SELECT alias FROM dept_level_aliases WHERE brand_id = 13 AND level = 1')[0]!
            .alias,
        ).toBe('集团');
        await page.getByText('第 1 级 · 集团').waitFor();

        // A department with members is not deleted; an empty one is, with its sub-departments.
        const withMembers = e2e.query<{ name: string }>(
          `SELECT d.name FROM departments d WHERE d.brand_id = 13
             AND EXISTS (SELECT 1 FROM user_departments ud WHERE ud.dept_id = d.id) ORDER BY d.id DESC LIMIT 1`,
        )[0]!.name;
        await page.getByRole('searchbox', { name: '搜索部门' }).fill(withMembers);
        await tree(page).getByRole('treeitem', { name: withMembers }).click();
        await page.getByRole('button', { name: '删除', exact: true }).click();
        const refuse = page.getByRole('alertdialog');
        await refuse.getByRole('button', { name: '删除' }).click();
        await page
          .getByText(/名成员，请先移出成员再删除/)
          .first()
          .waitFor();
        expect(dept(withMembers)).toBeDefined();
        await refuse.getByRole('button', { name: '取消' }).click();

        await page.getByRole('searchbox', { name: '搜索部门' }).fill('');
        await tree(page).getByRole('treeitem', { name: '海外事业部' }).click();
        await page.getByRole('button', { name: '删除', exact: true }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByRole('button', { name: '删除' }).click();
        await confirm.waitFor({ state: 'detached' });
        expect(dept('海外事业部')).toBeUndefined();
        await page.getByText('在左侧选择一个部门查看详情').waitFor();

        expect(await axeViolations(page)).toEqual([]);
      },
      BRAND,
    );
  }, 120_000);

  it('groups departments: creates a group of two regions, renames it and deletes it', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await open(page);

        await page.getByRole('button', { name: '新建分组' }).click();
        const create = dialog(page, '新建分组');
        await create.getByRole('textbox', { name: /分组名称/ }).fill('华区联合');
        await create.getByRole('combobox', { name: /包含部门/ }).click();
        // Typing searches the tree, opening the branches down to the matches.
        await page.keyboard.type('大区');
        await page.getByRole('treeitem', { name: '华东大区' }).click();
        await page.getByRole('treeitem', { name: '华南大区' }).click();
        await page.keyboard.press('Escape');
        await create.getByRole('button', { name: '创建' }).click();
        await create.waitFor({ state: 'detached' });
        const stored = () =>
          e2e.query<{ name: string; depts: string }>(
            `SELECT g.name, group_concat(d.name, '、') AS depts FROM dept_groups g
               LEFT JOIN dept_group_depts gd ON gd.group_id = g.id LEFT JOIN departments d ON d.id = gd.dept_id
              WHERE g.brand_id = 13 GROUP BY g.id ORDER BY g.id`,
          );
        // The seed's two groups come first.
        const seeded = stored();
        expect(seeded.map((g) => g.name)).toEqual(['大区联营组', '零售中心组', '华区联合']);
        expect(seeded[2]).toEqual({ name: '华区联合', depts: expect.stringMatching(/华东大区/) });
        await page.getByRole('cell', { name: '华区联合', exact: true }).waitFor();

        await page.getByRole('button', { name: '重命名 华区联合' }).click();
        const rename = dialog(page, '重命名');
        await rename.getByRole('textbox', { name: /分组名称/ }).fill('南北联合');
        await rename.getByRole('button', { name: '保存' }).click();
        await rename.waitFor({ state: 'detached' });
        await page.getByRole('cell', { name: '南北联合', exact: true }).waitFor();

        await page.getByRole('button', { name: '删除 南北联合' }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByRole('button', { name: '删除' }).click();
        await confirm.waitFor({ state: 'detached' });
        expect(stored().map((g) => g.name)).toEqual(['大区联营组', '零售中心组']);
        await page.getByRole('cell', { name: '南北联合', exact: true }).waitFor({ state: 'detached' });

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
        await page.getByRole('heading', { level: 1, name: 'Organisation' }).waitFor();
        // Searching opens the branches down to the matches.
        await page.getByRole('searchbox', { name: 'Search departments' }).fill('华东');
        await tree(page).getByRole('treeitem', { name: '华东大区' }).click();
        await page.getByRole('button', { name: 'New sub-department' }).waitFor();
        // A level the brand has not named reads its default in English.
        await page.getByText('Level 3 · Region').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Level names' }).click();
        await page.getByRole('dialog', { name: 'Level names' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);

  it('syncs from the Feishu directory: the report lists who joined, moved and left, and a newcomer then signs in', async () => {
    const departments = () =>
      e2e.query<{ n: number }>('SELECT count(*) AS n FROM departments WHERE brand_id = 13')[0]!.n;
    const section = (page: Page) => page.locator('[data-component="OrgSyncSection"]');
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await open(page);
        const sync = section(page);
        await sync.getByRole('heading', { name: '组织同步与成员设置' }).waitFor();
        await sync.getByText('从未同步').waitFor();
        const people = e2e.query<{ n: number }>(
          "SELECT count(*) AS n FROM idp_people WHERE brand_id = 13 AND provider = 'feishu'",
        )[0]!.n;
        await sync.getByText(`${people} 人`).waitFor();
        await expect(sync.getByRole('combobox', { name: '默认角色' }).textContent()).resolves.toContain('运营');
        expect(await axeViolations(page)).toEqual([]);

        const before = departments();
        await sync.getByRole('button', { name: '立即同步' }).click();
        const report = sync.getByRole('region', { name: '上次同步结果' });
        await report.getByText('已完成').waitFor({ timeout: 20_000 });
        const newcomer = e2e.query<{ name: string; valid: number }>(
          `SELECT ub.user_brand_name AS name, ub.is_valid AS valid FROM users u
           JOIN user_brands ub ON ub.user_id = u.id AND ub.brand_id = 13 WHERE u.phone = '13700130001'`,
        );
        expect(newcomer).toEqual([{ name: '沈新同', valid: 1 }]);
        const changes = report.getByRole('table', { name: '变更明细' });
        await changes.getByRole('row', { name: /新增 沈新同 事业部\/零售中心\/华东大区\/杭州门店/ }).waitFor();
        await changes.getByRole('row', { name: /未处理 钱无号 目录中没有手机号/ }).waitFor();
        await changes.getByRole('row', { name: /停用/ }).waitFor();
        // The store the directory names is in the tree now, and the page's summary counts it.
        expect(departments()).toBe(before + 1);
        await page.getByText(`共 ${before + 1} 个部门`).waitFor();

        // A switch saves at once: employee ids stop showing, then show again.
        const ids = sync.getByRole('switch', { name: '显示工号' });
        await ids.click();
        await expect
          .poll(
            () =>
              e2e.query<{ value: string }>(
                "SELECT value FROM brand_settings WHERE brand_id = 13 AND key = 'showEmployeeId'",
              )[0]!.value,
          )
          .toBe('false');
        // The switch shows the server's state once it has answered.
        await expect.poll(() => ids.getAttribute('aria-checked')).toBe('false');
        await expect.poll(() => ids.isEnabled()).toBe(true);
        await ids.click();
        await expect.poll(() => ids.getAttribute('aria-checked')).toBe('true');
        expect(await axeViolations(page)).toEqual([]);
      },
      BRAND,
    );

    // The newcomer signs in through Feishu on the provider's consent page.
    await withPage(e2e, async (page) => {
      await page.goto(`${e2e.url}/login`);
      await page.getByRole('button', { name: '飞书登录' }).click();
      await page.getByRole('radio', { name: /沈新同/ }).check();
      await page.getByRole('button', { name: '同意并登录' }).click();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').userBrandName), {
          timeout: 20_000,
        })
        .toBe('沈新同');
    });

    // The report in English, on dark.
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await open(page);
        const report = section(page).getByRole('region', { name: 'Last sync' });
        await report.getByText('Done').waitFor();
        await report.getByRole('row', { name: /Skipped 钱无号 No phone number in the directory/ }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 180_000);
});
