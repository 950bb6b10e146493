import {
  BRAND_DICTIONARIES,
  type BrandDictionaryCode,
  type BrandDictionaryItem,
  type BrandDictionarySummary,
  type DictionaryOption,
} from '@brand-console/api-client';
import type { Database } from './database';

/**
 * Brand dictionaries (issue 22, 字典设置; migration 015): the items of a brand's editable
 * dictionaries, in order. Every read and write is scoped to the brand it is given; an item's place
 * (`sort`) runs 1..n without gaps within its dictionary.
 */

interface ItemRecord {
  id: number;
  dict_code: BrandDictionaryCode;
  label: string;
  sort: number;
  enabled: number;
  updated_at: string;
  usage: number | null;
}

/** How many stored rows use an item, in SQL (alias `i`), for a dictionary whose usage is known. */
function usageSql(dictCode: BrandDictionaryCode): string {
  const usage = BRAND_DICTIONARIES.find((d) => d.value === dictCode)?.usage ?? null;
  return usage === 'marketingTasks' ? '(SELECT count(*) FROM marketing_task_tags u WHERE u.item_id = i.id)' : 'NULL';
}

const toItem = (r: ItemRecord): BrandDictionaryItem => ({
  id: r.id,
  dictCode: r.dict_code,
  label: r.label,
  sort: r.sort,
  enabled: r.enabled === 1,
  usage: r.usage,
  updateTime: r.updated_at,
});

/** Each dictionary with its numbers of items and enabled items, in `BRAND_DICTIONARIES` order. */
export function dictionarySummaries(db: Database, brandId: number): BrandDictionarySummary[] {
  const counts = db
    .prepare(
      `SELECT dict_code, count(*) AS total, coalesce(sum(enabled), 0) AS enabled FROM dictionary_items
       WHERE brand_id = ? GROUP BY dict_code`,
    )
    .all(brandId) as Array<{ dict_code: string; total: number; enabled: number }>;
  return BRAND_DICTIONARIES.map((d) => {
    const c = counts.find((row) => row.dict_code === d.value);
    return { dictCode: d.value, total: c?.total ?? 0, enabled: c?.enabled ?? 0 };
  });
}

/** Every item of one dictionary of the brand, in order, with its usage where known. */
export function dictionaryItems(db: Database, brandId: number, dictCode: BrandDictionaryCode): BrandDictionaryItem[] {
  return (
    db
      .prepare(
        `SELECT i.id, i.dict_code, i.label, i.sort, i.enabled, i.updated_at, ${usageSql(dictCode)} AS usage
         FROM dictionary_items i WHERE i.brand_id = ? AND i.dict_code = ? ORDER BY i.sort, i.id`,
      )
      .all(brandId, dictCode) as unknown as ItemRecord[]
  ).map(toItem);
}

/** The enabled items of one dictionary of the brand, in order: what the pages using it offer. */
export function enabledDictionaryItems(
  db: Database,
  brandId: number,
  dictCode: BrandDictionaryCode,
): DictionaryOption[] {
  return db
    .prepare(
      `SELECT id, label FROM dictionary_items WHERE brand_id = ? AND dict_code = ? AND enabled = 1 ORDER BY sort, id`,
    )
    .all(brandId, dictCode) as unknown as DictionaryOption[];
}

/** One item of the brand, or undefined when it has none with this id. */
export function findDictionaryItem(db: Database, brandId: number, id: number): BrandDictionaryItem | undefined {
  const code = db.prepare('SELECT dict_code FROM dictionary_items WHERE id = ? AND brand_id = ?').get(id, brandId) as
    { dict_code: BrandDictionaryCode } | undefined;
  if (!code) return undefined;
  const row = db
    .prepare(
      `SELECT i.id, i.dict_code, i.label, i.sort, i.enabled, i.updated_at, ${usageSql(code.dict_code)} AS usage
       FROM dictionary_items i WHERE i.id = ?`,
    )
    .get(id) as ItemRecord | undefined;
  return row && toItem(row);
}

/** True when another item of the dictionary has this label (`exceptId`: the item being renamed). */
export function dictionaryLabelTaken(
  db: Database,
  brandId: number,
  dictCode: BrandDictionaryCode,
  label: string,
  exceptId = 0,
): boolean {
  return !!db
    .prepare('SELECT 1 FROM dictionary_items WHERE brand_id = ? AND dict_code = ? AND label = ? AND id <> ?')
    .get(brandId, dictCode, label, exceptId);
}

export function countDictionaryItems(db: Database, brandId: number, dictCode: BrandDictionaryCode): number {
  return (
    db
      .prepare('SELECT count(*) AS n FROM dictionary_items WHERE brand_id = ? AND dict_code = ?')
      .get(brandId, dictCode) as {
      n: number;
    }
  ).n;
}

/** Adds an enabled item at the end of the dictionary; answers its id. */
export function addDictionaryItem(
  db: Database,
  brandId: number,
  dictCode: BrandDictionaryCode,
  label: string,
  now: string,
): number {
  const result = db
    .prepare(
      `INSERT INTO dictionary_items (brand_id, dict_code, label, sort, enabled, created_at, updated_at)
       VALUES (?1, ?2, ?3, (SELECT coalesce(max(sort), 0) + 1 FROM dictionary_items WHERE brand_id = ?1 AND dict_code = ?2),
         1, ?4, ?4)`,
    )
    .run(brandId, dictCode, label, now);
  return Number(result.lastInsertRowid);
}

export function renameDictionaryItem(db: Database, brandId: number, id: number, label: string, now: string): void {
  db.prepare('UPDATE dictionary_items SET label = ?, updated_at = ? WHERE id = ? AND brand_id = ?').run(
    label,
    now,
    id,
    brandId,
  );
}

export function setDictionaryItemEnabled(db: Database, brandId: number, id: number, enabled: boolean, now: string) {
  db.prepare('UPDATE dictionary_items SET enabled = ?, updated_at = ? WHERE id = ? AND brand_id = ?').run(
    enabled ? 1 : 0,
    now,
    id,
    brandId,
  );
}

/** Puts the dictionary's items in the order of `ids` (every item of it, once each: checked by the caller). */
export function sortDictionaryItems(db: Database, brandId: number, ids: readonly number[]): void {
  const update = db.prepare('UPDATE dictionary_items SET sort = ? WHERE id = ? AND brand_id = ?');
  ids.forEach((id, index) => update.run(index + 1, id, brandId));
}

/** Deletes an item (not in use: checked by the caller) and closes the gap it leaves in the order. */
export function deleteDictionaryItem(db: Database, brandId: number, item: BrandDictionaryItem): void {
  db.prepare('DELETE FROM dictionary_items WHERE id = ? AND brand_id = ?').run(item.id, brandId);
  db.prepare('UPDATE dictionary_items SET sort = sort - 1 WHERE brand_id = ? AND dict_code = ? AND sort > ?').run(
    brandId,
    item.dictCode,
    item.sort,
  );
}

/** The labels of a task's tags, in the dictionary's order (disabled tags included: the task keeps them). */
export function taskTagLabels(db: Database, taskId: number): string[] {
  return (
    db
      .prepare(
        `SELECT i.label FROM marketing_task_tags t JOIN dictionary_items i ON i.id = t.item_id
         WHERE t.task_id = ? ORDER BY i.sort, i.id`,
      )
      .all(taskId) as Array<{ label: string }>
  ).map((r) => r.label);
}
