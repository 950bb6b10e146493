import type { DateTimeText } from '../common';
import type { PlatformAccount } from '../platforms/types';

/**
 * An authorised account of the brand as 矩阵账号 lists it (issue 24, ADR 0036): the platform account
 * with its group and its figures from the platform adapter.
 */
export interface MatrixAccount extends PlatformAccount {
  groupId: number | null;
  groupName: string | null;
  /** Works on the platform and plays of those published in the last 7 days (adapter listContent). */
  worksCount: number;
  recentPlays: number;
  /** When those figures were read from the platform; null when they could not be (expired or revoked grant, or refused), when both are 0. */
  figuresTime: DateTimeText | null;
  /** Why it cannot publish now (PUBLISH_ACCOUNT_REFUSALS: expired or revoked grant), null when it can. */
  publishRefusal: string | null;
}

/** A group of the brand's matrix accounts (an account is in at most one). */
export interface MatrixGroup {
  id: number;
  name: string;
  accountCount: number;
  createTime: DateTimeText;
}
