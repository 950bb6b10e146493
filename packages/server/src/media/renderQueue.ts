/**
 * The in-process side of render jobs: at most `concurrency` renders at once (one on the two cores
 * the console's machines have; ffmpeg uses both), each with an AbortController, so a cancel kills
 * its ffmpeg. The queue itself is the `render_jobs` table: the worker (jobs/renders.ts) asks
 * `hasRoom()` and starts the oldest waiting job with `start`; others wait in the table.
 */
export class RenderQueue {
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  /** True once `stop` was called: runs end without storing an outcome (they are requeued at the next start). */
  stopped = false;

  constructor(readonly concurrency = 1) {}

  /** True when another render may start now. */
  hasRoom(): boolean {
    return !this.stopped && this.running.size < this.concurrency;
  }

  /** Whether job `id` is running in this process. */
  isRunning(id: number): boolean {
    return this.running.has(id);
  }

  /**
   * Runs `task` as job `id` with a signal that `cancel(id)` aborts. `task` must settle everything
   * itself (store its result or reason); an error it lets through is passed to `onError`.
   */
  start(id: number, task: (signal: AbortSignal) => Promise<void>, onError: (error: unknown) => void): void {
    const controller = new AbortController();
    const done = task(controller.signal)
      .catch(onError)
      .finally(() => this.running.delete(id));
    this.running.set(id, { controller, done });
  }

  /** Aborts job `id` if it runs here (its ffmpeg is killed); true when it did. */
  cancel(id: number): boolean {
    const job = this.running.get(id);
    if (!job) return false;
    job.controller.abort();
    return true;
  }

  /**
   * Shuts the queue: nothing new starts and every running render's ffmpeg is killed, its files
   * removed and its row left running, so the next start runs it again (`requeueRunningRenders`).
   * Settles when they have stopped.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.running.values()) job.controller.abort();
    await this.idle();
  }

  /** Settles when every render running now has ended (tests; a clean shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((job) => job.done));
  }
}
