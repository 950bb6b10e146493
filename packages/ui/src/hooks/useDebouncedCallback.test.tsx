import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_SEARCH_DEBOUNCE_MS } from './timing';
import { useDebouncedCallback } from './useDebouncedCallback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedCallback', () => {
  describe('given a burst of calls', () => {
    it('runs once, wait ms after the last call, with the last arguments', () => {
      const fn = vi.fn();
      const { result } = renderHook(() => useDebouncedCallback(fn, MEMBER_SEARCH_DEBOUNCE_MS));
      result.current('张');
      vi.advanceTimersByTime(300);
      result.current('张三');
      vi.advanceTimersByTime(499);
      expect(fn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledOnce();
      expect(fn).toHaveBeenCalledWith('张三');
    });
  });

  it('keeps the same function across renders and calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebouncedCallback(fn, 100), {
      initialProps: { fn: first },
    });
    const debounced = result.current;
    rerender({ fn: second });
    expect(result.current).toBe(debounced);
    result.current('x');
    vi.advanceTimersByTime(100);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });

  it('applies a new wait from the next call', () => {
    const fn = vi.fn();
    const { result, rerender } = renderHook(({ wait }) => useDebouncedCallback(fn, wait), {
      initialProps: { wait: 100 },
    });
    rerender({ wait: 1000 });
    result.current();
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 100));
    result.current();
    expect(result.current.isPending()).toBe(true);
    result.current.cancel();
    expect(result.current.isPending()).toBe(false);
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });

  it('flush runs the pending call at once, and only once', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 100));
    result.current('a');
    result.current.flush();
    expect(fn).toHaveBeenCalledWith('a');
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledOnce();
    result.current.flush();
    expect(fn).toHaveBeenCalledOnce();
  });

  it('drops a pending call when the component unmounts', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 100));
    result.current();
    unmount();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });

  describe('given leading', () => {
    it('runs the first call at once and the last one after the burst', () => {
      const fn = vi.fn();
      const { result } = renderHook(() => useDebouncedCallback(fn, 100, { leading: true }));
      result.current(1);
      expect(fn).toHaveBeenLastCalledWith(1);
      result.current(2);
      result.current(3);
      vi.advanceTimersByTime(100);
      expect(fn.mock.calls).toEqual([[1], [3]]);
    });

    it('runs a lone call only once', () => {
      const fn = vi.fn();
      const { result } = renderHook(() => useDebouncedCallback(fn, 100, { leading: true }));
      act(() => result.current('only'));
      vi.advanceTimersByTime(500);
      expect(fn).toHaveBeenCalledOnce();
    });

    it('with trailing off, ignores the rest of the burst', () => {
      const fn = vi.fn();
      const { result } = renderHook(() => useDebouncedCallback(fn, 1000, { leading: true, trailing: false }));
      result.current('a');
      vi.advanceTimersByTime(900);
      result.current('b');
      vi.advanceTimersByTime(900);
      result.current('c');
      vi.advanceTimersByTime(1000);
      expect(fn.mock.calls).toEqual([['a']]);
      result.current('d');
      expect(fn.mock.calls).toEqual([['a'], ['d']]);
    });
  });
});
