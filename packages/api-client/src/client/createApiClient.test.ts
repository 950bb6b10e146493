import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { sendEnvelope, startTestServer, type TestServer } from '../test-utils/server';
import { type ApiClientOptions, createApiClient } from './createApiClient';
import { ERROR_MESSAGES } from './messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.handle((request, response) => sendEnvelope(response, { code: 0, data: { echo: request.path } }));
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: server.origin,
    getAuth: () => ({ token: 'tok-1', userId: 7, brandId: 42 }),
    ...overrides,
  });
}

describe('given identity from getAuth', () => {
  it('sends brandId, token, userId and Cache-Control: no-cache under /api', async () => {
    await client().request('/v1/system/account/brand/selectBrand');
    const [seen] = server.requests;
    expect(seen?.path).toBe('/api/v1/system/account/brand/selectBrand');
    expect(seen?.method).toBe('POST');
    expect(seen?.headers.brandid).toBe('42');
    expect(seen?.headers.token).toBe('tok-1');
    expect(seen?.headers.userid).toBe('7');
    expect(seen?.headers['cache-control']).toBe('no-cache');
  });

  it('asks fetch to keep the request alive past the page only when told to', async () => {
    const seen: boolean[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(input instanceof Request ? input.keepalive : Boolean(init?.keepalive));
      return globalThis.fetch(input, init);
    };
    const api = client({ fetch: spy });
    await api.request('/v1/system/account/brand/selectBrand', {}, { keepalive: true });
    await api.request('/v1/system/account/brand/selectBrand', {}, { dedupe: false });
    expect(seen).toEqual([true, false]);
  });

  it('sends brandId 13 and no token or userId when none is known', async () => {
    await client({ getAuth: () => ({}) }).request('/v1/system/account/brand/selectBrand');
    const [seen] = server.requests;
    expect(seen?.headers.brandid).toBe('13');
    expect(seen?.headers.token).toBeUndefined();
    expect(seen?.headers.userid).toBeUndefined();
  });

  it('reads getAuth on every call', async () => {
    let token = 'a';
    const api = client({ getAuth: () => ({ token }) });
    await api.request('/v1/system/account/brand/selectBrand');
    token = 'b';
    await api.request('/v1/system/account/brand/selectBrand');
    expect(server.requests.map((r) => r.headers.token)).toEqual(['a', 'b']);
  });
});

describe('given the endpoint encodings', () => {
  it('posts form-urlencoded bodies by default, arrays as repeated keys, nulls left out', async () => {
    await client().request('/cgp/web/media/material/batch/setExpire', {
      expireTime: '2026-01-02 03:04:05',
      ids: [1, 2, 3],
    });
    await client().request('/v1/system/download/listDownloadTaskV2', {
      pageNo: 1,
      pageSize: 5,
      fileName: undefined,
      onlyShowSelfData: 1,
    });
    const [expire, list] = server.requests;
    expect(expire?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(expire?.body.toString()).toBe('expireTime=2026-01-02+03%3A04%3A05&ids=1&ids=2&ids=3');
    expect(list?.body.toString()).toBe('pageNo=1&pageSize=5&onlyShowSelfData=1');
  });

  it('posts JSON where the endpoint needs it', async () => {
    await client().request('/cgp/web/creation/caption/listCreationCaptionTask', {
      pageNo: 1,
      pageSize: 5,
      orderSetting: [{ column: 'gmt_create', asc: false }],
    });
    const [seen] = server.requests;
    expect(seen?.headers['content-type']).toMatch(/^application\/json/);
    expect(seen?.json()).toEqual({ pageNo: 1, pageSize: 5, orderSetting: [{ column: 'gmt_create', asc: false }] });
  });

  it('posts multipart bodies for uploads, files with their names', async () => {
    const file = new File(['png-bytes'], 'avatar.png', { type: 'image/png' });
    await client().request('/v1/system/account/uploadImage', { file });
    const [seen] = server.requests;
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await seen!.formData();
    const received = form.get('file') as File;
    expect(received.name).toBe('avatar.png');
    expect(await received.text()).toBe('png-bytes');
    expect(seen?.headers.token).toBe('tok-1');
  });

  it('sends GET parameters in the query string', async () => {
    await client().request('/v1/sumvideo/sv/category/serve/list', { type: 3 });
    const [seen] = server.requests;
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe('/api/v1/sumvideo/sv/category/serve/list?type=3');
    expect(seen?.body.length).toBe(0);
  });
});

describe('given the envelope', () => {
  it('resolves with data when code is 0', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 0, data: { records: [{ id: 1 }], total: 1 } }));
    await expect(client().request('/cgp/web/markTagTask/listMarkTagTask', { pageNo: 1, pageSize: 5 })).resolves.toEqual(
      {
        records: [{ id: 1 }],
        total: 1,
      },
    );
  });

  it('accepts a numeric-string code of "0"', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: '0', data: 'ok' }));
    await expect(client().request('/cgp/web/media/material/batch/number')).resolves.toBe('ok');
  });

  it('rejects any other code with a typed ApiError and tells onError once', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 500123, msg: '素材不存在' }));
    const onError = vi.fn();
    const error = await client({ onError })
      .request('/cgp/web/media/material/detail', { id: 9 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500123, msg: '素材不存在', message: '素材不存在', unauthorized: false });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error, { path: '/cgp/web/media/material/detail', kind: 'request' });
  });

  it('uses "system busy" as the message when msg is empty', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 1, msg: '' }));
    const error = await client({ locale: 'en' })
      .request('/cgp/web/xUserGroup/list')
      .then(
        () => undefined,
        (e: unknown) => e as ApiError,
      );
    expect(error?.message).toBe(ERROR_MESSAGES.en.systemBusy);
  });

  it('reads an envelope carried by a non-2xx answer as an ApiError', async () => {
    server.handle((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 4001, msg: '参数错误', data: null }));
    });
    await expect(client().request('/cgp/web/xUserGroup/list')).rejects.toMatchObject({ code: 4001, msg: '参数错误' });
  });
});

describe('given a network or HTTP failure', () => {
  it('rejects with NetworkError in Chinese by default, carrying the status', async () => {
    server.handle((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    const onError = vi.fn();
    const error = await client({ onError })
      .request('/cgp/web/xUserGroup/list')
      .then(
        () => undefined,
        (e: unknown) => e as NetworkError,
      );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error?.message).toBe('网络请求失败，请检查网络连接后重试');
    expect(error?.status).toBe(502);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('words the NetworkError in English when the locale says so, read at failure time', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('not json');
    });
    let locale: 'zh' | 'en' = 'zh';
    const api = client({ locale: () => locale });
    locale = 'en';
    await expect(api.request('/cgp/web/xUserGroup/list')).rejects.toMatchObject({
      name: 'NetworkError',
      message: 'Network request failed, please check the connection and retry',
    });
  });

  it('rejects with NetworkError when nothing listens', async () => {
    const closed = await startTestServer();
    const origin = closed.origin;
    await closed.close();
    const api = createApiClient({ baseUrl: origin, getAuth: () => ({}) });
    await expect(api.request('/cgp/web/xUserGroup/list')).rejects.toBeInstanceOf(NetworkError);
  });

  it('never retries a failed POST', async () => {
    server.handle((_req, res) => {
      res.writeHead(503);
      res.end();
    });
    await expect(client().request('/cgp/web/xUserGroup/list')).rejects.toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('given calls that handle their own errors', () => {
  const selfHandled = [
    ['/mission/task/createTask', { taskType: 1, taskName: 'a', startTime: '2026-01-01', endTime: '2026-01-02' }],
    [
      '/mission/task/updateTask',
      { taskId: 1, taskType: 1, taskName: 'a', startTime: '2026-01-01', endTime: '2026-01-02' },
    ],
    ['/v1/system/liveRecord/recordControl', { accountId: 1, action: 1 }],
    ['/v1/system/dept/relation/delete', { deptId: 1, userId: 2 }],
    ['/v1/system/extraInfo/pullControl', { accountId: 1, enable: 1 }],
    ['/v1/auth/center/dyShop/getQyQuickLoginUrl', { accountId: 1 }],
  ] as const;

  it.each(selfHandled)('%s rejects without reaching onError', async (path, params) => {
    server.handle((_req, res) => sendEnvelope(res, { code: 9, msg: '失败' }));
    const onError = vi.fn();
    const request = client({ onError }).request as (p: string, q: unknown) => Promise<unknown>;
    await expect(request(path, params)).rejects.toMatchObject({ code: 9, msg: '失败' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('also keeps network failures of a self-handled call away from onError', async () => {
    server.handle((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const onError = vi.fn();
    await expect(
      client({ onError }).request('/v1/system/extraInfo/pullControl', { accountId: 1, enable: 0 }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('lets any call opt in per call with selfHandled', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 9, msg: '失败' }));
    const onError = vi.fn();
    await expect(
      client({ onError }).request('/cgp/web/xUserGroup/list', {}, { selfHandled: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });
});
