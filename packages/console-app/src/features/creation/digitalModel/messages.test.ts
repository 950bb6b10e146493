import { describe, expect, it } from 'vitest';
import {
  digitalModelEn,
  digitalModelMessage,
  digitalModelZhCN,
  digitalModelFormMessages,
  replaceRuleFormMessages,
} from './messages';

describe('digital model strings', () => {
  it('both catalogues have every key, none left empty', () => {
    expect(Object.keys(digitalModelEn).sort()).toEqual(Object.keys(digitalModelZhCN).sort());
    for (const value of [...Object.values(digitalModelEn), ...Object.values(digitalModelZhCN)]) {
      expect(value.trim()).not.toBe('');
    }
  });

  it('says the server’s refusals in English and keeps them in Chinese', () => {
    expect(digitalModelMessage('虚拟模特库的模特不能修改，请先复制', 'en')).toBe(
      'Library models cannot be changed; copy one first',
    );
    expect(digitalModelMessage('模板没有第 3 个镜头', 'en')).toBe('The template has no shot 3');
    expect(digitalModelMessage('第 2 个镜头只能放图片素材', 'en')).toBe('Only an image fits shot 2');
    expect(digitalModelMessage('规则「开场」指向的镜头或文字已不在模板中，请修改规则', 'en')).toBe(
      'The rule “开场” names a shot or text no longer in the template; edit the rule',
    );
    expect(digitalModelMessage('数字人不存在或已删除', 'zh-CN')).toBe('数字人不存在或已删除');
  });

  it('gives the forms their schema messages in the reader’s language', () => {
    expect(digitalModelFormMessages('en').figureRequired).toBe('Choose a figure');
    expect(digitalModelFormMessages('zh-CN').figureRequired).toBe('请选择形象素材');
    expect(replaceRuleFormMessages('en').itemsRequired).toBe('Add at least one replacement');
  });
});
