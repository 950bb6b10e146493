/**
 * Page-load figures of any URL, as a user's browser sees them on a cold visit: a fresh browser
 * context (empty cache), the page loaded until the network is quiet. Used by the console's
 * benchmark and, through `pnpm bench --url` / `--vs`, on any other console.
 */
import type { Browser, BrowserContext } from 'playwright';

export interface PageLoadFigures {
  /** JavaScript bytes over the wire (compressed when the server compresses), in kB. */
  jsTransferredKB: number;
  jsRequests: number;
  /** Every request the page made until the network was quiet. */
  requests: number;
  /** Every response body over the wire, in kB. */
  transferredKB: number;
  firstContentfulPaintMs: number;
  domContentLoadedMs: number;
  loadMs: number;
  /** With `idleMark`: the scripts the page fetched once it marked itself idle, left out of the figures above. */
  idlePreloadJsKB?: number;
  idlePreloadJsRequests?: number;
}

const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Loads `url` once in a fresh context (`storageState` to be signed in) and measures it. `ready`
 * (a CSS selector) waits for the page's own content, for single-page apps that paint after load.
 */
export async function measurePageLoad(
  browser: Browser,
  url: string,
  options: {
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
    ready?: string;
    /**
     * A performance mark the page sets when it starts loading ahead while idle (the console's
     * `bc:idle-preload`): requests started from then on are counted apart, not as the page's own.
     */
    idleMark?: string;
  } = {},
): Promise<PageLoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  try {
    const page = await context.newPage();
    const finished: Array<{ url: string; script: boolean; bytes: number }> = [];
    const pending: Array<Promise<void>> = [];
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then(
          (sizes) =>
            void finished.push({
              url: request.url(),
              script: request.resourceType() === 'script',
              bytes: sizes.responseBodySize,
            }),
          () => void finished.push({ url: request.url(), script: request.resourceType() === 'script', bytes: 0 }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (options.ready) await page.locator(options.ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    await Promise.all(pending);
    // Requests started at or after the idle mark (resource timing of the page; no mark: none).
    const late = new Set(
      options.idleMark
        ? await page.evaluate((mark) => {
            const at = performance.getEntriesByName(mark)[0]?.startTime;
            if (at === undefined) return [];
            return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((e) => e.startTime >= at)
              .map((e) => e.name);
          }, options.idleMark)
        : [],
    );
    const own = finished.filter((r) => !late.has(r.url));
    const idle = finished.filter((r) => late.has(r.url) && r.script);
    const sum = (list: typeof finished) => list.reduce((total, r) => total + r.bytes, 0);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fcp: fcp ? fcp.startTime : -1,
        dcl: nav ? nav.domContentLoadedEventEnd : -1,
        load: nav ? nav.loadEventEnd : -1,
      };
    });
    return {
      jsTransferredKB: kB(sum(own.filter((r) => r.script))),
      jsRequests: own.filter((r) => r.script).length,
      requests: own.length,
      transferredKB: kB(sum(own)),
      firstContentfulPaintMs: Math.round(timing.fcp),
      domContentLoadedMs: Math.round(timing.dcl),
      loadMs: Math.round(timing.load),
      ...(options.idleMark ? { idlePreloadJsKB: kB(sum(idle)), idlePreloadJsRequests: idle.length } : {}),
    };
  } finally {
    await context.close();
  }
}
