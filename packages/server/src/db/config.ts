import type { Database } from './database';

/** Data access of brand configuration: settings stored per brand as JSON under a key. */

/** Reads one setting of a brand, or `fallback` when the brand has none. */
export function brandSetting<T>(db: Database, brandId: number, key: string, fallback: T): T {
  const row = db.prepare('SELECT value FROM brand_settings WHERE brand_id = ? AND key = ?').get(brandId, key) as
    { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : fallback;
}
