import {
  PLATFORMS,
  PUBLISH_MOUNT_PLATFORMS,
  PUBLISH_SOURCES,
  PUBLISH_STATUSES,
  type PlatformCode,
  type Publication,
  type PublishMountKind,
  type PublishSource,
  type PublishStatus,
} from '@brand-console/api-client';
import type { ListFilters } from '@brand-console/ui';
import { dateRangeParams, intParam, textParam } from '../../../lib/listParams';

/** Publish statuses (spec section 4) with their tones: waiting, publishing, success, failed, closed. */
export const PUBLISH_STATUS_DICTIONARY = PUBLISH_STATUSES.map((entry) => ({
  ...entry,
  tone: ({ 1: 'warning', 2: 'accent', 3: 'success', 4: 'danger', 5: 'neutral' } as const)[entry.value],
}));

/** How often the list asks again while a publication on it is publishing or due now. */
export const POLL_MS = 3_000;
/** A waiting publication due within this long keeps the list polling (the worker starts it soon). */
const DUE_SOON_MS = 60_000;

/** `YYYY-MM-DD HH:mm:ss` (UTC+8, as the server writes it) as milliseconds. */
const msOf = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/**
 * Whether the list should ask again: a publication is publishing, or waits with its time come (or
 * within a minute); a batch scheduled for later does not keep the page polling.
 */
export function isInProgress(p: Pick<Publication, 'status' | 'scheduledTime'>, now: number): boolean {
  if (p.status === 2) return true;
  if (p.status !== 1) return false;
  return p.scheduledTime === null || msOf(p.scheduledTime) <= now + DUE_SOON_MS;
}

/** The refetch interval: every `POLL_MS` while something on the page is in progress, otherwise none. */
export function pollInterval(rows: readonly Publication[] | undefined, now = Date.now()): number | false {
  return rows?.some((p) => isInProgress(p, now)) ? POLL_MS : false;
}

/** The mount kinds the publication's platform allows (`PUBLISH_MOUNT_PLATFORMS`). */
export function mountKindsOf(platform: PlatformCode): PublishMountKind[] {
  return ([1, 2] as const).filter((kind) => PUBLISH_MOUNT_PLATFORMS[kind].includes(platform));
}

/** 挂载 is offered on a successful publication of the brand's own account, where the platform allows something. */
export const canMount = (p: Publication) =>
  p.status === 3 && p.accountId !== null && mountKindsOf(p.platform).length > 0;
/** 重试 is offered on a failed publication of the brand's own account. */
export const canRetry = (p: Publication) => p.status === 4 && p.accountId !== null;

const PLATFORM_CODES: ReadonlySet<number> = new Set(PLATFORMS.map((d) => d.value));
const STATUS_CODES: ReadonlySet<number> = new Set(PUBLISH_STATUSES.map((d) => d.value));
const SOURCE_CODES: ReadonlySet<number> = new Set(PUBLISH_SOURCES.map((d) => d.value));

/** The list's filters (URL-shaped) as `record/page` and `record/export` parameters. */
export function recordListParams(filters: ListFilters) {
  const platform = intParam(filters.platform);
  const status = intParam(filters.status);
  const source = intParam(filters.source);
  const account = textParam(filters.account);
  const workName = textParam(filters.workName);
  const taskId = intParam(filters.taskId);
  const published = dateRangeParams(filters.publishTime);
  return {
    ...(platform !== undefined && PLATFORM_CODES.has(platform) ? { platform: platform as PlatformCode } : {}),
    ...(status !== undefined && STATUS_CODES.has(status) ? { status: status as PublishStatus } : {}),
    ...(source !== undefined && SOURCE_CODES.has(source) ? { source: source as PublishSource } : {}),
    ...(account ? { account } : {}),
    ...(workName ? { workName } : {}),
    ...(taskId !== undefined && taskId >= 0 ? { taskId } : {}),
    ...(published.startTime ? { publishStart: published.startTime } : {}),
    ...(published.endTime ? { publishEnd: published.endTime } : {}),
    ...dateRangeParams(filters.createTime),
  };
}
