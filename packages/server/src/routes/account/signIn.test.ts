import { isApiError } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_LIMITS } from '../../auth/signInGuard';
import { createHarness, rejection, type Harness } from '../../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

describe('sign-in by phone', () => {
  it('writes the SMS code to the log in development mode and refuses a resend within 60 s', async () => {
    const api = h.client();
    await api.request('/v1/system/account/sendCheckCode', { phone: '13800000002' });
    expect(h.smsCodes.get('13800000002')).toMatch(/^\d{6}$/);
    const error = await rejection(api.request('/v1/system/account/sendCheckCode', { phone: '13800000002' }));
    expect(isApiError(error) && error.code).toBe(429);
    h.clock.now += 60_000;
    await api.request('/v1/system/account/sendCheckCode', { phone: '13800000002' });
  });

  it('given one brand, logs straight in (opCode 0) and the token reads user info', async () => {
    const { token, userId } = await h.signIn('13800000002');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const api = h.client({ token, userId, brandId: 13 });
    const info = await api.request('/v1/system/account/user/selectUserInfo', { userId });
    expect(info).toMatchObject({ userId, brandId: 13, brandName: '星河美妆', isMain: 0, userPhone: '13800000002' });
  });

  it('given several brands, asks for a choice (opCode 1) with the list, then logs in to the chosen one', async () => {
    const api = h.client();
    await api.request('/v1/system/account/sendCheckCode', { phone: '13800000001' });
    const first = await api.request('/v1/system/account/loginByPhone', {
      phone: '13800000001',
      checkCode: h.smsCodes.get('13800000001')!,
    });
    expect(first.opCode).toBe(1);
    expect(first.tokenValue).toBe('');
    expect(first.loginBrandVos?.map((b) => [b.brandId, b.isValid])).toEqual([
      [13, true],
      [14, true],
      [15, false],
      [101, true],
    ]);
    const disabled = await rejection(
      api.request('/v1/system/account/loginByPhone', { phone: '13800000001', brandId: 15, loginCode: first.loginCode }),
    );
    expect(disabled.message).toBe('该账号已被禁用');
    // The ticket is single-use: the refusal above consumed it.
    const reused = await rejection(
      api.request('/v1/system/account/loginByPhone', { phone: '13800000001', brandId: 14, loginCode: first.loginCode }),
    );
    expect(isApiError(reused) && reused.code).toBe(200002);
  });

  it('refuses a wrong code and burns the code after five wrong tries', async () => {
    const api = h.client();
    await api.request('/v1/system/account/sendCheckCode', { phone: '13800000002' });
    for (let i = 0; i < 5; i += 1) {
      const error = await rejection(
        api.request('/v1/system/account/loginByPhone', { phone: '13800000002', checkCode: '000000' }),
      );
      expect(error.message).toBe('手机号或验证码错误');
    }
    // Five failures make the phone wait (signIn.hostile.test.ts); after the wait the code is burnt.
    h.clock.now += DEFAULT_SIGN_IN_LIMITS.baseDelayMs;
    const error = await rejection(
      api.request('/v1/system/account/loginByPhone', {
        phone: '13800000002',
        checkCode: h.smsCodes.get('13800000002')!,
      }),
    );
    expect(error.message).toBe('手机号或验证码错误');
  });

  it('refuses a user with no brands', async () => {
    const api = h.client();
    await api.request('/v1/system/account/sendCheckCode', { phone: '13800000005' });
    const error = await rejection(
      api.request('/v1/system/account/loginByPhone', {
        phone: '13800000005',
        checkCode: h.smsCodes.get('13800000005')!,
      }),
    );
    expect(error.message).toBe('该账号未开通权限');
  });

  it('signs in with the demo password', async () => {
    const result = await h.client().request('/v1/system/account/loginByPhone', {
      phone: '13800000002',
      password: 'Demo@2026',
    });
    expect(result.opCode).toBe(0);
  });
});

describe('given a session', () => {
  it('sets the initial password from the prompt: this session stays, others end, the flag clears', async () => {
    const first = await h.signIn('13800000004', 13);
    const other = await h.signIn('13800000004', 13);
    const api = h.client({ token: first.token, userId: first.userId, brandId: 13 });
    expect((await api.request('/v1/system/account/user/selectUserInfo', { userId: first.userId })).isInitPwd).toBe(1);
    const short = await rejection(
      api.request('/v1/system/account/updateInitPwdStatus', { password: Buffer.from('short').toString('base64') }),
    );
    expect(short.message).toBe('密码长度最少8位');
    await api.request('/v1/system/account/updateInitPwdStatus', {
      password: Buffer.from('new-pass-2026').toString('base64'),
    });
    expect((await api.request('/v1/system/account/user/selectUserInfo', { userId: first.userId })).isInitPwd).toBe(0);
    const stale = h.client({ token: other.token, userId: other.userId, brandId: 13 });
    const error = await rejection(stale.request('/v1/system/account/user/selectUserInfo', { userId: other.userId }));
    expect(isApiError(error) && error.code).toBe(200002);
    const login = await h
      .client()
      .request('/v1/system/account/loginByPhone', { phone: '13800000004', password: 'new-pass-2026', brandId: 13 });
    expect(login.opCode).toBe(0);
  });

  it('logout invalidates the token on the server (200002 afterwards)', async () => {
    const { token, userId } = await h.signIn('13800000002');
    const api = h.client({ token, userId });
    await api.request('/v1/system/account/loginout');
    const error = await rejection(api.request('/v1/system/account/user/selectUserInfo', { userId }));
    expect(isApiError(error) && error.code).toBe(200002);
  });

  it('brand switch moves the session; a disabled brand is refused with 该账号已被禁用', async () => {
    const { token, userId } = await h.signIn('13800000001', 13);
    const api = h.client({ token, userId, brandId: 13 });
    await api.request('/v1/system/account/switchBrand', { brandId: 14, userId, loginType: 1 });
    api.auth = { token, userId, brandId: 14 };
    expect((await api.request('/v1/system/account/user/selectUserInfo', { userId })).brandId).toBe(14);
    const error = await rejection(api.request('/v1/system/account/switchBrand', { brandId: 15, userId, loginType: 1 }));
    expect(error.message).toBe('该账号已被禁用');
  });

  it('the menu tree follows the role: admin sees every module, a creator only creation', async () => {
    const admin = await h.signIn('13800000001', 13);
    const adminMenu = await h
      .client({ ...admin, brandId: 13 })
      .request('/v1/system/account/permission/selectUserPermission', { userId: admin.userId, brandId: 13 });
    expect(adminMenu.map((m) => m.scopeCode)).toContain('system_manage');
    expect(adminMenu.map((m) => m.scopeCode)).toContain('data_screen');
    const creator = await h.signIn('13800000003');
    const creatorMenu = await h
      .client({ ...creator, brandId: 14 })
      .request('/v1/system/account/permission/selectUserPermission', { userId: creator.userId, brandId: 14 });
    expect(creatorMenu.map((m) => m.scopeCode)).toEqual(['sumwhy_video', 'public_authority']);
    const library = creatorMenu[0]!.childrenMenuList
      .flatMap((g) => g.childrenMenuList)
      .find((p) => p.scopeCode === 'material_library');
    expect(library).toMatchObject({ scopeFileUrl: 'material_library', useKeepAlive: true, scopeLevel: 3 });
  });

  it('a foreign brandId header is refused; the tenant always comes from the session', async () => {
    const { token, userId } = await h.signIn('13800000002');
    const error = await rejection(
      h.client({ token, userId, brandId: 14 }).request('/v1/system/account/user/selectUserInfo', { userId }),
    );
    expect(isApiError(error) && error.code).toBe(403);
  });

  it('another user id answers not found', async () => {
    const { token, userId } = await h.signIn('13800000002');
    const error = await rejection(
      h.client({ token, userId, brandId: 13 }).request('/v1/system/account/user/selectUserInfo', { userId: 1 }),
    );
    expect(isApiError(error) && error.code).toBe(404);
  });
});
