import type { DownloadTask } from '@brand-console/api-client';
import { ExportStatus } from '../lib/codes';
import type { Database } from './database';
import { Filters, pageOf } from './query';

/**
 * Data access of download (export) tasks: the task centre's first tab, and the job worker that
 * writes their files. Every function takes the brand and puts it in its `WHERE`, except the
 * worker's queue (`dueExports`), which spans brands.
 */

export interface DownloadTaskRow {
  id: number;
  brand_id: number;
  user_id: number;
  file_name: string;
  exporter_type: string;
  /** The export's filters, as JSON. */
  export_json: string;
  status: number;
  /** Progress step while exporting: 0..3. */
  sub_status: number;
  remark: string | null;
  /** Stored name of the written file, while it is kept. */
  file_path: string | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
  /** The unguessable name the file is served under (`/exports/{token}`), while it is kept. */
  download_token: string | null;
}

/** The API shape of an export row. */
export function toDownloadTask(row: DownloadTaskRow): DownloadTask {
  return {
    id: row.id,
    status: row.status,
    subStatus: row.sub_status,
    fileName: row.file_name,
    exportTime: row.created_at,
    fileUrl: row.status === ExportStatus.done && row.download_token ? `/exports/${row.download_token}` : null,
    exporterType: row.exporter_type === 'employeeData' ? 1 : 0,
    exportJson: row.export_json,
    remark: row.remark,
  };
}

/** One page of the brand's export rows, newest first: one member's when `userId` is given, else everyone's. */
export function listDownloadTasks(
  db: Database,
  brandId: number,
  filters: {
    userId?: number | undefined;
    fileName?: string | undefined;
    startTime?: string | undefined;
    endTime?: string | undefined;
  },
  page: { pageNo: number; pageSize: number },
): { records: DownloadTask[]; total: number } {
  const where = new Filters('brand_id = ?', brandId)
    .eq('user_id', filters.userId)
    .contains('file_name', filters.fileName)
    .range('created_at', filters.startTime, filters.endTime);
  const { rows, total } = pageOf<DownloadTaskRow>(db, 'download_tasks', where, 'created_at DESC, id DESC', page);
  return { records: rows.map(toDownloadTask), total };
}

/** Queues an export of a member for the job worker, which writes its file (`filters` are stored as its JSON). */
export function queueExport(
  db: Database,
  brandId: number,
  task: { userId: number; fileName: string; exporterType: string; filters: unknown; createdAt: string },
): void {
  db.prepare(
    `INSERT INTO download_tasks (brand_id, user_id, file_name, exporter_type, export_json, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    brandId,
    task.userId,
    task.fileName,
    task.exporterType,
    JSON.stringify(task.filters),
    ExportStatus.waiting,
    task.createdAt,
  );
}

/**
 * Records an export whose file was written at once (a binary export the member downloaded as it
 * was made): a finished row of the task centre, its file downloadable again until `expiresAt`.
 */
export function insertFinishedExport(
  db: Database,
  brandId: number,
  task: {
    userId: number;
    fileName: string;
    exporterType: string;
    filters: unknown;
    createdAt: string;
    filePath: string;
    expiresAt: string;
    downloadToken: string;
  },
): void {
  db.prepare(
    `INSERT INTO download_tasks (brand_id, user_id, file_name, exporter_type, export_json, status, sub_status,
       file_path, created_at, finished_at, expires_at, download_token)
     VALUES (?, ?, ?, ?, ?, ?, 3, ?, ?, ?, ?, ?)`,
  ).run(
    brandId,
    task.userId,
    task.fileName,
    task.exporterType,
    JSON.stringify(task.filters),
    ExportStatus.done,
    task.filePath,
    task.createdAt,
    task.createdAt,
    task.expiresAt,
    task.downloadToken,
  );
}

/** Who started one of the brand's export rows, and where it stands. */
export function downloadTaskOf(
  db: Database,
  brandId: number,
  id: number,
): Pick<DownloadTaskRow, 'status' | 'user_id'> | undefined {
  return db.prepare('SELECT status, user_id FROM download_tasks WHERE brand_id = ? AND id = ?').get(brandId, id) as
    Pick<DownloadTaskRow, 'status' | 'user_id'> | undefined;
}

/** Cancels an export that is waiting or in progress; false when it is neither (or not the brand's). */
export function cancelDownloadTask(db: Database, brandId: number, id: number): boolean {
  return (
    db
      .prepare('UPDATE download_tasks SET status = ? WHERE brand_id = ? AND id = ? AND status IN (?, ?)')
      .run(ExportStatus.cancelled, brandId, id, ExportStatus.waiting, ExportStatus.inProgress).changes > 0
  );
}

/** The worker's queue: every brand's exports waiting or in progress, and finished ones due to expire at `now`. */
export function dueExports(db: Database, now: string): DownloadTaskRow[] {
  return db
    .prepare('SELECT * FROM download_tasks WHERE status IN (?, ?) OR (status = ? AND expires_at <= ?)')
    .all(ExportStatus.waiting, ExportStatus.inProgress, ExportStatus.done, now) as unknown as DownloadTaskRow[];
}

/** A waiting export starts, at step 0 (unless it was cancelled meanwhile). */
export function startExport(db: Database, brandId: number, id: number): void {
  db.prepare('UPDATE download_tasks SET status = ?, sub_status = 0 WHERE brand_id = ? AND id = ? AND status = ?').run(
    ExportStatus.inProgress,
    brandId,
    id,
    ExportStatus.waiting,
  );
}

/** An export in progress moves one step (unless it was cancelled meanwhile). */
export function advanceExport(db: Database, brandId: number, id: number): void {
  db.prepare('UPDATE download_tasks SET sub_status = sub_status + 1 WHERE brand_id = ? AND id = ? AND status = ?').run(
    brandId,
    id,
    ExportStatus.inProgress,
  );
}

/** An export in progress is done, its file written; false when it was cancelled meanwhile. */
export function finishExport(
  db: Database,
  brandId: number,
  id: number,
  file: { filePath: string; finishedAt: string; expiresAt: string; downloadToken: string },
): boolean {
  return (
    db
      .prepare(
        `UPDATE download_tasks SET status = ?, file_path = ?, finished_at = ?, expires_at = ?, download_token = ?
         WHERE brand_id = ? AND id = ? AND status = ?`,
      )
      .run(
        ExportStatus.done,
        file.filePath,
        file.finishedAt,
        file.expiresAt,
        file.downloadToken,
        brandId,
        id,
        ExportStatus.inProgress,
      ).changes > 0
  );
}

export function failExport(db: Database, brandId: number, id: number, remark: string): void {
  db.prepare('UPDATE download_tasks SET status = ?, remark = ? WHERE brand_id = ? AND id = ?').run(
    ExportStatus.failed,
    remark,
    brandId,
    id,
  );
}

/** A done export past its retention expires: its file is no longer served (the caller removes it). */
export function expireExport(db: Database, brandId: number, id: number): void {
  db.prepare(
    'UPDATE download_tasks SET status = ?, file_path = NULL, download_token = NULL WHERE brand_id = ? AND id = ?',
  ).run(ExportStatus.expired, brandId, id);
}
