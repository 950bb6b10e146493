import type { ApiClient, CallOptions } from '@brand-console/api-client';

/**
 * Calls belong to an epoch; a new epoch (brand switch, logout) cancels every call of the old one,
 * silently: a page of the old brand can never apply an answer after the switch.
 */
export interface Epochs {
  /** Cancels every call in flight and starts a new epoch. */
  next(): void;
  readonly signal: AbortSignal;
  /** Runs `listener` after each new epoch starts (for example to drop cached server state); returns the unsubscribe. */
  onNext(listener: () => void): () => void;
}

/** `onNext` runs after each new epoch starts, before the listeners added later. */
export function createEpochs(onNext?: () => void): Epochs {
  let controller = new AbortController();
  const listeners = new Set<() => void>(onNext ? [onNext] : []);
  return {
    next() {
      controller.abort();
      controller = new AbortController();
      for (const listener of [...listeners]) listener();
    },
    get signal() {
      return controller.signal;
    },
    onNext(listener) {
      const own = () => listener();
      listeners.add(own);
      return () => listeners.delete(own);
    },
  };
}

/** The same client, every call also bound to the current epoch. */
export function withEpochs(api: ApiClient, epochs: Epochs): ApiClient {
  const bind = (options: CallOptions | undefined): CallOptions => ({
    ...options,
    signal: options?.signal ? AbortSignal.any([options.signal, epochs.signal]) : epochs.signal,
  });
  // The client's methods are generic over the endpoint; the wrapper only rewrites the options.
  type Loose = (path: string, params?: unknown, options?: CallOptions) => Promise<unknown>;
  const request = api.request as unknown as Loose;
  const download = api.download as unknown as Loose;
  return {
    request: ((path: string, params?: unknown, options?: CallOptions) =>
      request(path, params, bind(options))) as unknown as ApiClient['request'],
    download: ((path: string, params?: unknown, options?: CallOptions) =>
      download(path, params, bind(options))) as unknown as ApiClient['download'],
    resetUnauthorized: () => api.resetUnauthorized(),
    get inFlight() {
      return api.inFlight;
    },
  };
}
