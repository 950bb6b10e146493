import { describe, expect, it } from 'vitest';
import {
  IMAGE_TEXT_LIMITS,
  imageTextNoteFormSchema,
  imageTextTemplateFormSchema,
} from '@brand-console/api-client/schemas';
import { imageTextEn, imageTextFormMessages, imageTextMessage, imageTextZhCN } from './messages';

describe('image-text strings', () => {
  it('has every key in both catalogues', () => {
    expect(Object.keys(imageTextEn).sort()).toEqual(Object.keys(imageTextZhCN).sort());
  });

  it('says the server’s refusals in English and keeps them in Chinese', () => {
    expect(imageTextMessage('页面图片不存在或不是 PNG 图片', 'en-US')).toBe('A page image is missing or is not a PNG');
    expect(imageTextMessage('图文模板不存在或已删除', 'en')).toBe(
      'This image-text template does not exist or was deleted',
    );
    expect(imageTextMessage(`标题最多 ${IMAGE_TEXT_LIMITS.title} 个字`, 'en')).toBe(
      `The title has at most ${IMAGE_TEXT_LIMITS.title} characters`,
    );
    expect(imageTextMessage('页面内容无法读取', 'zh-CN')).toBe('页面内容无法读取');
  });

  it('validates the forms with the shared schemas in the reader’s language', () => {
    const note = imageTextNoteFormSchema(imageTextFormMessages('en')).safeParse({
      title: '字'.repeat(IMAGE_TEXT_LIMITS.title + 1),
      text: '',
      pageTexts: [],
    });
    expect(note.success ? [] : note.error.issues.map((i) => i.message)).toEqual([
      `The title has at most ${IMAGE_TEXT_LIMITS.title} characters`,
    ]);
    const template = imageTextTemplateFormSchema(imageTextFormMessages('zh-CN')).safeParse({ name: ' ', category: 1 });
    expect(template.success ? [] : template.error.issues.map((i) => i.message)).toEqual(['请输入模板名称']);
  });
});
