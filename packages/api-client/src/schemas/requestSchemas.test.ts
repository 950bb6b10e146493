import { describe, expect, it } from 'vitest';
import { toFormData, toSearchParams } from '../client/encoding';
import { decodeFormParams } from './fields';
import { requestSchemas } from './requestSchemas';

describe('given a request encoded by the client', () => {
  it('validates a form body after the server decodes it', () => {
    const sent = { expireTime: '2026-01-02 03:04:05', ids: [1, 2] };
    const decoded = decodeFormParams(toSearchParams(sent));
    expect(requestSchemas['/cgp/web/media/material/batch/setExpire'].parse(decoded)).toEqual(sent);
  });

  it('turns a single repeated key back into a one-item list', () => {
    const decoded = decodeFormParams(toSearchParams({ ids: [7] }));
    expect(requestSchemas['/v1/system/account/userMessage/readMsg'].parse(decoded)).toEqual({ ids: [7] });
  });

  it('reads decimal text as numbers, and numbers from JSON as they are', () => {
    const schema = requestSchemas['/v1/system/account/buriedPoint/add'];
    const base = {
      eventId: 101,
      eventName: 'enter',
      isMobile: 0,
      osType: 'mac',
      osVersion: '15',
      isActive: 1,
      pageName: '/a',
    };
    expect(schema.parse({ ...base, activeType: '2', stayTime: ' 42 ' })).toMatchObject({ activeType: 2, stayTime: 42 });
    expect(schema.parse({ ...base, activeType: 1, stayTime: 86400 })).toMatchObject({ activeType: 1, stayTime: 86400 });
    expect(schema.safeParse({ ...base, activeType: 1, stayTime: 86401 }).success).toBe(false);
    expect(
      requestSchemas['/v1/system/download/listDownloadTaskV2'].parse({
        pageNo: '1',
        pageSize: '5',
        startTime: '2024-02-29',
      }),
    ).toMatchObject({ pageNo: 1, startTime: '2024-02-29' });
  });

  it('validates a JSON body as is', () => {
    const body = { pageNo: 1, pageSize: 5, orderSetting: [{ column: 'gmt_create', asc: false }] };
    expect(requestSchemas['/cgp/web/creation/caption/listCreationCaptionTask'].parse(body)).toEqual(body);
  });

  it('validates a multipart body with files', () => {
    const file = new File(['x'], 'a.png');
    const decoded = decodeFormParams(toFormData({ file }));
    expect(requestSchemas['/v1/system/account/uploadImage'].parse(decoded).file).toBeInstanceOf(Blob);
  });
});

describe('given an invalid request', () => {
  it.each([
    ['/cgp/web/media/material/batch/setExpire', { expireTime: '2026/01/02', ids: ['1'] }],
    ['/v1/system/account/user/uptUserBrandName', { userId: '1', userBrandName: '  ' }],
    ['/v1/system/account/user/uptUserBrandName', { userId: '1', userBrandName: '一二三四五六七八九十一' }],
    ['/v1/system/download/updateDownloadTask', { taskId: '1', status: '9' }],
    ['/v1/system/download/listDownloadTaskV2', { pageNo: '0', pageSize: '5' }],
    ['/v1/system/account/sendCheckCode', {}],
    // Blank text, booleans, lists and hex are not numbers (z.coerce.number() read them as 0 or 1).
    ['/v1/system/account/user/selectUserInfo', { userId: '' }],
    ['/v1/system/account/user/selectUserInfo', { userId: '   ' }],
    ['/v1/system/account/user/selectUserInfo', { userId: true }],
    ['/v1/system/account/user/selectUserInfo', { userId: [] }],
    ['/v1/system/account/user/selectUserInfo', { userId: '0x1F' }],
    ['/v1/system/account/user/selectUserInfo', { userId: '1e400' }],
    ['/v1/system/account/user/selectUserInfo', { userId: '9007199254740993' }],
    ['/v1/system/account/userMessage/readMsg', { ids: '' }],
    ['/cgp/web/media/material/batch/setOpen', { ids: ['1'], isOpen: ' ' }],
    ['/cgp/web/media/material/batch/setExpire', { expireTime: '2026-02-30 10:00:00', ids: ['1'] }],
    ['/cgp/web/media/material/batch/setExpire', { expireTime: '2026-01-02 25:61:00', ids: ['1'] }],
    ['/v1/system/download/listDownloadTaskV2', { pageNo: '1', pageSize: '5', startTime: '2026-13-01' }],
  ] as const)('%s rejects %j', (path, params) => {
    expect(requestSchemas[path].safeParse(params).success).toBe(false);
  });
});
