import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { sendEnvelope, startTestServer, type TestServer } from '../test-utils/server';
import { createApiClient } from './createApiClient';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function serveFile(contentDisposition: string | undefined, body = 'PK-bytes') {
  server.handle((_req, res) => {
    res.writeHead(200, {
      'content-type': xlsx,
      ...(contentDisposition ? { 'content-disposition': contentDisposition } : {}),
    });
    res.end(body);
  });
}

describe('given a binary download', () => {
  it('resolves to a Blob and the RFC 8187 file name', async () => {
    serveFile(`attachment; filename="fallback.xlsx"; filename*=UTF-8''${encodeURIComponent('任务数据 2026.xlsx')}`);
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({ token: 't' }) });
    const file = await api.download('/mission/operationalAnalysis/exportTaskDataList', { taskType: 1 });
    expect(await file.blob.text()).toBe('PK-bytes');
    expect(file.fileName).toBe('任务数据2026.xlsx');
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.body.toString()).toBe('taskType=1');
  });

  it('fetches an xlsx template with GET, the name filling the path', async () => {
    serveFile(undefined);
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}) });
    const file = await api.download('/v1/system/download/template/{fileName}.xlsx', {
      fileName: 'videoTitleImitationTemplate',
    });
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.url).toBe('/api/v1/system/download/template/videoTitleImitationTemplate.xlsx');
    expect(file.fileName).toBe('videoTitleImitationTemplate.xlsx');
  });

  it('turns a JSON body into an ApiError with the server msg, reported as a download', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 500, msg: '导出数据为空' }));
    const onError = vi.fn();
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}), onError });
    const error = await api.download('/v1/system/balance-log/sumvideo/export', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, msg: '导出数据为空', message: '导出数据为空' });
    expect(onError).toHaveBeenCalledWith(error, { path: '/v1/system/balance-log/sumvideo/export', kind: 'download' });
  });

  it('treats even a code-0 JSON body on a download as a failure', async () => {
    server.handle((_req, res) => sendEnvelope(res, { code: 0, msg: '' }));
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}) });
    await expect(api.download('/v1/system/balance-log/sumvideo/export', {})).rejects.toMatchObject({
      name: 'ApiError',
      message: '下载失败',
    });
  });

  it('strips a hostile file name down to Chinese, Latin letters and digits', async () => {
    const hostile = `..\\..//etc/pass\r\nwd\u202Egpj.exe报表${'A'.repeat(300)}<script>.xl\u202Esx`;
    serveFile(`attachment; filename*=UTF-8''${encodeURIComponent(hostile)}`);
    const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({}) });
    const { fileName } = await api.download('/v1/system/employee/exportKosOrKocUserList', { userType: 1 });
    expect(fileName).toMatch(/^[\p{Script=Han}A-Za-z0-9]+\.[A-Za-z0-9]+$/u);
    expect(fileName).not.toMatch(/[\\/\r\n\u202E<>]/);
    expect(fileName.length).toBeLessThanOrEqual(100 + 1 + 10);
    expect(fileName.endsWith('.xlsx')).toBe(true);
    expect(fileName.startsWith('passwdgpjexe报表AAA')).toBe(true);
  });
});
