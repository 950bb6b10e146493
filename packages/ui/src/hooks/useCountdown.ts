import { useCallback, useEffect, useState } from 'react';
import { useLatest } from './useDebouncedCallback';
import { SMS_COUNTDOWN_SECONDS } from './timing';

/** Wakes just after the next whole-second boundary of the time left. */
const delayToNextSecond = (left: number) => (left % 1000 || 1000) + 5;

export interface UseCountdownOptions {
  /** Called once when a countdown reaches zero (not on `reset`). */
  onEnd?: () => void;
}

export interface Countdown {
  /** Whole seconds left, rounded up; 0 when idle. */
  remaining: number;
  /** True from `start` until zero or `reset`. */
  running: boolean;
  /** Starts (or restarts) the countdown from the hook's `seconds`, or from the given number. */
  start: (seconds?: number) => void;
  /** Stops and returns to idle (`remaining` 0). */
  reset: () => void;
}

/**
 * A seconds countdown, for the SMS code button (spec section 4: 60 s after sending).
 *
 * It stores the end time and derives what is left from `Date.now()`, waking at each second
 * boundary, so a background tab whose timers are throttled to once a minute still shows the right
 * number as soon as it wakes, and never ends late. It also re-reads the clock when the tab becomes
 * visible again.
 */
export function useCountdown(seconds: number = SMS_COUNTDOWN_SECONDS, { onEnd }: UseCountdownOptions = {}): Countdown {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const latest = useLatest({ seconds, onEnd });

  useEffect(() => {
    if (endAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = endAt - Date.now();
      if (left <= 0) {
        setRemaining(0);
        setEndAt(null);
        latest.current.onEnd?.();
        return;
      }
      setRemaining(Math.ceil(left / 1000));
      timer = setTimeout(tick, delayToNextSecond(left));
    };
    timer = setTimeout(tick, delayToNextSecond(endAt - Date.now()));
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (timer !== undefined) clearTimeout(timer);
      tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [endAt, latest]);

  const start = useCallback(
    (override?: number) => {
      const total = Math.max(0, Math.ceil(override ?? latest.current.seconds));
      if (total === 0) return;
      setRemaining(total);
      setEndAt(Date.now() + total * 1000);
    },
    [latest],
  );

  const reset = useCallback(() => {
    setEndAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: endAt !== null, start, reset };
}
