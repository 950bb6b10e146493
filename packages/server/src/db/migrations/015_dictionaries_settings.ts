import type { Migration } from '../database';

/**
 * Dictionaries and settings (issue 22, ADR 0026: 字典设置, 设置, 分区设置, 编辑内容配置).
 *
 * - `dictionary_items`: the items of a brand's editable dictionaries (`BRAND_DICTIONARIES` codes in
 *   the api-client): a label unique within the dictionary, a place (`sort`, 1..n, no gaps), enabled.
 * - `marketing_task_tags`: the task tags (items of `taskTags`) a marketing task carries; an item a
 *   task carries is in use and cannot be deleted (RESTRICT), only disabled.
 * - `member_levels`: the brand's member levels by points (`threshold`, the first 0, increasing) and
 *   what each grants (`rights`, JSON array of `LEVEL_RIGHTS` codes).
 * - `content_sections`: the brand's content sections (name, cover from its uploads, place, enabled,
 *   the content types shown, JSON array of `SECTION_CONTENT_TYPES`); `section_lists`: the content
 *   lists a section's page shows, in order, with how many items each.
 * The MCN switches stay in `brands.xuser_config` (migration 001); the Douyin authorisation mode is a
 * brand setting (`brand_settings`, key `dyAuthMode`).
 */
export const dictionariesSettings: Migration = {
  version: 15,
  name: 'dictionaries_settings',
  sql: `
CREATE TABLE dictionary_items (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  dict_code TEXT NOT NULL,
  label TEXT NOT NULL,
  sort INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (brand_id, dict_code, label)
);
CREATE INDEX dictionary_items_order ON dictionary_items (brand_id, dict_code, sort);

CREATE TABLE marketing_task_tags (
  task_id INTEGER NOT NULL REFERENCES marketing_tasks(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL REFERENCES dictionary_items(id) ON DELETE RESTRICT,
  PRIMARY KEY (task_id, item_id)
);
CREATE INDEX marketing_task_tags_item ON marketing_task_tags (item_id);

CREATE TABLE member_levels (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  threshold INTEGER NOT NULL CHECK (threshold >= 0),
  rights TEXT NOT NULL DEFAULT '[]',
  UNIQUE (brand_id, name),
  UNIQUE (brand_id, threshold)
);

CREATE TABLE content_sections (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  cover_url TEXT,
  sort INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  content_types TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (brand_id, name)
);
CREATE INDEX content_sections_order ON content_sections (brand_id, sort);

CREATE TABLE section_lists (
  section_id INTEGER NOT NULL REFERENCES content_sections(id) ON DELETE CASCADE,
  list_code TEXT NOT NULL,
  sort INTEGER NOT NULL,
  item_count INTEGER NOT NULL CHECK (item_count BETWEEN 1 AND 50),
  PRIMARY KEY (section_id, list_code)
);
`,
};
