import type { Migration } from '../database';

/**
 * Members and roles (issue 21): a member's employee id on the brand (unique within it; shown when
 * the brand shows employee ids, spec section 6) and when they joined the brand; indexes for the
 * member list's role filter, role member counts and last sign-ins (read from the sessions).
 */
export const members: Migration = {
  version: 6,
  name: 'members',
  sql: `
ALTER TABLE user_brands ADD COLUMN employee_id TEXT;
ALTER TABLE user_brands ADD COLUMN joined_at TEXT;
UPDATE user_brands SET joined_at = (
  SELECT strftime('%Y-%m-%d %H:%M:%S', u.created_at, '+8 hours') FROM users u WHERE u.id = user_brands.user_id
);
CREATE UNIQUE INDEX user_brands_employee_id ON user_brands(brand_id, employee_id) WHERE employee_id IS NOT NULL;
CREATE INDEX user_roles_role ON user_roles(brand_id, role_id);
CREATE INDEX sessions_user_brand ON sessions(user_id, brand_id, created_at);
`,
};
