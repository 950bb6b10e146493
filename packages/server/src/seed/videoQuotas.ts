import { setVideoQuota } from '../db/videoQuotas';
import type { Database } from '../db/database';
import { formatDateTime } from '../lib/time';

/**
 * Brand 13's demo short-video quotas (the member detail shows used against limit): 周运营, who has
 * the seeded merges and splits, may produce 50 a month and 郑剪影 10; everyone else has no limit.
 * Set by the main account. Runs after the accounts.
 */
export function seedVideoQuotas(db: Database, now: number): void {
  const at = formatDateTime(now);
  const by = { userId: 1, at };
  for (const [userId, limit] of [
    [2, 50],
    [4, 10],
  ] as const) {
    setVideoQuota(db, 13, userId, limit, by);
  }
}
