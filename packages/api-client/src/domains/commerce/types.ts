import type {
  BalanceLogTypeCode,
  GoodsKindCode,
  OrderStatusCode,
  PayMethodCode,
  ProductTypeCode,
  UsageSourceCode,
} from '../../dictionaries/billing';
import type { DateTimeText } from '../common';

/**
 * One product type's package figures (`getProductUseInfo`; designed shape, ADR 0025): what the
 * brand's unexpired packages of the type grant and what it used, counted from stored rows since
 * `startTime` (the start of the earliest unexpired package; this month, UTC+8, when there is none).
 * Accounts are a standing figure: the platform accounts authorised now.
 */
export interface ProductUseInfo {
  productType: ProductTypeCode;
  /** Units the unexpired packages grant (0: no package). */
  totalNum: number;
  usedNum: number;
  /** Where `usedNum` is counted from. */
  startTime: DateTimeText;
  /** When the next of the unexpired packages ends; null when there is none. */
  expireTime: DateTimeText | null;
}

/** An order (designed shape, ADR 0025). Money values are in fen (shown divided by 100, two decimals). */
export interface Order {
  orderNo: string;
  goodsId: number;
  kind: GoodsKindCode;
  /** The package's product type; null for a top-up. */
  productType: ProductTypeCode | null;
  /** Units of one of the goods (packages; 0 for a top-up). */
  quantity: number;
  /** Price of one of the goods (fen). */
  price: number;
  validityDays: number | null;
  /** How many of the goods. */
  num: number;
  /** Fen: price × num. */
  amount: number;
  payMethod: PayMethodCode;
  status: OrderStatusCode;
  /** The member who placed it. */
  buyerId: number | null;
  buyerName: string | null;
  createTime: DateTimeText;
  /** When an unpaid order expires. */
  expireTime: DateTimeText;
  payTime: DateTimeText | null;
  /** When it was cancelled or expired. */
  closeTime: DateTimeText | null;
}

/** Goods of the catalogue (designed shape, ADR 0025). */
export interface ProductGoods {
  goodsId: number;
  kind: GoodsKindCode;
  /** The package's product type; null for a top-up. */
  productType: ProductTypeCode | null;
  /** Fen. A top-up adds its price to the balance. */
  price: number;
  /** Units a package grants (0 for a top-up). */
  quantity: number;
  /** Days a package lasts from payment; null for a top-up. */
  validityDays: number | null;
}

/** A created order (designed shape). */
export interface CreatedOrder {
  orderNo: string;
  status: OrderStatusCode;
  /** The payment page (this server's origin, with a one-time token) for the QR code; null when paid from the balance. */
  payUrl: string | null;
  /** Fen. */
  amount: number;
  expireTime: DateTimeText;
}

/** Order payment status (designed shape), polled while the payment page is open. */
export interface OrderStatus {
  orderNo: string;
  status: OrderStatusCode;
  payTime: DateTimeText | null;
}

/** What an order bought: one of the goods (as sold then) and how many. */
export interface OrderGoods {
  kind: GoodsKindCode;
  productType: ProductTypeCode | null;
  quantity: number;
  /** Fen. */
  price: number;
  validityDays: number | null;
  num: number;
}

/** A balance change (designed shape). */
export interface BalanceLog {
  id: number;
  type: BalanceLogTypeCode;
  /** Fen, negative for a purchase. */
  amount: number;
  /** Fen after the change. */
  balance: number;
  /** A note written with the change (changes made by orders have none: their goods say it). */
  remark: string | null;
  orderNo: string | null;
  /** What the order of the change bought (name it with `goodsName`). */
  goods: OrderGoods | null;
  userName: string | null;
  createTime: DateTimeText;
}

/** The brand's balance and its totals (designed). Fen. */
export interface BalanceSummary {
  balance: number;
  /** Every top-up paid. */
  rechargeTotal: number;
  /** Every purchase paid from the balance (a positive number). */
  consumeTotal: number;
}

/** One use of a package (designed, ADR 0025), from the stored rows of what used it. */
export interface UsageRecord {
  /** Unique within a product type (`op-12`, `acct-3`, `use-7`). */
  id: string;
  productType: ProductTypeCode;
  source: UsageSourceCode;
  quantity: number;
  userId: number | null;
  userName: string | null;
  /** What it was for: the videos' or account's name, the live's title (the brand's own text). */
  detail: string;
  /** The account's platform (account records). */
  platform: number | null;
  createTime: DateTimeText;
}

/**
 * A member's short-video quota on the brand. Not shown (reference server): the quota period is the
 * calendar month in UTC+8, and `usedNum` counts the short videos the member produced in it.
 */
export interface UserSumvideoConfig {
  userId: number;
  userBrandName: string;
  /** Short videos the member may produce per period; 0 is no limit. */
  limitNum: number;
  /** Short videos the member produced in the current period (merges and splits that did not fail). */
  usedNum: number;
  /** The current period, a month as `YYYY-MM` (UTC+8). */
  period: string;
}
