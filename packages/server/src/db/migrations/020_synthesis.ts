import type { Migration } from '../database';

/**
 * Synthesis tasks and the creation library (issue 23, ADR 0028).
 *
 * - `synthesis_tasks`: one render that makes one finished video (`mode`: `VIDEO_GENERATION_MODES`,
 *   2 template). `spec` is the `TemplateSpec` exactly as rendered (the member's slot materials and
 *   narration in place), so a retry renders the same thing and the detail shows what made the
 *   video even after the template changed or was purged (`template_id` is kept without a foreign
 *   key; `source_name` is the template's name at the time). `status`: `GENERATION_STATUSES` — 0
 *   waiting, 1 processing, 2 completed, 3 failed (`fail_reason`, a `RENDER_FAILURE_REASONS` code),
 *   5 closed (cancelled). `duration_ms` is the expected length; `render_job_id` the current
 *   attempt's render job; `creation_id` the finished video.
 * - `creations` (成品库): finished videos (`creation_type` 0) and image-text notes (99), with the
 *   file, cover, measured duration, size and dimensions, `source` (`MATERIAL_SOURCES`, 11 template
 *   generation) and the task that rendered it. `deleted_at` is set when it is deleted.
 *   `creation_tags` relates them to the brand's tags.
 * - `render_jobs` gains the kind `synthesis` and `task_id` (SQLite cannot change a CHECK, so the
 *   table is rebuilt with its rows and indexes). A retry queues a new job for the same task.
 */
export const synthesis: Migration = {
  version: 20,
  name: 'synthesis',
  sql: `
CREATE TABLE synthesis_tasks (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mode INTEGER NOT NULL,
  name TEXT NOT NULL,
  template_id INTEGER,
  source_name TEXT,
  spec TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4, 5)),
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  fail_reason TEXT,
  render_job_id INTEGER REFERENCES render_jobs(id) ON DELETE SET NULL,
  creation_id INTEGER REFERENCES creations(id) ON DELETE SET NULL,
  duration_ms INTEGER NOT NULL CHECK (duration_ms > 0),
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);
CREATE INDEX synthesis_tasks_brand ON synthesis_tasks(brand_id, created_at);
CREATE INDEX synthesis_tasks_user ON synthesis_tasks(brand_id, user_id, created_at);

CREATE TABLE creations (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  creation_type INTEGER NOT NULL DEFAULT 0 CHECK (creation_type IN (0, 99)),
  url TEXT,
  cover_url TEXT,
  duration INTEGER,
  size INTEGER,
  width INTEGER,
  height INTEGER,
  source INTEGER NOT NULL,
  task_id INTEGER REFERENCES synthesis_tasks(id) ON DELETE SET NULL,
  content TEXT,
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX creations_brand ON creations(brand_id, deleted_at, created_at);

CREATE TABLE creation_tags (
  creation_id INTEGER NOT NULL REFERENCES creations(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (creation_id, tag_id)
);

CREATE TABLE render_jobs_rebuilt (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('split', 'merge', 'synthesis')),
  operation_id INTEGER UNIQUE REFERENCES material_operations(id) ON DELETE CASCADE,
  task_id INTEGER REFERENCES synthesis_tasks(id) ON DELETE CASCADE,
  input TEXT NOT NULL DEFAULT '{}',
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  fail_reason TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);
INSERT INTO render_jobs_rebuilt (id, brand_id, user_id, kind, operation_id, input, status, progress, fail_reason,
  created_at, started_at, finished_at)
  SELECT id, brand_id, user_id, kind, operation_id, input, status, progress, fail_reason, created_at, started_at,
    finished_at FROM render_jobs;
DROP TABLE render_jobs;
ALTER TABLE render_jobs_rebuilt RENAME TO render_jobs;
CREATE INDEX render_jobs_queue ON render_jobs(status, id);
CREATE INDEX render_jobs_brand ON render_jobs(brand_id, user_id, created_at);
CREATE INDEX render_jobs_task ON render_jobs(task_id);
`,
};
