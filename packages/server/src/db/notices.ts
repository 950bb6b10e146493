import type { NoticeDept, NoticeReader, NoticeRow, UnreadMessage } from '@brand-console/api-client';
import type { Database } from './database';
import { likePattern } from './query';

/**
 * Notices (issue 22, 公告管理; migration 013): what a brand announces to its members, who it reaches
 * and who has read it. Every read and write is scoped to the brand it is given; times are the
 * server's text times (`YYYY-MM-DD HH:mm:ss`, UTC+8), which compare as text.
 */

/** Stored states. */
export const NoticeState = { draft: 0, released: 1, withdrawn: 2 } as const;
/** Audiences: the whole brand, departments (with their sub-departments), named members. */
export const NoticeAudience = { brand: 1, departments: 2, members: 3 } as const;
/** Statuses the console reads: 1 draft, 2 scheduled, 3 published, 4 withdrawn. */
export const NoticeStatus = { draft: 1, scheduled: 2, published: 3, withdrawn: 4 } as const;

/** The status of a notice at `now`: a released notice is scheduled until its publish time. */
const STATUS_SQL = `CASE WHEN n.state = 0 THEN 1 WHEN n.state = 2 THEN 4 WHEN n.publish_at > ? THEN 2 ELSE 3 END`;

interface NoticeRecord {
  id: number;
  brand_id: number;
  msg_type: number;
  title: string;
  body: string;
  audience: number;
  state: number;
  publish_at: string | null;
  withdrawn_at: string | null;
  author_name: string | null;
  created_at: string;
  updated_at: string;
  status: number;
}

/** What the shell shows: the title as the first line, the body after it. */
export const noticeText = (title: string, body: string) => (body ? `${title}\n${body}` : title);

/**
 * The enabled members of the brand a notice is addressed to, as a subquery of `user_id`s: the
 * whole brand, members in one of its departments or any department under one, or the named members.
 */
function recipientsSql(audience: number): string {
  if (audience === NoticeAudience.brand) {
    return `SELECT ub.user_id FROM user_brands ub WHERE ub.brand_id = ?1 AND ub.is_valid = 1`;
  }
  if (audience === NoticeAudience.departments) {
    return `WITH RECURSIVE sub(id) AS (
        SELECT nd.dept_id FROM notice_depts nd WHERE nd.notice_id = ?2
        UNION SELECT d.id FROM departments d JOIN sub ON d.parent_id = sub.id WHERE d.brand_id = ?1)
      SELECT DISTINCT ub.user_id FROM user_brands ub
      JOIN user_departments ud ON ud.user_id = ub.user_id AND ud.brand_id = ub.brand_id
      WHERE ub.brand_id = ?1 AND ub.is_valid = 1 AND ud.dept_id IN (SELECT id FROM sub)`;
  }
  return `SELECT ub.user_id FROM notice_members nm
      JOIN user_brands ub ON ub.user_id = nm.user_id AND ub.brand_id = ?1 AND ub.is_valid = 1
      WHERE nm.notice_id = ?2`;
}

/** How many members a notice reaches and how many of them have read it. */
export function readCounts(db: Database, brandId: number, noticeId: number, audience: number) {
  const row = db
    .prepare(
      `SELECT count(*) AS recipients,
         coalesce(sum(EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = ?2 AND r.user_id = x.user_id)), 0) AS readers
       FROM (${recipientsSql(audience)}) x`,
    )
    .get(brandId, noticeId) as { recipients: number; readers: number };
  return { recipients: row.recipients, readers: row.readers };
}

function deptsOf(db: Database, noticeId: number): NoticeDept[] {
  return db
    .prepare(
      `SELECT d.id AS deptId, d.name AS deptName FROM notice_depts nd JOIN departments d ON d.id = nd.dept_id
       WHERE nd.notice_id = ? ORDER BY d.id`,
    )
    .all(noticeId) as unknown as NoticeDept[];
}

function toRow(db: Database, brandId: number, r: NoticeRecord): NoticeRow {
  return {
    id: r.id,
    msgType: r.msg_type as 1 | 2,
    title: r.title,
    body: r.body,
    audience: r.audience as 1 | 2 | 3,
    depts: r.audience === NoticeAudience.departments ? deptsOf(db, r.id) : [],
    status: r.status as NoticeRow['status'],
    publishTime: r.publish_at,
    withdrawnTime: r.withdrawn_at,
    authorName: r.author_name,
    createTime: r.created_at,
    updateTime: r.updated_at,
    ...readCounts(db, brandId, r.id, r.audience),
  };
}

const SELECT_NOTICE = `SELECT n.*, ${STATUS_SQL} AS status,
    (SELECT ub.user_brand_name FROM user_brands ub WHERE ub.user_id = n.author_id AND ub.brand_id = n.brand_id) AS author_name
  FROM notices n`;

/** One page of the brand's notices, newest first, with their audience and read counts. */
export function listNotices(
  db: Database,
  brandId: number,
  now: string,
  filters: { title?: string; msgType?: number; status?: number },
  page: { limit: number; offset: number },
): { rows: NoticeRow[]; total: number } {
  const where = ['n.brand_id = ?'];
  const args: Array<string | number> = [brandId];
  if (filters.title) {
    where.push(`n.title LIKE ? ESCAPE '\\'`);
    args.push(likePattern(filters.title));
  }
  if (filters.msgType) {
    where.push('n.msg_type = ?');
    args.push(filters.msgType);
  }
  if (filters.status) {
    where.push(`${STATUS_SQL} = ?`);
    args.push(now, filters.status);
  }
  const sql = where.join(' AND ');
  const total = (db.prepare(`SELECT count(*) AS n FROM notices n WHERE ${sql}`).get(...args) as { n: number }).n;
  const records = db
    .prepare(`${SELECT_NOTICE} WHERE ${sql} ORDER BY n.id DESC LIMIT ? OFFSET ?`)
    .all(now, ...args, page.limit, page.offset) as unknown as NoticeRecord[];
  return { rows: records.map((r) => toRow(db, brandId, r)), total };
}

/** A notice of the brand, or undefined when it has none with this id. */
export function findNotice(db: Database, brandId: number, id: number, now: string): NoticeRow | undefined {
  const record = db.prepare(`${SELECT_NOTICE} WHERE n.id = ? AND n.brand_id = ?`).get(now, id, brandId) as
    NoticeRecord | undefined;
  return record && toRow(db, brandId, record);
}

export interface NoticeInput {
  msgType: number;
  title: string;
  body: string;
  audience: number;
  deptIds: readonly number[];
}

function setDepts(db: Database, noticeId: number, audience: number, deptIds: readonly number[]) {
  db.prepare('DELETE FROM notice_depts WHERE notice_id = ?').run(noticeId);
  if (audience !== NoticeAudience.departments) return;
  const add = db.prepare('INSERT OR IGNORE INTO notice_depts (notice_id, dept_id) VALUES (?, ?)');
  for (const deptId of deptIds) add.run(noticeId, deptId);
}

/** Adds a draft; answers its id. */
export function createNotice(db: Database, brandId: number, authorId: number | null, input: NoticeInput, now: string) {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notices (brand_id, msg_type, title, body, audience, state, author_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)`,
    )
    .run(brandId, input.msgType, input.title, input.body, input.audience, authorId, now, now);
  const id = Number(lastInsertRowid);
  setDepts(db, id, input.audience, input.deptIds);
  return id;
}

export function updateNotice(db: Database, brandId: number, id: number, input: NoticeInput, now: string) {
  db.prepare(
    `UPDATE notices SET msg_type = ?, title = ?, body = ?, audience = ?, updated_at = ? WHERE id = ? AND brand_id = ?`,
  ).run(input.msgType, input.title, input.body, input.audience, now, id, brandId);
  setDepts(db, id, input.audience, input.deptIds);
}

/** Releases a notice from `publishAt` on (now, or a later time: scheduled until then). */
export function publishNotice(db: Database, brandId: number, id: number, publishAt: string, now: string) {
  db.prepare(
    'UPDATE notices SET state = 1, publish_at = ?, withdrawn_at = NULL, updated_at = ? WHERE id = ? AND brand_id = ?',
  ).run(publishAt, now, id, brandId);
}

export function withdrawNotice(db: Database, brandId: number, id: number, now: string) {
  db.prepare('UPDATE notices SET state = 2, withdrawn_at = ?, updated_at = ? WHERE id = ? AND brand_id = ?').run(
    now,
    now,
    id,
    brandId,
  );
}

export function deleteNotice(db: Database, brandId: number, id: number) {
  db.prepare('DELETE FROM notices WHERE id = ? AND brand_id = ?').run(id, brandId);
}

/** The members a notice reaches, with when each read it (null: not yet), by name; `read` filters. */
export function noticeReaders(
  db: Database,
  brandId: number,
  notice: { id: number; audience: number },
  read: number | undefined,
  page: { limit: number; offset: number },
): { rows: NoticeReader[]; total: number } {
  const from = `(${recipientsSql(notice.audience)}) x
    JOIN user_brands ub ON ub.user_id = x.user_id AND ub.brand_id = ?1
    LEFT JOIN notice_reads r ON r.notice_id = ?2 AND r.user_id = x.user_id`;
  const filter = read === undefined ? '1' : read === 1 ? 'r.user_id IS NOT NULL' : 'r.user_id IS NULL';
  const total = (
    db.prepare(`SELECT count(*) AS n FROM ${from} WHERE ${filter}`).get(brandId, notice.id) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT x.user_id AS userId, ub.user_brand_name AS userBrandName, r.read_at AS readTime FROM ${from}
       WHERE ${filter} ORDER BY r.read_at IS NULL, r.read_at DESC, x.user_id LIMIT ?3 OFFSET ?4`,
    )
    .all(brandId, notice.id, page.limit, page.offset) as unknown as NoticeReader[];
  return { rows, total };
}

/** Whether the member is in a released notice's audience (the visibility test of the shell). */
const ADDRESSED_TO = `(n.audience = 1
  OR (n.audience = 2 AND EXISTS (SELECT 1 FROM notice_depts nd WHERE nd.notice_id = n.id AND nd.dept_id IN (SELECT id FROM mine)))
  OR (n.audience = 3 AND EXISTS (SELECT 1 FROM notice_members nm WHERE nm.notice_id = n.id AND nm.user_id = ?2)))`;
/** The member's departments and every department above them (so a department's notice reaches its sub-departments). */
const MINE = `WITH RECURSIVE mine(id) AS (
  SELECT ud.dept_id FROM user_departments ud WHERE ud.user_id = ?2 AND ud.brand_id = ?1
  UNION SELECT d.parent_id FROM departments d JOIN mine ON d.id = mine.id WHERE d.parent_id IS NOT NULL)`;

/**
 * The member's unread notices of one type on the brand, oldest first: released, published by `now`
 * (scheduled ones show from their time), not withdrawn, addressed to them.
 */
export function unreadNotices(
  db: Database,
  brandId: number,
  userId: number,
  msgType: number,
  now: string,
): UnreadMessage[] {
  const rows = db
    .prepare(
      `${MINE}
       SELECT n.id, n.title, n.body, n.msg_type, n.publish_at FROM notices n
       WHERE n.brand_id = ?1 AND n.msg_type = ?3 AND n.state = 1 AND n.publish_at <= ?4 AND ${ADDRESSED_TO}
         AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ?2)
       ORDER BY n.publish_at, n.id`,
    )
    .all(brandId, userId, msgType, now) as Array<{
    id: number;
    title: string;
    body: string;
    msg_type: number;
    publish_at: string;
  }>;
  return rows.map((r) => ({
    id: r.id,
    msgText: noticeText(r.title, r.body),
    msgType: r.msg_type,
    createTime: r.publish_at,
  }));
}

/**
 * Marks notices read for the member: only those shown to them (published on the brand, addressed to
 * them); other ids, other brands' and other members' notices match nothing.
 */
export function markNoticesRead(db: Database, brandId: number, userId: number, ids: readonly number[], now: string) {
  const mark = db.prepare(
    `${MINE}
     INSERT OR IGNORE INTO notice_reads (notice_id, user_id, read_at)
     SELECT n.id, ?2, ?4 FROM notices n
     WHERE n.id = ?3 AND n.brand_id = ?1 AND n.state = 1 AND n.publish_at <= ?4 AND ${ADDRESSED_TO}`,
  );
  for (const id of new Set(ids)) mark.run(brandId, userId, id, now);
}

/** Adds a released notice (the seed's and tests' way to write one in a single call). */
export function addPublishedNotice(
  db: Database,
  brandId: number,
  input: NoticeInput & { memberIds?: readonly number[] },
  publishAt: string,
  authorId: number | null = null,
): number {
  const id = createNotice(db, brandId, authorId, input, publishAt);
  publishNotice(db, brandId, id, publishAt, publishAt);
  const member = db.prepare('INSERT OR IGNORE INTO notice_members (notice_id, user_id) VALUES (?, ?)');
  for (const userId of input.memberIds ?? []) member.run(id, userId);
  return id;
}
