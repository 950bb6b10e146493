/**
 * Benchmark of the console as users feel it (run by `pnpm bench console`, never by `pnpm test`):
 * the production build against the reference server in headless Chromium. Figures go to
 * `packages/console-app/.perf/console.json`; times are reported, never asserted.
 *
 * With `BENCH_URLS` (a JSON list of `{label, url}`, set by `pnpm bench --url` / `--vs`), only the
 * page-load figures are taken, of those addresses; `--vs` adds this console's login route.
 * The task centre's polling cost and the heap over kept-alive visits are `idle.perf.ts`'s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { asSignedIn, DEMO_PASSWORD, launchChromium, openE2E, PHONES, ROOT, type E2E } from './harness';
import { measurePageLoad } from './pageLoad';

const OUTPUT = join(ROOT, 'packages/console-app/.perf/console.json');
const peers = process.env.BENCH_URLS
  ? (JSON.parse(process.env.BENCH_URLS) as Array<{ label: string; url: string }>)
  : null;
const withOwn = !peers || process.env.BENCH_WITH_OWN === '1';

let e2e: E2E | undefined;
let browser: Browser;
beforeAll(async () => {
  if (withOwn) {
    e2e = await openE2E();
    browser = e2e.browser;
  } else {
    browser = await launchChromium();
  }
}, 120_000);
afterAll(async () => {
  if (e2e) await e2e.close();
  else await browser?.close();
});

const write = (figures: unknown) => {
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, JSON.stringify(figures, null, 2));
};

/**
 * Clicks the side-menu entry `label` (a real mouse click) and returns the milliseconds from the
 * press until `selector` is in the DOM and shown (checked every frame in the page).
 */
async function switchTo(page: Page, label: string, selector: string): Promise<number> {
  await page.evaluate(() => {
    document.addEventListener(
      'pointerdown',
      () => ((window as unknown as { benchPressAt: number }).benchPressAt = performance.now()),
      { capture: true, once: true },
    );
  });
  await page.getByRole('treeitem', { name: label, exact: true }).click();
  return page.evaluate(async (ready) => {
    const start = (window as unknown as { benchPressAt: number }).benchPressAt;
    for (;;) {
      const node = document.querySelector<HTMLElement>(ready);
      if (node && node.offsetParent !== null) return performance.now() - start;
      if (performance.now() - start > 30_000) throw new Error(`${ready} did not appear at ${location.pathname}`);
      await new Promise(requestAnimationFrame);
    }
  }, selector);
}

/** Milliseconds from now until the main thread is idle (a task-free moment, as `requestIdleCallback` sees it). */
const untilIdle = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((resolve) => requestIdleCallback(() => resolve(performance.now()), { timeout: 10_000 })),
  );

describe('the console', () => {
  it.runIf(peers !== null)(
    'loads the given addresses',
    async () => {
      const figures: Record<string, unknown> = {};
      if (withOwn && e2e) {
        figures.own = await measurePageLoad(browser, `${e2e.url}/login`, {
          ready: '[data-component="LoginLayout"]',
          idleMark: 'bc:idle-preload',
        });
      }
      for (const peer of peers ?? []) figures[peer.label] = await measurePageLoad(browser, peer.url);
      write(figures);
    },
    600_000,
  );

  it.runIf(peers === null)(
    'loads, signs in and switches pages',
    async () => {
      const own = e2e!;
      const figures: Record<string, unknown> = {};
      // The login page's own JavaScript; what it loads ahead once idle (the shell) is reported apart.
      figures.loginPage = await measurePageLoad(browser, `${own.url}/login`, {
        ready: '[data-component="LoginLayout"]',
        idleMark: 'bc:idle-preload',
      });

      // Sign in by the form: from the click on 登录 to the first menu page painted, then idle.
      const signIn = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      try {
        const page = await signIn.newPage();
        await page.goto(`${own.url}/login`);
        await page.getByRole('button', { name: '密码登录' }).click();
        await page.getByRole('textbox', { name: /手机号/ }).fill(PHONES.staff);
        await page.locator('input[name=password]').fill(DEMO_PASSWORD);
        const start = await page.evaluate(() => performance.now());
        await page.getByRole('button', { name: '登录', exact: true }).click();
        await page.waitForFunction(
          () =>
            location.pathname !== '/login' &&
            document.querySelector('[data-component="SideMenu"]') !== null &&
            document.querySelector('[data-component="KeepAliveOutlet"] > *') !== null,
          undefined,
          { polling: 'raf', timeout: 60_000 },
        );
        const painted = await page.evaluate(() => performance.now());
        const idle = await untilIdle(page);
        figures.loginToFirstPage = { paintedMs: Math.round(painted - start), interactiveMs: Math.round(idle - start) };
        const firstPage = page.url();
        figures.firstPage = await measurePageLoad(browser, firstPage, {
          storageState: await signIn.storageState(),
          ready: '[data-component="SideMenu"]',
        });
      } finally {
        await signIn.close();
      }

      await asSignedIn(own, PHONES.staff, async (page) => {
        await page.goto(`${own.url}/sumwhy_video/material_library`);
        await page.locator('[data-component="DataTable"] tbody tr[data-index]').first().waitFor();
        // Two menu pages in turn; the library is kept alive, so coming back should not reload it.
        const toCovers: number[] = [];
        const backToLibrary: number[] = [];
        // The side menu takes one choice per 500 ms (spec section 9): wait that out between switches.
        const settle = () => page.waitForTimeout(600);
        for (let round = 0; round < 3; round += 1) {
          await settle();
          toCovers.push(await switchTo(page, '封面制作', '[data-component="MaterialGrid"]'));
          await settle();
          backToLibrary.push(await switchTo(page, '素材库', '[data-component="DataTable"] tbody tr[data-index]'));
        }
        const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
        figures.routeSwitch = {
          toOtherPageMs: Math.round(median(toCovers)),
          backToKeepAlivePageMs: Math.round(median(backToLibrary)),
        };
      });
      write(figures);
    },
    600_000,
  );
});
