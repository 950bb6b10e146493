import { z } from 'zod';
import { PUBLISH_SOURCES } from '../dictionaries/publishing';
import { PUBLISH_STATUSES } from '../dictionaries/statuses';
import { PLATFORMS } from '../dictionaries/video';
import { array, code, dateBound, id, page, text } from './fields';

/** What 发布记录's calls accept at most (ADR 0036, part D). */
export const PUBLISH_RECORD_LIMITS = {
  /** The account filter: a name or an id. */
  account: 50,
  /** The work-name filter. */
  workName: 50,
  /** Rows whose figures one call reads (the largest page the list shows). */
  figures: 100,
  /** Publications one retry queues. */
  retry: 200,
  /** A mini-programme page path (`pages/…`, with its query). */
  miniPath: 200,
  /** A mini-programme link's label. */
  miniLabel: 30,
  /** A goods id of a platform. */
  goodsId: 100,
} as const;

const values = <T extends readonly { value: number }[]>(d: T) =>
  d.map((e) => e.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];

/** The list's filters, shared by the page and the export. */
const recordFilters = () => ({
  platform: code(values(PLATFORMS)).optional(),
  /** An account's name (contained) or its id. */
  account: text(PUBLISH_RECORD_LIMITS.account).optional(),
  status: code(values(PUBLISH_STATUSES)).optional(),
  source: code(values(PUBLISH_SOURCES)).optional(),
  /** The publish time's range (`YYYY-MM-DD[ HH:mm:ss]`, either side open). */
  publishStart: dateBound().optional(),
  publishEnd: dateBound().optional(),
  /** The creation time's range. */
  startTime: dateBound().optional(),
  endTime: dateBound().optional(),
  /** The work's name (contained). */
  workName: text(PUBLISH_RECORD_LIMITS.workName).optional(),
  /** One batch's or one QR code's publications. */
  taskId: id().optional(),
  qrcodeId: id().optional(),
});

/** A mini-programme page path: no spaces, no scheme (`pages/goods/detail?id=1`). */
const miniPath = () =>
  text(PUBLISH_RECORD_LIMITS.miniPath)
    .trim()
    .min(1)
    .regex(/^\/?[\w\-./]+(\?[\w\-.=&%]*)?$/, 'pages/…');

/** What the mount dialog sends: a product of the account, or a mini-programme page with its label. */
const goodsMount = () => z.object({ kind: z.literal(1), goodsId: text(PUBLISH_RECORD_LIMITS.goodsId).trim().min(1) });
const miniMount = () =>
  z.object({ kind: z.literal(2), path: miniPath(), label: text(PUBLISH_RECORD_LIMITS.miniLabel).trim().min(1) });
export const mountFormSchema = z.discriminatedUnion('kind', [goodsMount(), miniMount()]);

/** Requests of 发布记录 (records_publish). */
export const publishRecordsRequests = {
  '/v1/matrix/record/page': z.object({ ...page(), ...recordFilters() }),
  /** JSON body: the visible rows' ids. */
  '/v1/matrix/record/figures': z.object({ ids: array(id(), PUBLISH_RECORD_LIMITS.figures) }),
  /** JSON body: failed publications to queue again. */
  '/v1/matrix/record/retry': z.object({ ids: array(id(), PUBLISH_RECORD_LIMITS.retry).min(1) }),
  '/v1/matrix/record/export': z.object(recordFilters()),
  '/v1/matrix/record/goods': z.object({ id: id() }),
  /** JSON body: the publication and what to attach. */
  '/v1/matrix/record/mount': z.discriminatedUnion('kind', [
    goodsMount().extend({ id: id() }),
    miniMount().extend({ id: id() }),
  ]),
  '/v1/matrix/record/unmount': z.object({ id: id() }),
} satisfies Record<string, z.ZodType>;
