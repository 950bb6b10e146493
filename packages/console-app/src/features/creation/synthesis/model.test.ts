import { TEMPLATE_LIMITS, type TemplateSpec } from '@brand-console/api-client';
import { synthesisFormSchema } from '@brand-console/api-client/schemas';
import { describe, expect, it } from 'vitest';
import {
  canAddVariant,
  canCancel,
  canRetry,
  creationListParams,
  formDefaults,
  nextVariant,
  pollInterval,
  POLL_MS,
  previewText,
  resolutionText,
  synthesisListParams,
  tasksLink,
} from './model';
import { shotRefusal, synthesisMessage } from './messages';

const spec: TemplateSpec = {
  ratio: '9:16',
  shots: [
    { durationMs: 2000, slot: 'video', materialId: null, texts: [], transition: 'fade' },
    { durationMs: 2000, slot: 'image', materialId: 7, texts: [], transition: 'none' },
  ],
  musicMaterialId: null,
  musicVolume: 60,
  narration: { text: '欢迎光临', voice: 'zh-male' },
  subtitles: {
    enabled: true,
    style: { fontKey: 'f', fontSize: 40, color: '#ffffff', strokeColor: '#000000', strokeWidth: 2, position: 'bottom' },
  },
};

describe('synthesis model', () => {
  it('polls only while a task waits or renders', () => {
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval([{ status: 2 }, { status: 5 }, { status: 3 }])).toBe(false);
    expect(pollInterval([{ status: 2 }, { status: 0 }])).toBe(POLL_MS);
    expect(pollInterval([{ status: 1 }])).toBe(POLL_MS);
    expect(POLL_MS).toBeGreaterThanOrEqual(2000);
    expect(POLL_MS).toBeLessThanOrEqual(4000);
  });

  it('cancels waiting and processing tasks, retries failed and closed ones', () => {
    expect([0, 1, 2, 3, 4, 5].filter(canCancel)).toEqual([0, 1]);
    expect([0, 1, 2, 3, 4, 5].filter(canRetry)).toEqual([3, 4, 5]);
  });

  it('reads the list filters from the address, dropping what the server would refuse', () => {
    expect(
      synthesisListParams({
        name: ' 探店 ',
        mode: '2',
        status: '9',
        createTime: '2026-11-01~2026-11-20',
        onlyMine: '1',
      }),
    ).toEqual({ name: '探店', mode: 2, startTime: '2026-11-01', endTime: '2026-11-20', onlyMine: 1 });
    expect(synthesisListParams({ mode: '7', status: '5', onlyMine: '0' })).toEqual({ status: 5 });
    expect(creationListParams({ name: 'a', creationType: '99', source: '11', createTime: '~2026-11-20' })).toEqual({
      name: 'a',
      creationType: 99,
      source: 11,
      endTime: '2026-11-20',
    });
  });

  it("starts the form from the template: its name, subtitles and narration, every slot the template's", () => {
    const values = formDefaults({ id: 5, name: '探店模板', spec });
    expect(values).toEqual({
      templateId: 5,
      name: '探店模板',
      subtitles: 1,
      variants: [{ slots: [null, null], narration: { text: '欢迎光临', voice: 'zh-male' } }],
    });
    // The shared schema accepts the defaults as they are, and refuses an empty narration in the reader's words.
    const schema = synthesisFormSchema({ nameRequired: 'Enter a name', narrationRequired: 'Enter narration' });
    expect(schema.safeParse(values).success).toBe(true);
    const empty = schema.safeParse({
      ...values,
      name: ' ',
      variants: [{ slots: [1, null], narration: { text: ' ', voice: 'zh-male' } }],
    });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message).sort()).toEqual(['Enter a name', 'Enter narration']);
  });

  it("adds videos up to the batch limit, each keeping the last one's narration", () => {
    const last = { slots: [3, 4], narration: { text: '第二条', voice: 'en-us-female' as const } };
    expect(nextVariant({ spec }, last)).toEqual({ slots: [null, null], narration: last.narration });
    expect(nextVariant({ spec: { ...spec, narration: null } }, undefined)).toEqual({
      slots: [null, null],
      narration: null,
    });
    expect(canAddVariant(TEMPLATE_LIMITS.batch - 1)).toBe(true);
    expect(canAddVariant(TEMPLATE_LIMITS.batch)).toBe(false);
  });

  it('links to the new tasks, previews the start of the text, and writes resolutions', () => {
    expect(tasksLink('/sumwhy_video/synthesis_task', ' 新品 A ')).toBe(
      '/sumwhy_video/synthesis_task?name=%E6%96%B0%E5%93%81+A&onlyMine=1',
    );
    expect(previewText('  ', 'sample', 3)).toBe('sam');
    expect(previewText('abcdef', 'sample', 4)).toBe('abcd');
    expect(resolutionText(720, 1280)).toBe('720 × 1280');
    expect(resolutionText(null, 1280)).toBeNull();
  });

  it('puts refusals in English for English readers, with their figures', () => {
    const quota = '本月短视频额度不足：还可生成 1 个，本次将生成 2 个';
    expect(synthesisMessage(quota, 'zh-CN')).toBe(quota);
    expect(synthesisMessage(quota, 'en')).toBe(
      'Not enough short-video quota this month: 1 more can be made, this request makes 2',
    );
    expect(synthesisMessage('任务已结束，不能取消', 'en')).toBe('The task has ended and cannot be cancelled');
    expect(synthesisMessage('其他', 'en')).toBe('其他');
    // A refusal about one shot names where it happened, so the form shows it on that shot.
    const shot = '第 2 个视频第 1 个镜头只能放视频素材';
    expect(shotRefusal(shot)).toEqual({ variant: 1, shot: 0, reason: '只能放视频素材' });
    expect(synthesisMessage(shot, 'en')).toBe('Shot 1 of video 2 takes only a video');
    expect(shotRefusal('模板不存在或已删除')).toBeNull();
  });
});
