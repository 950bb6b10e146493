import type { Migration } from '../database';

/**
 * Platform accounts (issue 22, ADR 0023). Two sides, kept apart as a real deployment keeps them:
 *
 * - the console's side: `platform_accounts`, a brand's accounts on Douyin (1), WeChat Channels (2),
 *   Xiaohongshu (3) and Kuaishou (4) with the profile the platform gave at authorisation, who
 *   authorised it (owner) and their department then, and the grant (tokens and their expiry;
 *   revoked when `revoked_at` is set); `platform_auth_states`, the one-time `state` of each
 *   authorisation started from a page (hashed), which the callback completes or refuses once;
 * - the simulated platform's side (`sim_platform_*`, used only by the built-in adapter in
 *   `platforms/simulated.ts`): the platform's own accounts a person can consent for, the one-time
 *   codes its consent page issues, and the grants it has handed out (token hashes, expiry, revoked).
 */
export const platformAccounts: Migration = {
  version: 12,
  name: 'platform_accounts',
  sql: `
CREATE TABLE platform_accounts (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  platform INTEGER NOT NULL CHECK (platform IN (1, 2, 3, 4)),
  platform_uid TEXT NOT NULL,
  name TEXT NOT NULL,
  avatar TEXT NOT NULL,
  follower_count INTEGER NOT NULL DEFAULT 0 CHECK (follower_count >= 0),
  owner_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  dept_id INTEGER REFERENCES departments(id) ON DELETE SET NULL,
  access_token TEXT NOT NULL,
  refresh_token TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  authorised_at INTEGER NOT NULL,
  revoked_at INTEGER,
  UNIQUE (brand_id, platform, platform_uid)
);
CREATE INDEX platform_accounts_list ON platform_accounts(brand_id, platform, authorised_at);

CREATE TABLE platform_auth_states (
  state_hash TEXT PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platform INTEGER NOT NULL CHECK (platform IN (1, 2, 3, 4)),
  account_id INTEGER REFERENCES platform_accounts(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  outcome INTEGER NOT NULL DEFAULT 0 CHECK (outcome IN (0, 1, 2, 3)),
  outcome_msg TEXT,
  result_account_id INTEGER REFERENCES platform_accounts(id) ON DELETE SET NULL
);

CREATE TABLE sim_platform_users (
  platform INTEGER NOT NULL CHECK (platform IN (1, 2, 3, 4)),
  platform_uid TEXT NOT NULL,
  name TEXT NOT NULL,
  avatar TEXT NOT NULL,
  follower_count INTEGER NOT NULL DEFAULT 0 CHECK (follower_count >= 0),
  PRIMARY KEY (platform, platform_uid)
);

CREATE TABLE sim_platform_codes (
  code_hash TEXT PRIMARY KEY,
  platform INTEGER NOT NULL,
  platform_uid TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  grant_days INTEGER NOT NULL CHECK (grant_days > 0),
  expires_at INTEGER NOT NULL,
  FOREIGN KEY (platform, platform_uid) REFERENCES sim_platform_users(platform, platform_uid) ON DELETE CASCADE
);

CREATE TABLE sim_platform_grants (
  id INTEGER PRIMARY KEY,
  platform INTEGER NOT NULL,
  platform_uid TEXT NOT NULL,
  access_hash TEXT NOT NULL UNIQUE,
  refresh_hash TEXT NOT NULL UNIQUE,
  grant_days INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  FOREIGN KEY (platform, platform_uid) REFERENCES sim_platform_users(platform, platform_uid) ON DELETE CASCADE
);
`,
};
