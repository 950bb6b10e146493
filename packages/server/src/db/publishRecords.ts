import {
  dictionaryLabel,
  PLATFORMS,
  PUBLISH_SOURCES,
  PUBLISH_STATUSES,
  type PageResult,
  type Publication,
  type PublicationMount,
} from '@brand-console/api-client';
import type { SheetData } from 'write-excel-file/node';
import { badRequest } from '../http/errors';
import { parseDateTime } from '../lib/time';
import type { Database } from './database';
import { PUBLICATION_COLUMNS, toPublication, type PublicationRow } from './publishing';
import { Filters, pageOf } from './query';

/**
 * 发布记录 (records_publish, issue 24 part D, ADR 0036): every publication of the brand under the
 * list's filters, for the page and for its export (tracking 210). Every read is scoped to the brand.
 */

export interface PublishRecordFilters {
  platform?: number;
  /** An account's name or platform id (contained), or the brand account's id. */
  account?: string;
  status?: number;
  source?: number;
  publishStart?: string;
  publishEnd?: string;
  startTime?: string;
  endTime?: string;
  workName?: string;
  taskId?: number;
  qrcodeId?: number;
}

/** Milliseconds of a `YYYY-MM-DD[ HH:mm:ss]` range's bounds (a date-only end is the whole day). */
function msRange(start: string | undefined, end: string | undefined): [number | null, number | null] {
  const from = start ? parseDateTime(start) : null;
  const to = end ? parseDateTime(end, true) : null;
  if (Number.isNaN(from) || Number.isNaN(to)) throw badRequest('时间格式错误');
  if (from !== null && to !== null && from > to) throw badRequest('开始时间不能晚于结束时间');
  // A bound to the second covers the whole second.
  return [from, to === null ? null : to + 999];
}

function filtersOf(brandId: number, f: PublishRecordFilters): Filters {
  const filters = new Filters('p.brand_id = ?', brandId)
    .eq('p.platform', f.platform)
    .eq('p.status', f.status)
    .eq('p.source', f.source)
    .eq('p.task_id', f.taskId)
    .eq('p.qrcode_id', f.qrcodeId)
    .contains('p.work_name', f.workName);
  const account = f.account?.trim();
  if (account) {
    const pattern = `%${account.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (/^\d+$/.test(account)) {
      filters.where(
        `(p.account_id = ? OR p.account_name LIKE ? ESCAPE '\\' OR p.platform_uid LIKE ? ESCAPE '\\')`,
        Number(account),
        pattern,
        pattern,
      );
    } else {
      filters.where(`(p.account_name LIKE ? ESCAPE '\\' OR p.platform_uid LIKE ? ESCAPE '\\')`, pattern, pattern);
    }
  }
  for (const [column, start, end] of [
    ['p.published_at', f.publishStart, f.publishEnd],
    ['p.created_at', f.startTime, f.endTime],
  ] as const) {
    const [from, to] = msRange(start, end);
    if (from !== null) filters.where(`${column} >= ?`, from);
    if (to !== null) filters.where(`${column} <= ?`, to);
  }
  return filters;
}

const ORDER = 'p.created_at DESC, p.id DESC';

/** A page of the brand's publications under the filters, newest first. */
export function listPublishRecords(
  db: Database,
  brandId: number,
  filters: PublishRecordFilters,
  page: { pageNo: number; pageSize: number },
): PageResult<Publication> {
  const { rows, total } = pageOf<PublicationRow>(
    db,
    'publications p',
    filtersOf(brandId, filters),
    ORDER,
    page,
    PUBLICATION_COLUMNS,
  );
  return { records: rows.map(toPublication), total };
}

/** The most rows one export writes. */
export const EXPORT_MAX_ROWS = 10_000;

/** Every publication under the filters (at most `EXPORT_MAX_ROWS`), newest first. */
export function allPublishRecords(db: Database, brandId: number, f: PublishRecordFilters): Publication[] {
  const filters = filtersOf(brandId, f);
  return (
    db
      .prepare(`SELECT ${PUBLICATION_COLUMNS} FROM publications p WHERE ${filters.sql} ORDER BY ${ORDER} LIMIT ?`)
      .all(...filters.args, EXPORT_MAX_ROWS) as unknown as PublicationRow[]
  ).map(toPublication);
}

/** Reads the filters stored in an export task's `export_json`, ignoring anything malformed. */
export function publishRecordFiltersOf(json: Record<string, unknown>): PublishRecordFilters {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const int = (v: unknown) => (Number.isInteger(v) ? (v as number) : undefined);
  return {
    platform: int(json.platform),
    account: text(json.account),
    status: int(json.status),
    source: int(json.source),
    publishStart: text(json.publishStart),
    publishEnd: text(json.publishEnd),
    startTime: text(json.startTime),
    endTime: text(json.endTime),
    workName: text(json.workName),
    taskId: int(json.taskId),
    qrcodeId: int(json.qrcodeId),
  };
}

const bold = (values: readonly string[]) => values.map((value) => ({ value, fontWeight: 'bold' as const }));

/**
 * The publish record export (发布记录, tracking 210): one row per publication under the list's
 * filters. Figures are the platform's to read live (the page reads them per row), so the file
 * holds the record: where, what, when, and how it ended.
 */
export function publishRecordRows(db: Database, brandId: number, filters: PublishRecordFilters): SheetData {
  return [
    bold([
      '记录ID',
      '作品',
      '平台',
      '账号',
      '标题',
      '话题',
      '来源',
      '状态',
      '失败原因',
      '发布时间',
      '作品链接',
      '挂载',
      '创建人',
      '创建时间',
    ]),
    ...allPublishRecords(db, brandId, filters).map((p) => [
      { value: p.id },
      { value: p.workName },
      { value: dictionaryLabel(PLATFORMS, p.platform, 'zh') },
      { value: p.accountName },
      { value: p.title },
      { value: p.topics.map((t) => `#${t}`).join(' ') },
      { value: dictionaryLabel(PUBLISH_SOURCES, p.source, 'zh') },
      { value: dictionaryLabel(PUBLISH_STATUSES, p.status, 'zh') },
      { value: p.reason ?? '' },
      { value: p.publishTime ?? '' },
      { value: p.itemUrl ?? '' },
      { value: p.mount ? `${p.mount.kind === 1 ? '商品' : '小程序'}：${p.mount.label}` : '' },
      { value: p.creatorName ?? '' },
      { value: p.createTime },
    ]),
  ];
}

/** The brand's successful publications among `ids` with their item (what figures are read for). */
export function publishedItems(
  db: Database,
  brandId: number,
  ids: readonly number[],
): Array<{ id: number; platform: number; account_id: number | null; item_id: string }> {
  if (ids.length === 0) return [];
  return db
    .prepare(
      `SELECT id, platform, account_id, item_id FROM publications
       WHERE brand_id = ? AND status = 3 AND item_id IS NOT NULL AND id IN (${ids.map(() => '?').join(',')})
       ORDER BY id`,
    )
    .all(brandId, ...ids) as Array<{ id: number; platform: number; account_id: number | null; item_id: string }>;
}

/** How many of `ids` are the brand's publications. */
export function countOwnPublications(db: Database, brandId: number, ids: readonly number[]): number {
  if (ids.length === 0) return 0;
  return (
    db
      .prepare(`SELECT count(*) AS n FROM publications WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(',')})`)
      .get(brandId, ...ids) as { n: number }
  ).n;
}

/** Stores what a published item carries (null: nothing). */
export function setPublicationMount(
  db: Database,
  brandId: number,
  id: number,
  mount: PublicationMount | null,
  now: number,
): void {
  db.prepare('UPDATE publications SET mount = ?, updated_at = ? WHERE brand_id = ? AND id = ?').run(
    mount ? JSON.stringify(mount) : null,
    now,
    brandId,
    id,
  );
}
