import type { DateTimeText } from '../common';
import type { PlatformCode } from '../../dictionaries/video';
import type { PublishStatus } from '../../dictionaries/statuses';
import type { PublishMountKind, PublishSource, PublishWorkSource } from '../../dictionaries/publishing';

/** A product or mini-programme link attached to a published item (发布记录 → 挂载). */
export interface PublicationMount {
  kind: PublishMountKind;
  /** The goods id on the platform, or the mini-programme page path. */
  target: string;
  /** What the member sees: the product's title or the link's label. */
  label: string;
}

/**
 * One video published (or to be published) to one account: a row of 发布记录 (issue 24, ADR 0036).
 * Statuses are `PUBLISH_STATUSES` (1 waiting, 2 publishing, 3 success, 4 failed, 5 closed).
 */
export interface Publication {
  id: number;
  source: PublishSource;
  /** The batch (批量发布) or the QR code (扫码发布) it belongs to. */
  taskId: number | null;
  qrcodeId: number | null;
  workSource: PublishWorkSource;
  workId: number;
  workName: string;
  /** The work's cover image URL. */
  coverUrl: string | null;
  platform: PlatformCode;
  /** The brand's account (null for a visitor's own account reached by a QR code). */
  accountId: number | null;
  accountName: string;
  accountAvatar: string | null;
  title: string;
  topics: string[];
  mentions: string[];
  location: string;
  status: PublishStatus;
  /** Why it failed (the platform's words), when it did. */
  reason: string | null;
  /** The item on the platform, once published. */
  itemUrl: string | null;
  /** When it is due (scheduled batches) and when it was published. */
  scheduledTime: DateTimeText | null;
  publishTime: DateTimeText | null;
  attempts: number;
  mount: PublicationMount | null;
  creatorName: string | null;
  createTime: DateTimeText;
}

/** An item's figures as the platform reports them now (successful publications only). */
export interface PublicationFigures {
  id: number;
  plays: number;
  likes: number;
  comments: number;
  shares: number;
  collects: number;
}

/** How many publications of a batch are in each publish status (批量发布's list and summary). */
export interface PublishStatusCounts {
  waiting: number;
  publishing: number;
  success: number;
  failed: number;
  closed: number;
}

/** A batch of 批量发布: works published to accounts, one publication per (work, account). */
export interface PublishTask {
  id: number;
  name: string;
  creatorName: string | null;
  createTime: DateTimeText;
  /** When the batch is due (null: published at once). */
  scheduledTime: DateTimeText | null;
  worksCount: number;
  accountsCount: number;
  /** Publications of the batch, and how many are in each status. */
  total: number;
  counts: PublishStatusCounts;
}

/** A batch with what the form chose and each of its publications (the success page). */
export interface PublishTaskDetail extends PublishTask {
  topics: string[];
  mentions: string[];
  location: string;
  industry: string;
  publications: Publication[];
}

/** A work the batch form may publish: a 成品库 video or a library video, each with its file. */
export interface PublishWork {
  source: PublishWorkSource;
  id: number;
  name: string;
  coverUrl: string | null;
  url: string;
  /** Milliseconds, when known. */
  duration: number | null;
  createTime: DateTimeText;
}
