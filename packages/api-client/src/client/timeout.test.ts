import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CancelledError } from '../errors/CancelledError';
import { TimeoutError } from '../errors/TimeoutError';
import { startTestServer, type TestServer } from '../test-utils/server';
import { createApiClient, DEFAULT_TIMEOUT_MS } from './createApiClient';
import { ERROR_MESSAGES } from './messages';

let server: TestServer;
beforeAll(async () => {
  // Never answers: only the client's own limits or the caller can end these calls.
  server = await startTestServer(() => new Promise<void>(() => undefined));
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function untilServerSees(count: number) {
  for (let i = 0; i < 500 && server.requests.length < count; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(server.requests.length).toBeGreaterThanOrEqual(count);
}

describe('given a server that never answers', () => {
  it('rejects with TimeoutError at 300 s, not before, and reports it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const onError = vi.fn();
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}), onError });
    const seenBefore = server.requests.length;
    let outcome: unknown = 'pending';
    const call = api.request('/cgp/web/xUserGroup/list').catch((error: unknown) => (outcome = error));
    await untilServerSees(seenBefore + 1);

    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toBeInstanceOf(TimeoutError);
    expect(outcome).toMatchObject({ message: ERROR_MESSAGES.zh.timeout, timeoutMs: 300_000 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('gives a download the timeout text and no toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const onError = vi.fn();
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}), onError, locale: 'en' });
    const seenBefore = server.requests.length;
    const call = api.download('/mission/employee/exportModifyCoinsTemplate').catch((error: unknown) => error);
    await untilServerSees(seenBefore + 1);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    const error = await call;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).message).toBe(ERROR_MESSAGES.en.timeout);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('given a caller that cancels', () => {
  it('rejects with CancelledError silently: no onError, nothing logged', async () => {
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}), onError });
    const controller = new AbortController();
    const seenBefore = server.requests.length;
    const call = api.request('/cgp/web/xUserGroup/list', {}, { signal: controller.signal });
    await untilServerSees(seenBefore + 1);
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CancelledError);
    // Let the aborted network call finish unwinding before checking nothing was reported.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(api.inFlight).toBe(0);
  });

  it('rejects at once, without a request, when the signal is already aborted', async () => {
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}) });
    const seenBefore = server.requests.length;
    await expect(api.request('/cgp/web/xUserGroup/list', {}, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      CancelledError,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requests.length).toBe(seenBefore);
  });
});
