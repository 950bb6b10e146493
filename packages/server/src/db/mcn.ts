import type { McnInstitution } from '@brand-console/api-client';
import { formatDateTime } from '../lib/time';
import { transaction, type Database } from './database';
import { Filters, pageOf } from './query';

/**
 * The brand's MCN institutions and which of its Douyin accounts belong to each (MCN管理,
 * migration 016). Every read and write is scoped to the brand.
 */

interface McnRow {
  id: number;
  name: string;
  contact_name: string;
  contact_phone: string;
  remark: string;
  account_count: number;
  follower_total: number;
  creator_name: string | null;
  created_at: number;
}

const FROM = `mcn_institutions m
  LEFT JOIN user_brands ub ON ub.user_id = m.created_by AND ub.brand_id = m.brand_id`;
// Counted over the accounts in force (not revoked), the ones the institution works with.
const SELECT = `m.id, m.name, m.contact_name, m.contact_phone, m.remark, m.created_at, ub.user_brand_name AS creator_name,
  (SELECT count(*) FROM platform_accounts a WHERE a.brand_id = m.brand_id AND a.mcn_id = m.id AND a.revoked_at IS NULL)
    AS account_count,
  (SELECT coalesce(sum(a.follower_count), 0) FROM platform_accounts a
    WHERE a.brand_id = m.brand_id AND a.mcn_id = m.id AND a.revoked_at IS NULL) AS follower_total`;

const toInstitution = (row: McnRow): McnInstitution => ({
  id: row.id,
  name: row.name,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  remark: row.remark,
  accountCount: row.account_count,
  followerTotal: row.follower_total,
  creatorName: row.creator_name,
  createTime: formatDateTime(row.created_at),
});

/** A page of the brand's institutions, newest first, by part of the name. */
export function listMcn(
  db: Database,
  brandId: number,
  query: { name?: string; pageNo: number; pageSize: number },
): { records: McnInstitution[]; total: number } {
  const filters = new Filters('m.brand_id = ?', brandId).contains('m.name', query.name?.trim());
  const { rows, total } = pageOf<McnRow>(db, FROM, filters, 'm.created_at DESC, m.id DESC', query, SELECT);
  return { records: rows.map(toInstitution), total };
}

export function mcnExists(db: Database, brandId: number, id: number): boolean {
  return !!db.prepare('SELECT 1 FROM mcn_institutions WHERE brand_id = ? AND id = ?').get(brandId, id);
}

/** Whether another institution of the brand has `name`. */
export function mcnNameTaken(db: Database, brandId: number, name: string, exceptId: number | null): boolean {
  return !!db
    .prepare('SELECT 1 FROM mcn_institutions WHERE brand_id = ? AND name = ? AND id IS NOT ?')
    .get(brandId, name, exceptId);
}

export interface McnFields {
  name: string;
  contactName: string;
  contactPhone: string;
  remark: string;
}

export function addMcn(db: Database, brandId: number, userId: number, fields: McnFields, now: number): number {
  const row = db
    .prepare(
      `INSERT INTO mcn_institutions (brand_id, name, contact_name, contact_phone, remark, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(brandId, fields.name, fields.contactName, fields.contactPhone, fields.remark, userId, now) as { id: number };
  return row.id;
}

export function updateMcn(db: Database, brandId: number, id: number, fields: McnFields) {
  db.prepare(
    'UPDATE mcn_institutions SET name = ?, contact_name = ?, contact_phone = ?, remark = ? WHERE brand_id = ? AND id = ?',
  ).run(fields.name, fields.contactName, fields.contactPhone, fields.remark, brandId, id);
}

/** How many of the brand's accounts (revoked ones included) are in the institution. */
export function mcnAccountCount(db: Database, brandId: number, id: number): number {
  return (
    db.prepare('SELECT count(*) AS n FROM platform_accounts WHERE brand_id = ? AND mcn_id = ?').get(brandId, id) as {
      n: number;
    }
  ).n;
}

export function deleteMcn(db: Database, brandId: number, id: number) {
  db.prepare('DELETE FROM mcn_institutions WHERE brand_id = ? AND id = ?').run(brandId, id);
}

/**
 * Of `ids`, the brand's Douyin accounts that can join an institution (in force, not revoked); the
 * rest are answered so the caller can refuse them by name.
 */
export function bindableAccounts(
  db: Database,
  brandId: number,
  ids: readonly number[],
): { ok: number[]; refused: Array<{ id: number; name: string | null }> } {
  const ok: number[] = [];
  const refused: Array<{ id: number; name: string | null }> = [];
  const read = db.prepare('SELECT platform, name, revoked_at FROM platform_accounts WHERE brand_id = ? AND id = ?');
  for (const id of new Set(ids)) {
    const row = read.get(brandId, id) as { platform: number; name: string; revoked_at: number | null } | undefined;
    if (row && row.platform === 1 && row.revoked_at === null) ok.push(id);
    else refused.push({ id, name: row?.name ?? null });
  }
  return { ok, refused };
}

/** Puts the accounts in the institution (moving them from another, if they were in one). */
export function bindAccounts(db: Database, brandId: number, mcnId: number, accountIds: readonly number[]) {
  const update = db.prepare('UPDATE platform_accounts SET mcn_id = ? WHERE brand_id = ? AND id = ?');
  transaction(db, () => {
    for (const id of accountIds) update.run(mcnId, brandId, id);
  });
}
