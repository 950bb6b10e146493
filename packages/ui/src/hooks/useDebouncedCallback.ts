import { useEffect, useInsertionEffect, useRef, useState } from 'react';

/** A rate-limited function with controls. Its identity never changes. */
export interface RateLimitedFunction<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending call. */
  cancel: () => void;
  /** Runs a pending call now (with its latest arguments); does nothing if none is pending. */
  flush: () => void;
  /** True while a call is waiting to run. */
  isPending: () => boolean;
}

export interface DebounceOptions {
  /** Also run the first call of a burst at once.
   * @default false */
  leading?: boolean;
  /** Run the last call of a burst once the calls stop for `wait` ms.
   * @default true */
  trailing?: boolean;
}

type Fn<Args extends unknown[]> = (...args: Args) => unknown;

interface Latest<Args extends unknown[]> {
  fn: Fn<Args>;
  wait: number;
}

/** Keeps the latest callback and wait in a ref, updated before any effect or event handler runs. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Creates the controller once and cancels it when the component unmounts. */
export function useRateLimiter<Args extends unknown[]>(create: () => RateLimitedFunction<Args>) {
  const [limited] = useState(create);
  useEffect(() => () => limited.cancel(), [limited]);
  return limited;
}

function createDebounced<Args extends unknown[]>(
  latest: { readonly current: Latest<Args> },
  { leading = false, trailing = true }: DebounceOptions,
): RateLimitedFunction<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;

  const run = (args: Args) => {
    latest.current.fn(...args);
  };
  const onTimeout = () => {
    timer = undefined;
    if (trailing && pendingArgs) {
      const args = pendingArgs;
      pendingArgs = undefined;
      run(args);
    }
    pendingArgs = undefined;
  };

  const debounced = ((...args: Args) => {
    const startsBurst = timer === undefined;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(onTimeout, latest.current.wait);
    if (startsBurst && leading) {
      pendingArgs = undefined;
      run(args);
    } else {
      pendingArgs = args;
    }
  }) as RateLimitedFunction<Args>;

  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    onTimeout();
  };
  debounced.isPending = () => pendingArgs !== undefined && trailing;
  return debounced;
}

/**
 * Debounces a callback: it runs `wait` ms after the last call of a burst, with that call's
 * arguments (member search as you type, breadcrumb and brand switch in the spec; see `timing.ts`).
 *
 * The returned function keeps its identity across renders and always calls the latest `fn`;
 * a change of `wait` applies from the next call. A pending call is dropped on unmount.
 * Options are read once, when the component mounts.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  fn: Fn<Args>,
  wait: number,
  options: DebounceOptions = {},
): RateLimitedFunction<Args> {
  const latest = useLatest<Latest<Args>>({ fn, wait });
  return useRateLimiter(() => createDebounced(latest, options));
}
