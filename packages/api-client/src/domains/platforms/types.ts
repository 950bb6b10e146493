import type { DateTimeText } from '../common';
import type { PlatformAuthStatusCode, PlatformCode } from '../../dictionaries/video';

/** An account of the brand on a platform, as the authorisation pages list it (issue 22). */
export interface PlatformAccount {
  id: number;
  platform: PlatformCode;
  /** The platform's own id of the account. */
  platformUid: string;
  name: string;
  /** Avatar image URL (the simulated platform's are on the console's origin). */
  avatar: string;
  followerCount: number;
  /** 1 authorised, 2 expiring (within 7 days), 3 expired, 4 revoked (`PLATFORM_AUTH_STATUSES`). */
  status: PlatformAuthStatusCode;
  /** When the grant ends (or ended). */
  expireTime: DateTimeText;
  /** When it was last authorised. */
  authTime: DateTimeText;
  revokeTime: DateTimeText | null;
  /** The member who authorised it, and their department then. */
  ownerId: number | null;
  ownerName: string | null;
  deptId: number | null;
  deptName: string | null;
  /** The MCN institution the account belongs to (Douyin; MCN管理), if any. */
  mcnId: number | null;
  mcnName: string | null;
  /** Whether the brand may read the account's clues (leads); Douyin, when the brand allows clue authorisation. */
  cluesAuth: boolean;
}

/** An authorisation started from a page: open `authUrl` in a new window, then poll `authResult` with `state`. */
export interface PlatformAuthStart {
  state: string;
  authUrl: string;
}

/** Where an authorisation is: 0 waiting for the consent page, 1 done, 2 denied, 3 failed, 4 expired (`PLATFORM_AUTH_OUTCOMES`). */
export interface PlatformAuthResult {
  status: 0 | 1 | 2 | 3 | 4;
  /** Why it failed (Chinese, as the server's refusals), when it did. */
  msg: string | null;
  /** The account authorised, when done. */
  accountId: number | null;
}

/** An MCN institution the brand works with and its Douyin accounts (MCN管理; designed, issue 22). */
export interface McnInstitution {
  id: number;
  name: string;
  contactName: string;
  contactPhone: string;
  remark: string;
  /** The brand's accounts in it, and their followers in total. */
  accountCount: number;
  followerTotal: number;
  creatorName: string | null;
  createTime: DateTimeText;
}
