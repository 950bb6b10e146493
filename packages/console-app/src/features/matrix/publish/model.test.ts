import { describe, expect, it } from 'vitest';
import { publishEn, publishMessage, publishZhCN } from './messages';
import {
  emptyPublishForm,
  platformViolations,
  pollWhile,
  publishFormSchema,
  toCreateRequest,
  type PublishFormMessages,
  type PublishFormValues,
} from './model';

const m: PublishFormMessages = {
  nameRequired: 'name',
  nameTooLong: 'nameLong',
  chooseWorks: 'works',
  tooManyWorks: 'worksMany',
  chooseAccounts: 'accounts',
  tooManyAccounts: 'accountsMany',
  tooManyPublications: 'publications',
  titleRequired: 'title',
  titleTooLong: (p, max) => `title>${p}:${max}`,
  topicsTooMany: (p, max) => `topics>${p}:${max}`,
  topicTooLong: (p, max) => `topic>${p}:${max}`,
  mentionsTooMany: (p, max) => `mentions>${p}:${max}`,
  mentionTooLong: 'mention',
  locationTooLong: 'location',
  industryTooLong: 'industry',
  chooseTime: 'time',
  timePast: 'past',
  timeFar: 'far',
};
const now = new Date(2026, 10, 25, 10, 0, 0);
const parse = (text: string) => {
  const [d, t] = text.split(' ');
  const [y, mo, da] = d!.split('-').map(Number);
  const [h, mi, s] = t!.split(':').map(Number);
  return new Date(y!, mo! - 1, da, h, mi, s);
};
const form = (over: Partial<PublishFormValues> = {}): PublishFormValues => ({
  ...emptyPublishForm(),
  name: '周末批次',
  works: [
    {
      source: 1,
      id: 7,
      name: '新品',
      coverUrl: null,
      title: '新品上市',
      titleId: 3,
      libraryTitle: '新品上市',
      overrides: [],
    },
  ],
  accounts: [
    { id: 1, platform: 3, name: '小红书号', avatar: null },
    { id: 2, platform: 2, name: '视频号', avatar: null },
  ],
  ...over,
});

describe('the batch form', () => {
  it('checks each title against its account’s platform, a per-account title in its own place', () => {
    const long = '这是一个超过十六个字的视频号标题一定会被拒绝';
    const values = form({ works: [{ ...form().works[0]!, title: long }] });
    expect(platformViolations(values, m)).toEqual([{ path: 'works.0.title', message: 'title>2:16' }]);
    // A short title for the 视频号 account alone: the work's long title still fits 小红书 (20)? no: 21 > 20.
    const fixed = form({
      works: [
        {
          ...form().works[0]!,
          title: '二十字以内的小红书标题',
          overrides: [{ accountId: 2, title: long, titleId: null }],
        },
      ],
    });
    expect(platformViolations(fixed, m)).toEqual([{ path: 'works.0.overrides.0.title', message: 'title>2:16' }]);
  });

  it('checks topics and mentions against every chosen platform', () => {
    const values = form({ topics: ['一', '二', '三', '四'], mentions: ['a', 'b', 'c', 'd'] });
    expect(platformViolations(values, m).map((v) => v.message)).toEqual(['topics>2:3', 'mentions>2:3']);
  });

  it('refuses a scheduled time in the past or beyond 30 days, and no time at all', () => {
    const schema = publishFormSchema(m, () => now, parse);
    const messages = (values: PublishFormValues) => {
      const result = schema.safeParse(values);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages(form())).toEqual([]);
    expect(messages(form({ timing: 'scheduled', scheduledTime: '' }))).toEqual(['time']);
    expect(messages(form({ timing: 'scheduled', scheduledTime: '2026-11-25 09:00:00' }))).toEqual(['past']);
    expect(messages(form({ timing: 'scheduled', scheduledTime: '2026-12-26 10:00:00' }))).toEqual(['far']);
    expect(messages(form({ timing: 'scheduled', scheduledTime: '2026-11-26 10:00:00' }))).toEqual([]);
    expect(messages(form({ works: [] }))).toEqual(['works']);
  });

  it('sends the titles, a library title’s id only while its text is unchanged, and tidy topics', () => {
    const request = toCreateRequest(
      form({
        topics: ['#新品', '新品', ' 上市 '],
        mentions: ['@官方'],
        works: [
          {
            ...form().works[0]!,
            overrides: [
              { accountId: 2, title: '视频号标题', titleId: null },
              { accountId: 9, title: 'x', titleId: null },
            ],
          },
        ],
      }),
    );
    expect(request).toEqual({
      name: '周末批次',
      works: [{ source: 1, id: 7, title: '新品上市', titleId: 3, overrides: [{ accountId: 2, title: '视频号标题' }] }],
      accountIds: [1, 2],
      topics: ['新品', '上市'],
      mentions: ['官方'],
    });
    const edited = toCreateRequest(form({ works: [{ ...form().works[0]!, title: '改过的标题' }] }));
    expect(edited.works[0]).not.toHaveProperty('titleId');
  });

  it('polls while something publishes or is due now, slowly while a scheduled batch waits, and stops when done', () => {
    const counts = { waiting: 0, publishing: 0, success: 2, failed: 1, closed: 0 };
    expect(pollWhile(counts, null)).toBe(false);
    expect(pollWhile({ ...counts, publishing: 1 }, null)).toBe(3000);
    expect(pollWhile({ ...counts, waiting: 1 }, null)).toBe(3000);
    expect(pollWhile({ ...counts, waiting: 1 }, '2026-11-26 10:00:00')).toBe(30000);
  });
});

describe('batch publish strings', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(publishEn).sort()).toEqual(Object.keys(publishZhCN).sort());
  });

  it('says the server’s refusals in English, names kept, and leaves Chinese as it is', () => {
    expect(publishMessage('账号「星河美妆」：账号授权已过期，请重新授权', 'en')).toBe(
      'Account “星河美妆”: The account’s authorisation expired; authorise it again',
    );
    expect(publishMessage('「新品」发布到「小号」的标题超过视频号的 16 字限制', 'en')).toBe(
      'The title of “新品” for “小号” is over WeChat Channels’s limit of 16 characters',
    );
    expect(publishMessage('同一作品只能选择一次', 'en')).toBe('Each work may be chosen once');
    expect(publishMessage('同一作品只能选择一次', 'zh-CN')).toBe('同一作品只能选择一次');
  });
});
