import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { NoticeCreated, NoticeReader, NoticeRow } from './types';

/**
 * Notices (系统管理 › 公告管理, issue 22, ADR 0024): announcements and upgrade notices a brand writes
 * for its members, which the shell shows through `userMessage/unReadMsgList`. The spec lists the
 * screen without calls; these are designed in its style under `/v1/system/notice/`.
 */
export const noticesEndpoints = {
  '/v1/system/notice/listNotice': endpoint<PageResult<NoticeRow>>(),
  '/v1/system/notice/noticeDetail': endpoint<NoticeRow>(),
  '/v1/system/notice/createNotice': endpoint<NoticeCreated>({ encoding: 'json' }),
  '/v1/system/notice/updateNotice': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/notice/publishNotice': endpoint<Done>(),
  '/v1/system/notice/withdrawNotice': endpoint<Done>(),
  '/v1/system/notice/deleteNotice': endpoint<Done>(),
  '/v1/system/notice/noticeReaders': endpoint<PageResult<NoticeReader>>(),
} satisfies EndpointMap;
