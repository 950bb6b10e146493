import type { Migration } from '../database';

/**
 * 矩阵账号's groups (issue 24, ADR 0036): `matrix_groups` are a brand's named groups of its platform
 * accounts (names unique per brand); `platform_accounts.matrix_group_id` puts an account in at most
 * one of them (NULL: in none). Deleting a group (refused by the route while it has accounts) leaves
 * any account it still held ungrouped. `matrix_account_figures` keeps each account's figures as last
 * read from its platform (works, plays of the last 7 days), written whenever the list reads them and
 * before an export, which writes them as they were read.
 */
export const matrixGroups: Migration = {
  version: 28,
  name: 'matrix_groups',
  sql: `
CREATE TABLE matrix_groups (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (brand_id, name)
);

ALTER TABLE platform_accounts ADD COLUMN matrix_group_id INTEGER REFERENCES matrix_groups(id) ON DELETE SET NULL;
CREATE INDEX platform_accounts_matrix_group ON platform_accounts(brand_id, matrix_group_id);

CREATE TABLE matrix_account_figures (
  account_id INTEGER PRIMARY KEY REFERENCES platform_accounts(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  works_count INTEGER NOT NULL CHECK (works_count >= 0),
  recent_plays INTEGER NOT NULL CHECK (recent_plays >= 0),
  read_at INTEGER NOT NULL
);
`,
};
