import { spawn } from 'node:child_process';
import { mediaBinaries, mediaEnv } from './binaries';
import { MediaError } from './errors';

/** How much of a failed run's stderr is kept for the log. */
const STDERR_TAIL = 2_000;

export interface RunOptions {
  /**
   * Length of the output in ms, when known: `onProgress` then gets the fraction done (0–1), read
   * from ffmpeg's `-progress pipe:1` (its `out_time_us` over this length).
   */
  durationMs?: number;
  onProgress?: (fraction: number) => void;
  /** Aborting kills ffmpeg (SIGKILL) and rejects with `MediaError('cancelled')`. */
  signal?: AbortSignal;
}

/**
 * Runs ffmpeg with `args` (the inputs, filters and output; `-hide_banner -nostdin -y -progress
 * pipe:1 -nostats` are added in front) as a child process. Resolves when it exits with 0; rejects
 * with `MediaError('renderFailed')` carrying the end of its stderr otherwise, or
 * `MediaError('cancelled')` when `signal` aborts. Never writes anything itself: the caller names
 * the output (a temporary name, see `atomicOutput`).
 */
export function runFfmpeg(args: readonly string[], options: RunOptions = {}): Promise<void> {
  const { signal, durationMs, onProgress } = options;
  if (signal?.aborted) return Promise.reject(new MediaError('cancelled'));
  return new Promise((resolve, reject) => {
    const child = spawn(
      mediaBinaries().ffmpeg,
      ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'], env: mediaEnv() },
    );
    let stderr = '';
    let pending = '';
    let cancelled = false;
    const abort = () => {
      cancelled = true;
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', abort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      if (!onProgress || !durationMs) return;
      for (const line of lines) {
        // out_time_us (out_time_ms in older builds, also in microseconds despite its name).
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match) onProgress(Math.min(1, Number(match[1]) / 1000 / durationMs));
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(new MediaError('renderFailed', error.message));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (cancelled) reject(new MediaError('cancelled'));
      else if (code === 0) resolve();
      else reject(new MediaError('renderFailed', stderr.trim()));
    });
  });
}
