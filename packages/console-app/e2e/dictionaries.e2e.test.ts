/**
 * 字典设置, 设置, 分区设置 and 编辑内容配置 (issue 22) against the reference server in Chromium: the
 * admin adds a task tag, moves it to the top from the keyboard and disables another; employee
 * analysis' task-tag filter then offers the brand's enabled tags in that order, without the disabled
 * one. A setting changed on 设置 is kept after a reload; a section's content lists are reordered
 * from the keyboard and saved. Axe-clean in Chinese on light and English on dark.
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
/** Brand 13's task tags as stored, in order, disabled ones in brackets. */
const storedTags = () =>
  e2e
    .query<{ label: string; enabled: number }>(
      "SELECT label, enabled FROM dictionary_items WHERE brand_id = 13 AND dict_code = 'taskTags' ORDER BY sort",
    )
    .map((r) => (r.enabled ? r.label : `(${r.label})`));

async function openDictionary(page: Page, code: string) {
  await page.goto(`${e2e.url}/system_manage/dictionary_set?dict=${code}`);
  await page.getByRole('list', { name: /的字典项|Items of/ }).waitFor();
}

describe('字典设置', () => {
  it('adds, reorders by keyboard and disables task tags, and employee analysis offers them in that order', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await openDictionary(page, 'taskTags');
        await page.getByRole('heading', { level: 1, name: '字典设置' }).waitFor();
        await expect(page.getByRole('tab', { name: /任务标签/ }).getAttribute('aria-selected')).resolves.toBe('true');
        const list = page.getByRole('list', { name: '任务标签的字典项' });
        await list.getByRole('listitem').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // A name the dictionary has is refused next to the field; a new one is added at the end.
        await page.getByRole('button', { name: '新增字典项' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: '名称' }).fill('门店引流');
        await dialog.getByRole('button', { name: '保存' }).click();
        await dialog.getByText('该名称已存在').waitFor();
        await dialog.getByRole('textbox', { name: '名称' }).fill('直播带货');
        await dialog.getByRole('button', { name: '保存' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(storedTags).toContain('直播带货');
        expect(storedTags().at(-1)).toBe('直播带货');

        // Moved to the top from the keyboard: Space picks it up, ↑ moves, Space drops. Each step is
        // announced (the live region says where it is), and the next key waits for that.
        const count = storedTags().length;
        const announced = (text: string) => page.getByText(text).waitFor({ state: 'attached' });
        await page.getByRole('button', { name: '拖动排序：直播带货' }).focus();
        await page.keyboard.press('Space');
        await announced(`直播带货 移到了第 ${count} 位`);
        for (let position = count - 1; position >= 1; position -= 1) {
          await page.keyboard.press('ArrowUp');
          await announced(`直播带货 移到了第 ${position} 位`);
        }
        await page.keyboard.press('Space');
        await announced('直播带货 已放在第 1 位');
        await expect.poll(() => storedTags()[0]).toBe('直播带货');
        await expect.poll(() => list.getByRole('listitem').first().innerText()).toContain('直播带货');

        // 门店引流 disabled: marked on the list, left out of the pages that use the dictionary.
        await page.getByRole('switch', { name: '启用“门店引流”' }).click();
        await expect.poll(storedTags).toContain('(门店引流)');
        await list.getByRole('listitem').filter({ hasText: '门店引流' }).getByText('已停用').waitFor();
        // A tag tasks carry cannot be deleted (its button is off).
        await expect(page.getByRole('button', { name: '删除“新品推广”' }).isDisabled()).resolves.toBe(true);
        expect(await axeViolations(page)).toEqual([]);

        // Employee analysis' task-tag filter: the enabled tags in the dictionary's order.
        await page.goto(`${e2e.url}/system_manage/employee_analysis?tab=tasks`);
        await page.getByRole('table', { name: '任务数据' }).waitFor();
        const expand = page.getByRole('button', { name: '展开' });
        if (await expand.count()) await expand.click();
        await page.getByRole('combobox', { name: '任务标签' }).click();
        const options = page.getByRole('listbox').getByRole('option');
        await options.first().waitFor();
        const enabled = storedTags().filter((label) => !label.startsWith('('));
        expect((await options.allInnerTexts()).map((text) => text.trim())).toEqual(enabled);
        expect(enabled[0]).toBe('直播带货');
        expect(enabled).not.toContain('门店引流');

        // Filtering by a tag lists only tasks the database links to it (those of the period).
        await page.getByRole('listbox').getByRole('option', { name: '节日营销' }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: '查询' }).click();
        const tagged = e2e
          .query<{ name: string }>(
            `SELECT m.name FROM marketing_task_tags t JOIN dictionary_items i ON i.id = t.item_id
             JOIN marketing_tasks m ON m.id = t.task_id WHERE i.brand_id = 13 AND i.label = '节日营销'`,
          )
          .map((r) => r.name);
        const rows = page.getByRole('table', { name: '任务数据' }).locator('tbody tr');
        await expect.poll(async () => (await rows.allInnerTexts()).every((row) => row.includes('节日营销'))).toBe(true);
        const names = await rows.locator('td:first-child').allInnerTexts();
        expect(names.length).toBeGreaterThan(0);
        expect(names.every((name) => tagged.includes(name.trim()))).toBe(true);
        // The filter is in the address, as the list's other filters are.
        expect(decodeURIComponent(new URL(page.url()).search)).toContain('tagIds');
      },
      BRAND,
    );
  }, 180_000);
});

describe('设置 and 分区设置', () => {
  it('keeps a changed setting after a reload, and saves a section’s content lists reordered by keyboard', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await page.goto(`${e2e.url}/system_manage/settings`);
        await page.getByRole('heading', { level: 1, name: '设置' }).waitFor();
        const web = page.getByRole('radio', { name: '网页授权' });
        await web.waitFor();
        expect(await web.isChecked()).toBe(false);
        await web.click();
        await page.getByText('抖音授权方式已设为“网页授权”').first().waitFor();
        const mcn = page.getByRole('switch', { name: '允许抖音 MCN 授权' });
        const wasOn = await mcn.isChecked();
        await mcn.click();
        await expect
          .poll(() => JSON.parse(e2e.query<{ x: string }>('SELECT xuser_config AS x FROM brands WHERE id = 13')[0]!.x))
          .toMatchObject({ allowDyMcnAuth: !wasOn });
        expect(await axeViolations(page)).toEqual([]);

        await page.reload();
        await page.getByRole('radio', { name: '网页授权' }).waitFor();
        expect(await page.getByRole('radio', { name: '网页授权' }).isChecked()).toBe(true);
        expect(await page.getByRole('switch', { name: '允许抖音 MCN 授权' }).isChecked()).toBe(!wasOn);

        // A level threshold that does not increase is refused next to the field, nothing saved.
        const before = e2e.query('SELECT * FROM member_levels WHERE brand_id = 13 ORDER BY id');
        await page.getByRole('spinbutton', { name: '第 2 级积分门槛' }).fill('0');
        await page.getByRole('button', { name: '保存等级规则' }).click();
        await page.getByText('积分门槛须逐级递增').first().waitFor();
        expect(e2e.query('SELECT * FROM member_levels WHERE brand_id = 13 ORDER BY id')).toEqual(before);

        // 分区设置, then the first section's content lists: the second moved up from the keyboard.
        await page.getByRole('button', { name: '前往分区设置' }).click();
        await page.getByRole('heading', { level: 1, name: '分区设置' }).waitFor();
        const first = e2e.query<{ id: number; name: string }>(
          'SELECT id, name FROM content_sections WHERE brand_id = 13 ORDER BY sort LIMIT 1',
        )[0]!;
        await page.getByRole('button', { name: `配置“${first.name}”的内容` }).click();
        await page.getByRole('heading', { level: 2, name: `“${first.name}”的内容配置` }).waitFor();
        const lists = () =>
          e2e
            .query<{ code: string }>(
              'SELECT list_code AS code FROM section_lists WHERE section_id = ? ORDER BY sort',
              first.id,
            )
            .map((r) => r.code);
        const [a, b] = lists();
        expect(b).toBeDefined();
        const secondName = (await page.getByRole('list', { name: '内容列表' }).getByRole('listitem').nth(1).innerText())
          .split('\n')[0]!
          .trim();
        await page.getByRole('button', { name: `拖动排序：${secondName}` }).focus();
        await page.keyboard.press('Alt+ArrowUp');
        await page.getByRole('button', { name: '保存内容配置' }).click();
        await page.getByText('内容配置已保存').first().waitFor();
        await expect.poll(lists).toEqual([b, a, ...lists().slice(2)]);
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
        await page.goto(`${e2e.url}/system_manage/dictionary_set?dict=customerStages`);
        await page.getByRole('list', { name: 'Items of Customer stages' }).getByRole('listitem').first().waitFor();
        await page.getByRole('button', { name: 'Drag to reorder: 潜在客户' }).waitFor();
        await page.mouse.move(0, 0);
        expect(await axeViolations(page)).toEqual([]);
        await page.goto(`${e2e.url}/system_manage/settings`);
        await page.getByRole('heading', { level: 2, name: 'Level rules' }).waitFor();
        await page.getByRole('spinbutton', { name: 'Points threshold of level 2' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.goto(`${e2e.url}/system_manage/section_set`);
        await page.getByRole('list', { name: 'Sections' }).getByRole('listitem').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 180_000);
});
