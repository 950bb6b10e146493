import {
  ERROR_MESSAGES,
  NetworkError,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
} from '@brand-console/api-client';
import type { createApiClient } from '@brand-console/api-client/client';

/** The API client, loaded on demand; `preload` starts loading it ahead of the first call. */
export interface LazyApiClient extends ApiClient {
  preload(): Promise<void>;
}

type ClientModule = { createApiClient: typeof createApiClient };
type Loose = (path: string, params?: unknown, options?: CallOptions) => Promise<unknown>;

/**
 * The typed client, its code (and ky) loaded at the first call or at `preload`: the login page asks
 * nothing of the server until the user signs in, so its JavaScript does not carry the client
 * (issue 20); the page loads it while idle. Calls made before it has loaded wait for it; once it
 * has, they go straight through. When its code cannot be fetched, the call fails as a network
 * failure (reported like one unless self-handled) and the next call fetches again.
 */
export function createLazyApiClient(
  options: ApiClientOptions,
  /** Fetches the client's code (tests pass their own). */
  loadCode: () => Promise<ClientModule> = () => import('@brand-console/api-client/client'),
): LazyApiClient {
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const load = () =>
    (loading ??= loadCode().then(
      ({ createApiClient }) => (client = createApiClient(options)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const locale = () => (typeof options.locale === 'function' ? options.locale() : (options.locale ?? 'zh'));
  const call =
    (kind: 'request' | 'download'): Loose =>
    (path, params, callOptions) => {
      if (client) return (client[kind] as unknown as Loose)(path, params, callOptions);
      return load().then(
        (loaded) => (loaded[kind] as unknown as Loose)(path, params, callOptions),
        (cause: unknown) => {
          const error = new NetworkError((ERROR_MESSAGES[locale()] ?? ERROR_MESSAGES.zh).network, path, { cause });
          if (!callOptions?.selfHandled)
            options.onError?.(error, {
              path: path as Parameters<NonNullable<ApiClientOptions['onError']>>[1]['path'],
              kind,
            });
          throw error;
        },
      );
    };
  return {
    request: call('request') as unknown as ApiClient['request'],
    download: call('download') as unknown as ApiClient['download'],
    // A client not loaded yet has nothing to re-arm.
    resetUnauthorized: () => client?.resetUnauthorized(),
    get inFlight() {
      return client?.inFlight ?? 0;
    },
    preload: () => load().then(() => undefined),
  };
}
