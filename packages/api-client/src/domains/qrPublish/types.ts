import type { DateTimeText } from '../common';
import type { LinkStatus } from '../../dictionaries/statuses';
import type { PlatformCode } from '../../dictionaries/video';
import type { Publication } from '../publishing/types';

/**
 * A 扫码发布 code (issue 24, ADR 0036 part C): a set of finished videos that a member scans on a
 * phone to publish from their own platform account. Its status is `LINK_STATUSES` as of now:
 * 1 not enabled (its start time is ahead), 2 publishing, 3 invalid (disabled, or past its end).
 */
export interface QrPublishCode {
  id: number;
  name: string;
  status: LinkStatus;
  /** The public page the code encodes (`/p/<token>`). */
  link: string;
  /** The PNG of the code. */
  qrCodeUrl: string;
  /** The platforms a visitor may publish to. */
  platforms: PlatformCode[];
  /** The title and topics a visitor starts from (empty when none). */
  title: string;
  topics: string[];
  worksCount: number;
  /** Visits that authorised an account, and their publications that succeeded / are publishing. */
  scanCount: number;
  successCount: number;
  publishingCount: number;
  startTime: DateTimeText;
  endTime: DateTimeText;
  /** When it was disabled (停用), if it was. */
  disableTime: DateTimeText | null;
  creatorName: string | null;
  createTime: DateTimeText;
}

/** A work of a code (a finished video of 成品库; one deleted from 成品库 since is left out). */
export interface QrPublishWork {
  id: number;
  name: string;
  coverUrl: string | null;
  /** Seconds. */
  duration: number | null;
}

/** A code with its works (详情). */
export interface QrPublishDetail extends QrPublishCode {
  works: QrPublishWork[];
}

/** One visit that authorised a platform account through the code, and what it published. */
export interface QrPublishScan {
  id: number;
  platform: PlatformCode;
  /** The visitor's account on the platform. */
  platformUid: string;
  accountName: string;
  scanTime: DateTimeText;
  publications: Publication[];
}

/** A finished video the generate dialog can choose. */
export interface QrPublishWorkOption {
  id: number;
  name: string;
  coverUrl: string | null;
  duration: number | null;
}
