/**
 * Sign-in speed (issue 20; run by `pnpm bench console`, never by `pnpm test`): the production
 * console against the reference server in headless Chromium, as a user with a deep link meets it.
 * One run per process (`pnpm bench` repeats the file and takes medians); figures go to
 * `packages/console-app/.perf/signin.json`; times are reported, never asserted.
 *
 * - `loginPage`: the login page opened cold from the deep link (a fresh context): the JavaScript
 *   it needs to show the form (gzip over the wire, scripts), and what it loads afterwards while idle
 *   (the signed-in shell, fetched once the app marks `bc:idle-preload`).
 * - `signIn`: from the press on 登录 (staff account, password, a returning user whose upgrade
 *   notice is read) to the material library's first table row shown, and to the first idle moment after it; the JavaScript fetched after the press.
 *
 * Diagnostics, with `pnpm exec vitest run --project perf packages/console-app/e2e/signin.perf.ts`:
 * `BENCH_DEBUG=1` prints the run's resource timeline and long tasks; `BENCH_PROFILE=<file>` writes
 * a CPU profile (`.cpuprofile`, for DevTools) of the press to the first row; `BENCH_TRACE=<file>` writes
 * a Chromium trace of the same stretch (open it in DevTools' Performance panel or Perfetto).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, DEMO_PASSWORD, openE2E, PHONES, ROOT, type E2E } from './harness';

const OUTPUT = join(ROOT, 'packages/console-app/.perf/signin.json');
const DEEP_LINK = '/sumwhy_video/material_library';
const FIRST_ROW = '[data-component="DataTable"] tbody tr[data-index]';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

interface ScriptEntry {
  url: string;
  startTime: number;
  /** Bytes over the wire (the server sends scripts gzip-compressed). */
  encodedBodySize: number;
}

/** Every script the page fetched so far, from its resource timing (same origin, so sizes are given). */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ url: new URL(e.name).pathname, startTime: e.startTime, encodedBodySize: e.encodedBodySize })),
  );

const kB = (entries: ScriptEntry[]) =>
  Math.round((entries.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024) * 10) / 10;

/** Resolves at the first moment the main thread is idle. */
const idleAt = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((resolve) => requestIdleCallback(() => resolve(performance.now()), { timeout: 10_000 })),
  );

describe('sign-in', () => {
  it('from the deep link’s login page to the material library’s first row', async () => {
    // A returning user: the upgrade notice and announcements were acknowledged at an earlier sign-in.
    await asSignedIn(e2e, PHONES.staff, async () => {});
    const { context, page } = await e2e.newPage();
    try {
      await page.goto(`${e2e.url}${DEEP_LINK}`);
      await page.locator('[data-component="LoginLayout"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      // Room for every entry of the session (resource timing keeps 250 by default).
      await page.evaluate(() => performance.setResourceTimingBufferSize(2000));
      // A user reads and types for seconds: the page finishes what it does while idle meanwhile.
      await page.getByRole('button', { name: '密码登录' }).click();
      await page.getByRole('textbox', { name: /手机号/ }).fill(PHONES.staff);
      await page.locator('input[name=password]').fill(DEMO_PASSWORD);
      // The shell has loaded while idle (the page marks it once its chunks and their imports are in).
      await page.waitForFunction(() => performance.getEntriesByName('bc:idle-preload-done').length === 1);

      const mark = await page.evaluate(() => performance.getEntriesByName('bc:idle-preload')[0]?.startTime ?? null);
      const beforePress = await scriptsOf(page);
      const forLogin = beforePress.filter((e) => mark === null || e.startTime < mark);
      const whileIdle = beforePress.filter((e) => mark !== null && e.startTime >= mark);

      if (process.env.BENCH_DEBUG)
        await page.evaluate(() => {
          const tasks: string[] = ((window as unknown as { benchTasks: string[] }).benchTasks = []);
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              tasks.push(`${Math.round(e.startTime)}+${Math.round(e.duration)} ${e.name}`);
          }).observe({ type: 'longtask', buffered: false });
        });
      await page.evaluate(() => {
        document.addEventListener(
          'pointerdown',
          () => ((window as unknown as { benchPressAt: number }).benchPressAt = performance.now()),
          { capture: true, once: true },
        );
      });
      const cdp = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      if (process.env.BENCH_TRACE)
        await e2e.browser.startTracing(page, {
          path: process.env.BENCH_TRACE,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
        });
      await page.getByRole('button', { name: '登录', exact: true }).click();
      const { pressAt, rowAt } = await page.evaluate(
        async ({ row, path }) => {
          const start = (window as unknown as { benchPressAt: number }).benchPressAt;
          for (;;) {
            const node = document.querySelector<HTMLElement>(row);
            if (location.pathname === path && node && node.offsetParent !== null) {
              return { pressAt: start, rowAt: performance.now() };
            }
            if (performance.now() - start > 30_000) throw new Error(`no first row at ${location.pathname}`);
            await new Promise(requestAnimationFrame);
          }
        },
        { row: FIRST_ROW, path: DEEP_LINK },
      );
      if (process.env.BENCH_TRACE) await e2e.browser.stopTracing();
      if (cdp) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
      }
      const idle = await idleAt(page);
      await page.waitForLoadState('networkidle');
      const afterPress = (await scriptsOf(page)).filter((e) => e.startTime >= pressAt);
      const beforeRow = afterPress.filter((e) => e.startTime < rowAt);

      const figures = {
        loginPage: {
          jsKB: kB(forLogin),
          scripts: forLogin.length,
          idlePreloadJsKB: kB(whileIdle),
          idlePreloadScripts: whileIdle.length,
        },
        signIn: {
          toFirstRowMs: Math.round(rowAt - pressAt),
          toIdleMs: Math.round(idle - pressAt),
          newJsKB: kB(beforeRow),
          newScripts: beforeRow.length,
          newJsUntilQuietKB: kB(afterPress),
          newScriptsUntilQuiet: afterPress.length,
        },
      };
      if (process.env.BENCH_DEBUG) {
        const timeline = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
            (e) => `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ${new URL(e.name).pathname}`,
          ),
        );
        const longTasks = await page.evaluate(() => (window as unknown as { benchTasks: string[] }).benchTasks);
        console.log(JSON.stringify({ mark, pressAt, rowAt, timeline, longTasks }, null, 2));
      }
      mkdirSync(dirname(OUTPUT), { recursive: true });
      writeFileSync(OUTPUT, JSON.stringify(figures, null, 2));
    } finally {
      await context.close();
    }
  }, 120_000);
});
