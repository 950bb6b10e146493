import type { AiCreationRecord, DownloadTask, MergeSplitRecord, TagTaskRow } from '@brand-console/api-client';
import type { Database } from '../db/database';
import { badRequest, Codes, notFound, refused } from '../http/errors';
import { LIBRARY } from '../http/access';
import type { RouteTable } from '../http/routes';
import { TEMPLATES, buildTemplate } from '../jobs/exports';
import { ExportStatus, targetNames } from '../jobs/worker';
import { isAdmin } from '../lib/roles';
import { formatDateTime } from '../lib/time';
import { Filters, pageOf } from '../db/query';
import { MaterialType } from './materials';

/** Spec section 5: split needs a video of at least 10,000 ms. */
export const SPLIT_MIN_DURATION_MS = 10_000;
/** Most pieces one split makes. */
const SPLIT_MAX_PIECES = 20;

/** One page of a task table, newest first. */
function page<T>(
  db: Database,
  from: string,
  filters: Filters,
  p: { pageNo: number; pageSize: number },
  map: (row: never) => T,
) {
  const { rows, total } = pageOf<never>(db, from, filters, 'created_at DESC, id DESC', p);
  return { records: rows.map(map), total };
}

function namesOf(db: Database, brandId: number, table: 'tags' | 'folders', ids: number[]): { name: string }[] {
  return ids.flatMap((id) => {
    const row = db.prepare(`SELECT name FROM ${table} WHERE brand_id = ? AND id = ?`).get(brandId, id) as
      { name: string } | undefined;
    return row ? [{ name: row.name }] : [];
  });
}

/** Download tasks, the task centre's lists, and the jobs that fill them. */
export const taskRoutes: RouteTable = {
  '/v1/system/download/listDownloadTaskV2': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const filters = new Filters('brand_id = ?', auth.brandId);
      // Only admins may see every member's exports (spec section 6); everyone else sees their own.
      if (params.onlyShowSelfData !== 0 || !isAdmin(services.db, auth)) filters.eq('user_id', auth.userId);
      filters.contains('file_name', params.fileName).range('created_at', params.startTime, params.endTime);
      return page(
        services.db,
        'download_tasks',
        filters,
        params,
        (r: {
          id: number;
          status: number;
          sub_status: number;
          file_name: string;
          created_at: string;
          download_token: string | null;
          exporter_type: string;
          export_json: string;
          remark: string | null;
        }): DownloadTask => ({
          id: r.id,
          status: r.status,
          subStatus: r.sub_status,
          fileName: r.file_name,
          exportTime: r.created_at,
          fileUrl: r.status === ExportStatus.done && r.download_token ? `/exports/${r.download_token}` : null,
          exporterType: r.exporter_type === 'employeeData' ? 1 : 0,
          exportJson: r.export_json,
          remark: r.remark,
        }),
      );
    },
  },

  '/v1/system/download/updateDownloadTask': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const task = services.db
        .prepare('SELECT status, user_id FROM download_tasks WHERE brand_id = ? AND id = ?')
        .get(auth.brandId, params.taskId) as { status: number; user_id: number } | undefined;
      if (!task || (task.user_id !== auth.userId && !isAdmin(services.db, auth))) throw notFound('任务不存在');
      if (params.status !== ExportStatus.cancelled) throw badRequest('只能取消任务');
      // Only in-progress tasks can be cancelled (spec section 4).
      const done = services.db
        .prepare('UPDATE download_tasks SET status = 4 WHERE brand_id = ? AND id = ? AND status IN (1, 2)')
        .run(auth.brandId, params.taskId);
      if (done.changes === 0) throw refused('只有进行中的任务可以取消', Codes.conflict);
      return null;
    },
  },

  '/v1/system/download/template/{fileName}.xlsx': {
    access: 'member',
    handler: async ({ params }) => ({
      body: await buildTemplate(params.fileName),
      fileName: TEMPLATES[params.fileName].fileName,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  },

  '/cgp/web/markTagTask/createMarkTagTask': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const materialIds = [...new Set(params.materialIds)];
      if (materialIds.length === 0) throw refused('请选择素材');
      for (const id of materialIds) {
        if (
          !db.prepare('SELECT 1 FROM materials WHERE brand_id = ? AND id = ? AND is_delete = 0').get(auth.brandId, id)
        ) {
          throw notFound('素材不存在');
        }
      }
      let tagIds = [...new Set(params.tagIds ?? [])];
      for (const id of tagIds) {
        if (!db.prepare('SELECT 1 FROM tags WHERE brand_id = ? AND id = ?').get(auth.brandId, id))
          throw notFound('标签不存在');
      }
      if (tagIds.length === 0) {
        // Smart tagging without chosen tags: the brand's tags whose names occur in the materials' names.
        const names = materialIds.map(
          (id) => (db.prepare('SELECT name FROM materials WHERE id = ?').get(id) as { name: string }).name,
        );
        const tags = db.prepare('SELECT id, name FROM tags WHERE brand_id = ?').all(auth.brandId) as Array<{
          id: number;
          name: string;
        }>;
        tagIds = tags.filter((t) => names.some((n) => n.includes(t.name))).map((t) => t.id);
        if (tagIds.length === 0) throw refused('没有可用的标签，请先选择标签');
      }
      db.prepare(
        `INSERT INTO mark_tag_tasks (brand_id, user_id, slave_number, tag_ids, material_ids, status, created_at)
       VALUES (?, ?, ?, ?, ?, 1, ?)`,
      ).run(
        auth.brandId,
        auth.userId,
        materialIds.length,
        tagIds.join(','),
        JSON.stringify(materialIds),
        formatDateTime(services.now()),
      );
      return null;
    },
  },

  '/cgp/web/markTagTask/listMarkTagTask': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const filters = new Filters('brand_id = ? AND user_id = ?', auth.brandId, auth.userId);
      if (params.tagName?.trim()) {
        const tags = new Filters('brand_id = ?', auth.brandId).contains('name', params.tagName);
        const ids = (
          services.db.prepare(`SELECT id FROM tags WHERE ${tags.sql}`).all(...tags.args) as Array<{ id: number }>
        ).map((t) => t.id);
        filters.where(
          ids.length ? `(${ids.map(() => "(',' || tag_ids || ',') LIKE ?").join(' OR ')})` : '0',
          ...ids.map((id) => `%,${id},%`),
        );
      }
      filters.range('created_at', params.startTime, params.endTime);
      return page(
        services.db,
        'mark_tag_tasks',
        filters,
        params,
        (r: {
          id: number;
          slave_number: number;
          tag_ids: string;
          created_at: string;
          status: number;
          complete_num: number;
        }): TagTaskRow => ({
          id: r.id,
          slaveNumber: r.slave_number,
          tagIds: r.tag_ids,
          tagNames: namesOf(services.db, auth.brandId, 'tags', r.tag_ids.split(',').filter(Boolean).map(Number)).map(
            (t) => t.name,
          ),
          gmtCreate: r.created_at,
          status: r.status as TagTaskRow['status'],
          completeNum: r.complete_num,
        }),
      );
    },
  },

  '/v1/sumvideo/sv/material/operation/operateMaterials': {
    access: LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const ids = [...new Set(params.materialIds)];
      const sources = ids.map((id) => {
        const row = db
          .prepare(
            'SELECT id, name, type, duration, expire_time FROM materials WHERE brand_id = ? AND id = ? AND is_delete = 0',
          )
          .get(auth.brandId, id) as
          { id: number; name: string; type: number; duration: number | null; expire_time: string | null } | undefined;
        if (!row) throw notFound('素材不存在');
        if (row.type !== MaterialType.video) throw refused('只能合并或拆分视频素材');
        return row;
      });
      const now = formatDateTime(services.now());
      let names: string[];
      if (params.operationType === 1) {
        if (sources.length < 2) throw refused('请至少选择两个视频进行合并');
        names = targetNames(params.targetName?.trim() || sources[0]!.name, 1, 1);
      } else {
        if (sources.length !== 1) throw refused('一次只能拆分一个视频');
        const video = sources[0]!;
        // Expired materials cannot be split (spec section 4).
        if (video.expire_time && video.expire_time < now) throw refused('素材已过期，不能拆分');
        if ((video.duration ?? 0) < SPLIT_MIN_DURATION_MS) throw refused('视频时长不符合拆分要求');
        const piece = params.splitDuration ?? 5_000;
        const count = Math.min(SPLIT_MAX_PIECES, Math.ceil((video.duration ?? 0) / piece));
        names = targetNames(params.targetName?.trim() || video.name, 2, count);
      }
      const tagIds = [...new Set(params.tagIds ?? [])];
      const folderIds = [...new Set(params.folderIds ?? [])];
      if (namesOf(db, auth.brandId, 'tags', tagIds).length !== tagIds.length) throw notFound('标签不存在');
      if (namesOf(db, auth.brandId, 'folders', folderIds).length !== folderIds.length) throw notFound('文件夹不存在');
      db.prepare(
        `INSERT INTO material_operations (brand_id, user_id, operation_type, source_ids, target_names, tag_ids, folder_ids,
         status, split_duration, created_at, target_count)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
      ).run(
        auth.brandId,
        auth.userId,
        params.operationType,
        JSON.stringify(ids),
        JSON.stringify(names),
        JSON.stringify(tagIds),
        JSON.stringify(folderIds),
        params.operationType === 2 ? (params.splitDuration ?? 5_000) : null,
        now,
        names.length,
      );
      return null;
    },
  },

  '/v1/sumvideo/sv/material/operation/listOperationRecords': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const { db } = services;
      return page(
        db,
        'material_operations',
        new Filters(
          'brand_id = ? AND user_id = ? AND operation_type = ?',
          auth.brandId,
          auth.userId,
          params.operationType,
        ).range('created_at', params.startTime, params.endTime),
        params,
        (r: {
          id: number;
          source_ids: string;
          target_names: string;
          tag_ids: string;
          folder_ids: string;
          status: number;
          created_at: string;
          split_duration: number | null;
        }): MergeSplitRecord => ({
          id: r.id,
          sourceMaterials: (JSON.parse(r.source_ids) as number[]).flatMap((id) => {
            const m = db
              .prepare('SELECT id, source, cover_url, url, name FROM materials WHERE brand_id = ? AND id = ?')
              .get(auth.brandId, id) as
              { id: number; source: number; cover_url: string | null; url: string | null; name: string } | undefined;
            return m ? [{ id: m.id, source: m.source, coverUrl: m.cover_url, url: m.url, name: m.name }] : [];
          }),
          targetMaterials: (JSON.parse(r.target_names) as string[]).map((name) => ({ name })),
          tagIds: namesOf(db, auth.brandId, 'tags', JSON.parse(r.tag_ids) as number[]),
          folderIds: namesOf(db, auth.brandId, 'folders', JSON.parse(r.folder_ids) as number[]),
          status: r.status as MergeSplitRecord['status'],
          gmtCreate: r.created_at,
          splitDuration: r.split_duration,
        }),
      );
    },
  },

  '/cgp/web/creation/caption/listCreationCaptionTask': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      return page(
        services.db,
        'caption_tasks',
        new Filters('brand_id = ? AND user_id = ?', auth.brandId, auth.userId).range(
          'created_at',
          params.createMinTime,
          params.createMaxTime,
        ),
        params,
        (r: {
          id: number;
          creation_type: number;
          type: number;
          total_number: number;
          complete_number: number;
          status: number;
          created_at: string;
        }): AiCreationRecord => ({
          id: r.id,
          creationType: r.creation_type,
          type: r.type,
          totalNumber: r.total_number,
          completeNumber: r.complete_number,
          status: r.status as AiCreationRecord['status'],
          gmtCreate: r.created_at,
        }),
      );
    },
  },
};
