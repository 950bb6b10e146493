import type { MaterialTypeCode } from '../../dictionaries/material';
import type { JobKind, JobOutcome } from '../../dictionaries/statuses';
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

/**
 * The brand's overview over a range of days: the home page's figures and charts, and the data
 * screen's. Not shown in the spec (designed): every number is computed from the brand's stored data.
 */
export interface HomePageData {
  /** First and last day covered, `YYYY-MM-DD` (UTC+8), inclusive. */
  startDay: string;
  endDay: string;
  figures: {
    /** Materials in the library now (not deleted). */
    materials: number;
    /** Their stored size in bytes. */
    materialBytes: number;
    /** Total length of the library's videos, ms. */
    videoMs: number;
    /** Members of the brand. */
    members: number;
    /** Materials added within the range. */
    newMaterials: number;
    /** Materials added in the same number of days just before the range (for a trend). */
    newMaterialsBefore: number;
    /** Task-centre jobs created within the range. */
    jobs: number;
    /** Jobs running now (any creation time). */
    jobsRunning: number;
  };
  /** Materials added per day and type within the range; days and types with none are left out. */
  materialsByDay: { day: string; type: MaterialTypeCode; count: number }[];
  /** Task-centre jobs created within the range, by kind and outcome; empty pairs are left out. */
  jobsByStatus: { kind: JobKind; outcome: JobOutcome; count: number }[];
}

/** A user group. Not shown (reference server). */
export interface UserGroup {
  id: number;
  name: string;
  isDefault: Flag;
}
