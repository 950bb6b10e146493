import { describe, expect, it } from 'vitest';
import { quotaEn, quotaRefusal, quotaZhCN } from './quotaMessages';
import { quotaView } from './quotaModel';

describe('quotaView', () => {
  it('reads limit 0 as no limit, whatever was produced', () => {
    expect(quotaView({ limitNum: 0, usedNum: 12 })).toEqual({ limited: false, used: 12 });
  });

  it('gives what is left and the share used, warning from 80 % and danger once used up', () => {
    expect(quotaView({ limitNum: 50, usedNum: 8 })).toMatchObject({ left: 42, over: 0, percent: 16, tone: 'accent' });
    expect(quotaView({ limitNum: 10, usedNum: 8 })).toMatchObject({ left: 2, percent: 80, tone: 'warning' });
    expect(quotaView({ limitNum: 10, usedNum: 10 })).toMatchObject({ left: 0, over: 0, percent: 100, tone: 'danger' });
  });

  it('caps the bar when a limit was lowered below what was produced, and says by how much', () => {
    expect(quotaView({ limitNum: 3, usedNum: 5 })).toMatchObject({ left: 0, over: 2, percent: 100, tone: 'danger' });
  });
});

describe('the quota strings', () => {
  it('has every key in both languages, and every English placeholder as in Chinese', () => {
    expect(Object.keys(quotaEn).sort()).toEqual(Object.keys(quotaZhCN).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, zh] of Object.entries(quotaZhCN)) {
      expect(placeholders(quotaEn[key as keyof typeof quotaZhCN]), key).toEqual(placeholders(zh));
    }
  });

  it('words the server’s refusal in English for an English reader, and keeps unknown ones', () => {
    expect(quotaRefusal('成员不存在', 'en')).toBe('This member does not exist or no longer belongs to the brand');
    expect(quotaRefusal('成员不存在', 'zh-CN')).toBe('成员不存在');
    expect(quotaRefusal('服务繁忙', 'en')).toBe('服务繁忙');
  });
});
