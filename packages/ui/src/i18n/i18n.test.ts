import { describe, expect, it } from 'vitest';
import { resolveLocale, isEnglishTag } from './locale';
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
