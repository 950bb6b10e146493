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
  it('advance to completed', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const list = async () =>
      (await api.request('/cgp/web/creation/caption/listCreationCaptionTask', { pageNo: 1, pageSize: 10 })).records;
    const running = (await list()).find((r) => r.status === 1)!;
    await h.tick(3);
    expect((await list()).find((r) => r.id === running.id)).toMatchObject({
      status: 2,
      completeNumber: running.totalNumber,
    });
  });
});
