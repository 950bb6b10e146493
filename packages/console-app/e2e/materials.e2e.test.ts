import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, dismissNotices, openE2E, PHONES, type E2E } from './harness';

let e2e: E2E;

/** Chooses a row action that lives in the row's 更多操作 menu. */
async function moreAction(page: Page, row: Locator, name: string) {
  await row.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name }).click();
}
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
      // Real media made by Chromium itself: a 64×48 MP4 of about a second, and a 120×80 PNG.
      const { video, image } = await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 48;
        const ctx = canvas.getContext('2d')!;
        const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/mp4' });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        let frame = 0;
        const timer = setInterval(() => {
          ctx.fillStyle = frame++ % 2 ? '#e11d48' : '#2563eb';
          ctx.fillRect(0, 0, 64, 48);
        }, 60);
        recorder.start();
        await new Promise((resolve) => setTimeout(resolve, 1200));
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.stop();
        await stopped;
        clearInterval(timer);
        const still = document.createElement('canvas');
        still.width = 120;
        still.height = 80;
        still.getContext('2d')!.fillRect(10, 10, 50, 30);
        const png = await new Promise<Blob>((resolve) => still.toBlob((b) => resolve(b!), 'image/png'));
        const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];
        return { video: await bytes(new Blob(chunks)), image: await bytes(png) };
      });
      await page.getByRole('button', { name: '上传素材' }).click();
      const dialog = page.getByRole('dialog', { name: '上传素材' });
      await dialog.locator('input[type=file]').setInputFiles([
        { name: '门店探访视频.mp4', mimeType: 'video/mp4', buffer: Buffer.from(video) },
        { name: '新品海报.png', mimeType: 'image/png', buffer: Buffer.from(image) },
      ]);
      await dialog.getByRole('button', { name: '开始上传' }).click();
      await page.getByText('已上传 2 个素材').first().waitFor({ timeout: 20_000 });
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
      await dialog.getByRole('button', { name: '完成' }).click();
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
      await page.waitForURL(/\/sumwhy_video\/material_library\?/);
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
      await field.press('Enter');
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
});
