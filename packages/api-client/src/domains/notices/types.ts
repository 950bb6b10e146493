import type { DateTimeText } from '../common';

/** A department a notice is addressed to. */
export interface NoticeDept {
  deptId: number;
  deptName: string;
}

/**
 * A notice of the brand (公告管理, issue 22). `status`: 1 draft, 2 scheduled (released, its publish
 * time still ahead), 3 published, 4 withdrawn. `audience`: 1 the whole brand, 2 departments (and
 * their sub-departments), 3 named members (messages from before notices, and the seed's).
 * `recipients` are the enabled members it reaches now, `readers` those of them who have read it.
 */
export interface NoticeRow {
  id: number;
  /** 1 announcement (the announcement dialog), 2 upgrade notice (the upgrade view). */
  msgType: 1 | 2;
  title: string;
  /** Plain text; line breaks separate paragraphs. */
  body: string;
  audience: 1 | 2 | 3;
  depts: NoticeDept[];
  status: 1 | 2 | 3 | 4;
  /** When it shows (or showed) from; null for a draft never released. */
  publishTime: DateTimeText | null;
  withdrawnTime: DateTimeText | null;
  /** The author's name on the brand; null when unknown (from before notices, or no longer a member). */
  authorName: string | null;
  createTime: DateTimeText;
  updateTime: DateTimeText;
  recipients: number;
  readers: number;
}

/** Answer of creating a notice (a draft). */
export interface NoticeCreated {
  id: number;
}

/** A member a notice reaches, and when they read it (null: not yet). */
export interface NoticeReader {
  userId: number;
  userBrandName: string;
  readTime: DateTimeText | null;
}
