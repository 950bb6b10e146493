import { useLatest, useRateLimiter, type RateLimitedFunction } from './useDebouncedCallback';

export interface ThrottleOptions {
  /** Also run the last call made during the window, when the window ends. Off by default: a
   * throttled click should not fire again by itself half a second later.
   * @default false */
  trailing?: boolean;
}

type Fn<Args extends unknown[]> = (...args: Args) => unknown;

/**
 * Throttles a callback: the first call runs at once and opens a window of `wait` ms in which
 * further calls are ignored (or, with `trailing`, the last of them runs when the window ends).
 * For menu clicks, downloads and split in the spec; see `timing.ts`.
 *
 * The returned function keeps its identity across renders and always calls the latest `fn`;
 * a change of `wait` applies to the next window. The window is cleared on unmount.
 * Options are read once, when the component mounts.
 */
export function useThrottledCallback<Args extends unknown[]>(
  fn: Fn<Args>,
  wait: number,
  { trailing = false }: ThrottleOptions = {},
): RateLimitedFunction<Args> {
  const latest = useLatest({ fn, wait });
  return useRateLimiter(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pendingArgs: Args | undefined;

    const openWindow = () => {
      timer = setTimeout(() => {
        timer = undefined;
        if (pendingArgs) {
          const args = pendingArgs;
          pendingArgs = undefined;
          latest.current.fn(...args);
          openWindow();
        }
      }, latest.current.wait);
    };

    const throttled = ((...args: Args) => {
      if (timer === undefined) {
        latest.current.fn(...args);
        openWindow();
      } else if (trailing) {
        pendingArgs = args;
      }
    }) as RateLimitedFunction<Args>;

    throttled.cancel = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pendingArgs = undefined;
    };
    throttled.flush = () => {
      if (!pendingArgs) return;
      const args = pendingArgs;
      pendingArgs = undefined;
      if (timer !== undefined) clearTimeout(timer);
      latest.current.fn(...args);
      openWindow();
    };
    throttled.isPending = () => pendingArgs !== undefined;
    return throttled;
  });
}
