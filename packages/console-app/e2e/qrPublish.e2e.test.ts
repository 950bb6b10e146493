import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSignedIn,
  axeViolations,
  dismissNotices,
  makeMedia,
  openE2E,
  PHONES,
  signInWithPasswordInEnglish,
  withPage,
  type E2E,
} from './harness';

/**
 * 扫码发布 (issue 24 part C, ADR 0036): a member uploads a finished video, generates a QR code for it
 * in the console, the code's link is opened in a second browser context on a phone-sized screen with
 * no session, the visitor authorises a Douyin account on the simulated platform's consent page and
 * publishes the video with an edited title; the scan's result (the account, 发布成功, the item's
 * link) shows in the code's detail back in the console. In English on dark: the list and the
 * generate dialog's own refusals. Pages axe-clean.
 */
let e2e: E2E;
const WORKS = '/sumwhy_video/finish_product_store';
const CODES = '/matrix/qrcode_publish';

beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

describe('扫码发布', () => {
  it('generates a code whose link, opened on a phone, authorises and publishes; the detail shows the result', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      // A finished video with a real file (the seeded ones get theirs only under `pnpm start`).
      await page.goto(`${e2e.url}${WORKS}`);
      await page.getByRole('heading', { level: 1, name: '成品库' }).waitFor();
      const { video } = await makeMedia(page, { videoMs: 1500 });
      await page.getByRole('button', { name: '上传成品' }).click();
      const upload = page.getByRole('dialog', { name: '上传成品视频' });
      await upload
        .locator('input[type=file]')
        .setInputFiles([{ name: '扫码e2e作品.mp4', mimeType: 'video/mp4', buffer: video }]);
      await upload.getByRole('button', { name: '开始上传' }).click();
      await page.getByText('已上传 1 个成品').first().waitFor({ timeout: 30_000 });
      await upload.getByRole('button', { name: '完成' }).click();

      // The list: seeded codes in every status, axe-clean.
      await page.goto(`${e2e.url}${CODES}`);
      await page.getByRole('heading', { level: 1, name: '扫码发布' }).waitFor();
      await page.getByRole('cell', { name: '门店扫码发布·秋冬新品', exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Generate: nothing chosen is refused next to the fields, then a code for the uploaded video.
      await page.getByRole('button', { name: '生成二维码' }).click();
      const dialog = page.getByRole('dialog', { name: '生成二维码' });
      await dialog.getByRole('checkbox', { name: '扫码e2e作品' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: '生成' }).click();
      await dialog.getByText('请输入名称（最多 50 个字）').waitFor();
      await dialog.getByText('请选择 1–20 个成品视频').waitFor();
      await dialog.getByRole('textbox', { name: '二维码名称' }).fill('e2e门店扫码');
      await dialog.getByRole('checkbox', { name: '扫码e2e作品' }).check();
      await dialog.getByRole('textbox', { name: /默认标题/ }).fill('到店打卡');
      await dialog.getByRole('button', { name: '生成' }).click();
      await page.getByText('二维码已生成').first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      // Its detail: the PNG and the link it encodes.
      await page.getByRole('button', { name: '详情 e2e门店扫码' }).click();
      const drawer = page.getByRole('dialog', { name: '二维码详情：e2e门店扫码' });
      await drawer.getByRole('img', { name: 'e2e门店扫码的二维码' }).waitFor();
      await drawer.getByText('还没有人扫码授权').waitFor();
      const link = (await drawer.getByRole('link', { name: /\/p\// }).textContent())!.trim();
      expect(link).toMatch(/\/p\/[A-Za-z0-9_-]{24}$/);
      expect(await axeViolations(page)).toEqual([]);

      // A phone in a second context, no session: the works, a platform, the consent page, the form.
      const phoneContext = await e2e.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
      });
      try {
        const phone = await phoneContext.newPage();
        await phone.goto(link);
        await phone.getByRole('heading', { level: 1, name: 'e2e门店扫码' }).waitFor();
        await phone.getByText('扫码e2e作品').waitFor();
        expect(await axeViolations(phone)).toEqual([]);
        // Nothing wider than the phone.
        expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await phone.getByRole('button', { name: '用抖音账号授权' }).click();
        await phone.getByRole('heading', { name: '授权抖音账号' }).waitFor();
        const account = (await phone.locator('input[name=uid]:checked').getAttribute('value'))!;
        await phone.getByRole('button', { name: '同意授权' }).click();
        await phone.getByRole('heading', { level: 1, name: 'e2e门店扫码' }).waitFor();
        await phone.getByText(/发布账号：/).waitFor();
        expect(await axeViolations(phone)).toEqual([]);
        const title = phone.getByRole('textbox', { name: /标题/ });
        expect(await title.inputValue()).toBe('到店打卡');
        await title.fill('到店打卡｜e2e');
        await phone.getByRole('button', { name: '立即发布' }).click();
        await phone.getByRole('heading', { level: 1, name: '发布成功' }).waitFor();
        const item = phone.getByRole('link', { name: '查看作品' });
        expect(await item.getAttribute('href')).toMatch(/^\/platform\/stand-in\/dy\/item\//);

        // Stored: one scan of that account and a successful publication with the edited title.
        const [scan] = e2e.query<{ account_name: string; access_token: string | null }>(
          `SELECT s.account_name, s.access_token FROM publish_qrcode_scans s JOIN publish_qrcodes q ON q.id = s.qrcode_id
           WHERE q.name = 'e2e门店扫码' AND s.platform_uid = ?`,
          account,
        );
        expect(scan!.access_token).toBeNull();
        const [publication] = e2e.query<{ status: number; title: string; account_id: number | null }>(
          `SELECT p.status, p.title, p.account_id FROM publications p JOIN publish_qrcodes q ON q.id = p.qrcode_id
           WHERE q.name = 'e2e门店扫码'`,
        );
        expect(publication).toEqual({ status: 3, title: '到店打卡｜e2e', account_id: null });

        // Back in the console: the detail shows the scan's result.
        await drawer.getByRole('button', { name: '关闭' }).click();
        await page.getByRole('button', { name: '详情 e2e门店扫码' }).click();
        const again = page.getByRole('dialog', { name: '二维码详情：e2e门店扫码' });
        const row = again.getByRole('row').filter({ hasText: scan!.account_name });
        await row.getByText('发布成功').waitFor();
        await row.getByText('到店打卡｜e2e').waitFor();
        await row.getByRole('link', { name: /查看作品/ }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await phoneContext.close();
      }
    });
  }, 180_000);

  it('in English on dark: the list and the generate dialog’s refusals, axe-clean', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.staff);
        await dismissNotices(page);
        await page.goto(`${e2e.url}${CODES}`);
        await page.getByRole('heading', { level: 1, name: 'QR-code publish' }).waitFor();
        await page.getByRole('cell', { name: '门店扫码发布·秋冬新品', exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Generate QR code' }).click();
        const dialog = page.getByRole('dialog', { name: 'Generate QR code' });
        await dialog.getByRole('button', { name: 'Generate' }).click();
        await dialog.getByText('Enter a name (at most 50 characters)').waitFor();
        await dialog.getByText('Choose 1–20 finished videos').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
