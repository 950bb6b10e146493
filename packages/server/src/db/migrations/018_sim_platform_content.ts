import type { Migration } from '../database';

/**
 * The simulated platforms' content (issue 22, ADR 0023): what is published through the adapter
 * (`sim_platform_items`), the replies an account writes under comments and the direct messages it
 * sends. Everything else the simulated platform shows (figures that accrue, lives, comments, fans,
 * goods, orders) is derived from these rows, the account and the clock, so it is the same on every
 * read and grows as time passes.
 */
export const simPlatformContent: Migration = {
  version: 18,
  name: 'sim_platform_content',
  sql: `
CREATE TABLE sim_platform_items (
  item_id TEXT PRIMARY KEY,
  platform INTEGER NOT NULL,
  platform_uid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('video', 'note')),
  title TEXT NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  files TEXT NOT NULL DEFAULT '[]',
  goods TEXT NOT NULL DEFAULT '[]',
  published_at INTEGER NOT NULL,
  FOREIGN KEY (platform, platform_uid) REFERENCES sim_platform_users(platform, platform_uid) ON DELETE CASCADE
);
CREATE INDEX sim_platform_items_account ON sim_platform_items(platform, platform_uid, published_at);

CREATE TABLE sim_platform_replies (
  comment_id TEXT PRIMARY KEY,
  item_id TEXT NOT NULL REFERENCES sim_platform_items(item_id) ON DELETE CASCADE,
  reply_to TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE sim_platform_sent (
  message_id TEXT PRIMARY KEY,
  platform INTEGER NOT NULL,
  platform_uid TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`,
};
