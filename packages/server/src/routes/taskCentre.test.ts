import { settleCaptions } from '../ai/captionJob';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

describe('a tag task', () => {
  it('really tags its materials one step at a time and completes', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const images = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 3, type: 2 })).records;
    const { tags } = await api.request('/cgp/web/media/material/tag/list', { name: '智能标签', isCreate: 1 });
    await api.request('/cgp/web/markTagTask/createMarkTagTask', {
      materialIds: images.map((m) => m.id),
      tagIds: [tags[0]!.id],
    });
    const latest = async () =>
      (await api.request('/cgp/web/markTagTask/listMarkTagTask', { pageNo: 1, pageSize: 5, tagName: '智能标签' }))
        .records[0]!;
    expect(await latest()).toMatchObject({ status: 1, completeNum: 0, slaveNumber: 3, tagNames: ['智能标签'] });
    await h.tick(2);
    expect(await latest()).toMatchObject({ status: 2, completeNum: 1 });
    await h.tick(3);
    expect(await latest()).toMatchObject({ status: 4, completeNum: 3 });
    for (const image of images) {
      const detail = await api.request('/cgp/web/media/material/detail', { id: image.id });
      expect(detail.tagList).toContainEqual({ name: '智能标签' });
    }
  });
});

describe('AI creation records', () => {
  it('are real caption batches that advance work by work to completed (ADR 0034)', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const list = async () =>
      (await api.request('/cgp/web/creation/caption/listCreationCaptionTask', { pageNo: 1, pageSize: 10 })).records;
    const works = (
      await api.request('/cgp/web/media/creation/productList', { pageNo: 1, pageSize: 2, creationType: 0 })
    ).records;
    const { id } = await api.request('/cgp/web/creation/caption/saveCreationCaptionBatch', {
      creationIds: works.map((w) => w.id),
      type: 1,
      creationType: 0,
    });
    expect((await list()).find((r) => r.id === id)).toMatchObject({ status: 1, completeNumber: 0, totalNumber: 2 });
    for (let i = 0; i < 3; i += 1) {
      await h.tick();
      await settleCaptions(h.services);
    }
    expect((await list()).find((r) => r.id === id)).toMatchObject({ status: 2, completeNumber: 2, totalNumber: 2 });
  });
});
