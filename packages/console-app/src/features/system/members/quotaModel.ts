import type { UserSumvideoConfig } from '@brand-console/api-client';
import type { ProgressTone } from '@brand-console/ui';

/**
 * How a member's short-video quota reads on the member detail. A quota counts the short videos the
 * member produced in the current calendar month (UTC+8); `limitNum` 0 is no limit (server:
 * `db/videoQuotas.ts`).
 */
export type QuotaView =
  | { limited: false; used: number }
  | {
      limited: true;
      used: number;
      limit: number;
      /** How many more they may produce this month (0 when used up or over). */
      left: number;
      /** How far past the limit they are (a limit lowered below what was produced), else 0. */
      over: number;
      /** Share of the limit used, 0–100 (capped). */
      percent: number;
      /** The bar's colour: used up is danger, 80 % or more a warning. */
      tone: ProgressTone;
    };

/** Share of the limit at which the bar turns to a warning. */
export const QUOTA_WARNING_PERCENT = 80;

export function quotaView(quota: Pick<UserSumvideoConfig, 'limitNum' | 'usedNum'>): QuotaView {
  const used = quota.usedNum;
  if (quota.limitNum <= 0) return { limited: false, used };
  const limit = quota.limitNum;
  const percent = Math.min(100, (used / limit) * 100);
  return {
    limited: true,
    used,
    limit,
    left: Math.max(0, limit - used),
    over: Math.max(0, used - limit),
    percent,
    tone: used >= limit ? 'danger' : percent >= QUOTA_WARNING_PERCENT ? 'warning' : 'accent',
  };
}
