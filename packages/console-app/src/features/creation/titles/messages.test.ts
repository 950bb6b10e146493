import { describe, expect, it } from 'vitest';
import { titleMessage, titlesEn, titlesZhCN } from './messages';

describe('title library strings', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(titlesEn).sort()).toEqual(Object.keys(titlesZhCN).sort());
    expect(Object.values(titlesEn).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('says the server’s refusals in English and keeps them in Chinese', () => {
    expect(titleMessage('标题库中已有相同的标题', 'en')).toBe('The library already has this title');
    expect(titleMessage('标题库中已有相同的标题', 'zh-CN')).toBe('标题库中已有相同的标题');
    expect(titleMessage('仿写需要填写示例文案', 'en')).toBe('Imitation needs an example text');
    expect(titleMessage('文案生成接口答复错误 500', 'en')).toBe(
      'The generation endpoint failed: 文案生成接口答复错误 500',
    );
    expect(titleMessage('something new', 'en')).toBe('something new');
  });
});
