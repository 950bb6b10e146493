import { readFileSync } from 'node:fs';
import type { Download } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  dismissNotices,
  makeMedia,
  moreAction,
  openE2E,
  PHONES,
  uploadMaterials,
  type E2E,
} from './harness';

let e2e: E2E;

/** SQL: no other material of brand 13 has a name containing this one's, so a row found by name is this one. */
const UNIQUE_NAME = `NOT EXISTS (SELECT 1 FROM materials o WHERE o.brand_id = 13 AND o.id <> m.id AND instr(o.name, m.name) > 0)`;

beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

describe('the material library against the reference server', () => {
  it('uploads a video and an image with their real type, size, duration and dimensions, then finds them by name', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      const { video, image } = await makeMedia(page, { videoMs: 1200 });
      await uploadMaterials(page, [
        { name: '门店探访视频.mp4', mimeType: 'video/mp4', buffer: video },
        { name: '新品海报.png', mimeType: 'image/png', buffer: image },
      ]);
      const saved = e2e.query<{
        name: string;
        type: number;
        size: number;
        duration: number | null;
        width: number;
        height: number;
        batch_number: string;
      }>(
        "SELECT name, type, size, duration, width, height, batch_number FROM materials WHERE name IN ('门店探访视频', '新品海报') ORDER BY type",
      );
      expect(saved.map((m) => [m.name, m.type, m.size, m.width, m.height])).toEqual([
        ['门店探访视频', 1, video.length, 64, 48],
        ['新品海报', 2, image.length, 120, 80],
      ]);
      expect(saved[0]!.duration).toBeGreaterThan(500);
      expect(saved[0]!.duration).toBeLessThan(5000);
      // Uploaded together: one batch.
      expect(saved[0]!.batch_number).toBe(saved[1]!.batch_number);
      await page.getByRole('textbox', { name: '素材名称' }).fill('门店探访视频');
      await page.getByRole('button', { name: '查询' }).click();
      await page
        .getByRole('table', { name: '素材库' })
        .getByRole('row', { name: /门店探访视频/ })
        .waitFor();
    });
  });

  it('follows a split record from the task centre to the library, filtered by name, with tagging blocked', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.getByRole('button', { name: '任务中心' }).click();
      const centre = page.getByRole('dialog', { name: '任务中心' });
      await centre.getByRole('tab', { name: '素材拆分' }).click();
      const record = centre
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: '查看', exact: true }) })
        .first();
      await record.waitFor();
      const source = (await record
        .getByRole('button', { name: /^查看源素材：/ })
        .first()
        .getAttribute('aria-label'))!.replace('查看源素材：', '');
      const view = record.getByRole('button', { name: '查看', exact: true });
      await view.click();
      // The library keeps its own filters in the address too: wait for the record's.
      await page.waitForURL(/\/sumwhy_video\/material_library\?.*from=record/);
      const url = new URL(page.url());
      expect(url.searchParams.get('name')).toBe(source);
      expect(url.searchParams.get('from')).toBe('record');
      await page.getByText('从合并/拆分记录进入：不能移动或打标素材').waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: '素材名称' }).inputValue()).toBe(source);
      const table = page.getByRole('table', { name: '素材库' });
      await table
        .getByRole('row', { name: new RegExp(source) })
        .first()
        .waitFor();
      // Every row matches the name, as the server filtered it.
      const names = await table.locator('tbody tr').allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((text) => text.includes(source))).toBe(true);
      await table.getByRole('checkbox').nth(1).check();
      expect(await page.getByRole('button', { name: '批量打标' }).isDisabled()).toBe(true);
    });
  });

  it('tags selected materials through a tag task that the task centre shows', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      const table = page.getByRole('table', { name: '素材库' });
      await table.locator('tbody tr').first().waitFor();
      const before = e2e.query<{ n: number }>('SELECT count(*) AS n FROM mark_tag_tasks')[0]!.n;
      await table.getByRole('checkbox').nth(1).check();
      await table.getByRole('checkbox').nth(2).check();
      await page.getByRole('button', { name: '批量打标' }).click();
      const dialog = page.getByRole('dialog', { name: '为 2 个素材打标' });
      // Nothing chosen: said next to the field, nothing sent.
      await dialog.getByRole('button', { name: '开始打标' }).click();
      await dialog.getByText('请选择标签').first().waitFor();
      expect(e2e.query<{ n: number }>('SELECT count(*) AS n FROM mark_tag_tasks')[0]!.n).toBe(before);
      await dialog.getByRole('combobox').click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: '开始打标' }).click();
      await page.getByText('打标任务已创建，可在任务中心查看进度').first().waitFor();
      expect(e2e.query<{ n: number }>('SELECT count(*) AS n FROM mark_tag_tasks')[0]!.n).toBe(before + 1);
      // The task centre opens on its own; the new task is in the tagging tab.
      const centre = page.getByRole('dialog', { name: '任务中心' });
      await centre.getByRole('tab', { name: '智能打标' }).click();
      await expect.poll(() => centre.locator('tbody tr').count()).toBeGreaterThan(0);
    });
  });

  it('splits a long video into a job the task centre shows, and refuses a short one', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      const pick = (where: string) =>
        e2e.query<{ id: number; name: string }>(
          `SELECT id, name FROM materials WHERE brand_id = 13 AND is_delete = 0 AND type = 1 AND expire_time IS NULL
             AND ${where} ORDER BY id LIMIT 1`,
        )[0]!;
      const operations = () => e2e.query<{ n: number }>('SELECT count(*) AS n FROM material_operations')[0]!.n;
      const before = operations();

      const short = pick('duration < 10000');
      await page.goto(`${e2e.url}/sumwhy_video/material_library?${new URLSearchParams({ name: short.name })}`);
      await dismissNotices(page);
      const table = page.getByRole('table', { name: '素材库' });
      let row = table.getByRole('row', { name: new RegExp(short.name) }).first();
      await moreAction(page, row, '拆分');
      await page.getByText('视频时长不符合拆分要求').first().waitFor();
      expect(operations()).toBe(before);

      // 拆分 is throttled to one press per 500 ms (spec, SPLIT_THROTTLE_MS, leading edge only): on a
      // fast machine the next press could fall inside the window and be dropped.
      await page.waitForTimeout(600);
      const long = pick('duration >= 10000');
      await page.getByRole('textbox', { name: '素材名称' }).fill(long.name);
      await page.getByRole('button', { name: '查询' }).click();
      row = table.getByRole('row', { name: new RegExp(long.name) }).first();
      await row.waitFor();
      await moreAction(page, row, '拆分');
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(/按每段 5 秒拆分为 \d+ 段/).waitFor();
      await confirm.getByRole('button', { name: '确认' }).click();
      await page.getByText('拆分任务已创建，可在任务中心查看进度').first().waitFor();
      expect(operations()).toBe(before + 1);
      const [op] = e2e.query<{ operation_type: number; source_ids: string }>(
        'SELECT operation_type, source_ids FROM material_operations ORDER BY id DESC LIMIT 1',
      );
      expect(op).toEqual({ operation_type: 2, source_ids: JSON.stringify([long.id]) });
      // The task centre opened; the split tab lists the new record as in progress.
      const centre = page.getByRole('dialog', { name: '任务中心' });
      await centre.getByRole('tab', { name: '素材拆分' }).click();
      await centre
        .getByRole('button', { name: `查看源素材：${long.name}` })
        .first()
        .waitFor();
    });
  });

  it('merges two selected videos into a job', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      // The editor's seeded videos share a name prefix; everything the search finds is a video.
      const term = '剪辑器视频';
      const found = e2e.query<{ id: number; type: number }>(
        "SELECT id, type FROM materials WHERE brand_id = 13 AND is_delete = 0 AND name LIKE '%' || ? || '%'",
        term,
      );
      const ids = found.map((r) => r.id);
      expect(found.every((r) => r.type === 1)).toBe(true);
      await page.goto(`${e2e.url}/sumwhy_video/material_library?${new URLSearchParams({ name: term })}`);
      await dismissNotices(page);
      const table = page.getByRole('table', { name: '素材库' });
      await table.locator('tbody tr').first().waitFor();
      expect(ids.length).toBeGreaterThanOrEqual(2);
      await table.getByRole('checkbox').nth(1).check();
      await table.getByRole('checkbox').nth(2).check();
      await page.getByRole('button', { name: '合并', exact: true }).click();
      await page.getByText('合并任务已创建，可在任务中心查看进度').first().waitFor();
      const [op] = e2e.query<{ operation_type: number; source_ids: string }>(
        'SELECT operation_type, source_ids FROM material_operations ORDER BY id DESC LIMIT 1',
      );
      expect(op!.operation_type).toBe(1);
      expect((JSON.parse(op!.source_ids) as number[]).every((id) => ids.includes(id))).toBe(true);
    });
  });

  it('opens a material’s detail, downloads it under a clean name, sets its expiry, and deletes it after confirming', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      const [material] = e2e.query<{ id: number; name: string }>(
        'SELECT id, name FROM materials WHERE brand_id = 13 AND is_delete = 0 AND type = 2 AND url IS NOT NULL ORDER BY id LIMIT 1',
      );
      await page.goto(`${e2e.url}/sumwhy_video/material_library?${new URLSearchParams({ name: material!.name })}`);
      await dismissNotices(page);
      const table = page.getByRole('table', { name: '素材库' });
      const row = table.getByRole('row', { name: new RegExp(material!.name) }).first();
      await row.waitFor();

      await row.getByRole('button', { name: '详情', exact: true }).click();
      const detail = page.getByRole('dialog', { name: material!.name });
      await detail.getByText('上传时间').waitFor();
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });

      const downloaded = page.waitForEvent('download') as Promise<Download>;
      await row.getByRole('button', { name: '下载', exact: true }).click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toMatch(/^[\p{Script=Han}A-Za-z0-9]+\.[a-z0-9]+$/u);
      expect(readFileSync(await file.path()).length).toBeGreaterThan(0);
      await page.getByText('下载成功').first().waitFor();

      // Expiry: required, then saved as YYYY-MM-DD HH:mm:ss.
      await moreAction(page, row, '设置到期时间');
      const expiry = page.getByRole('dialog', { name: '为 1 个素材设置到期时间' });
      await expiry.getByRole('button', { name: '确定' }).click();
      await expiry.getByText('请选择时间').first().waitFor();
      const field = expiry.getByRole('textbox').first();
      await field.fill('2099-12-31 23:59:59');
      // 确定 takes the typed time (the field commits it on blur) and saves it.
      await expiry.getByRole('button', { name: '确定' }).click();
      await page.getByText('设置成功').first().waitFor();
      expect(
        e2e.query<{ expire_time: string }>('SELECT expire_time FROM materials WHERE id = ?', material!.id)[0],
      ).toEqual({
        expire_time: '2099-12-31 23:59:59',
      });
      await row.getByText('2099-12-31 23:59:59').waitFor();

      await moreAction(page, row, '删除');
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('删除后不可恢复，是否确认?').waitFor();
      await confirm.getByRole('button', { name: '确认' }).click();
      await page.getByText('删除成功').first().waitFor();
      expect(e2e.query<{ is_delete: number }>('SELECT is_delete FROM materials WHERE id = ?', material!.id)[0]).toEqual(
        {
          is_delete: 1,
        },
      );
    });
  });

  it('adds an exclusive member found by a debounced search, refusing none chosen and marking those already added', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      const [material] = e2e.query<{ id: number; name: string }>(
        `SELECT id, name FROM materials m WHERE brand_id = 13 AND is_delete = 0 AND type = 2 AND source NOT IN (6, 31)
           AND (specific_type IS NULL OR specific_type <> 3) AND NOT EXISTS (SELECT 1 FROM material_members mm WHERE mm.material_id = m.id)
           AND ${UNIQUE_NAME} ORDER BY id LIMIT 1`,
      );
      const [sticker] = e2e.query<{ name: string }>(
        'SELECT name FROM materials WHERE brand_id = 13 AND is_delete = 0 AND type = 2 AND specific_type = 3 LIMIT 1',
      );
      await page.goto(`${e2e.url}/sumwhy_video/material_library?${new URLSearchParams({ name: material!.name })}`);
      await dismissNotices(page);
      const table = page.getByRole('table', { name: '素材库' });
      const row = table.getByRole('row', { name: new RegExp(material!.name) }).first();
      await row.waitFor();
      await moreAction(page, row, '专属成员');
      const dialog = page.getByRole('dialog', { name: `设置专属成员：${material!.name}` });
      await dialog.getByRole('checkbox').first().waitFor();
      await dialog.getByRole('button', { name: '添加', exact: true }).click();
      await dialog.getByText('请选择需要添加的成员').waitFor();

      // Typing three characters quickly asks the server once, 500 ms after the last key.
      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/mission/audit/video/listUserInfo')) searches.push(request.postData() ?? '');
      });
      await dialog.getByRole('searchbox', { name: '搜索成员' }).pressSequentially('林管理', { delay: 60 });
      await dialog.getByRole('checkbox', { name: /^林管理/ }).waitFor();
      await page.waitForTimeout(700);
      expect(searches).toHaveLength(1);
      expect(decodeURIComponent(searches[0]!)).toContain('userBrandName=林管理');
      await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(1);

      await dialog.getByRole('checkbox', { name: /^林管理/ }).check();
      await dialog.getByRole('button', { name: '添加', exact: true }).click();
      await page.getByText('添加成功').first().waitFor();
      expect(
        e2e.query<{ user_id: number }>('SELECT user_id FROM material_members WHERE material_id = ?', material!.id),
      ).toEqual([{ user_id: 1 }]);

      // Reopened: the member is listed as exclusive and cannot be ticked again.
      await moreAction(page, row, '专属成员');
      const again = page.getByRole('dialog', { name: `设置专属成员：${material!.name}` });
      await again.getByText('当前专属成员：').waitFor();
      const added = again.getByRole('checkbox', { name: '林管理（已添加该成员）' });
      await added.waitFor();
      expect(await added.isDisabled()).toBe(true);
      await page.keyboard.press('Escape');

      // A sticker cannot have exclusive members: the action is not offered.
      await page.getByRole('textbox', { name: '素材名称' }).fill(sticker!.name);
      await page.getByRole('button', { name: '查询' }).click();
      const stickerRow = table.getByRole('row', { name: new RegExp(sticker!.name) }).first();
      await stickerRow.waitFor();
      await stickerRow.getByRole('button', { name: '更多操作' }).click();
      await page.getByRole('menuitem', { name: '删除' }).waitFor();
      expect(await page.getByRole('menuitem', { name: '专属成员' }).count()).toBe(0);
    });
  });

  it('adds a new tag to a material, describes it and removes it', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      const [material] = e2e.query<{ id: number; name: string }>(
        `SELECT id, name FROM materials m WHERE brand_id = 13 AND is_delete = 0 AND type = 2 AND ${UNIQUE_NAME}
           ORDER BY id DESC LIMIT 1`,
      );
      const tagsOf = () =>
        e2e.query<{ name: string; description: string }>(
          `SELECT t.name, t.description FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
             WHERE mt.material_id = ? AND t.name = '春季上新'`,
          material!.id,
        );
      await page.goto(`${e2e.url}/sumwhy_video/material_library?${new URLSearchParams({ name: material!.name })}`);
      await dismissNotices(page);
      const row = page
        .getByRole('table', { name: '素材库' })
        .getByRole('row', { name: new RegExp(material!.name) })
        .first();
      await row.waitFor();
      await moreAction(page, row, '标签');
      const dialog = page.getByRole('dialog', { name: `素材标签：${material!.name}` });
      await dialog.getByRole('button', { name: '新建并添加' }).click();
      await dialog.getByText('请输入标签名称').waitFor();
      await dialog.getByRole('textbox', { name: '新建标签' }).fill('春季上新');
      await dialog.getByRole('button', { name: '新建并添加' }).click();
      await page.getByText('标签已添加').first().waitFor();
      expect(tagsOf()).toEqual([{ name: '春季上新', description: '' }]);
      // The list shows the new tag once the dialog is closed (the page behind a modal is hidden).
      await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('春季上新').waitFor();
      await moreAction(page, row, '标签');

      await dialog.getByRole('textbox', { name: /春季上新\s*的描述/ }).fill('三月新品首发');
      await dialog.getByRole('button', { name: '保存描述：春季上新' }).click();
      await page.getByText('描述已保存').first().waitFor();
      expect(tagsOf()).toEqual([{ name: '春季上新', description: '三月新品首发' }]);

      await dialog.getByRole('button', { name: '移除：春季上新' }).click();
      await page.getByText('标签已移除').first().waitFor();
      expect(tagsOf()).toEqual([]);
      await dialog
        .getByText('这个素材还没有标签。')
        .or(dialog.getByRole('list', { name: '当前标签' }))
        .first()
        .waitFor();
      await expect.poll(() => dialog.getByRole('button', { name: '移除：春季上新' }).count()).toBe(0);
    });
  });

  it('sets the selection’s visibility, and filters by tag and uploader', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      const table = page.getByRole('table', { name: '素材库' });
      await table.locator('tbody tr').first().waitFor();
      const names = (await table.locator('tbody tr').allInnerTexts()).slice(0, 2);
      await table.getByRole('checkbox').nth(1).check();
      await table.getByRole('checkbox').nth(2).check();
      await page.getByRole('button', { name: '设置公开' }).click();
      const dialog = page.getByRole('dialog', { name: '设置 2 个素材是否公开' });
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.getByText('请选择是否公开').waitFor();
      await dialog.getByRole('radio', { name: '不公开' }).check();
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.getByText('设置成功').first().waitFor();
      await expect.poll(() => table.getByRole('cell', { name: '不公开', exact: true }).count()).toBe(2);
      expect(names).toHaveLength(2);
      expect(
        e2e.query<{ n: number }>('SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_open = 0')[0]!.n,
      ).toBe(2);

      // Tag 口播 and uploader 周运营 (the seed's owner of brand 13): only matching rows.
      const expected = e2e.query<{ n: number }>(
        `SELECT count(*) AS n FROM materials m WHERE brand_id = 13 AND is_delete = 0 AND user_id = 2 AND id IN (
           SELECT material_id FROM material_tags mt JOIN tags t ON t.id = mt.tag_id WHERE t.brand_id = 13 AND t.name = '口播')`,
      )[0]!.n;
      expect(expected).toBeGreaterThan(0);
      await page.getByRole('button', { name: '展开' }).click();
      await page.getByRole('combobox', { name: '标签' }).click();
      await page.getByRole('option', { name: '口播' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: '上传人' }).click();
      await page.getByRole('option', { name: '周运营' }).click();
      await page.getByRole('button', { name: '查询' }).click();
      await expect.poll(() => page.getByText(`共 ${expected} 条`).count()).toBeGreaterThan(0);
      const rows = await table.locator('tbody tr').allInnerTexts();
      expect(rows.length).toBe(Math.min(expected, 10));
      expect(rows.every((text) => text.includes('口播') && text.includes('周运营'))).toBe(true);
    });
  });

  it('switches to the grid, keeps the selection across views and remembers the view', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      const total = e2e.query<{ n: number }>(
        'SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0',
      )[0]!.n;
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      await page.getByRole('table', { name: '素材库' }).locator('tbody tr').first().waitFor();
      await page.getByRole('button', { name: '宫格' }).click();
      const grid = page.getByRole('list', { name: '素材库' });
      const cards = grid.getByRole('listitem');
      await cards.first().waitFor();
      // Every material of the brand is in one growing list (announced with its full size).
      expect(await cards.first().getAttribute('aria-setsize')).toBe(String(total));
      expect(await page.getByRole('button', { name: '宫格' }).getAttribute('aria-pressed')).toBe('true');

      await grid.getByRole('checkbox').first().check();
      await page.getByText('已选 1 项').waitFor();
      await page.getByRole('button', { name: '列表' }).click();
      const table = page.getByRole('table', { name: '素材库' });
      await table.locator('tbody tr').first().waitFor();
      await expect.poll(() => table.getByRole('checkbox', { checked: true }).count()).toBe(1);

      // The choice of view outlives a reload.
      await page.getByRole('button', { name: '宫格' }).click();
      await page.reload();
      await page.getByRole('list', { name: '素材库' }).getByRole('listitem').first().waitFor();

      // A card's name opens the material's detail.
      const first = page.getByRole('list', { name: '素材库' }).getByRole('listitem').first();
      const name = (await first.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^选择 /, '');
      await first.getByRole('button', { name, exact: true }).click();
      await page.getByRole('dialog', { name }).getByText('上传时间').waitFor();
    });
  });
});

describe('the library’s filters and paging in the address', () => {
  it('go back and forward, open the same view from a copied link, and come back through the menu', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page, context) => {
      const [{ word, n }] = e2e.query<{ word: string; n: number }>(
        `SELECT substr(name, 1, 2) AS word, count(*) AS n FROM materials
          WHERE brand_id = 13 AND is_delete = 0 GROUP BY word ORDER BY n DESC LIMIT 1`,
      ) as [{ word: string; n: number }];
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await dismissNotices(page);
      const table = page.getByRole('table', { name: '素材库' });
      await table.locator('tbody tr').first().waitFor();
      const firstRow = () => table.locator('tbody tr').first().innerText();
      const pageOne = await firstRow();

      await page.getByRole('button', { name: '下一页' }).click();
      await page.waitForURL(/[?&]page=2/);
      await expect.poll(firstRow).not.toBe(pageOne);
      const pageTwo = await firstRow();

      const name = page.getByRole('textbox', { name: '素材名称' });
      await name.fill(word);
      await page.getByRole('button', { name: '查询' }).click();
      await page.waitForURL((url) => url.searchParams.get('name') === word && !url.searchParams.has('page'));
      await page.getByText(`共 ${n} 条`).waitFor();

      // Back: page 2 without the name, as it was; forward: the search again.
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('page') === '2' && !url.searchParams.has('name'));
      await expect.poll(() => name.inputValue()).toBe('');
      await expect.poll(firstRow).toBe(pageTwo);
      await page.goForward();
      await expect.poll(() => name.inputValue()).toBe(word);
      await page.getByText(`共 ${n} 条`).waitFor();

      // A copied link opens the same view.
      const link = page.url();
      const other = await context.newPage();
      await other.goto(link);
      await dismissNotices(other);
      await expect.poll(() => other.getByRole('textbox', { name: '素材名称' }).inputValue()).toBe(word);
      await other.getByText(`共 ${n} 条`).waitFor();
      await other.close();

      // Away through the menu and back: the kept-alive library shows the same search.
      await page.getByRole('treeitem', { name: '封面制作' }).click();
      await page.waitForURL(/\/sumwhy_video\/cover_management$/);
      // Menu clicks are throttled to one per 500 ms (spec section 9).
      await page.waitForTimeout(600);
      await page.getByRole('treeitem', { name: '素材库' }).click();
      await page.waitForURL(
        (url) => url.pathname.endsWith('/material_library') && url.searchParams.get('name') === word,
      );
      await expect.poll(() => name.inputValue()).toBe(word);
      await page.getByText(`共 ${n} 条`).waitFor();
    });
  });
});
