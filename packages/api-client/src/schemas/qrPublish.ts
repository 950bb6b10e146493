import { z } from 'zod';
import { PUBLISH_LIMITS } from '../dictionaries/publishing';
import { array, code, dateTime, id, page, text } from './fields';

/** The most topics a code's defaults hold, and the longest (the platforms' widest limits). */
export const QR_PUBLISH_LIMITS = { title: 55, topics: 10, topic: 20 } as const;

const platform = () => code([1, 2, 3, 4]);

/** What the generate dialog sends (生成二维码). */
export const qrPublishFormSchema = z
  .object({
    name: text(PUBLISH_LIMITS.name).trim().min(1),
    workIds: array(id(), PUBLISH_LIMITS.works).min(1),
    platforms: array(platform(), 4).min(1),
    title: text(QR_PUBLISH_LIMITS.title).trim().optional(),
    topics: array(text(QR_PUBLISH_LIMITS.topic).trim().min(1), QR_PUBLISH_LIMITS.topics).optional(),
    startTime: dateTime(),
    endTime: dateTime(),
  })
  .refine((v) => v.endTime > v.startTime, { message: 'endTime after startTime', path: ['endTime'] });

const filters = () => ({
  name: text(PUBLISH_LIMITS.name).optional(),
  status: code([1, 2, 3]).optional(),
});

/** Requests of 扫码发布 (ADR 0036 part C). */
export const qrPublishRequests = {
  '/v1/matrix/qrcode/page': z.object({ ...page(), ...filters() }),
  '/v1/matrix/qrcode/create': qrPublishFormSchema,
  '/v1/matrix/qrcode/detail': z.object({ id: id() }),
  '/v1/matrix/qrcode/scans': z.object({ id: id(), ...page() }),
  '/v1/matrix/qrcode/disable': z.object({ id: id() }),
  '/v1/matrix/qrcode/works': z.object({ name: text(PUBLISH_LIMITS.name).optional() }),
  '/v1/matrix/qrcode/export': z.object({ ...filters(), id: id().optional() }),
} satisfies Record<string, z.ZodType>;
