import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_THROTTLE_MS, MENU_CLICK_THROTTLE_MS } from './timing';
import { useThrottledCallback } from './useThrottledCallback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottledCallback', () => {
  it('runs the first call at once and ignores repeats within the window', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, DOWNLOAD_THROTTLE_MS));
    result.current('first');
    result.current('double click');
    vi.advanceTimersByTime(DOWNLOAD_THROTTLE_MS - 1);
    result.current('still too soon');
    expect(fn.mock.calls).toEqual([['first']]);
    vi.advanceTimersByTime(1);
    result.current('later');
    expect(fn.mock.calls).toEqual([['first'], ['later']]);
  });

  it('does not fire again by itself when the window ends', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, MENU_CLICK_THROTTLE_MS));
    result.current();
    result.current();
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledOnce();
  });

  describe('given trailing', () => {
    it('runs the last ignored call when the window ends, then opens a new window', () => {
      const fn = vi.fn();
      const { result } = renderHook(() => useThrottledCallback(fn, 100, { trailing: true }));
      result.current(1);
      result.current(2);
      result.current(3);
      expect(result.current.isPending()).toBe(true);
      vi.advanceTimersByTime(100);
      expect(fn.mock.calls).toEqual([[1], [3]]);
      result.current(4);
      expect(fn.mock.calls).toEqual([[1], [3]]);
      vi.advanceTimersByTime(100);
      expect(fn.mock.calls).toEqual([[1], [3], [4]]);
    });

    it('flush runs the trailing call now; cancel drops it', () => {
      const fn = vi.fn();
      const { result } = renderHook(() => useThrottledCallback(fn, 100, { trailing: true }));
      result.current('a');
      result.current('b');
      result.current.flush();
      expect(fn.mock.calls).toEqual([['a'], ['b']]);
      result.current('c');
      result.current.cancel();
      vi.advanceTimersByTime(500);
      expect(fn.mock.calls).toEqual([['a'], ['b']]);
      result.current('d');
      expect(fn.mock.calls).toEqual([['a'], ['b'], ['d']]);
    });
  });

  it('keeps its identity across renders and calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottledCallback(fn, 100), {
      initialProps: { fn: first },
    });
    const throttled = result.current;
    rerender({ fn: second });
    expect(result.current).toBe(throttled);
    result.current();
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });

  it('clears a trailing call on unmount', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useThrottledCallback(fn, 100, { trailing: true }));
    result.current(1);
    result.current(2);
    unmount();
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});
