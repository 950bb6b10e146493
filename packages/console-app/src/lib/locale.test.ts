import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiLocale, appLocale, LEGACY_LOCALE_KEY, migrateLegacyLocale } from './locale';
import { createServices } from './services';
import { createSafeStorage, STORAGE_KEYS } from './storage';

const memoryStorage = () => createSafeStorage(() => undefined);
const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the one stored language', () => {
  it('is the kit’s key, lang', () => {
    expect(STORAGE_KEYS.locale).toBe('lang');
  });

  it('moves a language stored under the old key once, and drops the old key', () => {
    browserLanguages(['zh-CN']);
    const local = memoryStorage();
    local.set(LEGACY_LOCALE_KEY, 'en-US');
    migrateLegacyLocale(local);
    expect(local.get('lang')).toBe('en');
    expect(local.get(LEGACY_LOCALE_KEY)).toBeNull();
    expect(appLocale(local)).toBe('en');
    // Done once: nothing is left to move.
    local.set('lang', 'zh-CN');
    migrateLegacyLocale(local);
    expect(local.get('lang')).toBe('zh-CN');
  });

  it('keeps a language already under lang over the old key', () => {
    const local = memoryStorage();
    local.set('lang', 'zh-CN');
    local.set(LEGACY_LOCALE_KEY, 'en');
    migrateLegacyLocale(local);
    expect(local.get('lang')).toBe('zh-CN');
    expect(local.get(LEGACY_LOCALE_KEY)).toBeNull();
  });

  it('stores nothing when there was nothing to move', () => {
    const local = memoryStorage();
    migrateLegacyLocale(local);
    expect(local.keys()).toEqual([]);
  });

  it('follows an English browser when nothing is stored, and a stored choice over the browser', () => {
    browserLanguages(['en-US', 'zh-CN']);
    const local = memoryStorage();
    expect(appLocale(local)).toBe('en');
    expect(apiLocale(local)).toBe('en');
    local.set('lang', 'zh-CN');
    expect(apiLocale(local)).toBe('zh');
  });
});

describe('the client’s own messages', () => {
  beforeEach(() => {
    browserLanguages(['en-US']);
  });

  const failingServices = (local = memoryStorage()) =>
    createServices({
      local,
      tab: memoryStorage(),
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      baseUrl: 'http://console.test',
      search: '',
      inFrame: false,
    });

  it('word a network failure in English for an English browser with nothing stored', async () => {
    const services = failingServices();
    await expect(services.api.request('/v1/system/account/brand/selectBrand', {})).rejects.toThrow();
    expect(services.toaster.getSnapshot().map((toast) => toast.message)).toEqual([
      'Network request failed, please check the connection and retry',
    ]);
  });

  it('word it in Chinese when Chinese is stored, and in English once the old key said English', async () => {
    const chinese = memoryStorage();
    chinese.set('lang', 'zh-CN');
    const zh = failingServices(chinese);
    await expect(zh.api.request('/v1/system/account/brand/selectBrand', {})).rejects.toThrow();
    expect(zh.toaster.getSnapshot()[0]?.message).toBe('网络请求失败，请检查网络连接后重试');

    browserLanguages(['zh-CN']);
    const legacy = memoryStorage();
    legacy.set(LEGACY_LOCALE_KEY, 'en');
    const en = failingServices(legacy);
    await expect(en.api.request('/v1/system/account/brand/selectBrand', {})).rejects.toThrow();
    expect(en.toaster.getSnapshot()[0]?.message).toBe('Network request failed, please check the connection and retry');
  });
});

describe('logout', () => {
  it('keeps the stored language while it clears the session', () => {
    const local = memoryStorage();
    local.set('lang', 'en');
    local.set(STORAGE_KEYS.token, 't');
    local.set(STORAGE_KEYS.hToken, 'h');
    const services = createServices({ local, tab: memoryStorage(), search: '', inFrame: false });
    services.session.end();
    expect(local.get('lang')).toBe('en');
    expect(local.get(STORAGE_KEYS.token)).toBeNull();
  });
});
