import type { DateTimeText, Flag } from '../common';

/** KOC mini-programme (spec section 3). */
export interface KocMiniProgram {
  isValid: boolean;
  /** Why it is invalid when `isValid` is false (reference server codes). */
  invalidType: number | null;
}

/** A shop account. Not shown (reference server). */
export interface ShopAccount {
  accountId: number;
  shopName: string;
  /** Platform: 1 dy, 2 wx, 3 xhs, 4 ks. */
  platform: 1 | 2 | 3 | 4;
}

/** A live recording log. Not shown (reference server). */
export interface LiveRecordLog {
  id: number;
  accountId: number;
  accountName: string;
  /** Processing status: 0 not started, 1 processing, 2 success, 3 failed. */
  status: 0 | 1 | 2 | 3;
  startTime: DateTimeText;
  endTime: DateTimeText | null;
}

/** Large-screen home figures keyed by metric. Not shown (reference server). */
export type HomePageData = Record<string, number>;

/** A user group. Not shown (reference server). */
export interface UserGroup {
  id: number;
  name: string;
  isDefault: Flag;
}
