import type { Database } from '../db/database';
import {
  createNotice,
  deleteNotice,
  findNotice,
  listNotices,
  NoticeAudience,
  NoticeStatus,
  noticeReaders,
  publishNotice,
  updateNotice,
  withdrawNotice,
  type NoticeInput,
} from '../db/notices';
import { countBrandDepartments } from '../db/operationalAnalysis';
import { paging } from '../db/query';
import { transaction } from '../db/database';
import { Scope } from '../http/access';
import { badRequest } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime, parseDateTime } from '../lib/time';

/** A notice of the session's brand; another brand's, or none, is the same 400. */
function existing(db: Database, brandId: number, id: number, now: string) {
  const notice = findNotice(db, brandId, id, now);
  if (!notice) throw badRequest('公告不存在');
  return notice;
}

/** The notice's content, its departments all the brand's own (and none kept for the whole brand). */
function contentOf(
  db: Database,
  brandId: number,
  params: { msgType: number; title: string; body: string; audience: number; deptIds?: number[] | undefined },
): NoticeInput {
  const deptIds = params.audience === NoticeAudience.departments ? [...new Set(params.deptIds ?? [])] : [];
  if (params.audience === NoticeAudience.departments) {
    if (deptIds.length === 0) throw badRequest('请选择部门');
    if (countBrandDepartments(db, brandId, deptIds) !== deptIds.length) throw badRequest('部门不存在');
  }
  // Line breaks are kept as the reader wrote them (paragraphs); Windows ones become plain ones.
  return {
    msgType: params.msgType,
    title: params.title,
    body: params.body.replace(/\r\n?/g, '\n'),
    audience: params.audience,
    deptIds,
  };
}

const editable = (status: number) => status === NoticeStatus.draft || status === NoticeStatus.scheduled;

/**
 * 公告管理 (`/v1/system/notice/...`, issue 22, ADR 0024): the brand's announcements and upgrade
 * notices, which the shell shows to the members they address (`userMessage/unReadMsgList`). A notice
 * is written as a draft, released now or from a time (scheduled until then, by the server's clock),
 * and withdrawn; drafts and scheduled ones can be edited, only drafts deleted.
 */
export const noticesRoutes: RouteTable = {
  '/v1/system/notice/listNotice': {
    access: [Scope.noticeManage],
    handler: ({ params, auth, services }) => {
      const now = formatDateTime(services.now());
      const { rows, total } = listNotices(
        services.db,
        auth.brandId,
        now,
        { title: params.title?.trim(), msgType: params.msgType, status: params.status },
        paging(params),
      );
      return { records: rows, total };
    },
  },

  '/v1/system/notice/noticeDetail': {
    access: [Scope.noticeManage],
    handler: ({ params, auth, services }) =>
      existing(services.db, auth.brandId, params.id, formatDateTime(services.now())),
  },

  '/v1/system/notice/createNotice': {
    access: [Scope.noticeManage],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const input = contentOf(db, auth.brandId, params);
      const id = transaction(db, () =>
        createNotice(db, auth.brandId, auth.userId, input, formatDateTime(services.now())),
      );
      return { id };
    },
  },

  '/v1/system/notice/updateNotice': {
    access: [Scope.noticeManage],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const now = formatDateTime(services.now());
      const notice = existing(db, auth.brandId, params.id, now);
      if (!editable(notice.status)) throw badRequest('已发布或已撤回的公告不能修改');
      const input = contentOf(db, auth.brandId, params);
      transaction(db, () => updateNotice(db, auth.brandId, params.id, input, now));
      return null;
    },
  },

  '/v1/system/notice/publishNotice': {
    access: [Scope.noticeManage],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const nowMs = services.now();
      const now = formatDateTime(nowMs);
      const notice = existing(db, auth.brandId, params.id, now);
      if (!editable(notice.status)) throw badRequest('公告已发布或已撤回');
      let publishAt = now;
      if (params.publishTime) {
        const at = parseDateTime(params.publishTime);
        // A minute's grace for the time it took to fill the form; earlier is refused, not published now.
        if (Number.isNaN(at) || at < nowMs - 60_000) throw badRequest('发布时间不能早于现在');
        publishAt = formatDateTime(Math.max(at, nowMs));
      }
      publishNotice(db, auth.brandId, params.id, publishAt, now);
      return null;
    },
  },

  '/v1/system/notice/withdrawNotice': {
    access: [Scope.noticeManage],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const now = formatDateTime(services.now());
      const notice = existing(db, auth.brandId, params.id, now);
      if (notice.status !== NoticeStatus.published && notice.status !== NoticeStatus.scheduled) {
        throw badRequest('只有已发布或待发布的公告可以撤回');
      }
      withdrawNotice(db, auth.brandId, params.id, now);
      return null;
    },
  },

  '/v1/system/notice/deleteNotice': {
    access: [Scope.noticeManage],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const notice = existing(db, auth.brandId, params.id, formatDateTime(services.now()));
      if (notice.status !== NoticeStatus.draft) throw badRequest('只有草稿可以删除');
      deleteNotice(db, auth.brandId, params.id);
      return null;
    },
  },

  '/v1/system/notice/noticeReaders': {
    access: [Scope.noticeManage],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const notice = existing(db, auth.brandId, params.id, formatDateTime(services.now()));
      const { rows, total } = noticeReaders(db, auth.brandId, notice, params.read, paging(params));
      return { records: rows, total };
    },
  },
};
