/**
 * Measures the MaterialGrid with 10,000 materials in real Chromium: first render, then frame times
 * while scrolling to the bottom in ~60 programmatic steps. Figures go to
 * `packages/ui/.perf/materialgrid.json` and the log. Wall-clock times are machine-dependent, so they
 * are recorded, never asserted; what is asserted is virtualisation itself: cards render, and the DOM
 * holds a bounded window of cards.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { renderWithProviders } from '../test-utils/render';
import { MaterialGrid } from './MaterialGrid';
import { makeMaterials, NOW } from './MaterialGrid.fixtures';

const ITEMS = 10_000;
const STEPS = 60;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (n: number) => Math.round(n * 100) / 100;

describe('MaterialGrid with 10,000 materials', () => {
  it('renders a bounded window of cards and records render and scroll timings', async () => {
    const items = makeMaterials(ITEMS);
    const renderedCards = () => document.querySelectorAll('[data-component="MaterialGrid"] [role="listitem"]').length;

    const start = performance.now();
    renderWithProviders(
      <MaterialGrid
        aria-label="素材库"
        items={items}
        maxHeight={480}
        now={NOW}
        selection={{}}
        onSelectionChange={() => undefined}
        onOpen={() => undefined}
      />,
    );
    await nextFrame();
    await nextFrame();
    const firstRenderMs = performance.now() - start;

    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', String(ITEMS));
    expect(renderedCards()).toBeGreaterThan(0);
    let maxRendered = renderedCards();
    const columns = Number(
      getComputedStyle(screen.getByRole('list', { name: '素材库' })).getPropertyValue('--bc-material-grid-columns'),
    );

    const scroller = screen.getByRole('region', { name: '素材库' });
    const distance = scroller.scrollHeight - scroller.clientHeight;
    /** Scrolls to each position in turn, one per frame, and returns the frame durations. */
    const scrollThrough = async (positions: number[]) => {
      const frames: number[] = [];
      let last = await nextFrame();
      for (const top of positions) {
        scroller.scrollTop = top;
        const now = await nextFrame();
        frames.push(now - last);
        last = now;
        maxRendered = Math.max(maxRendered, renderedCards());
      }
      return frames;
    };
    const summary = (frames: number[]) => ({
      steps: frames.length,
      meanFrameMs: round(frames.reduce((a, b) => a + b, 0) / frames.length),
      p95FrameMs: round(percentile(frames, 95)),
      maxFrameMs: round(Math.max(...frames)),
      framesOver50ms: frames.filter((f) => f > 50).length,
    });

    // Wheel-like: 60 steps of 120 px from the top (cards enter a row at a time).
    const wheel = await scrollThrough(Array.from({ length: STEPS }, (_, i) => (i + 1) * 120));
    // Jumps: top to bottom in 60 steps of ~1/60 of the list (every frame shows all-new cards).
    const jumps = await scrollThrough(
      Array.from({ length: STEPS }, (_, i) => Math.round((distance * (i + 1)) / STEPS)),
    );

    expect(await screen.findByText(items[ITEMS - 1]!.name)).toBeInTheDocument();
    expect(maxRendered).toBeLessThan(200);

    const figures = {
      items: ITEMS,
      columns,
      firstRenderMs: round(firstRenderMs),
      scrollHeightPx: scroller.scrollHeight,
      wheelScroll120px: summary(wheel),
      jumpScrollToBottom: { distancePx: distance, ...summary(jumps) },
      maxRenderedCards: maxRendered,
      userAgent: navigator.userAgent,
      measuredAt: new Date().toISOString(),
    };
    console.log('[perf] MaterialGrid 10,000 materials', JSON.stringify(figures));
    await commands.writeFile('packages/ui/.perf/materialgrid.json', `${JSON.stringify(figures, null, 2)}\n`);
  });
});
