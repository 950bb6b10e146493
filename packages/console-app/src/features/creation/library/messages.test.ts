import { describe, expect, it } from 'vitest';
import { libraryEn, libraryMessage, libraryZhCN } from './messages';

describe('library strings', () => {
  it('has every key in both languages, none left empty', () => {
    expect(Object.keys(libraryEn).sort()).toEqual(Object.keys(libraryZhCN).sort());
    expect(Object.values(libraryEn).filter((text) => !text.trim())).toEqual([]);
  });

  it("says the server's refusals in English and keeps them in Chinese", () => {
    expect(libraryMessage('该成品没有可播放的视频', 'en')).toBe('This finished product has no video to play');
    expect(libraryMessage('不支持的文件类型，仅支持 .mp4', 'en')).toBe('This file type is not supported; only .mp4');
    expect(libraryMessage('视频文件无法读取，请检查后重新上传', 'en')).toMatch(/not a readable video/);
    expect(libraryMessage('该成品没有可播放的视频', 'zh-CN')).toBe('该成品没有可播放的视频');
    expect(libraryMessage('未知的拒绝', 'en')).toBe('未知的拒绝');
  });
});
