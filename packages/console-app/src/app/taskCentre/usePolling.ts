import { useCallback, useEffect, useRef, useState } from 'react';

/** Task-centre polling interval (spec sections 4 and 9: about every 4 s). */
export const POLL_INTERVAL_MS = 4000;

export interface PollingOptions<T> {
  /** Loading and polling happen only while true (the dialog is open); false stops everything at once. */
  enabled: boolean;
  /** One load; must honour the signal (aborted when polling stops). */
  load: (signal: AbortSignal) => Promise<T>;
  /** Keep polling after this result (some row is still in progress). */
  shouldContinue: (result: T) => boolean;
  intervalMs?: number;
  /** Changing it loads again at once (new query, a new job started). */
  reloadKey?: unknown;
}

export interface Polling<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

const isHidden = () => globalThis.document?.visibilityState === 'hidden';

/**
 * Loads while enabled and polls every 4 s as long as `shouldContinue` says so. While the browser
 * tab is hidden no request goes out; on return one catch-up load runs at once. Closing (enabled
 * false) or unmounting clears the timer and aborts a request in flight, whose answer is then
 * ignored — so nothing is sent after close, also under StrictMode's double effects.
 */
export function usePolling<T>({
  enabled,
  load,
  shouldContinue,
  intervalMs = POLL_INTERVAL_MS,
  reloadKey,
}: PollingOptions<T>): Polling<T> {
  const [state, setState] = useState<Polling<T>>({ data: undefined, loading: false, error: undefined });
  const latest = useRef({ load, shouldContinue });
  useEffect(() => {
    latest.current = { load, shouldContinue };
  });

  const run = useCallback(
    (signal: AbortSignal, schedule: (delay: number) => void) => {
      setState((s) => ({ ...s, loading: true }));
      latest.current.load(signal).then(
        (data) => {
          if (signal.aborted) return;
          setState({ data, loading: false, error: undefined });
          if (latest.current.shouldContinue(data)) schedule(intervalMs);
        },
        (error: unknown) => {
          if (signal.aborted) return;
          // A failed load stops polling; the caller decides what to show.
          setState((s) => ({ ...s, loading: false, error }));
        },
      );
    },
    [intervalMs],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dueWhileHidden = false;

    const tick = () => {
      timer = undefined;
      if (controller.signal.aborted) return;
      if (isHidden()) {
        dueWhileHidden = true;
        return;
      }
      run(controller.signal, schedule);
    };
    function schedule(delay: number) {
      if (controller.signal.aborted) return;
      clearTimeout(timer);
      timer = setTimeout(tick, delay);
    }
    const onVisibility = () => {
      if (!isHidden() && dueWhileHidden) {
        dueWhileHidden = false;
        tick();
      }
    };

    document.addEventListener('visibilitychange', onVisibility);
    // The first load goes from a timer too, so opening never sets state inside the effect.
    if (isHidden()) dueWhileHidden = true;
    else schedule(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, reloadKey, run]);

  return state;
}
