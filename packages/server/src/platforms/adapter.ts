/**
 * The platform adapter (ADR 0023): everything the console asks of Douyin (1), WeChat Channels (2),
 * Xiaohongshu (3) and Kuaishou (4), behind one interface per platform. Routes and jobs speak only to
 * this interface; the reference server's built-in implementation is a simulated platform inside the
 * server (`simulated.ts`), and a real adapter (the platform's open API over HTTP) replaces it
 * without the console or the routes changing.
 *
 * Authorisation is an authorisation-code flow: the server sends the member's browser to
 * `authorizeUrl(state, redirectUri)`, the platform's consent page sends it back to `redirectUri` with
 * `code` and the same `state` (or `error=access_denied`), and the server exchanges the code for a
 * grant. Grants expire; a refresh token (living longer) renews them until it expires or the grant is
 * revoked.
 */

export type PlatformCode = 1 | 2 | 3 | 4;
export const PLATFORM_CODES: readonly PlatformCode[] = [1, 2, 3, 4];

/** The account a grant is for, as the platform describes it. */
export interface PlatformProfile {
  /** The platform's own id of the account (open id). */
  platformUid: string;
  name: string;
  /** An image URL of the account's avatar. */
  avatar: string;
  followerCount: number;
}

/** What a successful exchange or refresh gives. Times are milliseconds since the epoch. */
export interface PlatformGrant {
  profile: PlatformProfile;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  refreshExpiresAt: number;
}

/** Why a platform call was refused (the grant is gone, the call is not available yet…). */
export class PlatformError extends Error {
  constructor(
    readonly reason: 'invalid_grant' | 'not_available' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** A page of a platform list, newest first, continued with `cursor`. */
export interface PlatformPage<T> {
  items: T[];
  cursor: string | null;
}

/** A video or note to publish (the file is read by the adapter from storage). */
export interface PublishInput {
  kind: 'video' | 'note';
  title: string;
  text: string;
  /** Stored file names (`files/…`) of the video, or of the note's images. */
  files: string[];
  coverFile?: string;
  /** Goods (platform ids) to attach, where the platform allows it. */
  goodsIds?: string[];
}

export interface PublishResult {
  /** The platform's id of the published item. */
  itemId: string;
  url: string;
}

/**
 * What a published item carries (发布记录's mount dialog, ADR 0036): a product of the account's shop
 * (its platform id and title), or a mini-programme page (its path and the label shown).
 */
export type PlatformMount =
  { kind: 'goods'; goodsId: string; title: string } | { kind: 'miniProgram'; path: string; label: string };

/** A published item and its figures at the time of reading. */
export interface PlatformContent {
  itemId: string;
  kind: 'video' | 'note';
  title: string;
  url: string;
  publishedAt: number;
  plays: number;
  likes: number;
  comments: number;
  shares: number;
  collects: number;
}

export interface PlatformLive {
  liveId: string;
  title: string;
  startedAt: number;
  endedAt: number | null;
  viewers: number;
  peakViewers: number;
  likes: number;
  comments: number;
}

export interface PlatformComment {
  commentId: string;
  itemId: string;
  author: string;
  text: string;
  createdAt: number;
  replyTo: string | null;
}

export interface PlatformMessage {
  messageId: string;
  conversationId: string;
  fromAccount: boolean;
  peer: string;
  text: string;
  createdAt: number;
}

export interface PlatformFan {
  fanId: string;
  name: string;
  followedAt: number;
}

export interface PlatformGoods {
  goodsId: string;
  title: string;
  /** Price in fen. */
  price: number;
  stock: number;
}

export interface PlatformOrder {
  orderId: string;
  goodsId: string;
  /** Amount paid in fen. */
  amount: number;
  status: 'paid' | 'shipped' | 'finished' | 'refunded' | 'cancelled';
  createdAt: number;
}

/** A shop (抖店) a platform account owns. */
export interface PlatformShop {
  shopId: string;
  shopName: string;
}

/**
 * One platform's adapter. The authorisation calls are implemented now (issue 22); the content,
 * interaction and commerce calls are declared so the console's later pages (issues 23–26) stand on
 * the same interface, and answer `PlatformError('not_available')` until then.
 */
export interface PlatformAdapter {
  readonly platform: PlatformCode;

  // Authorisation
  /** Where the member's browser goes to consent. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The grant a one-time code was issued for; null when the code is unknown, used, expired or for another redirect. */
  exchangeCode(code: string, redirectUri: string): Promise<PlatformGrant | null>;
  /** A renewed grant (new tokens); `PlatformError('invalid_grant')` when revoked or the refresh token expired. */
  refresh(refreshToken: string): Promise<PlatformGrant>;
  /** Ends the grant at the platform (idempotent). */
  revoke(accessToken: string): Promise<void>;
  /** The account's current profile (name, avatar, followers). */
  profile(accessToken: string): Promise<PlatformProfile>;

  // Publishing and content
  publish(accessToken: string, input: PublishInput): Promise<PublishResult>;
  listContent(accessToken: string, cursor?: string | null): Promise<PlatformPage<PlatformContent>>;
  contentFigures(accessToken: string, itemId: string): Promise<PlatformContent>;
  /**
   * Attaches a product or a mini-programme page to one of the account's published items (null takes
   * it off). Optional: an adapter without it cannot mount. `PlatformError('refused')` when the
   * platform does not allow the kind, the goods are not the account's or the item is not its.
   */
  mount?(accessToken: string, itemId: string, mount: PlatformMount | null): Promise<void>;

  // Lives and interaction
  listLives(accessToken: string, cursor?: string | null): Promise<PlatformPage<PlatformLive>>;
  listComments(accessToken: string, itemId: string, cursor?: string | null): Promise<PlatformPage<PlatformComment>>;
  replyComment(accessToken: string, itemId: string, commentId: string, text: string): Promise<PlatformComment>;
  listMessages(accessToken: string, cursor?: string | null): Promise<PlatformPage<PlatformMessage>>;
  sendMessage(accessToken: string, conversationId: string, text: string): Promise<PlatformMessage>;
  listFans(accessToken: string, cursor?: string | null): Promise<PlatformPage<PlatformFan>>;

  // Commerce
  /** The account's shop; null when it has none. `PlatformError('invalid_grant')` when the grant is gone. */
  shop(accessToken: string): Promise<PlatformShop | null>;
  /** A one-time address that signs the account's owner in to its shop's back office. */
  shopLoginUrl(accessToken: string): Promise<string>;
  listGoods(accessToken: string, cursor?: string | null): Promise<PlatformPage<PlatformGoods>>;
  listOrders(accessToken: string, cursor?: string | null): Promise<PlatformPage<PlatformOrder>>;
}

/** The adapters of the four platforms, by code. */
export type PlatformAdapters = Readonly<Record<PlatformCode, PlatformAdapter>>;

export const isPlatformCode = (value: unknown): value is PlatformCode =>
  value === 1 || value === 2 || value === 3 || value === 4;
