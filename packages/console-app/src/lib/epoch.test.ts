import { createApiClient, isCancelledError } from '@brand-console/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createEpochs, withEpochs } from './epoch';

/** A server that never answers; the request ends only when aborted. */
const hangingFetch: typeof fetch = (input) =>
  new Promise((_, reject) => {
    const signal = input instanceof Request ? input.signal : undefined;
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('withEpochs', () => {
  it('cancels the calls of the old epoch, silently, and lets the new epoch call', async () => {
    const onError = vi.fn();
    const epochs = createEpochs();
    const api = withEpochs(
      createApiClient({ baseUrl: 'http://127.0.0.1:9', getAuth: () => ({}), onError, fetch: hangingFetch }),
      epochs,
    );
    const old = api.request('/v1/system/account/brand/selectBrand');
    epochs.next();
    const error = await old.catch((e: unknown) => e);
    expect(isCancelledError(error)).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(epochs.signal.aborted).toBe(false);
  });

  it('keeps a caller’s own signal working too', async () => {
    const epochs = createEpochs();
    const api = withEpochs(
      createApiClient({ baseUrl: 'http://127.0.0.1:9', getAuth: () => ({}), fetch: hangingFetch }),
      epochs,
    );
    const own = new AbortController();
    const call = api.request('/v1/system/account/brand/selectBrand', {}, { signal: own.signal });
    own.abort();
    expect(isCancelledError(await call.catch((e: unknown) => e))).toBe(true);
  });

  it('runs its hook after each new epoch (the app drops cached server state there)', () => {
    const onNext = vi.fn();
    const epochs = createEpochs(onNext);
    const first = epochs.signal;
    epochs.next();
    expect(first.aborted).toBe(true);
    expect(onNext).toHaveBeenCalledOnce();
    epochs.next();
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('runs listeners added later until they unsubscribe', () => {
    const epochs = createEpochs();
    const listener = vi.fn();
    const unsubscribe = epochs.onNext(listener);
    epochs.next();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    epochs.next();
    expect(listener).toHaveBeenCalledOnce();
  });
});
