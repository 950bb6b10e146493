import { describe, expect, it } from 'vitest';
import { pipelineEn, pipelineFormMessages, pipelineMessage, pipelineZhCN } from './messages';

describe('pipeline strings', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(pipelineEn).sort()).toEqual(Object.keys(pipelineZhCN).sort());
    expect(Object.values(pipelineEn).every((text) => text.trim().length > 0)).toBe(true);
  });
  it('says the server’s refusals in English and keeps them in Chinese', () => {
    expect(pipelineMessage('只剩 1 种新的组合，请减少生成数量或添加素材', 'en')).toBe(
      'Only 1 new combinations are left: make fewer videos or add materials',
    );
    expect(pipelineMessage('素材组「开场」只能放视频或图片素材', 'en')).toBe(
      'The group “开场” takes only videos and images',
    );
    expect(pipelineMessage('第 2 个素材不存在或已删除', 'en')).toBe('Material 2 does not exist or was deleted');
    expect(pipelineMessage('流水线不存在或已删除', 'zh-CN')).toBe('流水线不存在或已删除');
    expect(pipelineMessage('something new', 'en')).toBe('something new');
  });
  it('gives the form’s messages in the reader’s language', () => {
    expect(pipelineFormMessages('en').videoCount).toBe('A run makes 1–20 videos');
    expect(pipelineFormMessages('zh-CN').groupShotsMoreThanMaterials).toBe('抽取的镜头数不能多于素材组的素材数');
  });
});
