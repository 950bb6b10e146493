/**
 * In-flight sharing (ADR 0005). Identical calls that are in flight together share one network
 * call: the first caller starts it, later callers subscribe to its outcome. Each caller keeps its
 * own cancellation: aborting one caller rejects only that caller; the network call is aborted
 * only when every subscriber has left. A settled call leaves the registry at once, so polling
 * always reaches the server.
 */

interface SharedCall {
  promise: Promise<unknown>;
  controller: AbortController;
  subscribers: number;
}

/** Registry of shared in-flight calls, keyed by the canonical request key. */
export class InFlightRegistry {
  readonly #calls = new Map<string, SharedCall>();

  /** Number of distinct network calls currently shared. */
  get size(): number {
    return this.#calls.size;
  }

  /**
   * Runs `start` (or joins an identical call already running when `key` is defined).
   * `cancelled` makes the error a caller gets when its own `signal` aborts.
   */
  run<T>(
    key: string | undefined,
    start: (signal: AbortSignal) => Promise<T>,
    signal: AbortSignal | undefined,
    cancelled: () => Error,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(cancelled());

    let shared = key === undefined ? undefined : this.#calls.get(key);
    if (!shared) {
      const controller = new AbortController();
      const created: SharedCall = { controller, subscribers: 0, promise: Promise.resolve() };
      created.promise = start(controller.signal).finally(() => {
        if (key !== undefined && this.#calls.get(key) === created) this.#calls.delete(key);
      });
      // Subscribers observe the outcome; this keeps an abandoned call from surfacing as unhandled.
      created.promise.catch(() => undefined);
      if (key !== undefined) this.#calls.set(key, created);
      shared = created;
    }
    const call = shared;
    call.subscribers += 1;

    return new Promise<T>((resolve, reject) => {
      let done = false;
      const leave = () => {
        if (done) return;
        done = true;
        signal?.removeEventListener('abort', onAbort);
        call.subscribers -= 1;
      };
      const onAbort = () => {
        if (done) return;
        leave();
        reject(cancelled());
        if (call.subscribers === 0) {
          if (key !== undefined && this.#calls.get(key) === call) this.#calls.delete(key);
          call.controller.abort();
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      call.promise.then(
        (value) => {
          if (done) return;
          leave();
          resolve(value as T);
        },
        (error: unknown) => {
          if (done) return;
          leave();
          reject(error);
        },
      );
    });
  }
}

/** What makes two calls identical. */
export interface RequestKeyParts {
  method: string;
  /** Path after path parameters are filled. */
  url: string;
  /** Canonical text of the parameters (query or body). */
  params: string;
  /** Identity headers: a call for another brand or user is another call. */
  identity: readonly string[];
  selfHandled: boolean;
}

/** The sharing key: method, URL, canonical parameters, identity and error handling. */
export function requestKey(parts: RequestKeyParts): string {
  return JSON.stringify([parts.method.toUpperCase(), parts.url, parts.params, parts.identity, parts.selfHandled]);
}
