import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { MEMBER_SEARCH_LIMIT } from './audit';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const search = (userBrandName?: string) => ({
  staffStatus: 1 as const,
  isValid: 1 as const,
  ...(userBrandName === undefined ? {} : { userBrandName }),
});

describe('member search (listUserInfo)', () => {
  it('finds the brand’s enabled members by their name in the brand, with departments', async () => {
    const api = await h.signedInClient('13800000001', 13);
    const all = await api.request('/mission/audit/video/listUserInfo', search());
    const inBrand = h.services.db
      .prepare('SELECT user_id FROM user_brands WHERE brand_id = 13 AND is_valid = 1 ORDER BY user_id')
      .all() as Array<{ user_id: number }>;
    expect(all.map((u) => u.userId).sort((a, b) => a - b)).toEqual(inBrand.map((r) => r.user_id));
    const found = await api.request('/mission/audit/video/listUserInfo', search('运营'));
    expect(found.map((u) => u.userBrandName)).toEqual(['周运营']);
    expect(found[0]).toMatchObject({ userId: 2 });
    expect(await api.request('/mission/audit/video/listUserInfo', search('吴创作'))).toEqual([]);
  });

  it('treats % and _ literally and leaves disabled members out', async () => {
    const api = await h.signedInClient('13800000001', 13);
    expect(await api.request('/mission/audit/video/listUserInfo', search('%'))).toEqual([]);
    h.services.db.prepare('UPDATE user_brands SET is_valid = 0 WHERE brand_id = 13 AND user_id = 2').run();
    expect(await api.request('/mission/audit/video/listUserInfo', search('周'))).toEqual([]);
  });

  it(`answers at most ${MEMBER_SEARCH_LIMIT} members`, async () => {
    const api = await h.signedInClient('13800000001', 13);
    const addUser = h.services.db.prepare(
      "INSERT INTO users (phone, name, created_at) VALUES (?, ?, '2026-01-01 00:00:00')",
    );
    const addMember = h.services.db.prepare(
      'INSERT INTO user_brands (user_id, brand_id, user_brand_name) VALUES (?, 13, ?)',
    );
    for (let i = 0; i < MEMBER_SEARCH_LIMIT + 5; i += 1) {
      const id = Number(addUser.run(`1390000${String(i).padStart(4, '0')}`, `测试${i}`).lastInsertRowid);
      addMember.run(id, `测试成员${i}`);
    }
    expect(await api.request('/mission/audit/video/listUserInfo', search('测试成员'))).toHaveLength(
      MEMBER_SEARCH_LIMIT,
    );
  });
});
