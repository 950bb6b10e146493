import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, openE2E, PHONES, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('cover making against the reference server', () => {
  it('makes a cover, keeps the draft over a reload, saves it to the library as source 10 and opens it again', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/cover_management`);
      await page.getByRole('button', { name: '新建封面' }).click();
      await page.waitForURL(/\/sumwhy_video\/cover_management\/detail$/);
      const editor = page.getByRole('group', { name: '封面编辑器' });
      await editor.getByRole('button', { name: '添加文字' }).click();
      const layers = editor.getByRole('button', { name: /^文字 1，文字，第 1 层/ });
      await layers.first().waitFor();

      // The draft survives a reload.
      await page.getByRole('textbox', { name: '封面名称' }).fill('双十一主图');
      await page.reload();
      await page.getByText(/已恢复 .* 的未保存草稿/).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: '封面名称' }).inputValue()).toBe('双十一主图');
      await layers.first().waitFor();

      // A library image as the background, through the injected picker (nothing selected: the background panel).
      await page.keyboard.press('Escape');
      await editor.getByRole('radio', { name: '图片' }).check();
      await editor.getByRole('button', { name: '从素材库选择' }).click();
      const picker = page.getByRole('dialog', { name: '从素材库选择图片' });
      const [picked] = e2e.query<{ id: number; name: string }>(
        'SELECT id, name FROM materials WHERE brand_id = 13 AND is_delete = 0 AND type = 2 AND url IS NOT NULL ORDER BY create_time DESC, id DESC LIMIT 1',
      );
      await picker.getByRole('button', { name: picked!.name, exact: true }).first().click();
      await picker.waitFor({ state: 'hidden' });

      // Save: an exported PNG of the exact size, stored as source 10 with the document.
      await page.getByRole('button', { name: '保存到素材库' }).click();
      await page.getByText('保存成功').first().waitFor({ timeout: 20_000 });
      await page.waitForURL(/detail\?id=\d+/);
      const [cover] = e2e.query<{
        id: number;
        url: string;
        source: number;
        content: string;
        width: number;
        height: number;
      }>("SELECT id, url, source, content, width, height FROM materials WHERE name = '双十一主图'");
      expect(cover).toMatchObject({ source: 10, width: 1080, height: 1440 });
      const document = JSON.parse(cover!.content) as {
        width: number;
        background: { kind: string; materialId?: number };
        objects: Array<{ type: string; name: string }>;
      };
      expect(document.objects.map((o) => [o.type, o.name])).toEqual([['text', '文字 1']]);
      expect(document.background).toMatchObject({ kind: 'image', materialId: picked!.id });
      // Stored files are served by links signed for a session: ask the API for the cover, as the page does.
      const signed = await page.evaluate(async (id) => {
        const headers = {
          token: localStorage.getItem('token') ?? '',
          userId: localStorage.getItem('userId') ?? '',
          brandId: String(
            (JSON.parse(localStorage.getItem('brandInfo') ?? '{}') as { brandId?: number }).brandId ?? '',
          ),
          'content-type': 'application/x-www-form-urlencoded',
        };
        const answer = await fetch('/api/cgp/web/media/material/detail', { method: 'POST', headers, body: `id=${id}` });
        return ((await answer.json()) as { data: { url: string } }).data.url;
      }, cover!.id);
      expect(signed.split('?')[0]).toBe(cover!.url);
      const image = await page.request.get(`${e2e.url}${signed}`);
      expect(pngSize(Buffer.from(await image.body()))).toEqual({ width: 1080, height: 1440 });
      expect(new URL(page.url()).searchParams.get('id')).toBe(String(cover!.id));
      // Saved: no draft notice any more after a reload.
      await page.reload();
      await layers.first().waitFor();
      expect(await page.getByText(/未保存草稿/).count()).toBe(0);

      // The list shows it; opening it brings the document back.
      await page.goto(`${e2e.url}/sumwhy_video/cover_management`);
      const card = page.getByRole('list', { name: '封面制作' }).getByRole('listitem').filter({ hasText: '双十一主图' });
      await card.getByRole('button', { name: '双十一主图', exact: true }).click();
      await page.waitForURL(new RegExp(`detail\\?id=${cover!.id}$`));
      await layers.first().waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: '封面名称' }).inputValue()).toBe('双十一主图');
    });
  }, 90_000);
});
