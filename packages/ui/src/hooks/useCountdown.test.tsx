import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_COUNTDOWN_SECONDS } from './timing';
import { useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2024, 5, 15, 12, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  describe('given the SMS countdown was started', () => {
    it('counts down from 60 once a second and stops at zero', () => {
      const onEnd = vi.fn();
      const { result } = renderHook(() => useCountdown(SMS_COUNTDOWN_SECONDS, { onEnd }));
      act(() => result.current.start());
      expect(result.current).toMatchObject({ remaining: 60, running: true });
      act(() => vi.advanceTimersByTime(1010));
      expect(result.current.remaining).toBe(59);
      act(() => vi.advanceTimersByTime(58_000));
      expect(result.current.remaining).toBe(1);
      expect(onEnd).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current).toMatchObject({ remaining: 0, running: false });
      expect(onEnd).toHaveBeenCalledOnce();
    });

    it('shows the right number after the tab was throttled, from the clock, not from ticks', () => {
      const { result } = renderHook(() => useCountdown(60));
      act(() => result.current.start());
      // A background tab: the clock moves 25 s but no timer runs.
      vi.setSystemTime(Date.now() + 25_000);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(result.current.remaining).toBe(35);
      // The next tick is also computed from the clock.
      act(() => vi.advanceTimersByTime(1010));
      expect(result.current.remaining).toBe(34);
    });

    it('ends on time even when a single late timer skips many seconds', () => {
      const onEnd = vi.fn();
      const { result } = renderHook(() => useCountdown(60, { onEnd }));
      act(() => result.current.start());
      vi.setSystemTime(Date.now() + 90_000);
      act(() => vi.advanceTimersByTime(1010));
      expect(result.current).toMatchObject({ remaining: 0, running: false });
      expect(onEnd).toHaveBeenCalledOnce();
    });

    it('restarts from the full time when started again', () => {
      const { result } = renderHook(() => useCountdown(60));
      act(() => result.current.start());
      act(() => vi.advanceTimersByTime(10_010));
      expect(result.current.remaining).toBe(50);
      act(() => result.current.start());
      expect(result.current.remaining).toBe(60);
    });

    it('reset stops it without calling onEnd', () => {
      const onEnd = vi.fn();
      const { result } = renderHook(() => useCountdown(60, { onEnd }));
      act(() => result.current.start());
      act(() => result.current.reset());
      expect(result.current).toMatchObject({ remaining: 0, running: false });
      act(() => vi.advanceTimersByTime(120_000));
      expect(onEnd).not.toHaveBeenCalled();
    });
  });

  it('accepts a one-off length in start', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
    act(() => vi.advanceTimersByTime(5010));
    expect(result.current.running).toBe(false);
  });

  it('stops its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps start and reset stable across renders', () => {
    const { result, rerender } = renderHook(() => useCountdown(60));
    const { start, reset } = result.current;
    rerender();
    expect(result.current.start).toBe(start);
    expect(result.current.reset).toBe(reset);
  });
});
