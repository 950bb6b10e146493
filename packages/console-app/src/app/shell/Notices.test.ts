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
      // 07:32 UTC is 15:32 in Beijing: the one display zone, whatever the browser's.
      publishTime: '2026-11-23 15:32',
    });
  });

  it('shows server text (Beijing time) as it is', () => {
    expect(toAnnouncement({ id: 3, msgText: '升级', createTime: '2026-11-24 03:01:09' }).publishTime).toBe(
      '2026-11-24 03:01',
    );
  });

  it('shows a one-line message as its title alone, and no time when there is none', () => {
    const one = toAnnouncement({ id: 2, msgText: '控制台已升级' });
    expect(one).toEqual({ id: 2, title: '控制台已升级', content: '' });
  });
});
