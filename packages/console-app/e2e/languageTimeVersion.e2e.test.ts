/**
 * Issue 20, languages, times and the system version, as a user meets them: an English browser, a
 * language kept under the app's former key, a browser in another zone than Beijing, and the
 * version-2 account signing in without a reload.
 */
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, DEMO_PASSWORD, dismissNotices, openE2E, PHONES, signInWithPassword, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

/** Signs in from an English login page with the phone's password. */
async function signInInEnglish(page: Page, phone: string) {
  await page.goto(`${e2e.url}/login`);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByRole('textbox', { name: /Phone number/ }).fill(phone);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dismissNotices(page);
}

const NETWORK_EN = 'Network request failed, please check the connection and retry';
const NETWORK_ZH = '网络请求失败，请检查网络连接后重试';

describe('one stored language', () => {
  it('words the client’s own errors in English for an English browser, in a toast region named in English', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en-US' });
    try {
      await signInInEnglish(page, PHONES.staff);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      // The library's list call fails at the network: the client words it, not the server.
      await page.route('**/api/cgp/web/media/material/list', (route) => route.abort('failed'));
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      const region = page.getByRole('region', { name: 'Notifications (F8)' });
      await expect.poll(() => region.innerText()).toContain(NETWORK_EN);
      expect(await page.locator('body').innerText()).not.toContain(NETWORK_ZH);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('moves a language kept under the old key to lang, and keeps it through logout', async () => {
    // A Chinese browser: only the stored language can make the console English.
    const { context, page } = await e2e.newPage({ locale: 'zh-CN' });
    try {
      await page.goto(`${e2e.url}/login`);
      await page.getByRole('button', { name: '密码登录' }).waitFor();
      await page.evaluate(() => localStorage.setItem('locale', 'en'));
      await signInInEnglish(page, PHONES.staff);
      expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('locale')])).toEqual([
        'en',
        null,
      ]);

      // The network failure is English too: the app and the client read the same key.
      await page.route('**/api/cgp/web/media/material/list', (route) => route.abort('failed'));
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await expect
        .poll(() => page.getByRole('region', { name: 'Notifications (F8)' }).innerText())
        .toContain(NETWORK_EN);
      await page.unroute('**/api/cgp/web/media/material/list');

      // The user menu is the button with the member's name.
      await page.getByRole('button', { name: /周运营/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('lang')])).toEqual([
        null,
        'en',
      ]);
      await page.reload();
      await page.getByRole('button', { name: 'Sign in with password' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });
});

describe('one display zone', () => {
  it('shows announcements and materials in Beijing time in a browser set to New York', async () => {
    const context = await e2e.browser.newContext({
      locale: 'zh-CN',
      timezoneId: 'America/New_York',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    try {
      await page.goto(`${e2e.url}/login`);
      // The browser really is in New York (UTC-5, or UTC-4 in summer).
      expect([240, 300]).toContain(await page.evaluate(() => new Date().getTimezoneOffset()));
      // An account whose notices no other test here acknowledges (brand 14).
      await signInWithPassword(page, e2e.url, PHONES.creator);

      // The notices' publish time is the server's UTC+8 text; 发布于 shows it as written.
      const [{ publish_at: published_at }] = e2e.query<{ publish_at: string }>(
        'SELECT n.publish_at FROM notices n JOIN notice_members nm ON nm.notice_id = n.id WHERE nm.user_id = 3 ORDER BY n.id LIMIT 1',
      ) as [{ publish_at: string }];
      const beijing = published_at.slice(0, 16);
      const published = page.getByText(/^发布于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).first();
      await published.waitFor();
      expect(await published.innerText()).toBe(`发布于 ${beijing}`);
      await dismissNotices(page);

      // Materials: the server's UTC+8 text, shown as written (not moved to New York).
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      const table = page.getByRole('table', { name: '素材库' });
      // The first row with its data (while the list loads, the body holds placeholder rows).
      const firstRow = table
        .locator('tbody tr')
        .filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/ })
        .first();
      await firstRow.waitFor();
      const rowText = await firstRow.innerText();
      const shownTimes: string[] = rowText.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g) ?? [];
      const materials = e2e
        .query<{ name: string; create_time: string }>(
          'SELECT name, create_time FROM materials WHERE brand_id = 14 AND is_delete = 0',
        )
        .filter((m) => rowText.includes(m.name));
      expect(materials.length, rowText).toBeGreaterThan(0);
      // The row's upload time is the stored text of its material, not moved by the browser's zone.
      expect(
        materials.some((m) => shownTimes.includes(m.create_time)),
        `${rowText} / ${materials.map((m) => m.create_time).join(', ')}`,
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the system version', () => {
  it('follows the version-2 account’s sign-in without a reload: name, title and logout page', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.goto(`${e2e.url}/login`);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      expect(await page.title()).toMatch(/^品牌内容营销平台/);
      await page.getByRole('button', { name: '密码登录' }).click();
      await page.getByRole('textbox', { name: /手机号/ }).fill(PHONES.cutShadow);
      await page.locator('input[name=password]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      // This account belongs to two brands.
      await page.getByRole('radio', { name: '星河美妆' }).click();
      await page.getByRole('button', { name: '进入' }).click();
      await dismissNotices(page);

      const header = page.locator('[data-component="Header"]');
      await expect.poll(() => header.innerText()).toContain('剪影 · 智能创作');
      expect(await header.innerText()).not.toContain('品牌内容营销平台');
      await expect.poll(() => page.title()).toMatch(/^剪影 · 智能创作 - /);
      // Still the document the login page loaded: no reload was needed.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      await page.getByRole('button', { name: /郑剪影/ }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/cutShadow_login');
      expect(await page.evaluate(() => localStorage.getItem('systemVersion'))).toBe('2');
      await expect.poll(() => page.title()).toMatch(/^剪影 · 智能创作/);
    } finally {
      await context.close();
    }
  });
});

describe('the titles of static routes', () => {
  it('names activityList and titleLibrary from the spec, in the breadcrumb and the document title, when opened directly', async () => {
    // titleLibrary is a built page (标题库, ADR 0034): its heading carries the title; activityList is not built yet.
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      for (const [path, title] of [
        ['/content_market/market_calendar/activityList', '活动列表'],
        ['/sumwhy_video/template_space/titleLibrary', '标题库'],
      ] as const) {
        // Opened by address (a reload): the titles load with the shell, not the login page.
        await page.goto(`${e2e.url}${path}`);
        const crumbs = page.getByRole('navigation', { name: /面包屑|Breadcrumb/ });
        await expect.poll(() => crumbs.innerText()).toContain(title);
        await expect.poll(() => page.title()).toBe(`品牌内容营销平台 - ${title}`);
        expect(await crumbs.innerText()).not.toMatch(/activityList|titleLibrary|title Library/);
        // A page not built yet names itself by its title in its notice (its key follows in brackets).
        const named = path.endsWith('activityList') ? `“${title}”` : title;
        await expect.poll(() => page.locator('main').innerText()).toContain(named);
      }
    });
  });
});
