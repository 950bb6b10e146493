import type { ApiClient } from '@brand-console/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorage, STORAGE_KEYS } from '../storage';
import { Session } from './session';

interface Call {
  path: string;
  body: Record<string, unknown>;
  answer: (value: unknown) => void;
}

/** An API whose every call waits until the test answers it, recording the order calls were made in. */
function heldApi() {
  const calls: Call[] = [];
  const api = {
    request: (path: string, body: Record<string, unknown> = {}) =>
      new Promise((resolve) => calls.push({ path, body, answer: resolve })),
    resetUnauthorized: () => {},
  } as unknown as ApiClient;
  const find = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix));
  return { api, calls, find };
}

const userInfo = (brandId: number) => ({
  userId: 7,
  brandId,
  brandName: `品牌${brandId}`,
  systemVersion: 1,
  loginBrandVos: [{ brandId, brandName: `品牌${brandId}`, userId: 7, isValid: true }],
});
const menuOf = (brandId: number) => [{ scopeId: brandId, scopeName: `菜单${brandId}`, children: [] }];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Session.loadUser', () => {
  const local = createSafeStorage(() => globalThis.localStorage);
  const tab = createSafeStorage(() => globalThis.sessionStorage);
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks for user info, menu and brand info at once when the user and brand are known', async () => {
    local.set(STORAGE_KEYS.userId, '7');
    local.setJson(STORAGE_KEYS.brandInfo, { brandId: 13, brandName: '品牌13' });
    const { api, calls, find } = heldApi();
    const session = new Session(api, createStore(), local, tab);
    const loading = session.loadUser();
    await flush();
    // All three are in flight before any has answered.
    expect(calls.map((c) => c.path.split('/').pop()).sort()).toEqual([
      'getUserBrandInfo',
      'selectUserInfo',
      'selectUserPermission',
    ]);
    expect(find('selectUserPermission')[0]!.body).toEqual({ userId: 7, brandId: 13 });
    find('selectUserPermission')[0]!.answer(menuOf(13));
    find('getUserBrandInfo')[0]!.answer({ roleName: '员工' });
    find('selectUserInfo')[0]!.answer(userInfo(13));
    await loading;
    expect(calls).toHaveLength(3);
    expect(session.state.menu).toEqual(menuOf(13));
    expect(session.state.brandInfo).toMatchObject({ brandId: 13, brandName: '品牌13', roleName: '员工' });
  });

  it('fetches menu and brand info again when the server’s user info names another brand', async () => {
    local.set(STORAGE_KEYS.userId, '7');
    local.setJson(STORAGE_KEYS.brandInfo, { brandId: 13, brandName: '品牌13' });
    const { api, calls, find } = heldApi();
    const session = new Session(api, createStore(), local, tab);
    const loading = session.loadUser();
    await flush();
    find('selectUserPermission')[0]!.answer(menuOf(13));
    find('getUserBrandInfo')[0]!.answer({ roleName: '员工' });
    find('selectUserInfo')[0]!.answer(userInfo(14));
    await flush();
    expect(calls).toHaveLength(5);
    expect(find('selectUserPermission')[1]!.body).toEqual({ userId: 7, brandId: 14 });
    find('selectUserPermission')[1]!.answer(menuOf(14));
    find('getUserBrandInfo')[1]!.answer({ roleName: '管理员' });
    await loading;
    expect(session.state.menu).toEqual(menuOf(14));
    expect(session.state.brandInfo).toMatchObject({ brandId: 14, roleName: '管理员' });
  });

  it('waits for user info first when the brand is not known yet', async () => {
    local.set(STORAGE_KEYS.userId, '7');
    const { api, calls, find } = heldApi();
    const session = new Session(api, createStore(), local, tab);
    const loading = session.loadUser();
    await flush();
    expect(calls.map((c) => c.path.split('/').pop())).toEqual(['selectUserInfo']);
    find('selectUserInfo')[0]!.answer(userInfo(13));
    await flush();
    expect(find('selectUserPermission')[0]!.body).toEqual({ userId: 7, brandId: 13 });
    find('selectUserPermission')[0]!.answer(menuOf(13));
    find('getUserBrandInfo')[0]!.answer({});
    await loading;
    expect(session.state.menu).toEqual(menuOf(13));
  });

  it('fails with the menu’s error when the early menu call is refused', async () => {
    local.set(STORAGE_KEYS.userId, '7');
    local.setJson(STORAGE_KEYS.brandInfo, { brandId: 13, brandName: '品牌13' });
    const calls: string[] = [];
    const api = {
      request: (path: string) => {
        calls.push(path);
        if (path.endsWith('selectUserPermission')) return Promise.reject(new Error('无权限'));
        if (path.endsWith('selectUserInfo'))
          return new Promise((resolve) => setTimeout(() => resolve(userInfo(13)), 5));
        return Promise.resolve({});
      },
      resetUnauthorized: () => {},
    } as unknown as ApiClient;
    const session = new Session(api, createStore(), local, tab);
    await expect(session.loadUser()).rejects.toThrow('无权限');
    expect(session.state.menu).toBeNull();
  });
});
