/**
 * Frame timing for the kit's benchmarks in real Chromium (`*.perf.browser.test.tsx`). The figures
 * are written to `packages/ui/.perf/*.json` for `pnpm bench`; they are recorded, never asserted.
 */

/** Resolves on the next animation frame with its timestamp. */
export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Two decimals. */
export const round = (n: number) => Math.round(n * 100) / 100;

function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Mean, 95th percentile and maximum of some timings, in ms. */
export const timingSummary = (values: readonly number[]) => ({
  mean: round(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)),
  p95: round(percentile(values, 95)),
  max: round(Math.max(0, ...values)),
});

/** Frame durations as `pnpm bench` reads them. */
export function frameSummary(frames: readonly number[]) {
  const { mean, p95, max } = timingSummary(frames);
  return {
    steps: frames.length,
    meanFrameMs: mean,
    p95FrameMs: p95,
    maxFrameMs: max,
    framesOver50ms: frames.filter((f) => f > 50).length,
  };
}

/**
 * The two scrolls of the list benchmarks, one position per frame: wheel-like (60 steps of 120 px
 * from the top, items entering a row at a time), then jumps from top to bottom in 60 steps (every
 * frame shows all-new items). `afterFrame` runs after each frame, to count what is in the DOM.
 */
export async function scrollBenchmark(scroller: HTMLElement, afterFrame: () => void, steps = 60) {
  const distance = scroller.scrollHeight - scroller.clientHeight;
  const scrollThrough = async (positions: number[]) => {
    const frames: number[] = [];
    let last = await nextFrame();
    for (const top of positions) {
      scroller.scrollTop = top;
      const now = await nextFrame();
      frames.push(now - last);
      last = now;
      afterFrame();
    }
    return frames;
  };
  const wheel = await scrollThrough(Array.from({ length: steps }, (_, i) => (i + 1) * 120));
  const jumps = await scrollThrough(Array.from({ length: steps }, (_, i) => Math.round((distance * (i + 1)) / steps)));
  return {
    wheelScroll120px: frameSummary(wheel),
    jumpScrollToBottom: { distancePx: distance, ...frameSummary(jumps) },
  };
}
