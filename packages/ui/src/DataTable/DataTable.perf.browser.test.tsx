/**
 * Measures the DataTable with 10,000 rows in real Chromium: first render, then frame times while
 * scrolling to the bottom in ~60 programmatic steps. Figures go to `packages/ui/.perf/datatable.json`
 * and the log. Wall-clock times are machine-dependent, so they are recorded, never asserted; what is
 * asserted is virtualisation itself: rows render, and the DOM holds a bounded window of rows.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { renderWithProviders } from '../test-utils/render';
import { DataTable } from './DataTable';
import { exportColumns, makeExportRows } from './DataTable.fixtures';

const ROWS = 10_000;
const STEPS = 60;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (n: number) => Math.round(n * 100) / 100;

describe('DataTable with 10,000 rows', () => {
  it('renders a bounded window of rows and records render and scroll timings', async () => {
    const data = makeExportRows(ROWS);
    const renderedRows = () => document.querySelectorAll('[data-component="DataTable"] tbody tr[aria-rowindex]').length;

    const start = performance.now();
    renderWithProviders(
      <DataTable aria-label="导出文件" data={data} columns={exportColumns} maxHeight={480} enableRowSelection />,
    );
    await nextFrame();
    await nextFrame();
    const firstRenderMs = performance.now() - start;

    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(ROWS + 1));
    expect(renderedRows()).toBeGreaterThan(0);
    let maxRendered = renderedRows();

    const scroller = screen.getByRole('region', { name: '导出文件' });
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
        maxRendered = Math.max(maxRendered, renderedRows());
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

    // Wheel-like: 60 steps of 120 px from the top (rows enter a few at a time).
    const wheel = await scrollThrough(Array.from({ length: STEPS }, (_, i) => (i + 1) * 120));
    // Jumps: top to bottom in 60 steps of ~1/60 of the list (every frame shows all-new rows).
    const jumps = await scrollThrough(
      Array.from({ length: STEPS }, (_, i) => Math.round((distance * (i + 1)) / STEPS)),
    );

    expect(await screen.findByText(`会员列表_${String(ROWS).padStart(5, '0')}.xlsx`)).toBeInTheDocument();
    expect(maxRendered).toBeLessThan(200);

    const figures = {
      rows: ROWS,
      firstRenderMs: round(firstRenderMs),
      scrollHeightPx: scroller.scrollHeight,
      wheelScroll120px: summary(wheel),
      jumpScrollToBottom: { distancePx: distance, ...summary(jumps) },
      maxRenderedRows: maxRendered,
      userAgent: navigator.userAgent,
      measuredAt: new Date().toISOString(),
    };
    console.log('[perf] DataTable 10,000 rows', JSON.stringify(figures));
    await commands.writeFile('packages/ui/.perf/datatable.json', `${JSON.stringify(figures, null, 2)}\n`);
  });
});
