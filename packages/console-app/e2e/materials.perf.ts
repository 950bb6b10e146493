/**
 * Benchmark (run by `pnpm bench materials`, never by `pnpm test`): the material library of the
 * built console against the reference server with 10,000 generated materials in the brand (the
 * server's load seed). Figures are written to `packages/console-app/.perf/materials.json`;
 * times are reported, never asserted. What is asserted is what must hold whatever the machine:
 * the grid keeps a bounded number of cards in the DOM however far it scrolls.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, openE2E, PHONES, ROOT, type E2E } from './harness';

const LOAD = 10_000;
const OUTPUT = join(ROOT, 'packages/console-app/.perf/materials.json');
const LIBRARY = '/sumwhy_video/material_library';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E({ loadMaterials: LOAD });
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

/** Milliseconds from the navigation's start until `selector` is in the DOM, checked every frame. */
async function navigateUntil(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction((s) => document.querySelector(s) !== null, selector, { polling: 'raf', timeout: 60_000 });
  return page.evaluate(() => Math.round(performance.now()));
}

const summary = (frames: number[]) => {
  const sorted = [...frames].sort((a, b) => a - b);
  const mean = frames.reduce((sum, f) => sum + f, 0) / Math.max(1, frames.length);
  return {
    frames: frames.length,
    meanMs: Math.round(mean * 10) / 10,
    p95Ms: Math.round((sorted[Math.floor(sorted.length * 0.95)] ?? 0) * 10) / 10,
    over50Ms: frames.filter((f) => f > 50).length,
  };
};

describe(`the material library with ${LOAD.toLocaleString('en')} extra materials`, () => {
  it('measures the first table page, the grid’s first cards and the grid’s scroll frames', async () => {
    const figures: Record<string, unknown> = {};
    await asSignedIn(e2e, PHONES.staff, async (page) => {
      const total = e2e.query<{ n: number }>(
        'SELECT count(*) AS n FROM materials WHERE brand_id = 13 AND is_delete = 0',
      )[0]!.n;
      expect(total).toBeGreaterThanOrEqual(LOAD);

      await page.evaluate(() => localStorage.setItem('bc.materials.view', 'table'));
      figures.tableFirstRowMs = await navigateUntil(
        page,
        `${e2e.url}${LIBRARY}`,
        '[data-component="DataTable"] tbody tr[data-index]',
      );

      await page.evaluate(() => localStorage.setItem('bc.materials.view', 'grid'));
      figures.gridFirstCardMs = await navigateUntil(
        page,
        `${e2e.url}${LIBRARY}`,
        '[data-component="MaterialGrid"] [aria-posinset]',
      );

      // Wheel-like scrolling: 120 steps of 240 px, one per frame, loading pages of 100 as it goes.
      const scroll = await page.evaluate(async () => {
        const scroller = document.querySelector<HTMLElement>('[data-component="MaterialGrid"] [data-part="Scroller"]')!;
        const frames: number[] = [];
        let maxCards = 0;
        let last = performance.now();
        for (let step = 0; step < 120; step += 1) {
          scroller.scrollTop += 240;
          await new Promise(requestAnimationFrame);
          const now = performance.now();
          frames.push(now - last);
          last = now;
          maxCards = Math.max(maxCards, scroller.querySelectorAll('[aria-posinset]').length);
        }
        const loaded = Math.max(
          ...[...scroller.querySelectorAll('[aria-posinset]')].map((c) => Number(c.getAttribute('aria-posinset'))),
        );
        return { frames, maxCards, loaded };
      });
      figures.gridScroll = {
        ...summary(scroll.frames),
        maxCardsInDom: scroll.maxCards,
        lastPositionReached: scroll.loaded,
      };
      // Bounded DOM whatever the list's length: only the visible rows (plus overscan) are rendered.
      expect(scroll.maxCards).toBeLessThan(100);
      expect(scroll.loaded).toBeGreaterThan(100);
    });
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, JSON.stringify(figures, null, 2));
  }, 180_000);
});
