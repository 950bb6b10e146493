import { isApiError } from '@brand-console/api-client';
import { deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, rejection, type Harness } from '../../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const staff = () => h.signedInClient('13800000002', 13);

/** A real 1x1 PNG. */
function png(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...Buffer.from(type, 'ascii'), ...data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.set(body, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from([0, 0x1e, 0x6b, 0xd2]))),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

describe('avatar upload and photo', () => {
  it('stores a real PNG under a generated name, serves it back, and sets it as the photo', async () => {
    const api = await staff();
    const bytes = png();
    const { url } = await api.request('/v1/system/account/uploadImage', {
      file: new File([bytes], '../../etc/我的头像.png', { type: 'image/png' }),
    });
    // The link is signed for this session (storage/links.ts); what is stored is the plain path.
    expect(url).toMatch(/^\/files\/[0-9a-f]{32}\.png\?e=\d+&s=[0-9a-f]{16}&sig=[0-9a-f]{64}$/);
    const served = await h.app.fetch(new Request(`http://console.test${url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    // A range of it (how a video seeks), and one beyond its end.
    const part = await h.app.fetch(new Request(`http://console.test${url}`, { headers: { range: 'bytes=8-15' } }));
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-15/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(8, 16));
    const beyond = await h.app.fetch(
      new Request(`http://console.test${url}`, { headers: { range: `bytes=${bytes.length}-` } }),
    );
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    await api.request('/v1/system/account/user/uptUserPhoto', { userId: api.userId, userPhoto: url });
    const stored = h.services.db.prepare('SELECT photo FROM users WHERE id = ?').get(api.userId) as { photo: string };
    expect(stored.photo).toBe(url.split('?')[0]);
    const info = await api.request('/v1/system/account/user/selectUserInfo', { userId: api.userId });
    expect(info.userPhoto).toBe(url);
  });

  it.each([
    ['a GIF', new File([Buffer.from('GIF89a....')], 'a.gif', { type: 'image/gif' }), '不支持的文件类型'],
    [
      'a PNG name over other bytes',
      new File([Buffer.from('<svg onload=alert(1)>')], 'a.png', { type: 'image/png' }),
      '文件内容与类型不符',
    ],
    [
      'a JPEG name with a PNG MIME type',
      new File([Buffer.from([0xff, 0xd8, 0xff, 0])], 'a.jpg', { type: 'image/png' }),
      '文件类型与扩展名不符',
    ],
    ['an empty file', new File([], 'a.jpeg', { type: 'image/jpeg' }), '文件为空'],
    [
      'an image over 2 MB',
      new File([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(2 * 1024 * 1024)], 'big.jpg', {
        type: 'image/jpeg',
      }),
      '头像图片不能超过 2 MB',
    ],
  ])('refuses %s with a clear message', async (_, file, message) => {
    const api = await staff();
    const error = await rejection(api.request('/v1/system/account/uploadImage', { file }));
    expect(isApiError(error) && error.msg).toContain(message);
  });

  it('refuses a photo URL that is not an image this brand uploaded', async () => {
    const api = await staff();
    const error = await rejection(
      api.request('/v1/system/account/user/uptUserPhoto', {
        userId: api.userId,
        userPhoto: 'https://evil.example/x.png',
      }),
    );
    expect(isApiError(error) && error.msg).toContain('请先上传头像图片');
  });

  it('answers 404 for stored-file names that are not generated ones, or not stored, and 403 unsigned', async () => {
    for (const name of ['..%2F..%2Fconsole.db', 'x.png']) {
      const answer = await h.app.fetch(new Request(`http://console.test/files/${name}`));
      expect(answer.status).toBe(404);
    }
    const missing = '/files/ffffffffffffffffffffffffffffffff.png';
    expect((await h.app.fetch(new Request(`http://console.test${missing}`))).status).toBe(403);
    const { token } = await h.signIn('13800000002', 13);
    expect((await h.app.fetch(new Request(`http://console.test${h.link(missing, token)}`))).status).toBe(404);
  });
});

describe('display name', () => {
  it('lets a non-main account change its own display name, trimmed', async () => {
    const api = await staff();
    await api.request('/v1/system/account/user/uptUserBrandName', { userId: api.userId, userBrandName: '  小周  ' });
    const edit = await api.request('/v1/system/account/user/userInfoEditData', {});
    expect(edit).toEqual({ isMain: 0, canEditThirdPartyStaffId: false, userBrandName: '小周' });
  });

  it('refuses names over 10 characters and main accounts', async () => {
    const api = await staff();
    const long = await rejection(
      api.request('/v1/system/account/user/uptUserBrandName', {
        userId: api.userId,
        userBrandName: '一二三四五六七八九十十一',
      }),
    );
    expect(isApiError(long) && long.code).toBe(400);
    const { token, userId } = await h.signIn('13800000003');
    const main = h.client({ token, userId, brandId: 14 });
    const refused = await rejection(
      main.request('/v1/system/account/user/uptUserBrandName', { userId, userBrandName: '新名字' }),
    );
    expect(isApiError(refused) && refused.msg).toBe('主账号不可修改显示名称');
  });
});

describe('messages', () => {
  it('lists unread announcements and upgrade notices by type and marks them read', async () => {
    const api = await staff();
    const notices = await api.request('/v1/system/account/userMessage/unReadMsgList', { msgType: 2 });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.msgText).toContain('控制台已升级');
    await api.request('/v1/system/account/userMessage/readMsg', { ids: notices.map((n) => n.id) });
    expect(await api.request('/v1/system/account/userMessage/unReadMsgList', { msgType: 2 })).toEqual([]);
    expect(await api.request('/v1/system/account/userMessage/unReadMsgList', { msgType: 1 })).toHaveLength(1);
  });

  it('never shows announcements on brand 101', async () => {
    const { token, userId } = await h.signIn('13800000001', 101);
    const api = h.client({ token, userId, brandId: 101 });
    expect(await api.request('/v1/system/account/userMessage/unReadMsgList', { msgType: 1 })).toEqual([]);
  });
});

describe('tracking', () => {
  const event = {
    eventId: 102,
    eventName: '页面离开',
    isMobile: 0 as const,
    osType: 'Linux',
    osVersion: 'x86_64',
    stayTime: 42,
    isActive: 1 as const,
    activeType: 2 as const,
    moduleRoot: 'sumwhy_video',
    moduleFirst: '素材库',
  };
  const stored = () =>
    h.services.db
      .prepare('SELECT page_name, stay_time, module_root, module_first FROM tracking_events ORDER BY id')
      .all();

  it('stores events with their stay time and module fields, drops untracked pages and strips independent ones', async () => {
    const api = await staff();
    await api.request('/v1/system/account/buriedPoint/add', { ...event, pageName: '/sumwhy_video/material_library' });
    await api.request('/v1/system/account/buriedPoint/add', { ...event, pageName: '/login' });
    await api.request('/v1/system/account/buriedPoint/add', { ...event, pageName: '/404' });
    expect(stored()).toEqual([
      {
        page_name: '/sumwhy_video/material_library',
        stay_time: 42,
        module_root: 'sumwhy_video',
        module_first: '素材库',
      },
      { page_name: '/404', stay_time: 42, module_root: null, module_first: null },
    ]);
  });

  it('refuses a stay over 86,400 s', async () => {
    const api = await staff();
    const error = await rejection(
      api.request('/v1/system/account/buriedPoint/add', { ...event, pageName: '/home', stayTime: 86_401 }),
    );
    expect(isApiError(error) && error.code).toBe(400);
    expect(stored()).toEqual([]);
  });
});

describe('brand and configuration', () => {
  it('reports the admin role, the brand and its settings', async () => {
    const { token, userId } = await h.signIn('13800000001', 13);
    const admin = h.client({ token, userId, brandId: 13 });
    expect(await admin.request('/v1/system/account/getUserBrandInfo', { userId, brandId: 13 })).toMatchObject({
      brandId: 13,
      brandName: '星河美妆',
      userIsAdminRole: true,
    });
    expect(await admin.request('/v1/system/config/getSumvideoClientDownloadUrl', {})).toMatchObject({
      windowsUrl: expect.stringMatching(/\.exe$/),
    });
    expect(await admin.request('/mission/common/isShowEmployeeId', {})).toBe(true);
    expect(await admin.request('/mission/common/getSupportedPublishWays', {})).toEqual({ dySupport: true });

    const api = await staff();
    expect(await api.request('/v1/system/account/getUserBrandInfo', { userId: api.userId, brandId: 13 })).toMatchObject(
      {
        userIsAdminRole: false,
      },
    );
  });

  it('answers no client address for a brand without one', async () => {
    const { token, userId } = await h.signIn('13800000003');
    const api = h.client({ token, userId, brandId: 14 });
    expect(await api.request('/v1/system/config/getSumvideoClientDownloadUrl', {})).toEqual({
      windowsUrl: null,
      armMacUrl: null,
    });
  });
});
