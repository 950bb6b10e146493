/**
 * The screens outside the shell's pages (issue 20): the data screen in its own window, the upgrade
 * announcement view and the explain page, against the reference server in Chromium.
 */
import type { BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DEMO_PASSWORD, dismissNotices, openE2E, PHONES, signInWithPassword, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const count = (sql: string, ...params: Array<string | number>) => e2e.query<{ n: number }>(sql, ...params)[0]!.n;
const grouped = (n: number) => n.toLocaleString('en-US');
const unreadUpgrades = (phone: string, brandId: number) =>
  count(
    `SELECT count(*) AS n FROM notices m JOIN notice_members nm ON nm.notice_id = m.id JOIN users u ON u.id = nm.user_id
      WHERE u.phone = ? AND m.brand_id = ? AND m.msg_type = 2
        AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = m.id AND r.user_id = u.id)`,
    phone,
    brandId,
  );

/** Signs in with the password on an English page (the harness's helper speaks Chinese). */
async function signInInEnglish(page: Page, phone: string, brand?: string) {
  await page.goto(`${e2e.url}/login`);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByRole('textbox', { name: /Phone number/ }).fill(phone);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (brand) {
    await page.getByRole('radio', { name: brand }).click();
    await page.getByRole('button', { name: 'Open', exact: true }).click();
  }
}

/** Clicks the header's data-screen control and returns the window it opens. */
async function openDataScreen(context: BrowserContext, page: Page): Promise<Page> {
  const [screen] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('[data-component="Header"]')
      .getByRole('button', { name: /^(数据大屏|Data screen)$/ })
      .click(),
  ]);
  return screen;
}

describe('the data screen', () => {
  it('opens from the header in a new window: the brand’s figures from the database, dark, without the shell, refreshing itself', async () => {
    const { context, page } = await e2e.newPage();
    try {
      // A controllable clock, so the test can move the screen's one-minute refresh along.
      await context.clock.install();
      await signInWithPassword(page, e2e.url, PHONES.admin, '星河美妆');
      await dismissNotices(page);
      const screen = await openDataScreen(context, page);
      await screen.getByRole('heading', { level: 1, name: '数据大屏' }).waitFor();

      // Opened as the spec says: token, brand id and brand name in the address; the token leaves it.
      const opened = new URL(screen.url());
      expect(opened.pathname).toBe('/data_screen/big_screen');
      expect(opened.searchParams.get('brandId')).toBe('13');
      expect(opened.searchParams.get('brandName')).toBe('星河美妆');
      await expect.poll(() => new URL(screen.url()).searchParams.has('token')).toBe(false);
      expect(await screen.title()).toBe('品牌内容营销平台 - 数据大屏');

      // Its own full-window layout in the dark scheme, not the console's shell.
      const shell = screen.locator(
        '[data-component="AppShell"], [data-component="Header"], [data-component="SideMenu"], [data-component="Breadcrumbs"]',
      );
      expect(await shell.count()).toBe(0);
      expect(await screen.locator('[data-component="DataScreen"]').getAttribute('data-bc-theme')).toBe('dark');
      await screen.getByText(/^星河美妆 · 统计时间 \d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/).waitFor();

      const figures = screen.getByRole('list', { name: '核心指标' });
      const figure = (label: string) => figures.getByRole('listitem').filter({ hasText: label });
      const materials = count('SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0');
      await expect.poll(() => figure('素材总数').innerText()).toContain(grouped(materials));
      const members = count('SELECT count(*) AS n FROM user_brands WHERE brand_id = 13');
      await expect.poll(() => figure('成员').innerText()).toContain(grouped(members));
      const added = count(
        `SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0
          AND create_time >= date('now', '+8 hours', '-29 days') || ' 00:00:00'`,
      );
      await expect.poll(() => figure('近 30 天新增素材').innerText()).toContain(grouped(added));
      // Jobs running now, whenever created: every status that is not an end (spec section 4's dictionaries).
      const running =
        count('SELECT count(*) AS n FROM download_tasks WHERE brand_id = 13 AND status NOT IN (3, 4, 5, 6)') +
        count('SELECT count(*) AS n FROM mark_tag_tasks WHERE brand_id = 13 AND status NOT IN (3, 4)') +
        count('SELECT count(*) AS n FROM material_operations WHERE brand_id = 13 AND status NOT IN (2, 3)') +
        count('SELECT count(*) AS n FROM caption_tasks WHERE brand_id = 13 AND status NOT IN (2, 3)');
      await expect.poll(() => figure('进行中的任务').innerText()).toContain(grouped(running));

      // Four charts, drawn by ECharts; the materials chart's table adds up to the figure.
      for (const name of ['每日新增素材', '新增素材类型占比', '任务中心任务', '任务状态分布']) {
        await screen.getByRole('figure', { name }).waitFor();
      }
      await expect.poll(() => screen.locator('[data-component="Chart"] canvas').count()).toBeGreaterThanOrEqual(4);
      const chart = screen.getByRole('figure', { name: '每日新增素材' });
      const cells = await chart.getByRole('table', { includeHidden: true }).locator('tbody td').allTextContents();
      expect(cells.map((text) => Number(text.replace(/,/g, ''))).reduce((a, b) => a + (b || 0), 0)).toBe(added);
      expect(await axeViolations(screen)).toEqual([]);

      // It refreshes itself: a material deleted elsewhere is gone from the figure after a minute.
      const [gone] = e2e.query<{ id: number }>(
        'SELECT id FROM materials WHERE brand_id = 13 AND is_delete = 0 ORDER BY id DESC LIMIT 1',
      );
      const token = await screen.evaluate(() => localStorage.getItem('token'));
      const answer = await screen.request.post(`${e2e.url}/api/cgp/web/media/material/batch/delete`, {
        headers: { token: token!, brandId: '13', userId: '1', 'content-type': 'application/x-www-form-urlencoded' },
        data: `ids=${gone!.id}`,
      });
      expect((await answer.json()).code).toBe(0);
      expect(await figure('素材总数').innerText()).toContain(grouped(materials));
      await context.clock.fastForward(61_000);
      await expect.poll(() => figure('素材总数').innerText()).toContain(grouped(materials - 1));
      await screen.getByText(/^更新于 \d{2}:\d{2}:\d{2}$/).waitFor();
    } finally {
      await context.close();
    }
  });

  it('speaks English and stays dark on a dark system, axe-clean', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en-US', colorScheme: 'dark' });
    try {
      await signInInEnglish(page, PHONES.admin, '星河美妆');
      await dismissNotices(page);
      const screen = await openDataScreen(context, page);
      await screen.getByRole('list', { name: 'Key figures' }).waitFor();
      await screen.getByRole('figure', { name: 'New materials per day' }).waitFor();
      await screen.getByText('Refreshes every 60 s').waitFor();
      await expect.poll(() => screen.locator('[data-component="Chart"] canvas').count()).toBeGreaterThanOrEqual(4);
      expect(await axeViolations(screen)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is refused to a member whose menu has no data screen', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.creator);
      await dismissNotices(page);
      expect(await page.locator('[data-component="Header"]').getByRole('button', { name: '数据大屏' }).count()).toBe(0);
      await page.goto(`${e2e.url}/data_screen/big_screen`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    } finally {
      await context.close();
    }
  });
});

describe('the upgrade announcement view', () => {
  it('takes over after sign-in while upgrade notices are unread, and returns to the page once they are read', async () => {
    const { context, page } = await e2e.newPage();
    try {
      expect(unreadUpgrades(PHONES.staff, 13)).toBe(1);
      await page.goto(`${e2e.url}/sumwhy_video/material_library?name=%E6%B5%B7`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await page.getByRole('button', { name: '密码登录' }).click();
      await page.getByRole('textbox', { name: /手机号/ }).fill(PHONES.staff);
      await page.locator('input[name=password]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录', exact: true }).click();

      const view = page.locator('[data-component="UpgradeAnnouncement"]');
      await view.waitFor();
      const here = new URL(page.url());
      expect(here.pathname).toBe('/upgrade_announcement');
      expect(here.searchParams.get('redirect')).toBe('/sumwhy_video/material_library?name=%E6%B5%B7');
      await expect.poll(() => page.title()).toBe('品牌内容营销平台 - 升级公告');
      await page.getByRole('heading', { level: 1, name: '升级公告' }).waitFor();
      // The server's text, shown as text.
      await view
        .getByRole('heading', { level: 2, name: '控制台已升级：任务中心支持实时进度，素材库支持批量拆分。' })
        .waitFor();
      expect(await page.locator('[data-component="AppShell"]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: '我知道了' }).click();
      await expect
        .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`)
        .toBe('/sumwhy_video/material_library?name=%E6%B5%B7');
      expect(unreadUpgrades(PHONES.staff, 13)).toBe(0);
      // Then the announcement, in its dialog.
      await page.getByRole('dialog', { name: '系统公告' }).waitFor();
      await page.getByRole('button', { name: '我知道了' }).click();
      await page.reload();
      await page.locator('[data-component="Header"]').waitFor();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/sumwhy_video/material_library');
      expect(await page.locator('[data-component="UpgradeAnnouncement"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('says there is nothing to read when opened with none unread, in English and dark too', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en-US', colorScheme: 'dark' });
    try {
      await signInInEnglish(page, PHONES.creator);
      await dismissNotices(page);
      const first = new URL(page.url()).pathname;
      await page.goto(`${e2e.url}/upgrade_announcement?redirect=${encodeURIComponent('//evil.example/x')}`);
      await page.getByRole('heading', { level: 1, name: 'Upgrade notice' }).waitFor();
      await page.getByText('No upgrade notices').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // A redirect to another site is not followed: Back goes to the console.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(first);
    } finally {
      await context.close();
    }
  });
});

describe('the explain page', () => {
  it('tells a visitor what the console is and leads to sign-in, axe-clean in Chinese and light', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.goto(`${e2e.url}/explain`);
      await page.getByRole('heading', { level: 1, name: '产品说明' }).waitFor();
      expect(await page.title()).toBe('品牌内容营销平台 - 产品说明');
      await page.getByText(/^品牌内容营销平台是面向品牌的多租户企业控制台/).waitFor();
      for (const part of ['适用对象', '功能模块', '登录方式', '运行环境', '数据与任务']) {
        await page.getByRole('heading', { level: 2, name: part }).waitFor();
      }
      const modules = page.locator('#modules li');
      expect(await modules.count()).toBe(8);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '去登录' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    } finally {
      await context.close();
    }
  });

  it('leads a signed-in member back into the console, in English and dark', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en-US', colorScheme: 'dark' });
    try {
      await signInInEnglish(page, PHONES.creator);
      await dismissNotices(page);
      const first = new URL(page.url()).pathname;
      await page.goto(`${e2e.url}/explain`);
      await page.getByRole('heading', { level: 1, name: 'About the console' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Signing in' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Open the console' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(first);
    } finally {
      await context.close();
    }
  });
});
