/**
 * What signing in loads (issue 20): the login page fetches the signed-in shell while it is idle, so
 * that after the press on 登录 only the landing page's own chunks and the data remain; user info,
 * menu and brand info are asked for at once. Sizes and order only, never times (`pnpm bench console`
 * measures those).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, DEMO_PASSWORD, openE2E, PHONES, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('signing in', () => {
  it('loads the shell while the login page idles, then only the landing page and its data, the list before the page renders', async () => {
    await asSignedIn(e2e, PHONES.staff, async () => {});
    const { context, page } = await e2e.newPage();
    // Notes when the library's table first enters the document.
    await page.addInitScript(() => {
      const note = () => {
        const w = window as unknown as { bcTableAt?: number };
        if (w.bcTableAt === undefined && document.querySelector('[data-component="DataTable"]')) {
          w.bcTableAt = performance.now();
        }
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true });
    });
    try {
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      await page.locator('[data-component="LoginLayout"]').waitFor();
      await page.evaluate(() => performance.setResourceTimingBufferSize(2000));
      // The shell has loaded once the page marks it (its chunks' imports included).
      await page.waitForFunction(() => performance.getEntriesByName('bc:idle-preload-done').length === 1);
      const beforePress = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
      );
      expect(beforePress.some((path) => /\/assets\/ShellLayout-[\w-]+\.js$/.test(path))).toBe(true);

      await page.getByRole('button', { name: '密码登录' }).click();
      await page.getByRole('textbox', { name: /手机号/ }).fill(PHONES.staff);
      await page.locator('input[name=password]').fill(DEMO_PASSWORD);
      const pressAt = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.locator('[data-component="DataTable"] tbody tr[data-index]').first().waitFor();
      await page.waitForLoadState('networkidle');
      const after = await page.evaluate(
        (at) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((e) => e.startTime >= at)
            .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, bytes: e.encodedBodySize })),
        pressAt,
      );
      const scripts = after.filter((e) => e.path.endsWith('.js'));
      // Nothing of the shell again; the library's own chunks, within the 60 kB a list page may add.
      expect(scripts.some((e) => /ShellLayout/.test(e.path))).toBe(false);
      expect(scripts.some((e) => /MaterialLibraryPage-[\w-]+\.js$/.test(e.path))).toBe(true);
      expect(scripts.reduce((sum, e) => sum + e.bytes, 0) / 1024).toBeLessThanOrEqual(60);
      // User info, menu and brand info are all asked before any of them could have answered the next.
      const account = (name: string) => after.find((e) => e.path.endsWith(name))!;
      const userInfo = account('/selectUserInfo');
      const menu = account('/selectUserPermission');
      const brand = account('/getUserBrandInfo');
      expect([userInfo, menu, brand].every(Boolean)).toBe(true);
      const firstAnswer = await page.evaluate(
        (paths) =>
          Math.min(
            ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((e) => paths.some((p) => e.name.endsWith(p)))
              .map((e) => e.responseEnd),
          ),
        ['/selectUserInfo', '/selectUserPermission', '/getUserBrandInfo'],
      );
      for (const call of [userInfo, menu, brand]) expect(call.start).toBeLessThan(firstAnswer);
      // The landing page's list is asked for once, as soon as its code is in: before the page first
      // rendered (its table appeared), not after.
      const lists = after.filter((e) => e.path.endsWith('/cgp/web/media/material/list'));
      expect(lists).toHaveLength(1);
      const tableAt = await page.evaluate(() => (window as unknown as { bcTableAt?: number }).bcTableAt ?? null);
      expect(tableAt).not.toBeNull();
      expect(lists[0]!.start).toBeLessThan(tableAt!);
    } finally {
      await context.close();
    }
  });
});
