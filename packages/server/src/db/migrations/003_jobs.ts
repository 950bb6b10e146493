import type { Migration } from '../database';

/**
 * Background jobs: an unguessable download token per finished export (the console opens the file
 * in a new window, without headers), and progress counters for merge/split and AI batches.
 */
export const jobs: Migration = {
  version: 3,
  name: 'jobs',
  sql: `
ALTER TABLE download_tasks ADD COLUMN download_token TEXT;
CREATE UNIQUE INDEX download_tasks_token ON download_tasks(download_token);
ALTER TABLE material_operations ADD COLUMN target_count INTEGER NOT NULL DEFAULT 1;
ALTER TABLE material_operations ADD COLUMN steps_done INTEGER NOT NULL DEFAULT 0;
CREATE INDEX mark_tag_tasks_brand ON mark_tag_tasks(brand_id, created_at);
CREATE INDEX material_operations_brand ON material_operations(brand_id, operation_type, created_at);
CREATE INDEX caption_tasks_brand ON caption_tasks(brand_id, created_at);
`,
};
