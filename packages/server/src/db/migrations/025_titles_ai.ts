import type { Migration } from '../database';

/**
 * Titles and text generation (issue 23, ADR 0034): the brand's title library (`titles`, one text
 * once per brand), the brand's OpenAI-compatible endpoint (`ai_settings`, its key kept here and
 * never answered in full), and caption batches made real: the works a batch covers, what it asks
 * for, and one result row per work (`caption_results`, the texts as a JSON array and who wrote them).
 */
export const titlesAi: Migration = {
  version: 25,
  name: 'titles_ai',
  sql: `
CREATE TABLE titles (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  text TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '[]',
  used_count INTEGER NOT NULL DEFAULT 0,
  generator TEXT CHECK (generator IN ('builtin', 'openai-compatible')),
  model TEXT,
  creation_id INTEGER REFERENCES creations(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX titles_brand_text ON titles(brand_id, text);
CREATE INDEX titles_brand_created ON titles(brand_id, created_at);

CREATE TABLE ai_settings (
  brand_id INTEGER PRIMARY KEY REFERENCES brands(id) ON DELETE CASCADE,
  base_url TEXT NOT NULL,
  model TEXT NOT NULL,
  api_key TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);

ALTER TABLE caption_tasks ADD COLUMN creation_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE caption_tasks ADD COLUMN prompt TEXT NOT NULL DEFAULT '';
ALTER TABLE caption_tasks ADD COLUMN count INTEGER NOT NULL DEFAULT 3;

CREATE TABLE caption_results (
  task_id INTEGER NOT NULL REFERENCES caption_tasks(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  creation_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  creation_name TEXT NOT NULL,
  texts TEXT NOT NULL DEFAULT '[]',
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  generator TEXT,
  model TEXT,
  error TEXT,
  PRIMARY KEY (task_id, creation_id)
);
CREATE INDEX caption_results_brand ON caption_results(brand_id, task_id, position);
`,
};
