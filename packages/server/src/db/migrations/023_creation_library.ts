import type { Migration } from '../database';

/**
 * Creation library writes (成品库, issue 23, ADR 0032):
 * - `creations.is_open` / `trade_id`: a work opened to the brand's shared pool (`open2Omg`), under
 *   one of the brand's industries (`brand_trades`, listed by `listBrandTrade`).
 * - `creation_use_log`: each use of a work (1 download, 2 publish, 3 played by its QR code, when
 *   `user_id` is null).
 * - `creation_imports`: imports from the (simulated) external design tool, a job of the worker:
 *   the ids asked for, counts, status 0..3, the failures' reasons, and the works it made.
 * - `creation_qr_codes`: one QR code per work, its unguessable token (the public play link), its
 *   PNG (a stored file), status 1 not enabled / 2 publishing / 3 invalid and optional end time.
 */
export const creationLibrary: Migration = {
  version: 23,
  name: 'creation_library',
  sql: `
CREATE TABLE brand_trades (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (brand_id, name)
);

ALTER TABLE creations ADD COLUMN is_open INTEGER NOT NULL DEFAULT 0;
ALTER TABLE creations ADD COLUMN trade_id INTEGER REFERENCES brand_trades(id) ON DELETE SET NULL;
ALTER TABLE creations ADD COLUMN import_id INTEGER;

CREATE TABLE creation_use_log (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  creation_id INTEGER NOT NULL REFERENCES creations(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  use_type INTEGER NOT NULL CHECK (use_type IN (1, 2, 3)),
  created_at TEXT NOT NULL
);
CREATE INDEX creation_use_log_creation ON creation_use_log(brand_id, creation_id, created_at);

CREATE TABLE creation_imports (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  video_ids TEXT NOT NULL,
  total_number INTEGER NOT NULL,
  success_number INTEGER NOT NULL DEFAULT 0,
  fail_number INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  fail_reasons TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX creation_imports_brand ON creation_imports(brand_id, created_at);
CREATE INDEX creation_imports_active ON creation_imports(status) WHERE status IN (0, 1);

CREATE TABLE creation_qr_codes (
  creation_id INTEGER PRIMARY KEY REFERENCES creations(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  link TEXT NOT NULL,
  image_url TEXT NOT NULL,
  status INTEGER NOT NULL CHECK (status IN (1, 2, 3)),
  expire_time TEXT,
  updated_at TEXT NOT NULL
);
`,
};
