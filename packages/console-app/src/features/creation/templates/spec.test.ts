import { TEMPLATE_LIMITS, type Category, type VideoTemplateDetail } from '@brand-console/api-client';
import { templateFormSchema } from '@brand-console/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { templateFormMessages, templateMessage } from './messages';
import {
  canAddShot,
  canAddText,
  categoryNodes,
  categoryPath,
  duplicateShot,
  emptyTemplateForm,
  formFromDetail,
  msToSeconds,
  newShot,
  secondsToMs,
  shotsDurationMs,
  templateListParams,
  videoDurationMs,
} from './spec';

describe('seconds and milliseconds', () => {
  it('shows stored milliseconds as seconds with one decimal and stores typed seconds as whole ms', () => {
    expect(msToSeconds(3000)).toBe(3);
    expect(msToSeconds(2500)).toBe(2.5);
    expect(msToSeconds(1234)).toBe(1.2);
    expect(secondsToMs(2.5)).toBe(2500);
    expect(secondsToMs(0.1 + 0.2)).toBe(300);
    expect(secondsToMs(null)).toBeNull();
    expect(secondsToMs(Number.NaN)).toBeNull();
  });
});

describe('template defaults', () => {
  it('starts a new template as one valid portrait video shot that the shared schema accepts once named', () => {
    const form = emptyTemplateForm('noto-sans-sc');
    expect(form.spec.ratio).toBe('9:16');
    expect(form.spec.shots).toEqual([newShot('video')]);
    expect(form.spec.narration).toBeNull();
    expect(form.spec.subtitles.style.fontKey).toBe('noto-sans-sc');
    const schema = templateFormSchema(templateFormMessages('zh-CN'));
    expect(schema.safeParse(form).success).toBe(false);
    expect(schema.safeParse({ ...form, name: '新模板' }).success).toBe(true);
  });

  it('says what is wrong in the reader’s language', () => {
    const form = { ...emptyTemplateForm('f'), name: 'x' };
    form.spec.shots = [{ ...newShot('image'), durationMs: 500 }];
    const en = templateFormSchema(templateFormMessages('en')).safeParse(form);
    const zh = templateFormSchema(templateFormMessages('zh-CN')).safeParse(form);
    expect(en.success || en.error.issues[0]?.message).toBe('A shot lasts 1–30 seconds');
    expect(zh.success || zh.error.issues[0]?.message).toBe('镜头时长须在 1–30 秒之间');
  });

  it('copies a shot with its own texts, and limits shots and texts', () => {
    const shot = {
      ...newShot('image'),
      texts: [{ content: 'a', position: 'top' as const, fontSize: 40, color: '#ffffff' }],
    };
    const copy = duplicateShot(shot);
    expect(copy).toEqual(shot);
    expect(copy.texts[0]).not.toBe(shot.texts[0]);
    expect(canAddShot(TEMPLATE_LIMITS.shots - 1)).toBe(true);
    expect(canAddShot(TEMPLATE_LIMITS.shots)).toBe(false);
    expect(canAddText(TEMPLATE_LIMITS.textsPerShot)).toBe(false);
  });

  it('opens a saved template as it was saved, a missing subtitle font taking the default', () => {
    const form = emptyTemplateForm('');
    const detail = {
      id: 1,
      name: '探店',
      categoryId: 3,
      spec: form.spec,
    } as unknown as VideoTemplateDetail;
    const values = formFromDetail(detail, 'noto');
    expect(values.name).toBe('探店');
    expect(values.categoryId).toBe(3);
    expect(values.spec.subtitles.style.fontKey).toBe('noto');
    expect(values.spec.shots).toEqual(form.spec.shots);
  });
});

describe('durations', () => {
  it('adds up the shots, and a longer narration lasts until it ends plus half a second', () => {
    const shots = [{ durationMs: 2000 }, { durationMs: 3000 }];
    expect(shotsDurationMs(shots)).toBe(5000);
    expect(videoDurationMs(shots)).toBe(5000);
    expect(videoDurationMs(shots, 3000)).toBe(5000);
    expect(videoDurationMs(shots, 6000)).toBe(6500);
  });
});

describe('categories and filters', () => {
  const tree: Category[] = [
    { id: 1, name: '产品种草', children: [{ id: 2, name: '美妆' }] },
    { id: 3, name: '节日营销' },
  ];
  it('makes tree nodes and names a category with its parent', () => {
    expect(categoryNodes(tree)).toEqual([
      { key: '1', label: '产品种草', children: [{ key: '2', label: '美妆' }] },
      { key: '3', label: '节日营销' },
    ]);
    expect(categoryPath(tree, 2)).toBe('产品种草 / 美妆');
    expect(categoryPath(tree, 3)).toBe('节日营销');
    expect(categoryPath(tree, 9)).toBeNull();
    expect(categoryPath(tree, null)).toBeNull();
  });

  it('reads the address’s filters as list parameters, dropping what is not valid', () => {
    expect(templateListParams({ name: ' 探店 ', categoryId: '2', ratio: '16:9' })).toEqual({
      name: '探店',
      categoryId: 2,
      ratio: '16:9',
    });
    expect(templateListParams({ name: '', categoryId: 'x', ratio: '4:3' })).toEqual({});
  });
});

describe('server refusals', () => {
  it('keeps Chinese and translates known refusals, also those naming a shot', () => {
    expect(templateMessage('模板不存在或已删除', 'zh-CN')).toBe('模板不存在或已删除');
    expect(templateMessage('模板不存在或已删除', 'en')).toBe('This template does not exist or was deleted');
    expect(templateMessage('镜头 2：只能放图片素材', 'en')).toBe('Shot 2: Only an image fits this slot');
    expect(templateMessage('未知的拒绝', 'en')).toBe('未知的拒绝');
  });
});
