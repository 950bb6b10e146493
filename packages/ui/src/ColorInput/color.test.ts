import { describe, expect, it } from 'vitest';
import { isHexValue, parseHex } from './color';

describe('parseHex', () => {
  it.each([
    ['#1A66DD', '#1a66dd'],
    ['1a66dd', '#1a66dd'],
    ['#abc', '#aabbcc'],
    ['FFF', '#ffffff'],
    [' ＃123 ', '#112233'],
  ])('normalises %s to %s', (text, hex) => {
    expect(parseHex(text)).toBe(hex);
  });

  it.each(['#abcd', '#ggg', 'red', '#12345', '##abc', 'rgb(0,0,0)'])('rejects %s', (text) => {
    expect(parseHex(text)).toBeUndefined();
  });

  it('reads empty text as null', () => {
    expect(parseHex('')).toBeNull();
  });

  it('accepts only #rrggbb in lower case as a value', () => {
    expect(isHexValue('#1a66dd')).toBe(true);
    expect(isHexValue('#1A66DD')).toBe(false);
    expect(isHexValue('#abc')).toBe(false);
  });
});
