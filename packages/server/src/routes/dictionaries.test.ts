import {
  DICTIONARY_ITEM_LABEL_MAX,
  DICTIONARY_ITEMS_MAX,
  isApiError,
  NO_PERMISSION_CODE,
} from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDictionaries } from '../seed/dictionaries';
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
/** 周运营: brand 13 staff whose role does not grant 字典设置. */
const STAFF = '13800000002';

/** The labels of a dictionary as stored, in order, with disabled ones marked. */
const stored = (brandId: number, dictCode: string) =>
  (
    h.services.db
      .prepare('SELECT label, enabled FROM dictionary_items WHERE brand_id = ? AND dict_code = ? ORDER BY sort')
      .all(brandId, dictCode) as Array<{ label: string; enabled: number }>
  ).map((r) => (r.enabled ? r.label : `(${r.label})`));

describe('brand dictionaries', () => {
  it('list each dictionary with its counts, from the seed', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const dicts = await admin.request('/v1/system/dict/listDicts');
    const tags = dicts.find((d) => d.dictCode === 'taskTags')!;
    expect(tags.total).toBe(seedDictionaries[13]!.taskTags.length);
    expect(tags.enabled).toBe(seedDictionaries[13]!.taskTags.filter((i) => typeof i === 'string').length);
  });

  it('add at the end, rename, disable, reorder and delete, and members read the enabled items in order', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const staff = await h.signedInClient(STAFF, 13);
    const { id } = await admin.request('/v1/system/dict/addItem', { dictCode: 'industries', label: '  宠物用品 ' });
    expect(stored(13, 'industries').at(-1)).toBe('宠物用品');

    await admin.request('/v1/system/dict/renameItem', { id, label: '宠物' });
    const items = await admin.request('/v1/system/dict/listItems', { dictCode: 'industries' });
    expect(items.at(-1)).toMatchObject({ id, label: '宠物', enabled: true, sort: items.length, usage: null });

    // Move the new item to the front, disable the second.
    const ids = [id, ...items.filter((i) => i.id !== id).map((i) => i.id)];
    await admin.request('/v1/system/dict/sortItems', { dictCode: 'industries', ids });
    await admin.request('/v1/system/dict/setItemEnabled', { id: ids[1]!, enabled: 0 });

    const enabled = await staff.request('/v1/system/dict/enabledItems', { dictCode: 'industries' });
    const expected = (
      h.services.db
        .prepare(
          "SELECT id, label FROM dictionary_items WHERE brand_id = 13 AND dict_code = 'industries' AND enabled = 1 ORDER BY sort",
        )
        .all() as Array<{ id: number; label: string }>
    ).map((r) => ({ ...r }));
    expect(enabled).toEqual(expected);
    expect(enabled[0]).toEqual({ id, label: '宠物' });
    expect(enabled.map((i) => i.id)).not.toContain(ids[1]);

    await admin.request('/v1/system/dict/deleteItem', { id });
    const after = await admin.request('/v1/system/dict/listItems', { dictCode: 'industries' });
    expect(after.map((i) => i.sort)).toEqual(after.map((_, i) => i + 1));
    expect(after.map((i) => i.id)).not.toContain(id);
  });

  it('refuse a label the dictionary already has, an empty or too long one, and a partial or foreign order', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const [first, second] = await admin.request('/v1/system/dict/listItems', { dictCode: 'customerStages' });
    const before = stored(13, 'customerStages');
    const taken = await refusal(
      admin.request('/v1/system/dict/addItem', { dictCode: 'customerStages', label: first!.label }),
    );
    expect(taken.code).toBe(409);
    expect(taken.message).toBe('该名称已存在');
    expect(
      (await refusal(admin.request('/v1/system/dict/renameItem', { id: second!.id, label: first!.label }))).code,
    ).toBe(409);
    // The same label in another dictionary is fine.
    await admin.request('/v1/system/dict/addItem', { dictCode: 'industries', label: first!.label });
    const blank = await refusal(admin.request('/v1/system/dict/addItem', { dictCode: 'customerStages', label: '   ' }));
    expect(blank.code).toBe(400);
    const long = await refusal(
      admin.request('/v1/system/dict/addItem', {
        dictCode: 'customerStages',
        label: '长'.repeat(DICTIONARY_ITEM_LABEL_MAX + 1),
      }),
    );
    expect(long.message).toContain(String(DICTIONARY_ITEM_LABEL_MAX));
    const partial = await refusal(
      admin.request('/v1/system/dict/sortItems', { dictCode: 'customerStages', ids: [second!.id, first!.id] }),
    );
    expect(partial.code).toBe(400);
    const foreignId = (
      h.services.db
        .prepare("SELECT id FROM dictionary_items WHERE brand_id = 14 AND dict_code = 'customerStages'")
        .get() as {
        id: number;
      }
    ).id;
    const all = (await admin.request('/v1/system/dict/listItems', { dictCode: 'customerStages' })).map((i) => i.id);
    expect(
      (
        await refusal(
          admin.request('/v1/system/dict/sortItems', { dictCode: 'customerStages', ids: [...all.slice(1), foreignId] }),
        )
      ).code,
    ).toBe(400);
    expect((await refusal(admin.request('/v1/system/dict/renameItem', { id: foreignId, label: '越权' }))).message).toBe(
      '字典项不存在',
    );
    expect(stored(13, 'customerStages')).toEqual(before);
  });

  it('hold at most DICTIONARY_ITEMS_MAX items', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const insert = h.services.db.prepare(
      "INSERT INTO dictionary_items (brand_id, dict_code, label, sort, enabled, created_at, updated_at) VALUES (13, 'industries', ?, ?, 1, '', '')",
    );
    const have = stored(13, 'industries').length;
    for (let i = have; i < DICTIONARY_ITEMS_MAX; i++) insert.run(`行业${i}`, i + 1);
    const full = await refusal(admin.request('/v1/system/dict/addItem', { dictCode: 'industries', label: '再来一个' }));
    expect(full.message).toBe(`每个字典最多 ${DICTIONARY_ITEMS_MAX} 项`);
  });

  it('refuse deleting a task tag a task carries, and allow disabling it', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const items = await admin.request('/v1/system/dict/listItems', { dictCode: 'taskTags' });
    const used = items.find((i) => (i.usage ?? 0) > 0)!;
    const count = (
      h.services.db.prepare('SELECT count(*) AS n FROM marketing_task_tags WHERE item_id = ?').get(used.id) as {
        n: number;
      }
    ).n;
    expect(used.usage).toBe(count);
    const error = await refusal(admin.request('/v1/system/dict/deleteItem', { id: used.id }));
    expect(error.code).toBe(409);
    await admin.request('/v1/system/dict/setItemEnabled', { id: used.id, enabled: 0 });
    expect(stored(13, 'taskTags')).toContain(`(${used.label})`);
    const unused = items.find((i) => i.usage === 0)!;
    await admin.request('/v1/system/dict/deleteItem', { id: unused.id });
    expect(stored(13, 'taskTags').join()).not.toContain(unused.label);
  });

  it('keep each brand to its own items', async () => {
    const admin13 = await h.signedInClient(ADMIN, 13);
    const main14 = await h.signedInClient('13800000003', 14);
    const ofBrand = (brandId: number) =>
      new Set(
        (
          h.services.db.prepare('SELECT id FROM dictionary_items WHERE brand_id = ?').all(brandId) as Array<{
            id: number;
          }>
        ).map((r) => r.id),
      );
    const read = await main14.request('/v1/system/dict/enabledItems', { dictCode: 'taskTags' });
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((i) => ofBrand(14).has(i.id))).toBe(true);
    const listed = await admin13.request('/v1/system/dict/listItems', { dictCode: 'taskTags' });
    expect(listed.every((i) => ofBrand(13).has(i.id))).toBe(true);
  });

  it('are edited only with 字典设置', async () => {
    const staff = await h.signedInClient(STAFF, 13);
    const error = await refusal(staff.request('/v1/system/dict/addItem', { dictCode: 'industries', label: '无权' }));
    expect(error.code).toBe(NO_PERMISSION_CODE);
    expect(stored(13, 'industries')).not.toContain('无权');
  });
});

describe('task tags in employee analysis', () => {
  it('filter the task list by any of the chosen tags and show each task its tags in the dictionary order', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const options = await admin.request('/v1/system/dict/enabledItems', { dictCode: 'taskTags' });
    const festive = options.find((t) => t.label === '节日营销')!;
    const training = options.find((t) => t.label === '员工培训')!;
    const list = (tagIds: number[]) =>
      admin.request('/mission/operationalAnalysis/taskDataList', { pageNo: 1, pageSize: 100, tagIds });
    const carrying = (ids: number[]) =>
      (
        h.services.db
          .prepare(
            `SELECT DISTINCT task_id FROM marketing_task_tags WHERE item_id IN (${ids.join(',')}) ORDER BY task_id`,
          )
          .all() as Array<{ task_id: number }>
      ).map((r) => r.task_id);
    const { records, total } = await list([festive.id]);
    expect(total).toBe(carrying([festive.id]).length);
    expect(total).toBeGreaterThan(0);
    expect(records.map((r) => r.taskId).sort((x, y) => x - y)).toEqual(carrying([festive.id]));
    expect(records.every((r) => r.tags.includes('节日营销'))).toBe(true);
    const either = await list([festive.id, training.id]);
    expect(either.records.map((r) => r.taskId).sort((x, y) => x - y)).toEqual(carrying([festive.id, training.id]));
    expect(either.total).toBeGreaterThan(total);
    const both = records.find((r) => r.tags.length > 1);
    if (both) {
      const order = (await admin.request('/v1/system/dict/listItems', { dictCode: 'taskTags' })).map((i) => i.label);
      expect([...both.tags].sort((x, y) => order.indexOf(x) - order.indexOf(y))).toEqual(both.tags);
    }
  });
});
