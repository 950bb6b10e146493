import {
  PUBLISH_PLATFORM_LIMITS,
  PUBLISH_STATUSES,
  type PlatformCode,
  type PublishStatusCounts,
} from '@brand-console/api-client';
import { PUBLISH_FORM_LIMITS, type PublishFormValues } from '@brand-console/api-client/schemas';

export {
  publishFormSchema,
  publishPlatformsOf as platformsOf,
  publishTextLength as charCount,
  publishTitleFor as titleFor,
  publishViolations as platformViolations,
  type PublishFormAccount as ChosenAccount,
  type PublishFormMessages,
  type PublishFormValues,
  type PublishFormWork as ChosenWork,
  type PublishViolation as Violation,
} from '@brand-console/api-client/schemas';

export const emptyPublishForm = (): PublishFormValues => ({
  name: '',
  works: [],
  accounts: [],
  topics: [],
  mentions: [],
  location: '',
  industry: '',
  timing: 'now',
  scheduledTime: '',
});

/** The strictest limits over `platforms` (what every chosen account accepts). */
export function strictestLimits(platforms: readonly PlatformCode[]) {
  const all = platforms.length ? platforms.map((p) => PUBLISH_PLATFORM_LIMITS[p]) : [];
  const min = (key: 'title' | 'topics' | 'topicLength' | 'mentions', fallback: number) =>
    all.length ? Math.min(...all.map((l) => l[key])) : fallback;
  return {
    title: min('title', PUBLISH_FORM_LIMITS.title),
    topics: min('topics', PUBLISH_FORM_LIMITS.topics),
    topicLength: min('topicLength', PUBLISH_FORM_LIMITS.topicLength),
    mentions: min('mentions', PUBLISH_FORM_LIMITS.mentions),
  };
}

/** The create request for the form's values (the server checks all of it again). */
export function toCreateRequest(values: PublishFormValues) {
  const accountIds = values.accounts.map((a) => a.id);
  const tidy = (list: string[], mark: string) => [
    ...new Set(list.map((s) => s.trim().replace(new RegExp(`^${mark}`), '')).filter(Boolean)),
  ];
  return {
    name: values.name.trim(),
    works: values.works.map((w) => ({
      source: w.source,
      id: w.id,
      title: w.title.trim(),
      ...(w.titleId !== null && w.title.trim() === w.libraryTitle?.trim() ? { titleId: w.titleId } : {}),
      overrides: w.overrides
        .filter((o) => o.title.trim() !== '' && accountIds.includes(o.accountId))
        .map((o) => ({
          accountId: o.accountId,
          title: o.title.trim(),
          ...(o.titleId !== null ? { titleId: o.titleId } : {}),
        })),
    })),
    accountIds,
    topics: tidy(values.topics, '#'),
    mentions: tidy(values.mentions, '@'),
    ...(values.location.trim() ? { location: values.location.trim() } : {}),
    ...(values.industry.trim() ? { industry: values.industry.trim() } : {}),
    ...(values.timing === 'scheduled' && values.scheduledTime ? { scheduledTime: values.scheduledTime } : {}),
  };
}

/** The success page asks again every 3 s while something waits (and is due) or publishes. */
export const POLL_MS = 3_000;
export function pollWhile(counts: PublishStatusCounts | undefined, scheduledTime: string | null): number | false {
  if (!counts) return false;
  if (counts.publishing > 0) return POLL_MS;
  // A scheduled batch waits for its time; asking every 3 s until then would be idle traffic.
  return counts.waiting > 0 && scheduledTime === null ? POLL_MS : counts.waiting > 0 ? 30_000 : false;
}

/** Publish statuses (`PUBLISH_STATUSES`) with their tones: waiting, publishing, success, failed, closed. */
export const PUBLISH_STATUS_TAGS = PUBLISH_STATUSES.map((entry) => ({
  ...entry,
  tone: ({ 1: 'warning', 2: 'accent', 3: 'success', 4: 'danger', 5: 'neutral' } as const)[entry.value],
}));
