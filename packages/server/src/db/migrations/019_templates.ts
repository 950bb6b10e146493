import type { Migration } from '../database';

/**
 * Video templates (issue 23, ADR 0028): 模板空间, 云模板 and 模板创作.
 *
 * - `template_categories`: one shared two-level list (`parent_id` NULL for the first level), with
 *   names in both languages and an order among siblings.
 * - `video_templates`: a brand's template space (`brand_id` set) or the shared cloud catalogue
 *   (`brand_id` NULL, read-only to brands, copied into a space). `spec` is the api-client's
 *   `TemplateSpec` as JSON, stored as it was saved; `duration_ms`, `shot_count` and `slot_count` are
 *   computed from it on save so lists sort and show them without parsing. `cover_url` is the first
 *   shot's material cover when there is one. `deleted_at` is set while it is in the recycle bin.
 *   Times are the server's `YYYY-MM-DD HH:mm:ss` text.
 */
export const templates: Migration = {
  version: 19,
  name: 'templates',
  sql: `
CREATE TABLE template_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES template_categories(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX template_categories_parent ON template_categories(parent_id, sort);

CREATE TABLE video_templates (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER REFERENCES brands(id) ON DELETE CASCADE,
  category_id INTEGER REFERENCES template_categories(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  ratio TEXT NOT NULL CHECK (ratio IN ('9:16', '16:9', '1:1')),
  spec TEXT NOT NULL,
  duration_ms INTEGER NOT NULL CHECK (duration_ms > 0),
  shot_count INTEGER NOT NULL CHECK (shot_count > 0),
  slot_count INTEGER NOT NULL CHECK (slot_count >= 0),
  cover_url TEXT,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX video_templates_space ON video_templates(brand_id, deleted_at, updated_at);
CREATE INDEX video_templates_category ON video_templates(category_id);
`,
};
