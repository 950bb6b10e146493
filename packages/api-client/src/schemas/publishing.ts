import { z } from 'zod';
import { PUBLISH_LIMITS, PUBLISH_PLATFORM_LIMITS, type PublishWorkSource } from '../dictionaries/publishing';
import type { PlatformCode } from '../dictionaries/video';
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

// ── The batch form (批量发布's step form): its values, the platform rules and its schema. ──

/** A work chosen in the batch form, with what the preview shows and its titles. */
export interface PublishFormWork {
  source: PublishWorkSource;
  id: number;
  name: string;
  coverUrl: string | null;
  /** The work's title, for every account without one of its own. */
  title: string;
  /** The title library entry the title was chosen from, and its text (the id is sent only while they match). */
  titleId: number | null;
  libraryTitle?: string | null;
  /** Titles for single accounts. */
  overrides: Array<{ accountId: number; title: string; titleId: number | null }>;
}

/** An account chosen through the select-account dialog. */
export interface PublishFormAccount {
  id: number;
  platform: PlatformCode;
  name: string;
  avatar: string | null;
}

/** The batch form's values (kept as a draft while the member works). */
export interface PublishFormValues {
  name: string;
  works: PublishFormWork[];
  accounts: PublishFormAccount[];
  topics: string[];
  mentions: string[];
  location: string;
  industry: string;
  timing: 'now' | 'scheduled';
  /** `YYYY-MM-DD HH:mm:ss` (display zone) or ''. */
  scheduledTime: string;
}

/** Code points, as the platforms (and the server) count them. */
export const publishTextLength = (text: string) => [...text].length;

/** The title a work goes out with on an account: the account's own, else the work's. */
export function publishTitleFor(
  work: PublishFormWork,
  accountId: number,
): { title: string; titleId: number | null; own: boolean } {
  const own = work.overrides.find((o) => o.accountId === accountId && o.title.trim() !== '');
  return own
    ? { title: own.title, titleId: own.titleId, own: true }
    : { title: work.title, titleId: work.titleId, own: false };
}

/** The platforms of the chosen accounts, in the dictionary's order. */
export const publishPlatformsOf = (accounts: readonly PublishFormAccount[]): PlatformCode[] =>
  ([1, 2, 3, 4] as const).filter((p) => accounts.some((a) => a.platform === p));

/** What the form says when a rule is broken, in the reader's language. */
export interface PublishFormMessages {
  nameRequired: string;
  nameTooLong: string;
  chooseWorks: string;
  tooManyWorks: string;
  chooseAccounts: string;
  tooManyAccounts: string;
  tooManyPublications: string;
  titleRequired: string;
  /** `{platform}` and `{max}` are filled in. */
  titleTooLong: (platform: PlatformCode, max: number) => string;
  topicsTooMany: (platform: PlatformCode, max: number) => string;
  topicTooLong: (platform: PlatformCode, max: number) => string;
  mentionsTooMany: (platform: PlatformCode, max: number) => string;
  mentionTooLong: string;
  locationTooLong: string;
  industryTooLong: string;
  chooseTime: string;
  timePast: string;
  timeFar: string;
}

/** One broken platform rule, where the form shows it. */
export interface PublishViolation {
  path: string;
  message: string;
}

/**
 * The per-platform rules the server applies (`routes/matrix/publish.ts`): each (work, account)
 * title within the account's platform's limit, and topics and mentions within every chosen
 * platform's. The preview shows these beside each post; the schema refuses the form with them.
 */
export function publishViolations(values: PublishFormValues, m: PublishFormMessages): PublishViolation[] {
  const out: PublishViolation[] = [];
  values.works.forEach((work, w) => {
    if (!work.title.trim()) out.push({ path: `works.${w}.title`, message: m.titleRequired });
    // One message per title: the strictest limit it breaks.
    const broken = new Map<string, { platform: PlatformCode; max: number }>();
    for (const account of values.accounts) {
      const { title, own } = publishTitleFor(work, account.id);
      const max = PUBLISH_PLATFORM_LIMITS[account.platform].title;
      if (publishTextLength(title.trim()) > max) {
        const o = work.overrides.findIndex((x) => x.accountId === account.id);
        const path = own ? `works.${w}.overrides.${o}.title` : `works.${w}.title`;
        const known = broken.get(path);
        if (!known || max < known.max) broken.set(path, { platform: account.platform, max });
      }
    }
    for (const [path, { platform, max }] of broken) out.push({ path, message: m.titleTooLong(platform, max) });
  });
  for (const platform of publishPlatformsOf(values.accounts)) {
    const limits = PUBLISH_PLATFORM_LIMITS[platform];
    if (values.topics.length > limits.topics) {
      out.push({ path: 'topics', message: m.topicsTooMany(platform, limits.topics) });
    } else if (values.topics.some((t) => publishTextLength(t.replace(/^#/, '')) > limits.topicLength)) {
      out.push({ path: 'topics', message: m.topicTooLong(platform, limits.topicLength) });
    }
    if (values.mentions.length > limits.mentions) {
      out.push({ path: 'mentions', message: m.mentionsTooMany(platform, limits.mentions) });
    }
  }
  return out;
}

/**
 * The form's schema: the request's own limits (PUBLISH_LIMITS), every platform rule above, and the
 * time (chosen when scheduled, not past, at most 30 days ahead of `now`).
 */
export function publishFormSchema(m: PublishFormMessages, now: () => Date, parseTime: (text: string) => Date | null) {
  const override = z.object({ accountId: z.number(), title: z.string(), titleId: z.number().nullable() });
  return z
    .object({
      name: z.string().trim().min(1, m.nameRequired).max(PUBLISH_LIMITS.name, m.nameTooLong),
      works: z
        .array(
          z.object({
            source: z.union([z.literal(1), z.literal(2)]),
            id: z.number(),
            name: z.string(),
            coverUrl: z.string().nullable(),
            title: z.string(),
            titleId: z.number().nullable(),
            libraryTitle: z.string().nullable().optional(),
            overrides: z.array(override),
          }),
        )
        .min(1, m.chooseWorks)
        .max(PUBLISH_LIMITS.works, m.tooManyWorks),
      accounts: z
        .array(z.object({ id: z.number(), platform: z.number(), name: z.string(), avatar: z.string().nullable() }))
        .min(1, m.chooseAccounts)
        .max(PUBLISH_LIMITS.accounts, m.tooManyAccounts),
      topics: z.array(z.string()),
      mentions: z.array(z.string().max(PUBLISH_FORM_LIMITS.mentionLength, m.mentionTooLong)),
      location: z.string().max(PUBLISH_LIMITS.location, m.locationTooLong),
      industry: z.string().max(PUBLISH_LIMITS.industry, m.industryTooLong),
      timing: z.enum(['now', 'scheduled']),
      scheduledTime: z.string(),
    })
    .superRefine((values, ctx) => {
      const v = values as PublishFormValues;
      if (v.works.length * v.accounts.length > PUBLISH_LIMITS.publications) {
        ctx.addIssue({ code: 'custom', path: ['accounts'], message: m.tooManyPublications });
      }
      for (const violation of publishViolations(v, m)) {
        ctx.addIssue({
          code: 'custom',
          path: violation.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          message: violation.message,
        });
      }
      if (v.timing === 'scheduled') {
        const at = v.scheduledTime ? parseTime(v.scheduledTime) : null;
        if (!at) ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message: m.chooseTime });
        else if (at.getTime() < now().getTime())
          ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message: m.timePast });
        else if (at.getTime() > now().getTime() + PUBLISH_LIMITS.scheduleAheadMs) {
          ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message: m.timeFar });
        }
      }
    });
}
