import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocale, isEnglishTag, LOCALE_STORAGE_KEY, readStoredLocale, resolveLocale, storeLocale } from './locale';
import { en } from './messages/en';
import { zhCN } from './messages/zh-CN';
import { catalogueKeyMismatches, createTranslator, interpolate } from './translate';
import { uiCatalogues } from './messages';

describe('resolveLocale', () => {
  it('defaults to Chinese', () => {
    expect(resolveLocale({})).toBe('zh-CN');
    expect(resolveLocale({ browser: ['zh-CN', 'en-US'] })).toBe('zh-CN');
  });
  it('picks English when the stored language contains en', () => {
    expect(resolveLocale({ stored: 'en', browser: ['zh-CN'] })).toBe('en');
    expect(resolveLocale({ stored: 'en-GB' })).toBe('en');
  });
  it('picks English when the browser prefers English and nothing is stored', () => {
    expect(resolveLocale({ browser: ['en-US', 'zh-CN'] })).toBe('en');
  });
  it('lets a stored Chinese choice win over an English browser', () => {
    expect(resolveLocale({ stored: 'zh-CN', browser: ['en-US'] })).toBe('zh-CN');
  });
  it('does not mistake other tags for English', () => {
    expect(isEnglishTag('zh-Hans')).toBe(false);
    expect(isEnglishTag('fr-FR')).toBe(false);
    expect(isEnglishTag('EN_us')).toBe(true);
  });
});

describe('the stored language (one key for the app, the kit and the client)', () => {
  const memory = (entries: Record<string, string> = {}) => {
    const map = new Map(Object.entries(entries));
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, v: string) => map.set(key, v),
      map,
    };
  };
  const throwing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is kept under lang', () => {
    expect(LOCALE_STORAGE_KEY).toBe('lang');
    const store = memory();
    expect(storeLocale('en', store)).toBe(true);
    expect(store.map.get('lang')).toBe('en');
    expect(readStoredLocale(store)).toBe('en');
  });

  it('reads the page storage by default, and ignores a blank value', () => {
    localStorage.setItem('lang', 'en-US');
    expect(readStoredLocale()).toBe('en-US');
    localStorage.setItem('lang', '  ');
    expect(readStoredLocale()).toBeNull();
  });

  it('survives storage that throws: nothing read, nothing stored', () => {
    expect(readStoredLocale(throwing)).toBeNull();
    expect(storeLocale('en', throwing)).toBe(false);
  });

  it('detects the stored language first, then the browser’s preferred one', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'zh-CN']);
    expect(detectLocale(memory())).toBe('en');
    expect(detectLocale(memory({ lang: 'zh-CN' }))).toBe('zh-CN');
    expect(detectLocale(throwing)).toBe('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    expect(detectLocale(memory({ lang: 'en' }))).toBe('en');
    expect(detectLocale(memory({ locale: 'en' }))).toBe('zh-CN');
  });
});

describe('catalogues', () => {
  it('the UI catalogues have exactly the same keys, none empty', () => {
    expect(catalogueKeyMismatches({ 'zh-CN': zhCN, en })).toEqual([]);
  });
  it('reports a missing key', () => {
    expect(catalogueKeyMismatches({ a: { x: '1', y: '2' }, b: { x: '1' } })).toEqual(['b lacks "y"']);
  });
  it('interpolates named placeholders and leaves unknown ones visible', () => {
    expect(interpolate('共 {n} 条 {missing}', { n: 3 })).toBe('共 3 条 {missing}');
  });
  it('translates by locale', () => {
    expect(createTranslator(uiCatalogues, 'zh-CN')('confirm.title')).toBe('提示');
    expect(createTranslator(uiCatalogues, 'en')('confirm.title')).toBe('Notice');
  });
});
