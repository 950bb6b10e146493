import type { Migration } from '../database';

/**
 * Per-brand settings the console reads (client download addresses, whether employee ids show,
 * supported publish ways): one row per (brand, key), values as JSON text.
 */
export const settings: Migration = {
  version: 2,
  name: 'settings',
  sql: `
CREATE TABLE brand_settings (
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (brand_id, key)
);
CREATE INDEX messages_user ON messages(brand_id, user_id, msg_type, is_read);
CREATE INDEX tracking_events_brand ON tracking_events(brand_id, created_at);
`,
};
