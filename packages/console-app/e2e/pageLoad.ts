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
}

const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Loads `url` once in a fresh context (`storageState` to be signed in) and measures it. `ready`
 * (a CSS selector) waits for the page's own content, for single-page apps that paint after load.
 */
export async function measurePageLoad(
  browser: Browser,
  url: string,
  options: { storageState?: Awaited<ReturnType<BrowserContext['storageState']>>; ready?: string } = {},
): Promise<PageLoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  try {
    const page = await context.newPage();
    let js = 0;
    let jsRequests = 0;
    let all = 0;
    let requests = 0;
    const pending: Array<Promise<void>> = [];
    page.on('requestfinished', (request) => {
      requests += 1;
      pending.push(
        request.sizes().then(
          (sizes) => {
            all += sizes.responseBodySize;
            if (request.resourceType() === 'script') {
              js += sizes.responseBodySize;
              jsRequests += 1;
            }
          },
          () => {},
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (options.ready) await page.locator(options.ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    await Promise.all(pending);
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
      jsTransferredKB: kB(js),
      jsRequests,
      requests,
      transferredKB: kB(all),
      firstContentfulPaintMs: Math.round(timing.fcp),
      domContentLoadedMs: Math.round(timing.dcl),
      loadMs: Math.round(timing.load),
    };
  } finally {
    await context.close();
  }
}
