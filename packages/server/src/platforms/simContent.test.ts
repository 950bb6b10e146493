import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountByUid } from '../db/platforms';
import { simUid } from '../seed/platforms';
import { createHarness, type Harness } from '../testing/harness';
import { PlatformError } from './adapter';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const HOUR = 3600 * 1000;
/** The live grant of one of brand 13's seeded accounts. */
const tokenOf = (platform: 1 | 2 | 3 | 4, index: number) =>
  accountByUid(h.services.db, 13, platform, simUid(platform, index))!.access_token;

describe('the simulated platforms’ content', () => {
  it('publishes an item whose figures start at nothing and only grow with time', async () => {
    const dy = h.services.platforms[1];
    const token = tokenOf(1, 0);
    const { itemId, url } = await dy.publish(token, { kind: 'video', title: '新品上市', text: '', files: ['a.mp4'] });
    expect(url).toBe(`/platform/stand-in/dy/item/${itemId}`);
    const first = await dy.contentFigures(token, itemId);
    expect(first).toMatchObject({ title: '新品上市', kind: 'video', plays: 0, likes: 0 });
    const seen: number[] = [];
    for (const hours of [1, 6, 24, 72, 240]) {
      h.clock.now += hours * HOUR;
      const { plays, likes } = await dy.contentFigures(token, itemId);
      seen.push(plays);
      expect(likes).toBeLessThanOrEqual(plays);
    }
    expect(seen.every((plays, i) => i === 0 || plays >= seen[i - 1]!)).toBe(true);
    expect(seen.at(-1)).toBeGreaterThan(seen[0]!);
    // The same read twice says the same.
    expect(await dy.contentFigures(token, itemId)).toEqual(await dy.contentFigures(token, itemId));
    // Newest first, the seeded history after it; the link's page shows the title and figures.
    const { items } = await dy.listContent(token);
    expect(items[0]!.itemId).toBe(itemId);
    expect(items.length).toBeGreaterThan(1);
    const page = await h.app.fetch(new Request(`http://console.test${url}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('新品上市');
  });

  it('holds each platform to its limits', async () => {
    const wx = h.services.platforms[2];
    const token = tokenOf(2, 0);
    await expect(
      wx.publish(token, { kind: 'video', title: '一'.repeat(17), text: '', files: ['a.mp4'] }),
    ).rejects.toThrow('视频号标题最多 16 个字');
    await expect(wx.publish(token, { kind: 'note', title: '图文', text: '', files: [] })).rejects.toThrow(
      '图文作品需要 1–9 张图片',
    );
    await expect(wx.publish(token, { kind: 'video', title: '  ', text: '', files: ['a.mp4'] })).rejects.toBeInstanceOf(
      PlatformError,
    );
  });

  it('derives lives, comments, fans, goods and orders the same on every read, and keeps replies and messages', async () => {
    const dy = h.services.platforms[1];
    const token = tokenOf(1, 0);
    const lives = await dy.listLives(token);
    expect(lives).toEqual(await dy.listLives(token));
    expect(lives.items.every((live) => live.startedAt <= h.clock.now)).toBe(true);
    h.clock.now += 28 * 24 * HOUR;
    const later = await dy.listLives(tokenOf(1, 0)).catch(() => null);
    // Four weeks on, the grant may have ended: a renewed one reads the same schedule, grown.
    if (later) expect(later.items.length).toBeGreaterThanOrEqual(lives.items.length);
    h.clock.now -= 28 * 24 * HOUR;

    const [item] = (await dy.listContent(token)).items;
    const comments = await dy.listComments(token, item!.itemId);
    expect(comments.items.length).toBe(Math.min(20, item!.comments));
    const reply = await dy.replyComment(token, item!.itemId, comments.items[0]!.commentId, '谢谢支持！');
    const again = await dy.listComments(token, item!.itemId);
    expect(again.items.find((c) => c.commentId === reply.commentId)?.replyTo).toBe(comments.items[0]!.commentId);

    const inbox = await dy.listMessages(token);
    const conversation = inbox.items[0]!.conversationId;
    await dy.sendMessage(token, conversation, '您好，在的');
    expect((await dy.listMessages(token)).items[0]).toMatchObject({ fromAccount: true, text: '您好，在的' });
    await expect(dy.sendMessage(token, 'someone_else_conv_1', 'hi')).rejects.toThrow('会话不存在');

    const fans = await dy.listFans(token);
    expect(fans.items).toHaveLength(20);
    expect(fans.cursor).toBe('20');
    expect((await dy.listFans(token, fans.cursor)).items[0]!.fanId).not.toBe(fans.items[0]!.fanId);

    // 星河美妆官方旗舰店 has a shop; 星河彩妆研究所 has none.
    expect((await dy.listGoods(token)).items.length).toBeGreaterThan(0);
    const orders = await dy.listOrders(token);
    expect(orders.items.every((o) => o.createdAt <= h.clock.now && o.amount > 0)).toBe(true);
    expect((await dy.listGoods(tokenOf(1, 1))).items).toEqual([]);
  });

  it('answers nothing once the grant is gone', async () => {
    const dy = h.services.platforms[1];
    const token = tokenOf(1, 0);
    await dy.revoke(token);
    await expect(dy.listContent(token)).rejects.toMatchObject({ reason: 'invalid_grant' });
    await expect(dy.listFans(token)).rejects.toMatchObject({ reason: 'invalid_grant' });
  });
});
