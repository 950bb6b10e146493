import { cancelDownloadTask, downloadTaskOf, listDownloadTasks } from '../db/downloads';
import { badRequest, Codes, notFound, refused } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { TEMPLATES, buildTemplate } from '../jobs/exports';
import { ExportStatus } from '../lib/codes';
import { isAdmin } from '../lib/roles';

/** The download (export) tasks of the task centre's first tab, and the import templates. */
export const downloadsRoutes: RouteTable = {
  '/v1/system/download/listDownloadTaskV2': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      // Only admins may see every member's exports (spec section 6); everyone else sees their own.
      const everyone = params.onlyShowSelfData === 0 && isAdmin(services.db, auth);
      return listDownloadTasks(
        services.db,
        auth.brandId,
        { ...params, userId: everyone ? undefined : auth.userId },
        params,
      );
    },
  },

  '/v1/system/download/updateDownloadTask': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const task = downloadTaskOf(services.db, auth.brandId, params.taskId);
      if (!task || (task.user_id !== auth.userId && !isAdmin(services.db, auth))) throw notFound('任务不存在');
      if (params.status !== ExportStatus.cancelled) throw badRequest('只能取消任务');
      // Only in-progress tasks can be cancelled (spec section 4).
      if (!cancelDownloadTask(services.db, auth.brandId, params.taskId)) {
        throw refused('只有进行中的任务可以取消', Codes.conflict);
      }
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
};
