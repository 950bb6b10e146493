import { MATRIX_LIMITS, type MatrixAccount, type MatrixGroup } from '@brand-console/api-client';
import { formatDateTime } from '../lib/time';
import type { PlatformCode } from '../platforms/adapter';
import { transaction, type Database } from './database';
import { statusAt, toAccount, type AccountRow } from './platforms';
import { accountRefusal } from './publishing';
import { Filters, pageOf } from './query';

/**
 * 矩阵账号 (issue 24, migration 028): the brand's groups of platform accounts, which account is in
 * which, and the figures last read from each account's platform. Every read and write is scoped to
 * the brand: a group or account of another brand is never read, counted or changed.
 */

interface GroupRow {
  id: number;
  name: string;
  account_count: number;
  created_at: number;
}

/** The brand's groups by name, each with how many of its accounts (revoked ones included) it holds. */
export function listMatrixGroups(db: Database, brandId: number): MatrixGroup[] {
  const rows = db
    .prepare(
      `SELECT g.id, g.name, g.created_at,
         (SELECT count(*) FROM platform_accounts a WHERE a.brand_id = g.brand_id AND a.matrix_group_id = g.id)
           AS account_count
       FROM matrix_groups g WHERE g.brand_id = ? ORDER BY g.name, g.id LIMIT ?`,
    )
    .all(brandId, MATRIX_LIMITS.groups) as unknown as GroupRow[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    accountCount: row.account_count,
    createTime: formatDateTime(row.created_at),
  }));
}

export function matrixGroupExists(db: Database, brandId: number, id: number): boolean {
  return !!db.prepare('SELECT 1 FROM matrix_groups WHERE brand_id = ? AND id = ?').get(brandId, id);
}

export function matrixGroupCount(db: Database, brandId: number): number {
  return (db.prepare('SELECT count(*) AS n FROM matrix_groups WHERE brand_id = ?').get(brandId) as { n: number }).n;
}

/** Whether another group of the brand has `name`. */
export function matrixGroupNameTaken(db: Database, brandId: number, name: string, exceptId: number | null): boolean {
  return !!db
    .prepare('SELECT 1 FROM matrix_groups WHERE brand_id = ? AND name = ? AND id IS NOT ?')
    .get(brandId, name, exceptId);
}

export function insertMatrixGroup(db: Database, brandId: number, userId: number | null, name: string, now: number) {
  const row = db
    .prepare('INSERT INTO matrix_groups (brand_id, name, created_by, created_at) VALUES (?, ?, ?, ?) RETURNING id')
    .get(brandId, name, userId, now) as { id: number };
  return row.id;
}

export function renameMatrixGroup(db: Database, brandId: number, id: number, name: string) {
  db.prepare('UPDATE matrix_groups SET name = ? WHERE brand_id = ? AND id = ?').run(name, brandId, id);
}

/** How many of the brand's accounts (revoked ones included) are in the group. */
export function matrixGroupAccountCount(db: Database, brandId: number, id: number): number {
  return (
    db
      .prepare('SELECT count(*) AS n FROM platform_accounts WHERE brand_id = ? AND matrix_group_id = ?')
      .get(brandId, id) as { n: number }
  ).n;
}

export function deleteMatrixGroup(db: Database, brandId: number, id: number) {
  db.prepare('DELETE FROM matrix_groups WHERE brand_id = ? AND id = ?').run(brandId, id);
}

/** Of `ids`, the ones that are not the brand's accounts (to refuse the call). */
export function foreignAccountIds(db: Database, brandId: number, ids: readonly number[]): number[] {
  const read = db.prepare('SELECT 1 FROM platform_accounts WHERE brand_id = ? AND id = ?');
  return [...new Set(ids)].filter((id) => !read.get(brandId, id));
}

/** Puts the brand's accounts in the group, or (`null`) in none, wherever they were. */
export function moveMatrixAccounts(db: Database, brandId: number, groupId: number | null, ids: readonly number[]) {
  const update = db.prepare('UPDATE platform_accounts SET matrix_group_id = ? WHERE brand_id = ? AND id = ?');
  transaction(db, () => {
    for (const id of new Set(ids)) update.run(groupId, brandId, id);
  });
}

/** Makes `ids` exactly the group's accounts: the listed ones join it, the others it held leave for no group. */
export function setMatrixGroupAccounts(db: Database, brandId: number, groupId: number, ids: readonly number[]) {
  transaction(db, () => {
    const keep = new Set(ids);
    const held = db
      .prepare('SELECT id FROM platform_accounts WHERE brand_id = ? AND matrix_group_id = ?')
      .all(brandId, groupId) as Array<{ id: number }>;
    const leave = held.map((r) => r.id).filter((id) => !keep.has(id));
    moveMatrixAccounts(db, brandId, null, leave);
    moveMatrixAccounts(db, brandId, groupId, [...keep]);
  });
}

/** An account row of the list with what reading its figures needs (the grant's token). */
export interface MatrixAccountRow extends AccountRow {
  group_id: number | null;
  group_name: string | null;
  access_token: string;
  works_count: number | null;
  recent_plays: number | null;
  read_at: number | null;
}

const FROM = `platform_accounts a
  LEFT JOIN user_brands ub ON ub.user_id = a.owner_id AND ub.brand_id = a.brand_id
  LEFT JOIN departments d ON d.id = a.dept_id AND d.brand_id = a.brand_id
  LEFT JOIN mcn_institutions m ON m.id = a.mcn_id AND m.brand_id = a.brand_id
  LEFT JOIN matrix_groups g ON g.id = a.matrix_group_id AND g.brand_id = a.brand_id
  LEFT JOIN matrix_account_figures f ON f.account_id = a.id AND f.brand_id = a.brand_id`;
const SELECT = `a.id, a.platform, a.platform_uid, a.name, a.avatar, a.follower_count, a.owner_id,
  ub.user_brand_name AS owner_name, a.dept_id, d.name AS dept_name, a.expires_at, a.authorised_at, a.revoked_at,
  a.mcn_id, m.name AS mcn_name, a.clues_authorised_at, g.id AS group_id, g.name AS group_name, a.access_token,
  f.works_count, f.recent_plays, f.read_at`;

/** The status of an account at `now` in SQL (alias `a`), as `statusAt`. */
const STATUS_SQL = `CASE WHEN a.revoked_at IS NOT NULL THEN 4 WHEN a.expires_at <= ? THEN 3
  WHEN a.expires_at <= ? THEN 2 ELSE 1 END`;

export interface MatrixAccountFilters {
  platform?: PlatformCode;
  /** 0: the accounts in no group. */
  groupId?: number;
  deptId?: number;
  status?: number;
  keyword?: string;
}

function accountFilters(brandId: number, now: number, query: MatrixAccountFilters, expiringMs: number): Filters {
  const filters = new Filters('a.brand_id = ?', brandId).eq('a.platform', query.platform).eq('a.dept_id', query.deptId);
  if (query.groupId === 0) filters.where('a.matrix_group_id IS NULL');
  else if (query.groupId !== undefined) filters.where('g.id = ?', query.groupId);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.where(`(a.name LIKE ? ESCAPE '\\' OR a.platform_uid LIKE ? ESCAPE '\\')`, pattern, pattern);
  }
  if (query.status !== undefined) filters.where(`${STATUS_SQL} = ?`, now, now + expiringMs, query.status);
  return filters;
}

const ORDER = 'a.platform, a.authorised_at DESC, a.id DESC';

/** A page of the brand's accounts on every platform under the filters (platform, newest grant first). */
export function pageMatrixAccounts(
  db: Database,
  brandId: number,
  now: number,
  expiringMs: number,
  query: MatrixAccountFilters & { pageNo: number; pageSize: number },
): { rows: MatrixAccountRow[]; total: number } {
  return pageOf<MatrixAccountRow>(db, FROM, accountFilters(brandId, now, query, expiringMs), ORDER, query, SELECT);
}

/** The brand's accounts under the filters, at most `max` (for an export). */
export function allMatrixAccounts(
  db: Database,
  brandId: number,
  now: number,
  expiringMs: number,
  query: MatrixAccountFilters,
  max: number,
): MatrixAccountRow[] {
  return pageOf<MatrixAccountRow>(
    db,
    FROM,
    accountFilters(brandId, now, query, expiringMs),
    ORDER,
    { pageNo: 1, pageSize: max },
    SELECT,
  ).rows;
}

/** Keeps the figures just read from an account's platform. */
export function saveMatrixFigures(
  db: Database,
  brandId: number,
  accountId: number,
  figures: { worksCount: number; recentPlays: number },
  now: number,
) {
  db.prepare(
    `INSERT INTO matrix_account_figures (account_id, brand_id, works_count, recent_plays, read_at)
     SELECT id, brand_id, ?, ?, ? FROM platform_accounts WHERE brand_id = ? AND id = ?
     ON CONFLICT (account_id) DO UPDATE SET works_count = excluded.works_count,
       recent_plays = excluded.recent_plays, read_at = excluded.read_at`,
  ).run(figures.worksCount, figures.recentPlays, now, brandId, accountId);
}

/**
 * The account as the list answers it; `figures` are the ones read now, or none (the grant cannot be
 * read: expired, revoked or refused by the platform), when the stored ones are not shown either.
 */
export function toMatrixAccount(
  row: MatrixAccountRow,
  now: number,
  figures: { worksCount: number; recentPlays: number; readAt: number } | null,
): MatrixAccount {
  return {
    ...toAccount(row, now),
    groupId: row.group_id,
    groupName: row.group_name,
    worksCount: figures?.worksCount ?? 0,
    recentPlays: figures?.recentPlays ?? 0,
    figuresTime: figures ? formatDateTime(figures.readAt) : null,
    publishRefusal: accountRefusal(row, now),
  };
}

/** Reads the account filters stored in an export task's `export_json`, ignoring anything malformed. */
export function matrixFiltersOf(json: Record<string, unknown>): MatrixAccountFilters & { now: number } {
  const int = (v: unknown) => (Number.isInteger(v) ? (v as number) : undefined);
  const platform = int(json.platform);
  return {
    ...(platform !== undefined && platform >= 1 && platform <= 4 ? { platform: platform as PlatformCode } : {}),
    ...(int(json.groupId) !== undefined ? { groupId: int(json.groupId)! } : {}),
    ...(int(json.deptId) !== undefined ? { deptId: int(json.deptId)! } : {}),
    ...(int(json.status) !== undefined ? { status: int(json.status)! } : {}),
    ...(typeof json.keyword === 'string' && json.keyword
      ? { keyword: json.keyword.slice(0, MATRIX_LIMITS.keyword) }
      : {}),
    now: int(json.now) ?? 0,
  };
}

/** One row of the matrix account export (tracking 204): the list's columns, figures as last read. */
export interface MatrixExportRow {
  account: MatrixAccount;
  /** When the figures were read; null when they could not be (grant expired, revoked or refused). */
  figuresReadAt: number | null;
}

/** The accounts an export writes (at most `max`), with the figures the export read just before. */
export function matrixExportRows(
  db: Database,
  brandId: number,
  filters: MatrixAccountFilters & { now: number },
  expiringMs: number,
  max: number,
): MatrixExportRow[] {
  const { now } = filters;
  return allMatrixAccounts(db, brandId, now, expiringMs, filters, max).map((row) => {
    // Figures read for this export (at `now`), not older ones of an account whose grant has since lapsed.
    const fresh = row.read_at !== null && row.read_at >= now && statusAt(row, now) < 3;
    const figures = fresh
      ? { worksCount: row.works_count ?? 0, recentPlays: row.recent_plays ?? 0, readAt: row.read_at! }
      : null;
    return { account: toMatrixAccount(row, now, figures), figuresReadAt: figures?.readAt ?? null };
  });
}
