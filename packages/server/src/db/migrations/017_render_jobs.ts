import type { Migration } from '../database';

/**
 * Render jobs (issue 23, ADR 0027): the media engine's queue in the job worker. One row per render
 * (today a material split or merge, `operation_id` naming it; later template, script and pipeline
 * renders with their own `kind` and `input`), with its progress (0–100), the reason it failed (a
 * code of the api-client's `RENDER_FAILURE_REASONS`) and its times.
 *
 * - `status`: `RENDER_JOB_STATUSES` — 0 waiting, 1 running, 2 done, 3 failed, 4 cancelled.
 *
 * Files the engine writes for a brand (pieces, covers) are recorded in `uploads` like the brand's
 * own uploads, so a material may point at them and a save can name them.
 */
export const renderJobs: Migration = {
  version: 17,
  name: 'render_jobs',
  sql: `
CREATE TABLE render_jobs (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('split', 'merge')),
  operation_id INTEGER UNIQUE REFERENCES material_operations(id) ON DELETE CASCADE,
  input TEXT NOT NULL DEFAULT '{}',
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  fail_reason TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);
CREATE INDEX render_jobs_queue ON render_jobs(status, id);
CREATE INDEX render_jobs_brand ON render_jobs(brand_id, user_id, created_at);
`,
};
