import { z } from 'zod';
import { PUBLISH_LIMITS, PUBLISH_PLATFORM_LIMITS } from '../dictionaries/publishing';
import { array, code, dateTime, id, list, page, text } from './fields';

const limits = Object.values(PUBLISH_PLATFORM_LIMITS);
/** The longest any platform allows; each account's own platform is checked by the server. */
export const PUBLISH_FORM_LIMITS = {
  title: Math.max(...limits.map((l) => l.title)),
  topics: Math.max(...limits.map((l) => l.topics)),
  topicLength: Math.max(...limits.map((l) => l.topicLength)),
  mentions: Math.max(...limits.map((l) => l.mentions)),
  /** A mentioned account's name. */
  mentionLength: 30,
} as const;

const title = () => text(PUBLISH_FORM_LIMITS.title).trim().min(1);
/** A title and, when it was chosen from the title library, its entry (marked used once published). */
const titled = { title: title(), titleId: id().nullable().optional() };

/** The batch 批量发布 sends: every work to every account, a work's title overridable per account. */
export const publishCreateSchema = z.object({
  name: text(PUBLISH_LIMITS.name).trim().min(1),
  works: array(
    z.object({
      source: code([1, 2]),
      id: id(),
      ...titled,
      /** Titles for single accounts instead of the work's. */
      overrides: array(z.object({ accountId: id(), ...titled }), PUBLISH_LIMITS.accounts).optional(),
    }),
    PUBLISH_LIMITS.works,
  ).min(1),
  accountIds: array(id(), PUBLISH_LIMITS.accounts).min(1),
  topics: array(text(PUBLISH_FORM_LIMITS.topicLength).trim().min(1), PUBLISH_FORM_LIMITS.topics).optional(),
  mentions: array(text(PUBLISH_FORM_LIMITS.mentionLength).trim().min(1), PUBLISH_FORM_LIMITS.mentions).optional(),
  location: text(PUBLISH_LIMITS.location).trim().optional(),
  industry: text(PUBLISH_LIMITS.industry).trim().optional(),
  /** `YYYY-MM-DD HH:mm:ss`; absent: at once. */
  scheduledTime: dateTime().optional(),
});

const taskFilters = () => ({
  name: text(PUBLISH_LIMITS.name).optional(),
  /** Batches with at least one publication in this status. */
  status: code([1, 2, 3, 4, 5]).optional(),
});

/** Requests of 批量发布 (ADR 0036). */
export const publishingRequests = {
  '/v1/matrix/publish/task/page': z.object({ ...page(), ...taskFilters() }),
  '/v1/matrix/publish/task/detail': z.object({ id: id() }),
  '/v1/matrix/publish/works': z.object({ source: code([1, 2]), name: text().optional() }),
  '/v1/matrix/publish/create': publishCreateSchema,
  '/v1/matrix/publish/retry': z.object({ taskId: id(), ids: list(id(), PUBLISH_LIMITS.publications).optional() }),
  '/v1/matrix/publish/close': z.object({ taskId: id() }),
  '/v1/matrix/publish/export': z.object(taskFilters()),
} satisfies Record<string, z.ZodType>;
