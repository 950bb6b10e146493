/**
 * The shell's navigation in Chromium against the reference server (issue 20, part B): side-menu
 * entries, module tabs and breadcrumbs are links with real addresses that keep the spec's in-app
 * behaviour on a plain click; breadcrumbs go back when the user came from there; the side menu
 * collapses to 60 px with tooltips, draws the menu's icons and remembers its active entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { asSignedIn, axeViolations, openE2E, PHONES, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).search;
const menu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
const tabs = (page: Page) => page.getByRole('navigation', { name: '模块' });
const crumbs = (page: Page) => page.getByRole('navigation', { name: '面包屑' });
/** Menu clicks are throttled to 500 ms and breadcrumbs to 1 s (spec section 9): wait them out. */
const pastThrottle = (page: Page) => page.waitForTimeout(1_050);

describe('the shell’s links', () => {
  it('gives menu entries, module tabs and breadcrumbs real addresses; ctrl and middle clicks open them in a new tab', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page, context) => {
      await expect.poll(() => pathOf(page)).toBe('/content_center/content_manage');
      const overview = menu(page).getByRole('treeitem', { name: '内容概览' });
      expect(await overview.evaluate((a) => a.tagName)).toBe('A');
      expect(await overview.getAttribute('href')).toBe('/content_center/content_overview');
      const videoTab = tabs(page).getByRole('link', { name: '短视频创作' });
      expect(await videoTab.getAttribute('href')).toBe('/sumwhy_video/create_by_template');

      // Ctrl/cmd-click on an entry: a new tab on that page, this one stays where it is.
      const [fromCtrl] = await Promise.all([
        context.waitForEvent('page'),
        overview.click({ modifiers: ['ControlOrMeta'] }),
      ]);
      await fromCtrl.waitForURL(/\/content_center\/content_overview$/);
      await fromCtrl.getByRole('treeitem', { name: '内容概览' }).waitFor();
      expect(await fromCtrl.getByRole('treeitem', { name: '内容概览' }).getAttribute('aria-current')).toBe('page');
      await fromCtrl.close();

      // Middle click on a module tab: the module's first page in a new tab.
      const [fromMiddle] = await Promise.all([context.waitForEvent('page'), videoTab.click({ button: 'middle' })]);
      await fromMiddle.waitForURL(/\/sumwhy_video\/create_by_template$/);
      await fromMiddle.close();
      expect(pathOf(page)).toBe('/content_center/content_manage');
      expect(context.pages()).toHaveLength(1);

      // A plain click stays in the app: same tab, no reload of the document.
      await page.evaluate(() => ((window as unknown as { bcMarker: number }).bcMarker = 1));
      await overview.click();
      await expect.poll(() => pathOf(page)).toBe('/content_center/content_overview');
      await pastThrottle(page);
      await videoTab.click();
      await expect.poll(() => pathOf(page)).toBe('/sumwhy_video/create_by_template');
      expect(await page.evaluate(() => (window as unknown as { bcMarker?: number }).bcMarker)).toBe(1);
      expect(context.pages()).toHaveLength(1);

      // The breadcrumb of a module leads to its first page, as a link too.
      const moduleCrumb = crumbs(page).getByRole('link', { name: '短视频创作' });
      expect(await moduleCrumb.getAttribute('href')).toBe('/sumwhy_video/create_by_template');
    });
  });

  it('goes back when a breadcrumb leads where the user came from, and leads a group crumb to its first page', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/sumwhy_video/cover_management`);
      await page.getByRole('button', { name: '新建封面' }).click();
      await page.waitForURL(/\/sumwhy_video\/cover_management\/detail$/);
      const depth = await page.evaluate(() => history.length);

      // 封面制作 is where the user came from: back, not a new entry (forward returns to the editor).
      const coverCrumb = crumbs(page).getByRole('link', { name: '封面制作' });
      expect(await coverCrumb.getAttribute('href')).toBe('/sumwhy_video/cover_management');
      await coverCrumb.click();
      await expect.poll(() => pathOf(page)).toBe('/sumwhy_video/cover_management');
      expect(await page.evaluate(() => history.length)).toBe(depth);
      await page.goForward();
      await expect.poll(() => pathOf(page)).toBe('/sumwhy_video/cover_management/detail');

      // The group crumb 素材与模板 leads to the group's first page (a new entry).
      const groupCrumb = crumbs(page).getByRole('link', { name: '素材与模板' });
      expect(await groupCrumb.getAttribute('href')).toBe('/sumwhy_video/material_library');
      await pastThrottle(page);
      await groupCrumb.click();
      await expect.poll(() => pathOf(page)).toBe('/sumwhy_video/material_library');
      await page.getByRole('heading', { name: '素材库' }).waitFor();
      expect(await page.evaluate(() => history.length)).toBe(depth + 1);
      await page.goBack();
      await expect.poll(() => pathOf(page)).toBe('/sumwhy_video/cover_management/detail');

      // On the editor, the entry it belongs to (封面制作) leads back to the list rather than reloading.
      await menu(page).getByRole('treeitem', { name: '封面制作' }).click();
      await expect.poll(() => pathOf(page)).toBe('/sumwhy_video/cover_management');
    });
  });

  it('reloads the page of the entry clicked again, keeping a list’s query and starting a creation view over', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await page.goto(`${e2e.url}/content_center/content_overview?from=mail`);
      const overview = menu(page).getByRole('treeitem', { name: '内容概览' });
      expect(await overview.getAttribute('href')).toBe('/content_center/content_overview?from=mail');
      await overview.click();
      await page.getByText('已刷新当前页面').first().waitFor();
      expect(searchOf(page)).toBe('?from=mail');

      await page.goto(`${e2e.url}/sumwhy_video/create_by_template?draft=7`);
      const create = menu(page).getByRole('treeitem', { name: '模板创作' });
      expect(await create.getAttribute('aria-current')).toBe('page');
      expect(await create.getAttribute('href')).toBe('/sumwhy_video/create_by_template');
      await create.click();
      await expect.poll(() => searchOf(page)).toBe('');
      expect(pathOf(page)).toBe('/sumwhy_video/create_by_template');
      await page.getByText('已刷新当前页面').first().waitFor();
    });
  });
});

describe('the side menu', () => {
  it('collapses to 60 px with a tooltip per entry, stays collapsed across a reload, and expands again', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      // Home: a page of the shell with its own h1, so axe can check the page whole.
      await page.goto(`${e2e.url}/home`);
      const nav = page.locator('[data-component="SideMenu"]');
      await nav.waitFor();
      expect((await nav.boundingBox())?.width).toBe(210);
      await page.getByRole('button', { name: '收起菜单' }).click();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBe(60);
      // Collapsed, an entry shows its icon alone and names itself in a tooltip.
      const group = menu(page).getByRole('treeitem', { name: '内容管理' });
      expect(await group.locator('svg[data-icon="file-text"]').count()).toBe(1);
      await group.hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('内容管理');
      // The page with the collapsed menu and an open tooltip, checked whole by axe.
      expect(await axeViolations(page)).toEqual([]);

      await page.reload();
      await page.locator('[data-component="SideMenu"][data-collapsed]').waitFor();
      expect((await nav.boundingBox())?.width).toBe(60);

      // The keyboard reaches the control; Enter expands the menu.
      await page.getByRole('button', { name: '展开菜单' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await nav.boundingBox())?.width).toBe(210);
      expect(await page.getByRole('button', { name: '收起菜单' }).getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('draws each group’s icon from the menu (scopeIcon)', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      // Groups come first in the tree (内容管理 is both a group and its first page).
      const icon = (name: string) => menu(page).getByRole('treeitem', { name }).first().locator('svg[data-icon]');
      expect(await icon('内容管理').getAttribute('data-icon')).toBe('file-text');
      expect(await icon('线索与直播').getAttribute('data-icon')).toBe('radio');
      expect(await icon('违规监控').getAttribute('data-icon')).toBe('shield');
    });
  });

  it('highlights the entry remembered for the session on a route under its module alone, after a reload too', async () => {
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      await tabs(page).getByRole('link', { name: '营销中心' }).click();
      await menu(page).getByRole('treeitem', { name: '视频任务' }).click();
      await expect.poll(() => pathOf(page)).toBe('/content_market/video_task');
      // Written once the navigation has rendered; on a loaded machine that is after the address changes.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('menuActive')))
        .toBe('/content_market/video_task');
      // The create-task route hangs under its module alone (spec section 2: by task type).
      await page.goto(`${e2e.url}/content_market/create_task`);
      const videoTask = menu(page).getByRole('treeitem', { name: '视频任务' });
      await expect.poll(() => videoTask.getAttribute('aria-current')).toBe('page');
      await page.reload();
      await expect.poll(() => videoTask.getAttribute('aria-current')).toBe('page');
    });
  });
});
