import type { Migration } from '../database';

/**
 * The brand's WeChat mini-programme, MCN institutions, clue authorisation and platform shops
 * (issue 22, ADR 0023). Console side:
 * - `brand_mini_programs`: the KOC mini-programme the brand authorised to the console through
 *   WeChat's third-party platform (one per brand), with the permission sets granted then;
 *   `mini_program_auth_states`: the one-time `state` of each authorisation started from 小程序授权;
 * - `mcn_institutions`: the MCN institutions whose Douyin accounts the brand works with;
 *   `platform_accounts.mcn_id` links an account to one, `clues_authorised_at` marks an account whose
 *   clues (leads) the brand may read; `platform_auth_states.mcn_id` carries the institution an
 *   authorisation started from MCN管理 joins the account to.
 * The simulated platforms' side (`sim_*`): WeChat mini-programmes a person administers, the codes
 * of the third-party consent page and the authorisations WeChat holds (cancelled there or not);
 * the shops (抖店) of platform accounts and the one-time tickets of the shop's quick login.
 */
export const miniProgramsMcn: Migration = {
  version: 16,
  name: 'mini_programs_mcn',
  sql: `
CREATE TABLE brand_mini_programs (
  brand_id INTEGER PRIMARY KEY REFERENCES brands(id) ON DELETE CASCADE,
  app_id TEXT NOT NULL,
  name TEXT NOT NULL,
  principal_name TEXT NOT NULL,
  avatar TEXT NOT NULL,
  func_scopes TEXT NOT NULL DEFAULT '[]',
  authorised_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  authorised_at INTEGER NOT NULL,
  revoked_at INTEGER
);

CREATE TABLE mini_program_auth_states (
  state_hash TEXT PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  outcome INTEGER NOT NULL DEFAULT 0 CHECK (outcome IN (0, 1, 2, 3)),
  outcome_msg TEXT
);

CREATE TABLE mcn_institutions (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  contact_name TEXT NOT NULL DEFAULT '',
  contact_phone TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (brand_id, name)
);

ALTER TABLE platform_accounts ADD COLUMN mcn_id INTEGER REFERENCES mcn_institutions(id) ON DELETE SET NULL;
ALTER TABLE platform_accounts ADD COLUMN clues_authorised_at INTEGER;
ALTER TABLE platform_auth_states ADD COLUMN mcn_id INTEGER REFERENCES mcn_institutions(id) ON DELETE SET NULL;
CREATE INDEX platform_accounts_mcn ON platform_accounts(brand_id, mcn_id);

CREATE TABLE sim_wx_mini_programs (
  app_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  principal_name TEXT NOT NULL
);

CREATE TABLE sim_wx_auth_codes (
  code_hash TEXT PRIMARY KEY,
  app_id TEXT NOT NULL REFERENCES sim_wx_mini_programs(app_id) ON DELETE CASCADE,
  func_scopes TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE sim_wx_authorizations (
  app_id TEXT PRIMARY KEY REFERENCES sim_wx_mini_programs(app_id) ON DELETE CASCADE,
  func_scopes TEXT NOT NULL,
  authorised_at INTEGER NOT NULL,
  cancelled_at INTEGER
);

CREATE TABLE sim_platform_shops (
  platform INTEGER NOT NULL,
  platform_uid TEXT NOT NULL,
  shop_id TEXT NOT NULL UNIQUE,
  shop_name TEXT NOT NULL,
  PRIMARY KEY (platform, platform_uid),
  FOREIGN KEY (platform, platform_uid) REFERENCES sim_platform_users(platform, platform_uid) ON DELETE CASCADE
);

CREATE TABLE sim_shop_tickets (
  ticket_hash TEXT PRIMARY KEY,
  shop_id TEXT NOT NULL REFERENCES sim_platform_shops(shop_id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
`,
};
