import { describe, expectTypeOf, it } from 'vitest';
import type { Endpoints } from '../domains/endpoints';
import type { Material } from '../domains/materialLibrary/types';
import type { LoginResult } from '../domains/account/types';
import type { PageResult } from '../domains/common';
import { apiQueryKey, apiQueryOptions } from '../query/index';
import type { RequestSchemas } from '../schemas/requestSchemas';
import { createApiClient } from './createApiClient';
import type { DownloadedFile } from './endpoint';
import type { ApiPath, RequestOf } from './types';

const api = createApiClient({ getAuth: () => ({}) });

describe('given a path', () => {
  it('infers the result from the path', () => {
    expectTypeOf(api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 20 })).resolves.toEqualTypeOf<
      PageResult<Material>
    >();
    expectTypeOf(
      api.request('/v1/system/account/loginByPhone', { phone: '1', password: 'x' }),
    ).resolves.toEqualTypeOf<LoginResult>();
    expectTypeOf(
      api.download('/mission/operationalAnalysis/exportTaskDataList', {}),
    ).resolves.toEqualTypeOf<DownloadedFile>();
  });

  it('infers the parameters from the path', () => {
    expectTypeOf<RequestOf<'/cgp/web/media/material/batch/setExpire'>>().toEqualTypeOf<{
      expireTime: string;
      ids: number[];
    }>();
  });

  it('lets parameters be left out only when none is required', () => {
    void api.request('/cgp/web/xUserGroup/list');
    void api.request('/v1/system/download/listDownloadTaskV2', { pageNo: 1, pageSize: 5 });
    // @ts-expect-error pageNo and pageSize are required
    void api.request('/v1/system/download/listDownloadTaskV2');
  });

  it('rejects a misspelled path', () => {
    // @ts-expect-error no such endpoint (Material, not Materal)
    void api.request('/cgp/web/media/materal/list', { pageNo: 1, pageSize: 20 });
    // @ts-expect-error the base /api is not part of a path
    void api.request('/api/cgp/web/xUserGroup/list');
  });

  it('rejects a wrong, unknown or missing parameter', () => {
    // @ts-expect-error id must be a number
    void api.request('/cgp/web/media/material/detail', { id: 'abc' });
    // @ts-expect-error unknown parameter
    void api.request('/cgp/web/media/material/detail', { id: 1, isQuerry: 1 });
    // @ts-expect-error isQuery is 0 or 1
    void api.request('/cgp/web/media/material/detail', { id: 1, isQuery: 2 });
    // @ts-expect-error phone is required
    void api.request('/v1/system/account/sendCheckCode', {});
  });

  it('keeps JSON and binary endpoints apart', () => {
    // @ts-expect-error a binary endpoint is downloaded, not requested
    void api.request('/mission/operationalAnalysis/exportTaskDataList', {});
    // @ts-expect-error a JSON endpoint cannot be downloaded
    void api.download('/cgp/web/xUserGroup/list');
  });

  it('types query keys and options from the path', () => {
    expectTypeOf(apiQueryKey('/cgp/web/media/material/detail', { id: 1 })).toEqualTypeOf<
      readonly [
        'brand-console-api',
        '/cgp/web/media/material/detail',
        { id: number; isQuery?: 0 | 1 | undefined } | Record<string, never>,
      ]
    >();
    // @ts-expect-error unknown parameter
    apiQueryKey('/cgp/web/media/material/detail', { id: 1, nope: true });
    const options = apiQueryOptions(api, '/cgp/web/media/material/detail', { id: 1 });
    expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<Material>();
  });
});

describe('given the maps', () => {
  it('has a request schema for every endpoint and no other', () => {
    expectTypeOf<Exclude<keyof RequestSchemas, keyof Endpoints>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<keyof Endpoints, keyof RequestSchemas>>().toEqualTypeOf<never>();
    expectTypeOf<ApiPath>().toEqualTypeOf<keyof Endpoints>();
  });
});
