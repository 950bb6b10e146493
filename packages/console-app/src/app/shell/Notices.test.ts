import { describe, expect, it } from 'vitest';
import { toAnnouncement } from './Notices';

describe('toAnnouncement', () => {
  it('takes the first line as the title and the rest as the content', () => {
    expect(
      toAnnouncement({
        id: 1,
        msgText: '系统维护\n本周六 22:00–23:00\n导出暂停',
        createTime: '2026-11-23T07:32:03.181Z',
      }),
    ).toMatchObject({
      id: 1,
      title: '系统维护',
      content: '本周六 22:00–23:00\n导出暂停',
      publishTime: expect.stringMatching(/^2026-11-23 \d{2}:32$/),
    });
  });

  it('shows a one-line message as its title alone, and no time when there is none', () => {
    const one = toAnnouncement({ id: 2, msgText: '控制台已升级' });
    expect(one).toEqual({ id: 2, title: '控制台已升级', content: '' });
  });
});
