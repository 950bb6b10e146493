import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transaction, type Database } from '../db/database';
import { employeeDataRows } from '../jobs/exports';
import { EXPORT_RETENTION_MS } from '../jobs/worker';
import { addMaterialTags, insertMaterial, materialById } from '../db/materialLibrary';
import { completeOperation, operationById } from '../db/videoCreation';
import { MaterialSource, MaterialType } from '../lib/codes';
import { formatDateTime } from '../lib/time';
import writeXlsxFile from 'write-excel-file/node';

/**
 * Task-centre rows in every status for the demo (brands 13 and 14; the admin, user 1, and the
 * staff member, user 2, on brand 13). In-progress rows keep moving once the server's worker
 * runs; finished exports have real files written here; one is past its 15 days (expired).
 */
export async function seedTasks(db: Database, filesDir: string, now: number): Promise<void> {
  const at = (hoursAgo: number) => formatDateTime(now - hoursAgo * 3600 * 1000);
  const file = async (brandId: number) => {
    const name = `${randomBytes(16).toString('hex')}.xlsx`;
    writeFileSync(join(filesDir, name), await writeXlsxFile(employeeDataRows(db, brandId, {})).toBuffer());
    return name;
  };
  const files = [await file(13), await file(13), await file(14)];

  transaction(db, () => {
    const exportTask = db.prepare(
      `INSERT INTO download_tasks (brand_id, user_id, file_name, exporter_type, export_json, status, sub_status, remark,
         file_path, created_at, finished_at, expires_at, download_token)
       VALUES (?, ?, ?, 'employeeData', '{}', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const exports: Array<[number, number, string, number, number, string | null, string | null, number]> = [
      // brand, user, file name, status, sub-status, remark, file, hours ago
      [13, 2, '员工运营分析_11月第4周.xlsx', 1, 0, null, null, 0.1],
      [13, 2, '门店员工数据_华东.xlsx', 2, 1, null, null, 0.2],
      [13, 2, '员工运营分析_11月第3周.xlsx', 3, 3, null, files[0]!, 26],
      [13, 2, '员工运营分析_试导出.xlsx', 4, 0, null, null, 30],
      [13, 2, '门店员工数据_全国.xlsx', 5, 0, '导出失败，请重新导出', null, 50],
      [13, 2, '员工运营分析_10月.xlsx', 6, 3, null, null, 24 * 20],
      [13, 1, '全员运营分析_管理员.xlsx', 3, 3, null, files[1]!, 3],
      [13, 1, '全员运营分析_管理员_本月.xlsx', 2, 2, null, null, 0.3],
      [14, 3, '青禾_员工运营分析.xlsx', 3, 3, null, files[2]!, 5],
    ];
    for (const [brand, user, name, status, sub, remark, path, hoursAgo] of exports) {
      const created = now - hoursAgo * 3600 * 1000;
      const finished = status === 3 || status === 6 ? formatDateTime(created + 60_000) : null;
      exportTask.run(
        brand,
        user,
        name,
        status,
        sub,
        remark,
        path,
        formatDateTime(created),
        finished,
        finished ? formatDateTime(created + 60_000 + EXPORT_RETENTION_MS) : null,
        status === 3 ? randomBytes(16).toString('hex') : null,
      );
    }

    const materialIds = (brandId: number, type: number, limit: number) =>
      (
        db
          .prepare('SELECT id FROM materials WHERE brand_id = ? AND type = ? AND is_delete = 0 ORDER BY id LIMIT ?')
          .all(brandId, type, limit) as Array<{ id: number }>
      ).map((r) => r.id);
    const tagIds = (brandId: number) =>
      (db.prepare('SELECT id FROM tags WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{ id: number }>).map(
        (r) => r.id,
      );

    for (const [brandId, userId] of [
      [13, 2],
      [13, 1],
      [14, 3],
    ] as const) {
      const tags = tagIds(brandId);
      const images = materialIds(brandId, 2, 4);
      const videos = materialIds(brandId, 1, 6);
      const tagTask = db.prepare(
        `INSERT INTO mark_tag_tasks (brand_id, user_id, slave_number, tag_ids, material_ids, status, complete_num, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      tagTask.run(brandId, userId, images.length, `${tags[0]},${tags[1]}`, JSON.stringify(images), 2, 1, at(0.2));
      tagTask.run(brandId, userId, 2, `${tags[2]}`, JSON.stringify(images.slice(0, 2)), 4, 2, at(8));
      tagTask.run(brandId, userId, 3, `${tags[3]}`, JSON.stringify(images.slice(0, 3)), 3, 1, at(30));

      const operation = db.prepare(
        `INSERT INTO material_operations (brand_id, user_id, operation_type, source_ids, target_ids, target_names, tag_ids,
           folder_ids, status, split_duration, created_at, target_count)
         VALUES (?, ?, ?, ?, '[]', ?, ?, '[]', ?, ?, ?, ?)`,
      );
      const name = (id: number) =>
        (db.prepare('SELECT name FROM materials WHERE id = ?').get(id) as { name: string }).name;
      operation.run(
        brandId,
        userId,
        1,
        JSON.stringify(videos.slice(1, 3)),
        JSON.stringify([`${name(videos[1]!)}_合并`]),
        `[${tags[0]}]`,
        4,
        null,
        at(0.1),
        1,
      );
      operation.run(
        brandId,
        userId,
        1,
        JSON.stringify(videos.slice(3, 5)),
        JSON.stringify([`${name(videos[3]!)}_合并`]),
        '[]',
        3,
        null,
        at(40),
        1,
      );
      operation.run(
        brandId,
        userId,
        2,
        JSON.stringify([videos[2]]),
        JSON.stringify([1, 2, 3].map((i) => `${name(videos[2]!)}_片段${i}`)),
        `[${tags[1]}]`,
        1,
        5000,
        at(0.1),
        3,
      );
      // Completed ones: their target materials really exist.
      for (const [type, sources, targets, split] of [
        [1, videos.slice(2, 4), [`${name(videos[2]!)}_合并成片`], null],
        [2, [videos[4]!], [1, 2, 3].map((i) => `${name(videos[4]!)}_分段${i}`), 6000],
      ] as const) {
        const id = Number(
          operation.run(
            brandId,
            userId,
            type,
            JSON.stringify(sources),
            JSON.stringify(targets),
            `[${tags[4]}]`,
            4,
            split,
            at(20),
            targets.length,
          ).lastInsertRowid,
        );
        completeSeededOperation(db, brandId, id, at(19.9));
      }
      operation.run(
        brandId,
        userId,
        2,
        JSON.stringify([videos[5]]),
        JSON.stringify([1, 2].map((i) => `${name(videos[5]!)}_片段${i}`)),
        '[]',
        3,
        8000,
        at(60),
        2,
      );

      const caption = db.prepare(
        `INSERT INTO caption_tasks (brand_id, user_id, creation_type, type, total_number, complete_number, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      caption.run(brandId, userId, 99, 1, 6, 2, 1, at(0.2));
      caption.run(brandId, userId, 1, 1, 10, 10, 2, at(12));
      caption.run(brandId, userId, 1, 2, 4, 1, 3, at(48));
      caption.run(brandId, userId, 99, 2, 3, 3, 2, at(72));
    }
  });
}

/**
 * A seeded merge or split that completed before the demo starts: its target materials, made like
 * the seeded videos (the source's cover, no playable file; durations and sizes from the sources).
 * Merges and splits a member starts are rendered for real (jobs/renders.ts).
 */
function completeSeededOperation(db: Database, brandId: number, operationId: number, createTime: string): void {
  const op = operationById(db, brandId, operationId)!;
  const sources = (JSON.parse(op.source_ids) as number[]).map((id) => materialById(db, brandId, id)!);
  const first = sources[0]!;
  const merged = op.operation_type === 1;
  const piece = op.split_duration ?? first.duration ?? 0;
  const ids = (JSON.parse(op.target_names) as string[]).map((name, i) => {
    const duration = merged
      ? sources.reduce((sum, s) => sum + (s.duration ?? 0), 0)
      : Math.max(0, Math.min(piece, (first.duration ?? 0) - i * piece));
    const size = merged
      ? sources.reduce((sum, s) => sum + (s.size ?? 0), 0)
      : Math.round(((first.size ?? 0) * duration) / Math.max(1, first.duration ?? 1));
    return insertMaterial(db, brandId, {
      name,
      type: MaterialType.video,
      coverUrl: first.cover_url,
      size,
      duration,
      width: first.width,
      height: first.height,
      createTime,
      source: merged ? MaterialSource.merge : MaterialSource.split,
      userId: op.user_id,
      folderId: (JSON.parse(op.folder_ids) as number[])[0] ?? null,
    });
  });
  addMaterialTags(db, brandId, ids, JSON.parse(op.tag_ids) as number[]);
  completeOperation(db, brandId, op.id, ids);
}
