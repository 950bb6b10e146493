import type { Migration } from '../database';

/**
 * Business entities (经营主体, issue 21): a brand's named operating entities, each bound to
 * departments (type 1) or department groups (type 2) and to member accounts; whether each type is
 * open is the brand's (`openOrClosePrincipalByType`).
 */
export const businessEntities: Migration = {
  version: 8,
  name: 'business_entities',
  sql: `
CREATE TABLE business_entities (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  created_at TEXT NOT NULL,
  UNIQUE (brand_id, name)
);
CREATE TABLE business_entity_types (
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  is_open INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (brand_id, type)
);
CREATE TABLE business_entity_depts (
  entity_id INTEGER NOT NULL REFERENCES business_entities(id) ON DELETE CASCADE,
  dept_id INTEGER NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
  PRIMARY KEY (entity_id, dept_id)
);
CREATE TABLE business_entity_groups (
  entity_id INTEGER NOT NULL REFERENCES business_entities(id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL REFERENCES dept_groups(id) ON DELETE CASCADE,
  PRIMARY KEY (entity_id, group_id)
);
CREATE TABLE business_entity_users (
  entity_id INTEGER NOT NULL REFERENCES business_entities(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (entity_id, user_id)
);
CREATE INDEX business_entity_depts_dept ON business_entity_depts (dept_id);
CREATE INDEX business_entity_groups_group ON business_entity_groups (group_id);
`,
};
