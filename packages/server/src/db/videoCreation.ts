import type { MergeSplitRecord } from '@brand-console/api-client';
import { MergeSplitStatus } from '../lib/codes';
import { fontUrl } from '../storage/fonts';
import type { Database } from './database';
import { folderNames, materialById, tagNames } from './materialLibrary';
import { Filters, pageOf } from './query';
import { renderJobsOfOperations } from './renderJobs';

/**
 * Data access of video creation: merges and splits of library videos (their records, as the
 * member lists them and as the render jobs complete them) and the cover editor's fonts. Every
 * function takes the brand and puts it in its `WHERE`.
 */

export interface OperationRow {
  id: number;
  brand_id: number;
  user_id: number;
  /** `MERGE_SPLIT_OPERATION`: 1 merge, 2 split. */
  operation_type: number;
  /** JSON arrays: the source materials, the targets' names, their tags and folders, the targets made. */
  source_ids: string;
  target_names: string;
  tag_ids: string;
  folder_ids: string;
  target_ids: string;
  status: number;
  /** Length of each piece of a split, in ms. */
  split_duration: number | null;
  created_at: string;
}

/**
 * Records a merge or split (its render job, `db/renderJobs.ts`, makes it); its targets are named
 * now and made when it completes. Returns its id.
 */
export function insertOperation(
  db: Database,
  brandId: number,
  op: {
    userId: number;
    operationType: number;
    sourceIds: readonly number[];
    targetNames: readonly string[];
    tagIds: readonly number[];
    folderIds: readonly number[];
    splitDuration: number | null;
    createdAt: string;
  },
): number {
  const result = db
    .prepare(
      `INSERT INTO material_operations (brand_id, user_id, operation_type, source_ids, target_names, tag_ids, folder_ids,
       status, split_duration, created_at, target_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      brandId,
      op.userId,
      op.operationType,
      JSON.stringify(op.sourceIds),
      JSON.stringify(op.targetNames),
      JSON.stringify(op.tagIds),
      JSON.stringify(op.folderIds),
      MergeSplitStatus.inProgress,
      op.splitDuration,
      op.createdAt,
      op.targetNames.length,
    );
  return Number(result.lastInsertRowid);
}

/** One page of a member's merges or splits, newest first, with their source materials and names. */
export function listOperations(
  db: Database,
  brandId: number,
  userId: number,
  filters: { operationType: number; startTime?: string | undefined; endTime?: string | undefined },
  page: { pageNo: number; pageSize: number },
): { records: MergeSplitRecord[]; total: number } {
  const where = new Filters(
    'brand_id = ? AND user_id = ? AND operation_type = ?',
    brandId,
    userId,
    filters.operationType,
  ).range('created_at', filters.startTime, filters.endTime);
  const { rows, total } = pageOf<OperationRow>(db, 'material_operations', where, 'created_at DESC, id DESC', page);
  const renders = renderJobsOfOperations(
    db,
    brandId,
    rows.map((r) => r.id),
  );
  return {
    records: rows.map((r) => ({
      id: r.id,
      sourceMaterials: (JSON.parse(r.source_ids) as number[]).flatMap((id) => {
        const m = materialById(db, brandId, id, { deleted: true });
        return m ? [{ id: m.id, source: m.source, coverUrl: m.cover_url, url: m.url, name: m.name }] : [];
      }),
      targetMaterials: (JSON.parse(r.target_names) as string[]).map((name) => ({ name })),
      tagIds: tagNames(db, brandId, JSON.parse(r.tag_ids) as number[]),
      folderIds: folderNames(db, brandId, JSON.parse(r.folder_ids) as number[]),
      status: r.status as MergeSplitRecord['status'],
      gmtCreate: r.created_at,
      splitDuration: r.split_duration,
      progress: r.status === MergeSplitStatus.completed ? 100 : (renders.get(r.id)?.progress ?? 0),
      failReason: r.status === MergeSplitStatus.failed ? (renders.get(r.id)?.fail_reason ?? null) : null,
    })),
    total,
  };
}

export function operationById(db: Database, brandId: number, id: number): OperationRow | undefined {
  return db.prepare('SELECT * FROM material_operations WHERE brand_id = ? AND id = ?').get(brandId, id) as
    OperationRow | undefined;
}

export function setOperationStatus(db: Database, brandId: number, id: number, status: number): void {
  db.prepare('UPDATE material_operations SET status = ? WHERE brand_id = ? AND id = ?').run(status, brandId, id);
}

/** A merge or split is completed: `targetIds` are the materials it made. */
export function completeOperation(db: Database, brandId: number, id: number, targetIds: readonly number[]): void {
  db.prepare(
    'UPDATE material_operations SET status = ?, target_ids = ?, steps_done = ? WHERE brand_id = ? AND id = ?',
  ).run(MergeSplitStatus.completed, JSON.stringify(targetIds), targetIds.length, brandId, id);
}

/** Largest page of the font list: the cover editor asks for every font at once (page 1, size 1000). */
export const FONT_PAGE_MAX = 1000;

/** One page of the fonts a brand may use: the shared ones and its own, in their order. */
export function listFonts(
  db: Database,
  brandId: number,
  page: { pageNo: number; pageSize: number },
): { records: Array<{ fontKey: string; fontName: string; fontUrl: string }>; total: number } {
  const where = 'brand_id IS NULL OR brand_id = ?';
  const total = (db.prepare(`SELECT count(*) AS n FROM fonts WHERE ${where}`).get(brandId) as { n: number }).n;
  const pageSize = Math.min(Math.max(1, page.pageSize), FONT_PAGE_MAX);
  const rows = db
    .prepare(`SELECT font_key, name FROM fonts WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`)
    .all(brandId, pageSize, (Math.max(1, page.pageNo) - 1) * pageSize) as Array<{ font_key: string; name: string }>;
  return {
    records: rows.map((r) => ({ fontKey: r.font_key, fontName: r.name, fontUrl: fontUrl(r.font_key) })),
    total,
  };
}
