/**
 * Measures the DataTable with 10,000 rows in real Chromium: first render, then frame times while
 * scrolling (`scrollBenchmark`: 60 wheel steps, then 60 jumps to the bottom). Figures go to `packages/ui/.perf/datatable.json`
 * and the log. Wall-clock times are machine-dependent, so they are recorded, never asserted; what is
 * asserted is virtualisation itself: rows render, and the DOM holds a bounded window of rows.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { nextFrame, round, scrollBenchmark } from '../test-utils/frames';
import { mountForBenchmark, reactBuild } from '../test-utils/mountForBenchmark';
import { DataTable } from './DataTable';
import { exportColumns, makeExportRows } from './DataTable.fixtures';

const ROWS = 10_000;

describe('DataTable with 10,000 rows', () => {
  it('renders a bounded window of rows and records render and scroll timings', async () => {
    const data = makeExportRows(ROWS);
    const renderedRows = () => document.querySelectorAll('[data-component="DataTable"] tbody tr[aria-rowindex]').length;

    const start = performance.now();
    const mounted = mountForBenchmark(
      <DataTable aria-label="导出文件" data={data} columns={exportColumns} maxHeight={480} enableRowSelection />,
    );
    await nextFrame();
    await nextFrame();
    const firstRenderMs = performance.now() - start;

    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(ROWS + 1));
    expect(renderedRows()).toBeGreaterThan(0);
    let maxRendered = renderedRows();

    const scroller = screen.getByRole('region', { name: '导出文件' });
    const scrolls = await scrollBenchmark(scroller, () => {
      maxRendered = Math.max(maxRendered, renderedRows());
    });

    expect(await screen.findByText(`会员列表_${String(ROWS).padStart(5, '0')}.xlsx`)).toBeInTheDocument();
    expect(maxRendered).toBeLessThan(200);

    const figures = {
      rows: ROWS,
      firstRenderMs: round(firstRenderMs),
      scrollHeightPx: scroller.scrollHeight,
      ...scrolls,
      maxRenderedRows: maxRendered,
      reactBuild: reactBuild(),
      userAgent: navigator.userAgent,
      measuredAt: new Date().toISOString(),
    };
    console.log('[perf] DataTable 10,000 rows', JSON.stringify(figures));
    await commands.writeFile('packages/ui/.perf/datatable.json', `${JSON.stringify(figures, null, 2)}\n`);
    mounted.unmount();
  }, 60_000);
});
