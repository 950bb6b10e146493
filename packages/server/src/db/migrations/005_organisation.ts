import type { Migration } from '../database';

/**
 * Organisation (issue 21): each department's member limit (0: none) and the brand's names for the
 * levels of its department tree (spec section 3; levels without one read the defaults).
 */
export const organisation: Migration = {
  version: 5,
  name: 'organisation',
  sql: `
ALTER TABLE departments ADD COLUMN account_limit_num INTEGER NOT NULL DEFAULT 0;
CREATE INDEX departments_brand_parent ON departments(brand_id, parent_id);
CREATE TABLE dept_level_aliases (
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  level INTEGER NOT NULL CHECK (level >= 1),
  alias TEXT NOT NULL,
  PRIMARY KEY (brand_id, level)
);
`,
};
