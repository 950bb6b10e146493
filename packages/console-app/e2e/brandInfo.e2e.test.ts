/**
 * 品牌信息 (issue 22) against the reference server in Chromium: the admin renames the brand and
 * uploads its logo; the header shows them at once and after a reload; a wrong file is refused next
 * to the field; axe-clean in Chinese on light and English on dark.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  makeMedia,
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

const PATH = '/system_manage/brand_info';
const BRAND = '星河美妆';
const stored = () =>
  e2e.query<{ name: string; logo: string | null; retainLogo: string | null }>(
    'SELECT name, logo, retain_logo AS retainLogo FROM brands WHERE id = 13',
  )[0]!;

async function open(page: Page) {
  await page.goto(`${e2e.url}${PATH}`);
  await page.getByRole('textbox', { name: /品牌名称|Brand name/ }).waitFor();
}

describe('品牌信息', () => {
  it('renames the brand and sets its logo: the header shows them at once and after a reload', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        await open(page);
        await page.getByText('XH001').waitFor();
        const name = page.getByRole('textbox', { name: /品牌名称/ });
        await expect(name.inputValue()).resolves.toBe('星河美妆');
        expect(await axeViolations(page)).toEqual([]);

        // A file that is not an image is refused next to the field, nothing uploaded.
        const inputs = page.locator('input[type="file"]');
        await inputs.first().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
        await page.getByText('仅支持 jpeg、jpg、png 图片').waitFor();

        const { image } = await makeMedia(page, { videoMs: 100 });
        await inputs.first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: image });
        await page.getByRole('img', { name: '品牌标志预览' }).waitFor();
        await name.fill('星河美妆集团');
        await page.getByRole('button', { name: '保存', exact: true }).click();
        await page.getByText('品牌信息已保存').first().waitFor();
        await expect.poll(() => stored().name).toBe('星河美妆集团');
        expect(stored().logo).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);

        // The header's logo is the brand's, at once.
        const header = page.locator('[data-component="Header"]');
        await header.getByRole('img', { name: '星河美妆集团' }).waitFor();
        const loaded = await header
          .getByRole('img', { name: '星河美妆集团' })
          .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth);
        expect(loaded).toBe(120);
        await page.reload();
        await header.getByRole('img', { name: '星河美妆集团' }).waitFor();
        await expect(page.getByRole('textbox', { name: /品牌名称/ }).inputValue()).resolves.toBe('星河美妆集团');

        // Removing the logo gives the header its own mark back.
        await page.getByRole('button', { name: '移除 品牌标志' }).click();
        await page.getByRole('button', { name: '保存', exact: true }).click();
        await expect.poll(() => stored().logo).toBeNull();
        await expect.poll(() => header.getByRole('img', { name: '星河美妆集团' }).count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
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
        await page.getByRole('heading', { level: 1, name: 'Brand info' }).waitFor();
        await page.getByText('Company code').waitFor();
        await page.getByRole('button', { name: 'Upload image Retained logo' }).waitFor();
        await page.mouse.move(0, 0);
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
