import { z } from 'zod';
import { code, dateTime, id, list, page, text } from './fields';

/** Longest notice title (one line) and body (plain text; line breaks separate paragraphs). */
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_BODY_MAX = 5_000;
/** Most departments one notice is addressed to. */
export const NOTICE_DEPTS_MAX = 200;

/** What a notice says and whom it is for: the whole brand (1) or departments (2, at least one). */
const noticeFields = () => ({
  msgType: code([1, 2]),
  title: text()
    .trim()
    .min(1, '请输入公告标题')
    .max(NOTICE_TITLE_MAX, `公告标题最多 ${NOTICE_TITLE_MAX} 个字`)
    .refine((t) => !/[\r\n]/.test(t), '公告标题只能是一行'),
  body: text(NOTICE_BODY_MAX + 100)
    .trim()
    .min(1, '请输入公告内容')
    .max(NOTICE_BODY_MAX, `公告内容最多 ${NOTICE_BODY_MAX} 个字`),
  audience: code([1, 2]),
  deptIds: list(id(), NOTICE_DEPTS_MAX).optional(),
});
const departmentsChosen = (n: { audience: number; deptIds?: number[] | undefined }) =>
  n.audience !== 2 || (n.deptIds?.length ?? 0) > 0;
const CHOOSE_DEPTS = { message: '请选择部门', path: ['deptIds'] };

/** Requests of 公告管理 (designed, issue 22). */
export const noticesRequests = {
  '/v1/system/notice/listNotice': z.object({
    ...page(),
    /** Part of the title. */
    title: text(NOTICE_TITLE_MAX).optional(),
    msgType: code([1, 2]).optional(),
    /** 1 draft, 2 scheduled, 3 published, 4 withdrawn. */
    status: code([1, 2, 3, 4]).optional(),
  }),
  '/v1/system/notice/noticeDetail': z.object({ id: id() }),
  /** Saves a draft (JSON body). */
  '/v1/system/notice/createNotice': z.object(noticeFields()).refine(departmentsChosen, CHOOSE_DEPTS),
  /** A draft or a scheduled notice only (JSON body). */
  '/v1/system/notice/updateNotice': z.object({ id: id(), ...noticeFields() }).refine(departmentsChosen, CHOOSE_DEPTS),
  /** Now, or from `publishTime` (not in the past); a draft or a scheduled notice. */
  '/v1/system/notice/publishNotice': z.object({ id: id(), publishTime: dateTime().optional() }),
  /** A scheduled or published notice stops showing. */
  '/v1/system/notice/withdrawNotice': z.object({ id: id() }),
  /** Drafts only. */
  '/v1/system/notice/deleteNotice': z.object({ id: id() }),
  /** The members it reaches; `read` 1: who have read it, 0: who have not. */
  '/v1/system/notice/noticeReaders': z.object({ ...page(), id: id(), read: code([0, 1]).optional() }),
} satisfies Record<string, z.ZodType>;

/** What the notice form says when a value is wrong, in the reader's language. */
export interface NoticeFormMessages {
  titleRequired: string;
  titleTooLong: string;
  bodyRequired: string;
  bodyTooLong: string;
  deptsRequired: string;
  publishAtRequired: string;
}

/**
 * The console's notice form: the content of `createNotice` / `updateNotice` with the same maxima,
 * and how to publish it (`when`: 0 keep as a draft, 1 now, 2 at `publishTime`), with its messages
 * given by the page in the reader's language.
 */
export const noticeFormSchema = (m: NoticeFormMessages) =>
  z
    .object({
      msgType: code([1, 2]),
      title: text()
        .trim()
        .min(1, m.titleRequired)
        .max(NOTICE_TITLE_MAX, m.titleTooLong)
        .refine((t) => !/[\r\n]/.test(t), m.titleRequired),
      body: text(NOTICE_BODY_MAX + 100)
        .trim()
        .min(1, m.bodyRequired)
        .max(NOTICE_BODY_MAX, m.bodyTooLong),
      audience: code([1, 2]),
      deptIds: list(id(), NOTICE_DEPTS_MAX),
      when: code([0, 1, 2]),
      publishTime: text(19),
    })
    .refine(departmentsChosen, { message: m.deptsRequired, path: ['deptIds'] })
    .refine((f) => f.when !== 2 || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(f.publishTime), {
      message: m.publishAtRequired,
      path: ['publishTime'],
    });
