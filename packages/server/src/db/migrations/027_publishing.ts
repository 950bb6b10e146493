import type { Migration } from '../database';

/**
 * Matrix publishing (issue 24, ADR 0036).
 *
 * - `publish_tasks`: a batch of 批量发布: its name, the member who made it, when it is due
 *   (`scheduled_at`, NULL for at once), and what the form chose (`options` JSON: topics, mentions,
 *   location, industry as entered, for the batch's detail).
 * - `publications`: one work published to one account, the job the worker runs through the platform
 *   adapter. `source` 1 batch (`task_id`) or 2 a QR code's scan (`qrcode_id`, `scan_id`); the work is
 *   a 成品库 creation (`work_source` 1) or a library material (2), with its name, files and cover
 *   copied at creation so a later edit of the work does not change what was published. The account
 *   is the brand's (`account_id`) or, for a scan, the visitor's own (`account_id` NULL, its platform
 *   id and name kept). `status` is `PUBLISH_STATUSES` (1 waiting, 2 publishing, 3 success, 4 failed,
 *   5 closed); `reason` the platform's words when it failed; `item_id`/`item_url` the published item;
 *   `mount` JSON of what was attached to it afterwards.
 */
export const publishing: Migration = {
  version: 27,
  name: 'publishing',
  sql: `
CREATE TABLE publish_tasks (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  scheduled_at INTEGER,
  options TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE INDEX publish_tasks_brand ON publish_tasks(brand_id, created_at);

CREATE TABLE publications (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  source INTEGER NOT NULL CHECK (source IN (1, 2)),
  task_id INTEGER REFERENCES publish_tasks(id) ON DELETE CASCADE,
  qrcode_id INTEGER,
  scan_id INTEGER,
  work_source INTEGER NOT NULL CHECK (work_source IN (1, 2)),
  work_id INTEGER NOT NULL,
  work_name TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT 'video' CHECK (kind IN ('video', 'note')),
  files TEXT NOT NULL DEFAULT '[]',
  cover_url TEXT,
  platform INTEGER NOT NULL CHECK (platform IN (1, 2, 3, 4)),
  account_id INTEGER REFERENCES platform_accounts(id) ON DELETE SET NULL,
  platform_uid TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_avatar TEXT,
  title TEXT NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  topics TEXT NOT NULL DEFAULT '[]',
  mentions TEXT NOT NULL DEFAULT '[]',
  location TEXT NOT NULL DEFAULT '',
  industry TEXT NOT NULL DEFAULT '',
  title_id INTEGER,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4, 5)),
  reason TEXT,
  item_id TEXT,
  item_url TEXT,
  scheduled_at INTEGER,
  started_at INTEGER,
  published_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  mount TEXT,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX publications_brand ON publications(brand_id, created_at);
CREATE INDEX publications_due ON publications(status, scheduled_at);
CREATE INDEX publications_task ON publications(task_id);
`,
};
