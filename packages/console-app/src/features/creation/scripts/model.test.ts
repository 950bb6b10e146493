import { describe, expect, it } from 'vitest';
import {
  canAddScriptShot,
  duplicateScriptShot,
  estimatedScriptMs,
  estimatedShotMs,
  narrationLength,
  newScriptShot,
  previewText,
  scriptListParams,
  scriptPaths,
  shotMs,
  shotSeconds,
} from './model';

describe('shot lengths', () => {
  it('reads stored milliseconds as seconds with one decimal, and null as auto', () => {
    expect(shotSeconds(3_000)).toBe(3);
    expect(shotSeconds(2_450)).toBe(2.5);
    expect(shotSeconds(null)).toBeNull();
    expect(shotSeconds(undefined)).toBeNull();
  });
  it('stores typed seconds as whole milliseconds, and an emptied field as null', () => {
    expect(shotMs(1.5)).toBe(1_500);
    expect(shotMs(0.3333)).toBe(333);
    expect(shotMs(null)).toBeNull();
    expect(shotMs(Number.NaN)).toBeNull();
    expect(shotMs(shotSeconds(12_300))).toBe(12_300);
  });
});

describe('shots', () => {
  it('starts a shot as long as its narration, without material, text or transition', () => {
    expect(newScriptShot()).toEqual({
      durationMs: null,
      slot: 'video',
      materialId: null,
      narration: '',
      texts: [],
      transition: 'none',
    });
    expect(newScriptShot('image').slot).toBe('image');
  });
  it('duplicates a shot with its own copy of the texts', () => {
    const shot = {
      ...newScriptShot(),
      narration: '你好',
      texts: [{ content: 'a', position: 'middle' as const, fontSize: 64, color: '#ffffff' }],
    };
    const copy = duplicateScriptShot(shot);
    expect(copy).toEqual(shot);
    expect(copy.texts[0]).not.toBe(shot.texts[0]);
  });
  it('allows at most 50 shots', () => {
    expect(canAddScriptShot(49)).toBe(true);
    expect(canAddScriptShot(50)).toBe(false);
  });
  it('estimates a shot from its narration, its own length and a one-second floor', () => {
    expect(estimatedShotMs({ durationMs: null, narration: '' })).toBe(1_000);
    expect(estimatedShotMs({ durationMs: null, narration: '一二三四五六七八九' })).toBe(2_500);
    expect(estimatedShotMs({ durationMs: 8_000, narration: '一二三四五六七八九' })).toBe(8_000);
    expect(
      estimatedScriptMs([
        { durationMs: null, narration: '' },
        { durationMs: 3_000, narration: '' },
      ]),
    ).toBe(4_000);
  });
  it('counts narration by character, trimmed', () => {
    expect(narrationLength('  你好 world ')).toBe(8);
  });
  it('previews the first narration that has words, else the sample', () => {
    expect(previewText([{ narration: ' ' }, { narration: '第二个' }], 'sample')).toBe('第二个');
    expect(previewText([{ narration: '' }], 'sample')).toBe('sample');
  });
});

describe('addresses', () => {
  it('reads the name filter and names the pages of the module', () => {
    expect(scriptListParams({ name: '  春季 ' })).toEqual({ name: '春季' });
    expect(scriptListParams({})).toEqual({});
    expect(scriptPaths('/sumwhy_video').editor(7)).toBe('/sumwhy_video/creative_script/detail?id=7');
    expect(scriptPaths('/sumwhy_video').task(3)).toBe('/sumwhy_video/synthesis_task/detail?id=3');
  });
});
