import { isApiError, NO_PERMISSION_CODE } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountByUid } from '../db/platforms';
import { simUid } from '../seed/platforms';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';
import { MINI_PROGRAM_CALLBACK_PATH } from './wxThird';

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

const get = (path: string, headers: Record<string, string> = {}) =>
  h.app.fetch(new Request(new URL(path, ORIGIN), { headers, redirect: 'manual' }));
const post = (path: string, form: URLSearchParams) =>
  h.app.fetch(new Request(new URL(path, ORIGIN), { method: 'POST', body: form, redirect: 'manual' }));

const refusal = async (call: Promise<unknown>) => {
  const error = await rejection(call);
  return isApiError(error) ? `${error.code} ${error.message}` : error.message;
};

const setFlags = (brandId: number, flags: Record<string, boolean>) =>
  h.services.db.prepare('UPDATE brands SET xuser_config = ? WHERE id = ?').run(JSON.stringify(flags), brandId);

/** 小程序授权 from the page's call through WeChat's page (the administrator's choice) and back to the callback. */
async function authoriseMiniProgram(
  api: SignedInClient,
  choice: { appId?: string; scopes?: number[]; decision?: string } = {},
) {
  const { state, authUrl } = await api.request('/v1/system/wxThird/miniprogram/authorize', {});
  const page = await get(authUrl, { 'accept-language': 'en-GB' });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const html = await page.text();
  const redirectUri = new URL(authUrl, ORIGIN).searchParams.get('redirect_uri')!;
  expect(redirectUri).toBe(`${ORIGIN}${MINI_PROGRAM_CALLBACK_PATH}`);
  const form = new URLSearchParams({ redirect_uri: redirectUri, state, decision: choice.decision ?? 'allow' });
  form.set('appid', choice.appId ?? 'wx0c5d2e8f91a47b63');
  for (const scope of choice.scopes ?? [17, 18, 19, 30, 40]) form.append('scope', String(scope));
  const answer = await post(new URL(authUrl, ORIGIN).pathname, form);
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  const callback = await get(`${back.pathname}${back.search}`);
  return {
    state,
    html,
    back,
    callback,
    result: await api.request('/v1/system/wxThird/miniprogram/authResult', { state }),
  };
}

describe('the KOC mini-programme (小程序授权)', () => {
  it('is as seeded: brand 13 valid with every permission set; brand 14 found cancelled on WeChat', async () => {
    const a = await h.signedInClient(ADMIN, 13);
    const mine = await a.request('/v1/system/wxThird/miniprogram/getBrandKOCMinigram', {});
    expect(mine).toMatchObject({ isValid: true, invalidType: null, name: '星河美妆会员中心', revokeTime: null });
    expect(mine.funcScopes).toEqual([17, 18, 19, 30, 40]);
    expect(mine.authUserName).toBeTruthy();
    const b = await h.signedInClient(ADMIN, 14);
    const theirs = await b.request('/v1/system/wxThird/miniprogram/getBrandKOCMinigram', {});
    expect(theirs).toMatchObject({ isValid: false, invalidType: 2, name: '青禾食品商城' });
    expect(theirs.revokeTime).not.toBeNull();
  });

  it('authorises through WeChat’s page; missing required permission sets leave it invalid until granted', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const partial = await authoriseMiniProgram(api, { scopes: [17, 19] });
    expect(partial.html).toContain('Authorise a mini-programme');
    expect(partial.result).toEqual({ status: 1, msg: null, accountId: null });
    let now = await api.request('/v1/system/wxThird/miniprogram/getBrandKOCMinigram', {});
    expect(now).toMatchObject({ isValid: false, invalidType: 3, appId: 'wx0c5d2e8f91a47b63', funcScopes: [17, 19] });
    // The brand's previous mini-programme lost its authorisation at WeChat when another replaced it.
    const previous = h.services.db
      .prepare('SELECT cancelled_at FROM sim_wx_authorizations WHERE app_id = ?')
      .get('wx3f2a9c81d4e6b017') as { cancelled_at: number | null };
    expect(previous.cancelled_at).not.toBeNull();

    await authoriseMiniProgram(api);
    now = await api.request('/v1/system/wxThird/miniprogram/getBrandKOCMinigram', {});
    expect(now).toMatchObject({ isValid: true, invalidType: null, funcScopes: [17, 18, 19, 30, 40] });
  });

  it('answers a denial and refuses a replayed callback, another member’s state and a forged code', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const denied = await authoriseMiniProgram(api, { decision: 'deny' });
    expect(denied.back.searchParams.get('error')).toBe('access_denied');
    expect(denied.result.status).toBe(2);
    const done = await authoriseMiniProgram(api);
    expect((await get(`${done.back.pathname}${done.back.search}`)).status).toBe(400);
    const other = await h.signedInClient(ADMIN, 14);
    expect(await refusal(other.request('/v1/system/wxThird/miniprogram/authResult', { state: done.state }))).toBe(
      '400 授权不存在',
    );
    const { state } = await api.request('/v1/system/wxThird/miniprogram/authorize', {});
    const forged = await get(`${MINI_PROGRAM_CALLBACK_PATH}?state=${state}&auth_code=forged-code-0000`);
    expect(await forged.text()).toContain('授权码无效或已过期');
    expect((await api.request('/v1/system/wxThird/miniprogram/authResult', { state })).status).toBe(3);
  });

  it('cancels at WeChat and here; a second cancel is refused', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    await api.request('/v1/system/wxThird/miniprogram/revoke', {});
    const now = await api.request('/v1/system/wxThird/miniprogram/getBrandKOCMinigram', {});
    expect(now).toMatchObject({ isValid: false, invalidType: 2 });
    expect(await refusal(api.request('/v1/system/wxThird/miniprogram/revoke', {}))).toBe(
      '400 小程序未授权或已取消授权',
    );
    // A brand that never authorised one.
    h.services.db.prepare('DELETE FROM brand_mini_programs WHERE brand_id = 13').run();
    expect(await api.request('/v1/system/wxThird/miniprogram/getBrandKOCMinigram', {})).toMatchObject({
      isValid: false,
      invalidType: 1,
      appId: null,
      funcScopes: [],
    });
  });

  it('needs the 小程序授权 page', async () => {
    const staff = await h.signedInClient(STAFF, 13);
    const error = await rejection(staff.request('/v1/system/wxThird/miniprogram/getBrandKOCMinigram', {}));
    expect(isApiError(error) && error.code).toBe(NO_PERMISSION_CODE);
  });
});

describe('the authorisation mode', () => {
  it('follows the brand’s Douyin setting; the other platforms authorise on the web', async () => {
    const a = await h.signedInClient(ADMIN, 13);
    expect(await a.request('/v1/system/platformAuth/getAuthMode', { platform: 1 })).toEqual({ mode: 1 });
    expect(await a.request('/v1/system/platformAuth/getAuthMode', { platform: 3 })).toEqual({ mode: 2 });
    await a.request('/v1/system/settings/updateDyAuthMode', { dyAuthMode: 2 });
    expect(await a.request('/v1/system/platformAuth/getAuthMode', { platform: 1 })).toEqual({ mode: 2 });
    const b = await h.signedInClient(ADMIN, 14);
    expect(await b.request('/v1/system/platformAuth/getAuthMode', { platform: 1 })).toEqual({ mode: 2 });
  });
});

describe('Douyin shops and clue authorisation', () => {
  it('lists the shops of the brand’s Douyin accounts in force, each brand its own', async () => {
    const a = await h.signedInClient(ADMIN, 13);
    const shops = await a.request('/v1/system/auth/getShopAccount', {});
    expect(shops.map((s) => s.shopName).sort()).toEqual(['星河美妆上海门店小店', '星河美妆官方旗舰店']);
    const b = await h.signedInClient(ADMIN, 14);
    expect((await b.request('/v1/system/auth/getShopAccount', {})).map((s) => s.shopName)).toEqual([
      '青禾食品官方旗舰店',
    ]);
  });

  it('gives a one-time quick-login address of the shop; refuses accounts without one, expired or another brand’s', async () => {
    const a = await h.signedInClient(ADMIN, 13);
    const [shop] = await a.request('/v1/system/auth/getShopAccount', {});
    const url = await a.request('/v1/auth/center/dyShop/getQyQuickLoginUrl', { accountId: shop!.accountId });
    expect(url).not.toContain(accountByUid(h.services.db, 13, 1, simUid(1, 0))!.access_token);
    const first = await get(url, { 'accept-language': 'zh-CN' });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(shop!.shopName);
    expect((await get(url)).status).toBe(400);
    const late = await a.request('/v1/auth/center/dyShop/getQyQuickLoginUrl', { accountId: shop!.accountId });
    h.clock.now += 61_000;
    expect((await get(late)).status).toBe(400);

    const id = (brand: number, index: number) => accountByUid(h.services.db, brand, 1, simUid(1, index))!.id;
    const call = (accountId: number) => a.request('/v1/auth/center/dyShop/getQyQuickLoginUrl', { accountId });
    expect(await refusal(call(id(13, 1)))).toBe('400 该账号没有店铺');
    expect(await refusal(call(id(13, 3)))).toBe('400 账号授权已失效，请先重新授权');
    expect(await refusal(call(id(14, 5)))).toBe('400 账号不存在');
  });

  it('authorises and withdraws clues on Douyin accounts while the brand allows it', async () => {
    const a = await h.signedInClient(ADMIN, 13);
    const target = accountByUid(h.services.db, 13, 1, simUid(1, 1))!.id;
    await a.request('/v1/system/platformAuth/setCluesAuth', { id: target, enabled: 1 });
    const listed = async () =>
      (await a.request('/v1/system/platformAuth/listAccount', { platform: 1, pageNo: 1, pageSize: 50 })).records;
    expect((await listed()).find((r) => r.id === target)?.cluesAuth).toBe(true);
    await a.request('/v1/system/platformAuth/setCluesAuth', { id: target, enabled: 0 });
    expect((await listed()).find((r) => r.id === target)?.cluesAuth).toBe(false);

    const expired = accountByUid(h.services.db, 13, 1, simUid(1, 3))!.id;
    expect(await refusal(a.request('/v1/system/platformAuth/setCluesAuth', { id: expired, enabled: 1 }))).toBe(
      '400 账号授权已失效，请先重新授权',
    );
    const channels = accountByUid(h.services.db, 13, 2, simUid(2, 0))!.id;
    expect(await refusal(a.request('/v1/system/platformAuth/setCluesAuth', { id: channels, enabled: 1 }))).toBe(
      '400 仅抖音账号可以授权线索',
    );
    setFlags(13, { allowDyMcnAuth: true, allowCluesAuth: false });
    expect(await refusal(a.request('/v1/system/platformAuth/setCluesAuth', { id: target, enabled: 1 }))).toBe(
      '400 品牌未开通线索授权',
    );
  });
});

describe('MCN institutions (MCN管理)', () => {
  it('lists the seeded institutions with their accounts counted; saves, refuses a taken name', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const { records } = await api.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10 });
    expect(records.map((r) => [r.name, r.accountCount])).toEqual([
      ['青藤 MCN', 0],
      ['星火文化传媒', 2],
    ]);
    expect(records[1]!.followerTotal).toBe(5_430 + 74_100);
    const { id } = await api.request('/v1/system/mcn/save', { name: '  新星传媒 ', contactPhone: '138 0000 0000' });
    expect((await api.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10, name: '新星' })).records).toEqual([
      expect.objectContaining({ id, name: '新星传媒', contactPhone: '138 0000 0000', accountCount: 0 }),
    ]);
    expect(await refusal(api.request('/v1/system/mcn/save', { id, name: '星火文化传媒' }))).toBe('400 机构名称已存在');
    expect(await refusal(api.request('/v1/system/mcn/save', { name: '' }))).toMatch(/^400 /);
    await api.request('/v1/system/mcn/save', { id, name: '新星传媒（华东）', remark: '华东区' });
    expect((await api.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10, name: '华东' })).total).toBe(1);
  });

  it('adds the brand’s Douyin accounts in force, moves them, takes them out; deletes an empty institution only', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const { records } = await api.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10 });
    const [empty, starfire] = records;
    const free = await api.request('/v1/system/mcn/listAccount', { unbound: 1, pageNo: 1, pageSize: 50 });
    expect(free.records.every((r) => r.platform === 1 && r.mcnId === null && r.status !== 4)).toBe(true);
    const chosen = free.records.slice(0, 2).map((r) => r.id);
    await api.request('/v1/system/mcn/bindAccounts', { mcnId: empty!.id, accountIds: chosen });
    const inside = await api.request('/v1/system/mcn/listAccount', { mcnId: empty!.id, pageNo: 1, pageSize: 50 });
    expect(inside.records.map((r) => r.id).sort()).toEqual([...chosen].sort());
    expect(inside.records.every((r) => r.mcnName === '青藤 MCN')).toBe(true);
    // Moving one to another institution.
    await api.request('/v1/system/mcn/bindAccounts', { mcnId: starfire!.id, accountIds: [chosen[0]!] });
    expect(
      (await api.request('/v1/system/mcn/listAccount', { mcnId: starfire!.id, pageNo: 1, pageSize: 50 })).total,
    ).toBe(3);

    const revoked = accountByUid(h.services.db, 13, 1, simUid(1, 4))!.id;
    const channels = accountByUid(h.services.db, 13, 2, simUid(2, 0))!.id;
    const foreign = accountByUid(h.services.db, 14, 1, simUid(1, 5))!.id;
    for (const id of [revoked, channels, foreign]) {
      expect(await refusal(api.request('/v1/system/mcn/bindAccounts', { mcnId: empty!.id, accountIds: [id] }))).toMatch(
        /^400 以下账号不是品牌的有效抖音账号/,
      );
    }
    expect(await refusal(api.request('/v1/system/mcn/delete', { id: empty!.id }))).toBe(
      '400 机构下还有 1 个账号，请先移出',
    );
    await api.request('/v1/system/mcn/unbindAccount', { accountId: chosen[1]! });
    await api.request('/v1/system/mcn/delete', { id: empty!.id });
    expect((await api.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10 })).total).toBe(1);
  });

  it('authorises a Douyin account straight into an institution through the consent page', async () => {
    const api = await h.signedInClient(ADMIN, 13);
    const [, starfire] = (await api.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10 })).records;
    const { state, authUrl } = await api.request('/v1/system/mcn/authorize', { mcnId: starfire!.id });
    const consent = new URL(authUrl, ORIGIN);
    const answer = await post(
      consent.pathname,
      new URLSearchParams({
        redirect_uri: consent.searchParams.get('redirect_uri')!,
        state,
        uid: simUid(1, 8),
        days: '30',
        decision: 'allow',
      }),
    );
    const back = new URL(answer.headers.get('location')!);
    expect((await get(`${back.pathname}${back.search}`)).status).toBe(200);
    const result = await api.request('/v1/system/platformAuth/authResult', { state });
    expect(result.status).toBe(1);
    const inside = await api.request('/v1/system/mcn/listAccount', { mcnId: starfire!.id, pageNo: 1, pageSize: 50 });
    expect(inside.records.find((r) => r.id === result.accountId)?.name).toBe('新开的抖音号');
  });

  it('works only while the brand allows MCN authorisation, and only on the brand’s own institutions', async () => {
    const b = await h.signedInClient(ADMIN, 14);
    expect(await refusal(b.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10 }))).toBe(
      '400 品牌未开通抖音 MCN 授权',
    );
    setFlags(14, { allowDyMcnAuth: true, allowCluesAuth: true });
    expect((await b.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10 })).total).toBe(0);
    const a = await h.signedInClient(ADMIN, 13);
    const [, starfire] = (await a.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10 })).records;
    for (const call of [
      b.request('/v1/system/mcn/listAccount', { mcnId: starfire!.id, pageNo: 1, pageSize: 10 }),
      b.request('/v1/system/mcn/save', { id: starfire!.id, name: '改名' }),
      b.request('/v1/system/mcn/delete', { id: starfire!.id }),
      b.request('/v1/system/mcn/authorize', { mcnId: starfire!.id }),
    ]) {
      expect(await refusal(call)).toBe('400 机构不存在');
    }
    const staff = await h.signedInClient(STAFF, 13);
    const error = await rejection(staff.request('/v1/system/mcn/list', { pageNo: 1, pageSize: 10 }));
    expect(isApiError(error) && error.code).toBe(NO_PERMISSION_CODE);
  });
});
