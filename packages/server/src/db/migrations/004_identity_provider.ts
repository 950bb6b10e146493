import type { Migration } from '../database';

/**
 * The reference server's stand-in identity provider (Feishu and WeCom single sign-on, issue 20):
 * the provider's directory of people, and the one-time codes its consent page hands back to the
 * console (stored as hashes, single use, five minutes).
 */
export const identityProvider: Migration = {
  version: 4,
  name: 'identity_provider',
  sql: `
CREATE TABLE idp_people (
  provider TEXT NOT NULL CHECK (provider IN ('feishu', 'wecom')),
  identity TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT,
  PRIMARY KEY (provider, identity)
);
CREATE TABLE idp_codes (
  code_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  identity TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
);
`,
};
