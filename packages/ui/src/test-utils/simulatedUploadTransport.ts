import type { UploadTransport } from '../UploadDialog/uploadQueue';

export interface SimulatedUploadOptions {
  /** Time for one upload from 0 to 100%, in ms. @default 1500 */
  duration?: number;
  /** Progress reports per upload. @default 10 */
  steps?: number;
  /** Names of files whose upload fails near the end. */
  failNames?: readonly string[];
  /** How many attempts of each named file fail before one succeeds (Infinity: always). @default 1 */
  failTimes?: number;
  /** The failure message. @default '网络请求失败，请检查网络连接后重试' */
  failMessage?: string;
  /** Files that stop at the given fraction and never finish (deterministic screenshots). */
  holdAt?: Readonly<Record<string, number>>;
}

export interface SimulatedUploadResult {
  url: string;
}

/**
 * A fake upload transport for stories and tests: advances progress on timers, honours the abort
 * signal, and fails for the files it is told to. Not part of the package's public surface.
 */
export function createSimulatedUploadTransport({
  duration = 1500,
  steps = 10,
  failNames = [],
  failTimes = 1,
  failMessage = '网络请求失败，请检查网络连接后重试',
  holdAt = {},
}: SimulatedUploadOptions = {}): UploadTransport<SimulatedUploadResult> {
  const failures = new Map<string, number>();
  return (file, { signal, onProgress }) =>
    new Promise<SimulatedUploadResult>((resolve, reject) => {
      const hold = holdAt[file.name];
      const failsNow = failNames.includes(file.name) && (failures.get(file.name) ?? 0) < failTimes;
      if (failsNow) failures.set(file.name, (failures.get(file.name) ?? 0) + 1);
      let step = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onAbort = () => {
        if (timer !== undefined) clearTimeout(timer);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      if (hold !== undefined) {
        onProgress(hold);
        return;
      }
      const next = () => {
        step += 1;
        if (failsNow && step >= Math.ceil(steps * 0.6)) {
          signal.removeEventListener('abort', onAbort);
          reject(new Error(failMessage));
          return;
        }
        onProgress(step / steps);
        if (step >= steps) {
          signal.removeEventListener('abort', onAbort);
          resolve({ url: `https://cdn.example.com/uploads/${encodeURIComponent(file.name)}` });
          return;
        }
        timer = setTimeout(next, duration / steps);
      };
      timer = setTimeout(next, duration / steps);
    });
}
