import type { Migration } from '../database';

/**
 * Notices (issue 22, 公告管理): announcements (type 1) and upgrade notices (type 2) a brand writes for
 * its members, which the shell shows through `unReadMsgList` / `readMsg`.
 *
 * - `state`: 0 draft, 1 released (published from `publish_at` on: scheduled until then, by the
 *   server's clock), 2 withdrawn.
 * - `audience`: 1 the whole brand, 2 departments (`notice_depts`; a member of a sub-department of
 *   one is in it), 3 named members (`notice_members`; only the per-member messages this migration
 *   takes over and the seed write it: the page addresses brands and departments).
 * - `notice_reads`: who has read a notice, and when.
 *
 * The per-member `messages` of migration 001 become notices here (one per brand, type and text,
 * addressed to the members who had it, read by those who had read it) and the table goes, so the
 * ids `readMsg` takes are notice ids, one id space.
 */
export const notices: Migration = {
  version: 13,
  name: 'notices',
  sql: `
CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  msg_type INTEGER NOT NULL CHECK (msg_type IN (1, 2)),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  audience INTEGER NOT NULL CHECK (audience IN (1, 2, 3)),
  state INTEGER NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),
  publish_at TEXT,
  withdrawn_at TEXT,
  author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX notices_brand ON notices(brand_id, state, publish_at);

CREATE TABLE notice_depts (
  notice_id INTEGER NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  dept_id INTEGER NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
  PRIMARY KEY (notice_id, dept_id)
);

CREATE TABLE notice_members (
  notice_id INTEGER NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (notice_id, user_id)
);

CREATE TABLE notice_reads (
  notice_id INTEGER NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_at TEXT NOT NULL,
  PRIMARY KEY (notice_id, user_id)
);

INSERT INTO notices (brand_id, msg_type, title, body, audience, state, publish_at, created_at, updated_at)
SELECT brand_id, msg_type,
  CASE WHEN instr(msg_text, char(10)) > 0 THEN substr(msg_text, 1, instr(msg_text, char(10)) - 1) ELSE msg_text END,
  CASE WHEN instr(msg_text, char(10)) > 0 THEN substr(msg_text, instr(msg_text, char(10)) + 1) ELSE '' END,
  3, 1, min(created_at), min(created_at), min(created_at)
FROM messages WHERE msg_type IN (1, 2) GROUP BY brand_id, msg_type, msg_text;

INSERT OR IGNORE INTO notice_members (notice_id, user_id)
SELECT n.id, m.user_id FROM messages m JOIN notices n ON n.brand_id = m.brand_id AND n.msg_type = m.msg_type
  AND n.audience = 3 AND (CASE WHEN n.body = '' THEN n.title ELSE n.title || char(10) || n.body END) = m.msg_text;

INSERT OR IGNORE INTO notice_reads (notice_id, user_id, read_at)
SELECT n.id, m.user_id, m.created_at FROM messages m JOIN notices n ON n.brand_id = m.brand_id AND n.msg_type = m.msg_type
  AND n.audience = 3 AND (CASE WHEN n.body = '' THEN n.title ELSE n.title || char(10) || n.body END) = m.msg_text
WHERE m.is_read = 1;

DROP TABLE messages;
`,
};
