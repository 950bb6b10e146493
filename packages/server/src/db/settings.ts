import {
  MEMBER_LEVEL_POINTS_MAX,
  type BrandSettings,
  type ContentSection,
  type DouyinAuthMode,
  type LevelRight,
  type MemberLevel,
  type SectionContentList,
  type SectionContentType,
} from '@brand-console/api-client';
import { brandSetting, setBrandSetting } from './config';
import type { Database } from './database';

/**
 * Settings (issue 22, 设置 / 分区设置 / 编辑内容配置; migration 015): the brand's MCN switches (its
 * `xuser_config`, which user info answers as `xuserConfig`), the Douyin authorisation mode (a brand
 * setting), member levels with their rights, and content sections with their pages' lists. Every
 * read and write is scoped to the brand it is given.
 */

/** The brand setting of the Douyin authorisation mode (`DOUYIN_AUTH_MODES`; 1 scan a QR code by default). */
export const DY_AUTH_MODE_KEY = 'dyAuthMode';

/** The brand's `xuser_config` JSON (a brand stores other keys there too: they are kept). */
function xuserConfig(db: Database, brandId: number): Record<string, unknown> {
  const row = db.prepare('SELECT xuser_config FROM brands WHERE id = ?').get(brandId) as
    { xuser_config: string } | undefined;
  try {
    const value = JSON.parse(row?.xuser_config ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored switch: `true`/`1` on, anything else off. */
const on = (value: unknown) => value === true || value === 1;

export function brandSettings(db: Database, brandId: number): BrandSettings {
  const config = xuserConfig(db, brandId);
  const mode = brandSetting<number>(db, brandId, DY_AUTH_MODE_KEY, 1);
  return {
    allowDyMcnAuth: on(config.allowDyMcnAuth),
    allowCluesAuth: on(config.allowCluesAuth),
    dyAuthMode: (mode === 2 ? 2 : 1) as DouyinAuthMode,
  };
}

/** Writes the MCN switches into the brand's `xuser_config`, as booleans, keeping its other keys. */
export function setMcnSettings(
  db: Database,
  brandId: number,
  flags: { allowDyMcnAuth: boolean; allowCluesAuth: boolean },
) {
  const config = { ...xuserConfig(db, brandId), ...flags };
  db.prepare('UPDATE brands SET xuser_config = ? WHERE id = ?').run(JSON.stringify(config), brandId);
}

export function setDyAuthMode(db: Database, brandId: number, mode: DouyinAuthMode): void {
  setBrandSetting(db, brandId, DY_AUTH_MODE_KEY, mode);
}

// ── member levels ──

interface LevelRecord {
  id: number;
  name: string;
  threshold: number;
  rights: string;
}

/** The brand's member levels by threshold, each with its rights. */
export function memberLevels(db: Database, brandId: number): MemberLevel[] {
  return (
    db
      .prepare('SELECT id, name, threshold, rights FROM member_levels WHERE brand_id = ? ORDER BY threshold')
      .all(brandId) as unknown as LevelRecord[]
  ).map((r) => ({ id: r.id, name: r.name, threshold: r.threshold, rights: JSON.parse(r.rights) as LevelRight[] }));
}

/**
 * Replaces the brand's levels (validated by the caller: names unique, thresholds from 0 increasing,
 * every `id` one of the brand's): listed levels with an id are updated and keep their rights, new
 * ones are added without rights, levels left out are deleted. Thresholds and names are unique per
 * brand, so the kept rows are first moved out of the way (thresholds above any allowed, names by id).
 */
export function replaceMemberLevels(
  db: Database,
  brandId: number,
  levels: ReadonlyArray<{ id?: number | undefined; name: string; threshold: number }>,
): void {
  const kept = levels.flatMap((l) => (l.id === undefined ? [] : [l.id]));
  db.prepare(
    `DELETE FROM member_levels WHERE brand_id = ? AND id NOT IN (${kept.map(() => '?').join(', ') || 'NULL'})`,
  ).run(brandId, ...kept);
  db.prepare(
    `UPDATE member_levels SET threshold = ${MEMBER_LEVEL_POINTS_MAX} + 1 + id, name = '#' || id WHERE brand_id = ?`,
  ).run(brandId);
  const update = db.prepare('UPDATE member_levels SET name = ?, threshold = ? WHERE id = ? AND brand_id = ?');
  const insert = db.prepare("INSERT INTO member_levels (brand_id, name, threshold, rights) VALUES (?, ?, ?, '[]')");
  for (const level of levels) {
    if (level.id === undefined) insert.run(brandId, level.name, level.threshold);
    else update.run(level.name, level.threshold, level.id, brandId);
  }
}

export function setLevelRights(db: Database, brandId: number, levelId: number, rights: readonly LevelRight[]): void {
  db.prepare('UPDATE member_levels SET rights = ? WHERE id = ? AND brand_id = ?').run(
    JSON.stringify(rights),
    levelId,
    brandId,
  );
}

// ── content sections ──

interface SectionRecord {
  id: number;
  name: string;
  cover_url: string | null;
  sort: number;
  enabled: number;
  content_types: string;
  updated_at: string;
}

function listsOf(db: Database, sectionId: number): ContentSection['lists'] {
  return (
    db
      .prepare('SELECT list_code, item_count FROM section_lists WHERE section_id = ? ORDER BY sort')
      .all(sectionId) as Array<{ list_code: SectionContentList; item_count: number }>
  ).map((r) => ({ listCode: r.list_code, count: r.item_count }));
}

const toSection = (db: Database, r: SectionRecord): ContentSection => ({
  id: r.id,
  name: r.name,
  coverUrl: r.cover_url,
  sort: r.sort,
  enabled: r.enabled === 1,
  contentTypes: JSON.parse(r.content_types) as SectionContentType[],
  lists: listsOf(db, r.id),
  updateTime: r.updated_at,
});

const SECTION_COLUMNS = 'id, name, cover_url, sort, enabled, content_types, updated_at';

/** The brand's sections in order. */
export function contentSections(db: Database, brandId: number): ContentSection[] {
  return (
    db
      .prepare(`SELECT ${SECTION_COLUMNS} FROM content_sections WHERE brand_id = ? ORDER BY sort, id`)
      .all(brandId) as unknown as SectionRecord[]
  ).map((r) => toSection(db, r));
}

export function findSection(db: Database, brandId: number, id: number): ContentSection | undefined {
  const row = db
    .prepare(`SELECT ${SECTION_COLUMNS} FROM content_sections WHERE id = ? AND brand_id = ?`)
    .get(id, brandId) as SectionRecord | undefined;
  return row && toSection(db, row);
}

export function sectionNameTaken(db: Database, brandId: number, name: string, exceptId = 0): boolean {
  return !!db
    .prepare('SELECT 1 FROM content_sections WHERE brand_id = ? AND name = ? AND id <> ?')
    .get(brandId, name, exceptId);
}

export function countSections(db: Database, brandId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM content_sections WHERE brand_id = ?').get(brandId) as { n: number }).n;
}

export interface SectionInput {
  name: string;
  coverUrl: string | null;
  contentTypes: readonly SectionContentType[];
}

/** Adds an enabled section at the end; answers its id. */
export function createSection(db: Database, brandId: number, input: SectionInput, now: string): number {
  const result = db
    .prepare(
      `INSERT INTO content_sections (brand_id, name, cover_url, sort, enabled, content_types, created_at, updated_at)
       VALUES (?1, ?2, ?3, (SELECT coalesce(max(sort), 0) + 1 FROM content_sections WHERE brand_id = ?1), 1, ?4, ?5, ?5)`,
    )
    .run(brandId, input.name, input.coverUrl, JSON.stringify(input.contentTypes), now);
  return Number(result.lastInsertRowid);
}

export function updateSection(db: Database, brandId: number, id: number, input: SectionInput, now: string): void {
  db.prepare(
    'UPDATE content_sections SET name = ?, cover_url = ?, content_types = ?, updated_at = ? WHERE id = ? AND brand_id = ?',
  ).run(input.name, input.coverUrl, JSON.stringify(input.contentTypes), now, id, brandId);
}

export function setSectionEnabled(db: Database, brandId: number, id: number, enabled: boolean, now: string): void {
  db.prepare('UPDATE content_sections SET enabled = ?, updated_at = ? WHERE id = ? AND brand_id = ?').run(
    enabled ? 1 : 0,
    now,
    id,
    brandId,
  );
}

/** Puts the brand's sections in the order of `ids` (every one, once each: checked by the caller). */
export function sortSections(db: Database, brandId: number, ids: readonly number[]): void {
  const update = db.prepare('UPDATE content_sections SET sort = ? WHERE id = ? AND brand_id = ?');
  ids.forEach((id, index) => update.run(index + 1, id, brandId));
}

export function deleteSection(db: Database, brandId: number, section: ContentSection): void {
  db.prepare('DELETE FROM content_sections WHERE id = ? AND brand_id = ?').run(section.id, brandId);
  db.prepare('UPDATE content_sections SET sort = sort - 1 WHERE brand_id = ? AND sort > ?').run(brandId, section.sort);
}

/** Replaces a section's content lists (of the brand: checked by the caller), in the given order. */
export function setSectionLists(
  db: Database,
  sectionId: number,
  lists: ReadonlyArray<{ listCode: SectionContentList; count: number }>,
  now: string,
): void {
  db.prepare('DELETE FROM section_lists WHERE section_id = ?').run(sectionId);
  const insert = db.prepare('INSERT INTO section_lists (section_id, list_code, sort, item_count) VALUES (?, ?, ?, ?)');
  lists.forEach((l, i) => insert.run(sectionId, l.listCode, i + 1, l.count));
  db.prepare('UPDATE content_sections SET updated_at = ? WHERE id = ?').run(now, sectionId);
}
