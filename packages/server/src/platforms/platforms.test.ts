import { isApiError, NO_PERMISSION_CODE, type PlatformAccount } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STATE_TTL_MS } from '../db/platforms';
import { simUid } from '../seed/platforms';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';
import { PlatformError } from './adapter';
import { addSimUser, CALLBACK_PATH, REFRESH_EXTRA_MS } from './simulated';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const ORIGIN = 'http://console.test';
const ADMIN = '13800000001';
const STAFF = '13800000002';
const DAY = 24 * 3600 * 1000;

const get = (path: string, headers: Record<string, string> = {}) =>
  h.app.fetch(new Request(new URL(path, ORIGIN), { headers, redirect: 'manual' }));
const post = (path: string, form: Record<string, string>) =>
  h.app.fetch(
    new Request(new URL(path, ORIGIN), { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' }),
  );

const codeOf = async (call: Promise<unknown>) => {
  const error = await rejection(call);
  return isApiError(error) ? `${error.code} ${error.message}` : error.message;
};

async function all(api: SignedInClient, platform: 1 | 2 | 3 | 4, extra: Record<string, unknown> = {}) {
  return api.request('/v1/system/platformAuth/listAccount', { platform, pageNo: 1, pageSize: 100, ...extra });
}

/**
 * A member's authorisation from start to callback: the page's call, the consent page opened in
 * the new window, the member's choice there, and the platform's redirect back to the callback.
 */
async function authorise(
  api: SignedInClient,
  platform: 1 | 2 | 3 | 4,
  choice: { uid?: string; days?: string; decision?: string; id?: number } = {},
) {
  const { state, authUrl } = await api.request('/v1/system/platformAuth/authorize', {
    platform,
    ...(choice.id ? { id: choice.id } : {}),
  });
  const consent = new URL(authUrl, ORIGIN);
  const page = await get(authUrl, { 'accept-language': 'zh-CN' });
  expect(page.status).toBe(200);
  const html = await page.text();
  const redirectUri = consent.searchParams.get('redirect_uri')!;
  expect(redirectUri).toBe(`${ORIGIN}${CALLBACK_PATH}`);
  const answer = await post(consent.pathname, {
    redirect_uri: redirectUri,
    state,
    uid: choice.uid ?? '',
    days: choice.days ?? '30',
    decision: choice.decision ?? 'allow',
  });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe(state);
  const callback = await get(`${back.pathname}${back.search}`);
  return { state, html, page, back, callback, callbackHtml: await callback.text() };
}

describe('platform accounts', () => {
  it('are seeded for brands 13 and 14 on all four platforms in every state, each brand seeing its own', async () => {
    const a = await h.signedInClient(ADMIN, 13);
    const b = await h.signedInClient(ADMIN, 14);
    for (const platform of [1, 2, 3, 4] as const) {
      for (const api of [a, b]) {
        const { records, total } = await all(api, platform);
        expect(total).toBe(records.length);
        expect(new Set(records.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4]));
        expect(records.every((r) => r.platform === platform && r.ownerName && r.deptName)).toBe(true);
      }
    }
    const ids13 = new Set((await all(a, 1)).records.map((r) => r.id));
    expect((await all(b, 1)).records.some((r) => ids13.has(r.id))).toBe(false);
    // Status, name and paging filters; the statuses follow the stored expiry.
    const expiring = await all(a, 1, { status: 2 });
    expect(expiring.total).toBe(2);
    for (const row of expiring.records) {
      const left = Date.parse(`${row.expireTime.replace(' ', 'T')}+08:00`) - h.clock.now;
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(7 * DAY);
    }
    expect((await all(a, 1, { name: '旗舰店' })).records.map((r) => r.name)).toEqual(['星河美妆官方旗舰店']);
    expect((await all(a, 1, { name: simUid(1, 1) })).records.map((r) => r.platformUid)).toEqual([simUid(1, 1)]);
    const page2 = await a.request('/v1/system/platformAuth/listAccount', { platform: 1, pageNo: 2, pageSize: 5 });
    expect(page2.total).toBe(7);
    expect(page2.records).toHaveLength(2);
    // Time passes: an authorised account becomes expiring, then expired.
    const fresh = (await all(a, 1, { status: 1 })).records.length;
    h.clock.now += 40 * DAY;
    const later = await h.signedInClient(ADMIN, 13);
    expect((await all(later, 1, { status: 1 })).total).toBe(0);
    expect((await all(later, 1, { status: 3 })).total).toBe(fresh + 3);
  });

  it('authorises a new account through the consent page; the page learns the outcome by its state, once', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const uid = simUid(1, 5); // 青禾食品官方: not one of brand 13's accounts yet
    const before = (await all(api, 1)).total;
    const flow = await authorise(api, 1, { uid, days: '7' });
    // The consent page: the platform's accounts, escaped, with a nonce for its only style; no script.
    expect(flow.html).toContain('青禾食品官方');
    expect(flow.html).not.toContain('<script');
    const csp = flow.page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/style-src 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(flow.callback.status).toBe(200);
    expect(flow.callbackHtml).toContain('授权成功');
    const result = await api.request('/v1/system/platformAuth/authResult', { state: flow.state });
    expect(result.status).toBe(1);
    const { records, total } = await all(api, 1);
    expect(total).toBe(before + 1);
    const added = records.find((r) => r.id === result.accountId)!;
    expect(added).toMatchObject<Partial<PlatformAccount>>({
      platformUid: uid,
      name: '青禾食品官方',
      followerCount: 812_300,
      status: 2, // a 7-day grant ends within the expiring window
      ownerName: '林管理',
    });
    expect(added.deptName).toBeTruthy();
    // The callback works once: the same state again stores nothing and says the authorisation is gone.
    const again = await get(`${flow.back.pathname}${flow.back.search}`);
    expect(again.status).toBe(400);
    expect((await all(api, 1)).total).toBe(before + 1);
    // Another member cannot read the state; another brand's session neither.
    const other = await h.signedInClient(ADMIN, 14);
    expect(await codeOf(other.request('/v1/system/platformAuth/authResult', { state: flow.state }))).toBe(
      '400 授权不存在',
    );
  });

  it('records a denial, and a state that waited too long expires', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const before = (await all(api, 2)).total;
    const denied = await authorise(api, 2, { decision: 'deny' });
    expect(denied.callbackHtml).toContain('已拒绝授权');
    expect(await api.request('/v1/system/platformAuth/authResult', { state: denied.state })).toMatchObject({
      status: 2,
      accountId: null,
    });
    const { state, authUrl } = await api.request('/v1/system/platformAuth/authorize', { platform: 2 });
    h.clock.now += AUTH_STATE_TTL_MS + 1;
    expect((await api.request('/v1/system/platformAuth/authResult', { state })).status).toBe(4);
    const consent = new URL(authUrl, ORIGIN);
    const answer = await post(consent.pathname, {
      redirect_uri: consent.searchParams.get('redirect_uri')!,
      state,
      uid: simUid(2, 5),
      days: '30',
      decision: 'allow',
    });
    const back = new URL(answer.headers.get('location')!);
    expect((await get(`${back.pathname}${back.search}`)).status).toBe(400);
    expect((await all(api, 2)).total).toBe(before);
  });

  it('re-authorises an expired account only with the same platform account', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const expired = (await all(api, 3, { status: 3 })).records[0]!;
    const wrong = await authorise(api, 3, { id: expired.id, uid: simUid(3, 5) });
    expect(wrong.callbackHtml).toContain('授权失败');
    expect(await api.request('/v1/system/platformAuth/authResult', { state: wrong.state })).toMatchObject({
      status: 3,
      msg: `授权的不是该账号（${expired.platformUid}）`,
    });
    const authorised = (await all(api, 3, { status: 1 })).records[0]!;
    const authorisedToken = (
      h.services.db.prepare('SELECT access_token FROM platform_accounts WHERE id = ?').get(authorised.id) as {
        access_token: string;
      }
    ).access_token;
    await expect(h.services.platforms[3].profile(authorisedToken)).resolves.toMatchObject({
      platformUid: authorised.platformUid,
    });
    const right = await authorise(api, 3, { id: expired.id, uid: expired.platformUid, days: '90' });
    expect((await api.request('/v1/system/platformAuth/authResult', { state: right.state })).accountId).toBe(
      expired.id,
    );
    const now = (await all(api, 3)).records.find((r) => r.id === expired.id)!;
    expect(now.status).toBe(1);
    expect(now.authTime > expired.authTime).toBe(true);
    // Authorising a live account again ends its previous grant at the platform.
    await authorise(api, 3, { id: authorised.id, uid: authorised.platformUid });
    await expect(h.services.platforms[3].profile(authorisedToken)).rejects.toBeInstanceOf(PlatformError);
    // A revoked account comes back too.
    const revoked = (await all(api, 3, { status: 4 })).records[0]!;
    await authorise(api, 3, { id: revoked.id, uid: revoked.platformUid });
    expect((await all(api, 3)).records.find((r) => r.id === revoked.id)!.status).toBe(1);
  });

  it('refreshes a grant at the platform and revokes it there and here', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const expiring = (await all(api, 4, { status: 2 })).records[0]!;
    await api.request('/v1/system/platformAuth/refreshAuth', { id: expiring.id });
    const refreshed = (await all(api, 4)).records.find((r) => r.id === expiring.id)!;
    expect(refreshed.status).toBe(1);
    expect(refreshed.expireTime > expiring.expireTime).toBe(true);

    const token = () =>
      (
        h.services.db.prepare('SELECT access_token FROM platform_accounts WHERE id = ?').get(expiring.id) as {
          access_token: string;
        }
      ).access_token;
    const adapter = h.services.platforms[4];
    expect((await adapter.profile(token())).platformUid).toBe(expiring.platformUid);
    const stored = token();
    await api.request('/v1/system/platformAuth/revokeAuth', { id: expiring.id });
    expect((await all(api, 4)).records.find((r) => r.id === expiring.id)!.status).toBe(4);
    // The platform no longer honours the grant, and a refresh is refused.
    await expect(adapter.profile(stored)).rejects.toBeInstanceOf(PlatformError);
    expect(await codeOf(api.request('/v1/system/platformAuth/refreshAuth', { id: expiring.id }))).toBe(
      '400 该账号已取消授权，请重新授权',
    );
    // Revoking again changes nothing.
    await api.request('/v1/system/platformAuth/revokeAuth', { id: expiring.id });
  });

  it('refuses a refresh once the refresh token has expired', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const expired = (await all(api, 1, { status: 3 })).records[0]!;
    h.clock.now += REFRESH_EXTRA_MS;
    const later = await h.signedInClient(ADMIN, 13);
    expect(await codeOf(later.request('/v1/system/platformAuth/refreshAuth', { id: expired.id }))).toBe(
      '400 授权已失效，请重新授权',
    );
  });

  it('needs the page of the platform the call concerns, and the brand’s own accounts', async () => {
    const staff = await h.signedInClient(STAFF, 13);
    expect(await codeOf(all(staff, 1))).toBe(`${NO_PERMISSION_CODE} 暂无该页面的权限，请联系管理员`);
    // Grant the staff role 抖音授权 only.
    h.services.db
      .prepare(
        `INSERT INTO role_menus (role_id, menu_id) SELECT r.id, m.id FROM roles r, menus m
         WHERE r.brand_id = 13 AND r.role_code = 'staff' AND m.scope_code = 'douyin_auth'`,
      )
      .run();
    expect((await all(staff, 1)).total).toBeGreaterThan(0);
    expect(await codeOf(all(staff, 4))).toBe(`${NO_PERMISSION_CODE} 暂无该页面的权限，请联系管理员`);
    expect(await codeOf(staff.request('/v1/system/platformAuth/authorize', { platform: 4 }))).toBe(
      `${NO_PERMISSION_CODE} 暂无该页面的权限，请联系管理员`,
    );
    const admin = await h.signedInClient(ADMIN, 13);
    const ks = (await all(admin, 4)).records[0]!;
    expect(await codeOf(staff.request('/v1/system/platformAuth/revokeAuth', { id: ks.id }))).toBe(
      `${NO_PERMISSION_CODE} 暂无该页面的权限，请联系管理员`,
    );
    // Another brand's account: not found, and unchanged.
    const other = await h.signedInClient(ADMIN, 14);
    const foreign = (await all(other, 1, { status: 1 })).records[0]!;
    expect(await codeOf(admin.request('/v1/system/platformAuth/revokeAuth', { id: foreign.id }))).toBe(
      '400 账号不存在',
    );
    expect(await codeOf(admin.request('/v1/system/platformAuth/authorize', { platform: 1, id: foreign.id }))).toBe(
      '400 账号不存在',
    );
    expect((await all(other, 1)).records.find((r) => r.id === foreign.id)!.status).toBe(1);
  });

  it('the consent page refuses a redirect elsewhere, and escapes the platform’s account names', async () => {
    addSimUser(h.services.db, 1, { uid: 'dy_x', name: '<img src=x onerror=alert(1)>', followerCount: 1 });
    const api = await h.signedInClient(ADMIN, 13);
    const { authUrl, state } = await api.request('/v1/system/platformAuth/authorize', { platform: 1 });
    const html = await (await get(authUrl)).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x');
    const evil = `/platform/stand-in/dy/authorize?${new URLSearchParams({
      state,
      redirect_uri: 'https://evil.example/platform/callback',
    })}`;
    expect((await get(evil)).status).toBe(400);
    const english = await (await get(authUrl, { 'accept-language': 'en-US' })).text();
    expect(english).toContain('Authorise a Douyin account');
  });
});
