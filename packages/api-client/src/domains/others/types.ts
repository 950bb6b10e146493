import type { MaterialTypeCode } from '../../dictionaries/material';
import type { JobKind, JobOutcome } from '../../dictionaries/statuses';
import type { MiniProgramFuncScope, MiniProgramInvalidTypeCode } from '../../dictionaries/platformAuth';
import type { DateTimeText, Flag } from '../common';

/**
 * The brand's KOC mini-programme (spec section 3: isValid, invalidType; the rest designed, issue 22):
 * the one last authorised to the console through WeChat's third-party platform, also when it is no
 * longer valid, so the page can say which it was.
 */
export interface KocMiniProgram {
  isValid: boolean;
  /** Why it is not valid (`MINI_PROGRAM_INVALID_TYPES`); null when valid. */
  invalidType: MiniProgramInvalidTypeCode | null;
  /** WeChat's app id; null when never authorised. */
  appId: string | null;
  name: string | null;
  /** The mini-programme's principal (主体), as WeChat states it. */
  principalName: string | null;
  /** Avatar image URL. */
  avatar: string | null;
  /** Permission sets granted at authorisation (`MINI_PROGRAM_FUNC_SCOPES`). */
  funcScopes: MiniProgramFuncScope[];
  authTime: DateTimeText | null;
  /** The member who authorised it. */
  authUserName: string | null;
  /** When the authorisation was cancelled, if it was. */
  revokeTime: DateTimeText | null;
}

/** A shop (抖店) of one of the brand's authorised platform accounts (designed, issue 22). */
export interface ShopAccount {
  /** The brand's platform account the shop belongs to. */
  accountId: number;
  accountName: string;
  /** Platform: 1 dy, 2 wx, 3 xhs, 4 ks. */
  platform: 1 | 2 | 3 | 4;
  /** The platform's id of the shop. */
  shopId: string;
  shopName: string;
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
