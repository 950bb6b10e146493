/**
 * Measures the MaterialGrid with 10,000 materials in real Chromium: first render, then frame times
 * while scrolling (`scrollBenchmark`: 60 wheel steps, then 60 jumps to the bottom). Figures go to
 * `packages/ui/.perf/materialgrid.json` and the log. Wall-clock times are machine-dependent, so they
 * are recorded, never asserted; what is asserted is virtualisation itself: cards render, and the DOM
 * holds a bounded window of cards.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { nextFrame, round, scrollBenchmark } from '../test-utils/frames';
import { mountForBenchmark, reactBuild } from '../test-utils/mountForBenchmark';
import { MaterialGrid } from './MaterialGrid';
import { makeMaterials, NOW } from './MaterialGrid.fixtures';

const ITEMS = 10_000;

describe('MaterialGrid with 10,000 materials', () => {
  it('renders a bounded window of cards and records render and scroll timings', async () => {
    const items = makeMaterials(ITEMS);
    const renderedCards = () => document.querySelectorAll('[data-component="MaterialGrid"] [role="listitem"]').length;

    const start = performance.now();
    const mounted = mountForBenchmark(
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
    const scrolls = await scrollBenchmark(scroller, () => {
      maxRendered = Math.max(maxRendered, renderedCards());
    });

    expect(await screen.findByText(items[ITEMS - 1]!.name)).toBeInTheDocument();
    expect(maxRendered).toBeLessThan(200);

    const figures = {
      items: ITEMS,
      columns,
      firstRenderMs: round(firstRenderMs),
      scrollHeightPx: scroller.scrollHeight,
      ...scrolls,
      maxRenderedCards: maxRendered,
      reactBuild: reactBuild(),
      userAgent: navigator.userAgent,
      measuredAt: new Date().toISOString(),
    };
    console.log('[perf] MaterialGrid 10,000 materials', JSON.stringify(figures));
    await commands.writeFile('packages/ui/.perf/materialgrid.json', `${JSON.stringify(figures, null, 2)}\n`);
    mounted.unmount();
  }, 60_000);
});
