import type { Database } from './database';

/** Data access of brand configuration: settings stored per brand as JSON under a key. */

/** The settings the organisation page edits (issue 21), by key in `brand_settings`. */
export const ORG_SETTING_KEYS = {
  autoRegister: 'orgAutoRegister',
  defaultRoleId: 'orgDefaultRoleId',
  outsider: 'outsiderState',
  /** The same flag `isShowEmployeeId` reads (`updateDisplayId` writes it). */
  showEmployeeId: 'showEmployeeId',
  employeeGrowth: 'employeeGrowth',
} as const;

/** Reads one setting of a brand, or `fallback` when the brand has none. */
export function brandSetting<T>(db: Database, brandId: number, key: string, fallback: T): T {
  const row = db.prepare('SELECT value FROM brand_settings WHERE brand_id = ? AND key = ?').get(brandId, key) as
    { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : fallback;
}

/** Writes one setting of a brand. */
export function setBrandSetting(db: Database, brandId: number, key: string, value: unknown): void {
  db.prepare('INSERT OR REPLACE INTO brand_settings (brand_id, key, value) VALUES (?, ?, ?)').run(
    brandId,
    key,
    JSON.stringify(value),
  );
}
