/**
 * Measures ListPage's table with 10,000 rows at once (no paging, virtualised body) in real
 * Chromium: first render, then frame times while scrolling (`scrollBenchmark`: 60 wheel steps,
 * then 60 jumps to the bottom). `pnpm bench listpage` runs it in React's production build; figures
 * go to `packages/ui/.perf/listpage.json`. Times are recorded, never asserted; what is asserted is
 * that the DOM holds a bounded window of rows.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { nextFrame, round, scrollBenchmark } from '../test-utils/frames';
import { mountForBenchmark, reactBuild } from '../test-utils/mountForBenchmark';
import { ListPage } from './ListPage';
import { makeOrders, orderColumns, type OrderRow } from './ListPage.fixtures';
import { defaultListQuery } from './listQuery';

const ROWS = 10_000;

const canvas = document.createElement('canvas');
canvas.width = 80;
canvas.height = 80;
/** A PNG cover for `i`; 240 distinct ones cycle, so every window of rows shows covers it has not shown before. */
const COVERS = 240;
function drawCover(i: number): string {
  const g = canvas.getContext('2d')!;
  g.fillStyle = `hsl(${(i * 47) % 360} 60% 60%)`;
  g.fillRect(0, 0, 80, 80);
  g.fillStyle = '#fff';
  g.font = '20px sans-serif';
  g.fillText(String(i % 1000), 8, 48);
  return canvas.toDataURL('image/png');
}

describe('ListPage with 10,000 rows', () => {
  it('renders a bounded window of rows of every value type and records render and scroll timings', async () => {
    // Covers as the server sends them: raster images (a distinct 80×80 PNG per row), not the stories' SVGs.
    // Drawn once per distinct cover: encoding 10,000 PNGs alone took most of a slow CI machine's timeout.
    const covers = Array.from({ length: COVERS }, (_, i) => drawCover(i));
    const data = makeOrders(ROWS).map((order, i) => ({
      ...order,
      coverUrl: order.coverUrl ? covers[i % COVERS]! : null,
    }));
    const columns = orderColumns();
    const query = { ...defaultListQuery({ pageSize: ROWS }) };
    const renderedRows = () => document.querySelectorAll('[data-component="DataTable"] tbody tr[aria-rowindex]').length;

    const start = performance.now();
    const mounted = mountForBenchmark(
      <ListPage<OrderRow>
        title="订单列表"
        columns={columns}
        data={data}
        total={ROWS}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.orderNo}
        query={query}
        onQueryChange={() => {}}
        paginated={false}
        maxHeight={480}
        batchActions={[{ key: 'export', label: '导出', onSelect: () => {} }]}
      />,
    );
    await nextFrame();
    await nextFrame();
    const firstRenderMs = performance.now() - start;

    expect(await screen.findByRole('table', { name: '订单列表' })).toHaveAttribute('aria-rowcount', String(ROWS + 1));
    let maxRendered = renderedRows();
    expect(maxRendered).toBeGreaterThan(0);

    const scroller = screen.getByRole('region', { name: '订单列表' });
    const scrolls = await scrollBenchmark(scroller, () => {
      maxRendered = Math.max(maxRendered, renderedRows());
    });
    expect(await screen.findByText(`BC2026${100000 + ROWS - 1}`)).toBeInTheDocument();
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
    console.log('[perf] ListPage 10,000 rows', JSON.stringify(figures));
    await commands.writeFile('packages/ui/.perf/listpage.json', `${JSON.stringify(figures, null, 2)}\n`);
    mounted.unmount();
  }, 60_000);
});
