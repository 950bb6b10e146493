import { describe, expect, it } from 'vitest';
import { toFormData, toSearchParams } from '../client/encoding';
import type { z } from 'zod';
import { decodeFormParams, LIMITS } from './fields';
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

/** Paths inside `schema` to every string or list without a maximum. */
function unbounded(schema: z.ZodType, at: string): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & {
    type: string;
    checks?: Array<{ _zod: { def: { check: string } } }>;
  };
  const hasMax = () => (def.checks ?? []).some((check) => check._zod.def.check === 'max_length');
  switch (def.type) {
    case 'string':
      return hasMax() ? [] : [at];
    case 'array':
      return [...(hasMax() ? [] : [at]), ...unbounded(def.element as z.ZodType, `${at}[]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        unbounded(value, `${at}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return unbounded(def.innerType as z.ZodType, at);
    case 'pipe': {
      // A preprocessed list is a pipe from a transform to the array: either side may hold the bound.
      const sides = [unbounded(def.in as z.ZodType, at), unbounded(def.out as z.ZodType, at)];
      return sides.some((side) => side.length === 0) ? [] : sides.flat();
    }
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => unbounded(option, at));
    default:
      return [];
  }
}

describe('bounded input', () => {
  it('gives every string and list of every request schema a maximum', () => {
    const found = Object.entries(requestSchemas).flatMap(([path, schema]) => unbounded(schema as z.ZodType, path));
    expect(found).toEqual([]);
  });

  it('refuses text one character over its limit and a list one item over', () => {
    const search = requestSchemas['/cgp/web/media/material/list'];
    expect(search.safeParse({ pageNo: 1, pageSize: 20, name: 'x'.repeat(LIMITS.text) }).success).toBe(true);
    expect(search.safeParse({ pageNo: 1, pageSize: 20, name: 'x'.repeat(LIMITS.text + 1) }).success).toBe(false);
    const remove = requestSchemas['/cgp/web/media/material/batch/delete'];
    const ids = Array.from({ length: LIMITS.list }, (_, i) => i + 1);
    expect(remove.safeParse({ ids }).success).toBe(true);
    expect(remove.safeParse({ ids: [...ids, LIMITS.list + 1] }).success).toBe(false);
  });
});
