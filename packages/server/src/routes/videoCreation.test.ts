import { isApiError } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, rejection, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

describe('merge and split', () => {
  it('refuses to split a video shorter than 10 s, and an expired one', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const videos = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, type: 1 })).records;
    const short = videos.find((v) => (v.duration ?? 0) < 10_000)!;
    const error = await rejection(
      api.request('/v1/sumvideo/sv/material/operation/operateMaterials', { operationType: 2, materialIds: [short.id] }),
    );
    expect(isApiError(error) && error.msg).toBe('视频时长不符合拆分要求');
    const expired = videos.find((v) => v.expireTime && v.expireTime < '2026-11-20')!;
    const old = await rejection(
      api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
        operationType: 2,
        materialIds: [expired.id],
      }),
    );
    expect(isApiError(old) && old.msg).toBe('素材已过期，不能拆分');
  });

  it('merges two videos into a new material with the chosen tags, and lists the record', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const videos = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, type: 1 })).records;
    const [a, b] = videos.filter((v) => v.source !== 30 && v.source !== 31);
    const { tags } = await api.request('/cgp/web/media/material/tag/list', { name: '爆款' });
    await api.request('/v1/sumvideo/sv/material/operation/operateMaterials', {
      operationType: 1,
      materialIds: [a!.id, b!.id],
      targetName: '双十一合集',
      tagIds: [tags[0]!.id],
    });
    const records = async () =>
      (
        await api.request('/v1/sumvideo/sv/material/operation/listOperationRecords', {
          operationType: 1,
          pageNo: 1,
          pageSize: 5,
        })
      ).records;
    expect((await records())[0]).toMatchObject({ status: 1, targetMaterials: [{ name: '双十一合集_合并' }] });
    await h.tick(2);
    const done = (await records())[0]!;
    expect(done.status).toBe(2);
    expect(done.sourceMaterials.map((m) => m.id)).toEqual([a!.id, b!.id]);
    const merged = (
      await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 5, name: '双十一合集_合并' })
    ).records;
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      source: 30,
      duration: (a!.duration ?? 0) + (b!.duration ?? 0),
      tagList: [{ name: '爆款' }],
    });
  });
});
