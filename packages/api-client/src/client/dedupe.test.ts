import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CancelledError } from '../errors/CancelledError';
import { sendEnvelope, startTestServer, type TestServer } from '../test-utils/server';
import { createApiClient, defaultDedupeWhitelist } from './createApiClient';
import { InFlightRegistry, requestKey } from './dedupe';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  // Answer after a pause so every call of a burst is in flight together; echo what arrived.
  server.handle(async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    sendEnvelope(response, { code: 0, data: { url: request.url, body: request.body.toString() } });
  });
});

const api = () => createApiClient({ baseUrl: server.origin, getAuth: () => ({ token: 't', brandId: 1 }) });

describe('given 1,000 concurrent calls over 10 keys plus a whitelisted endpoint', () => {
  it('sends exactly one request per key plus every whitelisted call, and settles every promise', async () => {
    const client = api();
    const started = performance.now();
    const shared = Array.from({ length: 900 }, (_, i) =>
      client.request('/cgp/web/media/material/detail', { id: i % 10, isQuery: 1 }),
    );
    const whitelisted = Array.from({ length: 100 }, () =>
      client.request('/v1/system/account/buriedPoint/add', {
        eventId: 101,
        eventName: 'enter',
        isMobile: 0,
        osType: 'Linux',
        osVersion: '6',
        isActive: 1,
        activeType: 1,
        pageName: 'home',
      }),
    );
    expect(client.inFlight).toBe(10);
    let settled = 0;
    const all = [...shared, ...whitelisted].map((p) => p.finally(() => (settled += 1)));
    const results = await Promise.allSettled(all);
    const elapsed = performance.now() - started;

    expect(settled).toBe(1000);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(server.requests).toHaveLength(10 + 100);
    expect(server.requests.filter((r) => r.path.endsWith('/buriedPoint/add'))).toHaveLength(100);
    // Each sharer gets the answer to its own key.
    const values = (await Promise.all(shared.slice(0, 10))) as unknown as { body: string }[];
    expect(values.map((v) => v.body)).toEqual(Array.from({ length: 10 }, (_, i) => `id=${i}&isQuery=1`));
    expect(client.inFlight).toBe(0);
    console.info(`[dedupe] 1000 calls → ${server.requests.length} requests in ${elapsed.toFixed(0)} ms`);
  });

  it('sends a new request once the shared one has settled (polling is never starved)', async () => {
    const client = api();
    await client.request('/cgp/web/media/material/detail', { id: 1 });
    await client.request('/cgp/web/media/material/detail', { id: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('keeps the whitelist in the endpoint map', () => {
    expect(defaultDedupeWhitelist()).toEqual(
      expect.arrayContaining(['/v1/system/account/buriedPoint/add', '/cgp/web/saveStatLog', '/cgp/web/oss/ali/getSts']),
    );
  });
});

describe('given calls that differ', () => {
  it('never merges ?type=1 with ?type=2, nor id=1 with id=2', async () => {
    const client = api();
    await Promise.all([
      client.request('/v1/sumvideo/sv/category/serve/list', { type: 1 }),
      client.request('/v1/sumvideo/sv/category/serve/list', { type: 2 }),
      client.request('/cgp/web/media/material/detail', { id: 1 }),
      client.request('/cgp/web/media/material/detail', { id: 2 }),
    ]);
    expect(server.requests.map((r) => r.url).sort()).toEqual([
      '/api/cgp/web/media/material/detail',
      '/api/cgp/web/media/material/detail',
      '/api/v1/sumvideo/sv/category/serve/list?type=1',
      '/api/v1/sumvideo/sv/category/serve/list?type=2',
    ]);
  });

  it('merges the same parameters given in another order', async () => {
    const client = api();
    await Promise.all([
      client.request('/cgp/web/media/material/detail', { id: 1, isQuery: 1 }),
      client.request('/cgp/web/media/material/detail', { isQuery: 1, id: 1 }),
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it('never merges uploads, not even two different files to one URL', async () => {
    const client = api();
    await Promise.all([
      client.request('/cgp/web/media/creation/v2/upload', { file: new Blob(['a']), name: 'same' }),
      client.request('/cgp/web/media/creation/v2/upload', { file: new Blob(['b']), name: 'same' }),
    ]);
    expect(server.requests).toHaveLength(2);
    const contents = await Promise.all(
      server.requests.map(async (r) => ((await r.formData()).get('file') as File).text()),
    );
    expect(contents.sort()).toEqual(['a', 'b']);
  });

  it('never merges one URL requested with two methods', async () => {
    const parts = { url: '/x', params: '{"id":1}', identity: ['13', '', ''], selfHandled: false };
    expect(requestKey({ ...parts, method: 'GET' })).not.toBe(requestKey({ ...parts, method: 'POST' }));
    const registry = new InFlightRegistry();
    let starts = 0;
    const start = () => {
      starts += 1;
      return new Promise((resolve) => setTimeout(resolve, 5));
    };
    const cancelled = () => new Error('cancelled');
    await Promise.all([
      registry.run(requestKey({ ...parts, method: 'GET' }), start, undefined, cancelled),
      registry.run(requestKey({ ...parts, method: 'POST' }), start, undefined, cancelled),
      registry.run(requestKey({ ...parts, method: 'post' }), start, undefined, cancelled),
    ]);
    expect(starts).toBe(2);
  });

  it('never merges calls made for different brands', async () => {
    let brandId = 1;
    const client = createApiClient({ baseUrl: server.origin, getAuth: () => ({ brandId }) });
    const first = client.request('/cgp/web/xUserGroup/list');
    brandId = 2;
    await Promise.all([first, client.request('/cgp/web/xUserGroup/list')]);
    expect(server.requests.map((r) => r.headers.brandid)).toEqual(['1', '2']);
  });

  it('sends a call marked dedupe: false even when an identical one is in flight', async () => {
    const client = api();
    await Promise.all([
      client.request('/cgp/web/xUserGroup/list'),
      client.request('/cgp/web/xUserGroup/list', {}, { dedupe: false }),
    ]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('given a shared call one caller cancels', () => {
  it('rejects only that caller; the others still get the answer', async () => {
    const client = api();
    const controller = new AbortController();
    const leaving = client.request('/cgp/web/xUserGroup/list', {}, { signal: controller.signal });
    const staying = client.request('/cgp/web/xUserGroup/list');
    controller.abort();
    await expect(leaving).rejects.toBeInstanceOf(CancelledError);
    await expect(staying).resolves.toMatchObject({ url: '/api/cgp/web/xUserGroup/list' });
    expect(server.requests).toHaveLength(1);
  });

  it('aborts the network call when every caller has left, and the next call goes out afresh', async () => {
    const client = api();
    const a = new AbortController();
    const b = new AbortController();
    const first = client.request('/cgp/web/xUserGroup/list', {}, { signal: a.signal });
    const second = client.request('/cgp/web/xUserGroup/list', {}, { signal: b.signal });
    a.abort();
    b.abort();
    await expect(Promise.allSettled([first, second])).resolves.toHaveLength(2);
    expect(client.inFlight).toBe(0);
    await client.request('/cgp/web/xUserGroup/list');
    expect(client.inFlight).toBe(0);
  });
});
