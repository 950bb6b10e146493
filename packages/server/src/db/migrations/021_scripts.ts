import type { Migration } from '../database';

/**
 * Scripts (脚本创作, issue 23, ADR 0030): a brand's editing projects, each a storyboard of shots with
 * their own narration (`spec`: the api-client's `ScriptSpec` as JSON). Counts and the cover are
 * computed on save for the list; `template_id` names the template a script was made from, if any;
 * the recycle bin is `deleted_at`. A script renders as a synthesis task of mode 3 whose
 * `template_id` holds the script's id.
 */
export const scripts: Migration = {
  version: 21,
  name: 'scripts',
  sql: `
CREATE TABLE editing_projects (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  ratio TEXT NOT NULL,
  spec TEXT NOT NULL,
  shot_count INTEGER NOT NULL,
  narration_length INTEGER NOT NULL,
  cover_url TEXT,
  template_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX editing_projects_brand ON editing_projects(brand_id, deleted_at, updated_at);
`,
};
