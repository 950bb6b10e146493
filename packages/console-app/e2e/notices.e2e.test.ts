/**
 * 公告管理 (issue 22) against the reference server in Chromium: the admin publishes an announcement to
 * one department; a member of that department signs in and sees it in the announcement dialog (text
 * as written, no markup made of it), closes it, it is marked read (1 read on the admin's list) and
 * does not show again; a member outside the department never sees it. Axe-clean in Chinese on light
 * and English on dark.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  openE2E,
  PHONES,
  signInWithPassword,
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

const PATH = '/system_manage/notice_manage';
const BRAND = '星河美妆';
const TITLE = '华东大区盘点通知';
const BODY = '本周五 18:00 前完成门店盘点。\n<b>不是标签</b>';

/** An enabled brand-13 staff member with their own password whose only department is `dept`. */
const memberOnlyIn = (dept: string) =>
  e2e.query<{ phone: string }>(
    `SELECT u.phone FROM users u JOIN user_brands ub ON ub.user_id = u.id AND ub.brand_id = 13 AND ub.is_valid = 1
     WHERE u.phone LIKE '1390013%' AND u.is_init_pwd = 0
       AND (SELECT group_concat(d.name) FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
            WHERE ud.user_id = u.id AND ud.brand_id = 13) = ?
       AND (SELECT count(*) FROM user_brands o WHERE o.user_id = u.id) = 1
     ORDER BY u.id LIMIT 1`,
    dept,
  )[0]!.phone;
const notice = () =>
  e2e.query<{ id: number; state: number }>('SELECT id, state FROM notices WHERE brand_id = 13 AND title = ?', TITLE)[0];
const reads = (id: number) =>
  e2e.query<{ n: number }>('SELECT count(*) AS n FROM notice_reads WHERE notice_id = ?', id)[0]!.n;

async function open(page: Page) {
  await page.goto(`${e2e.url}${PATH}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}
const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

describe('公告管理', () => {
  it('publishes an announcement to a department: its member sees it once, marked read; others never', async () => {
    const inside = memberOnlyIn('华东大区');
    const outside = memberOnlyIn('华南大区');
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await open(page);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('公告管理');
        // The seed's draft is listed.
        await page.getByRole('cell', { name: '年度评优活动预告', exact: true }).waitFor();

        await page.getByRole('button', { name: '新建公告' }).click();
        const form = page.getByRole('dialog', { name: '新建公告' });
        // Required fields are refused first.
        await form.getByRole('button', { name: '保存' }).click();
        await form.getByText('请输入公告标题').first().waitFor();
        await form.getByRole('textbox', { name: /标题/ }).fill(TITLE);
        await form.getByRole('textbox', { name: /内容/ }).fill(BODY);
        await form.getByRole('radio', { name: '指定部门' }).click();
        await form.getByRole('combobox', { name: /部门/ }).click();
        await page.keyboard.type('华东');
        await page.getByRole('treeitem', { name: '华东大区' }).click();
        await page.keyboard.press('Escape');
        await expect(form.getByRole('radio', { name: '立即发布' }).getAttribute('aria-checked')).resolves.toBe('true');
        expect(await axeViolations(page)).toEqual([]);
        await form.getByRole('button', { name: '保存' }).click();
        await form.waitFor({ state: 'detached' });
        const created = notice()!;
        expect(created.state).toBe(1);

        const row = rowOf(page, TITLE);
        await row.getByText('已发布').waitFor();
        await row.getByText('华东大区', { exact: true }).waitFor();
        const recipients = Number((await row.getByText(/^0 \/ \d+$/).innerText()).split('/')[1]);
        expect(recipients).toBeGreaterThan(0);
        expect(await axeViolations(page)).toEqual([]);

        // The member in 华东大区 signs in: the announcement dialog shows it as written.
        await withPage(e2e, async (member) => {
          await signInWithPassword(member, e2e.url, inside);
          const announcement = member.getByRole('dialog', { name: '系统公告' });
          await announcement.waitFor();
          await announcement.getByText(TITLE).waitFor();
          await announcement.getByText('<b>不是标签</b>').waitFor();
          expect(await announcement.locator('b').count()).toBe(0);
          await announcement.getByRole('button', { name: '关闭' }).click();
          await expect.poll(() => member.getByRole('dialog').count()).toBe(0);
          await expect.poll(() => reads(created.id)).toBe(1);
          await member.reload();
          await member.waitForLoadState('networkidle');
          await member.waitForTimeout(500);
          expect(await member.getByRole('dialog').count()).toBe(0);
        });

        // A member of 华南大区 does not get it.
        await withPage(e2e, async (member) => {
          await signInWithPassword(member, e2e.url, outside);
          await member.locator('[data-component="Header"]').waitFor();
          await member.waitForLoadState('networkidle');
          await member.waitForTimeout(500);
          expect(await member.getByRole('dialog').count()).toBe(0);
        });
        expect(reads(created.id)).toBe(1);

        // The admin's list: one of its recipients has read it; the reads show who.
        await page.reload();
        await rowOf(page, TITLE).getByText(`1 / ${recipients}`).waitFor();
        await rowOf(page, TITLE)
          .getByRole('button', { name: `阅读情况 ${TITLE}` })
          .click();
        const readers = page.getByRole('dialog', { name: `“${TITLE}”的阅读情况` });
        await readers.getByRole('cell').first().waitFor();
        expect(await readers.getByRole('row').count()).toBe(2);
        expect(await axeViolations(page)).toEqual([]);
        await readers.getByRole('button', { name: '关闭' }).last().click();
        await readers.waitFor({ state: 'detached' });

        // Filters live in the address: published announcements only.
        await page.goto(`${e2e.url}${PATH}?status=4`);
        await page.getByRole('cell', { name: '（已撤回）春节值班安排', exact: true }).waitFor();
        expect(await page.getByRole('cell', { name: TITLE, exact: true }).count()).toBe(0);

        // Withdraw, with confirmation: it stops showing (and is listed as withdrawn).
        await page.goto(`${e2e.url}${PATH}`);
        await rowOf(page, TITLE)
          .getByRole('button', { name: `撤回 ${TITLE}` })
          .click();
        const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '撤回' }));
        await confirm.getByRole('button', { name: '撤回' }).click();
        await rowOf(page, TITLE).getByText('已撤回').waitFor();
        expect(notice()!.state).toBe(2);
      },
      BRAND,
    );
  }, 180_000);

  it('speaks English and is axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await open(page);
        await page.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
        await page.getByRole('cell', { name: 'Draft' }).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'New notice' }).click();
        await page.getByRole('dialog', { name: 'New notice' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
