import { isApiError, MEMBER_LEVELS_MAX, NO_PERMISSION_CODE } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, rejection, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

/** The refusal a call ends in (an `ApiError` with the server's code and message). */
async function refusal(promise: Promise<unknown>) {
  const error = await rejection(promise);
  if (!isApiError(error)) throw error;
  return error;
}

const ADMIN = '13800000001';
const STAFF = '13800000002';
const PNG = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'cover.png', {
    type: 'image/png',
  });

describe('settings', () => {
  it('keep the MCN switches in the brand xuserConfig that user info answers, its other keys kept', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    h.services.db
      .prepare('UPDATE brands SET xuser_config = ? WHERE id = 13')
      .run(JSON.stringify({ allowDyMcnAuth: true, allowCluesAuth: true, other: 'kept' }));
    expect(await admin.request('/v1/system/settings/getSettings')).toMatchObject({
      allowDyMcnAuth: true,
      allowCluesAuth: true,
    });
    await admin.request('/v1/system/settings/updateMcnSettings', { allowDyMcnAuth: 0, allowCluesAuth: 1 });
    const brand = await admin.request('/v1/system/account/brand/selectBrand');
    const config = JSON.parse(brand.xuserConfig) as Record<string, unknown>;
    expect(config).toEqual({ allowDyMcnAuth: false, allowCluesAuth: true, other: 'kept' });
    expect(await admin.request('/v1/system/settings/getSettings')).toMatchObject({
      allowDyMcnAuth: false,
      allowCluesAuth: true,
    });
  });

  it('keep the Douyin authorisation mode per brand', async () => {
    const admin13 = await h.signedInClient(ADMIN, 13);
    const admin14 = await h.signedInClient(ADMIN, 14);
    expect((await admin14.request('/v1/system/settings/getSettings')).dyAuthMode).toBe(2);
    await admin13.request('/v1/system/settings/updateDyAuthMode', { dyAuthMode: 2 });
    await admin14.request('/v1/system/settings/updateDyAuthMode', { dyAuthMode: 1 });
    expect((await admin13.request('/v1/system/settings/getSettings')).dyAuthMode).toBe(2);
    expect((await admin14.request('/v1/system/settings/getSettings')).dyAuthMode).toBe(1);
    expect((await refusal(admin13.request('/v1/system/settings/updateDyAuthMode', { dyAuthMode: 3 as 1 }))).code).toBe(
      400,
    );
  });

  it('replace the member levels, keeping the rights of the levels kept', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const levels = await admin.request('/v1/system/settings/levelRules');
    expect(levels.map((l) => l.threshold)).toEqual([...levels.map((l) => l.threshold)].sort((a, b) => a - b));
    const gold = levels.find((l) => l.rights.length > 0)!;
    const saved = await admin.request('/v1/system/settings/saveLevelRules', {
      levels: [
        { id: levels[0]!.id, name: levels[0]!.name, threshold: 0 },
        { id: gold.id, name: '金牌', threshold: 3000 },
        { name: '王者', threshold: 20_000 },
      ],
    });
    expect(saved.map((l) => [l.name, l.threshold])).toEqual([
      [levels[0]!.name, 0],
      ['金牌', 3000],
      ['王者', 20_000],
    ]);
    expect(saved[1]!.rights).toEqual(gold.rights);
    expect(saved[2]!.rights).toEqual([]);
    // Swapping two names in one save works (the unique names are moved out of the way first).
    await admin.request('/v1/system/settings/saveLevelRules', {
      levels: saved.map((l, i) => ({ id: l.id, name: saved[(i + 1) % saved.length]!.name, threshold: l.threshold })),
    });
    expect(
      (h.services.db.prepare('SELECT count(*) AS n FROM member_levels WHERE brand_id = 13').get() as { n: number }).n,
    ).toBe(3);
  });

  it('refuse levels that do not start at 0, do not increase, repeat a name, are too many, or are another brand’s', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const before = await admin.request('/v1/system/settings/levelRules');
    const bad = async (levels: Array<{ id?: number; name: string; threshold: number }>) =>
      (await refusal(admin.request('/v1/system/settings/saveLevelRules', { levels }))).code;
    expect(await bad([{ name: 'A', threshold: 10 }])).toBe(400);
    expect(
      await bad([
        { name: 'A', threshold: 0 },
        { name: 'B', threshold: 0 },
      ]),
    ).toBe(400);
    expect(
      await bad([
        { name: 'A', threshold: 0 },
        { name: 'A', threshold: 10 },
      ]),
    ).toBe(400);
    expect(await bad([])).toBe(400);
    expect(await bad(Array.from({ length: MEMBER_LEVELS_MAX + 1 }, (_, i) => ({ name: `L${i}`, threshold: i })))).toBe(
      400,
    );
    const foreign = (h.services.db.prepare('SELECT id FROM member_levels WHERE brand_id = 14').get() as { id: number })
      .id;
    expect(await bad([{ id: foreign, name: 'A', threshold: 0 }])).toBe(400);
    expect(await admin.request('/v1/system/settings/levelRules')).toEqual(before);
  });

  it('set what each level grants', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const [first, second] = await admin.request('/v1/system/settings/levelRules');
    await admin.request('/v1/system/settings/saveRightsRules', {
      rules: [
        { levelId: first!.id, rights: ['courseAccess', 'courseAccess'] },
        { levelId: second!.id, rights: [] },
      ],
    });
    const after = await admin.request('/v1/system/settings/levelRules');
    expect(after[0]!.rights).toEqual(['courseAccess']);
    expect(after[1]!.rights).toEqual([]);
  });

  it('are refused without 设置', async () => {
    const staff = await h.signedInClient(STAFF, 13);
    expect((await refusal(staff.request('/v1/system/settings/getSettings'))).code).toBe(NO_PERMISSION_CODE);
    expect((await refusal(staff.request('/v1/system/section/listSections'))).code).toBe(NO_PERMISSION_CODE);
  });
});

describe('sections', () => {
  it('are created at the end with a cover the brand uploaded, edited, reordered, disabled and deleted', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const { url } = await admin.request('/v1/system/account/uploadImage', { file: PNG() });
    const { id } = await admin.request('/v1/system/section/createSection', {
      name: '会员专区',
      coverUrl: url,
      contentTypes: [2, 1, 2],
    });
    let sections = await admin.request('/v1/system/section/listSections');
    expect(sections.at(-1)).toMatchObject({
      id,
      name: '会员专区',
      enabled: true,
      contentTypes: [1, 2],
      sort: sections.length,
    });
    expect(sections.at(-1)!.coverUrl).toContain(url.split('?')[0]);

    await admin.request('/v1/system/section/updateSection', { id, name: '会员福利', contentTypes: [5] });
    await admin.request('/v1/system/section/setSectionEnabled', { id, enabled: 0 });
    const order = [id, ...sections.filter((s) => s.id !== id).map((s) => s.id)];
    await admin.request('/v1/system/section/sortSections', { ids: order });
    sections = await admin.request('/v1/system/section/listSections');
    expect(sections.map((s) => s.id)).toEqual(order);
    expect(sections[0]).toMatchObject({ name: '会员福利', enabled: false, contentTypes: [5], coverUrl: null });

    await admin.request('/v1/system/section/saveSectionLists', {
      id,
      lists: [
        { listCode: 'topics', count: 5 },
        { listCode: 'latest', count: 12 },
      ],
    });
    expect((await admin.request('/v1/system/section/sectionDetail', { id })).lists).toEqual([
      { listCode: 'topics', count: 5 },
      { listCode: 'latest', count: 12 },
    ]);

    await admin.request('/v1/system/section/deleteSection', { id });
    sections = await admin.request('/v1/system/section/listSections');
    expect(sections.map((s) => s.sort)).toEqual(sections.map((_, i) => i + 1));
  });

  it('refuse a name taken, a cover that is not the brand’s upload, a list twice, and a partial order', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const [first, second] = await admin.request('/v1/system/section/listSections');
    expect(
      (await refusal(admin.request('/v1/system/section/createSection', { name: first!.name, contentTypes: [1] }))).code,
    ).toBe(409);
    expect(
      (
        await refusal(
          admin.request('/v1/system/section/createSection', {
            name: '外链封面',
            coverUrl: 'https://example.com/a.png',
            contentTypes: [1],
          }),
        )
      ).code,
    ).toBe(400);
    expect(
      (
        await refusal(
          admin.request('/v1/system/section/saveSectionLists', {
            id: first!.id,
            lists: [
              { listCode: 'latest', count: 1 },
              { listCode: 'latest', count: 2 },
            ],
          }),
        )
      ).code,
    ).toBe(400);
    expect(
      (
        await refusal(
          admin.request('/v1/system/section/saveSectionLists', {
            id: first!.id,
            lists: [{ listCode: 'latest', count: 51 }],
          }),
        )
      ).code,
    ).toBe(400);
    expect(
      (await refusal(admin.request('/v1/system/section/sortSections', { ids: [second!.id, first!.id] }))).code,
    ).toBe(400);
    expect(
      (await refusal(admin.request('/v1/system/section/createSection', { name: '空', contentTypes: [] }))).code,
    ).toBe(400);
  });
});
