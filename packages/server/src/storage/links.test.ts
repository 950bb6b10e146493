/**
 * Files after logout: stored files and exports are reached only by links signed for a live
 * session, which stop working when the session ends or their time runs out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { LINK_TTL_MS } from './links';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const get = (url: string) => h.app.fetch(new Request(`http://console.test${url}`));

describe('signed file links', () => {
  it('serves a listed material by its signed link, and refuses it unsigned, tampered or after logout', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const page = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 20, type: 2 });
    const url = page.records.find((m) => m.url)!.url!;
    expect(url).toMatch(/^\/files\/[0-9a-f]{32}\.\w+\?e=\d+&s=[0-9a-f]{16}&sig=[0-9a-f]{64}$/);
    expect((await get(url)).status).toBe(200);
    // The same session gets the same link again within the hour, so the browser's cache serves it.
    const again = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 20, type: 2 });
    expect(again.records.map((m) => m.url)).toContain(url);

    const [path] = url.split('?') as [string];
    expect((await get(path)).status).toBe(403);
    expect((await get(url.replace(/sig=([0-9a-f])/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`))).status).toBe(
      403,
    );
    expect((await get(url.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 3_600_000}`))).status).toBe(403);
    // Another path with this link's signature is refused.
    const other = page.records.find((m) => m.url && !m.url.startsWith(path))?.url?.split('?')[0];
    if (other) expect((await get(`${other}?${url.split('?')[1]}`)).status).toBe(403);

    await api.request('/v1/system/account/loginout');
    const refused = await get(url);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ msg: '链接已失效，请刷新页面后重试' });
  });

  it('stops a link when its time runs out, even while the session lives on', async () => {
    const api = await h.signedInClient('13800000002', 13);
    const page = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 20, type: 2 });
    const url = page.records.find((m) => m.url)!.url!;
    h.clock.now += LINK_TTL_MS + 3_600_000;
    // Keep the session alive (idle limit) with a call; the old link is still refused.
    const fresh = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 20, type: 2 });
    expect((await get(url)).status).toBe(403);
    expect((await get(fresh.records.find((m) => m.url)!.url!)).status).toBe(200);
  });

  it('signs export links in the task centre for the session, and refuses them after logout', async () => {
    const api = await h.signedInClient('13800000001', 13);
    const list = await api.request('/v1/system/download/listDownloadTaskV2', { pageNo: 1, pageSize: 20 });
    const done = list.records.find((t) => t.fileUrl);
    expect(done?.fileUrl).toMatch(/^\/exports\/[0-9a-f]{32}\?e=\d+&s=[0-9a-f]{16}&sig=[0-9a-f]{64}$/);
    expect((await get(done!.fileUrl!)).status).toBe(200);
    await api.request('/v1/system/account/loginout');
    expect((await get(done!.fileUrl!)).status).toBe(403);
  });
});
