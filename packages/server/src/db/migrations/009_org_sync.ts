import type { Migration } from '../database';

/**
 * Organisation sync (issue 21): the stand-in identity provider's directory becomes one per brand
 * (each person belongs to a brand's enterprise directory, in a department given as a path of
 * names, and may have left), a member remembers the directory identity a sync linked them to, and
 * each sync run is kept with what it changed.
 */
export const orgSync: Migration = {
  version: 9,
  name: 'org_sync',
  sql: `
ALTER TABLE idp_people ADD COLUMN brand_id INTEGER REFERENCES brands(id) ON DELETE CASCADE;
ALTER TABLE idp_people ADD COLUMN dept_path TEXT;
ALTER TABLE idp_people ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
CREATE INDEX idp_people_brand ON idp_people(brand_id, provider);
ALTER TABLE user_brands ADD COLUMN directory_identity TEXT;
CREATE TABLE org_sync_runs (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('feishu', 'wecom')),
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at TEXT NOT NULL,
  finished_at TEXT,
  report TEXT,
  reason TEXT
);
CREATE INDEX org_sync_runs_brand ON org_sync_runs(brand_id, id);
`,
};
