import { z } from 'zod';
import { TITLE_LIMITS } from '../dictionaries/ai';
import { array, code, file, id, int, LIMITS, list, page, text } from './fields';

const tags = () => array(text(TITLE_LIMITS.tag).trim().min(1), TITLE_LIMITS.tags);
const count = () => int().min(TITLE_LIMITS.count.min).max(TITLE_LIMITS.count.max);

/** A title as the library's form sends it. */
export const titleFormSchema = z.object({
  text: text(TITLE_LIMITS.text).trim().min(1),
  category: text(TITLE_LIMITS.category).trim().optional(),
  tags: tags().optional(),
});

/** Requests of the title library and text generation (ADR 0034). */
export const titlesRequests = {
  '/v1/sumvideo/sv/title/page': z.object({
    ...page(),
    /** Searches the text, the category and the tags. */
    keyword: text().optional(),
    category: text(TITLE_LIMITS.category).optional(),
  }),
  /** JSON body: creates (no `id`) or replaces a title. */
  '/v1/sumvideo/sv/title/save': titleFormSchema.extend({ id: id().optional() }),
  /** JSON body: chosen generated texts, with who wrote them and for which work. */
  '/v1/sumvideo/sv/title/saveBatch': z.object({
    texts: array(text(TITLE_LIMITS.text).trim().min(1), TITLE_LIMITS.count.max).min(1),
    category: text(TITLE_LIMITS.category).trim().optional(),
    creationId: id().optional(),
    generator: z.enum(['builtin', 'openai-compatible']).optional(),
    model: text().optional(),
  }),
  '/v1/sumvideo/sv/title/remove': z.object({ ids: list(id(), LIMITS.list) }),
  /** Multipart. `imitate`: 1 also writes `仿写数量` imitations of each row's title. */
  '/v1/sumvideo/sv/title/import': z.object({
    file: file(),
    imitate: code([0, 1]).optional(),
    category: text(TITLE_LIMITS.category).trim().optional(),
  }),
  '/v1/sumvideo/sv/title/works': z.object({ name: text().optional() }),
  /**
   * JSON body. `title` and `note` write for a finished work (`creationId`); `imitate` rewrites
   * `example` (a work may add its context).
   */
  '/v1/sumvideo/sv/title/generate': z
    .object({
      kind: z.enum(['title', 'note', 'imitate']),
      creationId: id().optional(),
      example: text(TITLE_LIMITS.prompt).trim().optional(),
      count: count(),
    })
    .refine((v) => (v.kind === 'imitate' ? !!v.example : v.creationId !== undefined), {
      message: 'creationId or example',
      path: ['creationId'],
    }),
  '/v1/sumvideo/sv/ai/setting/detail': z.object({}),
  /** JSON body. An empty `apiKey` keeps the stored key. */
  '/v1/sumvideo/sv/ai/setting/save': z.object({
    baseUrl: text(LIMITS.url)
      .trim()
      .regex(/^https?:\/\/[^\s]+$/, 'http(s)://…'),
    model: text(100).trim().min(1),
    apiKey: text(LIMITS.description).trim().optional(),
  }),
  '/v1/sumvideo/sv/ai/setting/remove': z.object({}),
  '/v1/sumvideo/sv/caption/task/detail': z.object({ id: id() }),
} satisfies Record<string, z.ZodType>;
