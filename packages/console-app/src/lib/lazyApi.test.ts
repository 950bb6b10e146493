import { createApiClient, isNetworkError } from '@brand-console/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createLazyApiClient } from './lazyApi';

const answering = () =>
  vi.fn(async () => Response.json({ code: 0, msg: '', data: { userId: 7 } })) as unknown as typeof fetch;

const options = (fetch: typeof globalThis.fetch, onError = vi.fn()) => ({
  getAuth: () => ({ token: 't' }),
  baseUrl: 'http://console.test/api',
  fetch,
  onError,
});

describe('createLazyApiClient', () => {
  it('loads nothing until asked, then lets calls made meanwhile through once the code is in', async () => {
    const fetch = answering();
    const loadCode = vi.fn(async () => ({ createApiClient }));
    const api = createLazyApiClient(options(fetch), loadCode);
    expect(loadCode).not.toHaveBeenCalled();
    expect(api.inFlight).toBe(0);
    const [a, b] = await Promise.all([
      api.request('/v1/system/account/user/selectUserInfo', { userId: 7 }),
      api.request('/v1/system/account/user/selectUserInfo', { userId: 7 }, { dedupe: false }),
    ]);
    expect(a).toEqual({ userId: 7 });
    expect(b).toEqual({ userId: 7 });
    expect(loadCode).toHaveBeenCalledOnce();
    await api.preload();
    expect(loadCode).toHaveBeenCalledOnce();
  });

  it('fails a call as a network failure when the code cannot be fetched, and fetches again on the next', async () => {
    const onError = vi.fn();
    const loadCode = vi
      .fn<() => Promise<{ createApiClient: typeof createApiClient }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ createApiClient });
    const api = createLazyApiClient({ ...options(answering(), onError), locale: 'en' }, loadCode);
    const error = await api.request('/v1/system/account/user/selectUserInfo', { userId: 7 }).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toMatch(/network/i);
    expect(onError).toHaveBeenCalledOnce();
    // A self-handled call is not reported.
    loadCode.mockRejectedValueOnce(new TypeError('offline'));
    await expect(
      api.request('/v1/system/account/user/selectUserInfo', { userId: 7 }, { selfHandled: true }),
    ).rejects.toSatisfy(isNetworkError);
    expect(onError).toHaveBeenCalledOnce();
    await expect(api.request('/v1/system/account/user/selectUserInfo', { userId: 7 })).resolves.toEqual({ userId: 7 });
    expect(loadCode).toHaveBeenCalledTimes(3);
  });
});
