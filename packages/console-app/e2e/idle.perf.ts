/**
 * Idle cost of the built console (benchmark `console-idle`: run by `pnpm bench console-idle` and by
 * `pnpm bench console`, never by `pnpm test`): what the main thread does while nobody touches the
 * page, with and without the task centre open, and whether the heap comes back after many
 * kept-alive page visits. Production build, reference server, headless Chromium; figures go to
 * `packages/console-app/.perf/console-idle.json` and are reported, never asserted here.
 *
 * Everything is read through the Chrome DevTools Protocol (`Performance.getMetrics`):
 * - main-thread work is `TaskDuration`, the wall time of every task of the renderer's main thread
 *   (script, style, layout, paint, garbage collection), over a window scaled to a minute. On a
 *   loaded machine a task also counts the time the thread waited for a core, so the thread's CPU
 *   time (`ThreadTime`) is reported beside it;
 * - heap is `JSHeapUsedSize` after two `HeapProfiler.collectGarbage`, with the DOM nodes and event
 *   listeners alive (`Nodes`, `JSEventListeners`).
 *
 * `BENCH_IDLE_SECONDS` shortens the task-centre window (default 60 s; figures are per minute either
 * way). `BENCH_TRACE=<file>` also records a Chrome trace of that window (open it in DevTools'
 * Performance panel); tracing costs time of its own, so figures of such a run are not comparable.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CDPSession, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, openE2E, PHONES, ROOT, type E2E } from './harness';

const OUTPUT = join(ROOT, 'packages/console-app/.perf/console-idle.json');
/** Seconds the task centre stays open, untouched. */
const TASK_CENTRE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS) || 60;
/** Seconds of the shell alone at rest (the floor the task centre adds to). */
const SHELL_SECONDS = 20;
const VISITS = 50;

let e2e: E2E;
beforeAll(async () => {
  // Jobs stand still (the harness's default): the seeded exports stay in progress, so the open
  // task centre keeps polling every 4 s for the whole window, with answers that do not change.
  e2e = await openE2E();
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;
const MB = (bytes: number) => round(bytes / 2 ** 20, 2);

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value] as const));
}

/**
 * Lets what came before settle, so a window measures the steady state rather than the tail of a
 * navigation: the garbage it left is collected now (otherwise V8's memory reducer collects it in
 * the window) and lazy chunks preloaded while idle have loaded.
 */
async function settle(page: Page, cdp: CDPSession) {
  await page.waitForLoadState('networkidle');
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(5000);
}

/** Main-thread work and API requests over `seconds` of nobody touching the page, per minute. */
async function idleWindow(page: Page, cdp: CDPSession, seconds: number, traceFile?: string) {
  let requests = 0;
  const count = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests += 1;
  };
  const trace = traceFile ? await startTrace(cdp) : null;
  const before = await metrics(cdp);
  page.on('request', count);
  await page.waitForTimeout(seconds * 1000);
  page.off('request', count);
  const after = await metrics(cdp);
  if (trace && traceFile) writeFileSync(traceFile, JSON.stringify({ traceEvents: await trace() }));
  const perMinute = (key: string, scale = 1000) => round((after[key]! - before[key]!) * scale * (60 / seconds));
  return {
    seconds,
    requestsPerMinute: round(requests * (60 / seconds)),
    mainThreadMsPerMinute: perMinute('TaskDuration'),
    mainThreadCpuMsPerMinute: perMinute('ThreadTime'),
    scriptMsPerMinute: perMinute('ScriptDuration'),
    layoutsPerMinute: perMinute('LayoutCount', 1),
    styleRecalcsPerMinute: perMinute('RecalcStyleCount', 1),
  };
}

async function startTrace(cdp: CDPSession): Promise<() => Promise<unknown[]>> {
  const events: unknown[] = [];
  const collect = (data: { value: unknown[] }) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8,disabled-by-default-v8.gc',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

/** The heap after garbage collection, and what the DOM holds. */
async function heap(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const m = await metrics(cdp);
  const keptPages = await page.evaluate(
    () => document.querySelector('[data-component="KeepAliveOutlet"]')?.childElementCount ?? 0,
  );
  return { usedBytes: m.JSHeapUsedSize!, nodes: m.Nodes!, listeners: m.JSEventListeners!, keptPages };
}

/**
 * Opens `path` inside the app, as a link or menu entry does (history and popstate, no reload), and
 * waits until a shown element matches `ready` (hidden kept-alive pages are `display: none`).
 */
async function visit(page: Page, path: string, ready: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ({ to, selector }) =>
      `${location.pathname}${location.search}` === to &&
      [...document.querySelectorAll<HTMLElement>(selector)].some((node) => node.offsetParent !== null),
    { to: path, selector: ready },
    { polling: 'raf', timeout: 30_000 },
  );
}

const LIBRARY = '/sumwhy_video/material_library';
/** The library settled on its query: the table is there and no longer busy. */
const LIBRARY_READY = '[data-component="DataTable"]:not([aria-busy="true"])';
const NOT_AVAILABLE = '[data-page="not-available"]';
/** Kept-alive menu entries of the staff account whose pages are not built yet (still kept alive). */
const PLACEHOLDERS = [
  '/content_center/content_manage',
  '/content_center/work_library',
  '/content_market/video_task',
  '/content_market/course_management',
];
/** A static route flagged keep-alive (spec section 2), keyed by its query: every id is another page. */
const editCourse = (id: number) => `/content_market/course_management/edit_course?id=${id}`;
const COVERS = '/sumwhy_video/cover_management';
const COVERS_READY = '[data-component="MaterialGrid"]';

describe('the console at rest', () => {
  it('keeps the main thread quiet with the task centre open, and its heap where it was after many kept-alive visits', async () => {
    const figures: Record<string, unknown> = {};
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await visit(page, LIBRARY, LIBRARY_READY);

      // The shell on a list page, nothing open: the floor.
      await settle(page, cdp);
      figures.shellAtRest = await idleWindow(page, cdp, SHELL_SECONDS);

      // The task centre open on its exports, jobs in progress: it polls every 4 s for the window.
      await page.getByRole('button', { name: '任务中心' }).click();
      const centre = page.getByRole('dialog', { name: '任务中心' });
      await centre.getByRole('progressbar').first().waitFor();
      await settle(page, cdp);
      figures.taskCentreOpen = await idleWindow(page, cdp, TASK_CENTRE_SECONDS, process.env.BENCH_TRACE);
      expect((figures.taskCentreOpen as { requestsPerMinute: number }).requestsPerMinute).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await centre.waitFor({ state: 'hidden' });

      // Fill the keep-alive cache (10 hidden pages besides the one on screen): the four kept-alive
      // entries not built yet, five course editors and the library, then a page not kept alive.
      // The visits below end with the same mix kept (the library and nine small pages).
      for (const path of PLACEHOLDERS) await visit(page, path, NOT_AVAILABLE);
      for (let id = 1; id <= 5; id += 1) await visit(page, editCourse(id), NOT_AVAILABLE);
      await visit(page, `${LIBRARY}?name=${encodeURIComponent('预热')}`, LIBRARY_READY);
      await visit(page, COVERS, COVERS_READY);
      const filled = await heap(page, cdp);

      // 50 visits of kept-alive pages: the library under a new search each time (one kept page,
      // a new query), the kept entries, and course editors never seen before, each of which
      // evicts the least recently visited page.
      for (let i = 0; i < VISITS; i += 1) {
        const step = i % 4;
        if (step === 0) await visit(page, `${LIBRARY}?name=${encodeURIComponent(`堆测试${i}`)}`, LIBRARY_READY);
        else if (step === 2) await visit(page, PLACEHOLDERS[(i >> 2) % PLACEHOLDERS.length]!, NOT_AVAILABLE);
        else await visit(page, editCourse(100 + i), NOT_AVAILABLE);
      }
      await visit(page, COVERS, COVERS_READY);
      const after = await heap(page, cdp);

      figures.keepAliveHeap = {
        visits: VISITS,
        keptPagesFilled: filled.keptPages,
        keptPagesAfter: after.keptPages,
        filledMB: MB(filled.usedBytes),
        afterMB: MB(after.usedBytes),
        growthPercent: round(((after.usedBytes - filled.usedBytes) / filled.usedBytes) * 100, 1),
        nodesFilled: filled.nodes,
        nodesAfter: after.nodes,
        listenersFilled: filled.listeners,
        listenersAfter: after.listeners,
      };
    });
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, JSON.stringify(figures, null, 2));
  }, 600_000);
});
