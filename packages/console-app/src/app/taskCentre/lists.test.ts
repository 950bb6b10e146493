import type { ApiClient } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { isRunning, loadTab } from './lists';

function fakeApi(records: unknown[] = [{ id: 1 }]) {
  const calls: Array<{ path: string; params: unknown; options: unknown }> = [];
  const api = {
    request: (path: string, params: unknown, options: unknown) => {
      calls.push({ path, params, options });
      return Promise.resolve({ records, total: 42 });
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('loadTab', () => {
  it('asks each list with its own parameters, self-handled', async () => {
    const { api, calls } = fakeApi();
    const query = { pageNo: 2, pageSize: 5, startTime: '2026-11-01', endTime: '2026-11-23' };
    expect(await loadTab(api, 1, { ...query, onlyShowSelfData: 0 })).toEqual({ rows: [{ id: 1 }], total: 42 });
    await loadTab(api, 2, query);
    await loadTab(api, 3, query);
    await loadTab(api, 4, query);
    await loadTab(api, 5, query);
    expect(calls.map((c) => [c.path, c.params])).toEqual([
      ['/v1/system/download/listDownloadTaskV2', { ...query, onlyShowSelfData: 0 }],
      ['/cgp/web/markTagTask/listMarkTagTask', query],
      ['/v1/sumvideo/sv/material/operation/listOperationRecords', { operationType: 1, ...query }],
      ['/v1/sumvideo/sv/material/operation/listOperationRecords', { operationType: 2, ...query }],
      [
        '/cgp/web/creation/caption/listCreationCaptionTask',
        {
          pageNo: 2,
          pageSize: 5,
          createMinTime: '2026-11-01',
          createMaxTime: '2026-11-23',
          orderSetting: [{ column: 'gmt_create', asc: false }],
        },
      ],
    ]);
    expect(calls.every((c) => (c.options as { selfHandled: boolean }).selfHandled)).toBe(true);
  });

  it('leaves out dates that are not set', async () => {
    const { api, calls } = fakeApi();
    await loadTab(api, 2, { pageNo: 1, pageSize: 5 });
    expect(calls[0]!.params).toEqual({ pageNo: 1, pageSize: 5 });
  });
});

describe('isRunning', () => {
  it('follows the spec’s in-progress statuses per tab', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter((s) => isRunning(1, s))).toEqual([1, 2]);
    expect([1, 2, 3, 4].filter((s) => isRunning(2, s))).toEqual([1, 2]);
    expect([1, 2, 3, 4].filter((s) => isRunning(3, s))).toEqual([1, 4]);
    expect([1, 2, 3, 4].filter((s) => isRunning(4, s))).toEqual([1, 4]);
    expect([1, 2, 3].filter((s) => isRunning(5, s))).toEqual([1]);
  });
});
