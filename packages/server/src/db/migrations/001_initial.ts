import type { Migration } from '../database';

/**
 * The initial schema, from the entities of spec section 3. Every tenant-owned table carries
 * `brand_id`, and every lookup of such a row is by (brand_id, id).
 */
export const initial: Migration = {
  version: 1,
  name: 'initial',
  sql: `
CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  company_code TEXT NOT NULL,
  brand_view_mode INTEGER NOT NULL DEFAULT 1,
  architecture_mode INTEGER NOT NULL DEFAULT 1,
  is_valid INTEGER NOT NULL DEFAULT 1,
  logo TEXT,
  retain_logo TEXT,
  xuser_config TEXT NOT NULL DEFAULT '{}',
  notice_config TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT,
  photo TEXT,
  is_init_pwd INTEGER NOT NULL DEFAULT 0,
  system_version INTEGER NOT NULL DEFAULT 3,
  mini_view_mode INTEGER NOT NULL DEFAULT 2,
  fs_account TEXT,
  feishu_id TEXT UNIQUE,
  wecom_id TEXT UNIQUE,
  hwork_id TEXT UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE user_brands (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_brand_name TEXT NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0,
  is_valid INTEGER NOT NULL DEFAULT 1,
  can_edit_third_party_staff_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, brand_id)
);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  role_name TEXT NOT NULL,
  role_code TEXT NOT NULL,
  is_admin INTEGER NOT NULL DEFAULT 0,
  UNIQUE (brand_id, role_code)
);

CREATE TABLE user_roles (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, brand_id, role_id)
);

CREATE TABLE departments (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES departments(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);

CREATE TABLE user_departments (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  dept_id INTEGER NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, brand_id, dept_id)
);

-- The menu tree (scopes): global nodes; which ones a user sees comes from role_menus.
CREATE TABLE menus (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES menus(id) ON DELETE CASCADE,
  scope_name TEXT NOT NULL,
  scope_name_en TEXT NOT NULL,
  scope_code TEXT NOT NULL UNIQUE,
  scope_url TEXT NOT NULL,
  scope_file_url TEXT,
  scope_icon TEXT,
  scope_level INTEGER NOT NULL,
  extend_code TEXT,
  use_keep_alive INTEGER NOT NULL DEFAULT 0,
  is_permission INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE role_menus (
  role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  menu_id INTEGER NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand_id INTEGER REFERENCES brands(id) ON DELETE CASCADE,
  login_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone ON sms_codes(phone, created_at);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  msg_type INTEGER NOT NULL,
  msg_text TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL,
  event_name TEXT,
  event_explain TEXT,
  page_name TEXT,
  active_type INTEGER,
  stay_time INTEGER,
  os_type TEXT,
  os_version TEXT,
  module_root TEXT,
  module_first TEXT,
  module_second TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE fonts (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER REFERENCES brands(id) ON DELETE CASCADE,
  font_key TEXT NOT NULL,
  name TEXT NOT NULL,
  file_name TEXT NOT NULL
);

CREATE TABLE folders (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES folders(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);

CREATE TABLE materials (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type INTEGER NOT NULL,
  specific_type INTEGER,
  url TEXT,
  cover_url TEXT,
  content TEXT,
  size INTEGER,
  duration INTEGER,
  width INTEGER,
  height INTEGER,
  create_time TEXT NOT NULL,
  expire_time TEXT,
  source INTEGER NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  batch_number TEXT,
  folder_id INTEGER REFERENCES folders(id) ON DELETE SET NULL,
  business_names TEXT NOT NULL DEFAULT '[]',
  is_open INTEGER NOT NULL DEFAULT 1,
  is_delete INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX materials_brand ON materials(brand_id, is_delete, create_time);
CREATE INDEX materials_brand_name ON materials(brand_id, name);

CREATE TABLE material_members (
  material_id INTEGER NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (material_id, user_id)
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  tag_type INTEGER NOT NULL DEFAULT 1,
  UNIQUE (brand_id, name)
);

CREATE TABLE material_tags (
  material_id INTEGER NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (material_id, tag_id)
);

CREATE TABLE material_use_log (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  material_id INTEGER NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  action TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Background work shown in the task centre.
CREATE TABLE download_tasks (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  exporter_type TEXT NOT NULL,
  export_json TEXT NOT NULL DEFAULT '{}',
  status INTEGER NOT NULL,
  sub_status INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  file_path TEXT,
  created_at TEXT NOT NULL,
  finished_at TEXT,
  expires_at TEXT
);
CREATE INDEX download_tasks_brand ON download_tasks(brand_id, created_at);

CREATE TABLE mark_tag_tasks (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slave_number INTEGER NOT NULL,
  tag_ids TEXT NOT NULL,
  material_ids TEXT NOT NULL DEFAULT '[]',
  status INTEGER NOT NULL,
  complete_num INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE material_operations (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  operation_type INTEGER NOT NULL CHECK (operation_type IN (1, 2)),
  source_ids TEXT NOT NULL,
  target_ids TEXT NOT NULL DEFAULT '[]',
  target_names TEXT NOT NULL DEFAULT '[]',
  tag_ids TEXT NOT NULL DEFAULT '[]',
  folder_ids TEXT NOT NULL DEFAULT '[]',
  status INTEGER NOT NULL,
  split_duration INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE caption_tasks (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  creation_type INTEGER NOT NULL,
  type INTEGER NOT NULL,
  total_number INTEGER NOT NULL,
  complete_number INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

-- Short-lived, brand-scoped upload grants (the reference stand-in for STS credentials).
CREATE TABLE upload_grants (
  id TEXT PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  max_bytes INTEGER NOT NULL,
  uses_left INTEGER NOT NULL
);

CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  stored_name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
`,
};
