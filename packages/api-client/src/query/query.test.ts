import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { CancelledError } from '../errors/CancelledError';
import { sendEnvelope, startTestServer, type TestServer } from '../test-utils/server';
import {
  API_QUERY_SCOPE,
  apiInfiniteQueryOptions,
  apiMutationOptions,
  apiPathKey,
  apiQueryKey,
  apiQueryOptions,
} from './index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request, response) =>
    sendEnvelope(response, { code: 0, data: { records: [{ body: request.body.toString() }], total: 1 } }),
  );
});
afterAll(async () => {
  await server.close();
});

describe('given the query helpers', () => {
  it('make keys from the path and parameters', () => {
    expect(apiQueryKey('/cgp/web/markTagTask/listMarkTagTask', { pageNo: 1, pageSize: 5 })).toEqual([
      API_QUERY_SCOPE,
      '/cgp/web/markTagTask/listMarkTagTask',
      { pageNo: 1, pageSize: 5 },
    ]);
    expect(apiQueryKey('/cgp/web/xUserGroup/list')).toEqual([API_QUERY_SCOPE, '/cgp/web/xUserGroup/list', {}]);
    expect(apiPathKey('/cgp/web/xUserGroup/list')).toEqual([API_QUERY_SCOPE, '/cgp/web/xUserGroup/list']);
  });

  it('fetch through the client, and one prefix invalidates every page of a path', async () => {
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await queryClient.fetchQuery(
      apiQueryOptions(api, '/cgp/web/markTagTask/listMarkTagTask', { pageNo: 2, pageSize: 5 }),
    );
    expect(data.records[0]).toEqual({ body: 'pageNo=2&pageSize=5' });
    await queryClient.fetchQuery(
      apiQueryOptions(api, '/cgp/web/markTagTask/listMarkTagTask', { pageSize: 5, pageNo: 3 }),
    );
    const matching = queryClient
      .getQueryCache()
      .findAll({ queryKey: apiPathKey('/cgp/web/markTagTask/listMarkTagTask') });
    expect(matching).toHaveLength(2);
    queryClient.clear();
  });

  it('pass the query signal so a cancelled query rejects with CancelledError', async () => {
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}) });
    const options = apiQueryOptions(api, '/cgp/web/xUserGroup/list');
    const controller = new AbortController();
    const pending = (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
  });

  it('build mutation options whose variables are the parameters', async () => {
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}) });
    const options = apiMutationOptions(api, '/cgp/web/media/material/batch/delete');
    expect(options.mutationKey).toEqual([API_QUERY_SCOPE, '/cgp/web/media/material/batch/delete']);
    await options.mutationFn?.({ ids: [1, 2] }, {} as never);
    expect(server.requests.at(-1)?.body.toString()).toBe('ids=1&ids=2');
  });

  it('grow a paged list page by page until total rows are loaded, under the path’s prefix', async () => {
    const pagedServer = await startTestServer((request, response) => {
      const query = new URLSearchParams(request.body.toString());
      const pageNo = Number(query.get('pageNo'));
      const pageSize = Number(query.get('pageSize'));
      const ids = [1, 2, 3, 4, 5].slice((pageNo - 1) * pageSize, pageNo * pageSize);
      sendEnvelope(response, { code: 0, data: { records: ids.map((id) => ({ id })), total: 5 } });
    });
    try {
      const api = createApiClient({ baseUrl: pagedServer.origin, getAuth: () => ({}) });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const options = apiInfiniteQueryOptions(api, '/cgp/web/markTagTask/listMarkTagTask', { pageSize: 2 });
      let data = await queryClient.fetchInfiniteQuery(options);
      for (let page = 2; page <= 3; page += 1) {
        expect(options.getNextPageParam(data.pages.at(-1)!, data.pages, page - 1, data.pageParams)).toBe(page);
        data = await queryClient.fetchInfiniteQuery({ ...options, pages: page });
      }
      expect(data.pages.flatMap((p) => p.records)).toEqual([1, 2, 3, 4, 5].map((id) => ({ id })));
      expect(options.getNextPageParam(data.pages.at(-1)!, data.pages, 3, data.pageParams)).toBeUndefined();
      expect(pagedServer.requests.map((r) => r.body.toString())).toContain('pageSize=2&pageNo=3');
      expect(
        queryClient.getQueryCache().findAll({ queryKey: apiPathKey('/cgp/web/markTagTask/listMarkTagTask') }),
      ).toHaveLength(1);
      queryClient.clear();
    } finally {
      await pagedServer.close();
    }
  });
});
