import { isApiError } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodePng, encodeWav } from '../lib/media';
import { GRANT_TTL_MS } from '../storage/grants';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';
import { MAX_PAGE_SIZE } from '../db/query';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const staff = () => h.signedInClient('13800000002', 13);

/** Uploads bytes through a grant the way the console does: getSts, then POST /upload. */
async function upload(api: SignedInClient, bytes: Uint8Array, name: string, type: string) {
  const grant = await api.request('/cgp/web/oss/ali/getSts', {});
  return h.app.fetch(
    new Request(`http://console.test${grant.bucket}`, {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-bc-access-key-id': grant.accessKeyId,
        'x-bc-access-key-secret': grant.accessKeySecret,
        'x-bc-security-token': grant.securityToken,
        'x-bc-file-name': encodeURIComponent(name),
      },
      body: bytes,
    }),
  );
}

describe('the material list', () => {
  it('pages the brand’s materials, newest first, with every field of the entity', async () => {
    const api = await staff();
    const page = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 5 });
    expect(page.records).toHaveLength(5);
    expect(page.total).toBeGreaterThan(20);
    const times = page.records.map((m) => m.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const videos = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 50, type: 1 })).records;
    const video = videos.find((m) => m.folderList.length > 0)!;
    expect(video).toMatchObject({ type: 1, isDelete: 0, userName: expect.any(String) });
    expect(video.folderList[0]!.allPathName).toMatch(/^品牌素材\//);
  });

  it('clamps an oversized page', async () => {
    const api = await staff();
    const page = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 1000 });
    expect(page.records.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  it('filters by name (with % taken literally), type, source, tag, uploader and date range', async () => {
    const api = await staff();
    const list = (q: Record<string, unknown>) =>
      api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, ...q }).then((p) => p.records);
    expect((await list({ name: '海报' })).map((m) => m.name).sort()).toEqual(['主视觉海报', '旧版海报（已过期）']);
    expect(await list({ name: '%' })).toEqual([]);
    expect((await list({ type: 3 })).every((m) => m.type === 3)).toBe(true);
    const merged = await list({ source: 30 });
    expect(merged.length).toBeGreaterThan(0);
    expect(merged.every((m) => m.source === 30)).toBe(true);
    const { tags } = await api.request('/cgp/web/media/material/tag/list', { name: '口播' });
    const tagged = await list({ tagIds: [tags[0]!.id] });
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((m) => m.tagList.some((t) => t.name === '口播'))).toBe(true);
    const mine = await list({ userId: api.userId });
    expect(mine.length).toBeGreaterThan(0);
    expect(await list({ startTime: '2000-01-01', endTime: '2000-01-02' })).toEqual([]);
    const error = await rejection(list({ startTime: '2026-02-31' }));
    expect(isApiError(error) && error.code).toBe(400);
  });
});

describe('upload through a grant, then save', () => {
  it('stores a real PNG, serves it back and saves it as a material with its tags', async () => {
    const api = await staff();
    const png = encodePng(64, 32, [255, 0, 0], [0, 0, 255]);
    const answer = await upload(api, png, '活动海报.png', 'image/png');
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { url: string; size: number } };
    expect(data.size).toBe(png.length);
    // The upload answers the plain path to save; reading the file needs a link signed for a session.
    expect(data.url).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    expect((await h.app.fetch(new Request(`http://console.test${data.url}`))).status).toBe(403);
    const served = await h.app.fetch(new Request(`http://console.test${h.link(data.url, api.auth.token!)}`));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const { tags } = await api.request('/cgp/web/media/material/tag/list', { name: '节日' });
    const { id } = await api.request('/cgp/web/media/material/save', {
      name: ' 活动海报 ',
      type: 2,
      url: data.url,
      wight: 64,
      height: 32,
      tagIds: [tags[0]!.id],
    });
    const saved = await api.request('/cgp/web/media/material/detail', { id });
    expect(saved).toMatchObject({ name: '活动海报', type: 2, size: png.length, wight: 64, height: 32 });
    expect(saved.url).toBe(h.link(data.url, api.auth.token!));
    expect(saved.tagList).toEqual([{ name: '节日' }]);
  });

  it('saves a cover as source 10 with its document, updates it in place, and lists covers by source and openness', async () => {
    const api = await staff();
    const png = encodePng(90, 120, [255, 51, 102], [255, 51, 102]);
    const { data } = (await (await upload(api, png, '封面.png', 'image/png')).json()) as { data: { url: string } };
    const document = JSON.stringify({ version: 1, width: 1080, height: 1440, objects: [] });
    const { id } = await api.request('/cgp/web/media/material/save', {
      name: '双十一封面',
      type: 2,
      url: data.url,
      content: document,
      wight: 1080,
      height: 1440,
      source: 10,
    });
    expect(await api.request('/cgp/web/media/material/detail', { id })).toMatchObject({
      source: 10,
      content: document,
    });
    await api.request('/cgp/web/media/material/save', {
      id,
      name: '双十一封面 v2',
      type: 2,
      url: data.url,
      content: '{}',
    });
    expect(await api.request('/cgp/web/media/material/detail', { id })).toMatchObject({
      name: '双十一封面 v2',
      source: 10,
      content: '{}',
    });
    const covers = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, source: 10 });
    expect(covers.records.map((m) => m.id)).toContain(id);
    expect(covers.records.every((m) => m.source === 10)).toBe(true);
    await api.request('/cgp/web/media/material/batch/setOpen', { ids: [id], isOpen: 0 });
    const open = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, source: 10, isOpen: 1 });
    expect(open.records.map((m) => m.id)).not.toContain(id);
  });

  it('refuses bytes that do not match the name, an unknown grant and an expired one', async () => {
    const api = await staff();
    const fake = await upload(api, new TextEncoder().encode('<html>'), 'x.png', 'image/png');
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { msg: string }).msg).toBe('文件内容与类型不符');

    const grant = await api.request('/cgp/web/oss/ali/getSts', {});
    const send = (secret: string) =>
      h.app.fetch(
        new Request(`http://console.test${grant.bucket}`, {
          method: 'POST',
          headers: {
            'x-bc-access-key-id': grant.accessKeyId,
            'x-bc-access-key-secret': secret,
            'x-bc-security-token': grant.securityToken,
            'x-bc-file-name': 'a.wav',
          },
          body: encodeWav(100, 440),
        }),
      );
    expect((await send('0'.repeat(32))).status).toBe(403);
    h.clock.now += GRANT_TTL_MS + 1;
    expect((await send(grant.accessKeySecret)).status).toBe(403);
  });

  it('will not save a URL the brand did not upload', async () => {
    const api = await staff();
    const error = await rejection(
      api.request('/cgp/web/media/material/save', { name: 'x', type: 2, url: 'https://elsewhere.example/x.png' }),
    );
    expect(isApiError(error) && error.msg).toBe('请先上传文件');
  });
});

describe('batch actions', () => {
  it('sets expiry with the spec’s format and deletes after confirmation', async () => {
    const api = await staff();
    const [first, second] = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 2 })).records;
    const ids = [first!.id, second!.id];
    await api.request('/cgp/web/media/material/batch/setExpire', { ids, expireTime: '2027-01-01 08:00:00' });
    expect((await api.request('/cgp/web/media/material/detail', { id: ids[0]! })).expireTime).toBe(
      '2027-01-01 08:00:00',
    );
    const missing = await rejection(api.request('/cgp/web/media/material/batch/setExpire', { ids, expireTime: '' }));
    expect(isApiError(missing) && missing.msg).toBe('请选择时间');

    await api.request('/cgp/web/media/material/batch/delete', { ids });
    const gone = await rejection(api.request('/cgp/web/media/material/detail', { id: ids[0]! }));
    expect(isApiError(gone) && gone.code).toBe(404);
  });

  it('opens materials to the brand and closes them again, and says so in the list', async () => {
    const api = await staff();
    const [first, second] = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 2 })).records;
    const ids = [first!.id, second!.id];
    await api.request('/cgp/web/media/material/batch/setOpen', { ids, isOpen: 1 });
    const opened = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 2 })).records;
    expect(opened.map((m) => m.isOpen)).toEqual([1, 1]);
    await api.request('/cgp/web/media/material/batch/setOpen', { ids: [ids[0]!], isOpen: 0 });
    expect((await api.request('/cgp/web/media/material/detail', { id: ids[0]! })).isOpen).toBe(0);
    expect((await api.request('/cgp/web/media/material/detail', { id: ids[1]! })).isOpen).toBe(1);
  });

  it('tags and untags materials, and records uses', async () => {
    const api = await staff();
    const material = (await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 1, type: 2 }))
      .records[0]!;
    const { tags } = await api.request('/cgp/web/media/material/tag/list', { name: '新标签', isCreate: 1 });
    expect(tags.map((t) => t.name)).toEqual(['新标签']);
    const op = (operatorType: 1 | 2) =>
      api.request('/cgp/web/media/material/tag/relate/operator', {
        tagIds: [tags[0]!.id],
        materialIds: [material.id],
        operatorType,
      });
    await op(1);
    expect((await api.request('/cgp/web/media/material/detail', { id: material.id })).tagList).toContainEqual({
      name: '新标签',
    });
    await op(2);
    expect((await api.request('/cgp/web/media/material/detail', { id: material.id })).tagList).not.toContainEqual({
      name: '新标签',
    });

    await api.request('/cgp/web/media/material/use', { id: material.id });
    const log = await api.request('/cgp/web/media/material/use/log/list', { id: material.id, pageNo: 1, pageSize: 10 });
    expect(log.total).toBe(1);
    expect(log.records[0]!.userBrandName).toBe('周运营');
  });
});

describe('exclusive members', () => {
  const eligible = (api: SignedInClient, type: 1 | 2 | 3) =>
    api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100, type }).then((p) => p.records);

  it('adds members to eligible materials, refusing none chosen, duplicates and ineligible materials', async () => {
    const api = await staff();
    const video = (await eligible(api, 1)).find((m) => m.source !== 6)!;
    const call = (userIds: number[], mediaIds: number[], isAppend: 0 | 1 = 1) =>
      api.request('/cgp/web/media/userMedia/setUserRelation', { isAppend, userIds, mediaIds, isMaterial: 1 });

    const none = await rejection(call([], [video.id]));
    expect(isApiError(none) && none.msg).toBe('请选择需要添加的成员');
    await call([1], [video.id]);
    expect(
      (await api.request('/cgp/web/media/material/detail', { id: video.id })).userDTOS.map((u) => u.userId),
    ).toEqual([1]);
    const duplicate = await rejection(call([1], [video.id]));
    expect(isApiError(duplicate) && duplicate.msg).toBe('已添加该成员');

    const sticker = (await eligible(api, 2)).find((m) => m.specificType === 3)!;
    const bgm = (await eligible(api, 3)).find((m) => m.specificType === 4)!;
    const cloud = (await eligible(api, 1)).find((m) => m.source === 6)!;
    for (const m of [sticker, bgm, cloud]) {
      const refused = await rejection(call([1], [m.id]));
      expect(isApiError(refused) && refused.msg).toBe('所选素材不支持设置专属成员');
    }
  });
});

describe('fonts', () => {
  it('lists the brand fonts and serves their stylesheets and subset files', async () => {
    const api = await staff();
    const fonts = await api.request('/v1/sumvideo/sv/overprint/fontList', { pageNo: 1, pageSize: 1000 });
    expect(fonts.records.map((f) => f.fontName)).toEqual(['站酷快乐体', '马善政毛笔楷书']);
    const css = await h.app.fetch(new Request(`http://console.test${fonts.records[0]!.fontUrl}`));
    expect(css.headers.get('content-type')).toContain('text/css');
    const text = await css.text();
    expect(text).toContain("font-family: 'ZCOOL KuaiLe'");
    const subset = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(text)![1]!;
    const file = await h.app.fetch(new Request(`http://console.test/fonts/zcool-kuaile/${subset}`));
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 4))).toBe('wOF2');
    for (const bad of [
      '/fonts/zcool-kuaile/../../package.json',
      '/fonts/nope/index.css',
      '/fonts/zcool-kuaile/files/x.ttf',
    ]) {
      expect((await h.app.fetch(new Request(`http://console.test${bad}`))).status).toBe(404);
    }
  });
});
