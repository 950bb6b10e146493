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

/**
 * 图文创作 (issue 23, ADR 0033) against the reference server in Chromium: a note composed from a seeded
 * template with one library image and a typed title is drawn page by page into PNGs, uploaded and
 * saved as a finished work of creation type 99; it is listed in 成品库 and its detail shows the pages
 * as real images. The list, the compose page and the note's detail are axe-clean (zh, light).
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const BRAND = '星河美妆';
const LIST = '/sumwhy_video/template_imgText';
const TEMPLATE = '探店打卡 · 两页图文';
const TITLE = 'E2E 周末好去处';

describe('image-text notes', () => {
  it('composes a note from a seeded template with a library image and a title, finds it in 成品库 and opens its real pages', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await page.goto(`${e2e.url}${LIST}`);
        await page.getByRole('heading', { level: 1, name: '图文创作' }).waitFor();
        await page.getByText(/共 2 个图文模板/).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: `制作图文 ${TEMPLATE}` }).click();
        await page.waitForURL(/template_imgText_compose\/detail\?templateId=\d+/);
        await page.getByRole('heading', { level: 1, name: TEMPLATE }).waitFor();
        await page.getByRole('textbox', { name: '笔记标题' }).fill(TITLE);
        await page.getByRole('textbox', { name: '笔记正文' }).fill('周末去哪儿？这家店值得一去。');

        // One library image into the first page's slot.
        await page.getByRole('button', { name: '第 1 页 图片 1: 从素材库选择' }).click();
        const picker = page.getByRole('dialog');
        const choice = picker.getByRole('button', { name: /^选择 / }).first();
        await choice.waitFor();
        await choice.click();
        await page.getByRole('button', { name: '第 1 页 图片 1: 更换图片' }).waitFor();
        // The live previews are drawn (the title in place) before composing.
        const preview = page.getByRole('img', { name: '第 1 页预览' });
        await preview.waitFor();
        await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: '合成图文' }).click();
        await page.waitForURL(/template_image\/detail\?id=\d+/, { timeout: 60_000 });
        await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
        const id = Number(new URL(page.url()).searchParams.get('id'));

        // Stored as a note of creation type 99 with its two pages measured by the server.
        const [creation] = e2e.query<{ creation_type: number; source: number; content: string }>(
          'SELECT creation_type, source, content FROM creations WHERE brand_id = 13 AND id = ?',
          id,
        );
        expect(creation).toEqual({ creation_type: 99, source: 25, content: '周末去哪儿？这家店值得一去。' });
        const pages = e2e.query<{ width: number; height: number; size: number }>(
          'SELECT width, height, size FROM image_text_note_pages WHERE creation_id = ? ORDER BY position',
          id,
        );
        expect(pages.map((p) => [p.width, p.height])).toEqual([
          [1080, 1440],
          [1080, 1440],
        ]);
        expect(pages.every((p) => p.size > 1000)).toBe(true);

        // The detail shows both pages as real images.
        for (const n of [1, 2]) {
          const image = page.getByRole('img', { name: `${TITLE} 第 ${n} 页` });
          await image.waitFor();
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBe(1080);
        }
        expect(await axeViolations(page)).toEqual([]);

        // 成品库 lists it, and opens it on the note's own page.
        await page.goto(`${e2e.url}/sumwhy_video/finish_product_store?name=${encodeURIComponent(TITLE)}`);
        await page.getByRole('button', { name: `查看成品：${TITLE}` }).click();
        await page.waitForURL(new RegExp(`template_image/detail\\?id=${id}$`));
        await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
        await page.getByRole('img', { name: `${TITLE} 第 2 页` }).waitFor();
      },
      BRAND,
    );
  }, 180_000);

  it('edits a seeded template in English: refuses an empty name, adds a page, saves it with a new cover, asks before leaving unsaved; axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await dismissNotices(page);
        await page.goto(`${e2e.url}${LIST}`);
        await page.getByText(/^2 image-text templates$/).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const [before] = e2e.query<{ id: number; cover_url: string }>(
          "SELECT id, cover_url FROM image_text_templates WHERE brand_id = 13 AND name = '好物种草 · 三页图文'",
        );

        await page.getByRole('button', { name: 'Edit 好物种草 · 三页图文' }).click();
        await page.waitForURL(/template_imgText\/detail\?id=\d+/);
        await page.getByRole('heading', { level: 1, name: '好物种草 · 三页图文' }).waitFor();
        await page.getByRole('button', { name: 'Page 3', exact: true }).waitFor();

        // The shared schema refuses an empty name in English, next to the field.
        await page.getByRole('textbox', { name: 'Template name' }).fill('');
        await page.getByRole('button', { name: 'Save template' }).click();
        await page.getByText('Enter the template’s name').waitFor();
        await page.mouse.move(0, 0);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('textbox', { name: 'Template name' }).fill('E2E picks');
        await page.getByRole('button', { name: 'Add a page' }).click();
        await page.getByRole('button', { name: 'Page 4', exact: true, pressed: true }).waitFor();
        await page.getByRole('button', { name: 'Save template' }).click();
        await page.getByText('Image-text template saved').first().waitFor();
        await expect
          .poll(
            () =>
              e2e.query<{ page_count: number }>(
                'SELECT page_count FROM image_text_templates WHERE id = ?',
                before!.id,
              )[0]!.page_count,
          )
          .toBe(4);
        const [after] = e2e.query<{ name: string; cover_url: string; spec: string }>(
          'SELECT name, cover_url, spec FROM image_text_templates WHERE id = ?',
          before!.id,
        );
        expect(after!.name).toBe('E2E picks');
        // A new cover: the first page drawn to a PNG and uploaded.
        expect(after!.cover_url).not.toBe(before!.cover_url);
        const [upload] = e2e.query<{ mime: string; size: number }>(
          'SELECT mime, size FROM uploads WHERE brand_id = 13 AND stored_name = ?',
          after!.cover_url.slice('/files/'.length),
        );
        expect(upload).toMatchObject({ mime: 'image/png' });
        // The new page's text block is the note's title.
        const pages = (JSON.parse(after!.spec) as { pages: Array<{ textSlots: Array<{ role: string }> }> }).pages;
        expect(pages[3]!.textSlots.map((s) => s.role)).toEqual(['title']);

        // Leaving with an unsaved change asks first; staying keeps it, leaving goes back to the list.
        await page.getByRole('textbox', { name: 'Template name' }).fill('E2E picks, unsaved');
        await page.getByRole('link', { name: 'Back to Image-text' }).click();
        const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
        await leave.getByRole('button', { name: 'Stay' }).click();
        await leave.waitFor({ state: 'hidden' });
        expect(await page.getByRole('textbox', { name: 'Template name' }).inputValue()).toBe('E2E picks, unsaved');
        await page.getByRole('link', { name: 'Back to Image-text' }).click();
        await page
          .getByRole('alertdialog', { name: 'Leave this page?' })
          .getByRole('button', { name: 'Leave' })
          .click();
        await page.getByText(/^2 image-text templates$/).waitFor();
        expect(
          e2e.query<{ name: string }>('SELECT name FROM image_text_templates WHERE id = ?', before!.id)[0]!.name,
        ).toBe('E2E picks');
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
