import { isApiError } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedIdpStrangers, seedUsers } from '../seed/accounts';
import { createHarness, rejection, type Harness } from '../testing/harness';
import { remoteProvider } from './identityProvider';
import { IDP_CODE_TTL_MS } from './standIn';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const ORIGIN = 'http://console.test';
const STATE = 'state-0123456789abcdef';
const LOGIN_TYPE = { feishu: 2, wecom: 3, hwork: 1 } as const;
const zhou = seedUsers.find((u) => u.phone === '13800000002')!;
const noBrands = seedUsers.find((u) => u.phone === '13800000005')!;

const get = (path: string, headers: Record<string, string> = {}) =>
  h.app.fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }));
const post = (path: string, form: Record<string, string>) =>
  h.app.fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' }));

/** The console's button, the provider's consent page, and the consent: the code the callback receives. */
async function consent(provider: 'feishu' | 'wecom', identity: string, decision = 'allow') {
  const start = await get(`/sso/authorize?provider=${provider}&state=${STATE}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!, ORIGIN);
  const page = await get(`${authorize.pathname}${authorize.search}`);
  expect(page.status).toBe(200);
  const redirectUri = authorize.searchParams.get('redirect_uri')!;
  const answer = await post('/sso/stand-in/authorize', {
    provider,
    redirect_uri: redirectUri,
    state: STATE,
    identity,
    decision,
  });
  expect(answer.status).toBe(302);
  return { page, redirectUri, back: new URL(answer.headers.get('location')!) };
}

describe('single sign-on through the stand-in provider', () => {
  it.each(['feishu', 'wecom'] as const)(
    '%s: consent page lists the directory, the code comes back with the state and signs the member in, once',
    async (provider) => {
      const { page, redirectUri, back } = await consent(provider, zhou.sso![provider]!);
      const html = await page.text();
      expect(html).toContain(zhou.sso![provider]!);
      expect(html).toContain(seedIdpStrangers[provider].identity);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(redirectUri).toBe(`${ORIGIN}${provider === 'feishu' ? '/fly_book_auth' : '/enterprise_wechart_auth'}`);
      expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
      expect(back.searchParams.get('state')).toBe(STATE);
      const code = back.searchParams.get('code')!;
      const api = h.client();
      const result = await api.request('/v1/system/account/loginByHaier', {
        loginType: LOGIN_TYPE[provider],
        hworkToken: code,
      });
      expect(result.opCode).toBe(0);
      const info = await h
        .client({ token: result.tokenValue, userId: zhou.id, brandId: 13 })
        .request('/v1/system/account/user/selectUserInfo', { userId: zhou.id });
      expect(info.userPhone).toBe(zhou.phone);
      // A code works once.
      const again = await rejection(
        api.request('/v1/system/account/loginByHaier', { loginType: LOGIN_TYPE[provider], hworkToken: code }),
      );
      expect(isApiError(again) && again.msg).toBe('授权已失效，请重新进入');
    },
  );

  it('refuses an identity that no member has, with the server’s message', async () => {
    const { back } = await consent('feishu', seedIdpStrangers.feishu.identity);
    const error = await rejection(
      h
        .client()
        .request('/v1/system/account/loginByHaier', { loginType: 2, hworkToken: back.searchParams.get('code')! }),
    );
    expect(isApiError(error) && [error.code, error.msg]).toEqual([200002, '该身份未绑定本平台账号，请联系管理员开通']);
  });

  it('refuses a member with no brand (account not enabled), and an expired or foreign code', async () => {
    const { back } = await consent('feishu', noBrands.sso!.feishu!);
    const none = await rejection(
      h
        .client()
        .request('/v1/system/account/loginByHaier', { loginType: 2, hworkToken: back.searchParams.get('code')! }),
    );
    expect(isApiError(none) && none.msg).toBe('该账号未开通权限');
    const late = await consent('feishu', zhou.sso!.feishu!);
    h.clock.now += IDP_CODE_TTL_MS + 1;
    const expired = await rejection(
      h
        .client()
        .request('/v1/system/account/loginByHaier', { loginType: 2, hworkToken: late.back.searchParams.get('code')! }),
    );
    expect(isApiError(expired) && expired.code).toBe(200002);
    // A WeCom code is not a Feishu code.
    const wecom = await consent('wecom', zhou.sso!.wecom!);
    const foreign = await rejection(
      h
        .client()
        .request('/v1/system/account/loginByHaier', { loginType: 2, hworkToken: wecom.back.searchParams.get('code')! }),
    );
    expect(isApiError(foreign) && foreign.code).toBe(200002);
  });

  it('sends a denial back as error=access_denied, with no code', async () => {
    const { back } = await consent('wecom', zhou.sso!.wecom!, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses redirects to another site or page, bad states and unknown providers with 400 {code, msg}', async () => {
    const bad = [
      await get(`/sso/authorize?provider=github&state=${STATE}`),
      await get('/sso/authorize?provider=feishu&state=short'),
      await get(
        `/sso/stand-in/authorize?provider=feishu&state=${STATE}&redirect_uri=${encodeURIComponent('https://evil.example/fly_book_auth')}`,
      ),
      await get(
        `/sso/stand-in/authorize?provider=feishu&state=${STATE}&redirect_uri=${encodeURIComponent(`${ORIGIN}/login`)}`,
      ),
      await post('/sso/stand-in/authorize', {
        provider: 'feishu',
        redirect_uri: 'https://evil.example/fly_book_auth',
        state: STATE,
        identity: zhou.sso!.feishu!,
        decision: 'allow',
      }),
      await post('/sso/stand-in/authorize', {
        provider: 'feishu',
        redirect_uri: `${ORIGIN}/fly_book_auth`,
        state: STATE,
        identity: 'nobody',
        decision: 'allow',
      }),
    ];
    for (const answer of bad) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 400, msg: expect.any(String) });
    }
  });

  it('escapes what it renders: a name with markup in the directory is shown as text', async () => {
    h.services.db
      .prepare(
        "INSERT INTO idp_people (provider, identity, name) VALUES ('feishu', 'ou_x', '<img src=x onerror=alert(1)>')",
      )
      .run();
    const page = await get(
      `/sso/stand-in/authorize?provider=feishu&state=${STATE}&redirect_uri=${encodeURIComponent(`${ORIGIN}/fly_book_auth`)}`,
    );
    const html = await page.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('speaks the same contract to a provider at another address (BC_SSO_PROVIDER_URL)', async () => {
    // This harness is the provider; a console server configured with its address exchanges codes over HTTP.
    const provider = remoteProvider(`${ORIGIN}/sso/stand-in`, async (input, init) =>
      h.app.fetch(new Request(input, init)),
    );
    expect(provider.authorizeUrl('feishu', `${ORIGIN}/fly_book_auth`, STATE)).toBe(
      `${ORIGIN}/sso/stand-in/authorize?provider=feishu&redirect_uri=${encodeURIComponent(`${ORIGIN}/fly_book_auth`)}&state=${STATE}`,
    );
    const { back } = await consent('feishu', zhou.sso!.feishu!);
    const code = back.searchParams.get('code')!;
    expect(await provider.exchange('feishu', code)).toBe(zhou.sso!.feishu);
    expect(await provider.exchange('feishu', code)).toBeNull();
  });
});

describe('the work platform', () => {
  it('signs in the member whose work-platform token it is, and refuses an unknown one', async () => {
    const result = await h
      .client()
      .request('/v1/system/account/loginByHaier', { loginType: 1, hworkToken: zhou.sso!.hwork! });
    expect(result.opCode).toBe(0);
    const error = await rejection(
      h.client().request('/v1/system/account/loginByHaier', { loginType: 1, hworkToken: 'hw_unknown' }),
    );
    expect(isApiError(error) && error.code).toBe(200002);
    // The tip page shows the refusal's request id (spec section 8).
    expect(isApiError(error) && error.data).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });
});
