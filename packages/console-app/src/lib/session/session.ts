import type { ApiClient, BrandUserInfo, LoginBrand, LoginResult, MenuNode, UserInfo } from '@brand-console/api-client';
import { atom, type createStore } from 'jotai';
import { STORAGE_KEYS, type SafeStorage } from '../storage';

/** The brand stored with the session (spec section 3: brandInfo with brandId), with brand-user info once loaded. */
export interface BrandInfo extends Partial<BrandUserInfo> {
  brandId: number;
  brandName: string;
}

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  brandInfo: BrandInfo | null;
  /** The permission menu of user and brand; null until loaded. */
  menu: MenuNode[] | null;
}

/** What a phone login asks next. */
export type LoginStep =
  { kind: 'done' } | { kind: 'chooseBrand'; brands: LoginBrand[]; loginCode: string; phone: string };

export type Store = ReturnType<typeof createStore>;

export const sessionAtom = atom<SessionState>({ token: null, userInfo: null, brandInfo: null, menu: null });

/**
 * The console's session: token, user info, brand and menu, kept in jotai and mirrored to the safe
 * storage under the spec's keys, so a reload (or another tab) picks it up.
 */
export class Session {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly api: ApiClient,
    readonly store: Store,
    private readonly local: SafeStorage,
    private readonly tabSession: SafeStorage,
  ) {
    store.set(sessionAtom, {
      token: local.get(STORAGE_KEYS.token),
      userInfo: local.getJson<UserInfo>(STORAGE_KEYS.userInfo),
      brandInfo: local.getJson<BrandInfo>(STORAGE_KEYS.brandInfo),
      menu: tabSession.getJson<MenuNode[]>(STORAGE_KEYS.menu),
    });
  }

  get state(): SessionState {
    return this.store.get(sessionAtom);
  }

  /** Called when the session ends (logout, forced re-login, another tab's logout). */
  onEnd(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<SessionState>) {
    this.store.set(sessionAtom, { ...this.state, ...patch });
  }

  sendCode(phone: string) {
    return this.api.request('/v1/system/account/sendCheckCode', { phone }).then(() => undefined);
  }

  /** Phone and SMS code (or password): a token, or the brands to choose from. */
  async loginByPhone(values: { phone: string; code?: string; password?: string }): Promise<LoginStep> {
    const result = await this.api.request('/v1/system/account/loginByPhone', {
      phone: values.phone,
      ...(values.code ? { checkCode: values.code } : {}),
      ...(values.password ? { password: values.password } : {}),
    });
    return this.afterLogin(result, values.phone);
  }

  /** Second step of an opCode 1 login. */
  async chooseBrand(step: Extract<LoginStep, { kind: 'chooseBrand' }>, brandId: number): Promise<LoginStep> {
    const result = await this.api.request('/v1/system/account/loginByPhone', {
      phone: step.phone,
      brandId,
      loginCode: step.loginCode,
    });
    return this.afterLogin(result, step.phone, brandId);
  }

  /** Enterprise-messenger and work-platform sign-in (loginByHaier). */
  async loginWithCode(loginType: number, code: string): Promise<LoginStep> {
    // The page that signs in (the tip page, the SSO callback) shows a failure with its request id:
    // no toast repeating it.
    const result = await this.api.request(
      '/v1/system/account/loginByHaier',
      { loginType, hworkToken: code },
      { selfHandled: true },
    );
    return this.afterLogin(result, '');
  }

  private async afterLogin(result: LoginResult, phone: string, chosenBrandId?: number): Promise<LoginStep> {
    if (result.opCode === 1) {
      const brands = result.loginBrandVos ?? [];
      return { kind: 'chooseBrand', brands, loginCode: result.loginCode, phone };
    }
    // The login brands carry the user id; the brand is the chosen one, or the only usable one.
    const brands = result.loginBrandVos ?? [];
    const userId = brands[0]?.userId;
    const brand = brands.find((b) => b.brandId === chosenBrandId) ?? brands.find((b) => b.isValid);
    if (userId !== undefined) this.local.set(STORAGE_KEYS.userId, String(userId));
    if (brand) this.local.setJson(STORAGE_KEYS.brandInfo, { brandId: brand.brandId, brandName: brand.brandName });
    this.setToken(result.tokenValue);
    this.update({ brandInfo: brand ? { brandId: brand.brandId, brandName: brand.brandName } : null });
    this.api.resetUnauthorized();
    await this.loadUser();
    return { kind: 'done' };
  }

  private setToken(token: string) {
    this.local.set(STORAGE_KEYS.token, token);
    this.update({ token, userInfo: null, menu: null });
  }

  /** Takes over a session the host frame signed in (the guard then loads user info and menu). */
  adoptSession(token: string, userId: number, brandId?: number) {
    this.local.set(STORAGE_KEYS.userId, String(userId));
    if (brandId !== undefined) this.local.setJson(STORAGE_KEYS.brandInfo, { brandId, brandName: '' });
    this.setToken(token);
    this.update({ brandInfo: brandId !== undefined ? { brandId, brandName: '' } : null });
    this.api.resetUnauthorized();
  }

  /**
   * Fetches user info, the menu and the brand-user info for the session's brand. When the user and
   * brand are already known (stored by the login answer or a previous load), the three calls go at
   * once; the menu and brand info are fetched again only if the server's user info names another
   * user or brand.
   */
  async loadUser(): Promise<UserInfo> {
    const userId = Number(this.local.get(STORAGE_KEYS.userId) ?? this.state.userInfo?.userId);
    const knownBrandId =
      this.local.getJson<BrandInfo>(STORAGE_KEYS.brandInfo)?.brandId ?? this.state.brandInfo?.brandId;
    const forIds = (ids: { userId: number; brandId: number }) =>
      Promise.all([
        this.api.request('/v1/system/account/permission/selectUserPermission', ids),
        this.api.request('/v1/system/account/getUserBrandInfo', ids),
      ]);
    const early =
      Number.isFinite(userId) && knownBrandId !== undefined ? forIds({ userId, brandId: knownBrandId }) : null;
    // Settled here so an early failure is not unhandled while user info is awaited; rethrown below.
    const earlySettled = early?.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const userInfo = await this.api.request('/v1/system/account/user/selectUserInfo', { userId });
    this.local.set(STORAGE_KEYS.userId, String(userInfo.userId));
    this.local.setJson(STORAGE_KEYS.userInfo, userInfo);
    this.local.set(STORAGE_KEYS.systemVersion, String(userInfo.systemVersion));
    const ids = { userId: userInfo.userId, brandId: userInfo.brandId };
    const sameIds = earlySettled && ids.userId === userId && ids.brandId === knownBrandId;
    let menu: MenuNode[];
    let brandUser: BrandUserInfo;
    if (sameIds) {
      const settled = await earlySettled;
      if (!settled.ok) throw settled.error;
      [menu, brandUser] = settled.value;
    } else {
      [menu, brandUser] = await forIds(ids);
    }
    const brandInfo: BrandInfo = { ...brandUser, brandId: userInfo.brandId, brandName: userInfo.brandName };
    this.local.setJson(STORAGE_KEYS.brandInfo, brandInfo);
    this.tabSession.setJson(STORAGE_KEYS.menu, menu);
    this.update({ userInfo, brandInfo, menu });
    return userInfo;
  }

  /** Re-reads the menu (spec section 4: cached in session storage, refreshed on request). */
  async refreshMenu(): Promise<void> {
    const { userInfo } = this.state;
    if (!userInfo) return;
    const menu = await this.api.request('/v1/system/account/permission/selectUserPermission', {
      userId: userInfo.userId,
      brandId: userInfo.brandId,
    });
    this.tabSession.setJson(STORAGE_KEYS.menu, menu);
    this.update({ menu });
  }

  /** Switches to another brand of the user: new brand on the server, then user info and menu again. */
  async switchBrand(brandId: number): Promise<void> {
    const { userInfo } = this.state;
    if (!userInfo) return;
    await this.api.request('/v1/system/account/switchBrand', { brandId, userId: userInfo.userId, loginType: 1 });
    this.local.setJson(STORAGE_KEYS.brandInfo, { brandId, brandName: '' });
    this.tabSession.remove(STORAGE_KEYS.menu);
    this.tabSession.remove(STORAGE_KEYS.module);
    this.tabSession.remove(STORAGE_KEYS.menuActive);
    await this.loadUser();
  }

  /** Ends the session on the server (best effort) and locally. */
  async logout(): Promise<void> {
    try {
      if (this.state.token) await this.api.request('/v1/system/account/loginout', {});
    } finally {
      this.end();
    }
  }

  /**
   * Forgets the session here: storage cleared except what the spec keeps (the language, system
   * version 2, envSource inside a host frame; on the work platform also its own token and day, so
   * the tip page stays the work platform's and re-entering signs in again), caches dropped,
   * listeners told.
   */
  end() {
    const keep: string[] = [STORAGE_KEYS.locale];
    if (this.local.get(STORAGE_KEYS.systemVersion) === '2') keep.push(STORAGE_KEYS.systemVersion);
    if (globalThis.window !== undefined && window.parent !== window) keep.push(STORAGE_KEYS.envSource);
    if (this.local.get(STORAGE_KEYS.envSource) === 'hwork') {
      keep.push(STORAGE_KEYS.envSource, STORAGE_KEYS.hToken, STORAGE_KEYS.hTime);
    }
    this.local.clear(keep);
    this.tabSession.clear();
    this.update({ token: null, userInfo: null, brandInfo: null, menu: null });
    for (const listener of this.listeners) listener();
  }

  /** Another tab changed the token: follow it (cross-tab logout and login). */
  syncFromStorage() {
    const token = this.local.get(STORAGE_KEYS.token);
    if (token === this.state.token) return;
    if (!token) {
      this.update({ token: null, userInfo: null, brandInfo: null, menu: null });
      for (const listener of this.listeners) listener();
      return;
    }
    this.update({
      token,
      userInfo: this.local.getJson<UserInfo>(STORAGE_KEYS.userInfo),
      brandInfo: this.local.getJson<BrandInfo>(STORAGE_KEYS.brandInfo),
      menu: null,
    });
  }

  /** Headers of each call (spec section 7: brandId, token, userId from storage). */
  auth() {
    const { token, userInfo, brandInfo } = this.state;
    return {
      token,
      userId: userInfo?.userId ?? this.local.get(STORAGE_KEYS.userId),
      brandId: brandInfo?.brandId ?? null,
    };
  }
}
