import { describe, expect, it } from 'vitest';
import { scriptFormMessages, scriptMessage, scriptsEn, scriptsZhCN } from './messages';

describe('script strings', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(scriptsEn).sort()).toEqual(Object.keys(scriptsZhCN).sort());
    expect(Object.values(scriptsEn).every((text) => text.trim().length > 0)).toBe(true);
  });
  it('says the server’s refusals in English and keeps them in Chinese', () => {
    expect(scriptMessage('脚本在回收站中，请先恢复', 'en')).toBe('This script is in the recycle bin; restore it first');
    expect(scriptMessage('脚本在回收站中，请先恢复', 'zh-CN')).toBe('脚本在回收站中，请先恢复');
    // The template checks a script shares, naming the shot.
    expect(scriptMessage('镜头 2：只能放视频素材', 'en')).toBe('Shot 2: Only a video fits this slot');
    expect(scriptMessage('镜头 3：只能放视频或图片素材', 'en')).toBe('Shot 3: Only a video or an image fits a shot');
    expect(scriptMessage('一个脚本最多 50 个分镜', 'en')).toBe('A script has at most 50 shots');
    expect(scriptMessage('something new', 'en')).toBe('something new');
  });
  it('gives the form’s messages in the reader’s language', () => {
    expect(scriptFormMessages('en').shotNarrationTooLong).toBe('A shot’s narration has at most 500 characters');
    expect(scriptFormMessages('zh-CN').nameRequired).toBe('请输入脚本名称');
  });
});
