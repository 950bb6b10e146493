import type { Migration } from '../database';

/**
 * 扫码发布 (issue 24, ADR 0036 part C).
 *
 * - `publish_qrcodes`: a code of the brand: its name, the platforms a visitor may publish to, the
 *   title and topics a visitor starts from, an unguessable `token` (the public page `/p/<token>`), its
 *   PNG (a stored file), the stored status (`LINK_STATUSES`: 1 not enabled when made with a start
 *   ahead, 2 publishing, 3 invalid once disabled; a code past `end_at` reads as 3, one before
 *   `start_at` as 1), who made it and when.
 * - `publish_qrcode_works`: its works (成品库 creations), in the order chosen.
 * - `publish_qrcode_states`: the one-time `state` of a visitor's authorisation, stored hashed, bound
 *   to the code and the platform, used once and short-lived.
 * - `publish_qrcode_scans`: each visit that authorised an account: the platform, the visitor's
 *   platform id and name, when. The visitor's access token is kept only until the publish (or 15
 *   minutes): `access_token` is cleared then; `session_hash` (hashed) lets the visitor's page
 *   publish with it. Publications of a scan are `publications` rows with `source` 2.
 */
export const publishQrcodes: Migration = {
  version: 29,
  name: 'publish_qrcodes',
  sql: `
CREATE TABLE publish_qrcodes (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  platforms TEXT NOT NULL DEFAULT '[1,2,3,4]',
  title TEXT NOT NULL DEFAULT '',
  topics TEXT NOT NULL DEFAULT '[]',
  token TEXT NOT NULL UNIQUE,
  link TEXT NOT NULL,
  image_url TEXT NOT NULL,
  status INTEGER NOT NULL CHECK (status IN (1, 2, 3)),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  disabled_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX publish_qrcodes_brand ON publish_qrcodes(brand_id, created_at);

CREATE TABLE publish_qrcode_works (
  qrcode_id INTEGER NOT NULL REFERENCES publish_qrcodes(id) ON DELETE CASCADE,
  creation_id INTEGER NOT NULL REFERENCES creations(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  PRIMARY KEY (qrcode_id, creation_id)
);

CREATE TABLE publish_qrcode_states (
  state_hash TEXT PRIMARY KEY,
  qrcode_id INTEGER NOT NULL REFERENCES publish_qrcodes(id) ON DELETE CASCADE,
  platform INTEGER NOT NULL CHECK (platform IN (1, 2, 3, 4)),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE publish_qrcode_scans (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  qrcode_id INTEGER NOT NULL REFERENCES publish_qrcodes(id) ON DELETE CASCADE,
  platform INTEGER NOT NULL CHECK (platform IN (1, 2, 3, 4)),
  platform_uid TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_avatar TEXT,
  session_hash TEXT UNIQUE,
  access_token TEXT,
  session_expires_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX publish_qrcode_scans_code ON publish_qrcode_scans(qrcode_id, created_at);
CREATE INDEX publications_qrcode ON publications(qrcode_id, scan_id);
`,
};
