import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { sendEnvelope, startTestServer, type TestServer } from '../test-utils/server';
import { createApiClient } from './createApiClient';
import { isUnauthorizedEnvelope } from './envelope';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((_req, res) => sendEnvelope(res, { code: 200002, msg: 'token失效' }));
});
afterAll(async () => {
  await server.close();
});

function setup() {
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({ token: 'old' }), onError, onUnauthorized });
  return { api, onError, onUnauthorized };
}

describe('given 50 concurrent calls answered 200002', () => {
  it('calls onUnauthorized exactly once and shows the message once', async () => {
    const { api, onError, onUnauthorized } = setup();
    server.requests.length = 0;
    // Distinct parameters: none of the 50 are shared, all reach the server.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        api.request('/cgp/web/markTagTask/listMarkTagTask', { pageNo: i + 1, pageSize: 5 }),
      ),
    );
    expect(server.requests).toHaveLength(50);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.unauthorized)).toBe(
      true,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 200002, msg: 'token失效' });
  });

  it('stays quiet after firing until resetUnauthorized, then fires again once', async () => {
    const { api, onError, onUnauthorized } = setup();
    await api.request('/cgp/web/xUserGroup/list').catch(() => undefined);
    await api.request('/cgp/web/xUserGroup/list').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    api.resetUnauthorized();
    await Promise.allSettled([1, 2, 3].map((id) => api.request('/cgp/web/media/material/detail', { id })));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});

describe('given the unauthorized rule', () => {
  it.each([
    [403, '', true],
    [200002, '', true],
    [500, 'token已过期', true],
    [500, 'Token invalid', true],
    [500, 'the token has expired', true],
    [500, '登录成功', false],
    [0, '', false],
  ])('code %s msg %j → %s', (code, msg, expected) => {
    expect(isUnauthorizedEnvelope({ code, msg })).toBe(expected);
  });

  it('ends the session on code 403 too', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 403, msg: '无权限' }));
    const { api, onUnauthorized } = setup();
    await expect(api.request('/cgp/web/xUserGroup/list')).rejects.toMatchObject({ code: 403, unauthorized: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ends the session even for a self-handled call, without the toast', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 200002, msg: 'token无效' }));
    const { api, onError, onUnauthorized } = setup();
    await expect(api.request('/v1/system/extraInfo/pullControl', { accountId: 1, enable: 1 })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('never ends a session for a sign-in call: its refusal is an ordinary error for the sign-in page', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 403, msg: '该账号未开通权限' }));
    const { api, onError, onUnauthorized } = setup();
    await expect(
      api.request('/v1/system/account/loginByPhone', { phone: '13800000005', password: 'x' }),
    ).rejects.toMatchObject({ code: 403, unauthorized: false, message: '该账号未开通权限' });
    expect(onError).toHaveBeenCalledTimes(1);
    server.handle((_req, res) => sendEnvelope(res, { code: 200002, msg: '授权已失效，请重新进入' }));
    await expect(
      api.request('/v1/system/account/loginByHaier', { loginType: 1, hworkToken: 'unknown' }),
    ).rejects.toMatchObject({ code: 200002, unauthorized: false });
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
