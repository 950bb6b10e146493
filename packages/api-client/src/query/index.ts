/**
 * `@brand-console/api-client/query`: TanStack Query helpers so the app never hand-writes a key.
 * `@tanstack/react-query` is an optional peer dependency: only this subpath needs it.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient';
import type { CallArgs, JsonPath, RequestOf, ResponseOf } from '../client/types';

/** First element of every key the helpers make; `queryClient.invalidateQueries({ queryKey: [API_QUERY_SCOPE] })` clears all. */
export const API_QUERY_SCOPE = 'brand-console-api';

/** The key of a call: scope, path, then the parameters (TanStack hashes objects with sorted keys). */
export type ApiQueryKey<P extends JsonPath> = readonly [
  typeof API_QUERY_SCOPE,
  P,
  RequestOf<P> | Record<string, never>,
];

/** Query key of `path` with `params`. */
export function apiQueryKey<P extends JsonPath>(path: P, ...[params]: CallArgs<P>): ApiQueryKey<P> {
  return [API_QUERY_SCOPE, path, params ?? {}] as const;
}

/** Prefix matching every query of `path`, for `invalidateQueries` after a mutation. */
export function apiPathKey<P extends JsonPath>(path: P): readonly [typeof API_QUERY_SCOPE, P] {
  return [API_QUERY_SCOPE, path] as const;
}

/**
 * `queryOptions` for a JSON endpoint: key from {@link apiQueryKey}, `queryFn` through the client
 * with TanStack's abort signal (a cancelled query rejects silently with `CancelledError`).
 */
export function apiQueryOptions<P extends JsonPath>(client: ApiClient, path: P, ...args: CallArgs<P>) {
  const [params] = args;
  return queryOptions({
    queryKey: apiQueryKey(path, ...args),
    queryFn: ({ signal }) =>
      (client.request as (p: P, q: unknown, o: { signal: AbortSignal }) => Promise<ResponseOf<P>>)(path, params, {
        signal,
      }),
  });
}

/** `mutationOptions` for a JSON endpoint: the mutation variables are the call's parameters. */
export function apiMutationOptions<P extends JsonPath>(client: ApiClient, path: P) {
  return mutationOptions<ResponseOf<P>, Error, RequestOf<P>>({
    mutationKey: apiPathKey(path),
    mutationFn: (params) => (client.request as (p: P, q: unknown) => Promise<ResponseOf<P>>)(path, params),
  });
}
