import type { Dictionary, DictionaryValue } from './dictionary';
import type { PlatformCode } from './video';

/**
 * Matrix publishing (issue 24, ADR 0036): the rules the batch-publish form checks, the server
 * enforces and the simulated platforms apply, in one place.
 */

/** Where a publication came from: a batch of 批量发布, or a visitor's scan of a 扫码发布 code. */
export const PUBLISH_SOURCES = [
  { value: 1, key: 'batch', zh: '批量发布', en: 'Batch publish' },
  { value: 2, key: 'qrcode', zh: '扫码发布', en: 'QR-code publish' },
] as const satisfies Dictionary;
export type PublishSource = DictionaryValue<typeof PUBLISH_SOURCES>;

/** What is published: a finished work of 成品库, or a video of the material library. */
export const PUBLISH_WORK_SOURCES = [
  { value: 1, key: 'creation', zh: '成品库', en: 'Finished products' },
  { value: 2, key: 'material', zh: '素材库', en: 'Material library' },
] as const satisfies Dictionary;
export type PublishWorkSource = DictionaryValue<typeof PUBLISH_WORK_SOURCES>;

/**
 * Each platform's limits on a post (characters, counted as code points): the title, the text
 * (description), topics (#话题, each at most `topicLength`), mentioned accounts (@) and a note's images.
 */
export const PUBLISH_PLATFORM_LIMITS: Readonly<
  Record<
    PlatformCode,
    { title: number; text: number; topics: number; topicLength: number; mentions: number; images: number }
  >
> = {
  1: { title: 55, text: 1000, topics: 5, topicLength: 20, mentions: 5, images: 35 },
  2: { title: 16, text: 1000, topics: 3, topicLength: 20, mentions: 3, images: 9 },
  3: { title: 20, text: 1000, topics: 10, topicLength: 20, mentions: 5, images: 18 },
  4: { title: 40, text: 500, topics: 4, topicLength: 20, mentions: 3, images: 31 },
};

/** What one batch or code may hold, and how far ahead a batch may be scheduled. */
export const PUBLISH_LIMITS = {
  /** Videos in one batch or one QR code. */
  works: 20,
  /** Accounts in one batch. */
  accounts: 50,
  /** (video, account) publications in one batch. */
  publications: 200,
  /** A batch's name, a location, an industry. */
  name: 50,
  location: 50,
  industry: 30,
  /** A scheduled batch starts at most this far ahead. */
  scheduleAheadMs: 30 * 24 * 60 * 60 * 1000,
  /** The failure reason kept from a platform. */
  reason: 200,
} as const;

/**
 * What a published item can carry (发布记录's mount dialog): a product of the account's shop, or a
 * mini-programme page link, on the platforms that allow each.
 */
export const PUBLISH_MOUNT_KINDS = [
  { value: 1, key: 'goods', zh: '商品', en: 'Product' },
  { value: 2, key: 'miniProgram', zh: '小程序', en: 'Mini programme' },
] as const satisfies Dictionary;
export type PublishMountKind = DictionaryValue<typeof PUBLISH_MOUNT_KINDS>;

/** The platforms that allow each mount kind on a published video. */
export const PUBLISH_MOUNT_PLATFORMS: Readonly<Record<PublishMountKind, readonly PlatformCode[]>> = {
  1: [1, 3, 4],
  2: [1, 2],
};

/** The reason a publication whose account cannot publish is refused with, before it is queued. */
export const PUBLISH_ACCOUNT_REFUSALS = {
  expired: '账号授权已过期，请重新授权',
  revoked: '账号已取消授权',
} as const;
