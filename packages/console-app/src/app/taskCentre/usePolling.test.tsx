import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, usePolling } from './usePolling';

interface Rows {
  running: boolean;
}

/** A fake server: counts requests; each answers after `latency` ms with the current `running`. */
function fakeServer(latency = 100) {
  const state = { requests: 0, running: true, aborted: 0 };
  const load = (signal: AbortSignal) => {
    state.requests += 1;
    return new Promise<Rows>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        state.aborted += 1;
        reject(new DOMException('aborted', 'AbortError'));
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve({ running: state.running });
      }, latency);
      signal.addEventListener('abort', onAbort);
    });
  };
  return { state, load };
}

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('usePolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 4 s while a row is running and stops when none is', async () => {
    const server = fakeServer();
    renderHook(() => usePolling({ enabled: true, load: server.load, shouldContinue: (r) => r.running }));
    // Each answer takes 100 ms; the next request goes 4 s after the answer.
    await advance(100);
    expect(server.state.requests).toBe(1);
    await advance(POLL_INTERVAL_MS);
    expect(server.state.requests).toBe(2);
    await advance(POLL_INTERVAL_MS + 150);
    expect(server.state.requests).toBe(3);
    // The job finishes: the answer in flight has nothing running, and polling stops there.
    server.state.running = false;
    await advance(POLL_INTERVAL_MS * 5);
    expect(server.state.requests).toBe(3);
  });

  it('sends nothing after the dialog closes, even with a request in flight at close', async () => {
    const server = fakeServer(1000);
    const { rerender, result } = renderHook(
      ({ enabled }) => usePolling({ enabled, load: server.load, shouldContinue: (r) => r.running }),
      { initialProps: { enabled: true } },
    );
    await advance(1000 + POLL_INTERVAL_MS + 500); // second request in flight
    expect(server.state.requests).toBe(2);
    rerender({ enabled: false });
    expect(server.state.aborted).toBe(1);
    await advance(POLL_INTERVAL_MS * 10);
    expect(server.state.requests).toBe(2);
    expect(result.current.data).toEqual({ running: true });
  });

  it('under StrictMode, closes cleanly too and never polls twice at once', async () => {
    const server = fakeServer();
    const { rerender } = renderHook(
      ({ enabled }) => usePolling({ enabled, load: server.load, shouldContinue: (r) => r.running }),
      { initialProps: { enabled: true }, wrapper: strict },
    );
    await advance(100);
    const afterOpen = server.state.requests; // StrictMode may start and abort one extra load
    expect(afterOpen).toBeLessThanOrEqual(2);
    await advance(POLL_INTERVAL_MS);
    expect(server.state.requests).toBe(afterOpen + 1);
    rerender({ enabled: false });
    await advance(POLL_INTERVAL_MS * 10);
    expect(server.state.requests).toBe(afterOpen + 1);
  });

  it('sends nothing while the tab is hidden and catches up once on return', async () => {
    const server = fakeServer();
    renderHook(() => usePolling({ enabled: true, load: server.load, shouldContinue: (r) => r.running }));
    await advance(100);
    setVisibility('hidden');
    await advance(POLL_INTERVAL_MS * 10);
    expect(server.state.requests).toBe(1);
    setVisibility('visible');
    await advance(0);
    expect(server.state.requests).toBe(2);
    await advance(100 + POLL_INTERVAL_MS);
    expect(server.state.requests).toBe(3);
  });

  it('resumes when a new job starts (reload key changes)', async () => {
    const server = fakeServer();
    server.state.running = false;
    const { rerender } = renderHook(
      ({ key }) => usePolling({ enabled: true, load: server.load, shouldContinue: (r) => r.running, reloadKey: key }),
      { initialProps: { key: 1 } },
    );
    await advance(POLL_INTERVAL_MS * 3);
    expect(server.state.requests).toBe(1);
    server.state.running = true;
    rerender({ key: 2 });
    await advance(100);
    expect(server.state.requests).toBe(2);
    await advance(POLL_INTERVAL_MS);
    expect(server.state.requests).toBe(3);
  });

  it('stops on a failed load and reports it', async () => {
    const load = vi.fn().mockRejectedValue(new Error('网络请求失败'));
    const { result } = renderHook(() => usePolling({ enabled: true, load, shouldContinue: () => true }));
    await advance(0);
    expect((result.current.error as Error).message).toBe('网络请求失败');
    await advance(POLL_INTERVAL_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
