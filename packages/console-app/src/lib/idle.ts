/** Runs `run` once the main thread is idle (at most 2 s later); returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** Performance marks of the idle preload, when it starts and when the shell has loaded (the sign-in benchmark and tests read them). */
export const IDLE_PRELOAD_MARK = 'bc:idle-preload';
export const IDLE_PRELOAD_DONE_MARK = 'bc:idle-preload-done';
