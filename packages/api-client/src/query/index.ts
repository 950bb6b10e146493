/**
 * `@brand-console/api-client/query`: TanStack Query helpers so the app never hand-writes a key.
 * `@tanstack/react-query` is an optional peer dependency: only this subpath needs it.
 */
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
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

/** Endpoints that page with `pageNo` and `pageSize` and answer `{ records, total }`. */
export type PagedPath = {
  [P in JsonPath]: RequestOf<P> extends { pageNo: number; pageSize: number }
    ? ResponseOf<P> extends { records: readonly unknown[]; total: number }
      ? P
      : never
    : never;
}[JsonPath];

/**
 * `infiniteQueryOptions` for a paged endpoint: pages 1, 2, … of `pageSize` rows until `total` rows
 * are loaded (for lists that grow as they scroll). The key starts like {@link apiPathKey}, so one
 * invalidation of the path refreshes the paged and the growing lists alike.
 */
export function apiInfiniteQueryOptions<P extends PagedPath>(
  client: ApiClient,
  path: P,
  params: Omit<RequestOf<P>, 'pageNo'>,
) {
  type Page = ResponseOf<P>;
  const rows = (page: Page) => page as unknown as { records: readonly unknown[]; total: number };
  return infiniteQueryOptions({
    queryKey: [API_QUERY_SCOPE, path, params, 'pages'] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      (client.request as (p: P, q: unknown, o: { signal: AbortSignal }) => Promise<Page>)(
        path,
        { ...params, pageNo: pageParam },
        { signal },
      ),
    getNextPageParam: (last: Page, pages: Page[]) => {
      const loaded = pages.reduce((n, page) => n + rows(page).records.length, 0);
      return rows(last).records.length > 0 && loaded < rows(last).total ? pages.length + 1 : undefined;
    },
  });
}
