import type { Migration } from '../database';

/**
 * Marketing tasks (营销中心, issue 21's employee analysis reads them; the marketing pages of a later
 * issue write them): a brand's tasks of the spec's types (1 video, 2 live, 3 collecting, 5 study,
 * 6 image-text) with when they run, and the members taking part — when each joined and completed,
 * with what they handed in and how far it was seen.
 */
export const marketingTasks: Migration = {
  version: 11,
  name: 'marketing_tasks',
  sql: `
CREATE TABLE marketing_tasks (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (1, 2, 3, 5, 6)),
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  CHECK (start_time <= end_time)
);
CREATE INDEX marketing_tasks_brand ON marketing_tasks (brand_id, start_time);

CREATE TABLE marketing_task_members (
  task_id INTEGER NOT NULL REFERENCES marketing_tasks(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at TEXT NOT NULL,
  completed_at TEXT,
  works_submitted INTEGER NOT NULL DEFAULT 0,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (task_id, user_id),
  CHECK (completed_at IS NULL OR completed_at >= joined_at)
);
CREATE INDEX marketing_task_members_joined ON marketing_task_members (joined_at);
CREATE INDEX marketing_task_members_user ON marketing_task_members (user_id);
`,
};
