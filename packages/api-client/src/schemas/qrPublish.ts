import { z } from 'zod';
import { PUBLISH_LIMITS } from '../dictionaries/publishing';
import { array, code, dateTime, id, page, text } from './fields';

/** The most topics a code's defaults hold, and the longest (the platforms' widest limits). */
export const QR_PUBLISH_LIMITS = { title: 55, topics: 10, topic: 20 } as const;

const platform = () => code([1, 2, 3, 4]);

/** What the generate dialog says when a field is wrong (the server's schema has zod's own words). */
export interface QrPublishFormMessages {
  name: string;
  works: string;
  platforms: string;
  title: string;
  topics: string;
  time: string;
  endTime: string;
}

/** What the generate dialog sends (生成二维码), with the dialog's messages when given. */
export function qrPublishFormSchemaOf(messages: Partial<QrPublishFormMessages> = {}) {
  return z
    .object({
      name: text(PUBLISH_LIMITS.name).trim().min(1, messages.name),
      workIds: array(id(), PUBLISH_LIMITS.works).min(1, messages.works),
      platforms: array(platform(), 4).min(1, messages.platforms),
      title: z.string().trim().max(QR_PUBLISH_LIMITS.title, messages.title).optional(),
      topics: z
        .array(z.string().trim().min(1).max(QR_PUBLISH_LIMITS.topic, messages.topics))
        .max(QR_PUBLISH_LIMITS.topics, messages.topics)
        .optional(),
      startTime: z.string().min(1, messages.time).pipe(dateTime()),
      endTime: z.string().min(1, messages.time).pipe(dateTime()),
    })
    .refine((v) => v.endTime > v.startTime, {
      message: messages.endTime ?? 'endTime after startTime',
      path: ['endTime'],
    });
}

/** The generate dialog's request as the server parses it. */
export const qrPublishFormSchema = qrPublishFormSchemaOf();

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
