import type { Migration } from '../database';

/**
 * Department groups (issue 21): named sets of a brand's departments across the tree (for example
 * every store region of one channel), which filters and business entities can use.
 */
export const deptGroups: Migration = {
  version: 7,
  name: 'dept_groups',
  sql: `
CREATE TABLE dept_groups (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (brand_id, name)
);
CREATE TABLE dept_group_depts (
  group_id INTEGER NOT NULL REFERENCES dept_groups(id) ON DELETE CASCADE,
  dept_id INTEGER NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, dept_id)
);
`,
};
